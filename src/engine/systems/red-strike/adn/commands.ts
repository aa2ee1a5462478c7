// The adn- commands: CAP over an AO-hex (RS-AIR-56), EWDA placement (RS-AIR-15/17, RS-AMB-24),
// standing orders (decision RS-D-ADN-STANDING) and stand-off jammers (RS-OPT-17). Each has a check
// that returns the plan or a RuleError; apply and the computer player use the same checks.

import { z } from 'zod';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { setDetected } from '../detection/api.js';
import { isOn } from '../ext/options.js';
import type { RsCommand, RsEvent, RsState } from '../model.js';
import { carrierHex } from '../naval/api.js';
import { otherSide } from '../scenario.js';
import type { Side } from '../sides.js';
import { airDefOf, airIndexOf, airStateOf, alive, current } from './airinfo.js';
import { homeOf, type Home } from './intercept.js';
import { inEnemyAdnRange } from './sectors.js';
import type { AdnCommand, AdnOrders, AdnState } from './state.js';

/** The standing orders a side has until it gives its own (decision RS-D-ADN-STANDING). */
export const DEFAULT_ORDERS: AdnOrders = {
  intercept: 'all',
  cap: 'all',
  alert: true,
  groundFire: true,
  jettison: false,
  interceptions: 2,
};

/** RS-AIR-56: SP per CAP unit per GT from an air base (carriers: 0). */
export const CAP_SP: Readonly<Record<Side, number>> = { nato: 6, wp: 9 };
/** RS-AIR-56: CAP units from air bases at most (each carrier adds 1, not counted). */
export const CAP_LIMIT: Readonly<Record<Side, number>> = { nato: 5, wp: 3 };
/** RS-AIR-56: an AO-hex within 10 hexes of the originating base or carrier. */
export const CAP_RADIUS = 10;
/** RS-OPT-17: SP to place a jammer. */
export const JAMMER_SP = 2;

const orderValue = z.enum(['all', 'strikes', 'none']);
const hexLabel = z.string().min(1);

export const adnCommandSchema = z.union([
  z.strictObject({ type: z.literal('adn-cap'), unit: z.string().min(1), hex: hexLabel.optional() }),
  z.strictObject({ type: z.literal('adn-ewda'), unit: z.string().min(1), hex: hexLabel }),
  z.strictObject({
    type: z.literal('adn-orders'),
    intercept: orderValue.optional(),
    cap: orderValue.optional(),
    alert: z.boolean().optional(),
    groundFire: z.boolean().optional(),
    jettison: z.boolean().optional(),
    interceptions: z.number().int().min(0).max(6).optional(),
  }),
  z.strictObject({ type: z.literal('adn-jammer'), unit: z.string().min(1), hex: hexLabel.optional() }),
]);

export const ADN_COMMAND_TYPES = ['adn-cap', 'adn-ewda', 'adn-orders', 'adn-jammer'] as const;

function adn(s: RsState): AdnState {
  return s.ext.adn!;
}

function inAssignment(s: RsState, side: Side, rule: string, what: string): RuleError | null {
  if (s.step.kind !== 'assign' || s.step.side !== side)
    return ruleError('WRONG_PHASE', `${what} in the unit assignment phase (${rule}).`, rule);
  return null;
}

/** An own, living air unit by id. */
function ownAirUnit(s: RsState, side: Side, id: string): number | RuleError {
  const i = airIndexOf(s, id);
  if (i < 0) return ruleError('NO_SUCH_UNIT', `No air unit "${id}".`);
  const d = airDefOf(s, i);
  if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
  if (!alive(s, i)) return ruleError('NOT_ON_MAP', `${d.name} is not in play (eliminated or not arrived).`);
  return i;
}

function parseHex(s: RsState, label: string): number | RuleError {
  const h = s.world.map.board.parse(label);
  return h === undefined ? ruleError('NO_SUCH_HEX', `No hex "${label}" on this map.`) : h;
}

