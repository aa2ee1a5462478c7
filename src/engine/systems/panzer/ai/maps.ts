// Situation maps in typed arrays, one value per hex (research/ai.md 2.3): enemy threat (what the
// believed enemy could bring to bear on a hex next turn: fire in range now, fire or assault after a
// move, artillery), own support, and hex steps from the nearest believed enemy (the "front").

import type { SideView } from '../view.js';
import type { BelievedEnemy } from './belief.js';
import { stepField } from './fields.js';

export interface SituationMaps {
  /** Against soft targets (PC-FIR-04: the firer's soft attack value). */
  readonly threat: Float32Array;
  /** Against hard targets (its hard attack value). */
  readonly threatHard: Float32Array;
  readonly support: Float32Array;
  /** Hex steps from the nearest believed enemy (confidence >= 0.3); 0xffff when none is near. */
  readonly enemySteps: Uint16Array;
}

/** A unit's fire power in map units: men-equivalents x attack value / 100 (PC-FIR-04 shape). */
export function firePower(menEq: number, value: number): number {
  return (menEq * value) / 100;
}

export function buildMaps(
  view: SideView,
  enemies: readonly BelievedEnemy[],
  work?: { spend(n: number): void },
): SituationMaps {
  const { board } = view.map;
  const threat = new Float32Array(board.size);
  const threatHard = new Float32Array(board.size);
  const support = new Float32Array(board.size);
  let spent = 0;
  for (const e of enemies) {
    const p = firePower(e.menEq, Math.max(e.soft, e.hard * 0.5)) * e.confidence;
    if (p <= 0) continue;
    const hard = (firePower(e.menEq, e.hard) * e.confidence) / p;
    const state = e.cohesion === 'broken' ? 0.25 : e.cohesion === 'disrupted' ? 0.5 : 1;
    const fireR = Math.max(1, e.range);
    if (e.indirect) {
      // Artillery needs a spotter: count it at half (PC-FIR-03).
      for (const h of board.within(e.loc, fireR)) {
        threat[h]! += p * 0.5 * state;
        threatHard[h]! += p * hard * 0.5 * state;
      }
      spent += 3 * fireR * fireR;
      continue;
    }
    const outer = fireR + Math.max(1, Math.round(e.reach * 0.6 * (1 + 0.3 * e.age)));
    for (const h of board.within(e.loc, outer)) {
      const d = board.distance(e.loc, h);
      const t = (d <= fireR ? p : p * 0.45) * state;
      threat[h]! += t;
      threatHard[h]! += t * hard;
    }
    spent += 3 * outer * outer;
  }
  for (const u of view.own) {
    const s = u.state;
    if (s.status !== 'active' || s.loc < 0) continue;
    const d = u.def;
    const meq = d.component === 'men' ? s.strength : s.strength * 10;
    const p = firePower(meq, Math.max(d.soft.value, d.hard.value * 0.5));
    const r = Math.max(1, d.soft.range, d.hard.range) + 1;
    for (const h of board.within(s.loc, r)) support[h]! += p;
    spent += 3 * r * r;
  }
  const near = enemies.filter((e) => e.confidence >= 0.3).map((e) => e.loc);
  const enemySteps = stepField(view.map, near, 40);
  spent += Math.min(board.size, near.length * 400);
  work?.spend(spent);
  return { threat, threatHard, support, enemySteps };
}
