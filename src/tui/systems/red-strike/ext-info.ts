// The extended game in the hex info panel and the status line (issue 17): the air bases in a hex
// with CPY, AA and hits (RS-AIR-2/3), the air and naval units there as the viewer may know them
// (RS-FOW-2), the ADN sector and its installations (RS-AIR-100/101), the sea zone's mine level
// (RS-NAV-51), a Recon marker (RS-AIR-66, RS-SF-3), nuclear and contamination markers (RS-NBC-13..16);
// on the status line DEFCON and World Opinion (RS-NBC-1, RS-WO-1).

import { isReconnoitred } from '../../../engine/systems/red-strike/detection/api.js';
import { interdictedSet } from '../../../engine/systems/red-strike/ext/registry.js';
import type { RsView } from '../../../engine/systems/red-strike/index.js';
import type { InfoLine } from '../presenter.js';
import {
  adnInstallationsAt,
  adnSectorAt,
  airBases,
  airUnitHex,
  airUnits,
  defconWo,
  navalUnits,
  nbcMarkers,
  seaZoneAt,
} from './ext-read.js';
import { airLine, navalLine } from './ext-words.js';

/** "DEFCON 4 WO +2": World Opinion signed, + toward NATO (RS-WO-1). */
export function defconPart(view: RsView): string | null {
  const d = defconWo(view);
  if (!d) return null;
  return `DEFCON ${d.defcon} WO ${d.wo > 0 ? '+' : ''}${d.wo}`;
}

export function extInfoLines(view: RsView, loc: number, selected: readonly number[]): InfoLine[] {
  const out: InfoLine[] = [];
  const det = view.ext.det;
  const nbc = nbcMarkers(view);
  if (nbc.nuclear.has(loc)) out.push({ text: 'nuclear marker (RS-NBC-13)', style: 'warn' });
  if (nbc.contaminated.has(loc)) out.push({ text: 'contaminated: +2 MP (RS-NBC-16)', style: 'warn' });
  if (nbc.destroyed.has(loc)) out.push({ text: 'destroyed by a nuclear attack (RS-NBC-14)', style: 'warn' });
  // Interdiction by the extended rules (air strikes, missiles, RS-MOV-30); the land game's own is
  // in the lines above.
  if (
    view.options.length > 0 &&
    !view.interdicted.includes(loc) &&
    interdictedSet(view, view.viewer).has(loc)
  )
    out.push({ text: 'interdicted (+2 MP, RS-MOV-30)', style: 'warn' });
  const bases = airBases(view).filter((x) => x.hex === loc);
  // Several off-map bases stand on one edge hex (Fulda's 00,07): a line each, in short, so the
  // 80x24 panel shows them all.
  const many = bases.length > 2;
  if (many) out.push({ text: `Air bases: CPY AA hits`, style: 'plain' });
  for (const b of bases) {
    const own = b.side === view.viewer;
    if (many) {
      const state = b.inoperative ? ' inop.' : !b.supplied ? ' OOS' : '';
      out.push({
        text: ` ${b.name.replace(/ \(off map\)$/, '').replace(/ AB$/, '')} ${b.cpy} ${b.aa} ${b.hits}${state}`,
        style: own ? 'own' : 'enemy',
      });
      continue;
    }
    const state = b.inoperative ? ', inoperative' : !b.supplied ? ', out of supply' : '';
    const kind = b.kind === 'airport' ? 'Airport' : b.kind === 'eab' ? 'EAB' : 'Air base';
    out.push({
      text: `${kind} ${b.name}: CPY ${b.cpy} AA ${b.aa} hits ${b.hits}${state}`,
      style: own ? 'own' : 'enemy',
    });
    if (det && isReconnoitred(view, { kind: 'installation', id: b.id }))
      out.push({ text: '  Recon marker (RS-AIR-66)', style: 'dim' });
  }
  for (const i of adnInstallationsAt(view, loc)) {
    const hits =
      i.hits === undefined || i.hits === 0 ? '' : i.hits >= 4 ? ': destroyed' : `: ${i.hits} hit(s)`;
    out.push({
      text: `ADN ${i.name.startsWith(i.kind) ? i.name : `${i.kind} ${i.name}`}${hits}`,
      style: hits ? 'warn' : 'plain',
    });
  }
  const sec = adnSectorAt(view, loc);
  if (sec && sec.status !== 'none') out.push({ text: `ADN sector ${sec.name}: ${sec.status}`, style: 'dim' });
  else if (sec) out.push({ text: `ADN sector ${sec.name}`, style: 'dim' });
  const zone = seaZoneAt(view, loc);
  if (zone) out.push({ text: `sea zone ${zone.name}: mines ${zone.mines} (RS-NAV-51)`, style: 'dim' });
  for (const n of navalUnits(view).filter((x) => x.st.hex === loc)) {
    out.push({
      text: navalLine(n),
      style: selected.includes(n.key) ? 'selected' : n.own ? 'own' : 'enemy',
    });
    if (!n.own && det && isReconnoitred(view, { kind: 'naval', unit: n.index }))
      out.push({ text: '  Recon marker (RS-SF-3)', style: 'dim' });
  }
  const air = airUnits(view).filter((a) => airUnitHex(view, a) === loc);
  for (const a of air)
    out.push({
      text: airLine(a),
      style: selected.includes(a.key) ? 'selected' : a.own ? 'own' : 'enemy',
    });
  if (det)
    view.units.forEach((u, i) => {
      if (u.loc === loc && !u.eliminated && isReconnoitred(view, { kind: 'ground', unit: i }))
        out.push({ text: `Recon marker on ${view.world.units[i]!.name} (RS-SF-3)`, style: 'dim' });
    });
  return out;
}
