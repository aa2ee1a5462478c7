// What a side may know of the air war (RS-AMB-9, RS-FOW-3, RS-DET) and the report's sentences for
// the air war's events.

import { isReconnoitred } from '../detection/api.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, sideName, type Side } from '../scenario.js';
import { air, airDef, homeInfo, needsNoMode } from './bases.js';
import type { AirAttackReport, AirEvent } from './state.js';

/**
 * RS-AMB-9: enemy air units on a base display (air base, carrier, box) are hidden unless the base
 * carries a Recon marker;
 * enemy airborne units are hidden unless detected. A hidden unit keeps its slot with no place,
 * mode, sorties or hits and `hidden: true`. Modes are secret while the assignment phase runs.
 */
export function airView(v: RsState, side: Side): void {
  const a = v.ext.air;
  if (!a) return;
  a.units.forEach((u, i) => {
    const d = airDef(v, i);
    if (d.side === side || u.eliminated || u.pending) return;
    // Units at an EAB, a FOB or an airport sit on the map (RS-AIR-5/6/7): seen like the counters there.
    const seen =
      u.base !== null
        ? needsNoMode(homeInfo(v, u.base, d.side).kind) ||
          isReconnoitred(v, { kind: 'installation', id: u.base }) ||
          u.detected
        : u.hex >= 0 && u.detected;
    if (seen) {
      if (v.step.kind === 'assign') u.mode = null;
      return;
    }
    u.base = null;
    u.hex = -1;
    u.mode = null;
    u.sorties = 0;
    u.hits = 0;
    u.detected = false;
    u.hidden = true;
  });
  // The other side's recce and transport capacity are its own business.
  const other = otherSide(side);
  a.recce[other] = 0;
  a.recceMax[other] = 0;
  a.transport[other] = 0;
  a.flown[other] = 0;
}

const OWN_ONLY = new Set(['air-mode', 'air-mission', 'air-landed', 'air-recce', 'air-note']);

/** The owner's orders and landings are its own; strikes, base hits, EABs and transports are seen by both. */
export function airEventVisible(s: RsState, e: RsEvent, side: Side): boolean {
  if (!OWN_ONLY.has(e.type)) return true;
  const x = e as AirEvent;
  if (x.type === 'air-landed') return airDef(s, x.unit).side === side;
  // A note with a side (arrivals, repairs, supply) is that side's; one without is for both (hits).
  if (x.type === 'air-note') return x.side === undefined || x.side === side;
  return 'side' in x && x.side === side;
}

function attacks(list: readonly AirAttackReport[]): string {
  return list
    .map(
      (a) =>
        `${a.roll}${a.drm ? (a.drm > 0 ? `+${a.drm}` : `${a.drm}`) : ''} vs ${a.factor}${a.ecmRoll !== undefined ? ` (ECM ${a.ecmRoll})` : ''} → ${a.hits}`,
    )
    .join(', ');
}

export function describeAir(s: RsState, e: RsEvent): string | undefined {
  if (!e.type.startsWith('air-')) return undefined;
  const x = e as AirEvent;
  const b = s.world.map.board;
  const name = (i: number) => airDef(s, i).name;
  switch (x.type) {
    case 'air-note':
      return x.text;
    case 'air-mode':
      return `${name(x.unit)}: ${x.mode} mode this GT (RS-AIR-30).`;
    case 'air-mission':
      return `${sideName(x.side)} ${x.kind} mission ${x.id} to ${b.label(x.target)}: ${x.units.map(name).join(', ')}${x.sp ? ` (${x.sp} SP)` : ''}.`;
    case 'air-strike': {
      const result =
        x.success === undefined
          ? `${x.hits} hit(s)`
          : x.success
            ? x.hits > 0
              ? `success, ${x.hits} more hit(s)`
              : 'success'
            : 'no effect';
      return `Air strike on ${x.what}: ${x.attacks.length > 0 ? `${attacks(x.attacks)}: ` : ''}${result}.`;
    }
    case 'air-landed':
      return x.lost
        ? `${name(x.unit)} is lost.`
        : `${name(x.unit)} lands at ${homeInfo(s, x.base!, airDef(s, x.unit).side).name}.`;
    case 'air-base-hit':
      return `${air(s).bases.find((y) => y.id === x.base) ? homeInfo(s, x.base, 'nato').name : x.base} takes ${x.registered} hit(s)${x.registered !== x.hits ? ` of ${x.hits} (hardened, RS-OPT-6)` : ''}: capacity ${x.cpy}${x.destroyed ? ', destroyed' : ''} (RS-AIR-3).`;
    case 'air-recce':
      return `Air reconnaissance of ${x.what} in ${b.label(x.hex)}: ${x.roll} vs ${x.need}, ${x.success ? 'Recon marker' : 'failed'}; casualty roll ${x.casualtyRoll}${x.casualty ? ': a recce mission is lost' : ''} (RS-AIR-66/68).`;
    case 'air-transport':
      return x.result === 'shot-down'
        ? `The transport carrying ${s.world.units[x.unit]!.name} is shot down (RS-AIR-67).`
        : `${s.world.units[x.unit]!.name} lands in ${b.label(x.to)}: ${x.roll} modified ${x.modified}, ${x.result === 'landed' ? 'placed' : x.result === 'hit' ? 'placed with 1 hit' : 'eliminated'} (RS-AIR-67).`;
    case 'air-eab':
      return `${sideName(x.side)} places an EAB in ${b.label(x.hex)} (RS-AIR-5).`;
  }
}
