// What the Red Strike A/I weighs (players.ts `ai`): the VP a hex is worth to a side, the expected
// result of a combat read off the CRT over the ten d10 faces (RS-GCB-30..36) with each side's
// formation, and the danger a stack stands in from the enemy assault units near it. Pure functions
// of a view: the A/I decides from what its side may know (design invariant 3).

import { oddsColumns, type OddsColumn } from './data/schema.js';
import {
  attackerStacks,
  crtHits,
  crtRow,
  deliberateRefusal,
  DEFAULT_COMBAT_RULES,
  prepareCombat,
} from './combat.js';
import type { CombatState, Formation, RsState } from './model.js';
import { otherSide, type Side } from './scenario.js';
import { FORMATION_COST, isOos } from './supply.js';
import { currentCs, hitsToKill, isAssault, onMap, reOf, unitsAt } from './units.js';

/** Index of an odds column on the 1-4..10-1 scale. */
export const col = (c: OddsColumn | string): number => oddsColumns.indexOf(c as OddsColumn);

/**
 * VP a hex is worth at the end (RS-VIC-20, scenario objectives): the objective's VP, a port 10, a
 * city 1; 0 elsewhere. The side that does not control it gains that swing by taking it.
 */
export function vpOf(s: RsState, hex: number): number {
  const w = s.world;
  const terr = w.map.territory[hex];
  if (terr !== 'nato' && terr !== 'wp') return 0;
  const o = w.scenario.victory.objectives.find((x) => w.map.board.parse(x.hex) === hex);
  if (o) return o.vp;
  if (w.map.ports.has(hex)) return 10;
  if (w.map.cities.has(hex)) return 1;
  return 0;
}

/** Hexes worth VP, with their value. */
export function vpHexes(s: RsState): { hex: number; vp: number }[] {
  const out: { hex: number; vp: number }[] = [];
  for (let h = 0; h < s.world.map.board.size; h++) {
    const vp = vpOf(s, h);
    if (vp > 0) out.push({ hex: h, vp });
  }
  return out;
}

export interface CombatEstimate {
  /** Final odds column index (RS-GCB-32). */
  readonly column: number;
  /** Mean hits on the attacker and on the defender over the ten faces (RS-GCB-35). */
  readonly attackerHits: number;
  readonly defenderHits: number;
  /** Chance the defender leaves the hex (retreat result outside DD, or elimination). */
  readonly take: number;
  /** Chance the attacker retreats. */
  readonly repulse: number;
  /** SP the formations cost. */
  readonly spAttacker: number;
  readonly spDefender: number;
}

/**
 * The expected result of a combat with the given formations (every attacking stack in `attack`),
 * read from the rules' own preparation (odds, shifts, DRMs, overstack) and the CRT rows.
 */
export function estimateCombat(
  s: RsState,
  c: Pick<CombatState, 'attacker' | 'attackers' | 'defenders' | 'defenderHex' | 'flags'>,
  attack: Formation,
  defend: Formation,
): CombatEstimate {
  const w = s.world;
  const stacks = attackerStacks(s, { ...c, id: 0, phase: 'attack' });
  const f: Record<number, Formation> = {};
  for (const loc of stacks.keys()) f[loc] = attack;
  const prep = prepareCombat(s, c, { attacker: f, defender: defend }, DEFAULT_COMBAT_RULES, false);
  const defenders = c.defenders.filter((i) => onMap(s.units[i]!));
  const kill = defenders.reduce((a, i) => a + hitsToKill(w.units[i]!, s.units[i]!), 0);
  const dd = prep.formations.defender === 'DD';
  let aH = 0;
  let dH = 0;
  let take = 0;
  let repulse = 0;
  for (let roll = 1; roll <= 10; roll++) {
    const row = crtRow(w.tables.crt.rows, roll + prep.odds.drm);
    const h = crtHits(row, prep.attackerRe, prep.defenderRe);
    const dHits = h.defender + (row.defender.retreat && dd ? 1 : 0);
    aH += h.attacker + (row.attacker.retreat ? 0.5 : 0);
    dH += dHits + (row.defender.retreat && !dd ? 0.5 : 0);
    if ((row.defender.retreat && !dd) || dHits >= kill) take += 1;
    if (row.attacker.retreat) repulse += 1;
  }
  return {
    column: col(prep.odds.final),
    attackerHits: aH / 10,
    defenderHits: dH / 10,
    take: take / 10,
    repulse: repulse / 10,
    spAttacker: prep.spPaid[c.attacker],
    spDefender: prep.spPaid[otherSide(c.attacker)],
  };
}

