// NBC warfare, DEFCON and World Opinion (§20, §6.5): RS-NBC-1..24, RS-WO-1/2, RS-VIC-13..15,
// RS-AMB-6/7/19/20/21/46, RS-OPT-4 and RS-OPT-21. Every function changes the state it is given
// (apply works on a copy) and rolls only the dice passed in.

import { hasHqSupport } from '../command.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, sideName, type Side } from '../scenario.js';
import { applyHit, currentCs, onMap, unitsAt } from '../units.js';
import { airBasesAt, nbcOnAirBase } from '../air/api.js';
import { hitNavalUnit } from '../naval/api.js';
import { chemicalForbidden } from '../optional/api.js';
import type { NbcMarker, NbcState, NuclearSizeName } from './state.js';
import { driftDirection, WIND_ROSE, type WindRose } from './wind.js';

/** RS-NBC-14: hits of a successful nuclear attack by size. */
export const NUCLEAR_HITS: Record<NuclearSizeName, number> = { small: 4, medium: 7, massive: 10 };
/** RS-NBC-3: World Opinion spaces toward the attacked side per attack. */
export const NUCLEAR_WO: Record<NuclearSizeName, number> = { small: 1, medium: 2, massive: 3 };
/** RS-NBC-14/16/17: hits on ground units entering a nuclear hex, or reached by fallout; 1 with NBC protection. */
export const ENTRY_HITS = 3;
export const ENTRY_HITS_PROTECTED = 1;
/** RS-NBC-14/16: MP to enter a nuclear-attack or contamination hex. */
export const ENTRY_MP = 2;
/**
 * RS-AMB-46: the World Opinion track's end (either way). The rulebook gives no length; 10 spaces is
 * our default (not from the source, decision RS-D-NBC-WO).
 */
export const WO_TRACK_END = 10;

export function nbcOf(s: RsState): NbcState | undefined {
  return s.ext.nbc;
}

/** RS-AMB-46 / RS-NBC-1 / RS-WO-1: the slice at the start, from the scenario's `extended.nbc`. */
export function initialNbc(s: RsState): NbcState {
  const sc = s.world.scenario.extended?.nbc;
  const zero = () => ({ nato: 0, wp: 0 });
  return {
    defcon: sc?.defcon ?? 5,
    defconMovedGt: 0,
    wo: sc?.worldOpinion ?? 0,
    vp: { wo: zero(), defcon: zero(), firstNuclear: zero() },
    firstNuclear: null,
    nuclearUsed: { nato: false, wp: false },
    authorised: { nato: sc?.authorised?.nato ?? false, wp: sc?.authorised?.wp ?? false },
    firstChemicalGt: 0,
    chemicalUsed: { nato: false, wp: false },
    chemicalHexes: [],
    markers: [],
    nextChain: 1,
    destroyed: [],
    strangelove: { nato: 'none', wp: 'none' },
  };
}

// ---- World Opinion and VP ----------------------------------------------------------------------

/** RS-WO-1: moves World Opinion `spaces` toward `toward` (within the track, RS-AMB-46). */
export function shiftWo(s: RsState, toward: Side, spaces: number, why: string, events: RsEvent[]): void {
  const n = nbcOf(s);
  if (!n || spaces <= 0) return;
  const wo = Math.max(-WO_TRACK_END, Math.min(WO_TRACK_END, n.wo + (toward === 'nato' ? spaces : -spaces)));
  n.wo = wo;
  events.push({ type: 'nbc-wo', toward, spaces, wo, why });
}

/** RS-WO-2 / RS-VIC-13: the VP World Opinion gives now: 1 at position 3, 2 at 6 (never more than 2). */
export function woAward(wo: number): { side: Side; vp: number } | null {
  const pos = Math.abs(wo);
  const vp = pos >= 6 ? 2 : pos >= 3 ? 1 : 0;
  if (vp === 0) return null;
  return { side: wo > 0 ? 'nato' : 'wp', vp };
}

/** RS-SEQ-2 #1 / RS-WO-2: the strategic step's World Opinion VP. */
export function strategicWo(s: RsState, events: RsEvent[]): void {
  const n = nbcOf(s);
  if (!n) return;
  const a = woAward(n.wo);
  if (!a) return;
  n.vp.wo[a.side] += a.vp;
  events.push({
    type: 'nbc-vp',
    side: a.side,
    vp: a.vp,
    why: `World Opinion at ${Math.abs(n.wo)} (RS-WO-2)`,
  });
}

export function nbcVictoryPoints(s: RsState): Record<Side, number> {
  const n = nbcOf(s);
  if (!n) return { nato: 0, wp: 0 };
  const sum = (side: Side) => n.vp.wo[side] + n.vp.defcon[side] + n.vp.firstNuclear[side];
  return { nato: sum('nato'), wp: sum('wp') };
}

