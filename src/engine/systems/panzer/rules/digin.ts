// Digging in (PC-MSC-01/02, PC-FRT-06): the order, its eligibility, and the start-of-turn test that
// advances a hex one step: Vacated → restored, none → IP → Trench → Bunker (engineers only).

import type { GameEvent, Roll } from '../events.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameState } from '../model/state.js';
import type { FortificationType } from '../model/combat-params.js';
import type { Side } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import { sizeClass } from './combat-units.js';
import { FORT_NAMES, fortificationAt, hexStateFor } from './fortifications.js';
import { assistsDigging, engineerAssistAt } from './engineers.js';
import { sizedDef } from './combine.js';
import { claimMarkers } from './marker-sides.js';

/** PC-MSC-01 eligibility; null when the unit may start digging in. */
export function digInRefusal(state: GameState, unit: number): RuleError | null {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const rule = 'PC-MSC-01';
  if (def.type === 'hq' || def.type === 'supply')
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is ${def.type === 'hq' ? 'an HQ' : 'a supply unit'} and cannot dig in.`,
      rule,
    );
  if (s.digging) return ruleError('STATE', `${def.name} is already digging in.`, rule);
  if (s.bridgeOps || s.mineOps)
    return ruleError('STATE', `${def.name} is busy with engineer work and cannot dig in.`, rule);
  if (s.mode !== 'deployed') return ruleError('MODE', `${def.name} must be Deployed to dig in.`, rule);
  if (s.cohesion !== 'ok')
    return ruleError(
      'STATE',
      `${def.name} is ${s.cohesion === 'broken' ? 'Broken' : 'Disrupted'} and cannot dig in.`,
      rule,
    );
  if (s.moved) return ruleError('NOT_ALLOWED', `${def.name} has moved this turn and cannot dig in.`, rule);
  if (s.fired) return ruleError('NOT_ALLOWED', `${def.name} has fired this turn and cannot dig in.`, rule);
  if (state.weather.condition === 'frozen')
    return ruleError('NOT_ALLOWED', 'The ground is Frozen: no unit can dig in.', rule);
  const f = fortificationAt(state, s.loc);
  if (f?.type === 'pillbox') return ruleError('NOT_ALLOWED', 'A Pillbox hex cannot be dug in further.', rule);
  if (!canImprove(state, unit))
    return ruleError('NOT_ALLOWED', `${def.name} cannot improve the ${FORT_NAMES[f!.type]} here.`, rule);
  return null;
}

/**
 * PC-ENG-04 / PC-MSC-02: the unit is a non-bridge field engineer, or one stands in its hex
 * (engineering vehicles never help, PC-ENG-03).
 */
function engineerHelps(state: GameState, unit: number): boolean {
  const def = state.world.units[unit]!;
  return assistsDigging(def) || engineerAssistAt(state, state.units[unit]!.loc, def.side);
}

/**
 * Bunkers: a non-bridge engineer digging itself and a non-zero Bunker Prob (PC-MSC-01d, PC-FRT-03/06
 * say the engineer builds or restores it).
 */
function canBuildBunker(state: GameState, unit: number): boolean {
  return state.world.params.bunkerProb > 0 && assistsDigging(state.world.units[unit]!);
}

/** The next step this unit's digging would reach in its hex, or null when there is none. */
export function nextStep(
  state: GameState,
  unit: number,
): { to: FortificationType; restore: boolean; bunker: boolean } | null {
  const f = fortificationAt(state, state.units[unit]!.loc);
  if (!f) return { to: 'ip', restore: false, bunker: false };
  if (f.type === 'pillbox') return null; // PC-FRT-06: never restored, never built
  if (f.vacated) {
    if (f.type === 'bunker')
      return canBuildBunker(state, unit) ? { to: 'bunker', restore: true, bunker: true } : null;
    return { to: f.type, restore: true, bunker: false };
  }
  if (f.type === 'ip') return { to: 'trench', restore: false, bunker: false };
  if (f.type === 'trench')
    return canBuildBunker(state, unit) ? { to: 'bunker', restore: false, bunker: true } : null;
  return null;
}

function canImprove(state: GameState, unit: number): boolean {
  return nextStep(state, unit) !== null;
}

/**
 * PC-MSC-02: chance per turn, percent. Base Digging-In (Bunker Prob for bunkers) × size (battalion
 * or combined 3+ ×3, combined pair ×2, else ×1) × 3 for a non-bridge engineer building or restoring
 * an IP or Trench. The multipliers combine by multiplying (rules-decisions). PB-MOVE-42 (platoon
 * scale): the same with a lone company at variant.digInCompanyMultiplier and the step to an
 * Improved Position × variant.digInIpMultiplier (4).
 */
export function digInChance(state: GameState, unit: number): number {
  const step = nextStep(state, unit);
  if (!step) return 0;
  const def = sizedDef(state.world, unit, state.units[unit]!); // a combined unit's size
  const p = state.world.params;
  const base = step.bunker ? p.bunkerProb : p.diggingIn;
  const engineer = !step.bunker && engineerHelps(state, unit) ? 3 : 1;
  const loneCompany = def.size === 'company' && (def.subUnits ?? 1) === 1;
  const size = loneCompany ? p.variant.digInCompanyMultiplier : sizeClass(def);
  const ip = step.to === 'ip' && !step.restore ? p.variant.digInIpMultiplier : 1; // PB-MOVE-42
  return Math.min(100, base * size * engineer * ip);
}

/** Digging in costs the rest of the turn's MP (rules-decisions: PC-MSC-01). */
export function startDigging(state: GameState, unit: number): GameEvent[] {
  const s = state.units[unit]!;
  s.digging = true;
  s.mp = 0;
  return [{ type: 'unitState', unit, what: 'starts digging in', rule: 'PC-MSC-01' }];
}

/**
 * PC-MSC-01 start-of-turn step: one test per hex, with the best chance among the units digging
 * there (rules-decisions). On success the hex advances one step. Units stop digging when their
 * hex can be improved no further by them.
 */
export function progressDigging(state: GameState, side: Side, events: GameEvent[]): void {
  const byHex = new Map<number, number[]>();
  state.units.forEach((s, i) => {
    if (!s.digging) return;
    if (s.status !== 'active' || s.loc < 0 || s.mode !== 'deployed' || s.cohesion !== 'ok') {
      s.digging = false; // moved, broke or left play: the work stops
      return;
    }
    if (state.world.units[i]!.side !== side) return;
    byHex.set(s.loc, [...(byHex.get(s.loc) ?? []), i]);
  });
  for (const [loc, diggers] of byHex) {
    const best = diggers.reduce((a, b) => (digInChance(state, b) > digInChance(state, a) ? b : a));
    const chance = digInChance(state, best);
    const step = nextStep(state, best);
    if (step && chance > 0) {
      const p = diceFor(state, `dig|${loc}`).percent();
      const roll: Roll = {
        label: `dig in ${chance}%`,
        value: p,
        target: chance,
        success: p < chance,
        rule: 'PC-MSC-02',
      };
      if (p < chance) {
        const h = hexStateFor(state, loc);
        h.fortification = step.to;
        h.fortificationVacated = false;
        claimMarkers(state, loc, state.world.units[best]!.side); // PB-MAP-05, PB-FORT-06
        const what = step.restore ? `restores the ${FORT_NAMES[step.to]}` : `builds a ${FORT_NAMES[step.to]}`;
        events.push({ type: 'unitState', unit: best, what, rolls: [roll], rule: 'PC-MSC-01' });
      }
    }
    for (const i of diggers) if (!nextStep(state, i)) state.units[i]!.digging = false;
  }
}
