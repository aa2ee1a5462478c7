// Phased play under the Manual Defensive Fire optional rule (PC-PHS, PC-OPT-16/17): which phase is
// running, which side gives orders in it, which orders belong to it, and the small hooks the fire,
// assault, mode and movement rules call. The commands that change the phase are in
// phase-commands.ts. With the rule off `state.phase` is absent and every hook is a no-op.

import type { Command, CommandType } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import { PHASE_NAMES, type PhaseName, type PhaseState } from '../model/phase.js';
import type { GameState } from '../model/state.js';
import { otherSide, SIDE_NAMES, type Side } from '../model/unit.js';
import { ruleOn, type World } from '../world.js';

export function manualDefensiveFire(world: World): boolean {
  return ruleOn(world, 'manualDefensiveFire');
}

/** PC-PHS-06: Automatic Defensive Fire is an addition to Manual Defensive Fire and means nothing alone. */
export function automaticDefensiveFire(world: World): boolean {
  return manualDefensiveFire(world) && ruleOn(world, 'automaticDefensiveFire');
}

/** The side that gives orders now: the non-active side in a Defensive Fire Phase (PC-PHS-02). */
export function actingSide(state: GameState): Side {
  return state.phase?.name === 'defensiveFire' ? otherSide(state.activeSide) : state.activeSide;
}

/** "Axis Defensive Fire Phase": phases are named after the side that acts in them (PC-PHS-02). */
export function phaseTitle(state: GameState): string | undefined {
  if (!state.phase) return undefined;
  return `${SIDE_NAMES[actingSide(state)]} ${PHASE_NAMES[state.phase.name]}`;
}

/**
 * PC-PHS-02: the phases each order belongs to. Movement only in Movement Phases, fire only in Fire
 * Phases, assaults in the Assault Phase; air missions in the Offensive Fire Phase; the other unit
 * actions (mode changes, digging in, engineer work, patrols...) spend MP and belong to the Movement
 * Phase. Commands not listed (added later) default to the Movement Phase.
 */
const COMMAND_PHASES: Partial<Record<CommandType, readonly PhaseName[] | 'any'>> = {
  nextPhase: 'any',
  endTurn: 'any',
  opFire: 'any',
  // A/I orders for the side's own formations (PC-AI-03): given and carried out in any part.
  delegate: 'any',
  takeBack: 'any',
  delegatedPart: 'any',
  engagement: 'any', // a setting (PB-FIRE-37), as opFire
  smoke: ['offensiveFire'], // a fire mission (PB-FIRE-46)
  fire: ['defensiveFire', 'offensiveFire'],
  airStrike: ['offensiveFire'],
  airRecon: ['offensiveFire'],
  assault: ['assault'],
};

const ACTION_NAMES: Partial<Record<CommandType, string>> = {
  move: 'Movement',
  mode: 'A mode change',
  fire: 'Fire',
  assault: 'An assault',
  airStrike: 'An air strike',
  airRecon: 'Air recon',
  digIn: 'Digging in',
};

export function phasesOf(type: CommandType): readonly PhaseName[] | 'any' {
  return COMMAND_PHASES[type] ?? ['movement'];
}

/** Why this order does not belong to the current phase, or null (PC-PHS-02). */
export function phaseRefusal(state: GameState, cmd: Command): RuleError | null {
  if (!state.phase) return null;
  const allowed = phasesOf(cmd.type);
  if (allowed === 'any' || allowed.includes(state.phase.name)) return null;
  const what = ACTION_NAMES[cmd.type] ?? `The order "${cmd.type}"`;
  const where = allowed.map((p) => `the ${PHASE_NAMES[p]}`).join(' or ');
  return ruleError(
    'WRONG_PHASE',
    `${what} is not allowed in the ${phaseTitle(state)}; it belongs to ${where}.`,
    'PC-PHS-02',
  );
}

