// Engineers (PC-ENG): who can do what, the guards every engineer order shares, the chances the
// work succeeds with, and the start-of-turn step that moves work forward (PC-TRN-11 step 12).
// The orders themselves are in bridges.ts, mines.ts, ferrying.ts and sabotage.ts.

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { EngineerJob, EngineerJobKind, EngineerState } from '../model/engineering.js';
import { emptyEngineerState } from '../model/engineering.js';
import type { GameState } from '../model/state.js';
import { SIDE } from '../model/terrain.js';
import type { Quality, Side, UnitDef } from '../model/unit.js';
import type { Dice } from '../../../core/rng.js';
import { terrainAt } from '../world.js';
import { deceptionDamageFails } from './deception.js';

// ---------------------------------------------------------------------------------------------
// Who can do what (PC-ENG-01..05)

/** PC-ENG-03: engineering vehicles (Bridge Layer, Mine Flail, AVRE) do only their listed tasks. */
export function isEngineeringVehicle(def: UnitDef): boolean {
  return def.component === 'vehicles';
}

/** PC-ENG-01: an engineer unit other than an engineering vehicle ("all engineers can ..."). */
export function isFieldEngineer(def: UnitDef): boolean {
  return (def.type === 'engineer' || def.flags.engineer === true) && !isEngineeringVehicle(def);
}

/** PC-ENG-01 (c), PC-ENG-02: damage bridges; Commandos too. */
export function canDamageBridges(def: UnitDef): boolean {
  return isFieldEngineer(def) || def.type === 'commando' || def.flags.commando === true;
}

/** PC-ENG-03: an AVRE (a vehicle that builds bridges and clears mines) also destroys AT ditches. */
export function canDestroyDitches(def: UnitDef): boolean {
  return (
    canDamageBridges(def) ||
    (isEngineeringVehicle(def) && def.flags.bridgeEngineer === true && def.flags.mineClear === true)
  );
}

/** PC-ENG-01, PC-ENG-09: only Bridge Eng units (Bridge Layers and AVREs included) build bridges. */
export function canBuildBridges(def: UnitDef): boolean {
  return def.flags.bridgeEngineer === true;
}

/** PC-ENG-01/02/05, PC-IMP-06: Mine Clear or Demolition units clear minefields and Obstacles. */
export function canClearMines(def: UnitDef): boolean {
  return def.flags.mineClear === true || def.flags.demolition === true;
}

/** PC-ENG-01 (e)/(f), PC-ENG-07: any engineer but an engineering vehicle lays mines and clears Rubble. */
export const canLayMines = isFieldEngineer;
export const canClearRubble = isFieldEngineer;

/** PC-ENG-04, PC-ENG-03: a non-bridge field engineer helps digging in and builds Bunkers. */
export function assistsDigging(def: UnitDef): boolean {
  return isFieldEngineer(def) && def.flags.bridgeEngineer !== true;
}

/**
 * PC-ENG-04 / PC-MSC-02: is a non-bridge engineer of `side` in `loc`, fit to help (not Disrupted
 * or Broken)? It need not dig itself (rules-decisions).
 */
export function engineerAssistAt(state: GameState, loc: number, side: Side): boolean {
  return state.units.some((s, i) => {
    const def = state.world.units[i]!;
    return (
      s.loc === loc &&
      s.status === 'active' &&
      def.side === side &&
      s.cohesion === 'ok' &&
      assistsDigging(def)
    );
  });
}

// ---------------------------------------------------------------------------------------------
// State helpers

export function engineering(state: GameState): EngineerState {
  // Saves made before engineers existed have no field: start empty (design invariant 4).
  if (!state.engineers) (state as { engineers: EngineerState }).engineers = emptyEngineerState();
  return state.engineers;
}

export function jobOf(state: GameState, unit: number): EngineerJob | undefined {
  return engineering(state).jobs.find((j) => j.unit === unit);
}

export function bridgeOf(state: GameState, unit: number) {
  return engineering(state).bridges.find((b) => b.unit === unit);
}

export const turnKey = (state: Pick<GameState, 'turn' | 'playerTurn'>) => state.turn * 2 + state.playerTurn;

const BRIDGE_JOBS: ReadonlySet<EngineerJobKind> = new Set(['build', 'pontoon', 'dismantle', 'wire']);

/** Sets the unit's Bridge Ops / mine-work flags from its job and bridge (read by fire and assault). */
export function syncFlags(state: GameState, unit: number): void {
  const s = state.units[unit]!;
  const job = jobOf(state, unit);
  const bridgeOps = (job !== undefined && BRIDGE_JOBS.has(job.kind)) || bridgeOf(state, unit) !== undefined;
  const mineOps = job !== undefined && !BRIDGE_JOBS.has(job.kind);
  if (bridgeOps) s.bridgeOps = true;
  else delete s.bridgeOps;
  if (mineOps) s.mineOps = true;
  else delete s.mineOps;
}

