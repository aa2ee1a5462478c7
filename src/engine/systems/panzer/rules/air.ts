// Air power (PC-AIR). Air units are off-map assets of a side (scenario.air, state.air): they fly
// strikes and Carpet Bombing on a hex, recon over any hex, and each side's air interdicts enemy
// Travel/Rail movement. A mission may be intercepted (PC-AIR-10), meets AA fire first (PC-AIR-03)
// and leaves the air unit unavailable until an availability test passes (PC-AIR-15). Strikes use
// the common casualty calculation of fire (PC-CRT-01) with the target-side modifiers of fire.

import { plural } from '../../../core/words.js';
import type { AirReconCommand, AirStrikeCommand } from '../commands.js';
import { isRuleError, ruleError, type RuleError } from '../../../core/errors.js';
import type { AaShot, AirMissionEvent, Factor, GameEvent, Roll, UnitLoss } from '../events.js';
import type { AirUnitState } from '../model/air.js';
import type { AirUnitSetup } from '../model/scenario.js';
import type { GameState } from '../model/state.js';
import type { Params } from '../model/params.js';
import { menEquivalent, otherSide, QUALITY_NUMBER, type Quality, type Side } from '../model/unit.js';
import { diceFor, type Dice } from '../../../core/rng.js';
import { ruleOn, terrainAt } from '../world.js';
import { lowFuelDefence } from './low-fuel.js';
import { terrainNow } from './terrain-in-effect.js';
import { lightOfTurn } from './clock.js';
import { markEngaged } from './combat-units.js';
import { isDetached } from './command.js';
import { fatigueCombatPercent } from './fatigue.js';
import { isHardTarget, qualityFirePercent, rangeDivisor, spottersOf } from './fire.js';
import {
  FORT_NAMES,
  fortificationDefenseMultiplier,
  fortificationPercent,
  hexStateFor,
  isHardFortification,
  protectedBy,
} from './fortifications.js';
import { hexLoc } from './guards.js';
import { moralePassChance } from './morale.js';
import { QUALITY_RECOVERY } from './recovery.js';
import {
  alternativeCalculation,
  applyCasualties,
  casualtyRange,
  combinePercents,
  drawCasualties,
  moraleCheckChance,
  numbers,
  strengthLoss,
  type CasualtyRange,
} from './results.js';
import { raiseSpotLevels, refreshSpotting, spotLevel, type SpotLevel } from './spotting.js';
import { effectiveVisibility } from './weather.js';
import { readUnits } from '../draft.js'; // reads every unit: no copies for apply()'s draft

/** PC-AIR-07: the air recon quality factor. */
export const RECON_QUALITY: Record<Quality, number> = { A: 1.5, B: 1.25, C: 1, D: 0.8, E: 0.6, F: 0.4 };

function airDefs(state: GameState): readonly AirUnitSetup[] {
  return state.world.scenario.air ?? [];
}

/** A side's Air Availability percent this turn: schedule, then Low Visibility Air Effects (PC-AIR-15/16/17). */
export function airAvailabilityPercent(state: GameState, side: Side): number {
  const base = state.air.availability[side] ?? state.world.params.side[side].airAvailability;
  if (!ruleOn(state.world, 'lowVisibilityAir')) return base;
  const table = state.world.params.air.lowVisibilityAvailability;
  const vis = effectiveVisibility(state);
  const f = vis < table.length ? (table[Math.max(0, vis)] ?? 1) : 1;
  return base * f;
}

/**
 * PC-AIR-02, PC-ENV-08 (d), App. C.1 item 14: no air missions in a Storm; otherwise missions need
 * effective visibility above 1, except on Dawn and Dusk turns with nominal visibility 2 or more.
 */
export function airRefusal(state: GameState): RuleError | null {
  if (state.weather.storm)
    return ruleError('NOT_ALLOWED', 'No air missions can be flown in a Storm.', 'PC-ENV-08');
  const light = lightOfTurn(state.world, state.turn);
  const eff = effectiveVisibility(state);
  const dawnDusk = (light === 'dawn' || light === 'dusk') && state.weather.visibility >= 2;
  if (eff <= 1 && !dawnDusk)
    return ruleError('NOT_ALLOWED', `Visibility is ${eff} hex; air missions need more than 1.`, 'PC-AIR-02');
  return null;
}

/**
 * Step 13 of PC-TRN-11 for `side`: the strike tally restarts (PC-AIR-12), scheduled availability
 * changes apply (PC-AIR-16), air units of surrendered nations are removed (PC-AIR-20), fatigue
 * recovers, and each unavailable air unit tests: a Disrupted or Broken one first recovers a step,
 * an ok one becomes available (PC-AIR-15), each with the Air Availability percentage.
 */
