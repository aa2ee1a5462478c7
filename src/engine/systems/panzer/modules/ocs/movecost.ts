// The cost of one step under the OCS module (OCS-MOV-24, OCS-MOV-26, OCS-MOV-28..34): road
// following, the highest-cost terrain, hexside features added, bridges cancelling rivers,
// reciprocity and the one-hex minimum move. The Terrain Effects Chart is the host's (OCS-MOV-NS-01):
// the panzer terrain, hexside and road tables, by the unit's movement class.

import { ruleError } from '../../../../core/errors.js';
import { BRIDGE_BITS, SIDE, type MoveClass } from '../../model/terrain.js';
import type { World } from '../../world.js';
import {
  BLOCK,
  DYN,
  blockMessage,
  evalStep,
  quarterUp,
  stackBlock,
  stepLabel,
  type MoveKnowledge,
  type MoverStack,
  type StepResult,
} from '../../rules/movecost.js';

const WATER_SIDES = SIDE.river | SIDE.canal | SIDE.stream;

export type OcsStep =
  | { readonly ok: true; readonly cost: number; readonly road: boolean; readonly primary: boolean }
  | {
      readonly ok: false;
      readonly why: 'terrain' | 'hexside';
      /** True when only the way back (B to A) is prohibited (OCS-MOV-28). */
      readonly reverse: boolean;
    };

/** OCS-MOV-33: the highest cost among a hex's terrain types; -1 (prohibited) wins. */
export function highestTerrainCost(costs: readonly number[]): number {
  if (costs.some((c) => c < 0)) return -1;
  return costs.reduce((a, c) => Math.max(a, c), 0);
}

/**
 * The terrain-type costs of a hex for a class. A panzer hex has one terrain type (OCS-MOV-NS-01),
 * so the list has one entry; vehicles' road-only terrain (PC-MOV-06) is prohibited off road.
 */
function terrainCosts(world: World, loc: number, cls: MoveClass, vehicle: boolean): number[] {
  const t = world.params.terrain[world.terrain[loc]!]!;
  return [t.vehiclesRoadOnly && vehicle ? -1 : t.cost[cls]];
}

/** OCS-MOV-29/30, OCS-MOV-D-06: the cheapest road grade (road, primary road, railway) across the hexside. */
function roadCost(world: World, bits: number, cls: MoveClass): { cost: number; primary: boolean } | null {
  // OCS-MOV-30: the road ignores the hexside, but a blown bridge (PC-ENG-15) cuts it there.
  if (bits & SIDE.bridgeDamaged) return null;
  const rc = world.params.roadCosts;
  const grades: { cost: number; primary: boolean }[] = [];
  if (bits & SIDE.primaryRoad) grades.push({ cost: rc.primaryRoad[cls], primary: true });
  if (bits & SIDE.road) grades.push({ cost: rc.road[cls], primary: false });
  // OCS-MOV-29: a railway is a road for movement; it costs as the road grade (OCS-MOV-NS-01).
  if (bits & SIDE.rail && !(bits & SIDE.railDamaged)) grades.push({ cost: rc.road[cls], primary: false });
  const ok = grades.filter((g) => g.cost >= 0).sort((a, b) => a.cost - b.cost);
  return ok[0] ?? null;
}

/** OCS-MOV-31/32, OCS-MOV-D-07: the hexside features' costs, summed; -1 when one prohibits. */
function hexsideCost(world: World, bits: number, cls: MoveClass): number {
  let sum = 0;
  for (const h of world.params.hexsides) {
    const bit = SIDE[h.feature];
    if (!(bits & bit)) continue;
    if (bit & WATER_SIDES) {
      // OCS-MOV-32: a bridge (a pontoon is a panzer bridge) cancels the river entirely.
      if (bits & BRIDGE_BITS && !(bits & SIDE.bridgeDamaged)) continue;
      if (bits & SIDE.ford) {
        sum += world.params.fordCost; // PC-WAT-06 (host): a ford is crossed at the ford cost
        continue;
      }
    }
    const c = h.cost[cls];
    if (c < 0) return -1;
    sum += c;
  }
  return sum;
}

/**
 * OCS-MOV-34: the MP a unit of class `cls` pays to step from A to B, before the host's ground
 * condition, or why it may not (including the way back, OCS-MOV-28).
 */