export function addJob(state: GameState, job: EngineerJob): void {
  const e = engineering(state);
  e.jobs = [...e.jobs.filter((j) => j.unit !== job.unit), job];
  syncFlags(state, job.unit);
}

export function endJob(state: GameState, unit: number): void {
  const e = engineering(state);
  e.jobs = e.jobs.filter((j) => j.unit !== unit);
  syncFlags(state, unit);
}

/** The hexside bits of an edge as play has changed them. */
export function edgeBits(state: GameState, edge: number): number {
  return state.edgeOverrides[edge] ?? state.world.edges[edge]!;
}

/** Writes an edge's bits; an edge back to its scenario value loses its override. */
export function setEdgeBits(state: GameState, edge: number, bits: number): void {
  if (bits === state.world.edges[edge]) delete state.edgeOverrides[edge];
  else state.edgeOverrides[edge] = bits;
}

/** A short word for the unit's engineer status, for the unit display (PC-UNT-14), or null. */
export function engineerStatus(state: GameState, unit: number): string | null {
  const job = jobOf(state, unit);
  if (job) {
    if (BRIDGE_JOBS.has(job.kind))
      return job.kind === 'dismantle' ? 'Bridge Ops (dismantling)' : 'Bridge Ops';
    return job.kind === 'layMines' ? 'Laying Mines' : 'Clearing';
  }
  if (bridgeOf(state, unit)) return 'Has Bridge';
  if (engineering(state).noBridge.includes(unit)) return 'NO BRIDGE';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Guards

const cohesionWord = (c: string) => (c === 'broken' ? 'Broken' : 'Disrupted');

/**
 * The state every engineer task needs (PC-ENG-06/08/09/15): not Disrupted or Broken, not in Travel
 * or Rail Mode, not Digging-In. `task` completes "cannot ..." in the message.
 */
export function workRefusal(
  state: GameState,
  unit: number,
  task: string,
  rule: string,
  opts: { travelOk?: boolean } = {},
): RuleError | null {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  if (s.cohesion !== 'ok') {
    const w = cohesionWord(s.cohesion);
    return ruleError('STATE', `${def.name} is ${w}; ${w} units cannot ${task}.`, rule);
  }
  if (s.mode === 'rail' || (s.mode === 'travel' && !opts.travelOk))
    return ruleError(
      'MODE',
      `${def.name} is in ${s.mode === 'rail' ? 'Rail' : 'Travel'} Mode; it must be Deployed to ${task}.`,
      rule,
    );
  if (s.digging) return ruleError('STATE', `${def.name} is Digging-In and cannot ${task}.`, rule);
  return null;
}

/** An engineer already busy with other work, or holding a bridge, cannot start something new. */
export function busyRefusal(state: GameState, unit: number, rule: string): RuleError | null {
  const def = state.world.units[unit]!;
  const job = jobOf(state, unit);
  if (job)
    return ruleError(
      'STATE',
      `${def.name} is busy (${engineerStatus(state, unit)}); stop that work first.`,
      rule,
    );
  if (bridgeOf(state, unit))
    return ruleError('STATE', `${def.name} maintains a bridge; dismantle or abandon it first.`, 'PC-ENG-12');
  return null;
}

/** PC-ENG-12: an engineer that maintains a bridge cannot leave it (movement calls this). */
export function engineerMoveRefusal(state: GameState, unit: number): RuleError | undefined {
  const b = bridgeOf(state, unit);
  if (!b) return undefined;
  const def = state.world.units[unit]!;
  return ruleError(
    'NOT_ALLOWED',
    `${def.name} maintains its bridge and cannot leave it; dismantle or abandon the bridge first.`,
    'PC-ENG-12',
  );
}

/**
 * Work stops when the engineer moves or changes mode (movement calls this): mine work, laying,
 * clearing and bridge building need the unit to stay Deployed in its hex; wiring needs it to stay
 * on the bridge.
 */
export function interruptEngineering(state: GameState, unit: number, events: GameEvent[]): void {
  const job = jobOf(state, unit);
  if (!job) return;
  endJob(state, unit);
  events.push({ type: 'unitState', unit, what: `stops ${JOB_NAMES[job.kind]}`, rule: 'PC-ENG-06' });
}

export const JOB_NAMES: Record<EngineerJobKind, string> = {
  build: 'building a bridge',
  pontoon: 'building a pontoon bridge',
  dismantle: 'dismantling its bridge',
  wire: 'wiring the bridge',
  layMines: 'laying mines',
  clear: 'clearing',
};

// ---------------------------------------------------------------------------------------------
// Chances

/** PC-GEN-04 "Bridge completion" column. */
export const BRIDGE_QUALITY: Record<Quality, number> = { A: 1.2, B: 1.1, C: 1, D: 0.75, E: 0.5, F: 0.25 };

/** "× men/100 below 100 men" (PC-ENG-08/10); units not made of men are not scaled (rules-decisions). */
export function menFactor(def: UnitDef, strength: number): number {
  return def.component === 'men' ? Math.min(1, Math.max(0, strength) / 100) : 1;
}

const isCompanyOrSmaller = (def: UnitDef) => def.size === 'company' || def.size === 'platoon';

/**
 * PC-ENG-10: one engineer's chance per turn, percent, of finishing a bridge (or a dismantling or
 * wiring): the side's Bridge Value × quality × men/100 below 100 men × 1/3 for a company.
 */
export function bridgeChance(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const p = state.world.params;
  const company = isCompanyOrSmaller(def) ? p.engineers.companyBridgeFactor : 1;
  const v = p.side[def.side].bridgeValue * BRIDGE_QUALITY[def.quality] * menFactor(def, s.strength) * company;
  return Math.min(100, v);
}

/**
 * PC-ENG-10 "more than one engineer increases the chance": each engineer is an independent chance,
 * so the bridge is finished with 1 − Π(1 − pᵢ) (rules-decisions).
 */
export function combinedChance(chances: readonly number[]): number {
  const miss = chances.reduce((m, p) => m * (1 - Math.min(100, Math.max(0, p)) / 100), 1);
  return (1 - miss) * 100;
}

/** PC-ENG-08: Mine Prob × men/100 below 100 men. */
export function mineLayChance(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  return Math.min(100, state.world.params.mineProb * menFactor(def, state.units[unit]!.strength));
}

/** PC-ENG-06 (rate not given): params.engineers.mineClear × men/100 below 100 men. */
export function mineClearChance(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  return Math.min(100, state.world.params.engineers.mineClear * menFactor(def, state.units[unit]!.strength));
}

/** PC-ENG-07: half the Digging-In parameter. */
export function rubbleClearChance(state: GameState): number {
  return Math.min(100, state.world.params.diggingIn / 2);
}

// ---------------------------------------------------------------------------------------------
// PC-DEC-04 (b): deception and partisans spoil demolition (rules/deception.ts decides)

/** The roll that makes a demolition attempt fail; null when no enemy Deception reaches the engineer. */
export function deceptionSpoils(
  state: GameState,
  unit: number,
  dice: Dice,
): { value: number; target: number; success: boolean } | null {
  const r = deceptionDamageFails(state, unit, dice);
  return r ? { value: r.value, target: r.target, success: r.success } : null;
}

// ---------------------------------------------------------------------------------------------
// PC-ENG-21: supply through an engineer ferry

/** PC-ENG-20: an engineer able to ferry now (field engineer, steady, not in Travel/Rail, no bridge building). */
export function canFerryNow(state: GameState, unit: number): boolean {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  if (!isFieldEngineer(def) || s.status !== 'active' || s.loc < 0) return false;
  if (s.cohesion !== 'ok' || s.mode !== 'deployed') return false;
  const job = jobOf(state, unit);
  return !job || !BRIDGE_JOBS.has(job.kind);
}

/**
 * PC-ENG-21: supply reaches one hex across a River or Canal hexside from a hex with a ferrying
 * engineer. `value` is the traced supply map; `blocked` says where supply cannot go (enemy units,
 * uncontested enemy ZOC). Adds the hexes reached, at the engineer hex's value.
 */
export function extendSupplyByEngineerFerries(
  state: GameState,
  side: Side,
  value: Map<number, number>,
  blocked: (loc: number) => boolean,
): void {
  const { board } = state.world;
  const add: [number, number][] = [];
  state.units.forEach((s, i) => {
    if (state.world.units[i]!.side !== side || !canFerryNow(state, i)) return;
    const v = value.get(s.loc);
    if (v === undefined) return;
    for (let k = board.adjStart[s.loc]!; k < board.adjStart[s.loc + 1]!; k++) {
      const n = board.adj[k]!;
      const bits = edgeBits(state, board.adjEdge[k]!);
      if (!(bits & (SIDE.river | SIDE.canal)) || value.has(n) || blocked(n)) continue;
      const t = terrainAt(state.world, n);
      if (t.water || t.cost.foot < 0) continue;
      add.push([n, v]);
    }
  });
  for (const [n, v] of add) if ((value.get(n) ?? -1) < v) value.set(n, v);
}
