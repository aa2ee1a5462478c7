// The operational planner (research/ai.md 2.4): formations (the units of one organisation under
// their HQ, PC-CMD-01) get one task each: hold an objective, attack toward one, move to a place,
// or stay in reserve. Designer and player orders come first (PC-AI-02..04); the rest are chosen by
// objective value, the time left and the forces near the objective. Tasks persist between turns
// (hysteresis) so formations do not dither, and attacks wait until most of the formation has
// assembled (no "string of pearls").

import type { OwnUnitView, SideView } from '../view.js';
import type { Side } from '../model/unit.js';
import type { VictoryLevels } from '../model/scenario.js';
import type { BelievedEnemy } from './belief.js';
import { firePower, type SituationMaps } from './maps.js';
import { orderFor, type FormationOrder, type OrderKind } from './orders.js';

import { EXIT_GOAL_WEIGHT, exitValue, ownExits } from './exits.js';
export type TaskKind = OrderKind;

export interface Formation {
  readonly org: string;
  readonly units: readonly number[];
  /** The HQ unit commanding it (PC-CMD-03), or -1. */
  readonly hq: number;
  readonly hqLoc: number;
  readonly commandRange: number;
  /** The unit location nearest the formation's centre. */
  readonly center: number;
  readonly power: number;
  /** Estimated hexes a turn, for time-to-target. */
  readonly hexPerTurn: number;
}

export interface FormationTask {
  readonly org: string;
  readonly kind: TaskKind;
  readonly target: number;
  /** Attack tasks: assemble near the target first, then commit (staging rule). */
  readonly stage: 'assemble' | 'commit';
  readonly fromOrder: boolean;
  /** Hold tasks: the next objective worth attacking with the units the hold does not need. */
  readonly secondary?: number;
  /** A single unit's raid on a lightly held objective (planRaids). */
  readonly raid?: boolean;
  /** A move to one of the side's exit objectives, to leave the map there (PC-VIC-03). */
  readonly exit?: boolean;
}

export interface TaskMemory {
  kind: TaskKind;
  target: number;
  since: number;
}

/** What the planner keeps between turns: each formation's task, and last turn's raids. */
export interface PlannerMemory {
  tasks: Record<string, TaskMemory>;
  raids: Record<number, number>;
}

export interface OperationalPlan {
  readonly formations: readonly Formation[];
  readonly tasks: ReadonlyMap<string, FormationTask>;
  readonly formationOf: ReadonlyMap<number, Formation>;
  /** 0 (cautious) .. 1 (aggressive): rises when losing on objectives with little time left. */
  readonly aggression: number;
  /** Single units sent to take a lightly held objective no formation is going for: unit -> objective. */
  readonly raids: ReadonlyMap<number, number>;
}

export interface PlannerParams {
  /** Base aggression 0..1 (difficulty and personality). */
  readonly aggression: number;
  /** Keep the current task unless the best alternative is this many times better. */
  readonly hysteresis: number;
  /** Fraction of a formation that must be within `stagingRadius` of the target to commit. */
  readonly stagingFraction: number;
  readonly stagingRadius: number;
}

export const DEFAULT_PLANNER: PlannerParams = {
  aggression: 0.5,
  hysteresis: 1.4,
  stagingFraction: 0.6,
  stagingRadius: 4,
};

const isOnMap = (u: OwnUnitView) => u.state.status === 'active' && u.state.loc >= 0;

export function unitPower(u: OwnUnitView): number {
  const d = u.def;
  const meq = d.component === 'men' ? u.state.strength : u.state.strength * 10;
  return firePower(meq, Math.max(d.soft.value, d.hard.value, d.assault));
}

