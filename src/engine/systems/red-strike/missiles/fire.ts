// One missile fired (RS-MSL-3..6, RS-MSL-10..13): the checks (range, target kind, warhead,
// release), Patriot (RS-MSL-12), the d100 roll (+20 against units not reconnoitred, RS-MSL-4;
// "sure" hits never rolled), then the effects: one hit on the chosen target (precision, RS-MSL-5),
// an interdiction marker, World Opinion for a city hex (RS-MSL-6), or the NBC effects.

import { inCommandRange } from '../command.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, sideName, type Side } from '../scenario.js';
import { applyHit, onMap, unitsAt } from '../units.js';
import { hexLabel } from '../world.js';
import { airBasesAt, hitAirBase } from '../air/api.js';
import { hitAdnInstallation } from '../adn/api.js';
import { groundTargetKnown, isDetected, isReconnoitred } from '../detection/api.js';
import { hitCanal, hitNavalUnit, hitPort, missileTarget } from '../naval/api.js';
import { hitInstallation } from '../optional/api.js';
import {
  chemicalAllowed,
  chemicalAttack,
  nuclearAllowed,
  nuclearAttack,
  shiftWorldOpinion,
} from '../nbc/api.js';
import type { MissileTarget, Warhead } from './api.js';
import { hitNumberOf, missileEntry, type MissileEntry, type MissileTargetKind } from './table.js';

/** RS-MSL-4: the d100 modifier against ground or naval units not reconnoitred. */
export const UNRECONNOITRED_DRM = 20;
/** RS-MSL-12: Patriot destroys the missile on a d10 of 1..7. */
export const PATRIOT_KILLS = 7;

const NUCLEAR: readonly Warhead[] = ['small', 'medium', 'massive'];

/** The hit-number column a target reads: a hex (interdiction, city, NBC) reads "ground", else "installation". */
function kindOf(m: MissileEntry, t: MissileTarget, w: Warhead): MissileTargetKind | undefined {
  if (t.kind !== 'hex') return t.kind;
  if (hitNumberOf(m, w, 'ground') !== undefined) return 'ground';
  if (hitNumberOf(m, w, 'installation') !== undefined) return 'installation';
  return undefined;
}

/** Where an installation id is: an air base, an ADN installation, a scenario installation, or a port label. */
export function installationHex(
  s: RsState,
  id: string,
): { hex: number; owner: 'air' | 'adn' | 'msl' } | null {
  const b = s.world.map.board;
  const ext = s.world.scenario.extended;
  const live = s.ext.air?.bases.find((x) => x.id === id);
  if (live) return live.destroyed ? null : { hex: live.hex, owner: 'air' };
  const base = ext?.air?.bases.find((x) => x.id === id);
  if (base) return { hex: b.parse(base.hex)!, owner: 'air' };
  const adn = ext?.adn?.installations.find((x) => x.id === id);
  if (adn) return { hex: b.parse(adn.hex)!, owner: 'adn' };
  const inst = ext?.installations.find((x) => x.id === id);
  if (inst) return { hex: b.parse(inst.hex)!, owner: 'msl' };
  const port = b.parse(id);
  if (port !== undefined && s.world.map.ports.has(port)) return { hex: port, owner: 'msl' };
  return null;
}

/** A naval unit's side and hex (scenario.extended.naval with the naval slice). */
function navalUnit(s: RsState, i: number): { side: Side; hex: number } | null {
  const d = s.world.scenario.extended?.naval?.units[i];
  const u = s.ext.naval?.units[i];
  if (!d || !u || u.eliminated) return null;
  return { side: d.side, hex: u.hex };
}

/**
 * RS-MSL-3 #1-3, RS-MSL-10/11, RS-NBC-5/20: why `by` may not fire `missile` from `from` at
 * `target` in `hex` with `warhead`, or null.
 */
