// The computer under the OCS module (issue 14): a TurnPlayer wrapped around the panzer A/I's. From
// the side's view only (design invariant 3) it first gives the module's own orders, in segment
// order: breakouts of units cut off and worn down (OCS-MOV-10..16), depots wired or blown when the
// enemy closes in (OCS-MOV-50..52), engineers fortifying objectives (OCS-MOV-61..76), rail moves
// toward the front (OCS-MOV-40..49) and Strategic mode far from the enemy (OCS-MOV-25). Then the
// panzer brain plays on, its panzer mode orders put into OCS modes (Travel = Move, Deployed =
// Combat) and checked against OCS-MOV-21/62 before they are sent, so that none is refused.

import type { Command } from '../../commands.js';
import type { Side } from '../../model/unit.js';
import type { SideView, OwnUnitView } from '../../view.js';
import type { World } from '../../world.js';
import type { TurnPlayer } from '../../ai/driver.js';
import type { Decision } from '../../ai/brain.js';
import { markZoc } from '../../rules/zoc.js';
import { reachAvoiding } from '../../rules/explicit-supply.js';
import { isVehicleUnit } from '../../rules/allowance.js';
import { isCombatDef, movementTypeOf, ocsModeOf } from './host.js';
import { ocsStep } from './movecost.js';
import { ocsNetwork } from './network.js';
import { FORT_MAX } from './construction.js';

/** Tuning of the module's A/I (not rules): distances in hexes. */
export interface OcsAiTuning {
  /** Wire a depot when a known enemy is this close; blow it when adjacent and unguarded. */
  readonly wireAt: number;
  /** Strategic mode only with no known enemy within this many hexes. */
  readonly strategicClear: number;
  /** A rail move must bring the unit at least this much nearer its goal. */
  readonly railGain: number;
}

export const OCS_AI_TUNING: OcsAiTuning = { wireAt: 3, strategicClear: 10, railGain: 3 };

/** What the side knows of enemy units, and their ZOC (unknown contacts are assumed to have one). */
interface Known {
  readonly enemy: Uint8Array;
  readonly zoc: Uint8Array;
  readonly own: Uint8Array;
  readonly enemyLocs: readonly number[];
}

const NO_ZOC_TYPES = new Set(['hq', 'supply', 'partisan', 'irregular', 'deception']);

function knownOf(view: SideView, world: World): Known {
  const n = world.board.size;
  const enemy = new Uint8Array(n);
  const zoc = new Uint8Array(n);
  const own = new Uint8Array(n);
  const enemyLocs: number[] = [];
  for (const e of view.enemies) {
    enemy[e.loc] = 1;
    enemyLocs.push(e.loc);
    if (e.cohesion !== 'broken' && !NO_ZOC_TYPES.has(e.type)) markZoc(world.board, e.loc, zoc);
  }
  for (const u of view.unknown) {
    enemy[u.loc] = 1;
    enemyLocs.push(u.loc);
    markZoc(world.board, u.loc, zoc);
  }
  for (const o of view.own) if (o.state.status === 'active' && o.state.loc >= 0) own[o.state.loc] = 1;
  return { enemy, zoc, own, enemyLocs };
}

const active = (o: OwnUnitView) => o.state.status === 'active' && o.state.loc >= 0;
const fresh = (o: OwnUnitView) => active(o) && !o.state.moved && o.state.mp >= o.state.mpMax;

/** Hexes within `range` steps of `from` avoiding known enemies and un-negated known enemy ZOC (PC-SUP-34 as the side sees it). */
function supplyHexes(world: World, k: Known, from: number, range: number): Map<number, number> {
  return reachAvoiding(world.board, from, range, (n) => !!k.enemy[n] || (!!k.zoc[n] && !k.own[n]));
}

/** The module's planner for one side-turn. */
export class OcsPlanner {
  private readonly side: Side;
  private readonly tried = new Set<string>();
  private readonly worked = new Set<number>();
  private readonly raised = new Set<number>();
  private readonly blown = new Set<number>();
  private spSpent = 0;
  private railUsed = 0;
  /** An order other than a breakout was given: the Breakout Segment is over (OCS-MOV-10). */
  movedOn = false;

