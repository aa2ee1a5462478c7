// The tactical executor (research/ai.md 2.6): a candidate-action loop that returns one command at
// a time. The driver applies it and hands back the new view, so fire results, opportunity fire
// (PC-TRN-06) and newly spotted enemies change what comes next. It reads only the SideView
// (design invariant 3). Phases within a side-turn:
//   1. artillery fires (indirect, with spotters, PC-FIR-03), on assault targets first;
//   2. units in contact that stay fire, concentrating on one target (PC-FIR);
//   3. assaults where the odds are good (PC-ASL);
//   4. moves, formation by formation, toward the task (travel mode on roads far from the enemy,
//      PC-MOV-05/07; deployed before contact, PC-FIR-07); broken and disrupted units fall back
//      toward their HQ (PC-MRL-06), fatigued ones rest (PC-GEN-03);
//   5. units with MP left fire; units that ended near the enemy deploy;
//   6. holding units dig in (PC-MSC-01).

import type { Command } from '../commands.js';
import type { EnemyUnitView, OwnUnitView, SideView } from '../view.js';
import { believeEnemies, type BelievedEnemy } from './belief.js';
import { WorkBudget } from './budget.js';
import { boundedField, stepTable, UNREACHABLE } from './fields.js';
import { buildMaps, type SituationMaps } from './maps.js';
import {
  planOperations,
  unitPower,
  type FormationTask,
  type OperationalPlan,
  type TaskMemory,
} from './operational.js';
import { orgChain } from './orders.js';
import { aiRandom, type AiRandom } from './rng.js';
import {
  bestFireValueFrom,
  fireValueEstimate,
  menEq,
  occupancy,
  ownUnit,
  terrainModifier,
  vpPerPoint,
} from './estimate.js';
import type { MoveOption } from './rules-port.js';
import type { AiSettings } from './settings.js';
import type { Side } from '../model/unit.js';
import type { PhaseName } from '../model/phase.js';
import { canExitNow, exitValue } from './exits.js';
import { columnFor, inColumn } from './columns.js';

/** What the A/I remembers between turns: a fold over the views it saw (research/ai.md 2.1). */
export interface AiMemory {
  readonly side: Side;
  tasks: Record<string, TaskMemory>;
  /** Last turn's raids, unit -> objective hex (planRaids keeps a raid going rather than dither). */
  raids: Record<number, number>;
}

export function newMemory(side: Side): AiMemory {
  return { side, tasks: {}, raids: {} };
}

type Phase =
  'garrison' | 'artillery' | 'contactFire' | 'assault' | 'move' | 'assault2' | 'afterFire' | 'dig' | 'done';
const PHASES: readonly Phase[] = [
  'garrison',
  'artillery',
  'contactFire',
  'assault',
  'move',
  'assault2',
  'afterFire',
  'dig',
  'done',
];

/** The A/I's steps that belong to each phase of a phased game (PC-PHS-02). */
const STEPS_OF_PHASE: Record<PhaseName, readonly Phase[]> = {
  movement: ['garrison', 'move', 'dig'],
  defensiveFire: [],
  offensiveFire: ['artillery', 'contactFire', 'afterFire'],
  assault: ['assault', 'assault2'],
};

/** Distance in hexes a unit keeps from the believed enemy before it deploys (PC-FIR-07). */
const SAFE_STEPS = 5;

export interface Decision {
  readonly command: Command;
  /** Why, for traces and tests. */
  readonly note: string;
}

/** Per-view lookups, built once per view (the brain sees a new view after every command). */
interface ViewIndex {
  readonly own: { get(unit: number): OwnUnitView | undefined };
  readonly objectiveAt: ReadonlyMap<number, SideView['objectives'][number]>;
  /** Own units per hex. */
  readonly ownCount: ReadonlyMap<number, number>;
  assaultTargets?: Set<number>;
}
const VIEW_INDEX = new WeakMap<SideView, ViewIndex>();

export function indexView(view: SideView): ViewIndex {
  let x = VIEW_INDEX.get(view);
  if (!x) {
    const ownCount = new Map<number, number>();
    for (const u of view.own)
      if (u.state.status === 'active' && u.state.loc >= 0)
        ownCount.set(u.state.loc, (ownCount.get(u.state.loc) ?? 0) + 1);
    const objectiveAt = new Map<number, SideView['objectives'][number]>();
    for (const o of view.objectives) objectiveAt.set(o.loc, o);
    x = { own: { get: (i) => ownUnit(view, i) }, objectiveAt, ownCount };
    VIEW_INDEX.set(view, x);
  }
  return x;
}

/**
 * The index of a view that refreshOwn (driver.ts) made from `prev` after a command: the same
 * objectives and own units in the same order, only the own entries at positions `changed` new.
 * Built from prev's instead of from scratch, so that a command costs what it changed (issue 21).
 */
