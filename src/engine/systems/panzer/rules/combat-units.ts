// What the combat rules need to know about a unit: its kind (infantry, vehicles, artillery...),
// its size class for the fatigue, morale and dig-in tables, and the status flags other rule areas
// (command, supply, engineers, patrols) keep on UnitState.

import type { GameState } from '../model/state.js';
import type { UnitDef, UnitState } from '../model/unit.js';
import { readUnits } from '../draft.js';

/**
 * Status flags owned by other rule areas. Combat reads them by these names when they exist and
 * treats a missing flag as false, so it works before those areas land.
 */
export type ForeignFlag =
  | 'patrolling' // PC-SUT-08
  | 'stockpiled' // PC-SUP-27
  | 'setupRequired' // PC-SUP-24
  | 'bridgeOps' // PC-ENG-09
  | 'mineOps'; // PC-ENG-06..08

export function hasFlag(s: UnitState, flag: ForeignFlag): boolean {
  return (s as unknown as Partial<Record<ForeignFlag, unknown>>)[flag] === true;
}

/** Infantry-type units that use Infantry Fire Effectiveness (PC-FIR-16); rules-decisions. */
const INFANTRY_TYPES = new Set(['infantry', 'airborne', 'commando', 'partisan', 'irregular', 'engineer']);
export function isInfantryFire(def: UnitDef): boolean {
  return def.component === 'men' && INFANTRY_TYPES.has(def.type);
}

/** Men on foot for the Combined Arms Penalty (PC-ASL-11): any men unit but HQs. */
export function isInfantryMen(def: UnitDef, s: UnitState): boolean {
  return def.component === 'men' && def.type !== 'hq' && !isVehicleForAssault(def, s);
}

/** Motorized or mechanized infantry (PC-FIR-09, PC-ASL-09/15). */
export function isMotorizedInfantry(def: UnitDef): boolean {
  return def.component === 'men' && (def.moveClass === 'motorized' || def.moveClass === 'tracked');
}

/**
 * "Made of vehicles" for the assault terrain and Bocage rules (PC-ASL-09/15): vehicle units, and
 * motorized or mechanized infantry in Travel Mode.
 */
export function isVehicleForAssault(def: UnitDef, s: UnitState): boolean {
  if (def.component === 'vehicles') return true;
  return isMotorizedInfantry(def) && s.mode === 'travel';
}

/** Artillery or heavy artillery (PC-FIR-21). */
export function isArtillery(def: UnitDef): boolean {
  return (
    def.type === 'artillery' ||
    def.type === 'mortar' ||
    def.type === 'rocket' ||
    def.flags.heavyArtillery === true
  );
}

/** Armored target for armor effectiveness (PC-FIR-23): a unit flagged Hard Target. */
export function isArmored(def: UnitDef): boolean {
  return def.flags.hardTarget === true;
}

/** Size class for PC-CRT-04/05 and PC-MSC-02: 1 = platoon or lone company, 2 = combined pair, 3 = battalion or 3+. */
export function sizeClass(def: UnitDef): 1 | 2 | 3 {
  if (def.size === 'platoon' || def.size === 'company') {
    const n = def.subUnits ?? 1;
    return n >= 3 ? 3 : n === 2 ? 2 : 1;
  }
  return 3;
}

/** PC-CRT-04 fatigue factor. */
export function fatigueFactor(def: UnitDef): number {
  return { 1: 6, 2: 4, 3: 2 }[sizeClass(def)];
}

/** PC-CRT-05 morale-check base value. */
export function moraleBase(def: UnitDef): number {
  return { 1: 5, 2: 10, 3: 15 }[sizeClass(def)];
}

/** Units of the side at a location, active and on the map. */
export function unitsAt(state: GameState, loc: number, side?: UnitDef['side']): number[] {
  const out: number[] = [];
  const { units } = state.world;
  const states = readUnits(state); // reads every unit: no copies for apply()'s draft (draft.ts)
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    if (s.loc !== loc || s.status !== 'active') continue;
    if (side !== undefined && (s.owner ?? units[i]!.side) !== side) continue; // PC-SUP-38 captures
    out.push(i);
  }
  return out;
}

/** Player-turn serial: grows by one every player turn (for "during the previous turn" tests). */
export function playerTurnSerial(state: GameState): number {
  return state.turn * 2 + state.playerTurn;
}

/** PC-FAT-04, PC-REC-01: record that a unit was fired upon or assaulted. */
export function markEngaged(state: GameState, unit: number): void {
  state.combat.engaged[unit] = playerTurnSerial(state);
}

/** True when the unit was fired upon or assaulted since the start of its side's previous turn. */
export function engagedRecently(state: GameState, unit: number): boolean {
  const at = state.combat.engaged[unit];
  return at !== undefined && at >= playerTurnSerial(state) - 2;
}