export function airTurnStart(state: GameState, side: Side, events: GameEvent[]): void {
  state.air.hexAircraft = {};
  const defs = airDefs(state);
  if (defs.length === 0) return;
  for (const c of state.world.scenario.airSchedule ?? [])
    if (c.side === side && c.turn <= state.turn) state.air.availability[side] = c.availability;
  const pct = airAvailabilityPercent(state, side);
  const dice = diceFor(state, `air|${state.turn}|${side}`);
  const rest = state.world.params.restValue;
  defs.forEach((def, i) => {
    const a = state.air.units[i]!;
    if (def.side !== side || a.status === 'removed' || a.status === 'spent') return;
    if (def.nation && state.surrendered.includes(def.nation)) {
      a.status = 'removed';
      events.push({
        type: 'airStatus',
        side,
        air: i,
        what: 'removed: its nation surrendered',
        rule: 'PC-AIR-20',
      });
      return;
    }
    a.fatigue = Math.max(0, a.fatigue - rest);
    // PC-AIR-01 / PC-REC-01: lost aircraft come back at the side's Unit Recovery rate × quality.
    const missing = def.strength - a.strength;
    if (missing > 0 && a.cohesion !== 'broken') {
      const rate = state.world.params.side[side].unitRecovery / 100;
      const got = Math.min(missing, dice.roundRandom(missing * rate * QUALITY_RECOVERY[def.quality]));
      if (got > 0) {
        a.strength += got;
        events.push({ type: 'airStatus', side, air: i, what: `recovers ${got} aircraft`, rule: 'PC-REC-01' });
      }
    }
    if (a.status !== 'unavailable') return;
    const value = dice.percent();
    const roll: Roll = {
      label: 'air availability',
      value,
      target: pct,
      success: value < pct,
      rule: 'PC-AIR-15',
    };
    if (!roll.success) {
      events.push({
        type: 'airStatus',
        side,
        air: i,
        what: 'still unavailable',
        rolls: [roll],
        rule: 'PC-AIR-15',
      });
      return;
    }
    if (a.cohesion !== 'ok') {
      a.cohesion = a.cohesion === 'broken' ? 'disrupted' : 'ok';
      events.push({
        type: 'airStatus',
        side,
        air: i,
        what: `recovers to ${a.cohesion}`,
        rolls: [roll],
        rule: 'PC-AIR-15',
      });
      return;
    }
    a.status = 'ready';
    events.push({ type: 'airStatus', side, air: i, what: 'available', rolls: [roll], rule: 'PC-AIR-15' });
  });
}

/** The air unit a mission names: the active side's, ready, of the right kind. */
export function readyAirUnit(draft: GameState, id: string, kind: 'combat' | 'recon'): number | RuleError {
  const i = airDefs(draft).findIndex((a) => a.id === id);
  if (i < 0) return ruleError('NO_SUCH_UNIT', `There is no air unit "${id}".`);
  const def = airDefs(draft)[i]!;
  const a = draft.air.units[i]!;
  if (def.side !== draft.activeSide)
    return ruleError('NOT_YOUR_UNIT', `${def.name} belongs to the other side.`);
  if (def.kind !== kind)
    return ruleError(
      'NOT_ALLOWED',
      kind === 'recon'
        ? `${def.name} is not a RECON unit; only RECON units fly recon missions.`
        : `${def.name} is a RECON unit and cannot strike.`,
      kind === 'recon' ? 'PC-AIR-06' : 'PC-AIR-02',
    );
  if (a.status !== 'ready')
    return ruleError(
      'STATE',
      a.status === 'unavailable'
        ? `${def.name} is not available; it flew or is recovering (PC-AIR-15).`
        : `${def.name} can fly no more missions.`,
      'PC-AIR-15',
    );
  return i;
}

/** After the mission: unavailable until it passes a test, or spent if Single Use (PC-AIR-15, PC-AIR-01). */
function afterMission(draft: GameState, air: number): void {
  const a = draft.air.units[air]!;
  if (a.strength <= 0) a.status = 'removed';
  else a.status = airDefs(draft)[air]!.flags?.singleUse ? 'spent' : 'unavailable';
}

/** PC-AIR-10/11: the chance in percent that a mission against `enemy` is intercepted. */
export function interceptionChance(state: GameState, def: AirUnitSetup): number {
  const p = state.world.params.side[otherSide(def.side)].airInterception;
  return def.flags?.jet ? p / 2 : p;
}

/** High-flying units, engaged only by Heavy AA: all Recon and Heavy Bombers (PC-AIR-03). */
export function isHighFlying(def: AirUnitSetup): boolean {
  return def.kind === 'recon' || def.flags?.carpet === true;
}

/**
 * The range multiplier of AA fire: PC-AIR-03 ×1/(2R+1) (range 0 ×1); or, with
 * variant.aaDirectRangeEffect, PB-AIR-03's direct-fire range effect (range 0 ×2, 1 ×1, N > 1
 * ÷ (1 + (N−1)(R−1)), R = params.rangeEffect).
 */