export function carryViewIndex(prev: SideView, next: SideView, changed: readonly number[]): void {
  const x = VIEW_INDEX.get(prev);
  if (!x) return;
  const ownCount = new Map(x.ownCount);
  const add = (u: OwnUnitView, d: number) => {
    if (u.state.status !== 'active' || u.state.loc < 0) return;
    const c = (ownCount.get(u.state.loc) ?? 0) + d;
    if (c > 0) ownCount.set(u.state.loc, c);
    else ownCount.delete(u.state.loc);
  };
  for (const p of changed) {
    add(prev.own[p]!, -1);
    add(next.own[p]!, +1);
  }
  VIEW_INDEX.set(next, { own: { get: (i) => ownUnit(next, i) }, objectiveAt: x.objectiveAt, ownCount });
}

export class TurnBrain {
  readonly work: WorkBudget;
  private phaseIndex = 0;
  private queue: number[] | undefined;
  private plan: OperationalPlan | undefined;
  private maps: SituationMaps | undefined;
  private enemies: BelievedEnemy[] = [];
  private enemySig = '';
  private readonly firedAt = new Map<number, number>();
  /** Units sent from a holding formation against its secondary objective this turn. */
  private readonly detached = new Set<number>();
  /** Goal fields of this side-turn by target, movement class and mode. */
  private readonly fields = new Map<string, { field: Float32Array; bound: number }>();
  private readonly moved = new Set<number>();
  private readonly refusedUnits = new Set<string>();
  private readonly pendingDeploy: number[] = [];
  /** Assault targets already tried this turn (one assault per hex and turn keeps it simple). */
  private readonly tried = new Set<number>();
  /** Objectives a last-turn garrison was looked for (garrisonStep). */
  private readonly garrisoned = new Set<number>();
  /** Units already given Remove from Map this side-turn (PC-VIC-03). */
  private readonly exitTried = new Set<number>();
  private rng: AiRandom | undefined;
  private lastView: SideView | undefined;
  private decisions = 0;
  /** The unit (or assault target) of the last decision, for refused(). */
  private current = '';

  constructor(
    readonly settings: AiSettings,
    readonly memory: AiMemory,
  ) {
    this.work = new WorkBudget(settings.budget);
  }

  /** The next command for this side-turn, or null when the A/I has nothing more to do. */
  next(view: SideView): Decision | null {
    if (view.result || view.activeSide !== view.side) return null;
    this.refresh(view);
    // PC-VIC-03: Remove from Map belongs to the movement (PC-PHS-02: its Movement Phase).
    if (!view.phase || view.phase.name === 'movement') {
      const d = this.exitStep(view);
      if (d) {
        this.decisions++;
        return d;
      }
    }
    while (this.phaseIndex < PHASES.length) {
      const phase = PHASES[this.phaseIndex]!;
      if (phase === 'done') return null;
      // PC-PHS-02: under Manual Defensive Fire only the steps of the game's current phase run.
      const d =
        view.phase && !STEPS_OF_PHASE[view.phase.name].includes(phase) ? null : this.step(view, phase);
      if (d) {
        this.decisions++;
        return d;
      }
      this.phaseIndex++;
      this.queue = undefined;
    }
    return null;
  }

  /** The engine refused a command: never try it again for that unit this phase. */
  refused(_cmd: Command): void {
    this.refusedUnits.add(`${PHASES[this.phaseIndex]}|${this.current}`);
  }

  /** The operational plan of this side-turn: each formation's task, and the raids. */
  summary(): string {
    const plan = this.plan;
    if (!plan || !this.lastView) return 'plan: none';
    const { board } = this.lastView.map;
    const tasks = [...plan.tasks.values()].map(
      (t) =>
        `${t.org} ${t.exit ? 'exit' : t.kind} ${board.label(t.target)}${t.stage === 'assemble' ? ' (assemble)' : ''}`,
    );
    const raids = [...plan.raids].map(([u, l]) => `${u}->${board.label(l)}`);
    return `plan: aggression ${plan.aggression.toFixed(2)}; ${tasks.join(', ')}${raids.length ? `; raids ${raids.join(', ')}` : ''}`;
  }

  /** Decisions made so far this side-turn. */
  get count(): number {
    return this.decisions;
  }

  private refresh(view: SideView): void {
    this.lastView = view;
    const sig =
      view.enemies.map((e) => `${e.index}@${e.loc}${e.cohesion[0]}`).join(',') + `|${view.unknown.length}`;
    if (!this.maps || sig !== this.enemySig) {
      this.enemySig = sig;
      this.enemies = believeEnemies(view);
      this.maps = buildMaps(view, this.enemies, this.work);
    }
    if (!this.plan) {
      this.plan = planOperations(
        view,
        this.enemies,
        this.maps,
        this.settings.orders,
        this.memory,
        this.settings.planner,
        this.settings.victory,
      );
      this.rng = aiRandom(this.settings.seed, view.side, view.turn, 'tactics');
      this.pickDetached(view);
    }
  }

