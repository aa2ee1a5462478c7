// RS-VIC-20 / RS-HIT-10: strategic objectives placed as counters by the scenario
// (`extended.installations`): each is destroyed by a set number of hits (missiles, aircraft, naval
// units, special forces call hitInstallation) and scores VP to the opponent of its owner while the
// opponent controls its hex (RS-AMB-42: at the moment VP are totalled). A destroyed installation
// scores nothing (decision RS-D-OPT-INSTVP, not from the source).

import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { opt } from './slice.js';

type Kind = 'oil-terminal' | 'oil-platform' | 'nuclear-plant' | 'pomcus' | 'other';

/** RS-VIC-20 (RS-REIN-4 for POMCUS sites; "other": 1 hit, 0 VP, not from the source). */
export const INSTALLATION_TABLE: Record<Kind, { hits: number; vp: number }> = {
  'oil-terminal': { hits: 4, vp: 5 },
  'nuclear-plant': { hits: 1, vp: 1 },
  'oil-platform': { hits: 1, vp: 1 },
  pomcus: { hits: 4, vp: 0 },
  other: { hits: 1, vp: 0 },
};

function defs(s: RsState) {
  return s.world.scenario.extended?.installations ?? [];
}

export function initInstallations(s: RsState): void {
  const o = opt(s);
  if (!o) return;
  for (const d of defs(s)) o.installations[d.id] ??= { hits: 0, destroyed: false };
}

/** The ids of the installations in a hex (of a side), destroyed ones left out. */
export function installationsAt(s: RsState, hex: number, side?: Side): string[] {
  const b = s.world.map.board;
  return defs(s)
    .filter(
      (d) =>
        b.parse(d.hex) === hex &&
        (side === undefined || d.side === side) &&
        !(opt(s)?.installations[d.id]?.destroyed ?? false),
    )
    .map((d) => d.id);
}

/** RS-HIT-10: `hits` hits on an installation; returns true when it is (now) destroyed. */
export function hitInstallation(s: RsState, id: string, hits: number, events: RsEvent[]): boolean {
  const d = defs(s).find((x) => x.id === id);
  const o = opt(s);
  if (!d || !o) return false;
  const st = (o.installations[id] ??= { hits: 0, destroyed: false });
  if (st.destroyed) return true;
  st.hits += Math.max(0, hits);
  st.destroyed = st.hits >= INSTALLATION_TABLE[d.kind].hits;
  events.push({ type: 'opt-installation', id, hits: st.hits, destroyed: st.destroyed });
  return st.destroyed;
}

/** RS-VIC-20: VP of the installations the opponent of their owner holds. */
export function installationVp(s: RsState): Record<Side, number> {
  const vp = { nato: 0, wp: 0 };
  const b = s.world.map.board;
  for (const d of defs(s)) {
    if (opt(s)?.installations[d.id]?.destroyed) continue;
    const hex = b.parse(d.hex);
    const holder = hex === undefined ? null : s.control[hex];
    if (holder && holder !== d.side) vp[holder] += INSTALLATION_TABLE[d.kind].vp;
  }
  return vp;
}