export function aaRangeFactor(range: number, params: Params): [string, number, string] {
  if (!params.variant.aaDirectRangeEffect)
    return [`range ${range}: 1/(2R+1)`, 1 / (2 * range + 1), 'PC-AIR-03'];
  return [`range ${range}`, 1 / rangeDivisor(range, params.rangeEffect), 'PB-AIR-03'];
}

/**
 * PC-AIR-03 with App. C.1 item 13: AA fire at an air mission over `loc`. Range multiplier
 * 1/(2R+1) (8.1; range 0 is ×1, not the ×2 of PC-FIR-22); ×1/2 when Disrupted, Low on Ammo or in
 * Travel Mode; Heavy AA ×params.air.heavyAaLowFlying against low-flying aircraft (PC-AIR-21).
 */
export function aaFire(state: GameState, air: number, loc: number, dice: Dice): AaShot[] {
  const { world } = state;
  const def = airDefs(state)[air]!;
  const a = state.air.units[air]!;
  const high = isHighFlying(def);
  const shots: AaShot[] = [];
  state.units.forEach((s, i) => {
    const u = world.units[i]!;
    if (a.strength <= 0 || a.cohesion === 'broken') return;
    if (u.side === def.side || s.status !== 'active' || s.loc < 0 || u.aa.value <= 0) return;
    const range = world.board.distance(s.loc, loc);
    if (range > u.aa.range) return;
    if (high && !u.flags.heavyAA) return;
    const factors: Factor[] = [];
    const strength = menEquivalent(u, s.strength);
    factors.push({
      label: `AA ${u.aa.value} × ${strength} men-eq`,
      kind: 'set',
      value: u.aa.value * strength,
      rule: 'PC-AIR-03',
      applies: 'attack',
    });
    let attack = u.aa.value * strength;
    const m: [string, number, string][] = [aaRangeFactor(range, world.params)];
    if (s.cohesion === 'disrupted') m.push(['Disrupted', 0.5, 'PC-AIR-03']);
    if (s.lowAmmo) m.push(['Low Ammo', 0.5, 'PC-AIR-03']);
    if (s.mode !== 'deployed') m.push(['Travel Mode', 0.5, 'PC-AIR-03']);
    if (u.flags.heavyAA && !high)
      m.push(['Heavy AA vs low-flying', world.params.air.heavyAaLowFlying, 'PC-AIR-21']);
    for (const [label, v, rule] of m) {
      if (v !== 1) factors.push({ label, kind: 'mul', value: v, rule, applies: 'attack' });
      attack *= v;
    }
    const pcts: number[] = [];
    const q = qualityFirePercent(u.quality, world.params.qualityFireModifier);
    const f = fatigueCombatPercent(s.fatigue, world.params.variant);
    if (q)
      factors.push({
        label: `${u.quality} quality`,
        kind: 'pct',
        value: q,
        rule: 'PC-FIR-10',
        applies: 'combat',
      });
    if (f) factors.push({ label: 'fatigue', kind: 'pct', value: f, rule: 'PC-FIR-11', applies: 'combat' });
    pcts.push(q, f);
    factors.push({
      label: `defense ${def.defense}`,
      kind: 'set',
      value: def.defense,
      rule: 'PC-AIR-03',
      applies: 'defense',
    });
    const cv = def.defense > 0 ? attack / def.defense : 0;
    const modifier = combinePercents(
      state,
      pcts.filter((x) => x !== 0),
    );
    const r = casualtyRange(cv, modifier, world.params.lowCombatValue, world.params.highCombatValue);
    const drawn = drawCasualties(r, dice, alternativeCalculation(state, 'fire'));
    const rolls: Roll[] = [
      {
        label: `casualties ${r.low.toFixed(1)}–${r.high.toFixed(1)}`,
        value: drawn.raw,
        target: drawn.casualties,
        success: drawn.casualties > 0,
        rule: 'PC-CRT-01',
      },
    ];
    const loss = airLoss(a, def, drawn.casualties, dice, rolls);
    shots.push({
      unit: i,
      range,
      factors,
      numbers: numbers(attack, def.defense, cv, modifier, r, drawn.casualties),
      loss,
      rolls,
    });
    s.revealed = true; // firing AA gives the unit away like any shot (PC-SPT-03)
  });
  return shots;
}

/**
 * PC-CRT-01/05 applied to an air unit (PC-AIR-03): aircraft count as vehicles (10 men-equivalents),
 * the morale check chance uses the unit's men-equivalents as its base and its Quality as morale.
 */
