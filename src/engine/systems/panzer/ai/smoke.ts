// The computer opponent's smoke (PB-FIRE-46): before its moves, a side with smoke shots left lays
// one screen where it hides most of its units from the enemy that can fire at them, so that they
// advance or fall back behind it. From the view (design invariant 3): the pairs are own units and
// spotted enemy units in range of them with a clear sight line; a candidate is the middle hex of
// such a line (never either end: PB-FIRE-46 item 3, units in smoke see and are seen); a screen
// scores the enemy men-equivalents it cuts off, summed over the pairs it blocks. One screen a turn,
// only when it blocks at least two pairs or an armoured enemy (smoke is scarce). Whether an own
// unit may fire it there (range, MP, a still spotter) is asked of `legal`, which the driver answers
// with the rules' smokeRefusal: it reads only the side's own units and the smoke both sides see.

import type { Command } from '../commands.js';
import type { SideView } from '../view.js';
import { lineOfSight } from '../rules/los.js';
import { clearOfSmoke } from '../rules/smoke-sight.js';

interface Pair {
  readonly own: number;
  readonly enemy: number;
  readonly weight: number;
  readonly armour: boolean;
}

/** The smoke the side should lay now, or null. `legal(unit, loc)`: may own unit `unit` smoke `loc`. */
export function nextSmoke(view: SideView, legal: (unit: number, loc: number) => boolean): Command | null {
  if ((view.smokeShotsLeft ?? 0) <= 0 || view.activeSide !== view.side) return null;
  const { map } = view;
  const board = map.board;
  const smoke = map.smoke ?? new Set<number>();
  const sees = (a: number, b: number, extra = -1) =>
    lineOfSight(map, a, b, view.condition) && clearOfSmoke(map, (l) => l === extra || smoke.has(l), a, b);

  const pairs: Pair[] = [];
  const own = view.own.filter((u) => u.state.status === 'active' && u.state.loc >= 0);
  for (const e of view.enemies) {
    const reach = Math.max(e.ratings.hard.range, e.ratings.soft.range);
    const strength = e.strength ?? 10 ** e.magnitude / 2; // under fog, the middle of X / XX / XXX
    const weight = e.component === 'men' ? strength : strength * 10; // PB-GEN-01 men-equivalents
    for (const u of own) {
      const d = board.distance(e.loc, u.state.loc);
      if (d < 2 || d > reach || !sees(e.loc, u.state.loc)) continue;
      pairs.push({ own: u.state.loc, enemy: e.loc, weight, armour: e.hardTarget });
    }
  }
  if (pairs.length === 0) return null;

  const candidates = new Set<number>();
  for (const p of pairs) {
    const line = board.line(p.enemy, p.own);
    const mid = line[Math.floor(line.length / 2)];
    if (mid !== undefined && mid >= 0 && mid !== p.enemy && mid !== p.own && !smoke.has(mid))
      candidates.add(mid);
  }
  let best: { loc: number; score: number } | null = null;
  for (const loc of [...candidates].sort((a, b) => a - b)) {
    const blocked = pairs.filter((p) => !sees(p.enemy, p.own, loc));
    if (blocked.length < 2 && !blocked.some((p) => p.armour)) continue;
    const score = blocked.reduce((s, p) => s + p.weight, 0);
    if (!best || score > best.score) best = { loc, score };
  }
  if (!best) return null;
  // Mortars first (their shot costs less, PB-FIRE-03), then the rest, in list order.
  const firers = view.own
    .filter((u) => u.def.flags.indirect && u.state.status === 'active' && u.state.loc >= 0)
    .sort((a, b) => Number(b.def.type === 'mortar') - Number(a.def.type === 'mortar') || a.index - b.index);
  const firer = firers.find((u) => legal(u.index, best.loc));
  return firer ? { type: 'smoke', unit: firer.def.id, hex: board.label(best.loc) } : null;
}
