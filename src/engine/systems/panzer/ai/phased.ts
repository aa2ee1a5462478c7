// The A/I in phased play (PC-PHS-02, Manual Defensive Fire): the side-turn loop of driver.ts, one
// phase at a time. In its own Movement, Offensive Fire and Assault Phases a fresh brain plans the
// turn as usual and only the orders that belong to the phase are sent (the others are skipped, not
// sent); in the enemy's turn it fires its Defensive Fire Phase, each unit once at the hex where it
// expects the most casualties from what it can know (previewFire with fog). It stops when the other
// side must give orders (the enemy's Defensive Fire Phase, or the enemy's turn).

import { apply } from '../apply.js';
import type { AssaultCommand, Command } from '../commands.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { actingSide, phasesOf } from '../rules/phases.js';
import { previewFire } from '../rules/preview.js';
import { viewFor, type SideView } from '../view.js';
import {
  ownOnlyEvent,
  refreshOwn,
  type Refusal,
  type SideTurnOptions,
  type SideTurnResult,
  type TurnPlayer,
} from './driver.js';
import { arrivalOrders } from './arrivals.js';
import { onlyUnitsOf, restrictTo } from './only.js';
import { attachmentOrders } from './attachments.js';
import { attachmentChoices } from '../rules/attachments.js';

export function playPhasedSideTurn(
  state: GameState,
  side: Side,
  first: TurnPlayer,
  opts: SideTurnOptions = {},
): SideTurnResult {
  const timer = opts.timer ?? { ai: (f) => f(), engine: (f) => f() };
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  const refusals: Refusal[] = [];
  const notes: string[] = [];
  const cap = opts.maxCommands ?? 40 + state.units.length * 6;
  let s = state;
  let work = 0;
  // PC-AI-03: a human's formations under A/I orders: only their units' orders are sent.
  const only = opts.only;
  const ours = (v: SideView, cmd: Command) => !only || onlyUnitsOf(v, cmd, only);
  const restricted = (p: TurnPlayer) => (only ? restrictTo(p, only) : p);
  let player: TurnPlayer | undefined = restricted(first);
  let view: SideView | undefined;
  const send = (cmd: Command): boolean => {
    const r = timer.engine(() => apply(s, cmd));
    if (!r.ok) {
      refusals.push({ command: cmd, error: r.error });
      view = undefined;
      return false;
    }
    const was = view;
    s = r.state;
    commands.push(cmd);
    events.push(...r.events);
    // As in driver.ts: only own units changed, so their states are copied into the last view.
    const next = s;
    view =
      was && r.events.every((e) => ownOnlyEvent(e, side, next))
        ? timer.engine(() => refreshOwn(was, next))
        : undefined;
    return true;
  };

  // At most the phases of one player turn and the enemy's Defensive Fire Phase.
  for (let phases = 0; phases < 6 && !s.result && s.phase && actingSide(s) === side; phases++) {
    const phase = s.phase.name;
    if (phase === 'defensiveFire') {
      const fireView = timer.engine(() => viewFor(s, side));
      for (const cmd of timer.ai(() => defensiveFireOrders(s, side))) {
        if (s.result) break;
        if (!ours(fireView, cmd)) continue;
        send(cmd);
      }
    } else {
      // PC-RNF-02: the Arrived list is placed in the side's Movement Phase, before the plan.
      if (phase === 'movement') {
        const placeView = timer.engine(() => viewFor(s, side));
        for (const cmd of timer.ai(() => arrivalOrders(placeView))) if (ours(placeView, cmd)) send(cmd);
        // PC-CMD-15 (ai/attachments.ts): attachments belong to the Movement Phase; not for delegated formations.
        if (!only) {
          const choices = timer.engine(() => attachmentChoices(s, side));
          for (const cmd of timer.ai(() => attachmentOrders(placeView, choices))) send(cmd);
        }
      }
      const brain: TurnPlayer = player ?? restricted(opts.newPlayer?.() ?? first);
      player = undefined;
      for (let n = 0; n < cap && !s.result; n++) {
        const cur: SideView = view ?? timer.engine(() => viewFor(s, side));
        view = cur;
        const d = timer.ai(() => brain.next(cur));
        if (!d) break;
        const allowed = phasesOf(d.command.type);
        if (d.command.type === 'endTurn' || d.command.type === 'nextPhase') break;
        if (
          (allowed !== 'any' && !allowed.includes(phase)) ||
          (d.command.type === 'fire' && firedAlready(cur, d.command.units, s))
        ) {
          brain.refused(d.command); // not this phase's order, or a second shot: skipped, not sent
          continue;
        }
        const cmd = d.command.type === 'assault' ? assaultWithoutFirers(cur, d.command) : d.command;
        if (!cmd) {
          brain.refused(d.command); // every attacker moved and fired: none may assault
          continue;
        }
        if (!send(cmd)) brain.refused(d.command);
        else if (opts.trace) notes.push(d.note);
      }
      work += brain.work?.used ?? 0;
    }
    if (s.result || opts.endTurn === false) break;
    send({ type: 'nextPhase' });
  }
  const plan = opts.trace ? first.summary?.() : undefined;
  if (plan) notes.unshift(plan);
  return { state: s, commands, events, refusals, work, notes };
}

/** PC-PHS-03d: units that moved and fired this turn may not assault; the others go on without them. */
function assaultWithoutFirers(view: SideView, cmd: AssaultCommand): AssaultCommand | null {
  const barred = new Set(view.own.filter((o) => o.state.moved && o.state.fired).map((o) => o.def.id));
  const units = cmd.units.filter((id) => !barred.has(id));
  if (units.length === 0) return null;
  return units.length === cmd.units.length ? cmd : { ...cmd, units };
}

/** PC-PHS-03c: a unit fires once per Fire Phase (the brain plans repeated fire). */
function firedAlready(view: SideView, ids: readonly string[], state: GameState): boolean {
  const fired = view.phase?.fired ?? [];
  return ids.some((id) => fired.includes(state.world.unitIndex.get(id) ?? -1));
}

/** One fire order per unit that can fire, at its best spotted hex in reach (fog-of-war odds). */
function defensiveFireOrders(state: GameState, side: Side): Command[] {
  const { board, units } = state.world;
  const locs = [
    ...new Set(
      state.knowledge[side].spotted
        .map((i) => state.units[i]!)
        .filter((u) => u.status === 'active' && u.loc >= 0)
        .map((u) => u.loc),
    ),
  ].sort((a, b) => a - b);
  const out: Command[] = [];
  state.units.forEach((u, f) => {
    const def = units[f]!;
    if (def.side !== side || u.status !== 'active' || u.loc < 0) return;
    const reach = Math.max(def.hard.range, def.soft.range);
    let best: { cmd: Command; mean: number } | undefined;
    for (const loc of locs) {
      if (board.distance(u.loc, loc) > reach) continue;
      for (const indirect of def.flags.indirect ? [false, true] : [false]) {
        const p = previewFire(state, f, loc, { indirect, fog: true });
        if ('code' in p || p.casualties.mean <= 0) continue;
        if (!best || p.casualties.mean > best.mean)
          best = {
            cmd: {
              type: 'fire',
              units: [def.id],
              target: board.label(loc),
              ...(indirect ? { indirect } : {}),
            },
            mean: p.casualties.mean,
          };
      }
    }
    if (best) out.push(best.cmd);
  });
  return out;
}
