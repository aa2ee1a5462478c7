// What other folders ask of detection (§19). Owned by detection/; the signatures are the contract
// between the folders (add optional parameters, do not change these).

import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { onMap } from '../units.js';
import type { DetectionState, DetectorRef } from './state.js';
import {
  advanced,
  detectionDrm,
  detectionNumber,
  detectorsOf,
  inCoastalCity,
  lineClear,
  targetInfo,
  targetKey,
  type TargetInfo,
} from './rules.js';
import { rangeBand } from './rcs.js';

/** RS-OPT-11: an aircraft with the stealth symbol (the F-117). */
function airStealth(s: RsState, unit: number): boolean {
  return s.world.scenario.extended?.air?.units[unit]?.symbols.stealth === true;
}

/** An air or naval unit by the index of its definition (scenario.extended.air/naval.units). */
export type Detectable =
  { readonly kind: 'air'; readonly unit: number } | { readonly kind: 'naval'; readonly unit: number };

/** Something that can carry a Recon marker (RS-AIR-66, RS-SF-3). */
export type ReconTarget =
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'naval'; readonly unit: number }
  /** An installation: an air base id, an ADN installation id, an extended.installations id, a port hex label. */
  | { readonly kind: 'installation'; readonly id: string };

/** RS-DET-5: MP a target must spend before the same unit may try it again (standard game). */
export const RETRY_MP = 10;

/** The detection slice, made when missing (a test or a folder calling before init). */
export function detState(s: RsState): DetectionState {
  s.ext.det ??= { attempts: [], track: {}, recon: [], found: { nato: [], wp: [] } };
  return s.ext.det;
}

function automatic(s: RsState, info: TargetInfo): boolean {
  if (!info.alive || info.hex < 0) return false;
  // RS-DET-3: EWDA air units; RS-FOW-4 / RS-NAV-12: naval units In Port; (standard) coastal city hexes.
  if (info.ewda) return true;
  if (info.inPort) return true;
  return info.kind !== 'air' && !advanced(s) && inCoastalCity(s, info.hex);
}

function flagOf(s: RsState, t: Detectable): boolean {
  const u = t.kind === 'air' ? s.ext.air?.units[t.unit] : s.ext.naval?.units[t.unit];
  return u?.detected ?? false;
}

/** RS-DET-1..3: is the unit detected by the other side now? */
export function isDetected(s: RsState, t: Detectable): boolean {
  const u = t.kind === 'air' ? s.ext.air?.units[t.unit] : s.ext.naval?.units[t.unit];
  if (!u) return false;
  const info = targetInfo(s, t);
  if (info && automatic(s, info)) return true;
  return (u.detected ?? false) && !u.eliminated;
}

/** The units of the same kind stacked with the target (RS-DET-1: surface and submarine apart). */
function sameKindStack(s: RsState, t: Detectable, info: TargetInfo): Detectable[] {
  if (info.hex < 0) return [t];
  const out: Detectable[] = [];
  const n = t.kind === 'air' ? (s.ext.air?.units.length ?? 0) : (s.ext.naval?.units.length ?? 0);
  for (let i = 0; i < n; i++) {
    const o: Detectable = { kind: t.kind, unit: i };
    const oi = targetInfo(s, o);
    if (oi && oi.alive && oi.side === info.side && oi.hex === info.hex && oi.kind === info.kind) out.push(o);
  }
  return out.length > 0 ? out : [t];
}

