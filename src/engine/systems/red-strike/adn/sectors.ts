// Air Defence Network sectors and installations (RS-AIR-100..102): which sector a hex is in, the
// installations' hits on the roster, a sector's status from its thresholds, and an installation's
// AA factor and range at that status.

import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../sides.js';
import type { AdnScenario } from './scenario.js';
import type { AdnState } from './state.js';

export type Sector = AdnScenario['sectors'][number];
export type Installation = AdnScenario['installations'][number];
export type SectorStatus = 'full' | 'limited' | 'out';

/** RS-AIR-100: an installation is destroyed by its 4th hit; hits beyond 4 do not count. */
export const INSTALLATION_MAX_HITS = 4;

/** RS-AIR-101: ADN ground-to-air AA factor and range (OpHexes) by status and side. */
export const ADN_FIRE: Readonly<
  Record<'full' | 'limited', Readonly<Record<Side, { aa: number; range: number }>>>
> = {
  full: { nato: { aa: 5, range: 6 }, wp: { aa: 4, range: 6 } },
  limited: { nato: { aa: 4, range: 5 }, wp: { aa: 3, range: 5 } },
};

export function adnData(s: RsState): AdnScenario | undefined {
  return s.world.scenario.extended?.adn;
}

export function adnSlice(s: RsState): AdnState | undefined {
  return s.ext.adn;
}

/** The sector a hex lies in (RS-MAP-2: the sector boundaries printed on the map), or undefined. */
export function sectorAt(s: RsState, hex: number): Sector | undefined {
  const d = adnData(s);
  if (!d || hex < 0 || d.rows.length === 0) return undefined;
  const w = s.world.scenario.map.width;
  const letter = d.rows[Math.floor(hex / w)]?.[hex % w];
  if (letter === undefined || letter === '.') return undefined;
  return d.sectors.find((x) => x.letter === letter);
}

export function installationsOf(s: RsState, sector: string): Installation[] {
  return (adnData(s)?.installations ?? []).filter((i) => i.sector === sector);
}

export function installationById(s: RsState, id: string): Installation | undefined {
  return adnData(s)?.installations.find((i) => i.id === id);
}

export function installationHex(s: RsState, inst: Installation): number {
  return s.world.map.board.parse(inst.hex) ?? -1;
}

export function installationSide(s: RsState, inst: Installation): Side | undefined {
  return adnData(s)?.sectors.find((x) => x.id === inst.sector)?.side;
}

export function installationHits(s: RsState, id: string): number {
  return s.ext.adn?.hits[id] ?? 0;
}

export function isDestroyed(s: RsState, id: string): boolean {
  return installationHits(s, id) >= INSTALLATION_MAX_HITS;
}

/** RS-AIR-101: the hits on a sector's roster (each installation counts at most 4). */
export function sectorHits(s: RsState, sector: string): number {
  return installationsOf(s, sector).reduce(
    (a, i) => a + Math.min(INSTALLATION_MAX_HITS, installationHits(s, i.id)),
    0,
  );
}

/** RS-AIR-101: limited at `limitedAt` hits, out of service at `outAt` (2 ATAF: 8 and 12). */
export function statusOf(s: RsState, sector: Sector): SectorStatus {
  const h = sectorHits(s, sector.id);
  if (h >= sector.outAt) return 'out';
  if (h >= sector.limitedAt) return 'limited';
  return 'full';
}

/** An installation's ground-to-air factor and range now, or null (destroyed, or its sector is out). */
export function installationFire(s: RsState, inst: Installation): { aa: number; range: number } | null {
  const sector = adnData(s)?.sectors.find((x) => x.id === inst.sector);
  if (!sector || isDestroyed(s, inst.id)) return null;
  const st = statusOf(s, sector);
  return st === 'out' ? null : ADN_FIRE[st][sector.side];
}

/** Emits adn-sector for every sector whose status changed since the last call. */
export function noteSectorChanges(s: RsState, events: RsEvent[]): void {
  const a = s.ext.adn;
  if (!a) return;
  for (const sector of adnData(s)?.sectors ?? []) {
    const now = statusOf(s, sector);
    if ((a.status[sector.id] ?? 'full') !== now) {
      a.status[sector.id] = now;
      events.push({ type: 'adn-sector', sector: sector.id, status: now });
    }
  }
}

/**
 * RS-AIR-100: `hits` more hits on an installation; returns the hits that count on the roster
 * (never above 4 in all). The 4th hit destroys it for good; damaged installations are never repaired.
 */
export function addInstallationHits(
  s: RsState,
  id: string,
  hits: number,
  why: 'attack' | 'overrun',
  events: RsEvent[],
): number {
  const a = s.ext.adn;
  if (!a || !installationById(s, id) || hits <= 0) return 0;
  const before = installationHits(s, id);
  const counted = Math.max(0, Math.min(hits, INSTALLATION_MAX_HITS - before));
  if (counted === 0) return 0;
  a.hits[id] = before + counted;
  events.push({
    type: 'adn-installation',
    id,
    hits: counted,
    total: a.hits[id],
    destroyed: a.hits[id] >= INSTALLATION_MAX_HITS,
    why,
  });
  noteSectorChanges(s, events);
  return counted;
}

/** RS-AIR-56: is the hex within range of an operational (even limited) installation of `side`? */
export function inEnemyAdnRange(s: RsState, hex: number, enemy: Side): boolean {
  const b = s.world.map.board;
  for (const inst of adnData(s)?.installations ?? []) {
    if (installationSide(s, inst) !== enemy) continue;
    const f = installationFire(s, inst);
    const h = installationHex(s, inst);
    if (f && h >= 0 && b.distance(h, hex) <= f.range) return true;
  }
  return false;
}