export interface CapPlan {
  readonly unit: number;
  readonly hex: number;
  readonly home: Home;
  readonly sp: number;
}

/** RS-AIR-56 (OpMap CAP): may this unit fly CAP over this AO-hex this GT? */
export function checkCap(s: RsState, side: Side, unitId: string, label: string): CapPlan | RuleError {
  const phase = inAssignment(s, side, 'RS-AIR-56', 'CAP AO-hexes are assigned');
  if (phase) return phase;
  const i = ownAirUnit(s, side, unitId);
  if (typeof i !== 'number') return i;
  const d = airDefOf(s, i);
  const u = airStateOf(s, i)!;
  const a = adn(s);
  const b = s.world.map.board;
  const prev = a.cap.find((c) => c.unit === i);
  if (current(s, i, 'aa') <= 0 || d.type === 'ewda' || d.type === 'jammer')
    return ruleError(
      'CANNOT_FIRE',
      `${d.name} has no AA factor: CAP is an anti-air mission (RS-AIR-55).`,
      'RS-AIR-55',
    );
  if (u.hits > 0)
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} has hits: a CAP unit has none when assigned (RS-AIR-56).`,
      'RS-AIR-56',
    );
  if (u.mode === 'offensive')
    return ruleError(
      'MODE',
      `${d.name} is in offensive mode: it flies no CAP (RS-AIR-32); CAP units need no mode (RS-AIR-30).`,
      'RS-AIR-32',
    );
  const baseId = prev ? prev.base : u.base;
  if (!prev && (baseId === null || u.hex >= 0))
    return ruleError('NOT_ON_MAP', `${d.name} is not on a base display.`, 'RS-AIR-56');
  const home = homeOf(s, baseId!);
  if (!home || home.side !== side || home.hex < 0 || !home.usable)
    return ruleError(
      'NOT_ALLOWED',
      `${d.name}'s base cannot launch it now (inoperative, out of supply or off the map, RS-AIR-1/3).`,
      'RS-AIR-1',
    );
  const hex = parseHex(s, label);
  if (typeof hex !== 'number') return hex;
  if (b.distance(home.hex, hex) > CAP_RADIUS)
    return ruleError(
      'OUT_OF_RANGE',
      `The AO-hex must be within ${CAP_RADIUS} hexes of ${home.id} (${b.distance(home.hex, hex)}) (RS-AIR-56).`,
      'RS-AIR-56',
    );
  if (inEnemyAdnRange(s, hex, otherSide(side)))
    return ruleError(
      'NOT_ALLOWED',
      `${b.label(hex)} is within range of an operational enemy ADN installation: no AO-hex there (RS-AIR-56).`,
      'RS-AIR-56',
    );
  if (a.cap.some((c) => c.side === side && c.hex === hex && c.unit !== i))
    return ruleError(
      'STACKING',
      `${b.label(hex)} already has a CAP unit: 1 per AO-hex (RS-AIR-56).`,
      'RS-AIR-56',
    );
  const others = a.cap.filter((c) => c.side === side && c.unit !== i);
  if (home.carrier) {
    if (others.some((c) => c.base === home.id))
      return ruleError('NOT_ALLOWED', `${home.id} already launches its one CAP (RS-AIR-56).`, 'RS-AIR-56');
  } else if (others.filter((c) => !c.carrier).length >= CAP_LIMIT[side])
    return ruleError(
      'NOT_ALLOWED',
      `At most ${CAP_LIMIT[side]} ${side === 'nato' ? 'NATO' : 'WP'} CAP units fly from air bases (RS-AIR-56).`,
      'RS-AIR-56',
    );
  const sp = home.carrier ? 0 : CAP_SP[side];
  const refund = prev?.sp ?? 0;
  if (s.sp[side] + refund < sp)
    return ruleError(
      'NOT_ALLOWED',
      `CAP costs ${sp} SP; ${s.sp[side] + refund} SP left (RS-AIR-56).`,
      'RS-AIR-56',
    );
  return { unit: i, hex, home, sp };
}

