// The unit list: the viewer's units per hex, or per HQ in tree mode; filters all / ready (may move
// or attack now) / reserve, and with the extended game the air panel and the naval list (issue 17,
// ext-panel.ts). Units still to arrive close the list under their GT.

import { moveRefusal, onMap, type RsView } from '../../../engine/systems/red-strike/index.js';
import type { ListRow } from '../presenter.js';
import { label, unitLine } from './words.js';
import { airPanelRows, navalPanelRows } from './ext-panel.js';
import { extReady, on, unitKey } from './ext-read.js';

export type ListFilter = 'all' | 'ready' | 'reserve' | 'air' | 'naval';

/** The filters in force: the air panel with the air rules, the naval list with the naval rules. */
function filters(view: RsView | undefined): ListFilter[] {
  const out: ListFilter[] = ['all', 'ready', 'reserve'];
  if (view && on(view, 'air')) out.push('air');
  if (view && on(view, 'naval')) out.push('naval');
  return out;
}

export const nextFilter = (f: ListFilter, view?: RsView): ListFilter => {
  const order = filters(view);
  return order[(order.indexOf(f) + 1) % order.length]!;
};

export function ready(view: RsView): number[] {
  const out: number[] = [];
  view.units.forEach((u, i) => {
    if (!onMap(u) || view.world.units[i]!.side !== view.viewer) return;
    if (view.step.kind === 'move' && (moveRefusal(view, i) !== null || (u.movedIn !== null && u.mpLeft <= 0)))
      return;
    out.push(i);
  });
  out.sort((a, b) => view.units[a]!.loc - view.units[b]!.loc || a - b);
  return view.step.kind === 'move' ? [...out, ...extReady(view)] : out;
}

export function listRows(view: RsView, f: ListFilter, tree: boolean): ListRow[] {
  if (f === 'air') return airPanelRows(view);
  if (f === 'naval') return navalPanelRows(view);
  const w = view.world;
  const mine = view.units.map((u, i) => ({ u, i })).filter(({ i }) => w.units[i]!.side === view.viewer);
  const readySet = new Set(ready(view).filter((i) => unitKey(i).kind === 'ground'));
  const keep = ({ u, i }: { u: RsView['units'][number]; i: number }) =>
    onMap(u) &&
    (f === 'all' || (f === 'ready' && readySet.has(i)) || (f === 'reserve' && u.mode === 'reserve'));
  const groups = new Map<string, number[]>();
  const add = (k: string, i: number) => groups.set(k, [...(groups.get(k) ?? []), i]);
  for (const x of mine.filter(keep).sort((a, b) => a.u.loc - b.u.loc || a.i - b.i)) {
    const d = w.units[x.i]!;
    add(
      tree
        ? d.hq
          ? w.units[w.byId.get(d.hq)!]!.name
          : d.class === 'hq'
            ? d.name
            : 'independent'
        : label(view, x.u.loc),
      x.i,
    );
  }
  for (const { u, i } of mine)
    if (u.pending && f === 'all') add(`Arriving GT${w.units[i]!.arrives?.turn ?? '?'}`, i);
  const rows: ListRow[] = [];
  for (const [title, units] of groups) {
    rows.push({ text: title, depth: 0 });
    for (const i of units) rows.push({ text: unitLine(view, i), unit: i, depth: 1 });
  }
  return rows;
}