export function fireRefusal(
  s: RsState,
  by: Side,
  missile: string,
  hex: number,
  target: MissileTarget,
  warhead: Warhead,
  from?: number,
): string | null {
  const m = missileEntry(missile);
  if (!m) return `The Missile Table has no "${missile}".`;
  if (m.asFactor)
    return `The ${m.name} is fired with its carrier's AS factor on the combat track, not with the Missile Table (RS-MSL-11).`;
  const w = s.world;
  if (hex < 0 || hex >= w.map.board.size) return 'No such target hex.';
  if (from !== undefined && w.map.board.distance(from, hex) > m.range)
    return `${hexLabel(w, hex)} is ${w.map.board.distance(from, hex)} OpHexes away: the ${m.name}'s range is ${m.range} (RS-MSL-3).`;
  if (!m.hit[warhead]) return `The ${m.name} carries no ${warhead} warhead (RS-MSL-3).`;
  const kind = kindOf(m, target, warhead);
  if (!kind || hitNumberOf(m, warhead, kind) === undefined)
    return `The ${m.name} cannot attack a ${target.kind} target with ${warhead} (Missile Table, RS-MSL-3).`;
  if (warhead === 'CH' && !chemicalAllowed(s, by))
    return `The ${sideName(by)} may not use chemical weapons now (RS-NBC-20).`;
  if (NUCLEAR.includes(warhead) && !nuclearAllowed(s, by))
    return `The ${sideName(by)} has no release for nuclear weapons (RS-NBC-5).`;
  const enemy = otherSide(by);
  switch (target.kind) {
    case 'ground': {
      const d = w.units[target.unit];
      if (!d || !onMap(s.units[target.unit]!)) return 'No such ground unit on the map.';
      if (d.side !== enemy) return `${d.name} is not an enemy unit.`;
      if (s.units[target.unit]!.loc !== hex) return `${d.name} is not in ${hexLabel(w, hex)}.`;
      // RS-OPT-18: an enemy HQ or LRMU must have been found first.
      if (!groundTargetKnown(s, target.unit, by)) return `${d.name} has not been detected (RS-OPT-18).`;
      return null;
    }
    case 'naval': {
      const u = navalUnit(s, target.unit);
      if (!u || u.hex !== hex) return `No such naval unit in ${hexLabel(w, hex)}.`;
      if (u.side !== enemy) return 'That naval unit is not an enemy unit.';
      // RS-MSL-10: missiles attack detected naval targets only.
      if (!isDetected(s, { kind: 'naval', unit: target.unit }))
        return 'That naval unit is not detected (RS-MSL-10).';
      return null;
    }
    case 'installation': {
      const at = installationHex(s, target.id);
      if (!at || at.hex !== hex) return `No installation "${target.id}" in ${hexLabel(w, hex)}.`;
      return null;
    }
    case 'hex':
      return null;
  }
}

/**
 * RS-MSL-12: a unit of `side` in the hex benefits from Patriot: it belongs to the formation of an
 * HQ with Patriot (its own chain of command, or the HQ itself) and is in that HQ's command range.
 */
export function patriotCovers(s: RsState, hex: number, side: Side): boolean {
  return unitsAt(s, hex, side).some((i) => {
    const d = s.world.units[i]!;
    const hqs = d.class === 'hq' ? [i, ...d.chain] : d.chain;
    return hqs.some(
      (h) => s.world.units[h]!.support?.patriot === true && onMap(s.units[h]!) && inCommandRange(s, h, i),
    );
  });
}

function describeTarget(s: RsState, t: MissileTarget): string {
  switch (t.kind) {
    case 'ground':
      return s.world.units[t.unit]!.name;
    case 'naval':
      return s.world.scenario.extended?.naval?.units[t.unit]?.name ?? `naval unit ${t.unit}`;
    case 'installation':
      return t.id;
    case 'hex':
      return 'the hex';
  }
}