function airLoss(a: AirUnitState, def: AirUnitSetup, casualty: number, dice: Dice, rolls: Roll[]): number {
  const loss = Math.min(a.strength, strengthLoss('vehicles', casualty, dice));
  a.strength -= loss;
  if (a.strength <= 0 || casualty <= 0) return loss;
  const base = 10 * def.strength;
  const pCheck = moraleCheckChance(base, casualty);
  const p = dice.percent();
  rolls.push({
    label: `morale check needed: ${casualty}/(${casualty}+${base})`,
    value: p,
    target: pCheck,
    success: p < pCheck,
    rule: 'PC-CRT-05',
  });
  if (p >= pCheck) return loss;
  const pass = 100 * moralePassChance(QUALITY_NUMBER[def.quality]);
  const m = dice.percent();
  rolls.push({ label: 'morale check', value: m, target: pass, success: m < pass, rule: 'PC-MRL-01' });
  if (m >= pass) a.cohesion = a.cohesion === 'ok' ? 'disrupted' : 'broken';
  return loss;
}

/** Interception roll (PC-AIR-10/11); true when the mission is stopped. */
function intercepted(state: GameState, def: AirUnitSetup, dice: Dice, rolls: Roll[]): boolean {
  const p = interceptionChance(state, def);
  if (p <= 0) return false;
  const value = dice.percent();
  rolls.push({
    label: def.flags?.jet ? 'interception (jet: halved)' : 'interception',
    value,
    target: p,
    success: value < p,
    rule: 'PC-AIR-10',
  });
  return value < p;
}

export interface StrikeCalc {
  readonly target: number;
  readonly factors: Factor[];
  readonly attack: number;
  readonly defense: number;
  readonly combatValue: number;
  readonly modifier: number;
  readonly casualties: CasualtyRange;
  readonly disruptionLoss: number;
}

/**
 * The value of an air attack (strike, carpet or interdiction) on one unit, touching nothing:
 * Hard or Soft value × aircraft (10 men-equivalents each) × 2 (PC-AIR-04), the given multipliers,
 * Quality and fatigue (PC-AIR-16), and the target side as for indirect fire (PC-FIR-06..09/19/20).
 */
export function strikeValue(
  state: GameState,
  plane: { strength: number; hard: number; soft: number; quality: Quality; fatigue: number; side: Side },
  target: number,
  extra: readonly [string, number, string][],
  disruptionLoss: number,
): StrikeCalc {
  const { world } = state;
  const { params } = world;
  const td = world.units[target]!;
  const ts = state.units[target]!;
  const hard = isHardTarget(state, target);
  const av = hard ? plane.hard : plane.soft;
  const menEq = plane.strength * params.air.aircraftMenEquivalent;
  const factors: Factor[] = [
    {
      label: `${hard ? 'Hard' : 'Soft'} ${av} × ${plane.strength} aircraft (${menEq} men-eq)`,
      kind: 'set',
      value: av * menEq,
      rule: 'PC-AIR-04',
      applies: 'attack',
    },
  ];
  let attack = av * menEq;
  const pFire = params.side[plane.side].frozenPenalty;
  const m: [string, number, string][] = [['air strike', 2, 'PC-AIR-04'], ...extra];
  if (state.weather.condition === 'frozen' && pFire > 0)
    m.push([`Frozen Penalty ${pFire}%/2`, 1 - pFire / 200, 'PC-ENV-11']);
  for (const [label, v, rule] of m) {
    if (v !== 1) factors.push({ label, kind: 'mul', value: v, rule, applies: 'attack' });
    attack *= v;
  }
  const pcts: number[] = [];
  const pct = (label: string, value: number, rule: string) => {
    if (value === 0) return;
    factors.push({ label, kind: 'pct', value, rule, applies: 'combat' });
    pcts.push(value);
  };
  pct(`${plane.quality} quality`, qualityFirePercent(plane.quality, params.qualityFireModifier), 'PC-FIR-10');
  pct('air unit fatigue', fatigueCombatPercent(plane.fatigue, params.variant), 'PC-AIR-16');

  const fort = protectedBy(state, target);
  let defense = td.defense;
  factors.push({
    label: `defense ${td.defense}`,
    kind: 'set',
    value: td.defense,
    rule: 'PC-FIR-05',
    applies: 'defense',
  });
  const dm: [string, number, string][] = [];
  if (fort && isHardFortification(fort.type))
    dm.push([FORT_NAMES[fort.type], fortificationDefenseMultiplier(state, fort), 'PC-FIR-09']);
  if (ts.mode !== 'deployed')
    dm.push([
      td.flags.towed ? 'towed gun moving' : `${ts.mode === 'rail' ? 'Rail' : 'Travel'} Mode`,
      td.flags.towed ? 0.25 : 0.5,
      'PC-FIR-19',
    ]);
  const fuel = lowFuelDefence(ts); // PC-SUP-17, PC-SUT-09
  if (fuel) dm.push([fuel.label, fuel.value, fuel.rule]);
  const pDef = params.side[td.side].frozenPenalty;
  if (state.weather.condition === 'frozen' && pDef > 0) {
    const urban = terrainAt(world, ts.loc).urban;
    dm.push([`Frozen Penalty ${pDef}%`, 1 - (urban ? pDef / 200 : pDef / 100), 'PC-ENV-11']);
  }
  for (const [label, v, rule] of dm) {
    if (v !== 1) factors.push({ label, kind: 'mul', value: v, rule, applies: 'defense' });
    defense *= v;
  }
  if (ts.mode === 'deployed') {
    const t = terrainNow(state, ts.loc); // PC-MAP-08: the terrain in effect under Snow
    pct(t.label, t.terrain.modifier, 'PC-FIR-07');
  }
  if (fort)
    pct(
      FORT_NAMES[fort.type],
      fortificationPercent(state, fort),
      isHardFortification(fort.type) ? 'PC-FIR-09' : 'PC-FIR-08',
    );
  let combatValue = defense > 0 ? attack / defense : 0;
  if (ts.cohesion === 'broken') {
    factors.push({
      label: 'Broken target takes fewer casualties',
      kind: 'mul',
      value: params.combat.brokenTargetCasualties,
      rule: 'PC-FIR-14',
      applies: 'combat',
    });
    combatValue *= params.combat.brokenTargetCasualties;
  }
  const modifier = combinePercents(state, pcts);
  const casualties = casualtyRange(combatValue, modifier, params.lowCombatValue, params.highCombatValue);
  if (disruptionLoss !== 1)
    factors.push({
      label: 'disruption effect',
      kind: 'mul',
      value: disruptionLoss,
      rule: 'PC-FIR-24',
      applies: 'combat',
    });
  return { target, factors, attack, defense, combatValue, modifier, casualties, disruptionLoss };
}