/** Marks a unit (and, RS-DET-1, the same kind of units stacked with it) detected or undetected. */
export function setDetected(
  s: RsState,
  t: Detectable,
  detected: boolean,
  events: RsEvent[],
  opts?: { readonly rule?: string },
): void {
  const info = targetInfo(s, t);
  if (!info) return;
  const unitOf = (x: Detectable) =>
    x.kind === 'air' ? s.ext.air?.units[x.unit] : s.ext.naval?.units[x.unit];
  if (!detected) {
    const u = unitOf(t);
    if (u?.detected) {
      u.detected = false;
      events.push({ type: 'det-lost', target: t, rule: opts?.rule ?? 'RS-DET-2' });
    }
    return;
  }
  const changed: Detectable[] = [];
  for (const x of sameKindStack(s, t, info)) {
    const u = unitOf(x);
    if (u && !u.detected) {
      u.detected = true;
      changed.push(x);
    }
  }
  if (changed.length > 0)
    events.push({
      type: 'det-spotted',
      side: otherSide(info.side),
      targets: changed,
      hex: info.hex,
      rule: opts?.rule ?? 'RS-DET-1',
    });
}

/** Tracks the MP the target has spent this GT (RS-DET-5): the caller's count, or 1 MP per OpHex moved. */
function trackMove(s: RsState, key: string, hex: number, mpSpent: number | undefined): number {
  const det = detState(s);
  const prev = det.track[key];
  const b = s.world.map.board;
  const mp =
    mpSpent ??
    (prev ? prev.mp + (prev.hex >= 0 && hex >= 0 && prev.hex !== hex ? b.distance(prev.hex, hex) : 0) : 0);
  det.track[key] = { hex, mp };
  return mp;
}

/** RS-DET-4/5 (standard) or RS-DET-21/23 (advanced): may this detector try this target now? */
function mayAttempt(
  s: RsState,
  dkey: string,
  tkey: string,
  info: TargetInfo,
  range: number,
  mp: number,
): boolean {
  const tried = detState(s).attempts.filter((a) => a.d === dkey && a.t === tkey);
  if (tried.length === 0) return true;
  if (advanced(s)) {
    const band = rangeBand(range);
    if (band === null) return false;
    // RS-DET-21: one attempt per band; RS-DET-23: the same hex unless the unit failed there.
    return !tried.some((a) => a.band === band);
  }
  // RS-DET-5: a naval target sharing the hex may always be tried unless an attempt at 0 failed.
  if (range === 0 && info.kind !== 'air' && !tried.some((a) => a.range === 0)) return true;
  return tried.every((a) => a.mp <= mp - RETRY_MP);
}

export interface TryOptions {
  /** The target's MP spent so far this GT (RS-DET-5); default: 1 per OpHex detection saw it move. */
  readonly mpSpent?: number;
  /** Only this detector tries (a unit that has just moved, RS-DET-4). */
  readonly only?: DetectorRef;
}

/** RS-DET-26: a WP submarine entering a sonobuoy hex is detected unless 2d10 make exactly 6. */
function sonobuoy(
  s: RsState,
  t: Detectable,
  info: TargetInfo,
  hex: number,
  dice: RsDice,
  events: RsEvent[],
): boolean {
  const b = s.world.map.board;
  const hexes = s.world.scenario.extended?.detection?.sonobuoys ?? [];
  if (info.kind !== 'submarine' || info.side !== 'wp' || !hexes.some((h) => b.parse(h) === hex)) return false;
  const pair = dice.twoD10();
  const success = pair[0] + pair[1] !== 6;
  events.push({ type: 'det-sonobuoy', target: t, hex, dice: pair, success });
  if (success) setDetected(s, t, true, events, { rule: 'RS-DET-26' });
  return success;
}

/**
 * RS-DET-4..7, RS-DET-10/11 (standard) or RS-DET-20..23 (advanced): the enemies of the target's
 * side that may try, try to detect it as it is in (or enters) `hex`. Returns true when it is
 * detected (now or already). `by` limits the detectors to one side's units of a kind.
 */
