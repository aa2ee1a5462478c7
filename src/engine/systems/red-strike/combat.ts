// Ground-to-ground combat in the order of RS-SEQ-9 (RS-GCB-1..70, RS-GND-25..43, RS-STK-3..4, RS-INI-3, RS-HIT-7): the
// declaration, tactical withdrawal, the secret formations paid in SP, the overstack check, odds and
// modifiers (odds.ts), the CRT with density extra hits, the owner's conversions, retreats, battles
// won, battle-hardening and the advance.

import { ruleError, type RuleError } from '../../core/errors.js';
import { hasHqSupport, inOwnCommand } from './command.js';
import type { CrtRow } from './data/schema.js';
import type { RsDice } from './dice.js';
import { distributeHits } from './hits.js';
import type {
  CombatFlags,
  CombatReport,
  CombatState,
  Formation,
  RsEvent,
  RsState,
  StandingOrders,
} from './model.js';
import { MOVE_STACK_LIMIT, STACK_LIMIT, takeControl } from './move.js';
import { combatOdds, type OddsResult } from './odds.js';
import { retreat } from './retreat.js';
import { otherSide, type Side } from './scenario.js';
import { attackRefusal, combatKey } from './sequence.js';
import { FORMATION_COST, isOos } from './supply.js';
import { armourClass, currentCs, isAssault, occupant, onMap, ownUnitsNamed, reOf, unitsAt } from './units.js';
import { hexLabel } from './world.js';
import { zocOf } from './zoc.js';
import { isOn } from './ext/options.js';
import {
  airLandBattle,
  assaultFromMarch,
  atgmBonus,
  atgmParentFor,
  badWeather,
  declarationRefusal,
  hitToRetreatRefusal,
  withdrawalRefusal,
} from './optional/api.js';
import { isLanding, landingFlagRefusal } from './naval/api.js';

/** Rule options of a combat the source leaves open (defaults in docs/rules-decisions.md). */
export interface CombatRules {
  /** RS-AMB-1: defender artillery columns with DD. */
  readonly ddArtilleryColumns: number;
}
export const DEFAULT_COMBAT_RULES: CombatRules = { ddArtilleryColumns: 2 };

// ---- declaration -------------------------------------------------------------------------------

export interface Declaration {
  readonly attackers: number[];
  readonly defenderHex: number;
  readonly defenders: number[];
  readonly flags: CombatFlags;
}

