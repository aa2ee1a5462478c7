// The dynamic part of a GameState as plain JSON (design invariant 4), and back. The World is
// rebuilt from the scenario, never saved.

import type { GameState } from './model/state.js';
import type { World } from './world.js';

export type StateSnapshot = Omit<GameState, 'world'>;

export function snapshotOf(state: GameState): StateSnapshot {
  const { world: _world, ...rest } = state;
  return rest;
}

/** Rebuilds a state from a snapshot (a deep copy, so the snapshot can be reused). */
export function restoreState(world: World, snapshot: StateSnapshot): GameState {
  return { ...(structuredClone(snapshot) as StateSnapshot), world };
}

/**
 * Canonical JSON: object keys sorted, no whitespace. Two equal states give byte-identical text
 * however they were built, which is what the state hash and the save integrity hash rely on.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

function write(v: unknown, out: string[]): void {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new RangeError(`cannot serialise number ${v}`);
    out.push(v === undefined ? 'null' : JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    out.push('[');
    v.forEach((x, i) => {
      if (i) out.push(',');
      write(x, out);
    });
    out.push(']');
    return;
  }
  if (ArrayBuffer.isView(v)) {
    write(Array.from(v as unknown as ArrayLike<number>), out);
    return;
  }
  const keys = Object.keys(v as object)
    .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
    .sort();
  out.push('{');
  keys.forEach((k, i) => {
    if (i) out.push(',');
    out.push(JSON.stringify(k), ':');
    write((v as Record<string, unknown>)[k], out);
  });
  out.push('}');
}
