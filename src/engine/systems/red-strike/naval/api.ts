// What other folders ask of the naval war (air strikes on ships, mining, missiles, NBC). Owned by
// naval/; the signatures are the contract between the folders (add optional parameters only).

import type { RsEvent, RsState } from '../model.js';

/** RS-HIT-9 / RS-NAV-3 / RS-NAV-62: `hits` hits on a naval unit (by index). */
export function hitNavalUnit(s: RsState, unit: number, hits: number, events: RsEvent[]): void {
  const u = s.ext.naval?.units[unit];
  if (!u || u.eliminated) return;
  u.hits += hits;
  if (u.hits >= s.world.scenario.extended!.naval!.units[unit]!.hits) {
    u.eliminated = true;
    u.hex = -1;
  }
  events.push({ type: 'naval-note', text: `naval unit ${unit} takes ${hits} hit(s)` });
}

/** RS-NAV-51/54, RS-AIR-64: one mine level more (+1) or less (−1) in the sea zone of `hex`. */
export function changeMines(
  _s: RsState,
  _hex: number,
  _delta: 1 | -1,
  _by: 'nato' | 'wp',
  _events: RsEvent[],
): void {}

/** RS-NAV-2: the hex of a carrier (naval unit id), or -1. */
export function carrierHex(s: RsState, id: string): number {
  const i = (s.world.scenario.extended?.naval?.units ?? []).findIndex((d) => d.id === id);
  return i < 0 ? -1 : (s.ext.naval?.units[i]?.hex ?? -1);
}

/** RS-NAV-65: the escort force first takes a missile's first hit: which unit of the stack is hit. */
export function missileTarget(_s: RsState, _hex: number, chosen: number): number {
  return chosen;
}
