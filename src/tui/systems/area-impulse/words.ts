// Words the area-impulse presenter's panels share: names of sides, areas, units and their faces,
// and why a terrain defence value was ignored, with the rule that says so.

import type { AreaView, AreaWorld, FireBreakdown, Side } from '../../../engine/systems/area-impulse/index.js';

export function sideNameOf(world: AreaWorld, side: Side | null): string {
  if (side === null) return 'nobody';
  return world.scenario.sides.find((s) => s.id === side)?.name ?? side;
}

export function areaLabel(view: { readonly world: AreaWorld }, area: number): string {
  return area < 0 ? 'off the map' : (view.world.scenario.areas[area]?.name ?? `area ${area}`);
}

/**
 * An area in a one-line text (report line, status line): its name when short, else the label the
 * map shows ("Tractor Factory upper settlement and stadium" is "STZ-up"); details use the name.
 */
export function areaTag(view: { readonly world: AreaWorld }, area: number): string {
  const a = view.world.scenario.areas[area];
  if (!a) return areaLabel(view, area);
  return a.name.length <= 16 ? a.name : a.short;
}

export { plural } from '../../../engine/core/words.js';

export function fmt1(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** AI-FIRE-11 (a)/(b)/(c) in words; `targetSide` is the side fired on. */
export function tdvReason(
  world: AreaWorld,
  why: NonNullable<FireBreakdown['tdvIgnored']>,
  target: number,
  targetSide: Side,
): string {
  const area = areaLabel({ world }, target);
  const side = sideNameOf(world, targetSide);
  switch (why) {
    case 'ownArea':
      return 'the firers are in the target area (AI-FIRE-11a)';
    case 'notControlled':
      return `${side} does not control ${area} (AI-FIRE-11b)`;
    case 'fireMarker':
      return `${area} holds a ${side} fire marker (AI-FIRE-11c, AI-FIRE-91)`;
  }
}

/** The other side. */
export function enemyOf(world: AreaWorld, side: Side): Side {
  return world.sides[0] === side ? world.sides[1] : world.sides[0];
}

/** "+ 5/9 37th Gds": '+' fresh, '-' spent, the firepower and defence of the face it shows (AI-FIRE-NS-04). */
export function unitLine(u: AreaView['units'][number]): string {
  const face = u.state.fresh ? u.def.fresh : u.def.spent;
  return `${u.state.fresh ? '+' : '-'} ${face.firepower}/${face.defense} ${u.def.name}`;
}