/** RS-GCB-1..6, RS-SEQ-10, RS-MOV-12, RS-AMB-31: checks a declared combat. */
export function checkDeclaration(
  s: RsState,
  side: Side,
  ids: readonly string[],
  hex: string,
  flags: CombatFlags = {},
): Declaration | RuleError {
  const w = s.world;
  const step = s.step;
  if (step.kind !== 'combat')
    return ruleError(
      'WRONG_PHASE',
      'Ground combat is declared only in a combat phase (RS-SEQ-8).',
      'RS-SEQ-8',
    );
  if (s.combat)
    return ruleError(
      'WRONG_PHASE',
      'A declared combat is resolved fully before the next is declared (RS-GCB-1).',
      'RS-GCB-1',
    );
  const target = w.map.board.parse(hex);
  if (target === undefined) return ruleError('NO_SUCH_HEX', `No hex "${hex}" on this map.`);
  const enemy = otherSide(side);
  const defenders = unitsAt(s, target, enemy);
  if (defenders.length === 0) return ruleError('NOT_ALLOWED', `${hexLabel(w, target)} holds no enemy unit.`);
  if (s.attackedHexes.includes(target))
    return ruleError(
      'NOT_ALLOWED',
      `${hexLabel(w, target)} has already been attacked in this combat phase (RS-GCB-1).`,
      'RS-GCB-1',
    );
  const key = combatKey(s, step.stage);
  const named = ownUnitsNamed(s, side, ids, 'attack');
  if ('code' in named) return named;
  const attackers: number[] = [];
  for (const i of named) {
    const d = w.units[i]!;
    const u = s.units[i]!;
    const why = attackRefusal(s, i);
    if (why) return ruleError('MODE', why, 'RS-SEQ-10');
    if (!isAssault(d))
      return ruleError(
        'CANNOT_ASSAULT',
        `${d.name} is a ${d.class} unit: only assault units attack (RS-GND-2, RS-AMB-31).`,
        'RS-AMB-31',
      );
    if (isOos(u.supply))
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} is out of supply: it cannot declare or take part in an attack (RS-GCB-5).`,
        'RS-GCB-5',
      );
    if (u.railStage === step.stage)
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} moved by rail in this action stage (RS-MOV-12, RS-AMB-40).`,
        'RS-MOV-12',
      );
    // RS-GCB-2: keyed by combat phase, so a unit that attacked in phase 1 may attack again in phase 2.
    if (u.foughtIn === key)
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} has already fought in this combat phase (RS-GCB-1).`,
        'RS-GCB-1',
      );
    if (w.map.board.distance(u.loc, target) !== 1)
      return ruleError(
        'NOT_ADJACENT',
        `${d.name} is not next to ${hexLabel(w, target)} (RS-GCB-4).`,
        'RS-GCB-4',
      );
    const hs = w.map.hexside[w.map.board.edgeBetween(u.loc, target)];
    if (hs && w.tables.tec.hexsides[hs].mp === 'P')
      return ruleError(
        'IMPASSABLE',
        `${d.name} cannot attack across a prohibited hexside (RS-GCB-4).`,
        'RS-GCB-4',
      );
    const t = w.tables.tec.terrain[w.map.terrain[target]!];
    if ((armourClass(d) ? t.mp.armour : t.mp.infantry) === 'P')
      return ruleError(
        'IMPASSABLE',
        `${d.name} could not enter ${hexLabel(w, target)} (RS-GCB-4).`,
        'RS-GCB-4',
      );
    attackers.push(i);
  }
  for (const i of defenders)
    if (s.units[i]!.foughtIn === key)
      return ruleError(
        'NOT_ALLOWED',
        `${w.units[i]!.name} has already defended in this combat phase (RS-GCB-1).`,
        'RS-GCB-1',
      );
  // RS-AIR-62 / RS-GCB-25: with the air war on, CAS is flown as air-cas missions, not declared.
  if (isOn(s, 'air') && (flags.attackerCas === true || flags.defenderCas === true))
    return ruleError(
      'NOT_ALLOWED',
      'With the air war in force, close air support is flown as an air-cas mission during the combat, not declared with the attack (RS-AIR-62).',
      'RS-AIR-62',
    );
  // RS-GCB-28 / RS-NBC-20: with the NBC rules on, chemicals are declared with nbc-chemical in the combat.
  if (isOn(s, 'nbc') && flags.chemicalGtsSinceFirst !== undefined)
    return ruleError(
      'NOT_ALLOWED',
      'With the NBC rules in force, chemical use is declared with nbc-chemical during the combat, not with the attack (RS-GCB-28).',
      'RS-GCB-28',
    );
  // RS-OPT-2b / RS-OPT-2e: the doctrine's limits on the CAS and chemical flags.
  // RS-GCB-46: with the naval war on, the amphibious flag needs a landing with a SAG.
  const landingWhy = landingFlagRefusal(s, attackers, target, flags);
  if (landingWhy) return ruleError('NOT_ALLOWED', landingWhy, 'RS-GCB-46');
  const doctrine = declarationRefusal(s, side, attackers, flags);
  if (doctrine) return doctrine;
  return { attackers, defenderHex: target, defenders, flags };
}

export function declare(s: RsState, side: Side, dec: Declaration, events: RsEvent[]): void {
  const id = ++s.combats;
  // RS-GND-25: a reserve unit reverts to frontline the moment it declares ground combat.
  for (const i of dec.attackers) {
    s.units[i]!.mode = 'frontline';
    s.units[i]!.reserveHq = -1;
  }
  s.attackedHexes.push(dec.defenderHex);
  s.combat = {
    id,
    attacker: side,
    defenderHex: dec.defenderHex,
    attackers: dec.attackers,
    defenders: dec.defenders,
    flags: dec.flags,
    phase: 'withdraw',
  };
  events.push({ type: 'declared', combat: id, attacker: side, hex: dec.defenderHex, units: dec.attackers });
}

/** The attacking stacks: hex -> units. */
export function attackerStacks(s: RsState, c: CombatState): Map<number, number[]> {
  const m = new Map<number, number[]>();
  for (const i of c.attackers) {
    const u = s.units[i]!;
    if (!onMap(u)) continue;
    m.set(u.loc, [...(m.get(u.loc) ?? []), i]);
  }
  return m;
}

/** The side acting in a pending combat: the defender decides first (TW, then its formation), then the attacker. */
export function combatActor(c: Pick<CombatState, 'phase' | 'attacker'>): Side {
  return c.phase === 'withdraw' || c.phase === 'defence' ? otherSide(c.attacker) : c.attacker;
}

// ---- tactical withdrawal -----------------------------------------------------------------------

/** RS-GCB-10: the TW success range for the defender row and the attacker column. */
export function withdrawalRange(defenderArmour: boolean, attackerArmour: boolean): number {
  if (defenderArmour) return attackerArmour ? 5 : 9;
  return attackerArmour ? 1 : 5;
}

export function checkWithdrawal(
  s: RsState,
  c: CombatState,
  labels: readonly string[],
  screen: boolean,
): { path: number[]; range: number; screenUnit: number } | RuleError {
  const w = s.world;
  if (c.phase !== 'withdraw')
    return ruleError(
      'WRONG_PHASE',
      'A tactical withdrawal is declared after the combat is declared and before formations are chosen (RS-GCB-10).',
      'RS-GCB-10',
    );
  const noTw = withdrawalRefusal(s, c);
  if (noTw) return ruleError('NOT_ALLOWED', noTw, 'RS-OPT-2a');
  if (labels.length < 1 || labels.length > 2)
    return ruleError('BAD_PATH', 'A tactical withdrawal moves 1 or 2 hexes (RS-GCB-13).', 'RS-GCB-13');
  const defenders = c.defenders.filter((i) => onMap(s.units[i]!));
  const defSide = otherSide(c.attacker);
  const ezoc = zocOf(s, c.attacker);
  const attackHexes = [...attackerStacks(s, c).keys()];
  const path: number[] = [];
  let at = c.defenderHex;
  for (const label of labels) {
    const loc = w.map.board.parse(label);
    if (loc === undefined) return ruleError('NO_SUCH_HEX', `No hex "${label}" on this map.`);
    if (w.map.board.distance(at, loc) !== 1)
      return ruleError('BAD_PATH', `${label} is not next to ${w.map.board.label(at)}.`);
    if (w.map.territory[loc] === 'neutral')
      return ruleError('IMPASSABLE', `${hexLabel(w, loc)} is neutral (RS-NEU-1).`, 'RS-NEU-1');
    if (occupant(s, loc) === c.attacker)
      return ruleError('ENEMY_OCCUPIED', `${hexLabel(w, loc)} holds enemy units.`, 'RS-STK-1');
    if (ezoc[loc])
      return ruleError(
        'ZOC',
        `${hexLabel(w, loc)} is in an enemy zone of control: a tactical withdrawal may not enter it (RS-GCB-13, RS-ZOC-8).`,
        'RS-GCB-13',
      );
    const hs = w.map.hexside[w.map.board.edgeBetween(at, loc)];
    if (hs && w.tables.tec.hexsides[hs].mp === 'P')
      return ruleError(
        'IMPASSABLE',
        `The hexside into ${hexLabel(w, loc)} is prohibited (RS-GCB-13).`,
        'RS-GCB-13',
      );
    const t = w.tables.tec.terrain[w.map.terrain[loc]!];
    for (const i of defenders)
      if ((armourClass(w.units[i]!) ? t.mp.armour : t.mp.infantry) === 'P')
        return ruleError(
          'IMPASSABLE',
          `${w.units[i]!.name} cannot enter ${hexLabel(w, loc)} (RS-GCB-13).`,
          'RS-GCB-13',
        );
    path.push(loc);
    at = loc;
  }
  if (attackHexes.some((a) => w.map.board.distance(a, at) <= 1))
    return ruleError(
      'NOT_ALLOWED',
      `${hexLabel(w, at)} is next to an attacking unit: a tactical withdrawal may not end there (RS-GCB-13).`,
      'RS-GCB-13',
    );
  const re = reOf(s, unitsAt(s, at, defSide)) + reOf(s, defenders);
  if (re > MOVE_STACK_LIMIT)
    return ruleError('STACKING', `${hexLabel(w, at)} would hold ${re} RE (RS-STK-2).`, 'RS-STK-2');
  // RS-GCB-11: the attacker's column is Armour if any attacking unit is armour; the defender's row
  // is Armour when all its units are armour-class, or when it screens with one armoured unit.
  const attackerArmour = c.attackers.some((i) => w.units[i]!.class === 'armour');
  const armour = defenders.filter((i) => armourClass(w.units[i]!));
  const allArmour = armour.length === defenders.length;
  if (screen && (allArmour || armour.length === 0))
    return ruleError(
      'NOT_ALLOWED',
      'Screening is for a stack mixing infantry and armour (RS-GCB-11).',
      'RS-GCB-11',
    );
  const screenUnit = screen
    ? armour.filter((i) => w.units[i]!.class === 'armour' || armourClass(w.units[i]!))[0]!
    : -1;
  return { path, range: withdrawalRange(allArmour || screen, attackerArmour), screenUnit };
}

/** RS-GCB-10..13, RS-AMB-22: roll; on success the defenders go and the attackers must move in. */
export function applyWithdrawal(
  s: RsState,
  c: CombatState,
  plan: { path: number[]; range: number; screenUnit: number },
  dice: RsDice,
  events: RsEvent[],
): void {
  const w = s.world;
  if (plan.screenUnit >= 0) distributeHits(s, [plan.screenUnit], 1, true, events);
  const roll = dice.d10();
  const success = roll <= plan.range;
  events.push({
    type: 'withdrawal',
    combat: c.id,
    roll,
    range: plan.range,
    success,
    path: success ? plan.path : [],
  });
  if (!success) {
    c.phase = 'defence';
    return;
  }
  const defSide = otherSide(c.attacker);
  const defenders = c.defenders.filter((i) => onMap(s.units[i]!));
  const to = plan.path[plan.path.length - 1]!;
  for (const i of defenders) s.units[i]!.loc = to;
  takeControl(s, defSide, plan.path, events);
  events.push({ type: 'retreat', units: defenders, path: plan.path });
  // RS-GCB-13: the attackers must move into the vacated hex (stacking permitting); they may not
  // declare another combat this phase.
  const key = s.step.kind === 'combat' ? combatKey(s, s.step.stage) : '';
  const movers: number[] = [];
  let re = 0;
  for (const i of c.attackers) {
    if (!onMap(s.units[i]!)) continue;
    s.units[i]!.foughtIn = key;
    if (re + w.units[i]!.reSize > MOVE_STACK_LIMIT) continue;
    re += w.units[i]!.reSize;
    movers.push(i);
  }
  for (const i of movers) {
    s.units[i]!.loc = c.defenderHex;
    s.units[i]!.bh = false;
  }
  takeControl(s, c.attacker, [c.defenderHex], events);
  if (movers.length > 0) events.push({ type: 'advanced', units: movers, to: c.defenderHex });
  for (const i of defenders) s.units[i]!.foughtIn = key;
  s.combat = null;
}

// ---- formations --------------------------------------------------------------------------------

/** RS-GND-31 / RS-STK-3: may this stack take a deliberate formation? A sentence if not. */
export function deliberateRefusal(s: RsState, units: readonly number[]): string | null {
  const w = s.world;
  const hqs = new Set(units.map((i) => w.units[i]!.hq ?? `#${i}`));
  if (hqs.size > 1) return 'the stack mixes units of different formations (RS-GND-31, RS-STK-3)';
  const out = units.find((i) => !inOwnCommand(s, i));
  if (out !== undefined)
    return `${w.units[out]!.name} is outside the command range of an HQ of its formation (RS-GND-31)`;
  return null;
}