// ---- authorisation -----------------------------------------------------------------------------

/** RS-NBC-5 / RS-OPT-21: authorised, retaliating (the other side used nuclear weapons), or released by Dr. Strangelove. */
export function mayUseNuclear(s: RsState, side: Side): boolean {
  const n = nbcOf(s);
  if (!n) return false;
  return n.authorised[side] || n.nuclearUsed[otherSide(side)] || n.strangelove[side] === 'owed';
}

/**
 * RS-NBC-20 / RS-OPT-2: the WP (Soviet units) may use chemicals first; NATO (US units) only in
 * retaliation, and never under the optional NATO doctrine. No release roll is needed: the
 * rulebook ties RS-NBC-5 to nuclear weapons only (decision RS-D-NBC-CHEM).
 */
export function mayUseChemical(s: RsState, side: Side): boolean {
  const n = nbcOf(s);
  if (!n) return false;
  if (chemicalForbidden(s, side)) return false;
  if (side === 'wp') return true;
  return n.chemicalUsed.wp;
}

/** RS-NBC-20: the nations whose units may declare chemical use (Soviet; US in retaliation). */
export function chemicalNation(side: Side): string {
  return side === 'wp' ? 'USSR' : 'US';
}

/** RS-NBC-5 / RS-AMB-20: the end step's release roll (2d10, both 1s) for each side not yet authorised. */
export function releaseRolls(s: RsState, dice: RsDice, events: RsEvent[]): void {
  const n = nbcOf(s);
  if (!n) return;
  for (const side of ['nato', 'wp'] as const) {
    if (n.authorised[side]) continue;
    const roll = dice.twoD10();
    const ok = roll[0] === 1 && roll[1] === 1;
    if (ok) n.authorised[side] = true;
    events.push({ type: 'nbc-release', side, roll, authorised: ok });
  }
}

/** RS-OPT-21: at the end of its assignment a side rolls 2d10; a 2 releases nuclear weapons for action stage 1. */
export function strangeloveRoll(s: RsState, side: Side, dice: RsDice, events: RsEvent[]): void {
  const n = nbcOf(s);
  if (!n || !isOn(s, 'strangelove')) return;
  const roll = dice.twoD10();
  const released = roll[0] + roll[1] === 2;
  if (released) n.strangelove[side] = 'owed';
  events.push({ type: 'nbc-strangelove', side, roll, released });
}

// ---- nuclear attacks ---------------------------------------------------------------------------

/** Has the unit NBC protection: an NBC unit in its hex or HQ NBC support (RS-NBC-14, RS-GND-6)? */
export function nbcProtected(s: RsState, hex: number, side: Side): boolean {
  const here = unitsAt(s, hex, side);
  return here.some((i) => /nbc|chemical/i.test(s.world.units[i]!.subtype) || hasHqSupport(s, i, 'nbc'));
}

/**
 * Hits spread evenly over ground units (RS-NBC-14: the owner's choice, no assault-first order;
 * the stronger unit first, as RS-D-HITORDER). Hits never flip a unit (they are not from ground
 * combat). Returns the hits taken.
 */
export function spreadHits(s: RsState, units: readonly number[], n: number, events: RsEvent[]): number {
  let given = 0;
  const taken = new Map<number, number>(units.map((i) => [i, 0]));
  while (given < n) {
    const alive = units.filter((i) => onMap(s.units[i]!));
    if (alive.length === 0) break;
    const least = Math.min(...alive.map((i) => taken.get(i)!));
    const pick = alive
      .filter((i) => taken.get(i) === least)
      .sort(
        (a, b) =>
          currentCs(s.world.units[b]!, s.units[b]!) - currentCs(s.world.units[a]!, s.units[a]!) || a - b,
      )[0]!;
    const r = applyHit(s.world.units[pick]!, s.units[pick]!, false);
    taken.set(pick, taken.get(pick)! + 1);
    given++;
    events.push({ type: 'hit', unit: pick, flipped: r.flipped, eliminated: r.eliminated });
  }
  return given;
}

/** Naval units afloat in a hex (scenario.extended.naval, the naval slice), by index. */
function navalAt(s: RsState, hex: number): number[] {
  const out: number[] = [];
  (s.ext.naval?.units ?? []).forEach((u, i) => {
    if (!u.eliminated && u.hex === hex) out.push(i);
  });
  return out;
}

function spreadNaval(s: RsState, units: readonly number[], n: number, events: RsEvent[]): void {
  for (let k = 0; k < n && units.length > 0; k++) hitNavalUnit(s, units[k % units.length]!, 1, events);
}