  private controlled(view: SideView): OwnUnitView[] {
    const only = this.settings.only;
    return view.own.filter(
      (u) =>
        u.state.status === 'active' &&
        u.state.loc >= 0 &&
        (!only || orgChain(view, u.def.hqOf ?? u.def.org).some((o) => only.has(o))),
    );
  }

  private taskOf(u: OwnUnitView): FormationTask | undefined {
    const raid = this.plan!.raids.get(u.index);
    const f = this.plan!.formationOf.get(u.index);
    if (raid !== undefined && f)
      return { org: f.org, kind: 'attack', target: raid, stage: 'commit', fromOrder: false, raid: true };
    const t = f ? this.plan!.tasks.get(f.org) : undefined;
    if (t?.secondary !== undefined && this.detached.has(u.index))
      return { ...t, kind: 'attack', target: t.secondary, stage: 'commit' };
    return t;
  }

  /**
   * Units of holding formations not needed for the hold: all but the nearest one to the objective,
   * or all but the nearest half when the enemy is within 4 hexes of it.
   */
  private pickDetached(view: SideView): void {
    const { board } = view.map;
    const idx = indexView(view);
    for (const f of this.plan!.formations) {
      const t = this.plan!.tasks.get(f.org);
      if (t?.secondary === undefined) continue;
      const combat = f.units
        .map((i) => idx.own.get(i)!)
        .filter((u) => u && u.def.type !== 'hq')
        .sort(
          (a, b) =>
            board.distance(a.state.loc, t.target) - board.distance(b.state.loc, t.target) ||
            a.index - b.index,
        );
      const threatened = this.maps!.enemySteps[t.target]! <= 4;
      const keep = threatened ? Math.ceil(combat.length / 2) : 1;
      for (const u of combat.slice(keep)) this.detached.add(u.index);
    }
  }

  private step(view: SideView, phase: Phase): Decision | null {
    if (phase === 'assault' || phase === 'assault2') return this.assaultStep(view);
    if (phase === 'garrison') return this.garrisonStep(view);
    if (!this.queue) this.queue = this.queueFor(view, phase);
    while (this.queue.length) {
      const i = this.queue.shift()!;
      if (this.refusedUnits.has(`${phase}|${i}`)) continue;
      const u = indexView(view).own.get(i);
      if (!u || u.state.status !== 'active' || u.state.loc < 0) continue;
      this.current = String(i);
      const d = this.decide(view, phase, u);
      // A unit that just changed mode to march moves next (its move is the point of the change).
      if (d && phase === 'move' && d.command.type === 'mode') this.queue.unshift(i);
      // Units that stay fire again while they have the MP (PC-FIR-02: 1/3 MA a shot), except
      // attackers next to the enemy, who keep 2/3 MA for the assault (PC-ASL-04).
      if (
        d &&
        d.command.type === 'fire' &&
        (phase === 'afterFire' || phase === 'artillery' || this.keepsFiring(u))
      ) {
        this.queue.unshift(i);
        // Auto Multi-Fire (PC-FIR-29): one command fires until the MP or the target is gone.
        return { ...d, command: { ...d.command, repeat: true } };
      }
      if (d) return d;
    }
    if (phase === 'afterFire' && this.pendingDeploy.length) {
      while (this.pendingDeploy.length) {
        const i = this.pendingDeploy.shift()!;
        const u = indexView(view).own.get(i);
        if (!u || u.state.mode !== 'travel' || u.state.status !== 'active' || u.state.loc < 0) continue;
        this.current = `deploy${i}`;
        if (this.maps!.enemySteps[u.state.loc]! > SAFE_STEPS && this.maps!.threat[u.state.loc]! <= 0)
          continue;
        if (this.settings.rules.canChangeMode(view, i, 'deployed'))
          return {
            command: { type: 'mode', unit: u.def.id, mode: 'deployed' },
            note: 'deploy before contact (PC-FIR-07)',
          };
      }
    }
    return null;
  }

  private queueFor(view: SideView, phase: Phase): number[] {
    const units = this.controlled(view);
    switch (phase) {
      case 'artillery':
        return units.filter((u) => u.def.flags.indirect).map((u) => u.index);
      case 'contactFire':
        return units.filter((u) => !u.def.flags.indirect && this.staysInContact(view, u)).map((u) => u.index);
      case 'assault':
        return []; // assaults are chosen per target hex in decide(), see assaultStep
      case 'move': {
        // HQs last (they follow their units); within a formation, the units nearest the target first.
        const board = view.map.board;
        const key = (u: OwnUnitView) => {
          const t = this.taskOf(u);
          const d = t ? board.distance(u.state.loc, t.target) : 0;
          return (u.def.type === 'hq' ? 1e6 : 0) + d * 1000 + u.index / 1e5;
        };
        return units.sort((a, b) => key(a) - key(b)).map((u) => u.index);
      }
      case 'afterFire':
        return units.map((u) => u.index);
      case 'dig':
        return units
          .filter((u) => this.taskOf(u)?.kind === 'hold' && !this.moved.has(u.index))
          .map((u) => u.index);
      default:
        return [];
    }
  }