export function checkFormation(
  s: RsState,
  c: CombatState,
  side: Side,
  formations: Readonly<Record<string, Formation>>,
  orders: StandingOrders,
): { attacker: Record<number, Formation> } | { defender: Formation } | RuleError {
  const w = s.world;
  if (c.phase === 'advance')
    return ruleError('WRONG_PHASE', 'The combat is resolved; the attacker may advance.');
  if (side === c.attacker) {
    if (c.phase !== 'attack')
      return ruleError(
        'NOT_YOUR_TURN',
        'The defender chooses first (tactical withdrawal, then its formation).',
      );
    const stacks = attackerStacks(s, c);
    const out: Record<number, Formation> = {};
    for (const [label, f] of Object.entries(formations)) {
      const loc = w.map.board.parse(label);
      if (loc === undefined || !stacks.has(loc))
        return ruleError('BAD_COMMAND', `formations.${label}: no attacking stack in that hex.`);
      if (f !== 'AC' && f !== 'HA' && f !== 'DA')
        return ruleError(
          'NOT_ALLOWED',
          `formations.${label}: an attacker chooses AC, HA or DA (RS-GCB-21).`,
          'RS-GCB-21',
        );
      if (f === 'DA') {
        const why = deliberateRefusal(s, stacks.get(loc)!);
        if (why)
          return ruleError('NOT_ALLOWED', `formations.${label}: no deliberate assault: ${why}.`, 'RS-GND-31');
      }
      if (f !== 'AC' && s.spDry[side])
        return ruleError(
          'NOT_ALLOWED',
          `formations.${label}: the SP pool was empty in the supply phase: no formations this turn (RS-SUP-43).`,
          'RS-SUP-43',
        );
      out[loc] = f;
    }
    for (const loc of stacks.keys()) out[loc] ??= 'AC';
    if (orders.hitToRetreat)
      return ruleError(
        'NOT_ALLOWED',
        'orders.hitToRetreat: only the defender may retreat instead of taking a hit (RS-GCB-53).',
        'RS-GCB-53',
      );
    return { attacker: out };
  }
  const entries = Object.entries(formations);
  if (entries.length > 1) return ruleError('BAD_COMMAND', 'The defender gives one formation, for its hex.');
  const f = entries[0]?.[1] ?? 'AC';
  if (entries[0] && w.map.board.parse(entries[0][0]) !== c.defenderHex)
    return ruleError(
      'BAD_COMMAND',
      `formations.${entries[0][0]}: the defender's hex is ${w.map.board.label(c.defenderHex)}.`,
    );
  if (f !== 'AC' && f !== 'HD' && f !== 'DD')
    return ruleError('NOT_ALLOWED', 'A defender chooses AC, HD or DD (RS-GCB-21).', 'RS-GCB-21');
  if (orders.forgoAdvance)
    return ruleError(
      'NOT_ALLOWED',
      'orders.forgoAdvance: only the attacker advances (RS-GCB-60).',
      'RS-GCB-60',
    );
  const noRetreat = orders.hitToRetreat ? hitToRetreatRefusal(s, side) : null;
  if (noRetreat) return ruleError('NOT_ALLOWED', noRetreat, 'RS-OPT-2a');
  const defenders = c.defenders.filter((i) => onMap(s.units[i]!));
  if (f !== 'AC') {
    const oos = defenders.find((i) => isOos(s.units[i]!.supply));
    if (oos !== undefined)
      return ruleError(
        'NOT_ALLOWED',
        `${w.units[oos]!.name} is out of supply: no HD or DD (RS-GCB-21, RS-SUP-3).`,
        'RS-GCB-21',
      );
    if (s.spDry[side])
      return ruleError(
        'NOT_ALLOWED',
        'The SP pool was empty in the supply phase: no formations this turn (RS-SUP-43).',
        'RS-SUP-43',
      );
  }
  if (f === 'DD') {
    const why = deliberateRefusal(s, defenders);
    if (why) return ruleError('NOT_ALLOWED', `No deliberate defence: ${why}.`, 'RS-GND-31');
  }
  return { defender: f };
}

