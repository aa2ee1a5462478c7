// The Red Strike A/I in combat: which hex to attack and with whom (only at good expected odds,
// RS-GCB-1..6), which formation each side pays for (a minimax over the formations both can
// afford, RS-GCB-20..21 — the defender chooses first and never sees the attacker's choice), when a
// defender tries a tactical withdrawal instead of standing (RS-GCB-10..13), and the advance
// (RS-GCB-60). Every choice is checked with the rules' own checks on the side's view.

import {
  attackerStacks,
  checkAdvance,
  checkDeclaration,
  checkFormation,
  checkWithdrawal,
  withdrawalRange,
} from './combat.js';
import { affordable, attackValue, estimateCombat, stackCs, threatCs, vpOf, vpWeight } from './ai-eval.js';
import type { CombatState, Formation, RsCommand } from './model.js';
import { otherSide } from './scenario.js';
import { attackRefusal } from './sequence.js';
import { isOos } from './supply.js';
import { armourClass, isAssault, occupant, onMap, reOf, unitsAt } from './units.js';
import type { RsView } from './view.js';

export interface Choice {
  readonly command: RsCommand;
  readonly note: string;
}

/** Knobs of the combat A/I; defaults not from the source (docs/rules-decisions.md RS-D-AI). */
export interface CombatTuning {
  /** Least attackValue (hits dealt minus taken, hex taken, SP) for which the A/I attacks. */
  readonly minValue: number;
  /** Worth of one SP in hits. */
  readonly spWeight: number;
  /** SP kept back in the pool, not spent on formations. */
  readonly keep: number;
}
export const DEFAULT_COMBAT_TUNING: CombatTuning = { minValue: 0.6, spWeight: 0.05, keep: 6 };

type Pending = Pick<CombatState, 'attacker' | 'attackers' | 'defenders' | 'defenderHex' | 'flags'>;

/**
 * The attacker's best formation against the defender's best reply, and its value (minimax, the
 * defender choosing the reply worst for the attacker among those it can pay for).
 */
export function bestAttack(
  v: RsView,
  c: Pending,
  t: CombatTuning,
): { formation: Formation; value: number; column: number } {
  const side = c.attacker;
  const stacks = attackerStacks(v, { ...c, id: 0, phase: 'attack' });
  const all = [...stacks.values()];
  const units = all.flat();
  let forms = affordable(v, side, units, 'attack', t.keep);
  // DA only when every stack may take it (RS-GND-31, RS-STK-3).
  if (forms.includes('DA') && !all.every((st) => affordable(v, side, st, 'attack', -1e9).includes('DA')))
    forms = forms.filter((f) => f !== 'DA');
  const defenders = c.defenders.filter((i) => onMap(v.units[i]!));
  const replies = affordable(v, otherSide(side), defenders, 'defend', 0);
  let best = { formation: 'AC' as Formation, value: -1e9, column: 0 };
  for (const f of forms) {
    let worst = 1e9;
    let column = 99;
    for (const r of replies) {
      const e = estimateCombat(v, c, f, r);
      const val = attackValue(v, e, c.defenderHex, t.spWeight);
      if (val < worst) {
        worst = val;
        column = e.column;
      }
    }
    if (worst > best.value) best = { formation: f, value: worst, column };
  }
  return best;
}

/** The defender's best formation against the attacker's best reply (it chooses first, RS-GCB-20). */
export function bestDefence(v: RsView, c: Pending, t: CombatTuning): { formation: Formation; value: number } {
  const side = otherSide(c.attacker);
  const defenders = c.defenders.filter((i) => onMap(v.units[i]!));
  const forms = affordable(v, side, defenders, 'defend', t.keep);
  const stacks = [...attackerStacks(v, { ...c, id: 0, phase: 'attack' }).values()];
  const replies = affordable(v, c.attacker, stacks.flat(), 'attack', 0).filter(
    (f) => f !== 'DA' || stacks.every((st) => affordable(v, c.attacker, st, 'attack', -1e9).includes('DA')),
  );
  let best = { formation: 'AC' as Formation, value: -1e9 };
  for (const f of forms) {
    let worst = 1e9;
    for (const r of replies) {
      const e = estimateCombat(v, c, r, f);
      const val = -attackValue(v, e, c.defenderHex, 0) - e.spDefender * t.spWeight;
      worst = Math.min(worst, val);
    }
    if (worst > best.value) best = { formation: f, value: worst };
  }
  return best;
}

/** An attack the rules would accept now: the enemy hex, its attackers and the combat it starts. */
export interface DeclarableAttack {
  readonly hex: number;
  readonly attackers: readonly number[];
  readonly combat: Pending;
}

/**
 * Every attack the side may declare in this combat phase (RS-GCB-1..4): each enemy hex next to
 * its supplied assault units that may still fight this stage, with all of them as attackers,
 * checked by the rules' own declaration check.
 */