/** Takes a CAP entry back (re-placement or call-off in the same phase): refund, unit back on its base. */
function undoCap(s: RsState, unit: number): void {
  const a = adn(s);
  const prev = a.cap.find((c) => c.unit === unit);
  if (!prev) return;
  s.sp[prev.side] += prev.sp;
  a.cap = a.cap.filter((c) => c !== prev);
  const u = airStateOf(s, unit)!;
  u.base = prev.base;
  u.hex = -1;
}

export interface EwdaPlan {
  readonly unit: number;
  readonly hex: number;
  readonly carrier: string | null;
}

/** RS-AIR-15/17, RS-AMB-24: an EWDA unit to a friendly-controlled or sea hex (E-2C: over its carrier). */
export function checkEwda(s: RsState, side: Side, unitId: string, label: string): EwdaPlan | RuleError {
  const phase = inAssignment(s, side, 'RS-AIR-15', 'EWDA units are placed');
  if (phase) return phase;
  const i = ownAirUnit(s, side, unitId);
  if (typeof i !== 'number') return i;
  const d = airDefOf(s, i);
  if (d.type !== 'ewda')
    return ruleError('NOT_ALLOWED', `${d.name} is not an EWDA unit (RS-AIR-15).`, 'RS-AIR-15');
  const hex = parseHex(s, label);
  if (typeof hex !== 'number') return hex;
  const sea = s.world.map.territory[hex] === 'sea';
  if (s.control[hex] !== side && !sea)
    return ruleError(
      'NOT_ALLOWED',
      `${s.world.map.board.label(hex)} is neither friendly-controlled nor a sea hex (RS-AIR-15, RS-AMB-24).`,
      'RS-AMB-24',
    );
  // RS-AIR-17: an E-2C placed over its carrier moves with it.
  const carrierId = homeOf(s, d.base)?.carrier ? d.base : null;
  const carrier = carrierId !== null && carrierHex(s, carrierId) === hex ? carrierId : null;
  return { unit: i, hex, carrier };
}

export interface JammerPlan {
  readonly unit: number;
  /** -1: back to its base. */
  readonly hex: number;
  readonly sp: number;
}

/** RS-OPT-17: a stand-off jammer to any friendly OpMap hex (2 SP), or back to its base. */
export function checkJammer(s: RsState, side: Side, unitId: string, label?: string): JammerPlan | RuleError {
  if (!isOn(s, 'jammers'))
    return ruleError(
      'NOT_ALLOWED',
      'Stand-off jammers are an optional rule not in force (RS-OPT-17).',
      'RS-OPT-17',
    );
  const phase = inAssignment(s, side, 'RS-OPT-17', 'Jammers are placed');
  if (phase) return phase;
  const i = ownAirUnit(s, side, unitId);
  if (typeof i !== 'number') return i;
  const d = airDefOf(s, i);
  if (d.type !== 'jammer')
    return ruleError('NOT_ALLOWED', `${d.name} is not an EF-111A or EA-6B jammer (RS-OPT-17).`, 'RS-OPT-17');
  const placed = adn(s).jammers.some((j) => j.unit === i);
  const u = airStateOf(s, i)!;
  if (!placed && (u.base === null || u.hex >= 0))
    return ruleError('NOT_ON_MAP', `${d.name} is not on a base display.`, 'RS-OPT-17');
  if (label === undefined) {
    if (!placed)
      return ruleError('NOT_ALLOWED', `${d.name} is not placed as a stand-off jammer.`, 'RS-OPT-17');
    return { unit: i, hex: -1, sp: 0 };
  }
  const hex = parseHex(s, label);
  if (typeof hex !== 'number') return hex;
  if (s.control[hex] !== side)
    return ruleError(
      'NOT_ALLOWED',
      `${s.world.map.board.label(hex)} is not a friendly hex: a jammer is placed in a friendly OpMap hex (RS-OPT-17).`,
      'RS-OPT-17',
    );
  if (s.sp[side] < JAMMER_SP)
    return ruleError(
      'NOT_ALLOWED',
      `A jammer costs ${JAMMER_SP} SP; ${s.sp[side]} SP left (RS-OPT-17).`,
      'RS-OPT-17',
    );
  return { unit: i, hex, sp: JAMMER_SP };
}

