// How a Combined unit shows (PC-MSC-04), from the side's own view: its name followed by `+++`
// (the battalion's name once every company has joined), `[n]` sub-units after any unit that is or
// could be combined, and the full strength of all its parts.

import { canEverCombine } from '../../../engine/systems/panzer/rules/combine.js';
import type { OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';

function partsOf(view: SideView, u: OwnUnitView): OwnUnitView[] {
  const ids = u.state.parts ?? [];
  return ids.map((i) => view.own.find((o) => o.index === i)).filter((o): o is OwnUnitView => o !== undefined);
}

/** PC-MSC-04 `[n]`: the unit's sub-units, its parts' included. */
export function subUnits(view: SideView, u: OwnUnitView): number {
  return [u, ...partsOf(view, u)].reduce((n, p) => n + (p.def.subUnits ?? 1), 0);
}

/** The full strength of the unit and every part combined into it. */
export function fullStrength(view: SideView, u: OwnUnitView): number {
  return [u, ...partsOf(view, u)].reduce((n, p) => n + p.def.strength, 0);
}

/** PC-MSC-04: "name+++" for a Combined unit (the battalion's name when it is all there), else the name. */
export function shownName(view: SideView, u: OwnUnitView): string {
  if (subUnits(view, u) <= 1) return u.def.name;
  const mine = new Set([u.index, ...(u.state.parts ?? [])]);
  const whole =
    (u.state.parts?.length ?? 0) > 0 &&
    view.own.every((o) => o.def.org !== u.def.org || !canEverCombine(o.def, view.map.params) || mine.has(o.index));
  const org = view.orgs.get(u.def.org);
  return `${whole && org ? org.name : u.def.name}+++`;
}

/**
 * PC-MSC-04 "a unit that could combine but has not yet done so shows [1]": read as could combine
 * now, with a unit of its battalion, component, type and mode in its hex (so the mark tells the
 * player a Combine order would be accepted there).
 */
export function couldCombine(view: SideView, u: OwnUnitView): boolean {
  const s = u.state;
  if (!canEverCombine(u.def, view.map.params) || s.status !== 'active' || s.loc < 0) return false;
  return view.own.some(
    (o) =>
      o.index !== u.index &&
      o.state.status === 'active' &&
      o.state.loc === s.loc &&
      o.state.mode === s.mode &&
      o.def.org === u.def.org &&
      o.def.component === u.def.component &&
      o.def.type === u.def.type &&
      canEverCombine(o.def, view.map.params),
  );
}

/** The name with its `[n]` mark: `name+++ [n]` when combined, `name [1]` when it could combine. */
export function nameWithParts(view: SideView, u: OwnUnitView): string {
  const n = subUnits(view, u);
  if (n > 1) return `${shownName(view, u)} [${n}]`;
  return couldCombine(view, u) ? `${u.def.name} [1]` : u.def.name;
}
