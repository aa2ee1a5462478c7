// OCS modes and movement allowances (OCS-MOV-21, OCS-MOV-25, OCS-MOV-D-05, OCS-MOV-NS-06).

import { ruleError, type RuleError } from '../../../../core/errors.js';
import type { ModeCommand } from '../../commands.js';
import type { GameEvent } from '../../events.js';
import type { GameState } from '../../model/state.js';
import { OCS_MODES, type Mode, type OcsMode } from '../../model/unit.js';
import { isVehicleUnit, movementAllowance } from '../../rules/allowance.js';
import { ownActiveUnit } from '../../rules/guards.js';
import { refreshSpotting } from '../../rules/spotting.js';
import { ocsModeOf, panzerHost } from './host.js';
import type { OcsParams } from './params.js';
import { mutableOcs } from './state.js';

export const OCS_MODE_NAMES: Record<OcsMode, string> = {
  combat: 'Combat mode',
  move: 'Move mode',
  strategic: 'Strategic mode',
  reserve: 'Reserve mode',
};

/**
 * OCS-MOV-NS-06: the panzer mode a unit in an OCS mode is in, for the host's other rules (fire,
 * assault, spotting): Move and Strategic travel, Combat and Reserve are deployed.
 */
export const PANZER_MODE: Record<OcsMode, Mode> = {
  combat: 'deployed',
  reserve: 'deployed',
  move: 'travel',
  strategic: 'travel',
};

/**
 * OCS-MOV-25, OCS-MOV-D-05: the factors on the Move-mode allowance (the panzer Speed with its
 * modifiers, OCS-MOV-NS-06): Combat x combat factor, Strategic x2, Reserve x1/2 of Combat, DG x1/2.
 */
export function allowanceFactors(mode: OcsMode, dg: boolean, vehicle: boolean, p: OcsParams): number[] {
  const combat = vehicle ? p.combatFactorVehicle : p.combatFactorOther;
  const f: number[] = [];
  if (mode === 'combat' || mode === 'reserve') f.push(combat);
  if (mode === 'reserve') f.push(p.reserveFactor);
  if (mode === 'strategic') f.push(p.strategicFactor);
  if (dg) f.push(p.dgFactor);
  return f;
}

/** OCS-MOV-D-05: multiply every factor, then round down once. */
export function ocsAllowance(moveMa: number, factors: readonly number[]): number {
  const x = factors.reduce((a, f) => a * f, moveMa);
  return Math.max(0, Math.floor(x + 1e-9)); // 1e-9: 0.5 x 2 x 3 must stay 3, not 2.9999
}

/** The allowance hook: a unit's MA for the turn in its OCS mode (OCS-MOV-25; OCS-MOV-22: its mode's limit). */
export function ocsAllowanceOf(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  const st = state.units[unit]!;
  const host = panzerHost(state);
  const vehicle = isVehicleUnit(def) && !st.onFoot;
  const f = allowanceFactors(ocsModeOf(st), host.isDG(unit), vehicle, state.world.params.ocs);
  return ocsAllowance(movementAllowance(state, unit), f);
}

/** OCS-MOV-21: a mode change, only at the start of the unit's own movement. */
export function handleOcsMode(draft: GameState, cmd: ModeCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const to = cmd.mode;
  if (!(OCS_MODES as readonly string[]).includes(to))
    return ruleError(
      'BAD_COMMAND',
      `"${String(to)}" is not an OCS mode (combat, move, strategic or reserve).`,
      'OCS-MOV-25',
    );
  const mode = to as OcsMode;
  if (ocsModeOf(s) === mode) return ruleError('MODE', `${def.name} is already in ${OCS_MODE_NAMES[mode]}.`);
  if (def.speed <= 0) return ruleError('IMMOBILE', `${def.name} is immobile.`, 'PC-MOV-22');
  if (s.fixed)
    return ruleError('FIXED', `${def.name} is Fixed and cannot change mode until released.`, 'PC-MOV-21');
  if (s.moved || s.mp < s.mpMax)
    return ruleError(
      'MODE',
      `${def.name} has already moved this phase; a unit changes mode only at the start of its movement.`,
      'OCS-MOV-21',
    );
  mutableOcs(draft).segment = 'movement'; // OCS-MOV-10: the Breakout Segment is over
  const params = draft.world.params.ocs;
  s.ocsMode = mode;
  s.mode = PANZER_MODE[mode];
  s.digging = false;
  s.mpMax = ocsAllowanceOf(draft, u);
  s.mp = Math.max(0, s.mpMax - params.modeChangeCost);
  const events: GameEvent[] = [
    { type: 'modeChanged', unit: u, mode: s.mode, mpCost: Math.min(s.mpMax, params.modeChangeCost) },
    {
      type: 'unitState',
      unit: u,
      what: `${OCS_MODE_NAMES[mode]}: movement allowance ${s.mpMax}`,
      rule: 'OCS-MOV-21',
    },
  ];
  events.push(...refreshSpotting(draft, [u]));
  return events;
}
