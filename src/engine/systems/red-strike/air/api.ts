// What other folders ask of the air war (missiles, special forces, NBC, naval carriers). Owned by
// air/; the signatures are the contract between the folders (add optional parameters only).

import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';

/** RS-AIR-3 / RS-OPT-6: `hits` hits on an air base, EAB or airport (id); returns hits registered. */
export function hitAirBase(_s: RsState, _base: string, hits: number, _events: RsEvent[]): number {
  return hits;
}

/** RS-AIR-4 / RS-NBC-14 / RS-NBC-23: an air base struck by a nuclear or chemical attack. */
export function nbcOnAirBase(
  _s: RsState,
  _base: string,
  _kind: 'nuclear' | 'chemical' | 'fallout',
  _events: RsEvent[],
): void {}

/** Air bases (and EABs, airports) of a side in a hex: their ids. */
export function airBasesAt(s: RsState, hex: number, side?: Side): string[] {
  const b = s.world.map.board;
  return (s.world.scenario.extended?.air?.bases ?? [])
    .filter((x) => b.parse(x.hex) === hex && (side === undefined || x.side === side))
    .map((x) => x.id);
}

/** RS-HIT-8: `hits` hits on an air unit (by index); aborts or eliminates it. */
export function hitAirUnit(s: RsState, unit: number, hits: number, events: RsEvent[]): void {
  const u = s.ext.air?.units[unit];
  if (!u || u.eliminated) return;
  u.hits += hits;
  const cap = s.world.scenario.extended!.air!.units[unit]!.hits;
  if (u.hits >= cap) {
    u.eliminated = true;
    u.base = null;
    u.hex = -1;
  }
  events.push({ type: 'air-note', text: `air unit ${unit} takes ${hits} hit(s)` });
}
