// Hashes for saves and replays: sha256 over canonical JSON.
import { canonicalJson, sha256 } from '../engine/core/serialize.js';
import { snapshotOf } from '../engine/systems/panzer/serialize.js';
import type { GameState } from '../engine/systems/panzer/model/state.js';

export { sha256 };

/** The hash of a game's dynamic state: equal states give equal hashes (design invariant 1). */
export function stateHash(state: GameState): string {
  return sha256(canonicalJson(snapshotOf(state)));
}