// ---- resolution --------------------------------------------------------------------------------

function isArtillery(s: RsState, i: number): boolean {
  const d = s.world.units[i]!;
  return d.class === 'support' && /artillery|rocket|mlrs/i.test(d.subtype);
}

/** The units whose CS counts (RS-GCB-30 #1): assault units (and defending HQs, RS-AMB-31); support DS only when they defend alone. */
function countingUnits(s: RsState, units: readonly number[], defending: boolean): number[] {
  const w = s.world;
  const strong = units.filter((i) => isAssault(w.units[i]!) || (defending && w.units[i]!.class === 'hq'));
  return strong.length > 0 ? strong : defending ? [...units] : [];
}

function groupCs(s: RsState, units: readonly number[], defending: boolean): number {
  return countingUnits(s, units, defending).reduce(
    (a, i) => a + currentCs(s.world.units[i]!, s.units[i]!),
    0,
  );
}

/**
 * RS-GCB-22 / RS-STK-4: after formations, an overstacked stack (above 6 RE, or above 9 RE in DA) loses its formation and its
 * units beyond the limit (the last of the scenario's order: decision RS-D-OVERSTACK) add nothing.
 */
function overstackCheck(
  s: RsState,
  units: readonly number[],
  f: Formation,
): { formation: Formation; counted: number[]; note: string | null } {
  const limit = f === 'DA' ? MOVE_STACK_LIMIT : STACK_LIMIT;
  const re = reOf(s, units);
  if (re <= limit) return { formation: f, counted: [...units], note: null };
  const counted: number[] = [];
  let sum = 0;
  for (const i of [...units].sort((a, b) => a - b)) {
    const r = s.world.units[i]!.reSize;
    if (sum + r > STACK_LIMIT) continue;
    sum += r;
    counted.push(i);
  }
  return {
    formation: 'AC',
    counted,
    note: `a stack of ${re} RE is overstacked: it fights in AC and ${units.length - counted.length} unit(s) add nothing (RS-STK-4)`,
  };
}

