// The Red Strike A/I's moves and modes. The initiative side drives on the VP hexes it does not hold;
// the reaction side holds its own objectives in good terrain with stacks of 3 RE of assault units
// (a ZOC, RS-ZOC-1) and retakes what it lost. Both weigh the danger a stack would stand in (the
// enemy assault CS within reach against its CS and terrain, ai-eval.ts), keep HQs and support
// behind the assault units, send reserves (RS-GND-20..23) where the front needs them, and on the
// last GT take every VP hex they can reach (RS-MAP-3: entering a hex takes control; RS-VIC-20).

import { reserveHqFor } from './command.js';
import type { RsState } from './model.js';
import { checkRail } from './move.js';
import { railPath } from './preview.js';
import { pathTo, reachable } from './reach.js';
import { otherSide, type Side } from './scenario.js';
import { moveRefusal } from './sequence.js';
import { assaultRe, dangerRatio, stackCs, threatCs, vpHexes, vpOf } from './ai-eval.js';
import type { Choice } from './ai-combat.js';
import { currentCs, isAssault, occupant, onMap, reOf, unitsAt } from './units.js';
import type { RsView } from './view.js';
import { zocOf } from './zoc.js';

/** Knobs of the movement A/I; defaults not from the source (docs/rules-decisions.md RS-D-AI). */
export interface MoveTuning {
  /** Score per VP of a hex the side does not control, for entering it (before the last GT). */
  readonly grab: number;
  /** The same on the last GT, when control at the end is what scores (RS-AMB-42). */
  readonly lastGrab: number;
  /** Score lost per point of danger ratio above `safeRatio`. */
  readonly danger: number;
  readonly safeRatio: number;
  /** Hexes within which enemy assault units count as a threat. */
  readonly threatRadius: number;
  /** A side is on the offensive when its assault CS on the map is at least this times the enemy's. */
  readonly offensiveRatio: number;
  /** How much better than the best move on foot a rail move's end must score (it uses capacity). */
  readonly railMargin: number;
}

/** Assault CS of a side on the map. */
function sideCs(v: RsState, side: Side): number {
  let cs = 0;
  v.units.forEach((u, i) => {
    const d = v.world.units[i]!;
    if (d.side === side && onMap(u) && isAssault(d)) cs += currentCs(d, u);
  });
  return cs;
}
export const DEFAULT_MOVE_TUNING: MoveTuning = {
  grab: 2,
  lastGrab: 12,
  danger: 1.5,
  safeRatio: 1.5,
  threatRadius: 2,
  offensiveRatio: 1.15,
  railMargin: 2,
};

function nearest(v: RsState, from: number, targets: readonly number[]): number {
  return targets.reduce((m, t) => Math.min(m, v.world.map.board.distance(from, t)), 99);
}

interface Ctx {
  readonly side: Side;
  readonly attacker: boolean;
  readonly lastTurn: boolean;
  readonly enemies: number[];
  readonly own: number[];
  readonly t: MoveTuning;
}

/** How much the side likes `unit` ending its move in `hex`, toward `goals`. */
function scoreHex(v: RsState, x: Ctx, unit: number, hex: number, goals: readonly number[]): number {
  const w = v.world;
  const d = w.units[unit]!;
  const re =
    reOf(
      v,
      unitsAt(v, hex, x.side).filter((i) => i !== unit),
    ) + d.reSize;
  if (re > 6) return -1e9;
  const tc = w.tables.tec.terrain[w.map.terrain[hex]!].combat;
  const terrain = tc.kind === 'multiply' ? 2 : tc.kind === 'shift' ? tc.columns : 0;
  const dGoal = nearest(v, hex, goals);
  const dEnemy = nearest(v, hex, x.enemies);
  // RS-MAP-3: entering a hex the side does not control takes it; its VP count at the end.
  const swing = v.control[hex] !== x.side ? vpOf(v, hex) : 0;
  const cs = stackCs(v, x.side, hex, [unit]);
  const ratio = dangerRatio(v, x.side, hex, cs, x.t.threatRadius);
  const danger = Math.max(0, ratio - x.t.safeRatio) * x.t.danger;
  if (x.lastTurn && swing > 0) return 100 + swing * x.t.lastGrab - dEnemy * 0.1;
  // HQs and support keep behind their own assault units, within reach of them, out of the enemy's.
  if (d.class === 'hq' || d.class === 'support') {
    const dOwn = nearest(v, hex, x.own);
    return (
      -2 * Math.max(0, dOwn - 1) - (dEnemy <= 1 ? 8 : dEnemy === 2 ? 4 : dEnemy === 3 ? 1 : 0) - dGoal * 0.25
    );
  }
  const grab = swing * x.t.grab * (ratio < x.t.safeRatio * 2 ? 1 : 0.3);
  if (x.attacker)
    return (
      -3 * dGoal -
      (dEnemy === 1 ? 0 : dEnemy) +
      terrain * 0.5 +
      (v.control[hex] === x.side ? 0 : 1) +
      grab -
      danger * 0.5
    );
  // The defender holds its objectives in good terrain, in stacks of 3 RE of assault units (a ZOC,
  // RS-ZOC-1), and does not stand next to the enemy outside an objective.
  const aRe = assaultRe(v, x.side, hex, isAssault(d) ? [unit] : [], isAssault(d) ? -1 : unit);
  const onGoal = dGoal === 0;
  return (
    -2 * dGoal +
    (onGoal ? 4 + vpOf(v, hex) * 0.5 : 0) +
    terrain * 1.5 +
    (aRe >= 3 ? 3 : 0) -
    (dEnemy <= 1 && !onGoal ? 2 : 0) +
    grab -
    danger
  );
}

