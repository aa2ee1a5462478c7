// The naval commands (issue 17): their shape (zod) and their rules. Each works on the copy `n` the
// caller throws away on refusal and returns a RuleError or null.

import { z } from 'zod';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { isDetected, revealOnFire, setDetected } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import { fireMissile, missileRange } from '../missiles/api.js';
import type { CombatFlags, RsCommand, RsEvent, RsState } from '../model.js';
import { extGroundEntered } from '../ext/registry.js';
import { takeControl } from '../move.js';
import { otherSide, type Side } from '../scenario.js';
import { moveRefusal, segmentKey } from '../sequence.js';
import { resolveTrack } from '../track.js';
import { applyHit, currentCs, isAssault, onMap, unitsAt } from '../units.js';
import { changeMines, hitNavalUnit, hitPort, portOperational } from './api.js';
import { applyNavalMove, checkNavalMove } from './move.js';
import {
  allowedFactors,
  factorValue,
  fullSegment,
  inRange,
  naval2naval,
  spend,
  spendRefusal,
  type NavalFactor,
} from './rules.js';
import {
  def,
  enterCost,
  escortForce,
  factor,
  friendlyPort,
  isSeaHex,
  navalIndex,
  navalScenario,
  ns,
  OFFENSIVE_MP,
  onBoard,
  portMined,
  subAtSea,
  zoneOf,
} from './sea.js';
import type { NavalCommand } from './state.js';

const id = z.string().min(1);

export const navalCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('naval-mode'), unit: id, mode: z.enum(['port', 'sea']) }),
  z.strictObject({ type: z.literal('naval-move'), units: z.array(id).min(1), path: z.array(id).min(1) }),
  z.strictObject({
    type: z.literal('naval-attack'),
    unit: id,
    target: id,
    factor: z.enum(['AS', 'B', 'SS']).optional(),
  }),
  z.strictObject({ type: z.literal('naval-bombard'), unit: id, hex: id }),
  z.strictObject({ type: z.literal('naval-mines'), unit: id, action: z.enum(['lay', 'sweep']) }),
  z.strictObject({
    type: z.literal('naval-orders'),
    intercept: z.boolean().optional(),
    returnFire: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('naval-support'), unit: id }),
  z.strictObject({ type: z.literal('naval-amphibious'), unit: id, path: z.array(id).min(1) }),
]);

export const NAVAL_COMMAND_TYPES = [
  'naval-mode',
  'naval-move',
  'naval-attack',
  'naval-bombard',
  'naval-mines',
  'naval-orders',
  'naval-support',
  'naval-amphibious',
] as const;

function unitOf(s: RsState, idStr: string, side: Side): number | RuleError {
  const i = navalIndex(s, idStr);
  if (i === undefined) return ruleError('NO_SUCH_UNIT', `No naval unit "${idStr}".`);
  if (def(s, i).side !== side) return ruleError('NOT_YOUR_UNIT', `${def(s, i).name} is not yours.`);
  return i;
}

export function applyNaval(
  n: RsState,
  cmd: RsCommand,
  side: Side,
  dice: RsDice,
  events: RsEvent[],
): RuleError | null {
  const c = cmd as NavalCommand;
  switch (c.type) {
    case 'naval-mode':
      return navalMode(n, c.unit, c.mode, side, events);
    case 'naval-move': {
      if (n.step.kind !== 'move')
        return ruleError('WRONG_PHASE', 'Naval units move in movement segments (RS-NAV-20).', 'RS-NAV-20');
      const plan = checkNavalMove(n, side, c.units, c.path);
      if ('code' in plan) return plan;
      applyNavalMove(n, side, plan, dice, events);
      return null;
    }
    case 'naval-attack':
      return navalAttack(n, c.unit, c.target, c.factor, side, dice, events);
    case 'naval-bombard':
      return navalBombard(n, c.unit, c.hex, side, dice, events);
    case 'naval-mines':
      return navalMines(n, c.unit, c.action, side, events);
    case 'naval-orders': {
      const st = ns(n);
      const o = st.orders ?? { nato: defaultOrders(), wp: defaultOrders() };
      o[side] = {
        intercept: c.intercept ?? o[side].intercept,
        returnFire: c.returnFire ?? o[side].returnFire,
      };
      st.orders = o;
      return null;
    }
    case 'naval-support':
      return navalSupport(n, c.unit, side);
    case 'naval-amphibious':
      return amphibious(n, c.unit, c.path, side, dice, events);
  }
}

