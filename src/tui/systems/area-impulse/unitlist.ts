// The unit list: the viewer's units per area (the area a heading with its fresh+spent count), or
// per formation in tree mode; filters all / fresh (can still act) / one formation. Units still to
// arrive close the list under their turn.

import type { AreaView } from '../../../engine/systems/area-impulse/index.js';
import type { ListRow } from '../presenter.js';
import { areaLabel, unitLine } from './words.js';

export type ListFilter = { kind: 'all' } | { kind: 'fresh' } | { kind: 'formation'; name: string };

type Unit = AreaView['units'][number];

const mine = (view: AreaView) => view.units.filter((u) => u.def.side === view.side);

export function formations(view: AreaView): string[] {
  const out: string[] = [];
  for (const u of mine(view))
    if (u.def.formation && !out.includes(u.def.formation)) out.push(u.def.formation);
  return out;
}

export function nextFilter(view: AreaView, f: ListFilter): ListFilter {
  const forms = formations(view);
  if (f.kind === 'all') return { kind: 'fresh' };
  if (f.kind === 'fresh') return forms[0] ? { kind: 'formation', name: forms[0] } : { kind: 'all' };
  const k = forms.indexOf(f.name);
  return k >= 0 && k + 1 < forms.length ? { kind: 'formation', name: forms[k + 1]! } : { kind: 'all' };
}

export function filterLabel(f: ListFilter): string {
  return f.kind === 'formation' ? f.name : f.kind === 'fresh' ? 'fresh' : 'all';
}

function keep(u: Unit, f: ListFilter): boolean {
  if (u.state.status === 'eliminated') return false;
  if (f.kind === 'fresh') return u.state.status === 'active' && u.state.fresh;
  if (f.kind === 'formation') return u.def.formation === f.name;
  return true;
}

/** Rows grouped under headings: each group's units, the heading with their fresh+spent count. */
function grouped(groups: Map<string, Unit[]>): ListRow[] {
  const rows: ListRow[] = [];
  for (const [title, units] of groups) {
    const onMap = units.filter((u) => u.state.status === 'active');
    const fresh = onMap.filter((u) => u.state.fresh).length;
    rows.push({ text: onMap.length ? `${title} ${fresh}+${onMap.length - fresh}` : title, depth: 0 });
    for (const u of units) rows.push({ text: unitLine(u), unit: u.index, depth: 1 });
  }
  return rows;
}

export function listRows(view: AreaView, f: ListFilter, tree: boolean): ListRow[] {
  const units = mine(view).filter((u) => keep(u, f));
  const groups = new Map<string, Unit[]>();
  const add = (key: string, u: Unit) => {
    const g = groups.get(key);
    if (g) g.push(u);
    else groups.set(key, [u]);
  };
  const onMap = units.filter((u) => u.state.status === 'active');
  if (tree) for (const u of onMap) add(u.def.formation ?? 'other units', u);
  else
    // Areas in scenario order, so the list reads the map the same way every time.
    for (const u of [...onMap].sort((a, b) => a.state.area - b.state.area || a.index - b.index))
      add(areaLabel(view, u.state.area), u);
  for (const u of units.filter((x) => x.state.status === 'reserve'))
    add(`Arriving turn ${u.def.arrives?.turn ?? '?'}`, u);
  return grouped(groups);
}
