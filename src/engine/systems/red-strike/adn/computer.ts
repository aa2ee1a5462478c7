// The computer player's air defence orders in its assignment phase (none of it from the source,
// decision RS-D-ADN-AI): its standing orders once, EWDA units on station 3-6 hexes behind the front
// (an E-2C over its carrier), a few fighters on CAP a little behind the front while the SP pool
// keeps a reserve, and jammers 4-8 hexes behind the front. Every order is checked with the same
// checks apply uses, on the side's own view.

import type { Dice } from '../../../core/rng.js';
import type { ExtChoice } from '../ext/hooks.js';
import type { RsState } from '../model.js';
import { carrierHex } from '../naval/api.js';
import { otherSide } from '../scenario.js';
import type { Side } from '../sides.js';
import type { RsView } from '../view.js';
import { airDefOf, airStateOf, alive } from './airinfo.js';
import { checkCap, checkEwda, checkJammer, CAP_SP, DEFAULT_ORDERS } from './commands.js';
import { homeOf } from './intercept.js';

/** CAP units the computer keeps up at most (it pays per GT), and the SP it keeps in hand. */
const AI_CAP: Readonly<Record<Side, number>> = { nato: 2, wp: 1 };
const AI_SP_RESERVE = 30;

/** Hexes from the nearest hex controlled by the enemy (multi-source BFS over the board). */
function frontDistance(s: RsState, side: Side): Int32Array {
  const b = s.world.map.board;
  const dist = new Int32Array(b.size).fill(-1);
  const queue: number[] = [];
  const enemy = otherSide(side);
  for (let h = 0; h < b.size; h++)
    if (s.control[h] === enemy) {
      dist[h] = 0;
      queue.push(h);
    }
  for (let k = 0; k < queue.length; k++) {
    const h = queue[k]!;
    for (let d = 0; d < 6; d++) {
      const n = b.neighbor(h, d);
      if (n >= 0 && dist[n]! < 0) {
        dist[n] = (dist[h] ?? 0) + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

/** The friendly hex with the front distance nearest `want` (within [lo, hi]), then nearest `from`. */
function pickHex(
  s: RsState,
  side: Side,
  front: Int32Array,
  from: number,
  lo: number,
  hi: number,
  ok: (h: number) => boolean,
): number | undefined {
  const b = s.world.map.board;
  let best: number | undefined;
  let bestKey = Infinity;
  for (let h = 0; h < b.size; h++) {
    const f = front[h]!;
    if (s.control[h] !== side || f < lo || f > hi) continue;
    const key = f * 1000 + (from >= 0 ? b.distance(from, h) : 0);
    if (key < bestKey && ok(h)) {
      best = h;
      bestKey = key;
    }
  }
  return best;
}

export function adnComputer(v: RsView, kind: 'ai' | 'random', _dice: Dice): ExtChoice[] {
  const a = v.ext.adn;
  const side = v.viewer;
  if (!a || v.combat || v.step.kind !== 'assign' || v.step.side !== side) return [];
  const out: ExtChoice[] = [];
  if (!a.orders[side].given) {
    out.push({ command: { type: 'adn-orders', ...DEFAULT_ORDERS }, note: 'air defence standing orders' });
    return out;
  }
  const defs = v.world.scenario.extended?.air?.units ?? [];
  const b = v.world.map.board;
  let front: Int32Array | undefined;
  const frontOf = () => (front ??= frontDistance(v, side));
  // EWDA units not on station yet.
  for (let i = 0; i < defs.length; i++) {
    const d = defs[i]!;
    if (d.side !== side || d.type !== 'ewda' || !alive(v, i) || a.ewda.some((e) => e.unit === i)) continue;
    const home = homeOf(v, d.base);
    let hex: number | undefined = home?.carrier ? carrierHex(v, d.base) : undefined;
    if (hex === undefined || hex < 0) hex = pickHex(v, side, frontOf(), home?.hex ?? -1, 3, 6, () => true);
    if (hex === undefined) continue;
    const cmd = { type: 'adn-ewda', unit: d.id, hex: b.label(hex) } as const;
    if (!('code' in checkEwda(v, side, d.id, cmd.hex)))
      out.push({ command: cmd, note: `EWDA ${d.name} on station` });
  }
  if (out.length > 0) return out;
  // Jammers (RS-OPT-17) not placed yet.
  if (kind === 'ai')
    for (let i = 0; i < defs.length; i++) {
      const d = defs[i]!;
      if (d.side !== side || d.type !== 'jammer' || !alive(v, i) || a.jammers.some((j) => j.unit === i))
        continue;
      if (v.sp[side] < AI_SP_RESERVE) break;
      const u = airStateOf(v, i)!;
      if (u.base === null || u.hex >= 0 || u.mode === 'offensive') continue;
      const home = homeOf(v, u.base);
      const hex = pickHex(v, side, frontOf(), home?.hex ?? -1, 4, 8, () => true);
      if (hex === undefined) continue;
      const label = b.label(hex);
      if (!('code' in checkJammer(v, side, d.id, label)))
        return [
          { command: { type: 'adn-jammer', unit: d.id, hex: label }, note: `jammer ${d.name} on station` },
        ];
    }
  // CAP: a few fighters in intercept mode (or none yet) over the front.
  if (kind !== 'ai') return out;
  const onCap = a.cap.filter((c) => c.side === side).length;
  if (onCap >= AI_CAP[side] || v.sp[side] < CAP_SP[side] + AI_SP_RESERVE) return out;
  const taken = new Set(a.cap.filter((c) => c.side === side).map((c) => c.hex));
  for (let i = 0; i < defs.length; i++) {
    const d = defs[i]!;
    if (d.side !== side || d.type !== 'fighter' || !alive(v, i) || a.cap.some((c) => c.unit === i)) continue;
    const u = airStateOf(v, i)!;
    if (u.base === null || u.hex >= 0 || u.hits > 0 || u.mode !== 'intercept') continue;
    const home = homeOf(v, u.base);
    if (!home || home.hex < 0 || !home.usable) continue;
    const hex = pickHex(v, side, frontOf(), home.hex, 1, 4, (h) => {
      if (taken.has(h) || b.distance(h, home.hex) > 10) return false;
      return !('code' in checkCap(v, side, d.id, b.label(h)));
    });
    if (hex === undefined) continue;
    out.push({
      command: { type: 'adn-cap', unit: d.id, hex: b.label(hex) },
      note: `CAP ${airDefOf(v, i).name} over ${b.label(hex)}`,
    });
    return out;
  }
  return out;
}