/** Resolves an air attack on one unit: casualties, morale, fatigue, VP (PC-CRT-01..09). */
function resolveOn(
  state: GameState,
  calc: StrikeCalc,
  reason: string,
  dice: Dice,
  rolls: Roll[],
  after: GameEvent[],
): { loss: UnitLoss; casualties: number } {
  const drawn = drawCasualties(calc.casualties, dice, alternativeCalculation(state, 'fire'));
  rolls.push({
    label: `casualties ${calc.casualties.low.toFixed(1)}–${calc.casualties.high.toFixed(1)}`,
    value: drawn.raw,
    target: drawn.casualties,
    success: drawn.casualties > 0,
    rule: 'PC-CRT-01',
  });
  const loss = applyCasualties(
    state,
    calc.target,
    drawn.casualties,
    { reason, disruptionLoss: calc.disruptionLoss },
    dice,
    after,
  );
  markEngaged(state, calc.target);
  return { loss, casualties: drawn.casualties };
}

/** PC-AIR-04 / PC-FIR-31: a strike on an urban hex may leave Rubble (the fire formula). */
function rubbleCheck(state: GameState, loc: number, attack: number, dice: Dice, rolls: Roll[]): void {
  const { world } = state;
  if (!terrainAt(world, loc).urban) return;
  const h = hexStateFor(state, loc);
  if (h.rubble !== 'none') return;
  const chance = (100 * attack) / (attack + world.params.combat.rubbleScale * world.params.rubbleValue);
  const p = dice.percent();
  rolls.push({ label: 'rubble', value: p, target: chance, success: p < chance, rule: 'PC-AIR-04' });
  if (p < chance) h.rubble = 'uncleared';
}

/** Whether `unit` belongs to organisation `org` or one below it (PC-AIR-18). */
function inOrg(state: GameState, unit: number, org: string): boolean {
  let o: string | undefined = state.world.units[unit]!.org;
  for (let n = 0; o !== undefined && n < 32; n++) {
    if (o === org) return true;
    o = state.world.orgs.get(o)?.parent;
  }
  return false;
}

