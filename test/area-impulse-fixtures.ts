// Small hand-made area-impulse scenarios and helpers for the area-impulse tests: a builder that
// fills in the fields a test does not care about (and checks the result like a scenario file),
// fixed dice, and apply wrappers that throw on a refusal or return it.

import { checkAreaScenario } from '../src/engine/systems/area-impulse/scenario.js';
import { apply } from '../src/engine/systems/area-impulse/apply.js';
import { newGame } from '../src/engine/systems/area-impulse/impulse.js';
import type {
  AreaEvent,
  AreaRules,
  AreaScenario,
  AreaState,
  CardDef,
  Side,
  VictoryDef,
} from '../src/engine/systems/area-impulse/model.js';
import type { Dice } from '../src/engine/core/rng.js';
import { cloneState } from '../src/engine/systems/area-impulse/state.js';

export interface AreaSpec {
  readonly id: string;
  readonly tdv?: number;
  readonly control?: Side | null;
}

export interface UnitSpec {
  readonly id: string;
  readonly side: Side;
  readonly area?: string;
  /** Fresh firepower and defence; spent ones default to half (rounded down) and 2 less. */
  readonly fp?: number;
  readonly def?: number;
  readonly spentDef?: number;
  readonly arrives?: { turn: number; entry: string[] };
}

export interface ScenarioSpec {
  readonly areas: readonly AreaSpec[];
  /** [a, b] or [a, b, 'ravine']. */
  readonly borders: readonly (readonly [string, string] | readonly [string, string, 'ravine'])[];
  readonly units: readonly UnitSpec[];
  readonly turns?: number;
  readonly cards?: readonly CardDef[];
  readonly rules?: Partial<AreaRules>;
  readonly victory?: VictoryDef;
  readonly initiative?: readonly Side[];
}