export interface PreparedCombat {
  readonly formations: { attacker: Record<number, Formation>; defender: Formation };
  readonly spPaid: Record<Side, number>;
  readonly odds: OddsResult;
  readonly attackerRe: number;
  readonly defenderRe: number;
  readonly notes: string[];
}

/**
 * Everything before the roll (RS-GCB-70 #3-7): SP paid per unit (a stack that cannot be paid
 * fights in AC, RS-GCB-20), the overstack check, CS, odds, shifts and DRMs. With `pay` false it
 * only previews (the odds preview of the client).
 */
export function prepareCombat(
  s: RsState,
  c: Pick<CombatState, 'attacker' | 'attackers' | 'defenders' | 'defenderHex' | 'flags'>,
  chosen: { attacker: Record<number, Formation>; defender: Formation },
  rules: CombatRules,
  pay: boolean,
): PreparedCombat {
  const w = s.world;
  const defSide = otherSide(c.attacker);
  const notes: string[] = [];
  const sp = { ...s.sp };
  const paid: Record<Side, number> = { nato: 0, wp: 0 };
  const stacks = attackerStacks(s, c as CombatState);
  const attackerF: Record<number, Formation> = {};
  const attackerParts: { cs: number; formation: Formation }[] = [];
  const payFor = (side: Side, units: readonly number[], f: Formation): Formation => {
    const cost = FORMATION_COST[f] * units.length;
    if (cost === 0) return f;
    if (sp[side] < cost) {
      notes.push(
        `${side === c.attacker ? 'an attacking stack' : 'the defender'} cannot pay ${cost} SP for ${f}: it fights in AC (RS-GCB-20)`,
      );
      return 'AC';
    }
    sp[side] -= cost;
    paid[side] += cost;
    return f;
  };
  for (const [loc, units] of stacks) {
    const paidF = payFor(c.attacker, units, chosen.attacker[loc] ?? 'AC');
    const o = overstackCheck(s, units, paidF);
    if (o.note) notes.push(o.note);
    attackerF[loc] = o.formation;
    attackerParts.push({ cs: groupCs(s, o.counted, false), formation: o.formation });
  }
  const defenders = c.defenders.filter((i) => onMap(s.units[i]!));
  const defPaid = payFor(defSide, defenders, chosen.defender);
  const od = overstackCheck(s, defenders, defPaid);
  if (od.note) notes.push(od.note);
  // RS-GCB-30 #1: which defenders count (assault units and HQs, or support DS alone); RS-GCB-47
  // halves the sum of the out-of-supply ones.
  const counting = countingUnits(s, od.counted, true);
  // RS-OPT-16: ATGM teams add to the defender's CS.
  const atgm = atgmBonus(s, { id: (c as Partial<CombatState>).id ?? -1 });
  if (atgm > 0) notes.push(`ATGM teams: defender CS +${atgm} (RS-OPT-16)`);
  const defenderCs =
    atgm +
    counting
      .filter((i) => !isOos(s.units[i]!.supply))
      .reduce((a, i) => a + currentCs(w.units[i]!, s.units[i]!), 0);
  const oosCs = counting
    .filter((i) => isOos(s.units[i]!.supply))
    .reduce((a, i) => a + currentCs(w.units[i]!, s.units[i]!), 0);
  // RS-GCB-41: the hexside counts only when every attack crosses the same hexside type.
  const sides = [...stacks.keys()].map((loc) => w.map.hexside[w.map.board.edgeBetween(loc, c.defenderHex)]);
  const hexsideType = sides.every((h) => h !== undefined && h === sides[0]) ? sides[0] : undefined;
  const artilleryAtt =
    c.flags.attackerNavalArtillery === true ||
    [...stacks.keys()].some((loc) => unitsAt(s, loc, c.attacker).some((i) => isArtillery(s, i))) ||
    c.attackers.some((i) => onMap(s.units[i]!) && hasHqSupport(s, i, 'artillery'));
  const artilleryDef =
    c.flags.defenderNavalArtillery === true ||
    defenders.some((i) => isArtillery(s, i)) ||
    defenders.some((i) => hasHqSupport(s, i, 'artillery'));
  const odds = combatOdds(
    {
      attackers: attackerParts,
      defenderCs,
      defenderOosCs: oosCs,
      defenderFormation: od.formation,
      hexEffect: w.tables.tec.terrain[w.map.terrain[c.defenderHex]!].combat,
      hexsideEffect: hexsideType ? w.tables.tec.hexsides[hexsideType].combat : undefined,
      attackerArtillery: artilleryAtt,
      defenderArtillery: artilleryDef,
      attackerBh: c.attackers.some((i) => onMap(s.units[i]!) && s.units[i]!.bh),
      defenderBh: defenders.some((i) => s.units[i]!.bh),
      // RS-GND-6 / RS-AMB-7: an NBC unit or HQ NBC support in the attacked hex cancels one chemical shift.
      flags: {
        ...c.flags,
        defenderNbc:
          c.flags.defenderNbc === true ||
          defenders.some((i) => /nbc|chemical/i.test(w.units[i]!.subtype) || hasHqSupport(s, i, 'nbc')),
      },
      ddArtilleryColumns: rules.ddArtilleryColumns,
      extraShifts: assaultFromMarch(s, c, attackerF)
        ? [{ why: 'assault from the march', columns: 1, rule: 'RS-OPT-2d' }]
        : [],
      halveStrengths: badWeather(s),
    },
    w.tables.gcrt,
  );
  if (badWeather(s)) notes.push('bad weather: combat strengths halved (RS-OPT-14)');
  if (pay) s.sp = sp;
  return {
    formations: { attacker: attackerF, defender: od.formation },
    spPaid: paid,
    odds,
    attackerRe: reOf(
      s,
      c.attackers.filter((i) => onMap(s.units[i]!)),
    ),
    defenderRe: reOf(s, defenders),
    notes,
  };
}