/** Standing orders before a side gives any (decision RS-D-NAVORDERS): intercept and return fire. */
export function defaultOrders() {
  return { intercept: true, returnFire: true };
}

/** RS-NAV-10..12: In Port needs a friendly operational port; In Port units are detected, leaving port makes them undetected. */
function navalMode(
  n: RsState,
  idStr: string,
  mode: 'port' | 'sea',
  side: Side,
  events: RsEvent[],
): RuleError | null {
  if (n.step.kind !== 'assign')
    return ruleError(
      'WRONG_PHASE',
      'Naval modes are assigned in the unit assignment phase (RS-NAV-10).',
      'RS-NAV-10',
    );
  const i = unitOf(n, idStr, side);
  if (typeof i !== 'number') return i;
  const u = ns(n).units[i]!;
  const d = def(n, i);
  if (!onBoard(u) && !(u.box !== null && !u.eliminated && !u.pending))
    return ruleError('NOT_ON_MAP', `${d.name} is not in play.`);
  if (u.mode === mode)
    return ruleError('NOT_ALLOWED', `${d.name} is already ${mode === 'port' ? 'In Port' : 'At Sea'}.`);
  if (mode === 'port') {
    if (!onBoard(u) || !friendlyPort(n, u.hex, side))
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} must be in a friendly, operational port hex to be In Port (RS-NAV-12, RS-NAV-53).`,
        'RS-NAV-12',
      );
    u.mode = 'port';
    setDetected(n, { kind: 'naval', unit: i }, true, events);
  } else {
    u.mode = 'sea';
    // RS-NAV-11: an Undetected marker goes on a unit leaving port.
    setDetected(n, { kind: 'naval', unit: i }, false, events);
  }
  events.push({
    type: 'naval-note',
    side,
    text: `${d.name} is ${mode === 'port' ? 'In Port' : 'At Sea'} (RS-NAV-10).`,
  });
  return null;
}

/** RS-NAV-30..33, RS-NAV-5, RS-NAV-65, RS-SEQ-6, RS-MSL-10/11: one unit fires at a detected enemy naval unit. */
function navalAttack(
  n: RsState,
  idStr: string,
  targetId: string,
  want: NavalFactor | undefined,
  side: Side,
  dice: RsDice,
  events: RsEvent[],
): RuleError | null {
  const i = unitOf(n, idStr, side);
  if (typeof i !== 'number') return i;
  const t = navalIndex(n, targetId);
  if (t === undefined) return ruleError('NO_SUCH_UNIT', `No naval unit "${targetId}".`);
  const why = attackRefusal(n, i, t, side, want);
  if (typeof why === 'string') return ruleError('NOT_ALLOWED', why, 'RS-NAV-30');
  spend(n, i, OFFENSIVE_MP);
  ns(n).units[i]!.fired = true;
  if (why.missile) {
    const r = fireMissile(
      n,
      side,
      def(n, i).missile!,
      ns(n).units[t]!.hex,
      { kind: 'naval', unit: t },
      'HE',
      dice,
      events,
    );
    revealOnFire(n, { kind: 'naval', unit: i }, events, { standOffFrom: ns(n).units[i]!.hex });
    if (typeof r === 'string')
      return ruleError(
        'NOT_ALLOWED',
        `${def(n, i).name} cannot fire its ${def(n, i).missile}: ${r}.`,
        'RS-MSL-10',
      );
    return null;
  }
  naval2naval(n, i, t, why.factor, dice, events, 'naval attack (RS-NAV-30)');
  return null;
}

/**
 * Why unit `i` may not fire at `t` now, or the factor it fires with (a missile beyond its AS
 * range, RS-MSL-10). Also used by the computer player.
 */
export function attackRefusal(
  s: RsState,
  i: number,
  t: number,
  side: Side,
  want?: NavalFactor,
): string | { factor: NavalFactor; missile: boolean } {
  const st = ns(s);
  const d = def(s, i);
  const u = st.units[i]!;
  const td = def(s, t);
  const tu = st.units[t]!;
  if (td.side === side) return `${td.name} is yours.`;
  if (!onBoard(u)) return `${d.name} is not on the map (RS-MAP-5: no combat in a holding box).`;
  if (!onBoard(tu)) return `${td.name} is not on the map.`;
  const spendWhy = spendRefusal(s, i, side, OFFENSIVE_MP);
  if (spendWhy) return spendWhy;
  if (u.fired) return `${d.name} has made its one offensive combat this turn (RS-NAV-23).`;
  // RS-NAV-30 / RS-DET-2: only detected units may be attacked; RS-SEQ-6: in the second segment, only ones detected already.
  if (!isDetected(s, { kind: 'naval', unit: t }))
    return `${td.name} is not detected: it cannot be attacked (RS-NAV-30, RS-DET-2).`;
  // RS-NAV-65: a stack with an escort force is attacked through it (a missile may aim past it:
  // its first hit goes to the escort force, missileTarget).
  // Only escorts the attacker has detected bind it: an undetected one is not known to be there
  // (decision RS-D-NAV-ESCORTSEEN; RS-DET-1 normally detects the stack's surface units together).
  const esc = escortForce(s, tu.hex, td.side).filter((k) => isDetected(s, { kind: 'naval', unit: k }));
  const escorted = esc.length > 0 && !esc.includes(t) && !subAtSea(td, tu);
  const escortWhy = `${td.name} is escorted: the attack must target a SAG of its escort force (RS-NAV-65).`;
  const allowed = allowedFactors(s, i, t);
  const usable = allowed.filter((f) => (want === undefined || f === want) && factorValue(s, i, f) > 0);
  if (usable.length === 0) {
    const shots = allowed.includes('AS') && factor(d, u, 'as') > 0 && (u.asShots ?? 0) === 0;
    return `${d.name} has no usable ${want ?? allowed.join(' or ')} factor against ${td.name}${shots ? ' (no AS shots left, RS-NAV-33)' : ''} (RS-NAV-32).`;
  }
  const reach = usable
    .filter((f) => inRange(s, i, t, f))
    .sort((a, b) => factorValue(s, i, b) - factorValue(s, i, a));
  if (reach.length > 0) return escorted ? escortWhy : { factor: reach[0]!, missile: false };
  // RS-MSL-10/11, RS-NAV-33: beyond its AS range a unit with a cruise or long-range AS missile fires it.
  if (d.missile && allowed.includes('AS') && (want === undefined || want === 'AS')) {
    const r = missileRange(d.missile);
    if (r !== null && s.world.map.board.distance(u.hex, tu.hex) <= r) return { factor: 'AS', missile: true };
  }
  return `${td.name} is out of ${d.name}'s range (RS-NAV-32/33: AS ${d.asRange} over open water, B and SS 1).`;
}

