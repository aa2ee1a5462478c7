// The Breakout Segment (OCS-MOV-10..18): a combat unit that cannot trace supply may try to escape
// to the Turn Record Track; one die, 5-6 succeeds, anything else sends it to the dead pile.

import { ruleError, type RuleError } from '../../../../core/errors.js';
import type { BreakoutCommand } from '../../commands.js';
import type { GameEvent, Roll } from '../../events.js';
import type { GameState } from '../../model/state.js';
import type { Side } from '../../model/unit.js';
import { ownActiveUnit } from '../../rules/guards.js';
import { bookLoss, eliminate } from '../../rules/results.js';
import { refreshSpotting } from '../../rules/spotting.js';
import { panzerHost, type OcsHost } from './host.js';
import { ocsStep } from './movecost.js';
import { mutableOcs } from './state.js';
import { isVehicleUnit } from '../../rules/allowance.js';

export type Eligibility = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

/** Friendly units, other than `unit`, with a supply route (OCS-MOV-12/14). */
function suppliedFriends(host: OcsHost, unit: number, side: Side): number[] {
  const { state } = host;
  const out: number[] = [];
  state.units.forEach((_s, i) => {
    if (i === unit || (state.units[i]!.owner ?? state.world.units[i]!.side) !== side) return;
    if (host.hasSupplyRoute(i)) out.push(i);
  });
  return out;
}

/**
 * OCS-MOV-12/13, OCS-MOV-D-02: is there a path of any length from the unit to a hex holding a
 * supplied friendly unit, through hexes free of enemy units and of terrain the unit's own movement
 * type may not enter (reciprocity included), and for wheeled units of un-negated enemy ZOC? The
 * unit's own hex is where the path starts and is not judged.
 */
export function breakoutPathExists(host: OcsHost, unit: number, targets: ReadonlySet<number>): boolean {
  const { state } = host;
  const { world } = state;
  const { board } = world;
  const side = state.units[unit]!.owner ?? world.units[unit]!.side;
  const start = state.units[unit]!.loc;
  const cls = host.moveClass(unit);
  const vehicle = isVehicleUnit(world.units[unit]!) && !state.units[unit]!.onFoot;
  const wheeled = host.movementType(unit) === 'wheeled';
  const edges = state.world.edges;
  const seen = new Uint8Array(board.size);
  seen[start] = 1;
  const queue = [start];
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q]!;
    for (let k = board.adjStart[at]!, end = board.adjStart[at + 1]!; k < end; k++) {
      const n = board.adj[k]!;
      if (seen[n]) continue;
      if (host.enemyIn(n, side)) continue;
      if (!ocsStep(world, edges, cls, vehicle, at, n).ok) continue;
      if (wheeled) {
        const z = host.enemyZoc(n, side);
        if (z.present && !z.negated) continue;
      }
      if (targets.has(n)) return true;
      seen[n] = 1;
      queue.push(n);
    }
  }
  return false;
}

/** OCS-MOV-11..15: may this unit attempt a breakout now? (OCS-MOV-15: only when the player orders it.) */
export function breakoutEligibility(host: OcsHost, unit: number): Eligibility {
  const { state } = host;
  const def = state.world.units[unit]!;
  const side = state.units[unit]!.owner ?? def.side;
  if (!host.isCombatUnit(unit))
    return {
      ok: false,
      error: ruleError(
        'NOT_ALLOWED',
        `${def.name} is not a combat unit and may never break out.`,
        'OCS-MOV-11',
      ),
    };
  if (host.canTraceSupply(unit))
    return {
      ok: false,
      error: ruleError(
        'NOT_ALLOWED',
        `${def.name} can trace supply; only units that cannot may break out.`,
        'OCS-MOV-11',
      ),
    };
  const friends = suppliedFriends(host, unit, side);
  const loc = state.units[unit]!.loc;
  const range = state.world.params.ocs.breakoutRange;
  // OCS-MOV-D-01: the two conditions may be met by different friendly units.
  if (!friends.some((f) => host.hexDistance(loc, state.units[f]!.loc) <= range))
    return {
      ok: false,
      error: ruleError(
        'NOT_ALLOWED',
        `${def.name} is more than ${range} hexes from every friendly unit that can trace supply.`,
        'OCS-MOV-14',
      ),
    };
  const targets = new Set(friends.map((f) => state.units[f]!.loc));
  if (!breakoutPathExists(host, unit, targets))
    return {
      ok: false,
      error:
        host.movementType(unit) === 'wheeled'
          ? ruleError(
              'NOT_ALLOWED',
              `${def.name} moves on wheels and every path to a supplied friendly unit crosses enemy units, prohibited terrain or an enemy zone of control that is not negated.`,
              'OCS-MOV-13',
            )
          : ruleError(
              'NOT_ALLOWED',
              `Every path from ${def.name} to a supplied friendly unit crosses enemy units or prohibited terrain.`,
              'OCS-MOV-12',
            ),
    };
  return { ok: true };
}