/** RS-MSL-3..6: fires one missile (checked by fireRefusal first). Returns whether it hit, or why not. */
export function fire(
  s: RsState,
  by: Side,
  missile: string,
  hex: number,
  target: MissileTarget,
  warhead: Warhead,
  dice: RsDice,
  events: RsEvent[],
  from?: number,
): boolean | string {
  const why = fireRefusal(s, by, missile, hex, target, warhead, from);
  if (why) return why;
  const m = missileEntry(missile)!;
  const enemy = otherSide(by);
  const kind = kindOf(m, target, warhead)!;
  const need = hitNumberOf(m, warhead, kind)!;
  const base = {
    type: 'msl-fired' as const,
    by,
    missile: m.name,
    hex,
    target: describeTarget(s, target),
    warhead,
  };
  // RS-MSL-6 / RS-WO-1: an attack on a city hex moves World Opinion toward the defender.
  if (s.world.map.cities.has(hex))
    shiftWorldOpinion(s, enemy, 1, events, `missile attack on a city (RS-MSL-6)`);
  // RS-MSL-12: Patriot rolls before the missile procedure.
  let patriot: { roll: number; destroyed: boolean } | undefined;
  if (patriotCovers(s, hex, enemy)) {
    const roll = dice.d10();
    patriot = { roll, destroyed: roll <= PATRIOT_KILLS };
    if (patriot.destroyed) {
      events.push({ ...base, roll: null, drm: 0, need, hit: false, patriot });
      return false;
    }
  }
  const unit = target.kind === 'ground' || target.kind === 'naval';
  const drm = unit && !isReconnoitred(s, { kind: target.kind, unit: target.unit }) ? UNRECONNOITRED_DRM : 0;
  let roll: number | null = null;
  let hit = true;
  if (need !== 'sure') {
    roll = dice.d100();
    hit = roll + drm <= need;
  }
  events.push({ ...base, roll, drm, need, hit, ...(patriot ? { patriot } : {}) });
  if (!hit) return false;
  if (warhead === 'CH') {
    chemicalAttack(s, by, hex, events);
    const n = s.ext.nbc;
    const st = s.step;
    if (n && (st.kind === 'move' || st.kind === 'combat'))
      n.chemicalHexes.push({ hex, key: `${s.turn}.${st.stage}`, by });
    return true;
  }
  if (warhead !== 'HE') {
    nuclearAttack(s, by, hex, warhead, dice, events);
    return true;
  }
  heHit(s, by, hex, target, events);
  return true;
}

/** RS-MSL-3 #4, RS-MSL-1, RS-MSL-5: one HE hit on the chosen target. */
function heHit(s: RsState, by: Side, hex: number, target: MissileTarget, events: RsEvent[]): void {
  switch (target.kind) {
    case 'ground': {
      // RS-HIT-3: HE missile hits never flip a unit.
      const r = applyHit(s.world.units[target.unit]!, s.units[target.unit]!, false);
      events.push({ type: 'hit', unit: target.unit, flipped: r.flipped, eliminated: r.eliminated });
      return;
    }
    case 'naval':
      // RS-NAV-65: an escort force takes the first hit.
      hitNavalUnit(s, missileTarget(s, hex, target.unit), 1, events);
      return;
    case 'installation': {
      const at = installationHex(s, target.id)!;
      if (at.owner === 'air') hitAirBase(s, target.id, 1, events);
      else if (at.owner === 'adn') hitAdnInstallation(s, target.id, 1, events);
      else if (s.world.scenario.extended?.installations.some((x) => x.id === target.id))
        // RS-VIC-20: the scenario's installations are kept by the optional rules' folder.
        hitInstallation(s, target.id, 1, events);
      else if (s.ext.naval) hitPort(s, at.hex, 1, events);
      else {
        // A port without the naval rules (RS-VIC-20: 8 hits): the hits are kept here.
        const msl = s.ext.msl;
        const hits = (msl?.installationHits[target.id] ?? 0) + 1;
        if (msl) msl.installationHits[target.id] = hits;
        events.push({ type: 'msl-installation', id: target.id, hits });
      }
      return;
    }
    case 'hex':
      // RS-MSL-1: an interdiction attack succeeds with one hit (RS-MOV-30). Cities never take hits (RS-MSL-3).
      if (!s.interdicted.includes(hex)) s.interdicted.push(hex);
      events.push({ type: 'msl-interdicted', hex, by });
      // RS-MAP-9: a hit on a Kiel canal hex counts toward its destruction.
      if (s.ext.naval) hitCanal(s, hex, events);
      return;
  }
}

/** Air bases of `side` in a hex (for the computer's targets). */
export function enemyBasesAt(s: RsState, hex: number, side: Side): string[] {
  return airBasesAt(s, hex, side);
}