/** Applies an adn- command to `n` (a copy); a RuleError refuses it. */
export function applyAdn(n: RsState, cmd: RsCommand, side: Side, events: RsEvent[]): RuleError | null {
  const a = n.ext.adn;
  if (!a) return ruleError('NOT_ALLOWED', 'The air war is not in force in this game (RS-AIR-1).');
  const c = cmd as AdnCommand;
  switch (c.type) {
    case 'adn-cap': {
      if (c.hex === undefined) {
        const phase = inAssignment(n, side, 'RS-AIR-56', 'CAP is called off');
        if (phase) return phase;
        const i = ownAirUnit(n, side, c.unit);
        if (typeof i !== 'number') return i;
        if (!a.cap.some((x) => x.unit === i))
          return ruleError('NOT_ALLOWED', `${airDefOf(n, i).name} is not on CAP.`, 'RS-AIR-56');
        undoCap(n, i);
        events.push({ type: 'adn-cap', side, unit: i, hex: -1, sp: 0 });
        return null;
      }
      const p = checkCap(n, side, c.unit, c.hex);
      if ('code' in p) return p;
      undoCap(n, p.unit);
      n.sp[side] -= p.sp;
      const u = airStateOf(n, p.unit)!;
      a.cap.push({
        unit: p.unit,
        side,
        hex: p.hex,
        base: p.home.id,
        sp: p.sp,
        carrier: p.home.carrier,
        detected: false,
      });
      u.base = null;
      u.hex = p.hex;
      u.detected = false;
      events.push({ type: 'adn-cap', side, unit: p.unit, hex: p.hex, sp: p.sp });
      return null;
    }
    case 'adn-ewda': {
      const p = checkEwda(n, side, c.unit, c.hex);
      if ('code' in p) return p;
      a.ewda = a.ewda.filter((e) => e.unit !== p.unit);
      a.ewda.push({ unit: p.unit, side, hex: p.hex, carrier: p.carrier });
      const u = airStateOf(n, p.unit)!;
      u.base = null;
      u.hex = p.hex;
      // RS-AIR-15 / RS-DET-3: always detected.
      setDetected(n, { kind: 'air', unit: p.unit }, true, events, { rule: 'RS-AIR-15' });
      events.push({ type: 'adn-ewda', side, unit: p.unit, hex: p.hex });
      return null;
    }
    case 'adn-orders': {
      const { type: _t, ...rest } = c;
      const prev = a.orders[side];
      const next: AdnOrders = {
        intercept: rest.intercept ?? prev.intercept,
        cap: rest.cap ?? prev.cap,
        alert: rest.alert ?? prev.alert,
        groundFire: rest.groundFire ?? prev.groundFire,
        jettison: rest.jettison ?? prev.jettison,
        interceptions: rest.interceptions ?? prev.interceptions,
      };
      a.orders[side] = { ...next, given: true };
      events.push({ type: 'adn-orders', side, orders: next });
      return null;
    }
    case 'adn-jammer': {
      const p = checkJammer(n, side, c.unit, c.hex);
      if ('code' in p) return p;
      a.jammers = a.jammers.filter((j) => j.unit !== p.unit);
      const u = airStateOf(n, p.unit)!;
      if (p.hex < 0) {
        u.base = airDefOf(n, p.unit).base;
        u.hex = -1;
      } else {
        a.jammers.push({ unit: p.unit, side, hex: p.hex });
        n.sp[side] -= p.sp;
        u.base = null;
        u.hex = p.hex;
      }
      events.push({ type: 'adn-jammer', side, unit: p.unit, hex: p.hex, sp: p.sp });
      return null;
    }
  }
  return ruleError('BAD_COMMAND', `Unknown command "${(cmd as { type: string }).type}".`);
}
