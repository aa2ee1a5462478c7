// Hashes for saves and replays: sha256 over canonical JSON.
import { createHash } from 'node:crypto';
import { canonicalJson, snapshotOf } from '../engine/serialize.js';
import type { GameState } from '../engine/model/state.js';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The hash of a game's dynamic state: equal states give equal hashes (design invariant 1). */
export function stateHash(state: GameState): string {
  return sha256(canonicalJson(snapshotOf(state)));
}
