// apply(state, command) -> a new state and the events that explain it, or a typed refusal.
// One reducer over the closed Command union; each case is a short pipeline of guards and a rule
// handler. The input state is never changed (design invariant 1).

import { commandShapeError } from './command-shape.js';
import type { Command } from './commands.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import type { GameEvent } from './events.js';
import { draftState, sealDraft } from './game.js';
import type { GameState } from './model/state.js';
import { handleEndTurn, handleNextPhase } from './rules/phase-commands.js';
import { phaseRefusal } from './rules/phases.js';
import { handleAssault, handleDigIn, handleFire, handleOpFire } from './rules/combat-commands.js';
import { handleRecon } from './rules/recon.js';
import { handleDeployDeception, handlePatrol } from './rules/deception.js';
import { handleAirReconOrder, handleAirStrikeOrder } from './rules/air-requests.js';
import {
  handleAbandonBridge,
  handleBuildBridge,
  handleDamageBridge,
  handleDismantleBridge,
  handleWireBridge,
} from './rules/bridges.js';
import { handleClearHex, handleLayMines, handleStopWork } from './rules/mines.js';
import { handleFerry } from './rules/ferrying.js';
import { handleDamageRail, handleDestroyFerry } from './rules/sabotage.js';
import { handleExitMap } from './rules/exit.js';
import { handlePlaceReinforcement } from './rules/placement.js';
import { handleBreakdown, handleCombine } from './rules/combine.js';
import { handleAttach } from './rules/attachments.js';
import { handleCarry, handleUncarry } from './rules/transport.js';
import { handleCancelColumn, handleColumn } from './rules/column-moves.js';
import { handleDelegate, handleDelegatedPart, handleTakeBack } from './rules/delegation.js';
import { handleEngagement } from './rules/engagement-settings.js';
import { handleSmoke } from './rules/smoke.js';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

/** A rule handler changes the draft in place and returns its events, or refuses. */
export type Handler<C extends Command> = (draft: GameState, cmd: C) => GameEvent[] | RuleError;

type HandlerMap = { [K in Command['type']]: Handler<Extract<Command, { type: K }>> };

const HANDLERS: HandlerMap = {
  // The movement phase goes through the profile's hooks (a module may replace it).
  move: (draft, cmd) => draft.world.hooks.move(draft, cmd),
  mode: (draft, cmd) => draft.world.hooks.mode(draft, cmd),
  // Orders of rule modules (the OCS movement phase); the base rules refuse them with a sentence.
  breakout: (draft, cmd) => draft.world.hooks.breakout(draft, cmd),
  railMove: (draft, cmd) => draft.world.hooks.railMove(draft, cmd),
  blowDepot: (draft, cmd) => draft.world.hooks.blowDepot(draft, cmd),
  construct: (draft, cmd) => draft.world.hooks.construct(draft, cmd),
  ocsSegment: (draft, cmd) => draft.world.hooks.ocsSegment(draft, cmd),
  endTurn: (draft) => handleEndTurn(draft),
  nextPhase: (draft) => handleNextPhase(draft),
  fire: handleFire,
  assault: handleAssault,
  digIn: handleDigIn,
  opFire: handleOpFire,
  engagement: handleEngagement,
  smoke: handleSmoke, // PB-FIRE-46
  recon: handleRecon,
  deployDeception: handleDeployDeception,
  patrol: handlePatrol,
  // PB-AIR-02: under params.variant.airDelay a request, flown at the start of the next turn.
  airStrike: handleAirStrikeOrder,
  airRecon: handleAirReconOrder,
  buildBridge: handleBuildBridge,
  dismantleBridge: handleDismantleBridge,
  abandonBridge: handleAbandonBridge,
  wireBridge: handleWireBridge,
  damageBridge: handleDamageBridge,
  layMines: handleLayMines,
  clearHex: handleClearHex,
  stopWork: handleStopWork,
  ferry: handleFerry,
  damageRail: handleDamageRail,
  destroyFerry: handleDestroyFerry,
  exitMap: handleExitMap,
  placeReinforcement: handlePlaceReinforcement,
  combine: handleCombine,
  breakdown: handleBreakdown,
  attach: handleAttach,
  column: handleColumn, // PB-MOVE-32
  cancelColumn: handleCancelColumn,
  carry: handleCarry,
  uncarry: handleUncarry,
  delegate: handleDelegate,
  takeBack: handleTakeBack,
  delegatedPart: handleDelegatedPart,
};

export function apply(state: GameState, cmd: Command): ApplyResult {
  // Guard: a finished game takes no more orders.
  if (state.result) return { ok: false, error: ruleError('GAME_OVER', 'The game is over.') };
  // Own keys only: "constructor" or "__proto__" must not find Object.prototype's members.
  const type = cmd?.type;
  const handler =
    typeof type === 'string' && Object.hasOwn(HANDLERS, type)
      ? (HANDLERS[type as Command['type']] as Handler<Command>)
      : undefined;
  if (!handler)
    return { ok: false, error: ruleError('BAD_COMMAND', `Unknown command "${String(cmd?.type)}".`) };
  const badField = commandShapeError(cmd);
  if (badField) return { ok: false, error: badField };
  // Guard: under Manual Defensive Fire each order belongs to its phases (PC-PHS-02).
  const wrongPhase = phaseRefusal(state, cmd);
  if (wrongPhase) return { ok: false, error: wrongPhase };
  // Guard: a module's own timing, such as the segments of the OCS Movement Phase (OCS-MOV-01).
  const wrongMoment = state.world.hooks.guard(state, cmd);
  if (wrongMoment) return { ok: false, error: wrongMoment };
  // Copy-on-write: the handler gets its own copy of whatever it reaches (draft.ts).
  const draft = draftState(state);
  const out = handler(draft, cmd);
  if (!Array.isArray(out)) return { ok: false, error: out };
  draft.seq = state.seq + 1;
  return { ok: true, state: sealDraft(draft), events: out };
}

/** Applies commands in order, stopping at the first refusal (used by replay and the runner). */
export function applyAll(
  state: GameState,
  cmds: readonly Command[],
): { state: GameState; events: GameEvent[]; error?: { index: number; error: RuleError } } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < cmds.length; i++) {
    const r = apply(s, cmds[i]!);
    if (!r.ok) return { state: s, events, error: { index: i, error: r.error } };
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