/** RS-NBC-1/2, RS-NBC-4, RS-AMB-19/21: nuclear use moves DEFCON one space, at most once per GT. */
export function nuclearDefcon(s: RsState, by: Side, events: RsEvent[]): void {
  const n = nbcOf(s);
  if (!n || n.defconMovedGt === s.turn || n.defcon <= 1) return;
  n.defconMovedGt = s.turn;
  n.defcon -= 1;
  const attacked = otherSide(by);
  const vp = n.defcon === 3 || n.defcon === 2 ? 5 : 0;
  n.vp.defcon[attacked] += vp;
  events.push({ type: 'nbc-defcon', defcon: n.defcon, by, vp });
  if (n.defcon === 1) defconOne(s, by, events);
}

/** RS-NBC-2 / RS-AMB-19 / RS-VIC-1 (a): DEFCON 1 ends the game at once; the trigger loses and nobody wins. */
function defconOne(s: RsState, by: Side, events: RsEvent[]): void {
  s.result = {
    winner: null,
    title: 'Global nuclear war: nobody wins',
    turn: s.turn,
    reason: `DEFCON 1: the ${sideName(by)} pushed the world into global nuclear war and loses (RS-NBC-2)`,
  };
  s.combat = null;
  s.step = { kind: 'over' };
  events.push({ type: 'step', step: s.step });
}

/**
 * RS-NBC-13/14, RS-NBC-3/4, RS-NBC-1, RS-AMB-6: a successful nuclear attack of `size` by `by` on
 * `hex`: hits on every unit there, air bases struck, a city or port destroyed, the marker, World
 * Opinion, the first-use VP and DEFCON.
 */
export function nuclearStrike(
  s: RsState,
  by: Side,
  hex: number,
  size: NuclearSizeName,
  events: RsEvent[],
): void {
  const n = nbcOf(s);
  if (!n) return;
  const hits = NUCLEAR_HITS[size];
  const ground = unitsAt(s, hex);
  let taken = 0;
  for (const side of ['nato', 'wp'] as const) {
    const here = ground.filter((i) => s.world.units[i]!.side === side);
    taken += spreadHits(s, here, hits, events);
  }
  spreadNaval(s, navalAt(s, hex), hits, events);
  // RS-AMB-6: the attack on the base hex itself (the air war applies §16.1 or §18.2.2).
  for (const base of airBasesAt(s, hex)) nbcOnAirBase(s, base, 'nuclear', events);
  const m = s.world.map;
  const city = m.cities.has(hex) || m.ports.has(hex);
  if (city && !n.destroyed.includes(hex)) n.destroyed.push(hex);
  n.markers.push({ hex, kind: 'attack', rotation: 0, chain: n.nextChain++, last: true });
  events.push({ type: 'nbc-nuclear', by, hex, size, hits: taken, destroyed: city });
  const attacked = otherSide(by);
  // RS-NBC-4 / RS-VIC-15: the first nuclear use of the game, 15 VP to the side attacked.
  if (n.firstNuclear === null) {
    n.firstNuclear = by;
    n.vp.firstNuclear[attacked] += 15;
    events.push({
      type: 'nbc-vp',
      side: attacked,
      vp: 15,
      why: 'the first nuclear attack of the game (RS-VIC-15)',
    });
  }
  n.nuclearUsed[by] = true;
  if (n.strangelove[by] === 'owed') n.strangelove[by] = 'done';
  // RS-NBC-3 / RS-AMB-21: per attack.
  shiftWo(s, attacked, NUCLEAR_WO[size], `${size} nuclear attack (RS-NBC-3)`, events);
  nuclearDefcon(s, by, events);
}

// ---- chemical attacks --------------------------------------------------------------------------

/** RS-NBC-21 / RS-GCB-45: GTs since the first chemical use (0 = this GT). */
export function chemicalGtsSinceFirst(s: RsState): number {
  const n = nbcOf(s);
  return n && n.firstChemicalGt > 0 ? s.turn - n.firstChemicalGt : 0;
}

/** RS-NBC-21: the right column shifts of a chemical combat (before NBC protection, RS-AMB-7). */
export function chemicalShifts(gtsSinceFirst: number): number {
  return gtsSinceFirst <= 2 ? 5 : gtsSinceFirst <= 5 ? 3 : 1;
}