  constructor(
    private readonly world: World,
    side: Side,
    private readonly tuning: OcsAiTuning = OCS_AI_TUNING,
  ) {
    this.side = side;
  }

  /** Units that did construction this turn: they may not move (OCS-MOV-62). */
  hasWorked(unit: number): boolean {
    return this.worked.has(unit);
  }

  refused(cmd: Command): void {
    this.tried.add(JSON.stringify(cmd));
  }

  /** The next module order, or null when there is none left. */
  next(view: SideView): Decision | null {
    const ocs = view.ocs;
    if (!ocs || view.activeSide !== this.side || ocs.segment === 'bombardment') return null;
    const k = knownOf(view, this.world);
    const candidates = [
      ...(ocs.segment === 'breakout' && !this.movedOn ? this.breakouts(view, k) : []),
      ...this.depots(view, k),
      ...this.construction(view, k),
      ...this.rail(view, k),
      ...this.strategic(view, k),
    ];
    for (const d of candidates) {
      const key = JSON.stringify(d.command);
      if (this.tried.has(key)) continue;
      this.tried.add(key);
      this.book(d.command);
      return d;
    }
    return null;
  }

  /** Keeps what the stale part of the view does not show (views are refreshed for own units only). */
  private book(cmd: Command): void {
    const p = this.world.params.ocs;
    if (cmd.type === 'construct') {
      const u = this.world.unitIndex.get(cmd.unit)!;
      this.worked.add(u);
      this.raised.add(this.world.board.parse(cmd.hex)!);
      const eng = ['hq', 'engineer'].includes(this.world.units[u]!.type);
      this.spSpent += eng ? p.engineerFortCost : p.fortCost;
    } else if (cmd.type === 'blowDepot') this.blown.add(this.world.board.parse(cmd.hex)!);
    else if (cmd.type === 'railMove') {
      const u = this.world.unitIndex.get(cmd.unit)!;
      this.railUsed += p.re[this.world.units[u]!.size];
    }
    if (cmd.type !== 'breakout') this.movedOn = true;
  }

  /** OCS-MOV-11..16: a combat unit that is Isolated and worn tries to escape (non-wheeled only: OCS-MOV-13 needs the enemy ZOC the side may not see). */
  private breakouts(view: SideView, k: Known): Decision[] {
    const { board } = this.world;
    const p = this.world.params.ocs;
    const supplied = view.own.filter((o) => active(o) && o.ops && !o.ops.isolated).map((o) => o.state.loc);
    const out: Decision[] = [];
    for (const o of view.own) {
      if (!active(o) || !o.ops?.isolated || !isCombatDef(o.def)) continue;
      const cls = o.state.onFoot ? 'foot' : o.def.moveClass;
      if (movementTypeOf(cls) === 'wheeled') continue;
      const worn = o.state.cohesion !== 'ok' || o.state.lowAmmo || o.state.strength < o.def.strength / 2;
      if (!worn) continue;
      if (!supplied.some((l) => board.distance(l, o.state.loc) <= p.breakoutRange)) continue;
      // OCS-MOV-12: a path free of known enemy units and of terrain the unit may not cross.
      const targets = new Set(supplied);
      const vehicle = isVehicleUnit(o.def) && !o.state.onFoot;
      const seen = new Uint8Array(board.size);
      seen[o.state.loc] = 1;
      const queue = [o.state.loc];
      let found = false;
      for (let q = 0; q < queue.length && !found; q++) {
        const at = queue[q]!;
        for (let e = board.adjStart[at]!; e < board.adjStart[at + 1]!; e++) {
          const n = board.adj[e]!;
          if (seen[n] || k.enemy[n]) continue;
          if (!ocsStep(this.world, view.map.edges, cls, vehicle, at, n).ok) continue;
          if (targets.has(n)) {
            found = true;
            break;
          }
          seen[n] = 1;
          queue.push(n);
        }
      }
      if (found)
        out.push({
          command: { type: 'breakout', unit: o.def.id },
          note: `${o.def.name} is cut off and worn: breakout (OCS-MOV-10)`,
        });
    }
    return out;
  }

