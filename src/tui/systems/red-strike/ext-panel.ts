// The air panel and the naval list (issue 17): two views of the unit list (its filter key cycles
// all / ready / reserve / air / naval), so that the panel that owns its region and keys shows
// them and Enter on a unit selects it for an order.
//
//   air     the sortie-rate gauge (sorties left of the GT, RS-AIR-10), the side's air bases with
//           CPY / AA / hits (RS-AIR-2/3) and their units by mode with sorties left (RS-AIR-30),
//           the units airborne (missions, CAP, EWDA), those to arrive; the detected enemy in the air
//   naval   the side's naval units by hex (mode, hits), those in holding boxes or to arrive, and
//           the detected enemy units (RS-FOW-2)

import type { RsView } from '../../../engine/systems/red-strike/index.js';
import type { ListRow } from '../presenter.js';
import { airBases, airUnitHex, airUnits, navalUnits, sortieGauge, type AirUnitView } from './ext-read.js';
import { airLine, navalLine } from './ext-words.js';
import { label } from './words.js';

/** "sorties ████░░ 8/12": left of the GT's total, `width` cells of bar (ASCII: # and .). */
export function sortieBar(left: number, total: number, width = 6, ascii = false): string {
  const full = total > 0 ? Math.round((left / total) * width) : 0;
  const [on, off] = ascii ? ['#', '.'] : ['█', '░'];
  return `sorties ${on.repeat(full)}${off.repeat(width - full)} ${left}/${total}`;
}

const MODE_ORDER = ['intercept', 'offensive', null] as const;

export function airPanelRows(view: RsView): ListRow[] {
  const rows: ListRow[] = [];
  const g = sortieGauge(view);
  rows.push({ text: sortieBar(g.left, g.total), depth: 0 });
  rows.push({ text: `modes ${g.moded}, flown ${g.total - g.left} (t)`, depth: 0 });
  const mine = airUnits(view).filter((a) => a.own);
  const listed = new Set<number>();
  const unitRows = (units: AirUnitView[]) => {
    units.sort(
      (a, b) =>
        MODE_ORDER.indexOf(a.st.mode) - MODE_ORDER.indexOf(b.st.mode) ||
        b.st.sorties - a.st.sorties ||
        a.index - b.index,
    );
    for (const a of units) {
      listed.add(a.index);
      rows.push({ text: airLine(a), unit: a.key, depth: 1 });
    }
  };
  for (const b of airBases(view).filter((x) => x.side === view.viewer)) {
    const here = mine.filter((a) => a.st.hex < 0 && a.st.base === b.id && !a.st.pending);
    const state = b.inoperative ? ' inoperative' : !b.supplied ? ' OOS' : '';
    rows.push({ text: b.name, depth: 0 });
    rows.push({ text: `CPY ${b.cpy} AA ${b.aa} hits ${b.hits}${state}`, depth: 1 });
    unitRows(here);
  }
  const airborne = mine.filter((a) => a.st.hex >= 0);
  if (airborne.length) {
    rows.push({ text: 'Airborne', depth: 0 });
    for (const a of airborne) {
      listed.add(a.index);
      rows.push({ text: `${airLine(a)} at ${label(view, a.st.hex)}`, unit: a.key, depth: 1 });
    }
  }
  const other = mine.filter((a) => !listed.has(a.index) && !a.st.pending);
  if (other.length) {
    rows.push({ text: 'Carriers and boxes', depth: 0 });
    for (const a of other) {
      listed.add(a.index);
      const h = airUnitHex(view, a);
      rows.push({
        text: `${airLine(a)} on ${a.st.base ?? '?'}${h >= 0 ? ` at ${label(view, h)}` : ''}`,
        unit: a.key,
        depth: 1,
      });
    }
  }
  const pending = mine.filter((a) => a.st.pending);
  if (pending.length) {
    rows.push({ text: 'To arrive', depth: 0 });
    for (const a of pending) rows.push({ text: airLine(a), unit: a.key, depth: 1 });
  }
  const enemy = airUnits(view).filter((a) => !a.own);
  if (enemy.length) {
    rows.push({ text: 'Enemy aircraft seen', depth: 0 });
    for (const a of enemy) {
      const h = airUnitHex(view, a);
      rows.push({ text: `${airLine(a)}${h >= 0 ? ` at ${label(view, h)}` : ''}`, depth: 1 });
    }
  }
  if (mine.length === 0) rows.push({ text: 'No air units.', depth: 0 });
  return rows;
}

export function navalPanelRows(view: RsView): ListRow[] {
  const rows: ListRow[] = [];
  const all = navalUnits(view);
  const mine = all.filter((n) => n.own && !n.st.pending);
  const byHex = new Map<string, typeof mine>();
  for (const n of mine) {
    const k = n.st.hex >= 0 ? label(view, n.st.hex) : (n.st.box ?? 'off the map');
    byHex.set(k, [...(byHex.get(k) ?? []), n]);
  }
  for (const [k, units] of byHex) {
    rows.push({ text: k, depth: 0 });
    for (const n of units) rows.push({ text: navalLine(n), unit: n.key, depth: 1 });
  }
  const pending = all.filter((n) => n.own && n.st.pending);
  if (pending.length) {
    rows.push({ text: 'To arrive', depth: 0 });
    for (const n of pending) rows.push({ text: navalLine(n), unit: n.key, depth: 1 });
  }
  const enemy = all.filter((n) => !n.own);
  if (enemy.length) {
    rows.push({ text: 'Detected enemy ships', depth: 0 });
    for (const n of enemy) rows.push({ text: `${navalLine(n)} at ${label(view, n.st.hex)}`, depth: 1 });
  }
  if (mine.length === 0 && pending.length === 0) rows.push({ text: 'No naval units.', depth: 0 });
  return rows;
}
