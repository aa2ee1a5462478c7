// Retreats (RS-GCB-50..52, RS-ZOC-5, RS-MAP-4, RS-GND-2, RS-MOV-30). The owner's choice of hex is
// replaced by a fixed preference (decision RS-D-RETREAT, not from the source): a hex that costs no
// hit, then one that keeps the stack at 6 RE or less, then the one farthest from the enemy hex,
// then the lowest hex number.

import type { RsEvent, RsState } from './model.js';
import { otherSide, type Side } from './scenario.js';
import { distributeHits } from './hits.js';
import { armourClass, hitsToKill, isAssault, occupant, onMap, reOf, unitsAt } from './units.js';
import { zocOf } from './zoc.js';

export interface RetreatSpec {
  readonly side: Side;
  /** The retreating units (one stack). */
  readonly units: readonly number[];
  readonly from: number;
  /** Hexes: 1 or 2 (RS-GCB-53: at most 2 in total). */
  readonly hexes: number;
  /** Defenders may not end adjacent to these (attacking hexes, RS-GCB-51). */
  readonly avoidAdjacent: readonly number[];
  /** Attackers may not end in or adjacent to this hex (the battle hex, RS-GCB-51). */
  readonly battleHex?: number;
}

export interface RetreatResult {
  readonly path: number[];
  readonly hits: number;
}

function enterable(s: RsState, units: readonly number[], from: number, to: number): boolean {
  const w = s.world;
  const tec = w.tables.tec;
  const b = w.map.board;
  const hs = w.map.hexside[b.edgeBetween(from, to)];
  if (hs && tec.hexsides[hs].mp === 'P') return false;
  const t = tec.terrain[w.map.terrain[to]!];
  return units.every((i) => (armourClass(w.units[i]!) ? t.mp.armour : t.mp.infantry) !== 'P');
}

/** Moves a stack back (changes `s`), taking the hits the retreat costs; it does not use the unit's move (RS-MOV-8). */
export function retreat(s: RsState, spec: RetreatSpec, events: RsEvent[]): RetreatResult {
  const w = s.world;
  const b = w.map.board;
  const enemy = otherSide(spec.side);
  const ezoc = zocOf(s, enemy);
  const interdicted = new Set(s.interdicted);
  // RS-GND-2: support units not stacked with an assault unit cannot retreat and are eliminated.
  let group = spec.units.filter((i) => onMap(s.units[i]!));
  if (!group.some((i) => isAssault(w.units[i]!))) {
    const lone = group.filter((i) => w.units[i]!.class === 'support' || w.units[i]!.class === 'lrmu');
    for (const i of lone) {
      s.units[i]!.eliminated = true;
      s.units[i]!.loc = -1;
      events.push({ type: 'hit', unit: i, flipped: false, eliminated: true });
    }
    group = group.filter((i) => !lone.includes(i));
  }
  const path: number[] = [];
  let hits = 0;
  let at = spec.from;
  for (let step = 0; step < spec.hexes && group.length > 0; step++) {
    const last = step === spec.hexes - 1;
    let neutral = false;
    const options: { loc: number; key: number[] }[] = [];
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(at, dir);
      if (n < 0) continue; // RS-GCB-52: retreating off the map eliminates; only when nothing else is left.
      if (w.map.territory[n] === 'neutral') {
        neutral = true;
        continue;
      }
      if (n === spec.from || path.includes(n)) continue;
      if (occupant(s, n) === enemy) continue;
      if (!enterable(s, group, at, n)) continue;
      const adjAttacker = spec.avoidAdjacent.some((a) => b.distance(a, n) <= 1);
      const nearBattle = spec.battleHex !== undefined && b.distance(spec.battleHex, n) <= 1;
      const costly =
        (ezoc[n] ? 1 : 0) + (last && (adjAttacker || nearBattle) ? 1 : 0) + (interdicted.has(n) ? 1 : 0);
      const over = reOf(s, unitsAt(s, n, spec.side)) + reOf(s, group) > 6 ? 1 : 0;
      const away =
        spec.avoidAdjacent.length > 0 ? -Math.min(...spec.avoidAdjacent.map((a) => b.distance(a, n))) : 0;
      options.push({ loc: n, key: [costly, over, away, n] });
    }
    if (options.length === 0) {
      // RS-GCB-52 / RS-MAP-4: no legal retreat: eliminated (interned when a neutral hex was the way out).
      for (const i of group) {
        s.units[i]!.eliminated = true;
        s.units[i]!.loc = -1;
        events.push({
          type: 'hit',
          unit: i,
          flipped: false,
          eliminated: true,
          ...(neutral ? { interned: true } : {}),
        });
      }
      group = [];
      break;
    }
    options.sort((x, y) => {
      for (let k = 0; k < x.key.length; k++) if (x.key[k] !== y.key[k]) return x.key[k]! - y.key[k]!;
      return 0;
    });
    const to = options[0]!.loc;
    for (const i of group) s.units[i]!.loc = to;
    path.push(to);
    at = to;
    // RS-ZOC-5: 1 hit per EZOC hex for the stack.
    if (ezoc[to]) hits += distributeHits(s, group, 1, true, events);
    // RS-GCB-51: a defender ending next to an attacker (or an attacker next to the battle hex) takes 1 hit.
    if (
      last &&
      (spec.avoidAdjacent.some((a) => b.distance(a, to) <= 1) ||
        (spec.battleHex !== undefined && b.distance(spec.battleHex, to) <= 1))
    )
      hits += distributeHits(s, group, 1, true, events);
    // RS-MOV-30 / RS-GCB-52: 1 hit entering an interdicted hex, unless it would eliminate; the marker goes.
    if (interdicted.has(to)) {
      const survivors = group.filter(
        (i) => isAssault(w.units[i]!) && hitsToKill(w.units[i]!, s.units[i]!) > 1,
      );
      if (survivors.length > 0) hits += distributeHits(s, survivors, 1, true, events);
      s.interdicted = s.interdicted.filter((h) => h !== to);
    }
    group = group.filter((i) => onMap(s.units[i]!));
    // Hex control (RS-MAP-3) follows the retreating units into enemy-controlled hexes.
    if (group.length > 0 && s.control[to] === enemy) {
      s.control[to] = spec.side;
      events.push({ type: 'control', hex: to, side: spec.side });
    }
  }
  if (path.length > 0) events.push({ type: 'retreat', units: spec.units, path });
  return { path, hits };
}