/** Groups the side's units on the map by organisation, with their HQ (HQs lead the org they command). */
export function formationsOf(view: SideView): Formation[] {
  const { board } = view.map;
  const byOrg = new Map<string, number[]>();
  const own = new Map<number, OwnUnitView>();
  for (const u of view.own) {
    if (!isOnMap(u)) continue;
    own.set(u.index, u);
    const org = u.def.hqOf ?? u.def.org;
    const list = byOrg.get(org) ?? [];
    list.push(u.index);
    byOrg.set(org, list);
  }
  const hqOf = new Map<string, OwnUnitView>();
  for (const u of own.values()) if (u.def.hqOf !== undefined) hqOf.set(u.def.hqOf, u);
  const out: Formation[] = [];
  for (const org of [...byOrg.keys()].sort()) {
    const units = byOrg.get(org)!;
    // The HQ: of the organisation itself, else the nearest one up the chain (PC-CMD-07).
    let hq: OwnUnitView | undefined;
    for (let o: string | undefined = org, g = 0; o !== undefined && g < 32 && !hq; g++) {
      hq = hqOf.get(o);
      o = view.orgs.get(o)?.parent;
    }
    let sq = 0;
    let sr = 0;
    let power = 0;
    let speed = 0;
    for (const i of units) {
      const u = own.get(i)!;
      const a = board.axial(u.state.loc);
      sq += a.q;
      sr += a.r;
      if (u.def.type !== 'hq') power += unitPower(u);
      speed += u.def.speed;
    }
    const cq = Math.round(sq / units.length);
    const cr = Math.round(sr / units.length);
    const mid = board.locOfAxial({ q: cq, r: cr });
    let center = own.get(units[0]!)!.state.loc;
    if (mid >= 0) {
      let best = Infinity;
      for (const i of units) {
        const d = board.distance(own.get(i)!.state.loc, mid);
        if (d < best) {
          best = d;
          center = own.get(i)!.state.loc;
        }
      }
    }
    out.push({
      org,
      units,
      hq: hq ? hq.index : -1,
      hqLoc: hq ? hq.state.loc : -1,
      commandRange: hq?.def.commandRange ?? 0,
      center,
      power,
      hexPerTurn: Math.max(1, speed / units.length / 3.2),
    });
  }
  return out;
}

function enemyPowerNear(view: SideView, enemies: readonly BelievedEnemy[], loc: number, r: number): number {
  let p = 0;
  for (const e of enemies)
    if (view.map.board.distance(e.loc, loc) <= r)
      p += firePower(e.menEq, Math.max(e.soft, e.assault)) * e.confidence;
  return p;
}

/** Objective VP each side holds now (the part of PC-VIC-07 a side can see). */
export function objectiveBalance(view: SideView): number {
  let mine = 0;
  let theirs = 0;
  for (const o of view.objectives) {
    if (o.kind === 'exit' || (o.expired && o.kind !== 'limited')) continue;
    const v = o.vp ?? 0;
    if (o.owner === view.side) mine += v;
    else if (o.owner !== null) theirs += v;
  }
  return mine - theirs;
}

/**
 * How far the side is past its Minor Victory level on objectives alone (PC-VIC-06/07; the VP of
 * losses are not in the view): negative when it is not winning yet. Without levels, the objective
 * balance.
 */
export function winningBy(view: SideView, victory?: VictoryLevels): number {
  if (!victory) return objectiveBalance(view);
  const mine = objectiveBalance(view);
  const net = view.side === 'allied' ? mine : -mine; // allied minus axis
  return view.side === 'allied' ? net - victory.alliedMinor : victory.axisMinor - net;
}