/**
 * RS-NAV-40: naval-to-ground fire with B at enemy ground units in the unit's hex or 1 hex away,
 * 10 MP, once per GT; green row, no ECM. A ground unit takes at most 1 hit from naval-to-ground
 * fire per phase, is never eliminated and never flipped by it.
 */
function navalBombard(
  n: RsState,
  idStr: string,
  hexStr: string,
  side: Side,
  dice: RsDice,
  events: RsEvent[],
): RuleError | null {
  const i = unitOf(n, idStr, side);
  if (typeof i !== 'number') return i;
  const hex = n.world.map.board.parse(hexStr);
  if (hex === undefined) return ruleError('NO_SUCH_HEX', `No hex "${hexStr}".`);
  const why = bombardRefusal(n, i, hex, side);
  if (why) return ruleError('NOT_ALLOWED', why, 'RS-NAV-40');
  const d = def(n, i);
  const u = ns(n).units[i]!;
  spend(n, i, OFFENSIVE_MP);
  u.fired = true;
  const r = resolveTrack({ factor: factor(d, u, 'b'), row: 'green' }, dice);
  events.push({
    type: 'naval-fire',
    side,
    unit: i,
    target: -1,
    factor: 'B',
    value: factor(d, u, 'b'),
    roll: r.roll,
    hits: r.hits,
    why: `bombards ${hexStr} (RS-NAV-40)`,
  });
  revealOnFire(n, { kind: 'naval', unit: i }, events);
  // RS-NAV-40: the units in the hex take the hits; an empty enemy port takes them (RS-VIC-20).
  if (unitsAt(n, hex, otherSide(side)).length > 0) bombardHits(n, hex, otherSide(side), r.hits, events);
  else hitPort(n, hex, r.hits, events);
  return null;
}

