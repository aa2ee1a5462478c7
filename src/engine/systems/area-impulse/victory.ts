// Victory (scenario `victory`; the source has none, AI-FIRE-NS-10): sudden death at the end of any
// turn, the hold groups at the end of the last one (else the score), and annihilation at once.

import type { Outcome } from '../../core/system.js';
import { onMapCount, scoreOf } from './field.js';
import type { AreaResult, AreaState, AreaWorld, Side } from './model.js';
import { sideName } from './scenario.js';
import { areaName, otherSide, sideOf } from './world.js';

/** A side with no unit on the map and none still to arrive. */
export function annihilated(state: AreaState, side: Side): boolean {
  return !state.units.some((u, i) => u.status !== 'eliminated' && sideOf(state.world, i) === side);
}

function result(state: AreaState, winner: Side | null, reason: AreaResult['reason']): AreaResult {
  return { winner, turn: state.turn, reason, score: scoreOf(state) };
}

/** Checked after every impulse: a side left with nothing loses at once. */
export function annihilationResult(state: AreaState): AreaResult | null {
  const [a, b] = state.world.sides;
  const lostA = annihilated(state, a);
  const lostB = annihilated(state, b);
  if (!lostA && !lostB) return null;
  return result(state, lostA && lostB ? null : lostA ? b : a, 'annihilation');
}

const controls = (state: AreaState, side: Side, areaId: string) =>
  state.control[state.world.areaIndex.get(areaId)!] === side;

/** The groups of `holdGroups` in which the holding side controls no area. */
export function lostGroups(state: AreaState): (readonly string[])[] {
  const hg = state.world.scenario.victory.holdGroups;
  if (!hg) return [];
  return hg.groups.filter((g) => !g.some((a) => controls(state, hg.side, a)));
}

/** Checked at the end of every turn (after the turn's last impulse). */
export function endOfTurnResult(state: AreaState): AreaResult | null {
  const v = state.world.scenario.victory;
  for (const sd of v.suddenDeath ?? [])
    if (sd.areas.every((a) => controls(state, sd.side, a))) return result(state, sd.side, 'suddenDeath');
  const annihilation = annihilationResult(state);
  if (annihilation) return annihilation;
  if (state.turn < state.world.scenario.turns) return null;
  if (v.holdGroups) {
    const holder = v.holdGroups.side;
    return result(state, lostGroups(state).length === 0 ? holder : otherSide(state.world, holder), 'groups');
  }
  const score = scoreOf(state);
  const [a, b] = state.world.sides;
  const diff = (score[a] ?? 0) - (score[b] ?? 0);
  return result(state, diff > 0 ? a : diff < 0 ? b : null, 'score');
}

/** Units of each side on the map (the after-action chart). */
export function unitsOnMap(state: AreaState): Record<Side, number> {
  const [a, b] = state.world.sides;
  return { [a]: onMapCount(state, a), [b]: onMapCount(state, b) };
}

function names(world: AreaWorld, ids: readonly string[]): string {
  return ids.map((id) => areaName(world, world.areaIndex.get(id)!)).join(', ');
}

/** The result in the contract's words: "German victory (Soviet groups lost)". */
export function outcomeOf(state: AreaState, r: AreaResult): Outcome {
  const w = state.world;
  const winner = r.winner === null ? null : sideName(r.winner);
  const loser = r.winner === null ? null : sideName(otherSide(w, r.winner));
  const pts = (s: Side) => r.score[s] ?? 0;
  const [a, b] = w.sides;
  let title: string;
  let reason: string;
  switch (r.reason) {
    case 'suddenDeath': {
      const sd = w.scenario.victory.suddenDeath?.find((x) => x.side === r.winner);
      title = `${winner} victory (sudden death)`;
      reason = `${winner} controls ${sd ? names(w, sd.areas) : 'every sudden-death area'} at the end of turn ${r.turn}`;
      break;
    }
    case 'groups': {
      const holder = w.scenario.victory.holdGroups!.side;
      const lost = lostGroups(state);
      title =
        r.winner === holder
          ? `${winner} victory (${winner} groups held)`
          : `${winner} victory (${sideName(holder)} groups lost)`;
      reason =
        r.winner === holder
          ? `${winner} holds an area of every group at the end of the last turn`
          : `${sideName(holder)} holds no area of ${lost.map((g) => names(w, g)).join(' / ')} at the end of the last turn`;
      break;
    }
    case 'annihilation':
      title =
        r.winner === null ? 'Draw (both sides annihilated)' : `${winner} victory (${loser} annihilated)`;
      reason =
        r.winner === null
          ? 'no units left on either side'
          : `no ${loser} units left on the map and none to come`;
      break;
    case 'score':
      title = r.winner === null ? `Draw (${pts(a)} VP each)` : `${winner} victory on points`;
      reason = `last turn played: ${sideName(a)} ${pts(a)} VP, ${sideName(b)} ${pts(b)} VP`;
      break;
  }
  return { winner: r.winner, title, turn: r.turn, reason, score: { ...r.score } };
}