/** RS-NBC-20..24: a chemical attack by `by` on `hex` (missile or ground combat). */
export function chemicalStrike(s: RsState, by: Side, hex: number, events: RsEvent[]): void {
  const n = nbcOf(s);
  if (!n) return;
  if (n.firstChemicalGt === 0) n.firstChemicalGt = s.turn;
  // RS-NBC-23 / RS-AMB-6: an air base in the hex.
  for (const base of airBasesAt(s, hex)) nbcOnAirBase(s, base, 'chemical', events);
  events.push({ type: 'nbc-chemical', by, hex, shifts: chemicalShifts(chemicalGtsSinceFirst(s)) });
  // RS-NBC-24: once per player per game, 3 spaces toward the attacked player.
  if (!n.chemicalUsed[by]) {
    n.chemicalUsed[by] = true;
    shiftWo(s, otherSide(by), 3, 'first chemical attack of the player (RS-NBC-24)', events);
  }
}

// ---- markers: entering, fallout ----------------------------------------------------------------

export function markerHexes(s: RsState): Set<number> {
  return new Set((nbcOf(s)?.markers ?? []).map((m) => m.hex));
}

/** RS-NBC-14/16/17: ground units reaching a nuclear or contaminated hex: 3 hits spread, 1 with NBC protection. */
export function contaminate(
  s: RsState,
  hex: number,
  units: readonly number[],
  side: Side,
  events: RsEvent[],
): void {
  const alive = units.filter((i) => onMap(s.units[i]!));
  if (alive.length === 0) return;
  const own = alive.some((i) => /nbc|chemical/i.test(s.world.units[i]!.subtype) || hasHqSupport(s, i, 'nbc'));
  const hits = own || nbcProtected(s, hex, side) ? ENTRY_HITS_PROTECTED : ENTRY_HITS;
  const taken = spreadHits(s, alive, hits, events);
  events.push({ type: 'nbc-entered', side, hex, units: alive, hits: taken });
}

/** A marker reaching `hex` by fallout (RS-NBC-17): units there, naval units, air bases. */
function falloutReaches(s: RsState, hex: number, events: RsEvent[]): void {
  for (const side of ['nato', 'wp'] as const) contaminate(s, hex, unitsAt(s, hex, side), side, events);
  const naval = navalAt(s, hex);
  spreadNaval(s, naval, ENTRY_HITS, events);
  for (const base of airBasesAt(s, hex)) nbcOnAirBase(s, base, 'fallout', events);
}

/**
 * The end step's NBC markers (RS-SEQ-11 #7-8): RS-NBC-17 removes contamination markers already
 * turned 180°, rolls the wind for each other contamination marker (it drifts one hex downwind;
 * off the map it is gone), turns it 90°; then RS-NBC-16 flips this GT's attack markers. With
 * RS-OPT-4 markers never move or go: each chain gains a marker next to its last one (7-10 read as
 * the rose's `optCalm`).
 */
export function endStepMarkers(
  s: RsState,
  dice: RsDice,
  events: RsEvent[],
  rose: WindRose = WIND_ROSE,
): void {
  const n = nbcOf(s);
  if (!n) return;
  const board = s.world.map.board;
  const opt4 = isOn(s, 'fallout');
  if (!opt4) {
    const gone = n.markers.filter((m) => m.kind === 'contamination' && m.rotation >= 2);
    for (const m of gone) events.push({ type: 'nbc-marker', hex: m.hex, kind: 'removed' });
    n.markers = n.markers.filter((m) => !gone.includes(m));
    const next: NbcMarker[] = [];
    for (const m of n.markers) {
      if (m.kind !== 'contamination') {
        next.push(m);
        continue;
      }
      const roll = dice.d10();
      const dir = driftDirection(roll, rose);
      const to = dir === null ? m.hex : board.neighbor(m.hex, dir);
      events.push({ type: 'nbc-fallout', from: m.hex, to: to < 0 ? null : to, roll, added: false });
      if (to < 0) continue;
      m.rotation += 1;
      if (to !== m.hex) {
        m.hex = to;
        falloutReaches(s, to, events);
      }
      next.push(m);
    }
    n.markers = next;
  } else {
    const lasts = n.markers.filter((m) => m.kind === 'contamination' && m.last);
    for (const m of lasts) {
      const roll = dice.d10();
      const dir = driftDirection(roll > 6 ? rose.optCalm : roll, rose);
      const to = dir === null ? -1 : board.neighbor(m.hex, dir);
      events.push({ type: 'nbc-fallout', from: m.hex, to: to < 0 ? null : to, roll, added: to >= 0 });
      if (to < 0) continue;
      m.last = false;
      n.markers.push({ hex: to, kind: 'contamination', rotation: 0, chain: m.chain, last: true });
      falloutReaches(s, to, events);
    }
  }
  for (const m of n.markers)
    if (m.kind === 'attack') {
      m.kind = 'contamination';
      events.push({ type: 'nbc-marker', hex: m.hex, kind: 'contamination' });
    }
}