  private keepsFiring(u: OwnUnitView): boolean {
    const t = this.taskOf(u);
    return !t || t.kind === 'hold' || t.kind === 'reserve';
  }

  /** In contact (an enemy within reach of its fire) and not going to move. */
  private staysInContact(view: SideView, u: OwnUnitView): boolean {
    const t = this.taskOf(u);
    const maps = this.maps!;
    if (maps.enemySteps[u.state.loc]! > Math.max(1, u.def.soft.range, u.def.hard.range)) return false;
    if (!t) return true;
    if (t.kind === 'hold' || t.kind === 'reserve') return true;
    // Attackers already next to the enemy fire first (1/3 MA) and may still assault (2/3 MA, PC-ASL-04).
    return maps.enemySteps[u.state.loc]! <= 1;
  }

  private decide(view: SideView, phase: Phase, u: OwnUnitView): Decision | null {
    switch (phase) {
      case 'artillery':
      case 'contactFire':
      case 'afterFire':
        return this.fire(view, u, phase);
      case 'move':
        return this.move(view, u);
      case 'dig':
        if (this.maps!.enemySteps[u.state.loc]! <= 4 && this.settings.rules.canDigIn(view, u.index))
          return { command: { type: 'digIn', unit: u.def.id }, note: 'hold: dig in (PC-MSC-01)' };
        return null;
      default:
        return null;
    }
  }

  // ---- fire -------------------------------------------------------------------------------

  private fire(view: SideView, u: OwnUnitView, phase: Phase): Decision | null {
    if (phase === 'afterFire' && this.moved.has(u.index) && u.state.mode === 'travel') return null;
    const options = this.settings.rules.fireOptions(view, u.index);
    this.work.spend(4 + options.length * 4);
    let best: { target: number; indirect: boolean; score: number } | undefined;
    const assaultTargets = this.assaultCandidates(view);
    for (const o of options) {
      // Concentrate: a target already hit this turn, or about to be assaulted, is worth more.
      let score = o.value * (1 + 0.35 * (this.firedAt.get(o.target) ?? 0));
      if (assaultTargets.has(o.target)) score *= 1.6;
      if (indexView(view).objectiveAt.has(o.target)) score *= 1.25;
      if (!best || score > best.score || (score === best.score && o.target < best.target))
        best = { target: o.target, indirect: o.indirect, score };
    }
    if (!best || best.score <= 0) return null;
    this.firedAt.set(best.target, (this.firedAt.get(best.target) ?? 0) + 1);
    const target = view.map.board.label(best.target);
    return {
      command: { type: 'fire', units: [u.def.id], target, ...(best.indirect ? { indirect: true } : {}) },
      note: `${phase}: fire at ${target}`,
    };
  }

  /** Enemy hexes next to at least one of our units able to assault (PC-ASL-01). */
  private assaultCandidates(view: SideView): Set<number> {
    const idx = indexView(view);
    if (idx.assaultTargets) return idx.assaultTargets;
    const out = new Set<number>();
    idx.assaultTargets = out;
    const { board } = view.map;
    const enemyAt = occupancy(view).enemyAt;
    for (const u of this.controlled(view)) {
      if (u.def.assault <= 0 || u.state.cohesion !== 'ok') continue;
      for (let k = board.adjStart[u.state.loc]!; k < board.adjStart[u.state.loc + 1]!; k++) {
        const n = board.adj[k]!;
        if (enemyAt.has(n)) out.add(n);
      }
    }
    return out;
  }

  // ---- assault ----------------------------------------------------------------------------

  private assaultStep(view: SideView): Decision | null {
    const { board } = view.map;
    const targets = [...this.assaultCandidates(view)].sort((a, b) => a - b);
    const units = this.controlled(view);
    let best: { target: number; units: number[]; ev: number } | undefined;
    for (const t of targets) {
      if (this.refusedUnits.has(`assault|t${t}`) || this.tried.has(t)) continue;
      const attackers = units
        .filter((u) => board.distance(u.state.loc, t) === 1 && u.def.assault > 0 && u.def.type !== 'hq')
        .map((u) => u.index);
      if (!attackers.length) continue;
      const odds = this.settings.rules.assault(view, attackers, t);
      this.work.spend(20);
      if (!odds) continue;
      const at = indexView(view).objectiveAt.get(t);
      const obj = at && at.owner !== view.side ? at : undefined;
      const gain = odds.pWin * (obj ? (obj.vp ?? 50) : 0) + odds.defenderLoss;
      const cost = odds.attackerLoss * this.settings.caution;
      // Smooth acceptance (no single cliff): the needed margin shrinks as aggression rises.
      const aggression = this.plan!.aggression;
      const ev = gain - cost * (1.6 - aggression) - (1 - odds.pWin) * cost * 0.5;
      if (odds.pWin < 0.3 - 0.15 * aggression) continue;
      // Away from objectives an assault must be clearly worth its 2/3 MA (PC-ASL-04).
      if (ev > (obj ? 0 : 3) && (!best || ev > best.ev)) best = { target: t, units: attackers, ev };
    }
    if (!best) return null;
    this.tried.add(best.target);
    this.current = `t${best.target}`;
    const ids = best.units.map((i) => indexView(view).own.get(i)!.def.id);
    const target = board.label(best.target);
    return {
      command: { type: 'assault', units: ids, target },
      note: `assault ${target} (ev ${best.ev.toFixed(1)})`,
    };
  }