/** RS-GCB-35 / RS-AMB-2: the row of a modified roll, clamped into the table. */
export function crtRow(rows: readonly CrtRow[], modified: number): CrtRow {
  const first = rows[0]!.roll;
  const i = Math.min(rows.length - 1, Math.max(0, modified - first));
  return rows[i]!;
}

/** RS-GCB-35: hits with density extras (≥5 RE; the attacker's further extra at ≥9 RE). */
export function crtHits(
  row: CrtRow,
  attackerRe: number,
  defenderRe: number,
): { attacker: number; defender: number } {
  return {
    attacker:
      row.attacker.hits +
      (attackerRe >= 5 ? row.attacker.plus5 : 0) +
      (attackerRe >= 9 ? row.attacker.plus9 : 0),
    defender: row.defender.hits + (defenderRe >= 5 ? row.defender.plus5 : 0),
  };
}

/** RS-GCB-70 #3-10: resolves the combat once both formations are in; changes `s`. */
export function resolveCombat(
  s: RsState,
  c: CombatState,
  dice: RsDice,
  rules: CombatRules,
  events: RsEvent[],
): void {
  const w = s.world;
  const att = c.attacker;
  const def = otherSide(att);
  const ac = c.attackerChoice!;
  const dc = c.defenderChoice!;
  const prep = prepareCombat(s, c, { attacker: ac.formations, defender: dc.formation }, rules, true);
  const roll = dice.d10();
  const modified = roll + prep.odds.drm;
  const row = crtRow(w.tables.crt.rows, modified);
  const base = crtHits(row, prep.attackerRe, prep.defenderRe);
  const notes = [...prep.notes];
  const attackers = c.attackers.filter((i) => onMap(s.units[i]!));
  const defenders = c.defenders.filter((i) => onMap(s.units[i]!));
  const attackHexes = [...attackerStacks(s, c).keys()];
  const suffered: Record<Side, number> = { nato: 0, wp: 0 };
  const tradedBh = new Set<number>();

  // RS-GCB-36: hits are applied per RS-HIT-3..7. RS-GCB-55: in an amphibious landing neither conversion is allowed.
  // RS-NAV-71: a landing from the sea (naval war) is amphibious with or without a SAG.
  const landing = isLanding(s, c);
  const amphibious = c.flags.amphibiousWithSag === true || landing;
  // -- the defender (RS-GCB-53, RS-GCB-54, RS-GND-32 DD, RS-GND-42) --
  // RS-OPT-2f: air-land battle doubles the hits NATO's attack inflicts.
  const doubled = airLandBattle(s, c);
  if (doubled && base.defender > 0) notes.push('air-land battle: the hits on the WP are doubled (RS-OPT-2f)');
  let dHits = base.defender * (doubled ? 2 : 1);
  if (dHits > 0 && (dc.orders.tradeBh ?? true) && defenders.some((i) => s.units[i]!.bh)) {
    dHits -= 1;
    for (const i of defenders) if (s.units[i]!.bh) tradedBh.add(i);
    notes.push('the defender gives up battle-hardened status instead of 1 hit (RS-GND-42, RS-AMB-12)');
  }
  let dRetreat = 0;
  const dd = prep.formations.defender === 'DD';
  if (row.defender.retreat) {
    if (dd) {
      dHits += 1;
      notes.push('deliberate defence does not retreat: 1 extra hit instead (RS-GND-32)');
    } else if (dc.orders.retreatToHits && !amphibious) {
      dHits += defenders.length;
      notes.push('the defender takes 1 hit per unit instead of retreating (RS-GCB-54)');
    } else dRetreat = 1;
  }
  let converted = 0;
  if (!dd && !amphibious && dHits > 0 && dc.orders.hitToRetreat) {
    converted = 1;
    dHits -= 1;
    dRetreat += 1;
    notes.push('the defender retreats 1 hex instead of taking 1 hit (RS-GCB-53)');
  }
  // RS-OPT-16: an ATGM team's parent unit takes the first hit.
  const atgmParent = dHits > 0 ? atgmParentFor(s, c) : -1;
  if (atgmParent >= 0) {
    suffered[def] += distributeHits(s, [atgmParent], 1, true, events);
    dHits -= 1;
    notes.push(`${w.units[atgmParent]!.name}, the ATGM team's parent, takes the first hit (RS-OPT-16)`);
  }
  suffered[def] += distributeHits(s, defenders, dHits, true, events) + converted;
  // RS-NAV-71: defenders hit by a landing retreat at least one hex.
  if (landing && dHits > 0 && dRetreat === 0 && !dd) {
    dRetreat = 1;
    notes.push('the defenders hit by an amphibious landing retreat (RS-NAV-71)');
  }

  // -- the attacker (RS-GCB-54, RS-GCB-60, RS-GND-42) --
  // RS-NAV-71: hits on a landing force are doubled.
  let aHits = base.attacker * (landing ? 2 : 1);
  if (landing && base.attacker > 0) notes.push('hits on the landing force are doubled (RS-NAV-71)');
  // RS-OPT-2d: an assault from the march that takes any hit takes 1 more.
  if (aHits > 0 && assaultFromMarch(s, c, prep.formations.attacker)) {
    aHits += 1;
    notes.push('assault from the march: 1 more hit on the attacker (RS-OPT-2d)');
  }
  let advanceForgone = false;
  if (aHits > 0 && ac.orders.forgoAdvance) {
    aHits -= 1;
    advanceForgone = true;
    notes.push('the attacker cancels 1 hit by giving up its advance (RS-GCB-60)');
  }
  if (aHits > 0 && (ac.orders.tradeBh ?? true) && attackers.some((i) => s.units[i]!.bh)) {
    aHits -= 1;
    // RS-GND-42: all attacking units lose BH.
    for (const i of attackers) if (s.units[i]!.bh) tradedBh.add(i);
    notes.push('the attackers give up battle-hardened status instead of 1 hit (RS-GND-42)');
  }
  let aRetreat = false;
  if (row.attacker.retreat) {
    if (ac.orders.retreatToHits && !amphibious) {
      aHits += attackers.length;
      notes.push('the attackers take 1 hit per unit instead of retreating (RS-GCB-54)');
    } else aRetreat = true;
  }
  suffered[att] += distributeHits(s, attackers, aHits, true, events);
  for (const i of tradedBh) s.units[i]!.bh = false;

  // -- retreats (RS-GCB-50..52) --
  let defenderPath: number[] = [];
  const defLeft = defenders.filter((i) => onMap(s.units[i]!));
  if (dRetreat > 0 && defLeft.length > 0) {
    const r = retreat(
      s,
      {
        side: def,
        units: defLeft,
        from: c.defenderHex,
        hexes: Math.min(2, dRetreat),
        avoidAdjacent: attackHexes,
      },
      events,
    );
    suffered[def] += r.hits;
    defenderPath = r.path;
  }
  if (aRetreat)
    for (const [loc, units] of attackerStacks(s, c)) {
      const r = retreat(
        s,
        { side: att, units, from: loc, hexes: 1, avoidAdjacent: [], battleHex: c.defenderHex },
        events,
      );
      suffered[att] += r.hits;
    }

  // -- battles won, BH, clean-up (RS-INI-3, RS-GCB-37, RS-GCB-38, RS-GND-41, RS-AMB-43) --
  const winner: Side | null =
    suffered.nato === suffered.wp ? null : suffered.nato > suffered.wp ? 'wp' : 'nato';
  if (winner) s.battlesWon += winner === 'nato' ? 1 : -1;
  const key = s.step.kind === 'combat' ? combatKey(s, s.step.stage) : '';
  for (const i of [...c.attackers, ...c.defenders]) {
    const u = s.units[i]!;
    u.foughtIn = key;
    if (u.mode === 'reserve') {
      u.mode = 'frontline';
      u.reserveHq = -1;
    }
    if (winner && w.units[i]!.side === winner && onMap(u) && !tradedBh.has(i)) u.bh = true;
  }
  const report: CombatReport = {
    id: c.id,
    attacker: att,
    hex: c.defenderHex,
    formations: { attacker: prep.formations.attacker, defender: prep.formations.defender },
    spPaid: prep.spPaid,
    attackerCs: prep.odds.attackerCs,
    defenderCs: prep.odds.defenderCs,
    initial: prep.odds.initial,
    shifts: prep.odds.shifts,
    final: prep.odds.final,
    drms: prep.odds.drms,
    roll,
    modified,
    defaultTable: row.source === 'default' || w.tables.gcrt.source === 'default',
    hits: suffered,
    retreat: { [att]: aRetreat, [def]: dRetreat > 0 } as Record<Side, boolean>,
    winner,
    notes,
  };
  events.push({ type: 'combat', report });

  // -- advance (RS-GCB-60) --
  const advancers = c.attackers.filter((i) => onMap(s.units[i]!) && attackHexes.includes(s.units[i]!.loc));
  if (!aRetreat && !advanceForgone && occupant(s, c.defenderHex) === null && advancers.length > 0) {
    c.phase = 'advance';
    c.advanceTo = [c.defenderHex, ...defenderPath.filter((h) => occupant(s, h) === null)];
    c.advancers = advancers;
    return;
  }
  s.combat = null;
}