/** A scenario from a short spec; throws with the issues if it would not load. */
export function buildScenario(spec: ScenarioSpec): AreaScenario {
  const raw = {
    system: 'area-impulse',
    id: 'test-area',
    version: 1,
    title: 'Test area',
    description: 'A hand-made test map',
    sides: [
      { id: 'german', name: 'German' },
      { id: 'soviet', name: 'Soviet' },
    ],
    turns: spec.turns ?? 3,
    ...(spec.initiative ? { initiative: spec.initiative } : {}),
    grid: { cols: spec.areas.length, rows: 1 },
    areas: spec.areas.map((a, i) => ({
      id: a.id,
      name: a.id,
      short: a.id.slice(0, 6),
      tdv: a.tdv ?? 0,
      control: a.control ?? null,
      cells: [{ col: i, row: 0 }],
    })),
    borders: spec.borders.map(([a, b, kind]) => ({ a, b, ...(kind ? { kind } : {}) })),
    units: spec.units.map((u) => ({
      id: u.id,
      side: u.side,
      name: u.id,
      type: 'infantry',
      fresh: { firepower: u.fp ?? 2, defense: u.def ?? 5 },
      spent: { firepower: Math.floor((u.fp ?? 2) / 2), defense: u.spentDef ?? Math.max(0, (u.def ?? 5) - 2) },
      ...(u.area ? { area: u.area } : {}),
      ...(u.arrives ? { arrives: u.arrives } : {}),
    })),
    ...(spec.cards ? { cards: spec.cards } : {}),
    ...(spec.rules ? { rules: spec.rules } : {}),
    victory: spec.victory ?? {},
  };
  const r = checkAreaScenario(raw, {
    file: 'test.json',
    read: () => '',
    fileName: (x) => x,
    issue: (path, message) => ({ file: 'test.json', path, message }),
  });
  if (!r.scenario) throw new Error(r.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return r.scenario;
}

/** Dice that give these values in turn (then repeat the last one). */
export function fixedDice(values: readonly number[]): Dice {
  let k = 0;
  const int = (lo: number, hi: number) => {
    const v = values[Math.min(k++, values.length - 1)]!;
    if (v < lo || v > hi) throw new RangeError(`fixed die ${v} outside ${lo}..${hi}`);
    return v;
  };
  return {
    next: () => 0.5,
    percent: () => 50,
    int,
    chance: () => false,
    roundRandom: (x) => Math.round(x),
  };
}

export function start(sc: AreaScenario, seed = 'test'): AreaState {
  return newGame(sc, seed).state;
}

/** Applies a command that must be legal; `rolls` fixes the fire dice. */
export function play(
  state: AreaState,
  cmd: unknown,
  rolls?: readonly number[],
): { state: AreaState; events: readonly AreaEvent[] } {
  const r = apply(state, cmd, rolls ? fixedDice(rolls) : undefined);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return r;
}

export function refusal(state: AreaState, cmd: unknown): { code: string; message: string; rule?: string } {
  const r = apply(state, cmd, fixedDice([6, 6]));
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(cmd)}`);
  return { code: r.error.code, message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
}

/** A copy of the state with some units changed (test set-ups the rules would take turns to reach). */
export function edit(state: AreaState, f: (s: AreaState) => void): AreaState {
  const s = cloneState(state);
  f(s);
  return s;
}

export const unitIx = (s: AreaState, id: string) => s.world.unitIndex.get(id)!;
export const areaIx = (s: AreaState, id: string) => s.world.areaIndex.get(id)!;

/** Where a unit is: an area id, 'eliminated' or 'reserve'. */
export function where(s: AreaState, id: string): string {
  const u = s.units[unitIx(s, id)]!;
  return u.status === 'active' ? s.world.scenario.areas[u.area]!.id : u.status;
}

export function controller(s: AreaState, area: string): Side | null {
  return s.control[areaIx(s, area)]!;
}

/**
 * The spec's worked example (AI-FIRE section 11): two Soviet units with firepower 4 in F fire at
 * German-controlled T (TDV 3) holding three German units, 2 fresh + 1 spent, highest defence 9. T
 * borders E (Soviet-controlled, empty) and M (German-controlled, German and Soviet units).
 */
export function workedExample(): AreaScenario {
  return buildScenario({
    areas: [
      { id: 'F', tdv: 1, control: 'soviet' },
      { id: 'T', tdv: 3, control: 'german' },
      { id: 'E', tdv: 1, control: 'soviet' },
      { id: 'M', tdv: 2, control: 'german' },
      { id: 'K', tdv: 2, control: 'soviet' },
    ],
    borders: [
      ['F', 'T'],
      ['T', 'E'],
      ['T', 'M'],
      ['F', 'K'],
    ],
    units: [
      { id: 'g1', side: 'german', area: 'T', fp: 3, def: 9 },
      { id: 'g2', side: 'german', area: 'T', fp: 3, def: 7 },
      { id: 'g3', side: 'german', area: 'T', fp: 2, def: 8, spentDef: 6 },
      { id: 'g4', side: 'german', area: 'M', fp: 2, def: 6 },
      { id: 'g5', side: 'german', area: 'K', fp: 2, def: 6 },
      { id: 's1', side: 'soviet', area: 'F', fp: 2, def: 6 },
      { id: 's2', side: 'soviet', area: 'F', fp: 2, def: 6 },
      { id: 's3', side: 'soviet', area: 'M', fp: 2, def: 6 },
    ],
    initiative: ['soviet', 'soviet', 'soviet'],
  });
}

/** The worked example's start, with g3 spent as the example implies. */
export function workedExampleStart(): AreaState {
  const s = start(workedExample());
  return edit(s, (x) => {
    x.units[unitIx(x, 'g3')]!.fresh = false;
  });
}

/**
 * A small whole scenario for games: three columns of areas, German in the west, Soviet on the east
 * "river", the middle contested; cards, reinforcements, a ravine, VP, hold groups and sudden death.
 */
export function skirmish(rules?: Partial<AreaRules>): AreaScenario {
  const col = (c: string, side: Side | null, tdvs: number[]) =>
    tdvs.map((tdv, r) => ({ id: `${c}${r + 1}`, control: side, tdv }));
  return buildScenario({
    areas: [...col('W', 'german', [0, 1, 0]), ...col('C', null, [2, 3, 2]), ...col('E', 'soviet', [1, 2, 1])],
    borders: [
      ['W1', 'W2'],
      ['W2', 'W3'],
      ['C1', 'C2', 'ravine'],
      ['C2', 'C3'],
      ['E1', 'E2'],
      ['E2', 'E3'],
      ['W1', 'C1'],
      ['W2', 'C2'],
      ['W3', 'C3'],
      ['C1', 'E1'],
      ['C2', 'E2'],
      ['C3', 'E3'],
    ],
    units: [
      { id: 'g-pz1', side: 'german', area: 'W1', fp: 4, def: 7 },
      { id: 'g-pz2', side: 'german', area: 'W2', fp: 4, def: 7 },
      { id: 'g-inf1', side: 'german', area: 'W1', fp: 3, def: 6 },
      { id: 'g-inf2', side: 'german', area: 'W2', fp: 3, def: 6 },
      { id: 'g-inf3', side: 'german', area: 'W3', fp: 3, def: 6 },
      { id: 'g-inf4', side: 'german', area: 'W3', fp: 3, def: 6 },
      { id: 'g-pio1', side: 'german', arrives: { turn: 2, entry: ['W2', 'W1'] }, fp: 4, def: 6 },
      { id: 'g-pio2', side: 'german', arrives: { turn: 3, entry: ['W2', 'W3'] }, fp: 4, def: 6 },
      { id: 's-rif1', side: 'soviet', area: 'E1', fp: 2, def: 7 },
      { id: 's-rif2', side: 'soviet', area: 'E2', fp: 2, def: 7 },
      { id: 's-rif3', side: 'soviet', area: 'E3', fp: 2, def: 7 },
      { id: 's-gds1', side: 'soviet', area: 'C2', fp: 3, def: 8 },
      { id: 's-gds2', side: 'soviet', area: 'C2', fp: 3, def: 8 },
      { id: 's-tank', side: 'soviet', area: 'E2', fp: 3, def: 6 },
      { id: 's-rif4', side: 'soviet', arrives: { turn: 2, entry: ['E2', 'E1', 'E3'] }, fp: 2, def: 7 },
      { id: 's-rif5', side: 'soviet', arrives: { turn: 3, entry: ['E1', 'E3'] }, fp: 2, def: 7 },
    ],
    cards: [
      {
        id: 'stuka',
        side: 'german',
        kind: 'directed',
        name: 'Stukas',
        turns: [1, 2],
        text: 'The firer assigns the damage.',
      },
      { id: 'guns', side: 'german', kind: 'bombard', name: 'Corps artillery', value: 3, text: '+3 attack.' },
      { id: 'katy', side: 'soviet', kind: 'bombard', name: 'Katyushas', value: 2, text: '+2 attack.' },
      {
        id: 'sniper',
        side: 'soviet',
        kind: 'directed',
        name: 'Snipers',
        turns: [3, 4],
        text: 'The firer assigns the damage.',
      },
    ],
    turns: 4,
    initiative: ['german', 'german', 'soviet', 'german'],
    ...(rules ? { rules } : {}),
    victory: {
      vp: { C1: 2, C2: 3, C3: 2, E1: 1, E2: 1, E3: 1 },
      scoreSide: 'german',
      suddenDeath: [{ side: 'german', areas: ['E1', 'E2', 'E3'] }],
      holdGroups: {
        side: 'soviet',
        groups: [
          ['C2', 'E2'],
          ['E1', 'E3'],
        ],
      },
    },
  });
}
