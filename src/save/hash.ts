// Hashes for saves and replays: sha256 over canonical JSON. A game's state hash is its system's
// (RuleSystem.hash): the save layer never looks inside a state.
import { sha256 } from '../engine/core/serialize.js';

export { sha256 };