export function tryDetect(
  s: RsState,
  t: Detectable,
  hex: number,
  dice: RsDice,
  events: RsEvent[],
  by?: { readonly side: Side; readonly detectors?: 'ground' | 'air' | 'naval' },
  opts?: TryOptions,
): boolean {
  const info0 = targetInfo(s, t);
  if (!info0 || !info0.alive) return false;
  if (isDetected(s, t)) {
    // RS-DET-3: an automatic detection sets the flag others read.
    if (!flagOf(s, t)) setDetected(s, t, true, events, { rule: 'RS-DET-3' });
    return true;
  }
  const info: TargetInfo = { ...info0, hex };
  const tkey = targetKey(t);
  const mp = trackMove(s, tkey, hex, opts?.mpSpent);
  if (hex < 0) return false;
  const side = otherSide(info.side);
  if (by && by.side !== side) return false;
  // RS-DET-3 / RS-FOW-4: automatic detection (EWDA, In Port, standard game coastal city hex).
  if (automatic(s, info)) {
    setDetected(s, t, true, events, { rule: 'RS-DET-3' });
    return true;
  }
  if (!by && sonobuoy(s, t, info, hex, dice, events)) return true;
  const b = s.world.map.board;
  const only = opts?.only;
  for (const det of detectorsOf(s, side, only?.kind ?? by?.detectors, { hex, target: info.kind })) {
    if (only && det.ref.unit !== only.unit) continue;
    const range = b.distance(det.hex, hex);
    const n = detectionNumber(s, det, info.kind, range);
    if (!n || !lineClear(s, det, det.hex, hex, info.kind)) continue;
    if (!mayAttempt(s, det.key, tkey, info, range, mp)) continue;
    const air = t.kind === 'air' ? s.ext.air?.units[t.unit] : undefined;
    const stealth = t.kind === 'air' && isOn(s, 'stealth') && airStealth(s, t.unit);
    // RS-OPT-11: the F-117 is tried only by a detector in the hex it flies through.
    if (stealth && range > 0) continue;
    const roll = dice.d10();
    const drm = detectionDrm(det, info);
    // RS-OPT-9: detection numbers against a single-sortie striker are halved (rounded down: not
    // from the source); RS-OPT-11: detection rolls against a stealth aircraft are doubled.
    const number = air?.single ? Math.floor(n.number / 2) : n.number;
    const success = (stealth ? roll * 2 : roll) + drm <= number;
    // RS-DET-4: a stack moving together is tried as a single unit: the attempt counts for each.
    for (const x of sameKindStack(s, t, info))
      detState(s).attempts.push({
        d: det.key,
        t: targetKey(x),
        mp,
        range,
        band: rangeBand(range),
        ok: success,
      });
    events.push({
      type: 'det-attempt',
      side,
      detector: det.ref,
      target: t,
      hex,
      range,
      number,
      drm,
      roll,
      success,
      rule: n.rule,
    });
    if (success) {
      setDetected(s, t, true, events, { rule: n.rule });
      return true;
    }
  }
  return false;
}

/**
 * RS-DET-4: a unit that has just moved (or been placed) tries every undetected enemy air and naval
 * unit within its range. Returns the units it detected.
 */
export function detectFrom(s: RsState, detector: DetectorRef, dice: RsDice, events: RsEvent[]): Detectable[] {
  const me = detectorsOf(s, sideOfDetector(s, detector), detector.kind).find(
    (d) => d.ref.unit === detector.unit,
  );
  if (!me) return [];
  const found: Detectable[] = [];
  const targets: Detectable[] = [
    ...(s.ext.air?.units ?? []).map((_, i) => ({ kind: 'air', unit: i }) as const),
    ...(s.ext.naval?.units ?? []).map((_, i) => ({ kind: 'naval', unit: i }) as const),
  ];
  for (const t of targets) {
    const info = targetInfo(s, t);
    if (!info || !info.alive || info.side === me.side || info.hex < 0 || isDetected(s, t)) continue;
    if (tryDetect(s, t, info.hex, dice, events, { side: me.side }, { only: detector })) found.push(t);
  }
  return found;
}