/**
 * CS a side wants in one of its VP hexes: enough that the enemy assault CS within 3 hexes, with HA
 * against HD and the hex's terrain, stays under `safeRatio` (ai-eval.ts dangerRatio); one unit
 * when the enemy is within 5 hexes at all.
 */
function garrisonNeed(v: RsState, side: Side, hex: number, t: MoveTuning): number {
  const w = v.world;
  const tc = w.tables.tec.terrain[w.map.terrain[hex]!].combat;
  const factor = tc.kind === 'multiply' ? tc.factor : 1;
  const shift = tc.kind === 'shift' ? tc.columns : 0;
  const enemy = threatCs(v, otherSide(side), hex, 3) * 2;
  const need = enemy / factor / 2 ** (1 + shift) / t.safeRatio;
  return Math.max(need, threatCs(v, otherSide(side), hex, 5) > 0 ? 1 : 0);
}

/** One move per unit that can still move and would rather be elsewhere, best first. */
export function moveChoices(v: RsView, t: MoveTuning = DEFAULT_MOVE_TUNING): Choice[] {
  const w = v.world;
  const side = v.viewer;
  const enemy = otherSide(side);
  const enemies = v.units
    .map((u, i) => (onMap(u) && w.units[i]!.side !== side && isAssault(w.units[i]!) ? u.loc : -1))
    .filter((l) => l >= 0);
  const vps = vpHexes(v).map((x) => x.hex);
  // The posture follows strength on the map, not the initiative: the side with more assault CS
  // drives on the enemy's VP hexes with what its garrisons do not need.
  const attacker = sideCs(v, side) >= sideCs(v, enemy) * t.offensiveRatio;
  const held = vps.filter((h) => w.map.territory[h] === side && v.control[h] === side);
  const lost = vps.filter(
    (h) => w.map.territory[h] === side && v.control[h] !== side && occupant(v, h) === null,
  );
  const enemyGoals = vps.filter((h) => w.map.territory[h] !== side && v.control[h] !== side);
  const cover = (g: number, except = -1) =>
    unitsAt(v, g, side)
      .filter((i) => i !== except && isAssault(w.units[i]!))
      .reduce((a, i) => a + currentCs(w.units[i]!, v.units[i]!), 0);
  const need = new Map(held.map((g) => [g, garrisonNeed(v, side, g, t)]));
  const deficits = held.filter((g) => cover(g) < need.get(g)! || assaultRe(v, side, g) < 3);
  const targetsFor = (): number[] => {
    const base = [...deficits, ...lost];
    const pool = attacker ? [...base, ...enemyGoals] : base;
    if (pool.length > 0) return pool;
    return attacker ? (enemyGoals.length > 0 ? enemyGoals : enemies) : held.length > 0 ? held : enemies;
  };
  const own = (except: number) =>
    v.units
      .map((u, i) =>
        onMap(u) && i !== except && w.units[i]!.side === side && isAssault(w.units[i]!) ? u.loc : -1,
      )
      .filter((l) => l >= 0);
  const lastTurn = v.turn >= w.scenario.turns;
  const out: { choice: Choice; gain: number }[] = [];
  v.units.forEach((u, i) => {
    if (!onMap(u) || w.units[i]!.side !== side || moveRefusal(v, i) !== null) return;
    if (u.movedIn !== null && u.mpLeft <= 0) return;
    if (u.railStage > 0) return;
    const reach = reachable(v, i);
    const x: Ctx = { side, attacker, lastTurn, enemies, own: own(i), t };
    const targets = targetsFor();
    // A garrison its VP hex needs (RS-ZOC-1: 3 RE; enough CS against the threat) holds it.
    const needed = need.get(u.loc);
    const holding =
      isAssault(w.units[i]!) &&
      needed !== undefined &&
      (cover(u.loc, i) < needed || assaultRe(v, side, u.loc, [], i) < 3);
    const stay = scoreHex(v, x, i, u.loc, targets) + (holding ? 6 + vpOf(v, u.loc) : 0.25);
    let best = u.loc;
    let bestScore = stay;
    for (const hex of reach.keys()) {
      if (hex === u.loc) continue;
      const sc = scoreHex(v, x, i, hex, targets);
      if (sc > bestScore) {
        bestScore = sc;
        best = hex;
      }
    }
    // RS-MOV-10..13: by rail when a train takes the unit somewhere clearly better than its feet do
    // (a whole move: the unit spends no MP after it, RS-MOV-12).
    const rail = railChoice(v, x, i, targets, bestScore + t.railMargin, (h) => scoreHex(v, x, i, h, targets));
    if (rail) {
      out.push({ choice: rail.choice, gain: rail.score - stay });
      return;
    }
    if (best === u.loc) return;
    const path = pathTo(reach, best).map((h) => w.map.board.label(h));
    out.push({
      choice: {
        command: { type: 'move', units: [w.units[i]!.id], path },
        note: `${w.units[i]!.name} to ${path[path.length - 1]} (${(bestScore - stay).toFixed(1)})`,
      },
      gain: bestScore - stay,
    });
  });
  return out.sort((a, b) => b.gain - a.gain).map((x) => x.choice);
}

