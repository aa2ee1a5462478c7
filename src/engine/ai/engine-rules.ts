// The AiRules port answered by the engine's own planning code where it exists (research/ai.md
// 2.1: one implementation shared by the A/I, the client and the rules): reachable hexes and routes
// from the movement planner built on the side's view (PC-MSC-06/07), line of sight from the LOS
// module (PC-MAP-07). What the engine does not answer yet comes from the view-only estimates.

import { newGame } from '../game.js';
import type { GameState } from '../model/state.js';
import { otherSide } from '../model/unit.js';
import { makeDice } from '../rng.js';
import { attackerRefusal, computeAssault, resolveAssault } from '../rules/assault.js';
import { losData, hasLos, type LosData } from '../rules/los.js';
import { plannerFromView, type MovePlanner } from '../rules/planner.js';
import type { SideView } from '../view.js';
import type { World } from '../world.js';
import { beliefState, type BeliefState } from './belief-state.js';
import { ESTIMATED_RULES, canAssaultFrom, menEq, occupancy, ownUnit } from './estimate.js';
import type { AiRules, AssaultOdds, MoveOption } from './rules-port.js';

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
  let los: LosData | undefined;
  const sees = (a: number, b: number) => hasLos((los ??= losData(world)), a, b);
  return {
    ...ESTIMATED_RULES,
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
      return ESTIMATED_RULES.fireOptions(view, unit).filter((o) => {
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
