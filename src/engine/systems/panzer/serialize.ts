// The dynamic part of a GameState as plain JSON (design invariant 4), and back. The World is
// rebuilt from the scenario, never saved.

import { canonicalHash } from '../../core/serialize.js';
import type { GameState } from './model/state.js';
import { checkSnapshot } from './snapshot-check.js';
import type { World } from './world.js';

export type StateSnapshot = Omit<GameState, 'world'>;

export function snapshotOf(state: GameState): StateSnapshot {
  const { world: _world, ...rest } = state;
  return rest;
}

/**
 * Rebuilds a state from a snapshot (a deep copy, so the snapshot can be reused). A snapshot comes
 * from a file: it is checked against the world first (snapshot-check.ts), and a bad one throws.
 */
export function restoreState(world: World, snapshot: StateSnapshot): GameState {
  checkSnapshot(world, snapshot);
  return { ...(structuredClone(snapshot) as StateSnapshot), world };
}

/** The hash of a game's dynamic state: equal states give equal hashes (design invariant 1). */
export function stateHash(state: GameState): string {
  return canonicalHash(snapshotOf(state));
}
