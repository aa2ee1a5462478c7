// Baseline opponents for the match harness (research/ai.md 3.1), on the same commands and the same
// view as the A/I:
// - random: each unit does a uniformly random legal thing (move somewhere, fire at something, or
//   nothing), then the turn ends;
// - greedy: "attack the nearest": fire at the nearest target in range, assault an adjacent enemy,
//   else move toward the nearest visible enemy, else toward the nearest objective not held.
// They ask the same rules port as the A/I for moves and targets, so their commands are legal as
// far as the side can know.

import type { Command } from '../commands.js';
import type { Decision } from './brain.js';
import type { TurnPlayer } from './driver.js';
import { aiRandom, type AiRandom } from './rng.js';
import type { AiRules } from './rules-port.js';
import type { OwnUnitView, SideView } from '../view.js';

export type BotKind = 'random' | 'greedy';

abstract class UnitByUnit implements TurnPlayer {
  protected queue: number[] | undefined;
  protected current = -1;
  protected readonly refusedUnits = new Set<number>();
  protected rng: AiRandom | undefined;
  constructor(
    protected readonly rules: AiRules,
    protected readonly seed: string,
  ) {}

  next(view: SideView): Decision | null {
    if (view.result || view.activeSide !== view.side) return null;
    this.rng ??= aiRandom(this.seed, view.side, view.turn, this.constructor.name);
    this.queue ??= this.order(view);
    while (this.queue.length) {
      const i = this.queue[0]!;
      const u = view.own.find((o) => o.index === i);
      if (!u || u.state.status !== 'active' || u.state.loc < 0 || this.refusedUnits.has(i)) {
        this.queue.shift();
        continue;
      }
      this.current = i;
      const c = this.act(view, u);
      if (c) return { command: c, note: this.constructor.name };
      this.queue.shift();
    }
    return null;
  }

  refused(_cmd: Command): void {
    this.refusedUnits.add(this.current);
  }

  protected order(view: SideView): number[] {
    return view.own.filter((u) => u.state.status === 'active' && u.state.loc >= 0).map((u) => u.index);
  }

  /** The unit's next command, or null when it is done for the turn. */
  protected abstract act(view: SideView, u: OwnUnitView): Command | null;
}

export class RandomBot extends UnitByUnit {
  private readonly actions = new Map<number, number>();

  protected override order(view: SideView): number[] {
    const ids = super.order(view);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = this.rng!.below(i + 1);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    return ids;
  }

  protected act(view: SideView, u: OwnUnitView): Command | null {
    // Up to two actions per unit per turn, each a random legal one or nothing.
    const n = this.actions.get(u.index) ?? 0;
    if (n >= 2) return null;
    this.actions.set(u.index, n + 1);
    const rng = this.rng!;
    const { board } = view.map;
    const r = rng.next();
    if (r < 0.45) {
      const moves = this.rules.moves(view, u.index);
      if (!moves.length) return null;
      const m = moves[rng.below(moves.length)]!;
      return { type: 'move', units: [u.def.id], path: m.path.map((l) => board.label(l)) };
    }
    if (r < 0.75) {
      const fire = this.rules.fireOptions(view, u.index);
      if (!fire.length) return null;
      const f = fire[rng.below(fire.length)]!;
      return {
        type: 'fire',
        units: [u.def.id],
        target: board.label(f.target),
        ...(f.indirect ? { indirect: true } : {}),
      };
    }
    if (r < 0.85) {
      const mode = u.state.mode === 'deployed' ? 'travel' : 'deployed';
      if (this.rules.canChangeMode(view, u.index, mode)) return { type: 'mode', unit: u.def.id, mode };
    }
    return null;
  }
}

export class GreedyBot extends UnitByUnit {
  private readonly done = new Set<number>();

  protected act(view: SideView, u: OwnUnitView): Command | null {
    if (this.done.has(u.index)) return null;
    const { board } = view.map;
    const loc = u.state.loc;
    // 1. Fire at the nearest target in range.
    const fire = this.rules.fireOptions(view, u.index);
    if (fire.length) {
      const f = [...fire].sort(
        (a, b) => board.distance(loc, a.target) - board.distance(loc, b.target) || a.target - b.target,
      )[0]!;
      return {
        type: 'fire',
        units: [u.def.id],
        target: board.label(f.target),
        ...(f.indirect ? { indirect: true } : {}),
      };
    }
    this.done.add(u.index);
    // 2. Assault an adjacent enemy, whatever the odds.
    const adjacent = view.enemies
      .filter((e) => board.distance(loc, e.loc) === 1)
      .sort((a, b) => a.loc - b.loc)[0];
    if (adjacent && this.rules.assault(view, [u.index], adjacent.loc))
      return { type: 'assault', units: [u.def.id], target: board.label(adjacent.loc) };
    // 3. Move toward the nearest visible enemy, else the nearest objective not held.
    let goal = -1;
    let gd = Infinity;
    for (const e of view.enemies) {
      const d = board.distance(loc, e.loc);
      if (d < gd || (d === gd && e.loc < goal)) {
        gd = d;
        goal = e.loc;
      }
    }
    if (goal < 0)
      for (const o of view.objectives) {
        if (o.owner === view.side || o.kind === 'exit' || o.expired) continue;
        const d = board.distance(loc, o.loc);
        if (d < gd || (d === gd && o.loc < goal)) {
          gd = d;
          goal = o.loc;
        }
      }
    if (goal < 0) return null;
    const moves = this.rules.moves(view, u.index);
    let best = undefined as (typeof moves)[number] | undefined;
    let bd = gd;
    for (const m of moves) {
      const d = board.distance(m.loc, goal);
      if (d < bd || (best && d === bd && m.cost < best.cost)) {
        bd = d;
        best = m;
      }
    }
    if (!best) return null;
    return { type: 'move', units: [u.def.id], path: best.path.map((l) => board.label(l)) };
  }
}

export function makeBot(kind: BotKind, rules: AiRules, seed: string): TurnPlayer {
  return kind === 'random' ? new RandomBot(rules, seed) : new GreedyBot(rules, seed);
}