/** An enemy-controlled port not yet destroyed (a naval bombardment target, RS-NAV-40, RS-VIC-20). */
export function enemyPort(s: RsState, hex: number, side: Side): boolean {
  return (
    s.world.map.ports.has(hex) &&
    s.control[hex] === otherSide(side) &&
    !(ns(s).portsDestroyed ?? []).includes(hex)
  );
}

export function bombardRefusal(s: RsState, i: number, hex: number, side: Side): string | null {
  const d = def(s, i);
  const u = ns(s).units[i]!;
  if (!onBoard(u)) return `${d.name} is not on the map.`;
  const spendWhy = spendRefusal(s, i, side, OFFENSIVE_MP);
  if (spendWhy) return spendWhy;
  if (!fullSegment(s))
    return 'Naval bombardment is an offensive action of the first segment of an action stage (RS-SEQ-6).';
  if (u.fired) return `${d.name} has made its one offensive combat this turn (RS-NAV-23, RS-NAV-40).`;
  if (subAtSea(d, u)) return `${d.name} is a submarine At Sea: it has no B factor to use (RS-NAV-5).`;
  if (factor(d, u, 'b') <= 0) return `${d.name} has no B factor (RS-NAV-40).`;
  if (s.world.map.board.distance(u.hex, hex) > 1)
    return `The target is more than 1 hex from ${d.name} (RS-NAV-40).`;
  if (unitsAt(s, hex, otherSide(side)).length === 0 && !enemyPort(s, hex, side))
    return 'No enemy ground unit or enemy port in that hex (RS-NAV-40).';
  return null;
}

/** RS-NAV-40 caps: hits spread assault units first, evenly; ≤ 1 per unit per phase; none that would eliminate. */
export function bombardHits(s: RsState, hex: number, side: Side, hits: number, events: RsEvent[]): number {
  const st = ns(s);
  const key = s.step.kind === 'move' ? `${s.turn}.${s.step.stage}` : `${s.turn}.x`;
  const done = st.bombarded?.[key] ?? [];
  const units = unitsAt(s, hex, side).sort(
    (a, b) =>
      Number(isAssault(s.world.units[b]!)) - Number(isAssault(s.world.units[a]!)) ||
      currentCs(s.world.units[b]!, s.units[b]!) - currentCs(s.world.units[a]!, s.units[a]!) ||
      a - b,
  );
  let applied = 0;
  for (const g of units) {
    if (applied >= hits) break;
    if (done.includes(g)) continue;
    const trial = { ...s.units[g]! };
    if (applyHit(s.world.units[g]!, trial, false).eliminated) continue;
    const r = applyHit(s.world.units[g]!, s.units[g]!, false);
    done.push(g);
    applied++;
    events.push({ type: 'hit', unit: g, flipped: r.flipped, eliminated: r.eliminated });
  }
  st.bombarded = { [key]: done };
  return applied;
}

