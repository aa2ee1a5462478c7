// Fog of war for air and naval units (RS-FOW-2/3/4, RS-DET-1..3, RS-AMB-9) in a side's view: the
// other side's air and naval units the viewer may not see are replaced by one blank record (no
// hex, base, mode, sorties, hits...), the same whatever the unit really does, so nothing of an
// undetected enemy unit reaches the viewer's copy. Seen: detected units on the map (air units
// airborne, naval units at sea, always EWDA and In Port units), air units on a base display only
// after a recon of the base (RS-AMB-9), and units lost (a loss is public, as air/ and naval/ show).
// air/ and naval/ hide their own records (and their mission and order data) in their view hooks,
// which run after this one; this one is the detection rule's own guarantee. The attempts and the MP tracks are cleared from every
// view (they hold the hidden units' moves).

import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { isDetected, isReconnoitred, type Detectable } from './api.js';
import { targetInfo } from './rules.js';
import type { DetectorRef } from './state.js';

/** The fields of a hidden record: known fields set, any other field a folder adds emptied. */
function blank<T extends object>(u: T, known: Partial<Record<keyof T, unknown>>): T {
  const out: Record<string, unknown> = { ...known };
  for (const [k, v] of Object.entries(u)) {
    if (k in known) continue;
    else if (typeof v === 'number') out[k] = 0;
    else if (typeof v === 'boolean') out[k] = false;
    else if (Array.isArray(v)) out[k] = [];
    else out[k] = null;
  }
  return out as T;
}

export const HIDDEN_AIR = {
  base: null,
  hex: -1,
  mode: null,
  sorties: 0,
  hits: 0,
  eliminated: false,
  detected: false,
  pending: false,
  hidden: true,
} as const;

export const HIDDEN_NAVAL = {
  hex: -1,
  box: null,
  mode: 'sea',
  hits: 0,
  eliminated: false,
  detected: false,
  pending: false,
} as const;

/** May `viewer` see this enemy air unit (RS-FOW-2/3, RS-DET-2/3, RS-AMB-9)? */
export function airVisible(s: RsState, unit: number, viewer: Side): boolean {
  const d = s.world.scenario.extended?.air?.units[unit];
  const u = s.ext.air?.units[unit];
  if (!d || !u) return false;
  if (d.side === viewer || u.eliminated) return true;
  if (u.pending) return false;
  if (u.hex >= 0) return isDetected(s, { kind: 'air', unit });
  // RS-AMB-9: on a base display, hidden except after a recon of the base.
  return u.base !== null && isReconnoitred(s, { kind: 'installation', id: u.base });
}

/** May `viewer` see this enemy naval unit (RS-FOW-2/4)? */
export function navalVisible(s: RsState, unit: number, viewer: Side): boolean {
  const d = s.world.scenario.extended?.naval?.units[unit];
  const u = s.ext.naval?.units[unit];
  if (!d || !u) return false;
  if (d.side === viewer || u.eliminated) return true;
  if (u.pending || (u.hex < 0 && u.box === null)) return false;
  return isDetected(s, { kind: 'naval', unit });
}

/** The view hook: blanks what `viewer` may not see (design invariant 3). */
export function fogView(v: RsState, viewer: Side): void {
  const air = v.ext.air;
  if (air) {
    const hide = air.units.map((_, i) => !airVisible(v, i, viewer));
    air.units = air.units.map((u, i) => (hide[i] ? blank(u, HIDDEN_AIR) : u));
  }
  const naval = v.ext.naval;
  if (naval) {
    const hide = naval.units.map((_, i) => !navalVisible(v, i, viewer));
    naval.units = naval.units.map((u, i) => (hide[i] ? blank(u, HIDDEN_NAVAL) : u));
  }
  const det = v.ext.det;
  if (det) {
    det.attempts = [];
    det.track = {};
  }
}

/** The side a detection event is about, for its visibility. */
function ownerOf(s: RsState, t: Detectable): Side | undefined {
  return targetInfo(s, t)?.side;
}

function detectorVisible(s: RsState, d: DetectorRef, viewer: Side): boolean {
  if (d.kind === 'ground') return true;
  return d.kind === 'air' ? airVisible(s, d.unit, viewer) : navalVisible(s, d.unit, viewer);
}

/** Detection events: no trace of a unit the side may not see (RS-FOW-2). */
export function detEventVisible(s: RsState, e: RsEvent, side: Side): boolean {
  switch (e.type) {
    case 'det-attempt':
      // The detecting side learns nothing from a failure (the target stays hidden, RS-FOW-2); the
      // target's owner sees attempts by detectors it can see (a hidden detector stays hidden).
      if (e.side === side) return e.success;
      return detectorVisible(s, e.detector, side);
    case 'det-sonobuoy':
      // The sub's owner always; NATO (the buoys' owner) when it was detected.
      return ownerOf(s, e.target) === side || e.success;
    case 'det-note':
      return e.side === undefined || e.side === side;
    default:
      return true;
  }
}