/** Air Mission: strike or Carpet Bombing (PC-AIR-02..05, 10..12, 15, 18, 19). */
export function handleAirStrike(draft: GameState, cmd: AirStrikeCommand): GameEvent[] | RuleError {
  const air = readyAirUnit(draft, cmd.air, 'combat');
  if (isRuleError(air)) return air;
  const loc = hexLoc(draft, cmd.hex);
  if (isRuleError(loc)) return loc;
  const weather = airRefusal(draft);
  if (weather) return weather;
  const { world } = draft;
  const def = airDefs(draft)[air]!;
  const a = draft.air.units[air]!;
  const side = def.side;
  const enemy = otherSide(side);
  const carpet = def.flags?.carpet === true;
  const k = draft.knowledge[side];
  const extra: [string, number, string][] = [];
  let candidates: number[] = [];
  if (!carpet) {
    // Guard: a Spotted hex with enemy units (Unknown ones too: PC-AIR-08).
    const units = readUnits(draft);
    candidates = units
      .map((s, i) => i)
      .filter((i) => {
        const s = units[i]!;
        return (
          s.status === 'active' &&
          s.loc === loc &&
          world.units[i]!.side === enemy &&
          (k.spotted.includes(i) || k.unknown.includes(i))
        );
      });
    if (candidates.length === 0)
      return ruleError('NOT_SPOTTED', `No spotted enemy unit in ${cmd.hex}.`, 'PC-AIR-02');
    // Guard: an owned air unit needs a spotter of its organisation that is not Broken (PC-AIR-18).
    let spotters = spottersOf(draft, side, loc);
    if (def.owner) {
      spotters = spotters.filter((i) => inOrg(draft, i, def.owner!));
      if (spotters.length === 0)
        return ruleError(
          'NOT_SPOTTED',
          `${def.name} belongs to ${world.orgs.get(def.owner)?.name ?? def.owner}; none of its units spots ${cmd.hex}.`,
          'PC-AIR-18',
        );
    }
    if (spotters.length > 0 && spotters.every((i) => isDetached(draft, i)))
      extra.push(['only Detached spotters', 0.5, 'PC-AIR-19']);
    // Guard: the Air Strike Hex Limitation (PC-AIR-12).
    const limit = world.params.airStrikeHexLimit;
    const used = draft.air.hexAircraft[loc] ?? 0;
    if (limit > 0 && used >= limit)
      return ruleError(
        'NOT_ALLOWED',
        `Air Strike Hex Limitation: ${used} aircraft have already struck ${cmd.hex} this turn (limit ${limit}).`,
        'PC-AIR-12',
      );
    if (cmd.target !== undefined) {
      const t = world.unitIndex.get(cmd.target);
      if (t === undefined || !candidates.includes(t))
        return ruleError(
          'NOT_SPOTTED',
          `"${cmd.target}" is not a spotted enemy unit in ${cmd.hex}.`,
          'PC-AIR-04',
        );
      candidates = [t];
    }
    draft.air.hexAircraft[loc] = used + a.strength;
  }

  const dice = diceFor(draft, `air|${air}`);
  const rolls: Roll[] = [];
  const events: GameEvent[] = [];
  const after: GameEvent[] = [];
  const name = def.name;
  const base = { type: 'airMission', side, air, kind: carpet ? 'carpet' : 'strike' } as const;
  if (intercepted(draft, def, dice, rolls)) {
    afterMission(draft, air);
    events.push({
      ...base,
      target: loc,
      intercepted: true,
      aa: [],
      factors: [],
      rolls,
      losses: [],
      strengthAfter: a.strength,
      summary: `${name}: mission on ${cmd.hex} intercepted`,
    });
    return events;
  }
  const aa = aaFire(draft, air, loc, dice);
  const aaLost = aa.reduce((n, s) => n + s.loss, 0);
  const aaText = aa.length > 0 ? `; AA fire: ${aaLost} aircraft lost` : '';
  if (a.strength <= 0 || a.cohesion === 'broken') {
    afterMission(draft, air);
    events.push({
      ...base,
      target: loc,
      intercepted: false,
      aa,
      factors: [],
      rolls,
      losses: [],
      strengthAfter: a.strength,
      summary: `${name}: driven off by AA fire over ${cmd.hex}${aaText}`,
    });
    return events;
  }
  if (a.cohesion === 'disrupted') extra.push(['air unit Disrupted', 0.5, 'PC-AIR-03']);
  const plane = {
    strength: a.strength,
    hard: def.hard,
    soft: def.soft,
    quality: def.quality,
    fatigue: a.fatigue,
    side,
  };

  let hit = loc;
  if (carpet) {
    // PC-AIR-05: the target hex scatters by up to carpetScatter hexes; every unit in it is hit.
    const near = world.board.within(loc, world.params.air.carpetScatter);
    hit = near[Math.floor(dice.next() * near.length)] ?? loc;
    candidates = draft.units
      .map((_, i) => i)
      .filter((i) => draft.units[i]!.status === 'active' && draft.units[i]!.loc === hit);
  } else {
    // PC-AIR-04: the chosen target, else the one the strike hurts most.
    let best = candidates[0]!;
    let bestValue = -1;
    for (const t of candidates) {
      const v = strikeValue(draft, plane, t, extra, 1).casualties.effective;
      if (v > bestValue) [best, bestValue] = [t, v];
    }
    candidates = [best];
  }
  const losses: UnitLoss[] = [];
  let factors: Factor[] = [];
  let nums: AirMissionEvent['numbers'];
  let attack = 0;
  const disruption = carpet ? world.params.air.carpetDisruption : 1;
  for (const t of candidates) {
    const calc = strikeValue(draft, plane, t, extra, disruption);
    if (factors.length === 0) factors = calc.factors;
    attack = Math.max(attack, calc.attack);
    const r = resolveOn(draft, calc, `air strike by ${name}`, dice, rolls, after);
    losses.push(r.loss);
    nums ??= numbers(
      calc.attack,
      calc.defense,
      calc.combatValue,
      calc.modifier,
      calc.casualties,
      r.casualties,
    );
  }
  if (candidates.length > 0) rubbleCheck(draft, hit, attack, dice, rolls);
  afterMission(draft, air);
  const hidden = !carpet && candidates.every((t) => !k.spotted.includes(t));
  const lost = losses.reduce((n, l) => n + l.loss, 0);
  const summary = carpet
    ? `${name} carpet-bombs ${world.board.label(hit)}${hit !== loc ? ` (aimed at ${cmd.hex})` : ''}: ${plural(losses.length, 'unit')} hit, ${lost} lost${aaText}`
    : `${name} strikes ${world.units[candidates[0]!]!.name} in ${cmd.hex}: ${lost} lost${aaText}`;
  events.push({
    ...base,
    target: hit,
    ...(hit !== loc ? { aimed: loc } : {}),
    ...(!carpet ? { targetUnit: candidates[0]! } : {}),
    intercepted: false,
    aa,
    factors,
    rolls,
    losses,
    ...(nums ? { numbers: nums } : {}),
    ...(hidden ? { hiddenFromFirer: true } : {}),
    strengthAfter: a.strength,
    summary,
  });
  events.push(...after);
  // The AA units that fired are revealed (PC-SPT-03); the units hit may have gone.
  events.push(...refreshSpotting(draft, [...aa.map((x) => x.unit), ...candidates]));
  return events;
}

