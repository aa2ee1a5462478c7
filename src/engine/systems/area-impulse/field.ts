// The situation on the map that rules, previews and computer players all read: where the units are,
// who controls each area, the fire markers. A game state is a Field; so is what a side's view shows
// (fieldOfView), because units on the map are in plain sight. Legality checks and previews written
// on a Field therefore give the same answer to the engine and to a player deciding from its view.

import type { AreaView, AreaWorld, Side, UnitState } from './model.js';
import { sideOf } from './world.js';

export interface Field {
  readonly world: AreaWorld;
  readonly units: readonly Readonly<UnitState>[];
  readonly control: readonly (Side | null)[];
  readonly markers: readonly (readonly Side[])[];
}

export function fieldOfView(view: AreaView): Field {
  // view.units lists every unit in scenario order (view.ts), so index i is unit i.
  return {
    world: view.world,
    units: view.units.map((u) => u.state),
    control: view.control,
    markers: view.markers,
  };
}

/** Units of `side` on the map in `area`, in scenario order. */
export function unitsIn(field: Field, area: number, side: Side): number[] {
  const out: number[] = [];
  field.units.forEach((u, i) => {
    if (u.status === 'active' && u.area === area && sideOf(field.world, i) === side) out.push(i);
  });
  return out;
}

export function countIn(field: Field, area: number, side: Side): number {
  let n = 0;
  field.units.forEach((u, i) => {
    if (u.status === 'active' && u.area === area && sideOf(field.world, i) === side) n++;
  });
  return n;
}

/** Units of `side` on the map. */
export function onMapCount(field: Field, side: Side): number {
  let n = 0;
  field.units.forEach((u, i) => {
    if (u.status === 'active' && sideOf(field.world, i) === side) n++;
  });
  return n;
}

/** Areas holding fresh units of `side`, in area order. */
export function areasWithFresh(field: Field, side: Side): number[] {
  const set = new Set<number>();
  field.units.forEach((u, i) => {
    if (u.status === 'active' && u.fresh && sideOf(field.world, i) === side) set.add(u.area);
  });
  return [...set].sort((a, b) => a - b);
}

/** Damage points a unit can absorb (AI-FIRE-31/41): fresh 3, spent 2. */
export function unitCapacity(u: Readonly<UnitState>): number {
  return u.fresh ? 3 : 2;
}

/** VP of the areas each side controls (the score, shown every turn). */
export function scoreOf(field: Field): Record<Side, number> {
  const { world } = field;
  const vp = world.scenario.victory.vp ?? {};
  const out: Record<Side, number> = { [world.sides[0]]: 0, [world.sides[1]]: 0 };
  field.control.forEach((c, a) => {
    if (c !== null) out[c] = (out[c] ?? 0) + (vp[world.scenario.areas[a]!.id] ?? 0);
  });
  return out;
}