  /** OCS-MOV-50..52: wire depots the enemy nears; blow those it is about to enter unguarded. */
  private depots(view: SideView, k: Known): Decision[] {
    const { board } = this.world;
    const out: Decision[] = [];
    for (const d of view.ocs!.depots) {
      if (d.side !== this.side || !(d.sp ?? 0) || this.blown.has(d.loc)) continue;
      const near = k.enemyLocs.reduce((m, l) => Math.min(m, board.distance(l, d.loc)), Infinity);
      const hex = board.label(d.loc);
      if (near <= 1 && !k.own[d.loc])
        out.push({
          command: { type: 'blowDepot', hex },
          note: `the enemy is next to ${hex}: blow the depot (OCS-MOV-50)`,
        });
      else if (near <= this.tuning.wireAt && !d.wired)
        out.push({
          command: { type: 'blowDepot', hex, wire: true },
          note: `the enemy nears ${hex}: wire the depot (OCS-MOV-50)`,
        });
    }
    return out;
  }

  /** SP the side's depots within reach of `loc` hold, less what this turn spent (OCS-MOV-66). */
  private spNear(view: SideView, k: Known, loc: number): number {
    const reach = supplyHexes(this.world, k, loc, this.world.params.ocs.depotRange);
    const sp = view
      .ocs!.depots.filter((d) => d.side === this.side && reach.has(d.loc))
      .reduce((a, d) => a + (d.sp ?? 0), 0);
    return sp - this.spSpent;
  }

  /** OCS-MOV-61..76: HQs and engineers in Combat mode fortify own objectives within 2 hexes. */
  private construction(view: SideView, k: Known): Decision[] {
    const { board } = this.world;
    const p = this.world.params.ocs;
    const forts = new Map(view.ocs!.forts.map((f) => [f.loc, f.level]));
    const goals = view.objectives
      .filter((o) => !o.expired && (o.owner === this.side || k.own[o.loc]))
      .map((o) => o.loc);
    const out: Decision[] = [];
    for (const o of view.own) {
      const t = o.def.type;
      if (!fresh(o) || (t !== 'hq' && t !== 'engineer') || ocsModeOf(o.state) !== 'combat') continue;
      if (this.worked.has(o.index) || view.ocs!.worked.includes(o.index)) continue;
      if (this.spNear(view, k, o.state.loc) < p.engineerFortCost) continue;
      const work = supplyHexes(this.world, k, o.state.loc, p.workRadius);
      const goal = goals
        .filter((g) => work.has(g) && !k.enemy[g] && !this.raised.has(g) && (forts.get(g) ?? 0) < FORT_MAX)
        .filter((g) => ocsStepReachable(this.world, view, o.state.loc, g, p.workRadius, k))
        .sort(
          (a, b) =>
            (forts.get(a) ?? 0) - (forts.get(b) ?? 0) ||
            board.distance(o.state.loc, a) - board.distance(o.state.loc, b),
        )[0];
      if (goal === undefined) continue;
      out.push({
        command: {
          type: 'construct',
          unit: o.def.id,
          hex: board.label(goal),
          what: 'fortification',
          action: 'build',
        },
        note: `${o.def.name} fortifies ${board.label(goal)} (OCS-MOV-61/76)`,
      });
    }
    return out;
  }