/** PC-AIR-07: the chance (0..1) that recon over `center` spots an enemy unit at `loc`. */
export function airReconChance(
  state: GameState,
  def: AirUnitSetup,
  a: Pick<AirUnitState, 'strength' | 'cohesion'>,
  center: number,
  loc: number,
): number {
  const r = state.world.board.distance(center, loc);
  const m = terrainNow(state, loc).terrain.modifier; // PC-MAP-08
  const cohesion = a.cohesion === 'broken' ? 0 : a.cohesion === 'disrupted' ? 0.5 : 1;
  const s = a.strength;
  return (1 / (r + 1)) * ((100 + m) / 100) * (s / (s + 5)) * cohesion * RECON_QUALITY[def.quality];
}

/** Air Recon mission over any hex (PC-AIR-06..10, 15). */
export function handleAirRecon(draft: GameState, cmd: AirReconCommand): GameEvent[] | RuleError {
  const air = readyAirUnit(draft, cmd.air, 'recon');
  if (isRuleError(air)) return air;
  const loc = hexLoc(draft, cmd.hex);
  if (isRuleError(loc)) return loc;
  const weather = airRefusal(draft);
  if (weather) return weather;
  const { world } = draft;
  const def = airDefs(draft)[air]!;
  const a = draft.air.units[air]!;
  const side = def.side;
  const dice = diceFor(draft, `air|${air}`);
  const rolls: Roll[] = [];
  const base = {
    type: 'airMission',
    side,
    air,
    kind: 'recon',
    target: loc,
    factors: [],
    losses: [],
  } as const;
  if (intercepted(draft, def, dice, rolls)) {
    afterMission(draft, air);
    return [
      {
        ...base,
        intercepted: true,
        aa: [],
        rolls,
        strengthAfter: a.strength,
        summary: `${def.name}: recon over ${cmd.hex} intercepted`,
      },
    ];
  }
  const aa = aaFire(draft, air, loc, dice); // only Heavy AA reaches a high-flying unit
  const vis = effectiveVisibility(draft);
  const ups = new Map<number, SpotLevel>();
  const spotted: number[] = [];
  const unknown: number[] = [];
  draft.units.forEach((t, j) => {
    const tdef = world.units[j]!;
    if (tdef.side === side || t.status !== 'active' || t.loc < 0 || tdef.type === 'deception') return;
    if (world.board.distance(loc, t.loc) > vis || spotLevel(draft, side, j) === 2) return;
    const p = airReconChance(draft, def, a, loc, t.loc);
    const value = dice.next();
    rolls.push({
      label: `recon ${world.board.label(t.loc)}`,
      value: 100 * value,
      target: 100 * p,
      success: value < p,
      rule: 'PC-AIR-07',
    });
    if (value >= p) return;
    if (dice.percent() < 50) {
      ups.set(j, 2);
      spotted.push(j);
    } else {
      ups.set(j, 1);
      unknown.push(j);
    }
  });
  afterMission(draft, air);
  const aaLost = aa.reduce((n, s) => n + s.loss, 0);
  const events: GameEvent[] = [
    {
      ...base,
      intercepted: false,
      aa,
      rolls,
      spotted,
      unknown,
      strengthAfter: a.strength,
      summary: `${def.name} reconnoitres ${cmd.hex} out to ${vis} hexes: ${spotted.length} identified, ${unknown.length} Unknown${aa.length > 0 ? `; AA fire: ${aaLost} aircraft lost` : ''}`,
    },
  ];
  if (aa.length > 0)
    events.push(
      ...refreshSpotting(
        draft,
        aa.map((x) => x.unit),
      ),
    );
  events.push(...raiseSpotLevels(draft, side, ups));
  return events;
}