  // ---- exits ------------------------------------------------------------------------------

  /**
   * PC-VIC-03: a unit on one of the side's exit objectives leaves the map when its formation was
   * sent there to exit, or on the side's final move of the game (nothing it could do after is
   * worth more than the VP it banks by leaving). Each unit is tried once a side-turn.
   */
  private exitStep(view: SideView): Decision | null {
    const last = this.endgame(view);
    // PC-VIC-03: only a unit on an exit hex of its own side can leave (canExitNow); without one,
    // skip the look at every unit, which each command made (issue 21, "Scale").
    if (!view.objectives.some((o) => o.kind === 'exit' && o.owner === view.side)) return null;
    for (const u of this.controlled(view)) {
      if (this.exitTried.has(u.index) || !canExitNow(view, u)) continue;
      const task = this.taskOf(u);
      const sent = task?.exit === true && task.target === u.state.loc;
      if (!sent && last !== 'final') continue;
      this.exitTried.add(u.index);
      return {
        command: { type: 'exitMap', unit: u.def.id },
        note: `${u.def.id} leaves the map at ${view.map.board.label(u.state.loc)} (PC-VIC-03, ${exitValue(view, u)} VP)`,
      };
    }
    return null;
  }

  // ---- garrison ---------------------------------------------------------------------------

  /**
   * The last turn with the enemy still to move (PC-VIC-02: objectives count for whoever holds them
   * at the end): each objective the side holds, empty, with the enemy near, gets the nearest unit
   * that can reach it — before fire uses up the MP.
   */
  private garrisonStep(view: SideView): Decision | null {
    if (this.endgame(view) !== 'guard') return null;
    const idx = indexView(view);
    const { board } = view.map;
    for (const o of view.objectives) {
      if (o.owner !== view.side || o.kind === 'exit' || o.expired || idx.ownCount.get(o.loc)) continue;
      if (this.garrisoned.has(o.loc) || this.maps!.enemySteps[o.loc]! > 4) continue;
      this.garrisoned.add(o.loc);
      const units = this.controlled(view)
        .filter(
          (u) =>
            u.def.type !== 'hq' &&
            !u.def.flags.indirect &&
            u.state.cohesion === 'ok' &&
            !this.moved.has(u.index) &&
            !(
              idx.objectiveAt.get(u.state.loc)?.owner === view.side &&
              (idx.ownCount.get(u.state.loc) ?? 0) <= 1
            ),
        )
        .sort(
          (a, b) =>
            board.distance(a.state.loc, o.loc) - board.distance(b.state.loc, o.loc) || a.index - b.index,
        );
      for (const u of units.slice(0, 4)) {
        if (this.refusedUnits.has(`garrison|${u.index}`)) continue;
        const m = this.settings.rules.moves(view, u.index).find((x) => x.loc === o.loc);
        this.work.spend(30);
        if (!m) continue;
        this.current = String(u.index);
        this.moved.add(u.index);
        return {
          command: { type: 'move', units: [u.def.id], path: m.path.map((l) => board.label(l)) },
          note: `${u.def.id} garrisons ${board.label(o.loc)} for the end (PC-VIC-02)`,
        };
      }
    }
    return null;
  }

  // ---- movement ---------------------------------------------------------------------------