/** START_STEPS (PC-PHS-02): every player turn opens with the side's Movement Phase. */
export function beginMovementPhase(state: GameState, side: Side, events: GameEvent[]): void {
  if (!manualDefensiveFire(state.world)) return;
  state.phase = { name: 'movement', fired: [], deploying: [], deserted: [] };
  events.push({ type: 'phaseStarted', turn: state.turn, phase: 'movement', side });
}

// ---- hooks for the fire rules -------------------------------------------------------------

/** PC-PHS-03c/g: once per Fire Phase; Siege Guns never fire in the Defensive Fire Phase. */
export function phaseFireRefusal(state: GameState, firer: number): RuleError | null {
  const p = state.phase;
  if (!p) return null;
  const def = state.world.units[firer]!;
  if (p.name === 'defensiveFire' && def.flags.siegeGun)
    return ruleError(
      'CANNOT_FIRE',
      `${def.name} is a Siege Gun and cannot fire in the Defensive Fire Phase.`,
      'PC-PHS-03',
    );
  if (p.fired.includes(firer))
    return ruleError('CANNOT_FIRE', `${def.name} has already fired in this Fire Phase.`, 'PC-PHS-03');
  return null;
}

/**
 * PC-PHS-03b, PC-FIR-17b, PC-FIR-30: ×2 for all Defensive Fire Phase fire, ×2 in the Offensive Fire
 * Phase for a unit that did not move; indirect fire in the Defensive Fire Phase × the Indirect Mod.
 */
export function phaseFireFactors(
  state: GameState,
  firer: number,
  indirect: boolean,
): [label: string, value: number, rule: string][] {
  const p = state.phase;
  if (!p) return [];
  const out: [string, number, string][] = [];
  if (p.name === 'defensiveFire') {
    out.push(['Defensive Fire Phase', 2, 'PC-PHS-03']);
    if (indirect) {
      const mod = state.world.params.side[state.world.units[firer]!.side].indirectMod;
      out.push([`Indirect Mod ${mod}%`, mod / 100, 'PC-FIR-17']);
    }
  } else if (p.name === 'offensiveFire' && !state.units[firer]!.moved)
    out.push(['did not move (Offensive Fire Phase)', 2, 'PC-PHS-03']);
  return out;
}

/** PC-PHS-05: a unit that left Travel or Rail Mode keeps the Travel Mode target effects in the next Defensive Fire Phase. */
export function deployingTarget(state: GameState, target: number): boolean {
  const p = state.phase;
  return p?.name === 'defensiveFire' && p.deploying.includes(target);
}

/** After a shot: the firer has used its fire of this phase (PC-PHS-03c); an emptied hex becomes Deserted (PC-PHS-07). */
export function notePhaseFire(state: GameState, firer: number, targetLoc: number, targetSide: Side): void {
  const p = state.phase;
  if (!p) return;
  if (!p.fired.includes(firer)) p.fired.push(firer);
  if (p.name !== 'offensiveFire' || p.deserted.includes(targetLoc)) return;
  const someoneLeft = state.units.some(
    (u, i) => u.status === 'active' && u.loc === targetLoc && state.world.units[i]!.side === targetSide,
  );
  if (!someoneLeft) p.deserted.push(targetLoc);
}

/** PC-PHS-05: the unit left Travel or Rail Mode in its Movement Phase. */
export function markDeploying(state: GameState, unit: number): void {
  const p = state.phase;
  if (p && !p.deploying.includes(unit)) p.deploying.push(unit);
}

/** PC-PHS-03d: under MDF an assault costs no MP, but a unit that moved and fired may not assault. */
export function phaseAssaultRefusal(state: GameState, unit: number): RuleError | null {
  if (!state.phase) return null;
  const s = state.units[unit]!;
  if (s.moved && s.fired)
    return ruleError(
      'CANNOT_ASSAULT',
      `${state.world.units[unit]!.name} moved and fired this turn, so it cannot assault in this Assault Phase.`,
      'PC-PHS-03',
    );
  return null;
}

export type { PhaseState };
