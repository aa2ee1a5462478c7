// The computer opponent's air missions (PC-AIR), from the side's view only (design invariant 3):
// each ready combat unit strikes the spotted enemy hex worth most (strength, Travel Mode targets
// first, open terrain); Heavy Bombers carpet-bomb only where no own unit is within the scatter
// distance; a ready RECON unit flies over the Unknown or last-known enemy position nearest to the
// side's units. A strike skips hexes already at the Air Strike Hex Limit (PC-AIR-12). Air units
// already tried this turn are skipped, so a refusal never loops.

import type { Command } from '../commands.js';
import type { SideView } from '../view.js';
import { enemyStrength, terrainModifier } from './estimate.js';
import { lineOfSight } from '../rules/los.js';
import { clearOfSmoke } from '../rules/smoke-sight.js';

/** Whether the view's weather lets air missions fly (PC-AIR-02, PC-ENV-08). */
export function airWeatherOk(view: SideView): boolean {
  if (view.storm) return false;
  return view.visibility > 1 || view.light === 'dawn' || view.light === 'dusk';
}

/**
 * PB-AIR-23 (PB-SPOT-14): one of the side's units can spot `loc` for an air strike: active, not
 * Broken nor a Partisan, neither moved nor fired this turn, within visibility and line of sight.
 */
export function hasStillSpotter(view: SideView, loc: number): boolean {
  return view.own.some(
    (s) =>
      s.state.status === 'active' &&
      s.state.loc >= 0 &&
      s.state.cohesion !== 'broken' &&
      s.def.type !== 'partisan' &&
      !s.state.moved &&
      !s.state.fired &&
      view.map.board.distance(s.state.loc, loc) <= view.visibility &&
      lineOfSight(view.map, s.state.loc, loc, view.condition) &&
      (!view.map.smoke?.size || clearOfSmoke(view.map, (l) => view.map.smoke!.has(l), s.state.loc, loc)),
  );
}

/** The next air mission the side should fly, or null. `tried`: air unit ids already ordered or refused. */
export function nextAirMission(view: SideView, tried: ReadonlySet<string>): Command | null {
  const air = view.air ?? [];
  if (air.length === 0 || !airWeatherOk(view)) return null;
  const board = view.map.board;
  // PB-AIR-02: a unit already called for a mission flies it next turn.
  const ready = air.filter((a) => a.state.status === 'ready' && !a.requested && !tried.has(a.def.id));
  if (ready.length === 0) return null;

  const value = new Map<number, number>();
  for (const e of view.enemies) {
    const open = 1 + terrainModifier(view, e.loc) / 100;
    const moving = e.mode === 'deployed' ? 1 : 2;
    value.set(e.loc, (value.get(e.loc) ?? 0) + enemyStrength(e) * moving * Math.max(0.1, open));
  }
  const hexes = [...value.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  // PC-AIR-12: a hex that this turn's strikes have filled to the Air Strike Hex Limit is refused.
  const limit = view.map.params.airStrikeHexLimit;
  const hasRoom = (loc: number) => limit <= 0 || (view.airStrikeAircraft?.[loc] ?? 0) < limit;
  const scatter = view.map.params.air.carpetScatter;
  const ownNear = (loc: number) =>
    view.own.some((o) => o.state.loc >= 0 && board.distance(o.state.loc, loc) <= scatter);

  // PB-AIR-23: a requested strike needs a spotter that has not moved or fired this turn.
  const spotted = (loc: number) => !view.map.params.variant.airDelay || hasStillSpotter(view, loc);

  for (const a of ready) {
    if (a.def.kind === 'recon') {
      const spots = [
        ...view.unknown.map((u) => u.loc),
        ...[...view.lastKnown].sort((x, y) => y.turn - x.turn).map((l) => l.loc),
      ];
      const target = spots[0];
      if (target !== undefined) return { type: 'airRecon', air: a.def.id, hex: board.label(target) };
      continue;
    }
    const pick = a.def.flags?.carpet
      ? hexes.find(([loc]) => !ownNear(loc))
      : hexes.find(([loc]) => hasRoom(loc) && spotted(loc));
    if (pick) return { type: 'airStrike', air: a.def.id, hex: board.label(pick[0]) };
  }
  return null;
}