export function planOperations(
  view: SideView,
  enemies: readonly BelievedEnemy[],
  _maps: SituationMaps,
  orders: readonly FormationOrder[],
  memory: PlannerMemory,
  p: PlannerParams = DEFAULT_PLANNER,
  victory?: VictoryLevels,
): OperationalPlan {
  const { board } = view.map;
  const formations = formationsOf(view);
  const formationOf = new Map<number, Formation>();
  for (const f of formations) for (const u of f.units) formationOf.set(u, f);
  const turnsLeft = Math.max(1, view.turns - view.turn + 1);
  const totalObj = view.objectives.reduce((s, o) => s + (o.kind === 'exit' ? 0 : (o.vp ?? 0)), 0) || 1;
  // Posture: losing on objectives late in the game raises aggression (research/ai.md 2.4).
  const lateness = 1 - turnsLeft / Math.max(1, view.turns);
  const aggression = clamp01(p.aggression - (winningBy(view, victory) / totalObj) * (0.3 + 0.5 * lateness));

  const live = view.objectives.filter(
    (o) => o.kind !== 'exit' && !o.expired && !(o.expires !== undefined && o.expires < view.turn),
  );
  const tasks = new Map<string, FormationTask>();
  const assigned = new Map<number, number>(); // objective loc -> power assigned
  const free: Formation[] = [];
  for (const f of formations) {
    const order = orderFor(view, orders, f.org);
    // An attack order is done once its objective is ours: the formation is then free to go on
    // (the order stays; if the objective is lost again, the order takes over again).
    const done =
      (order?.order === 'attack' &&
        order.target !== undefined &&
        view.objectives.some((o) => o.loc === order.target && o.owner === view.side)) ||
      // A move order is done when the formation has arrived (within 2 hexes of the target).
      (order?.order === 'move' && order.target !== undefined && board.distance(f.center, order.target) <= 2);
    if (order && !done) {
      const target = order.target ?? f.center;
      tasks.set(f.org, {
        org: f.org,
        kind: order.order,
        target,
        stage: stageOf(view, f, order.order, target, turnsLeft, p),
        fromOrder: true,
      });
      assigned.set(target, (assigned.get(target) ?? 0) + f.power);
    } else free.push(f);
  }

  const utility = (f: Formation, loc: number, vp: number, owner: Side | null, expires?: number): number => {
    const d = board.distance(f.center, loc);
    const eta = d / f.hexPerTurn;
    const left = expires !== undefined ? Math.max(1, expires - view.turn + 1) : turnsLeft;
    if (eta > left + 1) return 0;
    const threat = enemyPowerNear(view, enemies, loc, 3);
    const have = assigned.get(loc) ?? 0;
    if (owner === view.side) {
      const need = 0.25 + Math.min(2, threat / (f.power + 1));
      const saturation = have / (threat * 1.5 + f.power * 0.5 + 1);
      return (vp * need) / (1 + 0.5 * eta) / (1 + 2 * saturation);
    }
    const ratio = (f.power + have) / (threat * (1.4 - aggression * 0.6) + 1);
    const saturation = have / (threat * 2 + f.power + 1);
    return (vp * Math.min(1.6, ratio) * (0.6 + aggression)) / (1 + 0.5 * eta) / (1 + 2 * saturation);
  };

  // PC-VIC-03: the side's exit objectives are goals too, worth what the formation would earn by
  // leaving there (ai/exits.ts), if it can get there before the game ends.
  const exits = ownExits(view);
  const own = new Map(view.own.map((u) => [u.index, u]));
  const exitUtility = (f: Formation, loc: number): number => {
    const eta = board.distance(f.center, loc) / f.hexPerTurn;
    if (eta > turnsLeft - 1) return 0;
    let vp = 0;
    for (const i of f.units) {
      const u = own.get(i);
      if (u && u.def.type !== 'hq' && !u.state.fixed && u.def.speed > 0) vp += exitValue(view, u);
    }
    return (vp * EXIT_GOAL_WEIGHT) / (1 + 0.5 * eta);
  };

  // Greedy assignment by utility, one formation at a time; ties by org name (stable).
  const pending = new Set(free);
  while (pending.size) {
    let best: { f: Formation; loc: number; u: number; kind: TaskKind; exit?: boolean } | undefined;
    for (const f of pending) {
      for (const o of live) {
        let u = utility(f, o.loc, o.vp ?? 50, o.owner, o.expires);
        const prev = memory.tasks[f.org];
        if (prev && prev.target === o.loc) u *= p.hysteresis;
        const kind: TaskKind = o.owner === view.side ? 'hold' : 'attack';
        if (!best || u > best.u) best = { f, loc: o.loc, u, kind };
      }
      for (const loc of exits) {
        let u = exitUtility(f, loc);
        const prev = memory.tasks[f.org];
        if (prev && prev.target === loc) u *= p.hysteresis;
        if (u > 0 && (!best || u > best.u)) best = { f, loc, u, kind: 'move', exit: true };
      }
    }
    if (!best || best.u <= 0) break;
    pending.delete(best.f);
    assigned.set(best.loc, (assigned.get(best.loc) ?? 0) + best.f.power);
    tasks.set(best.f.org, {
      org: best.f.org,
      kind: best.kind,
      target: best.loc,
      stage: stageOf(view, best.f, best.kind, best.loc, turnsLeft, p),
      fromOrder: false,
      ...(best.exit ? { exit: true } : {}),
    });
  }
  // Formations with nothing worth doing: move on the nearest believed enemy if aggressive, else hold.
  for (const f of pending) {
    let target = f.center;
    let kind: TaskKind = 'hold';
    let bd = Infinity;
    for (const e of enemies) {
      const d = board.distance(f.center, e.loc);
      if (d < bd) {
        bd = d;
        target = e.loc;
      }
    }
    if (bd < Infinity && aggression >= 0.5) kind = 'attack';
    else target = f.center;
    tasks.set(f.org, {
      org: f.org,
      kind,
      target,
      stage: stageOf(view, f, kind, target, turnsLeft, p),
      fromOrder: false,
    });
  }
  // Formations holding an objective may send the units the hold does not need against the next
  // objective worth taking (one formation, two jobs: PC-VIC-02 scores every objective held).
  for (const f of formations) {
    const t = tasks.get(f.org);
    if (!t || t.kind !== 'hold' || f.units.length < 3) continue;
    let best: { loc: number; u: number } | undefined;
    for (const o of live) {
      if (o.owner === view.side || o.loc === t.target) continue;
      const u = utility(f, o.loc, o.vp ?? 50, o.owner, o.expires);
      if (u > 0 && (!best || u > best.u)) best = { loc: o.loc, u };
    }
    if (best) tasks.set(f.org, { ...t, secondary: best.loc });
  }
  const raids = planRaids(view, enemies, formations, tasks, memory.raids, aggression, turnsLeft, live);
  // Remember the tasks for hysteresis next turn.
  for (const [org, t] of tasks) {
    const prev = memory.tasks[org];
    memory.tasks[org] = {
      kind: t.kind,
      target: t.target,
      since: prev && prev.target === t.target ? prev.since : view.turn,
    };
  }
  return { formations, tasks, formationOf, aggression, raids };
}

