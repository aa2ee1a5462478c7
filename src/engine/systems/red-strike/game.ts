// A new Red Strike game and copies of a state (the reducer changes a copy, never its input).

import { diceFor } from '../../core/rng.js';
import { rsDiceFrom } from './dice.js';
import type { RsEvent, RsState, UnitState } from './model.js';
import { scenarioProblems, type RsScenario } from './scenario.js';
import { strategicStep } from './sequence.js';
import { extInit } from './ext/registry.js';
import { buildWorld, type RsWorld } from './world.js';
import type { RsTables } from './data/index.js';

export function cloneState(s: RsState): RsState {
  return {
    ...s,
    step: { ...s.step },
    sp: { ...s.sp },
    spDry: { ...s.spDry },
    railUsed: { ...s.railUsed },
    units: s.units.map((u) => ({ ...u })),
    control: [...s.control],
    interdicted: [...s.interdicted],
    attackedHexes: [...s.attackedHexes],
    assignModes: s.assignModes ? [...s.assignModes] : null,
    ext: structuredClone(s.ext),
    combat: s.combat
      ? {
          ...s.combat,
          ...(s.combat.attackerChoice
            ? {
                attackerChoice: {
                  formations: { ...s.combat.attackerChoice.formations },
                  orders: { ...s.combat.attackerChoice.orders },
                },
              }
            : {}),
          ...(s.combat.defenderChoice ? { defenderChoice: { ...s.combat.defenderChoice } } : {}),
        }
      : null,
  };
}

function initialUnits(w: RsWorld): UnitState[] {
  return w.units.map((d) => ({
    loc: d.hex !== undefined ? w.map.board.parse(d.hex)! : -1,
    eliminated: false,
    reduced: d.reduced ?? false,
    hits: 0,
    bh: false,
    mode: 'frontline',
    reserveHq: -1,
    movedIn: null,
    mpLeft: 0,
    overran: false,
    railStage: 0,
    supply: 'in',
    foughtIn: null,
    pending: d.hex === undefined,
  }));
}

/**
 * GT1: the scenario's initiative (RS-INI-2), its reinforcements, then the assignment phase.
 * `options`: the extended rules in force (ext/options.ts); default the scenario's.
 */
export function newGame(
  sc: RsScenario,
  seed: string,
  options?: readonly string[],
  tables?: RsTables,
): { state: RsState; events: RsEvent[] } {
  const problems = scenarioProblems(sc);
  if (problems.length > 0)
    throw new Error(`${sc.id}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const world = buildWorld(sc, tables);
  const state: RsState = {
    world,
    seed,
    seq: 0,
    turn: 1,
    step: { kind: 'assign', side: sc.initiative },
    initiative: sc.initiative,
    battlesWon: 0,
    sp: { ...sc.sp },
    spDry: { nato: false, wp: false },
    railUsed: { nato: 0, wp: 0 },
    units: initialUnits(world),
    // RS-MAP-3: land hexes start controlled by the side whose territory they are; sea and neutral by nobody.
    control: world.map.territory.map((t) => (t === 'nato' || t === 'wp' ? t : null)),
    interdicted: [],
    attackedHexes: [],
    assignModes: null,
    combat: null,
    combats: 0,
    result: null,
    options: [...(options ?? sc.options)],
    ext: {},
  };
  extInit(state);
  const events: RsEvent[] = [];
  strategicStep(state, rsDiceFrom(diceFor(state, 'strategic')), events);
  state.assignModes = state.units.map((u) => u.mode);
  events.push({ type: 'step', step: state.step });
  return { state, events };
}