/** RS-GCB-60: the attacker's advance (units and hex) or none (an empty list). */
export function checkAdvance(
  s: RsState,
  c: CombatState,
  ids: readonly string[],
  to: string | undefined,
): { units: number[]; to: number } | RuleError {
  const w = s.world;
  if (c.phase !== 'advance') return ruleError('WRONG_PHASE', 'No advance is open.');
  const dest = to === undefined ? c.defenderHex : w.map.board.parse(to);
  if (dest === undefined || !c.advanceTo!.includes(dest))
    return ruleError(
      'BAD_PATH',
      `The attackers may advance into ${c.advanceTo!.map((h) => hexLabel(w, h)).join(' or ')} (RS-GCB-60).`,
      'RS-GCB-60',
    );
  const units: number[] = [];
  for (const id of ids) {
    const i = w.byId.get(id);
    if (i === undefined || !c.advancers!.includes(i))
      return ruleError(
        'NOT_ALLOWED',
        `"${id}" is not an attacking unit that may advance (RS-GCB-60).`,
        'RS-GCB-60',
      );
    units.push(i);
  }
  // RS-GCB-60: stacking limits apply after the advance (6 RE).
  const re = reOf(s, unitsAt(s, dest, c.attacker)) + reOf(s, units);
  if (re > STACK_LIMIT)
    return ruleError(
      'STACKING',
      `${hexLabel(w, dest)} would hold ${re} RE; stacking limits apply after an advance (RS-GCB-60).`,
      'RS-GCB-60',
    );
  // The advance into a hex along the retreat path passes through the vacated hex: only adjacent ones.
  if (dest !== c.defenderHex && w.map.board.distance(dest, c.defenderHex) !== 1)
    return ruleError('BAD_PATH', 'Advance along the retreat path one hex at a time.');
  return { units, to: dest };
}

export function applyAdvance(
  s: RsState,
  c: CombatState,
  plan: { units: number[]; to: number },
  events: RsEvent[],
): void {
  if (plan.units.length > 0) {
    for (const i of plan.units) {
      s.units[i]!.loc = plan.to;
      // RS-GND-30 / RS-GND-42: advancing units revert to AC; the stack changes, BH goes. RS-ZOC-6: the
      // advance ignores EZOC.
      s.units[i]!.bh = false;
    }
    const path = plan.to === c.defenderHex ? [plan.to] : [c.defenderHex, plan.to];
    takeControl(s, c.attacker, path, events);
    events.push({ type: 'advanced', units: plan.units, to: plan.to });
  }
  s.combat = null;
}