/** RS-NAV-51/54: lay or sweep one level in the unit's sea zone: 10 MP, once per zone per GT. */
function navalMines(
  n: RsState,
  idStr: string,
  action: 'lay' | 'sweep',
  side: Side,
  events: RsEvent[],
): RuleError | null {
  const i = unitOf(n, idStr, side);
  if (typeof i !== 'number') return i;
  const why = minesRefusal(n, i, action, side);
  if (why) return ruleError('NOT_ALLOWED', why, action === 'lay' ? 'RS-NAV-51' : 'RS-NAV-54');
  const u = ns(n).units[i]!;
  spend(n, i, OFFENSIVE_MP);
  const zone = zoneOf(n, u.hex);
  u.minedZones = [...(u.minedZones ?? []), zone];
  changeMines(n, u.hex, action === 'lay' ? 1 : -1, side, events);
  return null;
}

export function minesRefusal(s: RsState, i: number, action: 'lay' | 'sweep', side: Side): string | null {
  const d = def(s, i);
  const u = ns(s).units[i]!;
  if (!onBoard(u)) return `${d.name} is not on the map (RS-NAV-50: mines are laid on the OpMap only).`;
  if (action === 'lay' && !d.minelayer) return `${d.name} is not a minelayer (RS-NAV-50).`;
  if (action === 'sweep' && !d.minesweeper) return `${d.name} is not a minesweeper (RS-NAV-50).`;
  const spendWhy = spendRefusal(s, i, side, OFFENSIVE_MP);
  if (spendWhy) return spendWhy;
  if (!fullSegment(s))
    return 'Mine warfare is an offensive action of the first segment of an action stage (RS-SEQ-6).';
  const zone = zoneOf(s, u.hex);
  if (zone < 0) return `${d.name} is not in a sea zone (RS-MAP-2).`;
  if ((u.minedZones ?? []).includes(zone))
    return `${d.name} has already ${action === 'lay' ? 'laid' : 'swept'} mines in this zone this turn (RS-NAV-51/54).`;
  const level = ns(s).mines?.[zone] ?? 0;
  if (action === 'lay' && level >= 8) return 'The zone is at the maximum mine level 8 (RS-NAV-51).';
  if (action === 'sweep' && level <= 0) return 'The zone has no mines (RS-NAV-54).';
  return null;
}

/** RS-NAV-41 / RS-GCB-40a/40b: a B unit in or next to the combat hex gives artillery support to its side. */
function navalSupport(n: RsState, idStr: string, side: Side): RuleError | null {
  const i = unitOf(n, idStr, side);
  if (typeof i !== 'number') return i;
  const why = supportRefusal(n, i, side);
  if (why) return ruleError('NOT_ALLOWED', why, 'RS-NAV-41');
  const c = n.combat!;
  const key: keyof CombatFlags = c.attacker === side ? 'attackerNavalArtillery' : 'defenderNavalArtillery';
  (c as { flags: CombatFlags }).flags = { ...c.flags, [key]: true };
  return null;
}

export function supportRefusal(s: RsState, i: number, side: Side): string | null {
  const c = s.combat;
  const d = def(s, i);
  const u = ns(s).units[i]!;
  if (!c) return 'Naval artillery supports a declared ground combat (RS-NAV-41).';
  if (!onBoard(u)) return `${d.name} is not on the map.`;
  if (subAtSea(d, u) || factor(d, u, 'b') <= 0) return `${d.name} has no B factor (RS-NAV-41).`;
  if (s.world.map.board.distance(u.hex, c.defenderHex) > 1)
    return `${d.name} is not in or next to the combat hex (RS-NAV-41).`;
  const already = c.attacker === side ? c.flags.attackerNavalArtillery : c.flags.defenderNavalArtillery;
  if (already)
    return 'Naval artillery already supports this side in this combat (RS-GCB-40b: never cumulative).';
  if (c.attacker === side ? c.attackerChoice !== undefined : c.defenderChoice !== undefined)
    return 'The formation is given: support comes before it (RS-SEQ-9).';
  return null;
}

/**
 * The landing ship (naval unit with `carries`) that carries ground unit `g`, in its hex and free
 * to sail this GT, or undefined.
 */
