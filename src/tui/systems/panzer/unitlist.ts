// The unit list: own units, filtered (all / can still move / can still fire / one formation),
// flat or as the organisation tree (PC-CMD-01).

import type { ListRow } from '../presenter.js';
import type { OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';
import { arrivedList, arrivedTag } from './arrived.js';
import { nameWithParts } from './combined.js';
import { delegatedMark, delegatedOrderOf } from './delegation.js';
import { carryMark } from './carry-orders.js';

export type ListFilter =
  { kind: 'all' } | { kind: 'canMove' } | { kind: 'canFire' } | { kind: 'formation'; org: string };

export type { ListRow };

export function filterLabel(view: SideView, f: ListFilter): string {
  switch (f.kind) {
    case 'all':
      return 'all';
    case 'canMove':
      return 'can move';
    case 'canFire':
      return 'can fire';
    case 'formation':
      return view.orgs.get(f.org)?.name ?? f.org;
  }
}

/** Formations that have units, in order of battle order. */
export function formations(view: SideView): string[] {
  const out: string[] = [];
  for (const u of view.own) if (!out.includes(u.def.org)) out.push(u.def.org);
  return out;
}

export function nextFilter(view: SideView, f: ListFilter): ListFilter {
  const forms = formations(view);
  switch (f.kind) {
    case 'all':
      return { kind: 'canMove' };
    case 'canMove':
      return { kind: 'canFire' };
    case 'canFire':
      return forms[0] ? { kind: 'formation', org: forms[0] } : { kind: 'all' };
    case 'formation': {
      const i = forms.indexOf(f.org);
      return i >= 0 && i + 1 < forms.length ? { kind: 'formation', org: forms[i + 1]! } : { kind: 'all' };
    }
  }
}

function passes(u: OwnUnitView, f: ListFilter, view: SideView): boolean {
  if (u.state.status !== 'active' || u.state.loc < 0) return false;
  switch (f.kind) {
    case 'all':
      return true;
    case 'canMove':
      return u.state.mp > 0 && !u.state.fixed;
    case 'canFire':
      return !u.state.fired && (u.def.hard.value > 0 || u.def.soft.value > 0);
    case 'formation':
      return inOrg(view, u.def.org, f.org);
  }
}

function inOrg(view: SideView, org: string, ancestor: string): boolean {
  let cur: string | undefined = org;
  for (let i = 0; cur && i < 20; i++) {
    if (cur === ancestor) return true;
    cur = view.orgs.get(cur)?.parent;
  }
  return false;
}

function unitText(view: SideView, u: OwnUnitView): string {
  const s = u.state;
  // Fixed-width facts first, the name last: a narrow panel cuts only the end of long names.
  const flags = `${s.fired ? 'F' : ' '}${s.cohesion === 'ok' ? ' ' : s.cohesion[0]!.toUpperCase()}`;
  // PC-AI-03: a unit the computer plays says so before its name.
  const ai = delegatedOrderOf(view, u) ? 'A/I ' : '';
  // PB-UNIT-33: C<n> a carrier with n units aboard, ^ a carried unit.
  return `${String(Math.floor(s.mp)).padStart(2)} ${flags} ${view.map.board.label(s.loc)} ${ai}${carryMark(view, u)}${nameWithParts(view, u)}`;
}

/**
 * PC-RNF-02/PC-TRN-15: the arrived reinforcements still waiting off the map, at the top of the whole
 * list: a heading and a line each with its entry hex. They are not on the map, so they are rows
 * to read, not to jump to; the Arrived order (P) places them.
 */
function arrivedRows(view: SideView, f: ListFilter): ListRow[] {
  if (f.kind !== 'all') return [];
  const waiting = arrivedList(view);
  if (waiting.length === 0) return [];
  return [
    { text: `Arrived, not placed (${waiting.length}): P places`, depth: 0 },
    ...waiting.map((w) => ({ text: `   ${w.hex} ${w.unit.def.name}${arrivedTag(w)}`, depth: 1 })),
  ];
}

export function listRows(view: SideView, f: ListFilter, tree: boolean): ListRow[] {
  return [...arrivedRows(view, f), ...mapRows(view, f, tree)];
}

function mapRows(view: SideView, f: ListFilter, tree: boolean): ListRow[] {
  const units = view.own.filter((u) => passes(u, f, view));
  if (!tree) return units.map((u) => ({ text: unitText(view, u), unit: u.index, depth: 0 }));
  // Organisation tree: each org heading followed by its units, children indented under parents.
  const children = new Map<string | undefined, string[]>();
  for (const [id, o] of view.orgs) {
    const p = o.parent && view.orgs.has(o.parent) ? o.parent : undefined;
    const l = children.get(p) ?? [];
    l.push(id);
    children.set(p, l);
  }
  const byOrg = new Map<string, OwnUnitView[]>();
  for (const u of units) {
    const l = byOrg.get(u.def.org) ?? [];
    l.push(u);
    byOrg.set(u.def.org, l);
  }
  const rows: ListRow[] = [];
  const has = (org: string): boolean =>
    (byOrg.get(org)?.length ?? 0) > 0 || (children.get(org) ?? []).some(has);
  const walk = (org: string, depth: number) => {
    if (!has(org)) return;
    // PC-AI-03: a formation under A/I orders says what it was told.
    const ai = view.delegated?.find((o) => o.org === org);
    rows.push({
      text: `${view.orgs.get(org)?.name ?? org}${ai ? ` · ${delegatedMark(view, ai)}` : ''}`,
      depth,
    });
    for (const u of byOrg.get(org) ?? [])
      rows.push({ text: unitText(view, u), unit: u.index, depth: depth + 1 });
    for (const c of children.get(org) ?? []) walk(c, depth + 1);
  };
  for (const root of children.get(undefined) ?? []) walk(root, 0);
  // Units whose organisation is not in the tree.
  for (const u of units)
    if (!view.orgs.has(u.def.org)) rows.push({ text: unitText(view, u), unit: u.index, depth: 0 });
  return rows;
}
