// apply(): one command, checked, on a copy of the state. Every command is the acting side's
// (actingSideOf): the active side's impulse (fire, move, pass), or the owner's allocation while
// damage is pending (AI-FIRE-22). `seq` counts the commands applied and keys the dice.

import { z } from 'zod';
import { ruleError, type RuleError } from '../../core/errors.js';
import { diceFor, type Dice } from '../../core/rng.js';
import type { ApplyResult } from '../../core/system.js';
import { applyAllocation, checkAllocation } from './damage.js';
import { checkFire, resolveFire, rollFire } from './fire.js';
import { applyPass, endImpulse } from './impulse.js';
import type { AreaCommand, AreaEvent, AreaState } from './model.js';
import { applyMove, checkMove } from './move.js';
import { sideName } from './scenario.js';
import { cloneState } from './state.js';
import { areaName } from './world.js';

const ids = z.array(z.string());
const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('fire'),
    units: ids,
    target: z.string(),
    cards: ids.optional(),
    assign: z.record(z.string(), z.number()).optional(),
  }),
  z.strictObject({ type: z.literal('move'), units: ids, to: z.string() }),
  z.strictObject({
    type: z.literal('allocate'),
    outcomes: z.record(z.string(), z.enum(['flip', 'flipRetreat', 'retreat', 'eliminate'])),
    retreats: z.record(z.string(), z.string()).optional(),
  }),
  z.strictObject({ type: z.literal('pass') }),
]);

/** The command's shape (a JSON object from a script or a save); the rules check the rest. */
export function parseCommand(raw: unknown): AreaCommand | RuleError {
  const r = commandSchema.safeParse(raw);
  if (r.success) return r.data;
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof raw !== 'object' || raw === null || !['fire', 'move', 'allocate', 'pass'].includes(String(type)))
    return ruleError('BAD_COMMAND', `Unknown command "${String(type)}": fire, move, allocate or pass.`);
  const iss = r.error.issues[0]!;
  return ruleError(
    'BAD_COMMAND',
    `A ${String(type)} command: ${iss.path.join('.') || 'the command'}: ${iss.message}.`,
  );
}

type Done = { ok: true; state: AreaState; events: AreaEvent[] };

function next(state: AreaState, impulse: boolean): AreaState {
  const n = cloneState(state);
  n.seq = state.seq + 1;
  if (impulse) n.impulse = state.impulse + 1;
  return n;
}

/**
 * Applies a command. `dice` replaces the game's dice for the fire roll (tests fix rolls with it);
 * by default they are keyed by the seed, the command count and the tag 'fire' (design invariant 2).
 */
export function apply(state: AreaState, raw: unknown, dice?: Dice): ApplyResult<AreaState, AreaEvent> {
  if (state.result) return { ok: false, error: ruleError('GAME_OVER', 'The game is over.') };
  const cmd = parseCommand(raw);
  if ('code' in cmd) return { ok: false, error: cmd };
  const r = applyChecked(state, cmd, dice);
  return 'code' in r ? { ok: false, error: r } : r;
}

function applyChecked(state: AreaState, cmd: AreaCommand, dice: Dice | undefined): Done | RuleError {
  const w = state.world;
  const pending = state.pending;
  if (pending && cmd.type !== 'allocate')
    return ruleError(
      'WRONG_PHASE',
      `The ${sideName(pending.owner)} player must first apply ${pending.toApply} damage point${pending.toApply === 1 ? '' : 's'} in ${areaName(w, pending.area)} (AI-FIRE-22).`,
      'AI-FIRE-22',
    );
  const side = state.active;
  switch (cmd.type) {
    case 'allocate': {
      if (!pending) return ruleError('WRONG_PHASE', 'No damage is waiting to be applied.');
      const alloc = checkAllocation(state, pending, cmd);
      if ('code' in alloc) return alloc;
      const n = next(state, false);
      const events = applyAllocation(n, pending, alloc);
      // The firing side's impulse ends with the allocation; the owner has the next one.
      events.push(...endImpulse(n, pending.firingSide));
      return { ok: true, state: n, events };
    }
    case 'fire': {
      const order = checkFire(state, side, state.hands[side] ?? [], cmd);
      if ('code' in order) return order;
      const n = next(state, true);
      n.passes = 0;
      const events = resolveFire(n, order, rollFire(state, dice ?? diceFor(state, 'fire')));
      if (!n.pending) events.push(...endImpulse(n, side));
      return { ok: true, state: n, events };
    }
    case 'move': {
      const order = checkMove(state, side, cmd);
      if ('code' in order) return order;
      const n = next(state, true);
      n.passes = 0;
      const events = applyMove(n, order);
      events.push(...endImpulse(n, side));
      return { ok: true, state: n, events };
    }
    case 'pass': {
      const n = next(state, true);
      return { ok: true, state: n, events: applyPass(n, side) };
    }
  }
}
