// Rail movement (OCS-MOV-40..49): entrain at a station in Move mode, ride connected rail hexes of
// one gauge, detrain at a station out of enemy ZOC, all in one order; the side's rail capacity in
// RE is a budget for the player turn. Enemy ZOC is never negated for rail movement (OCS-MOV-41).

import { ruleError, type RuleError } from '../../../../core/errors.js';
import type { RailMoveCommand } from '../../commands.js';
import type { GameEvent } from '../../events.js';
import type { GameState } from '../../model/state.js';
import type { Side } from '../../model/unit.js';
import { hexLoc, ownActiveUnit } from '../../rules/guards.js';
import { DYN, knowledgeFor, type MoveKnowledge } from '../../rules/movecost.js';
import { refreshSpotting } from '../../rules/spotting.js';
import { captureAt } from '../../rules/victory.js';
import { ocsModeOf, panzerHost, type OcsHost } from './host.js';
import { ocsNetwork, type RailLink } from './network.js';
import { mutableOcs } from './state.js';

const fmt = (x: number) => String(Math.round(x * 1000) / 1000);

/**
 * OCS-MOV-42: a rail hex with a village, city or port (the scenario's stations) or a friendly HQ in
 * Combat mode, controlled by the side.
 */
export function isStation(host: OcsHost, loc: number, side: Side): boolean {
  const { state } = host;
  const net = ocsNetwork(state.world);
  if (!net.railHexes.has(loc)) return false;
  const listed = net.stations.has(loc);
  const hq = state.units.some(
    (s, i) =>
      s.loc === loc &&
      s.status === 'active' &&
      state.world.units[i]!.type === 'hq' &&
      state.world.units[i]!.side === side &&
      ocsModeOf(s) === 'combat',
  );
  return (listed || hq) && host.controller(loc) === side;
}

const stationName = (state: GameState, loc: number) =>
  ocsNetwork(state.world).stations.get(loc)?.name ?? state.world.board.label(loc);

/** OCS-MOV-49, OCS-MOV-D-09: the RE a move uses: half on a route wholly on double line. */
export function railCost(re: number, wholeRouteDouble: boolean, doubleFactor: number): number {
  return re * (wholeRouteDouble ? doubleFactor : 1);
}

/** What the side knows of enemy units and ZOC along the route (no hidden unit leaks, PC-SPT). */
function railBlock(k: MoveKnowledge, loc: number): 'enemy' | 'zoc' | null {
  const d = k.dyn[loc]!;
  if (d & DYN.enemy) return 'enemy';
  // OCS-MOV-41: never negated for rail movement, even by a friendly unit in the hex.
  if (d & DYN.zoc) return 'zoc';
  return null;
}