export function carrierShip(s: RsState, g: number): number | undefined {
  const st = ns(s);
  const id = s.world.units[g]!.id;
  const i = navalScenario(s).units.findIndex(
    (d, k) =>
      d.carries === id &&
      onBoard(st.units[k]!) &&
      st.units[k]!.hex === s.units[g]!.loc &&
      !st.units[k]!.movedIn,
  );
  return i < 0 ? undefined : i;
}

/** RS-NAV-70: amphibious or marine units. */
export function isAmphibious(s: RsState, g: number): boolean {
  return /amphib|marine|naval infantry/i.test(s.world.units[g]!.subtype);
}

/** RS-MOV-42: combat transport RE of a unit (armour, mechanized, HQ and artillery count double). */
export function transportRe(s: RsState, g: number): number {
  const d = s.world.units[g]!;
  const heavy = d.class === 'armour' || d.class === 'hq' || /mech|artillery|armo/i.test(d.subtype);
  return d.reSize * (heavy ? 2 : 1);
}

/**
 * RS-NAV-70 / RS-MOV-42: amphibious combat transport RE left this GT: the per-GT capacity, never
 * more than the game capacity less the transport hits taken, less what this GT used.
 */
export function amphibiousLeft(s: RsState, side: Side): number {
  const cap = navalScenario(s).amphibiousTransport;
  if (!cap) return 0;
  const st = ns(s);
  return Math.max(
    0,
    Math.min(cap.perGt[side], cap.game[side] - (st.amphibLost?.[side] ?? 0)) - (st.amphibUsed?.[side] ?? 0),
  );
}

/** RS-NAV-70: the longest amphibious transport path in OpHexes. */
export const AMPHIBIOUS_RANGE = 30;

/** A land hex with sea next to it (RS-NAV-70: "any hex with mixed sea and land"). */
export function coastalLand(s: RsState, hex: number): boolean {
  if (isSeaHex(s, hex)) return false;
  const t = s.world.tables.tec.terrain[s.world.map.terrain[hex]!];
  if (t.mp.armour === 'P' && t.mp.infantry === 'P') return false;
  if (s.world.map.territory[hex] === 'neutral') return false;
  const b = s.world.map.board;
  for (let dir = 0; dir < 6; dir++) {
    const h = b.neighbor(hex, dir);
    if (h >= 0 && isSeaHex(s, h)) return true;
  }
  return false;
}

/**
 * RS-NAV-70/71, RS-MOV-42: an amphibious or marine unit that has not moved this GT sails from an
 * operating port along sea hexes (≤ 30) to a coastal hex: one naval activation, combat transport
 * RE, mines on the way (each hit on the transport is a hit on the unit). Landing in a free hex:
 * clear terrain lets it spend half its MA, other terrain none. In an enemy-occupied hex the unit
 * waits in the last sea hex and attacks it in the coming combat phase (RS-GCB-46: +3 with a SAG).
 */