function sideOfDetector(s: RsState, d: DetectorRef): Side {
  if (d.kind === 'ground') return s.world.units[d.unit]!.side;
  const defs =
    d.kind === 'air' ? s.world.scenario.extended?.air?.units : s.world.scenario.extended?.naval?.units;
  return defs?.[d.unit]?.side ?? 'nato';
}

/**
 * RS-DET-3: an air or naval unit is detected the instant it uses a combat factor — except a unit
 * firing stand-off weapons (BVR, ranged missiles) from `standOffFrom`, outside the detection range
 * of every unit of the attacked side. Returns whether it is detected.
 */
export function revealOnFire(
  s: RsState,
  t: Detectable,
  events: RsEvent[],
  opts?: { readonly standOffFrom?: number },
): boolean {
  const info = targetInfo(s, t);
  if (!info || !info.alive) return false;
  if (isDetected(s, t)) return true;
  const from = opts?.standOffFrom;
  if (from !== undefined && from >= 0) {
    const b = s.world.map.board;
    const seen = detectorsOf(s, otherSide(info.side), undefined, { hex: from, target: info.kind }).some(
      (d) =>
        detectionNumber(s, d, info.kind, b.distance(d.hex, from)) !== null &&
        lineClear(s, d, d.hex, from, info.kind),
    );
    if (!seen) return false;
  }
  setDetected(s, t, true, events, { rule: 'RS-DET-3' });
  return true;
}

/** May `side` know where this unit is (its own, or detected)? For the event filters of air/ and naval/. */
export function maySee(s: RsState, t: Detectable, side: Side): boolean {
  const info = targetInfo(s, t);
  if (!info) return false;
  return info.side === side || isDetected(s, t);
}

function unitHex(s: RsState, t: ReconTarget): number {
  if (t.kind === 'ground') return s.units[t.unit]?.loc ?? -1;
  if (t.kind === 'naval') return s.ext.naval?.units[t.unit]?.hex ?? -1;
  return -1;
}

function sameTarget(a: ReconTarget, b: ReconTarget): boolean {
  if (a.kind === 'installation' || b.kind === 'installation')
    return a.kind === b.kind && (a as { id: string }).id === (b as { id: string }).id;
  return a.kind === b.kind && a.unit === b.unit;
}

/** RS-AIR-66 / RS-SF-3: does the target carry a Recon marker? (A unit that moved has lost it.) */
export function isReconnoitred(s: RsState, t: ReconTarget): boolean {
  const marks = s.ext.det?.recon ?? [];
  return marks.some((m) => sameTarget(m.target, t) && (t.kind === 'installation' || m.hex === unitHex(s, t)));
}

/** Places a Recon marker (the owner of the marker is the enemy of the target). */
export function markRecon(
  s: RsState,
  t: ReconTarget,
  events: RsEvent[],
  opts?: { readonly by?: Side },
): void {
  const det = detState(s);
  if (isReconnoitred(s, t)) return;
  const by = opts?.by ?? reconOwner(s, t);
  det.recon = det.recon.filter((m) => !sameTarget(m.target, t));
  det.recon.push({ target: t, by, hex: unitHex(s, t), turn: s.turn });
  events.push({ type: 'det-recon', side: by, target: t, rule: 'RS-AIR-66' });
  // RS-OPT-18: a recon mission detects an HQ or LRMU.
  if (t.kind === 'ground') foundGround(s, by, t.unit, events, 'RS-OPT-18');
}

/** The enemy of the target's owner. */
function reconOwner(s: RsState, t: ReconTarget): Side {
  if (t.kind === 'ground') return otherSide(s.world.units[t.unit]!.side);
  if (t.kind === 'naval') return otherSide(s.world.scenario.extended?.naval?.units[t.unit]?.side ?? 'wp');
  const owner = installationSide(s, t.id);
  return owner ? otherSide(owner) : 'nato';
}