/** OCS-MOV-16/17: the result of a roll, for a unit that may break out. Changes the draft. */
export function resolveBreakout(draft: GameState, unit: number, roll: number): GameEvent[] {
  const p = draft.world.params.ocs;
  const s = draft.units[unit]!;
  const success = roll >= p.breakoutSuccess;
  const r: Roll = { label: 'breakout', value: roll, target: p.breakoutSuccess, success, rule: 'OCS-MOV-16' };
  if (!success) {
    const events: GameEvent[] = [
      { type: 'unitState', unit, what: `breakout failed (rolled ${roll})`, rolls: [r], rule: 'OCS-MOV-16' },
    ];
    bookLoss(draft, unit, s.strength);
    eliminate(draft, unit, 'failed breakout: to the dead pile (OCS-MOV-16)', events);
    return events;
  }
  // OCS-MOV-17: attemptTurn + roll, or a fixed delay when the scenario sets one.
  const turn = draft.turn + (p.breakoutReturnTurns > 0 ? p.breakoutReturnTurns : roll);
  mutableOcs(draft).turnTrack.push({ unit, turn, from: s.loc });
  s.status = 'turnTrack';
  s.loc = -1;
  s.digging = false;
  return [
    {
      type: 'unitState',
      unit,
      what: `broke out (rolled ${roll}): on the Turn Record Track, returns on turn ${turn}`,
      rolls: [r],
      rule: 'OCS-MOV-17',
    },
  ];
}

/** The breakout hook. `die` replaces the dice (tests). */
export function handleBreakout(
  draft: GameState,
  cmd: BreakoutCommand,
  die?: () => number,
): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const segment = draft.ocs?.segment ?? 'breakout';
  if (segment !== 'breakout')
    return ruleError(
      'NOT_ALLOWED',
      'The Breakout Segment is over: breakouts come first in the Movement Phase, before any unit moves or changes mode.',
      'OCS-MOV-10',
    );
  const host = panzerHost(draft, die);
  const ok = breakoutEligibility(host, u);
  if (!ok.ok) return ok.error;
  const events = resolveBreakout(draft, u, host.rollDie());
  events.push(...refreshSpotting(draft, 'all'));
  return events;
}

/**
 * OCS-MOV-17/18, OCS-MOV-NS-12: units due back re-enter at the hex of the supplied friendly unit
 * nearest to where they broke out, keeping their losses and losing DG and Low Ammo. With no such
 * unit they wait a turn.
 */
export function returnFromTurnTrack(state: GameState, side: Side, events: GameEvent[]): void {
  const track = state.ocs?.turnTrack ?? [];
  if (!track.some((r) => r.turn <= state.turn && state.world.units[r.unit]!.side === side)) return;
  const ocs = mutableOcs(state);
  const host = panzerHost(state);
  const keep = [];
  for (const r of ocs.turnTrack) {
    const def = state.world.units[r.unit]!;
    if (r.turn > state.turn || def.side !== side) {
      keep.push(r);
      continue;
    }
    let best = -1;
    let bestD = Infinity;
    state.units.forEach((s, i) => {
      if (i === r.unit || state.world.units[i]!.side !== side || !host.hasSupplyRoute(i)) return;
      const d = state.world.board.distance(r.from, s.loc);
      if (d < bestD || (d === bestD && s.loc < best)) {
        bestD = d;
        best = s.loc;
      }
    });
    if (best < 0) {
      keep.push({ ...r, turn: state.turn + 1 });
      continue;
    }
    const s = state.units[r.unit]!;
    s.status = 'active';
    s.loc = best;
    s.cohesion = 'ok'; // OCS-MOV-18: no DG marker
    s.lowAmmo = false; // OCS-MOV-18: no low-ammunition marker; the strength lost stays lost
    events.push({ type: 'arrived', unit: r.unit, loc: best });
  }
  ocs.turnTrack = keep;
}