  private move(view: SideView, u: OwnUnitView): Decision | null {
    if (this.moved.has(u.index)) return null;
    const s = u.state;
    if (s.fixed || u.def.speed <= 0 || s.mp <= 0) return null;
    const maps = this.maps!;
    const task = this.taskOf(u);
    const travel = s.mode === 'travel';
    const farFromEnemy = maps.enemySteps[s.loc]! > SAFE_STEPS + 3 && maps.threat[s.loc]! <= 0;

    const goal = this.goalField(view, u, task);
    const ma = Math.max(1, s.mpMax);
    // PB-MOVE-32: a unit in a column order goes on with it; a reinforcement with a long road march
    // ahead is sent up the road in column (ai/columns.ts).
    if (inColumn(view, u)) return null;
    if (farFromEnemy && task && goal && goal[s.loc]! > ma * 1.2) {
      const col = columnFor(view, u, this.settings.rules, maps.enemySteps, task.target, SAFE_STEPS);
      if (col) {
        this.moved.add(u.index);
        return {
          command: { type: 'column', ...col },
          note: `${u.def.id} column to ${col.to} on the way to ${view.map.board.label(task.target)} (PB-MOVE-32)`,
        };
      }
    }
    // Road march: far from the enemy with a long way to go, switch to travel first (PC-MOV-05).
    if (
      !travel &&
      farFromEnemy &&
      goal &&
      goal[s.loc]! > ma * 1.2 &&
      u.def.type !== 'hq' &&
      s.mode === 'deployed'
    ) {
      if (this.settings.rules.canChangeMode(view, u.index, 'travel') && !u.def.flags.mustTravel)
        return {
          command: { type: 'mode', unit: u.def.id, mode: 'travel' },
          note: 'road march: travel mode (PC-MOV-05)',
        };
    }
    if (u.def.flags.mustTravel && !travel && goal && goal[s.loc]! > 0 && farFromEnemy) {
      if (this.settings.rules.canChangeMode(view, u.index, 'travel'))
        return {
          command: { type: 'mode', unit: u.def.id, mode: 'travel' },
          note: 'towed guns limber up (PC-MOV-13)',
        };
    }
    const moves = this.settings.rules.moves(view, u.index);
    this.work.spend(8 + moves.length * 3);
    if (!moves.length) return null;
    const stay = this.scoreHex(view, u, task, goal, s.loc, 0);
    const scored: { m: MoveOption; score: number }[] = [];
    for (const m of moves)
      scored.push({
        m,
        score: this.scoreHex(view, u, task, goal, m.loc, m.cost) + this.passedObjectives(view, m),
      });
    scored.sort((a, b) => b.score - a.score || a.m.loc - b.m.loc);
    const pick = this.choose(scored);
    if (!pick || pick.score <= stay + 0.25) return null; // no shuffling for crumbs
    this.moved.add(u.index);
    if (pick.m.path.length && (s.mode === 'travel' || travel)) this.pendingDeploy.push(u.index);
    const { board } = view.map;
    return {
      command: { type: 'move', units: [u.def.id], path: pick.m.path.map((l) => board.label(l)) },
      note: `${u.def.id} move to ${board.label(pick.m.loc)} (${task?.raid ? 'raid' : (task?.kind ?? 'none')}) ${pick.score.toFixed(2)} vs stay ${stay.toFixed(2)}`,
    };
  }

  /**
   * Objectives taken on the way: entering one takes it (PC-VIC-01) even if the move ends further on,
   * and the side keeps it after leaving (PC-VIC-02). The end hex is scored in scoreHex.
   */
  private passedObjectives(view: SideView, m: MoveOption): number {
    const idx = indexView(view);
    let v = 0;
    for (let k = 0; k < m.path.length - 1; k++) {
      const o = idx.objectiveAt.get(m.path[k]!);
      if (o && o.owner !== view.side && !o.expired && o.kind !== 'exit') v += (o.vp ?? 30) * 0.6;
    }
    return v;
  }

  /** Softmax among near-best moves (difficulty); temperature 0 takes the best. */
  private choose<T extends { score: number }>(scored: readonly T[]): T | undefined {
    const t = this.settings.temperature;
    if (!scored.length) return undefined;
    if (t <= 0 || !this.rng) return scored[0];
    const top = scored.slice(0, 6);
    const w = top.map((x) => Math.exp((x.score - top[0]!.score) / t));
    const sum = w.reduce((a, b) => a + b, 0);
    let r = this.rng.next() * sum;
    for (let i = 0; i < top.length; i++) {
      r -= w[i]!;
      if (r <= 0) return top[i];
    }
    return top[0];
  }

  private goalField(
    view: SideView,
    u: OwnUnitView,
    task: FormationTask | undefined,
  ): Float32Array | undefined {
    const target = this.goalOf(view, u, task);
    if (target < 0) return undefined;
    const travel = u.state.mode === 'travel';
    const key = `${target}|${u.def.moveClass}|${travel ? 1 : 0}`;
    const ma = Math.max(1, u.state.mpMax);
    const loc = u.state.loc;
    const hit = this.fields.get(key);
    // Reuse this turn's field when it reaches far enough past this unit (level of detail).
    if (hit && hit.field[loc]! + ma * 1.5 <= hit.bound) return hit.field;
    const table = stepTable(view.map, view.condition, { mc: u.def.moveClass, travel });
    let bound = Math.max(hit ? hit.bound * 2 : 0, view.map.board.distance(loc, target) * 10 + ma * 3);
    let r = boundedField(view.map, table, target, bound);
    if (r.field[loc]! + ma * 1.5 > bound) {
      bound = Infinity;
      r = boundedField(view.map, table, target, bound, r.field);
    }
    this.work.spend(r.settled * 6 + 50);
    this.fields.set(key, { field: r.field, bound });
    return r.field;
  }