/** The side an installation belongs to (air base, ADN installation, extended installation), if known. */
export function installationSide(s: RsState, id: string): Side | undefined {
  const ext = s.world.scenario.extended;
  const base = ext?.air?.bases.find((b) => b.id === id);
  if (base) return base.side;
  const adn = ext?.adn?.installations.find((x) => x.id === id);
  if (adn) return ext?.adn?.sectors.find((z) => z.id === adn.sector)?.side;
  const inst = ext?.installations.find((x) => x.id === id);
  if (inst) return inst.side;
  const carrier = ext?.naval?.units.find((u) => u.id === id && u.carrier);
  if (carrier) return carrier.side;
  // A port by its hex label: the side that controls it.
  const hex = s.world.map.board.parse(id);
  return hex === undefined ? undefined : (s.control[hex] ?? undefined);
}

/** RS-DET-3 / RS-FOW-4: sets the flag of every unit detected automatically now (others read the flag). */
export function syncAutomatic(s: RsState, events: RsEvent[]): void {
  const all: Detectable[] = [
    ...(s.ext.air?.units ?? []).map((_, i) => ({ kind: 'air', unit: i }) as const),
    ...(s.ext.naval?.units ?? []).map((_, i) => ({ kind: 'naval', unit: i }) as const),
  ];
  for (const t of all) {
    const info = targetInfo(s, t);
    const u = t.kind === 'air' ? s.ext.air?.units[t.unit] : s.ext.naval?.units[t.unit];
    if (info && u && !u.detected && automatic(s, info)) setDetected(s, t, true, events, { rule: 'RS-DET-3' });
  }
}

/** RS-OPT-18: `side` has detected this enemy HQ or LRMU. */
export function foundGround(s: RsState, side: Side, unit: number, events: RsEvent[], rule: string): void {
  const d = s.world.units[unit];
  if (!d || d.side === side || (d.class !== 'hq' && d.class !== 'lrmu')) return;
  const det = detState(s);
  if (det.found[side].includes(unit)) return;
  det.found[side] = [...det.found[side], unit];
  if (isOn(s, 'hq-detection')) events.push({ type: 'det-found', side, unit, rule });
}

/**
 * RS-OPT-18: may `side` target this enemy ground unit with air strikes, missiles and SF raids? HQs
 * and LRMUs are undetected until a recon marks them or an enemy ground unit moves adjacent.
 */
export function groundTargetKnown(s: RsState, unit: number, side: Side): boolean {
  const d = s.world.units[unit];
  if (!d || d.side === side || !isOn(s, 'hq-detection')) return true;
  if (d.class !== 'hq' && d.class !== 'lrmu') return true;
  return s.ext.det?.found[side].includes(unit) ?? false;
}

/** RS-OPT-18: enemy HQs and LRMUs next to a ground unit of `side` are found (at set-up, after moves). */
export function findAdjacent(s: RsState, events: RsEvent[]): void {
  if (!isOn(s, 'hq-detection')) return;
  const b = s.world.map.board;
  s.units.forEach((u, i) => {
    const d = s.world.units[i]!;
    if (!onMap(u) || (d.class !== 'hq' && d.class !== 'lrmu')) return;
    const enemy = otherSide(d.side);
    if (s.ext.det?.found[enemy].includes(i)) return;
    const near = s.units.some(
      (o, j) => onMap(o) && s.world.units[j]!.side === enemy && b.distance(o.loc, u.loc) <= 1,
    );
    if (near) foundGround(s, enemy, i, events, 'RS-OPT-18');
  });
}

/**
 * RS-OPT-24: may `side` know the hits on this installation? Its owner always; the enemy only when
 * damage assessment is off or a recon marks the installation. Air/ and adn/ views call this.
 */
export function damageKnown(s: RsState, id: string, side: Side): boolean {
  if (!isOn(s, 'damage-assessment')) return true;
  if (installationSide(s, id) === side) return true;
  return isReconnoitred(s, { kind: 'installation', id });
}