/** The rail-move hook (OCS-MOV-40..49). */
export function handleRailMove(draft: GameState, cmd: RailMoveCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const { world } = draft;
  const { board } = world;
  const def = world.units[u]!;
  const s = draft.units[u]!;
  const side = s.owner ?? def.side;
  const host = panzerHost(draft);
  const p = world.params.ocs;
  if (!Array.isArray(cmd.path) || cmd.path.length === 0)
    return ruleError('BAD_PATH', 'The rail move names no hex to travel to.');
  const path: number[] = [];
  for (const label of cmd.path) {
    const loc = hexLoc(draft, label);
    if (typeof loc !== 'number') return loc;
    path.push(loc);
  }
  // OCS-MOV-43: in Move mode, at a station, having spent at most half the allowance.
  if (ocsModeOf(s) !== 'move')
    return ruleError('MODE', `${def.name} must be in Move mode to entrain.`, 'OCS-MOV-43');
  const from = s.loc;
  if (!isStation(host, from, side))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is not at a station its side controls (${board.label(from)}).`,
      'OCS-MOV-42',
    );
  const spent = s.mpMax - s.mp;
  if (spent > s.mpMax * p.entrainMaxSpent + 1e-9)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${def.name} has spent ${fmt(spent)} of its ${s.mpMax} MP; a unit may entrain only having spent up to half.`,
      'OCS-MOV-43',
    );
  // OCS-MOV-44/45, OCS-MOV-D-08: connected rail hexes of the gauge the first step takes.
  const net = ocsNetwork(world);
  const known = knowledgeFor(draft, side, false);
  let gauge: string | undefined;
  let allDouble = true;
  let at = from;
  for (const to of path) {
    const e = board.edgeBetween(at, to);
    const links: readonly RailLink[] = e >= 0 ? (net.links.get(e) ?? []) : [];
    const usable = links.filter((l) => gauge === undefined || l.gauge === gauge);
    if (usable.length === 0)
      return ruleError(
        'NOT_ALLOWED',
        links.length > 0
          ? `The line between ${board.label(at)} and ${board.label(to)} is not of the ${gauge} gauge ${def.name} entrained on.`
          : `No rail line runs between ${board.label(at)} and ${board.label(to)}.`,
        links.length > 0 ? 'OCS-MOV-45' : 'OCS-MOV-44',
      );
    gauge ??= usable[0]!.gauge;
    if (!usable.some((l) => l.double)) allDouble = false;
    const block = railBlock(known, to);
    if (block)
      return ruleError(
        block === 'enemy' ? 'ENEMY_OCCUPIED' : 'ZOC',
        block === 'enemy'
          ? `${stationName(draft, to)} holds an enemy unit; a train may not enter it.`
          : `${stationName(draft, to)} is in an enemy zone of control; a train may not enter it (rail movement never negates it).`,
        block === 'enemy' ? 'OCS-MOV-44' : 'OCS-MOV-41',
      );
    at = to;
  }
  // OCS-MOV-46: detrain at a station out of enemy ZOC (checked above for every hex entered).
  if (!isStation(host, at, side))
    return ruleError(
      'NOT_ALLOWED',
      `${board.label(at)} is not a station ${def.name}'s side controls; it must detrain at one.`,
      'OCS-MOV-46',
    );
  // OCS-MOV-47..49: the capacity budget of the player turn.
  const ocs = mutableOcs(draft);
  const cap = host.railCapacity(side);
  const cost = railCost(host.reSize(u), allDouble, p.doubleLineFactor);
  const used = ocs.railUsed[side];
  if (used + cost > cap + 1e-9)
    return ruleError(
      'NOT_ALLOWED',
      `Rail capacity is ${fmt(cap)} RE this turn and ${fmt(used)} is used; ${def.name} needs ${fmt(cost)}.`,
      'OCS-MOV-47',
    );
  ocs.segment = 'movement'; // OCS-MOV-10: the Breakout Segment is over
  ocs.railUsed = { ...ocs.railUsed, [side]: used + cost };
  // The true state: a hidden enemy or ZOC stops the train before it; the unit detrains there.
  const truth = knowledgeFor(draft, side, true);
  const entered: number[] = [];
  let stoppedBy: string | undefined;
  for (const to of path) {
    if (railBlock(truth, to)) {
      stoppedBy = `the line ahead at ${board.label(to)} is held or covered by the enemy`;
      break;
    }
    entered.push(to);
  }
  const mpBefore = s.mp;
  const events: GameEvent[] = [];
  const end = entered.length > 0 ? entered[entered.length - 1]! : from;
  s.loc = end;
  s.mp = 0; // OCS-MOV-46: no further movement this phase
  s.moved = true;
  s.revealed = true;
  s.digging = false;
  for (const loc of entered) captureAt(draft, loc, side, events);
  events.push({
    type: 'moved',
    unit: u,
    from,
    path: entered,
    mpSpent: mpBefore,
    mpLeft: 0,
    ...(stoppedBy !== undefined ? { stoppedBy } : {}),
  });
  events.push({
    type: 'unitState',
    unit: u,
    what: `by rail from ${stationName(draft, from)} to ${stationName(draft, end)}: ${fmt(cost)} RE of rail capacity (${fmt(used + cost)} of ${fmt(cap)} used)`,
    rule: 'OCS-MOV-47',
  });
  events.push(...refreshSpotting(draft, [u]));
  return events;
}
