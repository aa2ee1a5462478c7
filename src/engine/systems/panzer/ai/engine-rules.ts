// The AiRules port answered by the engine's own planning code where it exists (research/ai.md
// 2.1: one implementation shared by the A/I, the client and the rules): reachable hexes and routes
// from the movement planner built on the side's view (PC-MSC-06/07), line of sight from the LOS
// module (PC-MAP-07), assault odds and fire values from the engine's own combat arithmetic run on
// the side's belief (belief-state.ts). What the engine does not answer yet comes from the view-only
// estimates.

import { isRuleError } from '../../../core/errors.js';
import { newGame } from '../game.js';
import type { GameState } from '../model/state.js';
import { otherSide } from '../model/unit.js';
import { makeDice } from '../../../core/rng.js';
import { attackerRefusal, computeAssault, resolveAssault } from '../rules/assault.js';
import { chooseTarget } from '../rules/fire.js';
import { losData, hasLos, type LosData } from '../rules/los.js';
import { clearOfSmoke } from '../rules/smoke-sight.js';
import { plannerFromView, type MovePlanner } from '../rules/planner.js';
import { previewOfCalc, type FirePreview } from '../rules/preview.js';
import type { SideView } from '../view.js';
import type { World } from '../world.js';
import { beliefState, type BeliefState } from './belief-state.js';
import {
  ESTIMATED_RULES,
  canAssaultFrom,
  estimatedFireTargets,
  type FireTarget,
  menEq,
  occupancy,
  ownUnit,
  vpPerPoint,
} from './estimate.js';
import type { AiRules, AssaultOdds, FireOption, MoveOption } from './rules-port.js';

/** Resolutions sampled per assault question (a fixed private stream: the game's dice are never used). */
const ASSAULT_SAMPLES = 24;

export function engineRules(world: World): AiRules {
  const planners = new WeakMap<SideView, MovePlanner>();
  const plannerOf = (view: SideView): MovePlanner => {
    let p = planners.get(view);
    if (!p) {
      p = plannerFromView(view, world);
      planners.set(view, p);
    }
    return p;
  };
  let template: GameState | undefined;
  const beliefs = new WeakMap<SideView, BeliefState>();
  const beliefOf = (view: SideView): BeliefState => {
    let b = beliefs.get(view);
    if (!b) {
      b = beliefState(view, world, (template ??= newGame(world, 'belief').state));
      beliefs.set(view, b);
    }
    return b;
  };
  const fireStates = new WeakMap<SideView, FireBelief>();
  const fireBeliefOf = (view: SideView): FireBelief => {
    let f = fireStates.get(view);
    if (!f) {
      f = fireBelief(view, beliefOf(view));
      fireStates.set(view, f);
    }
    return f;
  };
  let los: LosData | undefined;
  const seesTerrain = (a: number, b: number) => hasLos((los ??= losData(world)), a, b);
  /** The options the view allows (range, visibility, line of sight, a spotter for indirect fire). */
  const viewOptions = (view: SideView, unit: number): FireTarget[] => {
    // PB-FIRE-46: smoke the side sees blocks sight as the rules' does (rules/smoke-sight.ts).
    const smoke = view.map.smoke;
    const sees = (a: number, b: number) =>
      seesTerrain(a, b) && (!smoke?.size || clearOfSmoke(view.map, (l) => smoke.has(l), a, b));
    return estimatedFireTargets(view, unit).filter((o) => {
      const u = ownUnit(view, unit)!;
      if (!o.indirect) return sees(u.state.loc, o.target);
      // PC-FIR-03: a spotter that is not Broken (nor a Partisan) sees the target hex.
      return view.own.some(
        (s) =>
          s.state.status === 'active' &&
          s.state.loc >= 0 &&
          s.state.cohesion !== 'broken' &&
          s.def.type !== 'partisan' &&
          view.map.board.distance(s.state.loc, o.target) <= view.visibility &&
          sees(s.state.loc, o.target),
      );
    });
  };
  return {
    ...ESTIMATED_RULES,
    pathTo(view, unit, to) {
      const r = plannerOf(view).findPath([unit], to, { refuseDetours: false });
      return r.ok ? r.path : undefined;
    },
    moves(view, unit) {
      const u = ownUnit(view, unit);
      if (!u || u.state.status !== 'active' || u.state.loc < 0 || u.state.mp <= 0) return [];
      const r = plannerOf(view).reachable([unit]);
      if (!(r.budget > 0)) return [];
      const occ = occupancy(view);
      const mine = menEq(u.def, u.state.strength);
      const out: MoveOption[] = [];
      for (const loc of r.locs) {
        if (loc === u.state.loc) continue;
        // Do not end a move over the stacking limit (PC-UNT-08).
        if ((occ.ownMeq.get(loc) ?? 0) + mine > view.map.params.maxStacking) continue;
        const path = r.route(loc);
        if (!path || !path.length) continue;
        out.push({ loc, cost: r.budget - r.left[loc]!, path });
      }
      out.sort((a, b) => a.loc - b.loc);
      return out;
    },
    assault(view, units, target) {
      return assaultOdds(view, beliefOf(view), units, target);
    },
    fireOptions(view, unit) {
      const fb = fireBeliefOf(view);
      let out = fb.options.get(unit);
      if (!out) {
        out = engineFireOptions(view, fb, unit, viewOptions(view, unit));
        fb.options.set(unit, out);
      }
      return out;
    },
  };
}