  /** HQs head for their formation's centre; everyone else for the task target. */
  private goalOf(view: SideView, u: OwnUnitView, task: FormationTask | undefined): number {
    const f = this.plan!.formationOf.get(u.index);
    if (u.def.type === 'hq' && f) {
      // The middle of the units it commands, pulled a little back from the front.
      const { board } = view.map;
      let best = f.center;
      let bd = Infinity;
      for (const i of f.units) {
        if (i === u.index) continue;
        const o = indexView(view).own.get(i);
        if (!o) continue;
        const d = board.distance(o.state.loc, f.center) + (this.maps!.enemySteps[o.state.loc]! < 3 ? 3 : 0);
        if (d < bd) {
          bd = d;
          best = o.state.loc;
        }
      }
      return best;
    }
    return task ? task.target : -1;
  }

  /**
   * 'final': the side's last move of the game, and the enemy does not move after it; 'guard': the
   * last turn, with the enemy still to move; undefined otherwise.
   */
  private endgame(view: SideView): 'final' | 'guard' | undefined {
    if (view.turn < view.turns) return undefined;
    const first = this.settings.firstSide;
    if (first === undefined) return 'guard';
    return first === view.side ? 'guard' : 'final';
  }

  /** Best expected fire value (VP) `u` could deliver from `loc` at an enemy it sees now. */
  private bestFireFrom(view: SideView, u: OwnUnitView, loc: number): number {
    const attack = (e: EnemyUnitView) =>
      menEq(u.def, u.state.strength) * (e.hardTarget ? u.def.hard : u.def.soft).value;
    return bestFireValueFrom(view, u, loc, (e) => fireValueEstimate(view, attack(e), e, false));
  }

