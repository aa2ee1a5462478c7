// Victory (RS-VIC-1..3 — of the VP sources only the land game's are scored —, RS-VIC-10, RS-VIC-11, RS-VIC-20, RS-AMB-42). The land game scores Ruhr
// hexes, the Rhine bridgehead, the scenario's objectives and the cities and ports each side holds
// of the other's territory; VP are totalled at the end of the last GT (RS-AMB-42) and the margin
// reads the scenario's victory levels (RS-VIC-2).

import type { Outcome } from '../../core/system.js';
import type { RsEvent, RsState } from './model.js';
import { sideName, type Side } from './scenario.js';
import { onMap } from './units.js';
import { extVictoryPoints } from './ext/registry.js';

export function victoryPoints(s: RsState): Record<Side, number> {
  const w = s.world;
  const vp: Record<Side, number> = { nato: 0, wp: 0 };
  // RS-VIC-10: 26 VP for all 8 Ruhr hexes, else 3 per WP-controlled Ruhr hex.
  const ruhrHeld = w.map.ruhr.filter((h) => s.control[h] === 'wp').length;
  vp.wp += w.map.ruhr.length === 8 && ruhrHeld === 8 ? 26 : 3 * ruhrHeld;
  // RS-VIC-11 / RS-AMB-42: 6 VP to the WP with at least 12 RE west of the Rhine.
  let west = 0;
  s.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (d.side === 'wp' && onMap(u) && w.map.rhineWest.has(u.loc)) west += d.reSize;
  });
  if (w.map.rhineWest.size > 0 && west >= 12) vp.wp += 6;
  // RS-VIC-20: ports 10, cities 1, to the side controlling them in the other's territory.
  const take = (hex: number, value: number) => {
    const owner = w.map.territory[hex];
    const holder = s.control[hex];
    if (holder && (owner === 'nato' || owner === 'wp') && holder !== owner) vp[holder] += value;
  };
  // A hex the scenario values as an objective scores only that value (no double counting, RS-AMB-42).
  const valued = new Set(w.scenario.victory.objectives.map((o) => w.map.board.parse(o.hex)!));
  for (const hex of w.map.ports.keys()) if (!valued.has(hex)) take(hex, 10);
  for (const hex of w.map.cities.keys()) if (!w.map.ports.has(hex) && !valued.has(hex)) take(hex, 1);
  // The scenario's own objectives: VP to the side holding one its owner lost, or (scoring 'held',
  // a scenario's hold-the-line objective) to the owner still holding it.
  for (const o of w.scenario.victory.objectives) {
    const hex = w.map.board.parse(o.hex)!;
    const holder = s.control[hex];
    if (o.scoring === 'held') {
      if (holder === o.owner) vp[o.owner] += o.vp;
    } else if (holder && holder !== o.owner) vp[holder] += o.vp;
  }
  // The extended game's VP (RS-VIC-13..20: world opinion, DEFCON, mines, convoys...).
  const ext = extVictoryPoints(s);
  vp.nato += ext.nato;
  vp.wp += ext.wp;
  return vp;
}

export function outcomeOf(s: RsState, vp: Record<Side, number>, reason: string): Outcome {
  const lv = s.world.scenario.victory.levels;
  const diff = vp.nato - vp.wp;
  const winner: Side | null = diff > 0 ? 'nato' : diff < 0 ? 'wp' : null;
  const margin = Math.abs(diff);
  const level =
    margin >= lv.strategic
      ? 'strategic'
      : margin >= lv.tactical
        ? 'tactical'
        : margin >= lv.marginal
          ? 'marginal'
          : null;
  const title = winner && level ? `${sideName(winner)} ${level} victory` : 'Draw';
  return { winner: level ? winner : null, title, turn: s.turn, reason, score: vp };
}

/** RS-SEQ-11 #1-2: at the end of the last GT, the outcome; sets s.result. */
export function endOfTurnVictory(s: RsState): RsEvent | null {
  if (s.turn < s.world.scenario.turns) return null;
  const vp = victoryPoints(s);
  const outcome = outcomeOf(s, vp, 'last turn played');
  s.result = outcome;
  return { type: 'victory', vp, outcome };
}
