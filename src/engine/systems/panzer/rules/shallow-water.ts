// Obstacles and mines in Shallow water (PB-IMP-04, PB-IMP-20, PB-DIFF-27). Shallow water is a hex
// terrain men and tracks wade (model/terrain.ts, `shallow`). Entering an Obstacle there costs a
// share of the MA (params.variant.map.shallowObstacleShare, PB ½; the move cost is the larger of it
// and the terrain's, rules/movecost.ts), and a minefield there attacks with its casualties ×
// shallowMineEffect (PB ½). Both 1 in Panzer Campaigns.

import type { GameState } from '../model/state.js';
import type { World } from '../world.js';

/** PB-MAP-03: is the hex Shallow water? */
export function isShallow(world: Pick<World, 'params' | 'terrain'>, loc: number): boolean {
  return loc >= 0 && world.params.terrain[world.terrain[loc]!]!.shallow === true;
}

/** PB-IMP-20, PB-DIFF-27: the factor on a minefield attack's casualties in `loc`. */
export function mineEffectAt(state: GameState, loc: number): number {
  return isShallow(state.world, loc) ? state.world.params.variant.map.shallowMineEffect : 1;
}