/**
 * Raids: an objective the enemy holds (or nobody does) that no formation is going for, and that the
 * believed enemy holds only lightly, is worth a single unit's detour — an objective counts for
 * whoever entered it last (PC-VIC-01/02), so a hex left empty is taken just by driving in. Each
 * objective gets the unit that can reach it soonest, as long as it gets there before the game ends
 * and is strong enough for what is believed to be near it. A formation lends at most half its
 * combat units, and never the units its own attack needs (the ones nearest its target).
 */
function planRaids(
  view: SideView,
  enemies: readonly BelievedEnemy[],
  formations: readonly Formation[],
  tasks: ReadonlyMap<string, FormationTask>,
  last: Record<number, number>,
  aggression: number,
  turnsLeft: number,
  live: readonly SideView['objectives'][number][],
): Map<number, number> {
  const { board } = view.map;
  const raids = new Map<number, number>();
  const targeted = new Set<number>();
  for (const t of tasks.values()) if (t.kind === 'attack') targeted.add(t.target);
  const goals = live.filter((o) => o.owner !== view.side && !targeted.has(o.loc));
  if (!goals.length) return raids;
  const own = new Map(view.own.map((u) => [u.index, u]));
  const candidates: { unit: OwnUnitView; lend: number; formation: string }[] = [];
  const lendable = new Map<string, number>();
  for (const f of formations) {
    const t = tasks.get(f.org);
    const combat = f.units
      .map((i) => own.get(i)!)
      .filter((u) => u.def.type !== 'hq' && !u.def.flags.indirect && u.def.assault > 0);
    // A formation whose task is done (its objective is ours) or that only holds may lend more.
    const ownTarget =
      t !== undefined && view.objectives.some((o) => o.loc === t.target && o.owner === view.side);
    // An attack still to be made keeps the nearer half (the stronger first on a tie): no piecemeal
    // attacks. Units already on a raid stay on it (last to be kept back): no dithering.
    const keep = t && t.kind === 'attack' && !ownTarget ? Math.ceil(combat.length / 2) : 1;
    const raiding = (u: OwnUnitView) => (last[u.index] !== undefined ? 1000 : 0);
    const target = t?.target ?? f.center;
    const byNear = combat.sort(
      (a, b) =>
        raiding(a) +
          board.distance(a.state.loc, target) -
          (raiding(b) + board.distance(b.state.loc, target)) ||
        unitPower(b) - unitPower(a) ||
        a.index - b.index,
    );
    lendable.set(f.org, Math.max(0, combat.length - keep));
    for (const u of byNear.slice(keep)) candidates.push({ unit: u, lend: 1, formation: f.org });
  }
  const options: { unit: number; formation: string; loc: number; score: number }[] = [];
  for (const o of goals) {
    const threat = enemyPowerNear(view, enemies, o.loc, 2);
    for (const c of candidates) {
      const u = c.unit;
      const s = u.state;
      if (
        s.cohesion !== 'ok' ||
        s.fixed ||
        u.def.speed <= 0 ||
        s.fatigue > view.map.params.variant.fatigueMax / 2
      )
        continue;
      const eta = board.distance(s.loc, o.loc) / Math.max(1, u.def.speed / 3.2);
      if (eta > turnsLeft) continue;
      // What is near the objective could hurt it in proportion to attack / its defense (PC-FIR-04/05).
      if (threat * (10 / Math.max(4, u.def.defense)) > unitPower(u) * (0.4 + aggression)) continue;
      let score = ((o.vp ?? 30) / (1 + eta)) * c.lend;
      if (last[u.index] === o.loc) score *= 1.4; // no dithering between raids
      options.push({ unit: u.index, formation: c.formation, loc: o.loc, score });
    }
  }
  options.sort((a, b) => b.score - a.score || a.loc - b.loc || a.unit - b.unit);
  const taken = new Set<number>();
  for (const x of options) {
    if (raids.has(x.unit) || taken.has(x.loc) || (lendable.get(x.formation) ?? 0) <= 0) continue;
    raids.set(x.unit, x.loc);
    taken.add(x.loc);
    lendable.set(x.formation, lendable.get(x.formation)! - 1);
  }
  for (const key of Object.keys(last)) delete last[Number(key)];
  for (const [unit, loc] of raids) last[unit] = loc;
  return raids;
}

function stageOf(
  view: SideView,
  f: Formation,
  kind: TaskKind,
  target: number,
  turnsLeft: number,
  p: PlannerParams,
): 'assemble' | 'commit' {
  if (kind !== 'attack') return 'commit';
  const { board } = view.map;
  let near = 0;
  let n = 0;
  let far = 0;
  for (const u of view.own) {
    if (!f.units.includes(u.index) || u.def.type === 'hq') continue;
    n++;
    const d = board.distance(u.state.loc, target);
    if (d <= p.stagingRadius) near++;
    far = Math.max(far, d);
  }
  if (n === 0) return 'commit';
  // Commit when most of the formation is there, or when waiting would run out the clock.
  if (near / n >= p.stagingFraction) return 'commit';
  if (far / f.hexPerTurn + 1 >= turnsLeft) return 'commit';
  return 'assemble';
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