  private scoreHex(
    view: SideView,
    u: OwnUnitView,
    task: FormationTask | undefined,
    goal: Float32Array | undefined,
    loc: number,
    cost: number,
  ): number {
    const maps = this.maps!;
    const { board, params } = view.map;
    const s = u.state;
    const ma = Math.max(1, s.mpMax);
    const idx = indexView(view);
    const objHere = idx.objectiveAt.get(loc);
    const taskObj = task ? idx.objectiveAt.get(task.target) : undefined;
    const taskValue = taskObj?.vp ?? 30;
    const myVp = s.strength * vpPerPoint(view, u.def.component);
    const travel = s.mode === 'travel';
    let score = 0;

    // Progress toward the goal, in turns of movement.
    if (goal) {
      const g = goal[loc]! >= UNREACHABLE ? goal[s.loc]! + ma * 3 : goal[loc]!;
      let dist = g / ma;
      if (task?.kind === 'attack' && task.stage === 'assemble' && u.def.type !== 'hq') {
        // Assemble short of the objective; do not go in alone (staging rule).
        const hexes = board.distance(loc, task.target);
        if (hexes < 3) dist += (3 - hexes) * 0.8;
      }
      // Broken units think of recovery, not of the task (PC-MRL-06); disrupted ones go slowly.
      const recovering = s.cohesion === 'broken' ? 0 : s.cohesion === 'disrupted' ? 0.3 : 1;
      const urgency =
        (u.def.type === 'hq' ? 0.6 : task?.kind === 'reserve' ? 0.1 : task?.raid ? 2 : 1) * recovering;
      score -= dist * taskValue * 0.12 * urgency;
    }

    // The game's last moves (PC-VIC-02: objectives count for whoever holds them at the end). On
    // the side's final move with no enemy move after it, nothing can be retaken and no enemy turn
    // follows: take what can be taken. On the final turn with the enemy still to move, guard.
    const last = this.endgame(view);
    // Objectives: taking one now is worth its value; leaving one we hold under threat costs it.
    if (objHere && objHere.owner !== view.side && !objHere.expired && objHere.kind !== 'exit')
      score += (objHere.vp ?? 30) * (last === 'final' ? 1.5 : 0.6);
    if (
      last === 'guard' &&
      objHere &&
      objHere.owner === view.side &&
      objHere.kind !== 'exit' &&
      !objHere.expired &&
      loc !== s.loc &&
      !idx.ownCount.get(loc) &&
      maps.enemySteps[loc]! <= 4 &&
      u.def.type !== 'hq'
    )
      score += (objHere.vp ?? 30) * 0.8;
    const atStart = idx.objectiveAt.get(s.loc);
    const holdHere =
      atStart && atStart.owner === view.side && atStart.kind !== 'exit' && !atStart.expired
        ? atStart
        : undefined;
    if (holdHere && loc !== s.loc && (idx.ownCount.get(s.loc) ?? 0) <= 1) {
      const threatened = maps.enemySteps[s.loc]! <= 4;
      // A unit whose formation attacks elsewhere is the garrison only while nothing better calls:
      // the attack is worth more than a hex the enemy may never come back for.
      const sentOn =
        task?.kind === 'attack' && task.target !== s.loc && (taskObj?.vp ?? 0) > (holdHere.vp ?? 30);
      const weight = last === 'final' ? 0 : last === 'guard' ? 1.5 : sentOn ? 0.4 : 1;
      score -= (holdHere.vp ?? 30) * (threatened ? 0.7 : 0.25) * weight;
    }

    // PC-VIC-03: the exit the formation is sent to, or on the final move any own exit, is worth
    // the VP the unit earns by leaving there (the full value when MP are left to leave this turn).
    if (
      objHere?.kind === 'exit' &&
      objHere.owner === view.side &&
      u.def.type !== 'hq' &&
      ((task?.exit === true && task.target === loc) || last === 'final')
    )
      score += exitValue(view, u) * (s.mp - cost > 0 ? 1 : 0.6);

    // Exposure: expected own losses next enemy turn, from the threat map (PC-FIR-07: no terrain in travel mode).
    const mod = travel ? 0 : terrainModifier(view, loc);
    const threat = maps.threat[loc]!;
    // What can hurt this unit: hard attack values against hard targets, and losses fall as the
    // target's defense value rises (PC-FIR-04/05: combat value = attack / defense; 10 = line infantry).
    const hurt =
      (u.def.flags.hardTarget ? maps.threatHard[loc]! : threat) * (10 / Math.max(4, u.def.defense));
    const willTravel = travel && loc !== s.loc;
    // Enemy fire spreads over the units around the hex: support nearby lowers each one's share.
    const share = 1 / (1 + maps.support[loc]! / (3 * (unitPower(u) + 1)));
    const frac = Math.min(0.6, 0.0016 * hurt * share * (1 + mod / 100) * (willTravel || travel ? 2 : 1));
    const fragile = s.cohesion === 'broken' ? 3 : s.cohesion === 'disrupted' ? 1.8 : 1;
    const caution = this.settings.caution * (1.3 - this.plan!.aggression * 0.6);
    score -= frac * myVp * caution * fragile * 4 * (last === 'final' ? 0 : 1);
    // Defensive terrain near the enemy.
    if (threat > 0) score += (-mod / 100) * myVp * 0.6;

    // Command range: stay within the HQ's range (PC-CMD-07, PC-CMD-12).
    const f = this.plan!.formationOf.get(u.index);
    if (f && f.hq >= 0 && f.hq !== u.index && f.commandRange > 0) {
      const over = board.distance(loc, f.hqLoc) - f.commandRange;
      if (over > 0) score -= over * 0.02 * taskValue;
    }
    // Broken and disrupted units recover near their HQ, away from the enemy (PC-MRL-06).
    if (s.cohesion !== 'ok' && f && f.hqLoc >= 0) score -= board.distance(loc, f.hqLoc) * myVp * 0.05;
    // Fatigued units rest: moving costs them (PC-GEN-03; the scale is PB-FAT-01's under the tactical profile).
    const fatigueMax = view.map.params.variant.fatigueMax;
    if (s.fatigue > fatigueMax / 2 && loc !== s.loc) score -= (s.fatigue / fatigueMax) * myVp * 0.3;
    // SR-BURN (a scenario special rule): a burning building costs a share of the unit each turn there.
    if (view.map.burning?.has(loc)) score -= myVp * 0.5 + taskValue * 0.5;
    // Stacking: prefer not to pile up where fire would hit many (and respect PC-UNT-08).
    const meqHere = occupancy(view).ownMeq.get(loc) ?? 0;
    if (loc !== s.loc && meqHere > 0) score -= (meqHere / params.maxStacking) * myVp * 0.2;
    // Hold: the whole formation gathers on and around the objective, not one unit alone.
    // An objective is worth its VP at the end only if it is still held: the formation holding it
    // (by order, or after taking it) keeps its units on and next to it (PC-VIC-02).
    const holding = task?.kind === 'hold' || (task?.kind === 'attack' && taskObj?.owner === view.side);
    if (holding && task && u.def.type !== 'hq' && s.cohesion === 'ok') {
      const d = board.distance(loc, task.target);
      if (d === 0) score += taskValue * 0.6;
      else if (d === 1) score += taskValue * 0.4;
    }
    // Fire positions: a hex from which a seen enemy is in range is worth the fire it allows,
    // more when the unit still has the MP to fire this turn (PC-FIR-01/02).
    // Raiders drive on: a fire position is worth little next to the objective they are sent for.
    if (task?.kind !== 'move' && u.def.type !== 'hq') {
      const f = this.bestFireFrom(view, u, loc) * (task?.raid ? 0.3 : 1);
      if (f > 0) {
        const left = s.mp - cost;
        const now = left >= Math.max(1, Math.round(s.mpMax * (u.def.flags.indirect ? 0.5 : 1 / 3)));
        score += f * (now ? 6 : 3) * (0.6 + this.plan!.aggression);
      }
    }
    // Attackers committed to the assault want hexes next to the enemy at the target.
    if (
      task?.kind === 'attack' &&
      task.stage === 'commit' &&
      maps.enemySteps[loc] === 1 &&
      board.distance(loc, task.target) <= 2 &&
      u.def.assault > 0 &&
      s.cohesion === 'ok'
    )
      score += taskValue * 0.08 * (unitPower(u) > 20 ? 1 : 0.3);
    score -= (cost / ma) * 0.01;
    return score;
  }
}