  /** OCS-MOV-40..49: units at a friendly station entrain for the station nearest their goal. */
  private rail(view: SideView, k: Known): Decision[] {
    const { world } = this;
    const { board } = world;
    const p = world.params.ocs;
    const net = ocsNetwork(world);
    const ocs = view.ocs!;
    const left = ocs.rail.capacity - ocs.rail.used - this.railUsed;
    if (left <= 0) return [];
    const enemyObjectives = view.objectives
      .filter((o) => !o.expired && o.owner !== this.side)
      .map((o) => o.loc);
    const goals = enemyObjectives.length > 0 ? enemyObjectives : k.enemyLocs;
    if (goals.length === 0) return [];
    const objectiveAt = new Map(view.objectives.map((o) => [o.loc, o]));
    const controlled = (loc: number) => {
      if (k.own[loc]) return true;
      if (k.enemy[loc]) return false;
      const obj = objectiveAt.get(loc);
      if (obj) return obj.owner === this.side;
      return net.stations.get(loc)?.side === this.side;
    };
    const goalDist = (loc: number) => goals.reduce((m, g) => Math.min(m, board.distance(g, loc)), Infinity);
    const out: Decision[] = [];
    for (const o of view.own) {
      // OCS-MOV-43: up to half the allowance spent.
      const spentOk = o.state.mpMax - o.state.mp <= o.state.mpMax * p.entrainMaxSpent + 1e-9;
      if (!active(o) || o.state.moved || !spentOk || this.worked.has(o.index)) continue;
      if (!net.stations.has(o.state.loc) || objectiveAt.has(o.state.loc)) continue;
      if (!isCombatDef(o.def) || o.def.speed <= 0 || o.state.fixed) continue;
      const re = p.re[o.def.size];
      if (re > left + 1e-9) continue;
      const route = bestRailRoute(
        world,
        o.state.loc,
        k,
        (loc) => net.stations.has(loc) && controlled(loc),
        goalDist,
      );
      if (
        !route ||
        goalDist(route.path[route.path.length - 1]!) > goalDist(o.state.loc) - this.tuning.railGain
      )
        continue;
      if (re * (route.double ? p.doubleLineFactor : 1) > left + 1e-9) continue;
      const path = route.path.map((l) => board.label(l));
      if (ocsModeOf(o.state) !== 'move')
        out.push({
          command: { type: 'mode', unit: o.def.id, mode: 'move' },
          note: `${o.def.name} to Move mode to entrain (OCS-MOV-43)`,
        });
      out.push({
        command: { type: 'railMove', unit: o.def.id, path },
        note: `${o.def.name} by rail to ${path[path.length - 1]} (OCS-MOV-40)`,
      });
      return out; // one at a time: the capacity left changes
    }
    return out;
  }

  /** OCS-MOV-25: Strategic mode (x2) for fresh combat units far from any known enemy, off objectives. */
  private strategic(view: SideView, k: Known): Decision[] {
    const { board } = this.world;
    const last = view.lastKnown.map((l) => l.loc);
    const threats = [...k.enemyLocs, ...last];
    const objectives = new Set(view.objectives.map((o) => o.loc));
    const out: Decision[] = [];
    for (const o of view.own) {
      if (!fresh(o) || !isCombatDef(o.def) || o.def.speed <= 0 || o.state.fixed || this.worked.has(o.index))
        continue;
      const m = ocsModeOf(o.state);
      if (m === 'strategic' || objectives.has(o.state.loc)) continue;
      if (['artillery', 'rocket', 'mortar'].includes(o.def.type)) continue;
      const near = threats.reduce((a, l) => Math.min(a, board.distance(l, o.state.loc)), Infinity);
      if (threats.length === 0 || near <= this.tuning.strategicClear) continue;
      out.push({
        command: { type: 'mode', unit: o.def.id, mode: 'strategic' },
        note: `${o.def.name} far from the enemy: Strategic mode (OCS-MOV-25)`,
      });
    }
    return out;
  }
}

/** OCS-MOV-63, OCS-MOV-D-10 as the side sees it: a foot path of at most `radius` hexes to `to`. */
function ocsStepReachable(
  world: World,
  view: SideView,
  from: number,
  to: number,
  radius: number,
  k: Known,
): boolean {
  if (from === to) return true;
  const { board } = world;
  let frontier = [from];
  const seen = new Set([from]);
  for (let d = 0; d < radius; d++) {
    const next: number[] = [];
    for (const at of frontier)
      for (let e = board.adjStart[at]!; e < board.adjStart[at + 1]!; e++) {
        const n = board.adj[e]!;
        if (seen.has(n) || k.enemy[n] || !ocsStep(world, view.map.edges, 'foot', false, at, n).ok) continue;
        if (n === to) return true;
        seen.add(n);
        next.push(n);
      }
    frontier = next;
  }
  return false;
}