export function ocsStep(
  world: World,
  edges: Uint32Array,
  cls: MoveClass,
  vehicle: boolean,
  from: number,
  to: number,
): OcsStep {
  const edge = world.board.edgeBetween(from, to);
  const bits = edge >= 0 ? edges[edge]! : 0;
  const road = roadCost(world, bits, cls);
  // OCS-MOV-30/33: along a road only the road counts, in both directions alike (so reciprocity holds).
  if (road) return { ok: true, cost: road.cost, road: true, primary: road.primary };
  const side = hexsideCost(world, bits, cls);
  if (side < 0) return { ok: false, why: 'hexside', reverse: false };
  const enter = highestTerrainCost(terrainCosts(world, to, cls, vehicle));
  if (enter < 0) return { ok: false, why: 'terrain', reverse: false };
  // OCS-MOV-28: A -> B only if B -> A would be allowed: the hexside is the same, so the hex left.
  if (highestTerrainCost(terrainCosts(world, from, cls, vehicle)) < 0)
    return { ok: false, why: 'terrain', reverse: true };
  return { ok: true, cost: enter + side, road: false, primary: false };
}

/** The stepCost hook of the module: OCS costs for every unit of the stack, as evalStep returns them. */
export function ocsStepCost(k: MoveKnowledge, s: MoverStack, from: number, to: number): StepResult {
  const world = k.world;
  const edge = world.board.edgeBetween(from, to);
  // Off the board, ships and panzer Rail Mode keep the host's rules (OCS-MOV-NS-10).
  if (edge < 0 || s.profiles.some((p) => p.naval || p.rail)) return evalStep(k, s, from, to);
  const sb = stackBlock(k, s, to);
  if (sb !== 0) return { ok: false, code: sb, error: blockMessage(k, s, undefined, sb, from, to, edge) };
  const params = world.params;
  const b = world.board;
  const costs: number[] = [];
  let road = s.profiles.length > 0;
  for (const p of s.profiles) {
    const r = ocsStep(world, k.edges, p.cls, p.vehicle, from, to);
    if (!r.ok) {
      const here = world.params.terrain[world.terrain[r.reverse ? from : to]!]!.name;
      const error = r.reverse
        ? ruleError(
            'IMPASSABLE',
            `${p.def.name} may not move from ${b.label(from)} to ${b.label(to)}: it could not move back into ${here} (${b.label(from)}) that way.`,
            'OCS-MOV-28',
          )
        : r.why === 'terrain'
          ? ruleError('IMPASSABLE', `${p.def.name} cannot enter ${here} (${b.label(to)}).`, 'OCS-MOV-34')
          : ruleError(
              'IMPASSABLE',
              `${p.def.name} cannot cross the hexside between ${b.label(from)} and ${b.label(to)}.`,
              'OCS-MOV-34',
            );
      return { ok: false, code: r.why === 'terrain' ? BLOCK.terrain : BLOCK.hexside, error };
    }
    // The host's ground condition (PC-ENV-05) applies to the TEC cost; the primary road ignores it.
    let cost = r.primary ? r.cost : r.cost * p.cond;
    let full = false;
    // OCS-MOV-NS-03: ZOC effects on movement are the host's, PC-ZOC-03/04 (zone to zone).
    if (k.dyn[from]! & k.dyn[to]! & DYN.zoc && p.zocExempt !== 'free') {
      if (p.zocExempt === 'fullMa') full = true;
      else if (k.lockingZoc || params.zocMoveMultiplier === 0) {
        if (!k.lockingZoc && k.dyn[to]! & DYN.friend) full = true;
        else {
          const code = BLOCK.zoc;
          return { ok: false, code, error: blockMessage(k, s, p, code, from, to, edge) };
        }
      } else cost *= params.zocMoveMultiplier;
    }
    cost = full ? p.full : quarterUp(cost);
    // OCS-MOV-26, OCS-MOV-D-04: a unit that has not moved may always move one hex, for all its MP.
    const st = p.st;
    if (params.ocs.minimumMove && from === s.start && !st.moved && st.mp === st.mpMax && cost > st.mp)
      cost = st.mp;
    costs.push(cost);
    if (!r.road) road = false;
  }
  return { ok: true, costs, road, label: stepLabel(k, from, to, edge, road) };
}