export function declarableAttacks(v: RsView): DeclarableAttack[] {
  const w = v.world;
  const side = v.viewer;
  const enemy = otherSide(side);
  const step = v.step;
  if (step.kind !== 'combat') return [];
  const candidates = new Map<number, number[]>();
  v.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (!onMap(u) || d.side !== side || !isAssault(d) || isOos(u.supply) || attackRefusal(v, i) !== null)
      return;
    if (u.railStage === step.stage || u.foughtIn === `${v.turn}.${step.stage}`) return;
    for (let dir = 0; dir < 6; dir++) {
      const n = w.map.board.neighbor(u.loc, dir);
      if (n < 0 || occupant(v, n) !== enemy || v.attackedHexes.includes(n)) continue;
      candidates.set(n, [...(candidates.get(n) ?? []), i]);
    }
  });
  const out: DeclarableAttack[] = [];
  for (const [hex, units] of candidates) {
    const dec = checkDeclaration(
      v,
      side,
      units.map((i) => w.units[i]!.id),
      w.map.board.label(hex),
    );
    if ('code' in dec) continue;
    const combat: Pending = {
      attacker: side,
      attackers: dec.attackers,
      defenders: dec.defenders,
      defenderHex: hex,
      flags: {},
    };
    out.push({ hex, attackers: dec.attackers, combat });
  }
  return out;
}

/** The declared combat the A/I likes best in this combat phase, or null (attack only at good odds). */
export function attackChoice(v: RsView, t: CombatTuning, minColumn: number): Choice | null {
  const w = v.world;
  let best: { hex: number; units: number[]; value: number; column: number } | null = null;
  for (const { hex, attackers, combat } of declarableAttacks(v)) {
    const a = bestAttack(v, combat, t);
    if (a.column < minColumn || a.value < t.minValue) continue;
    if (!best || a.value > best.value)
      best = { hex, units: [...attackers], value: a.value, column: a.column };
  }
  if (!best) return null;
  return {
    command: {
      type: 'attack',
      units: best.units.map((i) => w.units[i]!.id),
      hex: w.map.board.label(best.hex),
    },
    note: `attack ${w.map.board.label(best.hex)}: expected value ${best.value.toFixed(2)}`,
  };
}

/**
 * A tactical withdrawal (RS-GCB-10..13) when standing is worse than giving the hex up: the value
 * of the best defence against that of losing the hex (its VP swing and a hit's worth of ground).
 * Tries the 1- and 2-hex paths the rules allow, ending nearest friends and farthest from the enemy.
 */
export function withdrawChoice(v: RsView, t: CombatTuning): Choice | null {
  const c = v.combat!;
  if (c.phase !== 'withdraw') return null;
  const w = v.world;
  const b = w.map.board;
  const defenders = c.defenders.filter((i) => onMap(v.units[i]!));
  const armour = defenders.every((i) => armourClass(w.units[i]!));
  const range = withdrawalRange(
    armour,
    c.attackers.some((i) => w.units[i]!.class === 'armour'),
  );
  if (range < 5) return null;
  const stand = bestDefence(v, c, t).value;
  const leave = -(1 + vpOf(v, c.defenderHex) * vpWeight(v));
  if (stand >= leave) return null;
  const side = v.viewer;
  let best: { path: string[]; score: number } | null = null;
  const firsts = b.within(c.defenderHex, 1).filter((h) => h !== c.defenderHex);
  const paths: number[][] = [];
  for (const h of firsts) {
    paths.push([h]);
    for (const h2 of b.within(h, 1)) if (b.distance(h2, c.defenderHex) === 2) paths.push([h, h2]);
  }
  for (const p of paths) {
    const labels = p.map((h) => b.label(h));
    const ok = checkWithdrawal(v, c, labels, false);
    if ('code' in ok) continue;
    const end = p[p.length - 1]!;
    const score = stackCs(v, side, end) * 0.5 - threatCs(v, otherSide(side), end, 2) * 0.2 + vpOf(v, end);
    if (!best || score > best.score) best = { path: labels, score };
  }
  if (!best) return null;
  return {
    command: { type: 'withdraw', path: best.path },
    note: `withdraw to ${best.path[best.path.length - 1]} (stand ${stand.toFixed(2)} < leave ${leave.toFixed(2)})`,
  };
}

/** The formation of the side to choose in the pending combat (RS-GCB-20). */
export function formationChoice(v: RsView, t: CombatTuning): Choice {
  const w = v.world;
  const c = v.combat!;
  const side = v.viewer;
  if (side === c.attacker) {
    const a = bestAttack(v, c, t);
    const formations: Record<string, Formation> = {};
    for (const loc of attackerStacks(v, c).keys()) formations[w.map.board.label(loc)] = a.formation;
    const ok = checkFormation(v, c, side, formations, {});
    return {
      command: { type: 'formation', formations: 'code' in ok ? {} : formations },
      note: `attack in ${a.formation} (value ${a.value.toFixed(2)})`,
    };
  }
  const hex = w.map.board.label(c.defenderHex);
  const d = bestDefence(v, c, t);
  const ok = checkFormation(v, c, side, { [hex]: d.formation }, {});
  const f = 'code' in ok ? 'AC' : d.formation;
  return { command: { type: 'formation', formations: { [hex]: f } }, note: `defend in ${f}` };
}

/** Advance into the vacated hex with as many attackers as 6 RE hold (RS-GCB-60, RS-STK-2). */
export function advanceChoice(v: RsView): Choice {
  const c = v.combat!;
  const w = v.world;
  const units: string[] = [];
  let re = reOf(v, unitsAt(v, c.defenderHex, v.viewer));
  for (const i of c.advancers ?? []) {
    if (re + w.units[i]!.reSize > 6) continue;
    re += w.units[i]!.reSize;
    units.push(w.units[i]!.id);
  }
  const ok = checkAdvance(v, c, units, undefined);
  if ('code' in ok) return { command: { type: 'end' }, note: 'no advance' };
  return { command: { type: 'advance', units }, note: 'advance' };
}