/**
 * OCS-MOV-44/45, OCS-MOV-D-08/09: the best rail route from `from` (fewest goal-distance at the
 * end, then shortest), one gauge, through no known enemy unit or enemy ZOC (never negated, OCS-MOV-41).
 */
function bestRailRoute(
  world: World,
  from: number,
  k: Known,
  isStop: (loc: number) => boolean,
  score: (loc: number) => number,
): { path: number[]; double: boolean } | null {
  const { board } = world;
  const net = ocsNetwork(world);
  let best: { path: number[]; double: boolean; s: number } | null = null;
  const gauges = new Set<string>();
  for (const links of net.links.values()) for (const l of links) gauges.add(l.gauge);
  for (const gauge of [...gauges].sort()) {
    const prev = new Map<number, number>([[from, -1]]);
    const dbl = new Map<number, boolean>([[from, true]]);
    const queue = [from];
    for (let q = 0; q < queue.length; q++) {
      const at = queue[q]!;
      for (let e = board.adjStart[at]!; e < board.adjStart[at + 1]!; e++) {
        const n = board.adj[e]!;
        if (prev.has(n) || k.enemy[n] || k.zoc[n]) continue;
        const links = (net.links.get(board.edgeBetween(at, n)) ?? []).filter((l) => l.gauge === gauge);
        if (links.length === 0) continue;
        prev.set(n, at);
        dbl.set(n, dbl.get(at)! && links.some((l) => l.double));
        queue.push(n);
        if (!isStop(n)) continue;
        const s = score(n);
        if (!best || s < best.s) {
          const path: number[] = [];
          for (let x = n; x !== from; x = prev.get(x)!) path.unshift(x);
          best = { path, double: dbl.get(n)!, s };
        }
      }
    }
  }
  return best ? { path: best.path, double: best.double } : null;
}

/**
 * The panzer A/I under the module: the module's orders first, then the brain's, its mode orders
 * put into OCS modes and held back (as refused, without troubling the engine) where OCS-MOV-21 or
 * OCS-MOV-62 would refuse them.
 */
export function withOcs(inner: TurnPlayer, world: World, side: Side): TurnPlayer {
  const planner = new OcsPlanner(world, side);
  let mine: Command | null = null;
  const player: TurnPlayer = {
    next(view) {
      if (!view.ocs) return inner.next(view);
      const own = planner.next(view);
      if (own) {
        mine = own.command;
        return own;
      }
      mine = null;
      for (let n = 0; n < 500; n++) {
        const d = inner.next(view);
        planner.movedOn = true;
        if (!d) return null;
        const cmd = translate(d.command, view, planner);
        if (cmd) return cmd === d.command ? d : { command: cmd, note: d.note };
        inner.refused(d.command);
      }
      return null;
    },
    refused(cmd) {
      if (mine && cmd === mine) planner.refused(cmd);
      else inner.refused(cmd);
    },
    ...(inner.work ? { work: inner.work } : {}),
    ...(inner.summary ? { summary: () => inner.summary!() } : {}),
  };
  return player;
}

/** A brain order under the module, or null when the module's rules would refuse it. */
function translate(cmd: Command, view: SideView, planner: OcsPlanner): Command | null {
  const byId = (id: string) => view.own.find((o) => o.def.id === id);
  if (cmd.type === 'mode') {
    const o = byId(cmd.unit);
    if (!o) return cmd;
    const to =
      cmd.mode === 'travel' || cmd.mode === 'rail' ? 'move' : cmd.mode === 'deployed' ? 'combat' : cmd.mode;
    const cur = ocsModeOf(o.state);
    // Already there (Strategic counts as a travelling mode), or past the start of its movement (OCS-MOV-21).
    if (to === cur || (to === 'move' && cur === 'strategic')) return null;
    if (o.state.moved || o.state.mp < o.state.mpMax) return null;
    return to === cmd.mode ? cmd : { ...cmd, mode: to };
  }
  if (
    cmd.type === 'move' &&
    cmd.units.some((id) => planner.hasWorked(view.own.find((o) => o.def.id === id)?.index ?? -1))
  )
    return null; // OCS-MOV-62
  return cmd;
}