/**
 * PC-AIR-13 (formula ours, rules-decisions): the chance in percent that `airSide`'s air interdicts
 * in `loc` holding `exposed` Travel/Rail units: Air Interdiction × exposed × (100 + terrain
 * modifier)%, halved on Dawn and Dusk turns (PC-ENV-12), capped at params.air.interdictionCap.
 */
export function interdictionChance(state: GameState, airSide: Side, loc: number, exposed: number) {
  const { world } = state;
  const terrain = terrainNow(state, loc).terrain; // PC-MAP-08
  const light = lightOfTurn(world, state.turn);
  const dawnDusk = light === 'dawn' || light === 'dusk';
  const pct = world.params.side[airSide].airInterdiction;
  const chance = Math.min(
    world.params.air.interdictionCap,
    pct * exposed * ((100 + terrain.modifier) / 100) * (dawnDusk ? 0.5 : 1),
  );
  return { chance, terrain, dawnDusk };
}

/**
 * PC-AIR-13/14: air interdiction of a unit of the moving side entering `loc`. Called by movement
 * for every hex entered. The chance (rules-decisions) is the air side's Air Interdiction percent ×
 * the Travel/Rail units of the moving side in the hex, × (100 + terrain modifier)%, halved at Dawn
 * and Dusk, capped at params.air.interdictionCap. Nothing happens when the air side has no air
 * units, or no air mission could fly (Storm, Night). Returns true when a mover was hit.
 */
export function airInterdiction(
  draft: GameState,
  movers: readonly number[],
  loc: number,
  dice: Dice,
  events: GameEvent[],
): boolean {
  const { world } = draft;
  if (movers.length === 0) return false;
  const side = world.units[movers[0]!]!.side;
  const enemy = otherSide(side);
  const defs = airDefs(draft).filter((d) => d.side === enemy);
  if (defs.length === 0) return false;
  const pct = world.params.side[enemy].airInterdiction;
  if (pct <= 0 || airRefusal(draft)) return false;
  const exposed: number[] = [];
  readUnits(draft).forEach((s, i) => {
    if (s.status !== 'active' || s.loc !== loc || world.units[i]!.side !== side) return;
    if (s.mode === 'travel' || s.mode === 'rail') exposed.push(i);
  });
  if (exposed.length === 0) return false;
  const { chance, terrain: t, dawnDusk } = interdictionChance(draft, enemy, loc, exposed.length);
  const value = dice.percent();
  const roll: Roll = {
    label: `interdiction ${pct}% × ${plural(exposed.length, 'Travel/Rail unit')} × ${t.name}${dawnDusk ? ' × 1/2 dawn/dusk' : ''}`,
    value,
    target: chance,
    success: value < chance,
    rule: 'PC-AIR-13',
  };
  if (!roll.success) return false;
  const target = exposed[Math.floor(dice.next() * exposed.length)]!;
  // PC-AIR-14: a typical aircraft of the air side, not using up any of its air units.
  const typical = defs.find((d) => d.kind === 'combat' && !d.flags?.carpet);
  const fallback = world.params.air.interdictionAircraft;
  const plane = typical
    ? {
        strength: typical.strength,
        hard: typical.hard,
        soft: typical.soft,
        quality: typical.quality,
        fatigue: 0,
        side: enemy,
      }
    : { ...fallback, quality: 'C' as Quality, fatigue: 0, side: enemy };
  const calc = strikeValue(draft, plane, target, [], 2);
  const rolls: Roll[] = [roll];
  const after: GameEvent[] = [];
  const r = resolveOn(draft, calc, 'air interdiction', dice, rolls, after);
  const s = draft.units[target]!;
  let mpLost = 0;
  if (s.status === 'active') {
    mpLost = Math.min(s.mp, dice.int(0, Math.floor(s.mpMax / 2)));
    s.mp -= mpLost;
  }
  events.push({
    type: 'airInterdiction',
    side: enemy,
    unit: target,
    loc,
    factors: calc.factors,
    rolls,
    loss: r.loss,
    numbers: numbers(
      calc.attack,
      calc.defense,
      calc.combatValue,
      calc.modifier,
      calc.casualties,
      r.casualties,
    ),
    mpLost,
    summary: `Air interdiction hits ${world.units[target]!.name} in ${world.board.label(loc)}: ${r.loss.loss} lost, ${mpLost} MP lost`,
  });
  events.push(...after);
  return movers.includes(target);
}