function amphibious(
  n: RsState,
  idStr: string,
  path: readonly string[],
  side: Side,
  dice: RsDice,
  events: RsEvent[],
): RuleError | null {
  const plan = checkAmphibious(n, idStr, path, side);
  if ('code' in plan) return plan;
  const st = ns(n);
  const g = plan.unit;
  const gu = n.units[g]!;
  const key = segmentKey((n.step as { stage: number }).stage, (n.step as { segment: number }).segment);
  st.activations![side] -= 1;
  st.amphibUsed = st.amphibUsed ?? { nato: 0, wp: 0 };
  st.amphibUsed[side] += transportRe(n, g);
  const port = gu.loc;
  // A landing ship named as carrying the unit sails with it (RS-NAV-70: the transport; RS-D-NAVLANDING).
  const ship = carrierShip(n, g);
  let lastZone = -2;
  for (const h of plan.sea) {
    const zone = zoneOf(n, h);
    if (zone >= 0 && zone !== lastZone) {
      const level = st.mines?.[zone] ?? 0;
      if (level > 0) {
        const r = resolveTrack({ factor: level, row: 'blue' }, dice);
        events.push({
          type: 'naval-note',
          side,
          text: `Mines of level ${level} attack the amphibious transport of ${n.world.units[g]!.name}: roll ${r.roll}, ${r.hits} hit(s) (RS-NAV-52, RS-NAV-70).`,
        });
        // RS-MOV-42: each hit on a transport marker lowers the side's capacity for the game by 1 RE.
        st.amphibLost = st.amphibLost ?? { nato: 0, wp: 0 };
        st.amphibLost[side] += r.hits;
        // A landing ship that carries the unit takes the hits as well (decision RS-D-NAVLANDING).
        if (ship !== undefined) hitNavalUnit(n, ship, r.hits, events);
        for (let k = 0; k < r.hits && onMap(gu); k++) {
          const res = applyHit(n.world.units[g]!, gu, false);
          events.push({ type: 'hit', unit: g, flipped: res.flipped, eliminated: res.eliminated });
        }
        if (!onMap(gu)) return null;
      }
    }
    lastZone = zone;
  }
  const d = n.world.units[g]!;
  gu.movedIn = key;
  if (ship !== undefined && onBoard(st.units[ship]!)) {
    const su = st.units[ship]!;
    su.hex = plan.opposed ? plan.stop : plan.sea[plan.sea.length - 1]!;
    su.mode = 'sea';
    su.movedIn = key;
    su.mpLeft = 0;
    st.activated = [...(st.activated ?? []), ship];
  }
  if (plan.opposed) {
    gu.loc = plan.stop;
    gu.mpLeft = 0;
    const sag = escortForce(n, plan.stop, side).length > 0;
    st.landings = [...(st.landings ?? []), { unit: g, target: plan.dest, port, sag, turn: n.turn }];
    events.push({
      type: 'naval-note',
      side,
      text: `${d.name} waits off ${n.world.map.board.label(plan.dest)} to land against the enemy in the combat phase (RS-NAV-71${sag ? ', with a SAG: +3 DRM RS-GCB-46' : ''}).`,
    });
    return null;
  }
  gu.loc = plan.dest;
  const clear = n.world.map.terrain[plan.dest] === 'clear';
  gu.mpLeft = clear ? Math.floor(d.ma / 2 + 0.5) : 0;
  takeControl(n, side, [plan.dest], events);
  // Ports, installations and bases react to ground units entering (RS-NAV-13, RS-AIR-100...).
  extGroundEntered(n, side, [g], [plan.dest], events);
  events.push({
    type: 'moved',
    units: [g],
    path: [port, ...plan.sea, plan.dest],
    rail: false,
    mpLeft: gu.mpLeft,
  });
  events.push({
    type: 'naval-note',
    side,
    text: `${d.name} lands at ${n.world.map.board.label(plan.dest)}${clear ? ` and may spend ${gu.mpLeft} MP` : ' and may not move on'} (RS-NAV-71).`,
  });
  return null;
}

export interface AmphibiousPlan {
  readonly unit: number;
  /** Sea hexes sailed through. */
  readonly sea: number[];
  readonly dest: number;
  readonly opposed: boolean;
  /** Where the unit ends: the destination, or the sea hex before it. */
  readonly stop: number;
}