/** The formations a side can pay for and take here (RS-GCB-20, RS-GCB-21, RS-GND-31, RS-SUP-43). */
export function affordable(
  s: RsState,
  side: Side,
  units: readonly number[],
  role: 'attack' | 'defend',
  keep: number,
): Formation[] {
  const out: Formation[] = ['AC'];
  if (s.spDry[side]) return out;
  if (role === 'defend' && units.some((i) => isOos(s.units[i]!.supply))) return out;
  const pool = s.sp[side] - keep;
  const n = units.length;
  const [hasty, deliberate] = role === 'attack' ? (['HA', 'DA'] as const) : (['HD', 'DD'] as const);
  if (pool >= FORMATION_COST[hasty] * n) out.push(hasty);
  if (pool >= FORMATION_COST[deliberate] * n && deliberateRefusal(s, units) === null) out.push(deliberate);
  return out;
}

/**
 * How many hits one VP is worth to the A/I: little before the last GT (the hex may change hands
 * again), much in it (control at its end is what scores, RS-AMB-42). Not from the source.
 */
export function vpWeight(s: RsState): number {
  return s.turn >= s.world.scenario.turns ? 2 : 0.5;
}

/**
 * How good a combat is for the attacker: hits dealt minus hits taken, the hex taken (worth its VP
 * swing plus a hit), minus the SP spent at `spWeight` a point. Not from the source: the A/I's own
 * yardstick.
 */
export function attackValue(s: RsState, e: CombatEstimate, hex: number, spWeight: number): number {
  return (
    e.defenderHits -
    e.attackerHits +
    e.take * (1 + vpOf(s, hex) * vpWeight(s)) -
    e.repulse * 0.5 -
    e.spAttacker * spWeight
  );
}

/** Assault CS of `side` that could reach next to `hex` soon: units within `radius` hexes. */
export function threatCs(s: RsState, side: Side, hex: number, radius: number): number {
  const w = s.world;
  let cs = 0;
  s.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (d.side !== side || !onMap(u) || !isAssault(d) || isOos(u.supply)) return;
    if (w.map.board.distance(u.loc, hex) <= radius) cs += currentCs(d, u);
  });
  return cs;
}

/** CS of `side`'s units in `hex` plus `extra` units about to join (assault units and HQs defend, RS-GCB-30). */
export function stackCs(s: RsState, side: Side, hex: number, extra: readonly number[] = []): number {
  const w = s.world;
  const units = [...new Set([...unitsAt(s, hex, side), ...extra])];
  return units.reduce((a, i) => {
    const d = w.units[i]!;
    return a + (d.class === 'support' || d.class === 'lrmu' ? 0 : currentCs(d, s.units[i]!));
  }, 0);
}

/** Assault RE of `side` in `hex`, with `extra` units joining and `except` leaving. */
export function assaultRe(
  s: RsState,
  side: Side,
  hex: number,
  extra: readonly number[] = [],
  except = -1,
): number {
  const w = s.world;
  const units = [...new Set([...unitsAt(s, hex, side), ...extra])].filter(
    (i) => i !== except && isAssault(w.units[i]!),
  );
  return reOf(s, units);
}

/**
 * The danger to a stack of `cs` in `hex` from the enemy within reach: the odds ratio the enemy would
 * get with HA (x2) against a hasty defence, the terrain's multiplier counted. Above ~3 the stack
 * stands to be broken.
 */
export function dangerRatio(s: RsState, side: Side, hex: number, cs: number, radius: number): number {
  const w = s.world;
  const t = w.tables.tec.terrain[w.map.terrain[hex]!].combat;
  const factor = t.kind === 'multiply' ? t.factor : 1;
  const shift = t.kind === 'shift' ? t.columns : 0;
  const enemy = threatCs(s, otherSide(side), hex, radius) * 2;
  if (enemy === 0) return 0;
  // HD's column and each terrain column read as a halving of the ratio.
  return enemy / Math.max(0.5, cs * factor) / 2 ** (1 + shift);
}
