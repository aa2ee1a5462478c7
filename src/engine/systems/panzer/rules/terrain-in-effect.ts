// The terrain in effect (PC-MAP-08, PC-ENV-06): under Snow, Field and Marsh are treated as Clear and
// Swamp as Forest, for every rule that reads a hex's terrain type: movement costs (movecost.ts),
// line of sight and concealment (los.ts, spotting.ts), fire, assault and air-strike modifiers
// (fire.ts, assault.ts, air.ts). One function, so no rule can forget the swap. Hexside features,
// roads and the urban flag are not terrain types and do not change.

import type { Condition, TerrainType } from '../model/terrain.js';
import type { GameState } from '../model/state.js';

// One table per terrain list and condition; a World and every MapView built from it share the list.
const cache = new WeakMap<readonly TerrainType[], { normal?: Int32Array; snow?: Int32Array }>();

/**
 * The terrain index in effect for each terrain index of `params.terrain`: itself, or under Snow
 * Clear for Field and Marsh and Forest for Swamp (when the list has them). The array is shared:
 * read it, never write it.
 */
export function terrainInEffect(
  params: { readonly terrain: readonly TerrainType[] },
  snow: boolean,
): Int32Array {
  const t = params.terrain;
  let entry = cache.get(t);
  if (!entry) cache.set(t, (entry = {}));
  const found = snow ? entry.snow : entry.normal;
  if (found) return found;
  const out = Int32Array.from(t.keys());
  if (snow) {
    const clear = t.findIndex((x) => x.key === 'clear');
    const forest = t.findIndex((x) => x.key === 'forest');
    t.forEach((x, i) => {
      if ((x.key === 'field' || x.key === 'marsh') && clear >= 0) out[i] = clear;
      if (x.key === 'swamp' && forest >= 0) out[i] = forest;
    });
  }
  if (snow) entry.snow = out;
  else entry.normal = out;
  return out;
}

/** The ground condition under which the Snow swap applies. */
export function isSnow(condition: Condition): boolean {
  return condition === 'snow';
}

/** What a hex is now: the terrain in effect, and the terrain of the map when Snow changed it. */
export interface TerrainNow {
  readonly terrain: TerrainType;
  /** The map's own terrain, present only when Snow replaced it. */
  readonly under?: TerrainType;
  /** "Forest [Swamp]" under Snow (PC-MAP-08's display), the plain name otherwise. */
  readonly label: string;
}

/** PC-MAP-08: the terrain in effect at `loc` under the state's ground condition. */
export function terrainNow(state: Pick<GameState, 'world' | 'weather'>, loc: number): TerrainNow {
  const { params, terrain } = state.world;
  const raw = terrain[loc]!;
  const idx = terrainInEffect(params, isSnow(state.weather.condition))[raw]!;
  const t = params.terrain[idx]!;
  if (idx === raw) return { terrain: t, label: t.name };
  const under = params.terrain[raw]!;
  return { terrain: t, under, label: `${t.name} [${under.name}]` };
}