/** The best rail move of a unit that scores above `floor`, or null (RS-MOV-10..13, checked with checkRail). */
function railChoice(
  v: RsView,
  x: Ctx,
  unit: number,
  targets: readonly number[],
  floor: number,
  score: (hex: number) => number,
): { choice: Choice; score: number } | null {
  const w = v.world;
  const u = v.units[unit]!;
  const d = w.units[unit]!;
  if (u.movedIn !== null || !w.map.railHex[u.loc] || targets.length === 0) return null;
  if (v.railUsed[x.side] + d.reSize > w.scenario.railCapacity[x.side]) return null;
  let best: { path: string[]; score: number } | null = null;
  for (let h = 0; h < w.map.board.size; h++) {
    if (h === u.loc || !w.map.railHex[h]) continue;
    const sc = score(h);
    if (sc <= floor || (best && sc <= best.score)) continue;
    const path = railPath(v, u.loc, h, x.side);
    if ('code' in path) continue;
    const labels = path.map((p) => w.map.board.label(p));
    if ('code' in checkRail(v, x.side, [d.id], labels)) continue;
    best = { path: labels, score: sc };
  }
  if (!best) return null;
  return {
    choice: {
      command: { type: 'rail', units: [d.id], path: best.path },
      note: `${d.name} by rail to ${best.path[best.path.length - 1]}`,
    },
    score: best.score,
  };
}

/**
 * Units out of contact go into reserve (RS-GND-20..22) so they move in the later stages, where the
 * front needs them; one order at a time so capacity is judged afresh. The reaction side's reserves
 * move in its first segment (RS-SEQ-6), before the enemy's combat phase: they are its fire brigade.
 */
export function reserveChoices(v: RsView): Choice[] {
  const w = v.world;
  const side = v.viewer;
  const ezoc = zocOf(v, otherSide(side));
  const enemies = v.units
    .map((u, i) => (onMap(u) && w.units[i]!.side !== side && isAssault(w.units[i]!) ? u.loc : -1))
    .filter((l) => l >= 0);
  const cands: { i: number; score: number }[] = [];
  v.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (!onMap(u) || d.side !== side || u.mode === 'reserve' || ezoc[u.loc] || !isAssault(d)) return;
    // A lone holder of a VP hex stays in the line.
    if (vpOf(v, u.loc) > 0 && unitsAt(v, u.loc, side).filter((j) => isAssault(w.units[j]!)).length === 1)
      return;
    if (typeof reserveHqFor(v, i) !== 'number') return;
    // The strongest units farthest from the enemy first: they have the most to gain from moving later.
    cands.push({ i, score: d.cs + nearest(v, u.loc, enemies) });
  });
  cands.sort((a, b) => b.score - a.score);
  return cands.slice(0, 1).map(({ i }) => ({
    command: { type: 'mode', unit: w.units[i]!.id, mode: 'reserve' },
    note: `${w.units[i]!.name} to reserve`,
  }));
}