export function checkAmphibious(
  s: RsState,
  idStr: string,
  path: readonly string[],
  side: Side,
): AmphibiousPlan | RuleError {
  const w = s.world;
  const g = w.byId.get(idStr);
  if (g === undefined) return ruleError('NO_SUCH_UNIT', `No ground unit "${idStr}".`);
  const d = w.units[g]!;
  const gu = s.units[g]!;
  if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
  if (!onMap(gu)) return ruleError('NOT_ON_MAP', `${d.name} is not on the map.`);
  if (s.step.kind !== 'move')
    return ruleError(
      'WRONG_PHASE',
      'Amphibious transport moves in a movement segment (RS-NAV-70).',
      'RS-NAV-70',
    );
  if (!isAmphibious(s, g) && carrierShip(s, g) === undefined)
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} is not an amphibious or marine unit, and no landing ship of its own is with it (RS-NAV-70).`,
      'RS-NAV-70',
    );
  if (gu.movedIn !== null)
    return ruleError('NOT_ALLOWED', `${d.name} has moved this turn (RS-NAV-70).`, 'RS-NAV-70');
  const mr = moveRefusal(s, g);
  if (mr)
    return ruleError(
      'MODE',
      `${mr} An amphibious transport moves when the unit could move (RS-NAV-70).`,
      'RS-NAV-70',
    );
  if (!portOperational(s, gu.loc) || s.control[gu.loc] !== side || !friendlyPort(s, gu.loc, side))
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} must start in a friendly operating port (RS-NAV-70).`,
      'RS-NAV-70',
    );
  const st = ns(s);
  if ((st.activations?.[side] ?? 0) <= 0)
    return ruleError(
      'NOT_ALLOWED',
      'No naval activation left in this action stage (RS-SEQ-4, RS-NAV-70).',
      'RS-SEQ-4',
    );
  const left = amphibiousLeft(s, side);
  if (transportRe(s, g) > left)
    return ruleError(
      'NOT_ALLOWED',
      `Amphibious combat transport left this turn: ${left} RE; ${d.name} needs ${transportRe(s, g)} (RS-MOV-42).`,
      'RS-MOV-42',
    );
  if (path.length > AMPHIBIOUS_RANGE + 1)
    return ruleError(
      'NOT_ALLOWED',
      `An amphibious transport sails at most ${AMPHIBIOUS_RANGE} hexes (RS-NAV-70).`,
      'RS-NAV-70',
    );
  const b = w.map.board;
  const hexes: number[] = [];
  let prev = gu.loc;
  for (const label of path) {
    const h = b.parse(label);
    if (h === undefined) return ruleError('NO_SUCH_HEX', `No hex "${label}".`);
    if (b.distance(prev, h) !== 1)
      return ruleError('NOT_ADJACENT', `${label} is not next to the hex before it.`);
    hexes.push(h);
    prev = h;
  }
  const dest = hexes[hexes.length - 1]!;
  const sea = hexes.slice(0, -1);
  for (const h of sea)
    if (!isSeaHex(s, h) || enterCost(s, side, h) === null)
      return ruleError(
        'IMPASSABLE',
        `${b.label(h)} is not a sea hex: the transport sails along coastal and sea hexes (RS-NAV-70).`,
        'RS-NAV-70',
      );
  if (sea.length === 0)
    return ruleError(
      'BAD_COMMAND',
      'The transport needs at least one sea hex before its coastal destination.',
    );
  if (!coastalLand(s, dest))
    return ruleError(
      'NOT_ALLOWED',
      `${b.label(dest)} is not a coastal land hex (RS-NAV-70: mixed sea and land).`,
      'RS-NAV-70',
    );
  if (portMined(s, dest))
    return ruleError(
      'NOT_ALLOWED',
      `${b.label(dest)} is a mined port: no landing there (RS-NAV-53).`,
      'RS-NAV-53',
    );
  // RS-AMB-29: the transport "functions as an HQ" has no effect here beyond carrying the unit.
  const opposed = unitsAt(s, dest, otherSide(side)).length > 0;
  return { unit: g, sea, dest, opposed, stop: opposed ? sea[sea.length - 1]! : dest };
}

/**
 * RS-NAV-71: after the combat phase a landing unit still at sea (it did not attack, or did not get
 * ashore by advancing) goes back to its port of origin.
 */
export function settleLandings(s: RsState, events: RsEvent[]): void {
  const st = ns(s);
  const left: typeof st.landings = [];
  for (const l of st.landings ?? []) {
    const gu = s.units[l.unit]!;
    if (!onMap(gu)) continue;
    if (gu.loc === l.target || !isSeaHex(s, gu.loc)) continue;
    if (s.combat && s.combat.attackers.includes(l.unit)) {
      left.push(l);
      continue;
    }
    gu.loc = l.port;
    events.push({
      type: 'naval-note',
      side: s.world.units[l.unit]!.side,
      text: `${s.world.units[l.unit]!.name} did not get ashore and returns to ${s.world.map.board.label(l.port)} (RS-NAV-71).`,
    });
  }
  st.landings = left;
}