/**
 * PC-ASL through the engine's own resolution (computeAssault + resolveAssault), sampled on copies
 * of the side's belief: the chance the hex is taken and the mean VP each side loses (PC-VIC-07).
 */
function assaultOdds(
  view: SideView,
  belief: BeliefState,
  units: readonly number[],
  target: number,
): AssaultOdds | undefined {
  if (!view.enemies.some((e) => e.loc === target)) return undefined;
  for (const i of units) {
    const u = ownUnit(view, i);
    if (!u || !canAssaultFrom(view, u, target)) return undefined;
    if (attackerRefusal(belief.state, i, target)) return undefined;
  }
  const dice = makeDice(`ai|assault|${view.side}|${view.turn}|${units.join(',')}|${target}`);
  let taken = 0;
  let attackerLoss = 0;
  let defenderLoss = 0;
  for (let n = 0; n < ASSAULT_SAMPLES; n++) {
    const s = belief.scratch(target);
    const ev = resolveAssault(s, computeAssault(s, units, target), dice, []);
    if (ev.type === 'assault' && ev.success) taken++;
    attackerLoss += s.losses[view.side].vp;
    defenderLoss += s.losses[otherSide(view.side)].vp;
  }
  return {
    pWin: taken / ASSAULT_SAMPLES,
    attackerLoss: attackerLoss / ASSAULT_SAMPLES,
    defenderLoss: defenderLoss / ASSAULT_SAMPLES,
  };
}

/**
 * Weights, in shares of the target's VP, of the chance a shot Disrupts or Breaks it (PC-MRL-04).
 * A Disrupted unit cannot assault and fires at half (PC-FIR-14, PC-UNT-14) until it recovers, most
 * often within a turn or two (PC-MRL-06): worth about a tenth of the unit, the same order as the
 * casualties of a good shot, so the chance tips close choices without outbidding real losses.
 * Broken is worth more (no fire, no assault, it may have to retreat and surrender when surrounded).
 */
export const DISRUPT_WEIGHT = 0.1;
export const BREAK_WEIGHT = 0.2;

/** The belief as the fire rules read it, and this view's fire options by unit. */
interface FireBelief {
  readonly state: GameState;
  /** Spotted enemy units by hex (the candidates chooseTarget picks from). */
  readonly enemiesAt: ReadonlyMap<number, number[]>;
  readonly options: Map<number, readonly FireOption[]>;
}

/** The fire rules' view of the belief: the spotted enemy units by hex, and a cache of options. */
function fireBelief(view: SideView, belief: BeliefState): FireBelief {
  const enemiesAt = new Map<number, number[]>();
  for (const e of view.enemies) {
    const list = enemiesAt.get(e.loc);
    if (list) list.push(e.index);
    else enemiesAt.set(e.loc, [e.index]);
  }
  // chooseTarget writes nothing; previewOfCalc only sets and restores the target's fatigue while
  // it evaluates morale (failChance): the belief's state is shared.
  return { state: belief.state, enemiesAt, options: new Map() };
}

/**
 * One option per target hex the view allows, valued with the engine's exact preview of the shot
 * at the unit it would pick there (chooseTarget, previewOfCalc: PC-FIR-01..30, PC-CRT-01/07).
 * A shot the engine refuses on the belief is left out: apply() would refuse it too.
 */
function engineFireOptions(
  view: SideView,
  fb: FireBelief,
  unit: number,
  allowed: readonly FireTarget[],
): FireOption[] {
  const out: FireOption[] = [];
  const seen = new Set<number>();
  for (const o of allowed) {
    if (seen.has(o.target)) continue;
    seen.add(o.target);
    const calc = chooseTarget(fb.state, unit, o.target, {
      indirect: o.indirect,
      opportunity: false,
      candidates: fb.enemiesAt.get(o.target),
    });
    if (isRuleError(calc)) continue;
    out.push({
      target: o.target,
      indirect: o.indirect,
      value: shotValue(view, fb.state, previewOfCalc(fb.state, calc)),
    });
  }
  return out;
}

/** Expected VP the enemy loses (PC-VIC-07) plus the worth of Disrupting or Breaking the target. */
function shotValue(view: SideView, state: GameState, p: FirePreview): number {
  const def = state.world.units[p.target]!;
  const per = vpPerPoint(view, def.component);
  const whole = state.units[p.target]!.strength * per;
  return p.loss.mean * per + whole * (DISRUPT_WEIGHT * p.chance.disrupted + BREAK_WEIGHT * p.chance.broken);
}
