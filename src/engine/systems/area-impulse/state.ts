// Copies of a state for apply() to change: the rules build the next state on a copy and never touch
// the one they were given (a session keeps the old state for its log and the views drawn from it).

import type { AreaState } from './model.js';

/** A copy whose arrays and records may be changed freely; the world and past history entries are shared (never changed). */
export function cloneState(s: AreaState): AreaState {
  return {
    ...s,
    units: s.units.map((u) => ({ ...u })),
    control: [...s.control],
    markers: s.markers.map((m) => [...m]),
    hands: Object.fromEntries(Object.entries(s.hands).map(([k, v]) => [k, [...v]])),
    history: [...s.history],
  };
}

/** The side giving orders now: the owner of targets while damage waits, else the active side. */
export function actingSideOf(s: AreaState): string {
  return s.pending ? s.pending.owner : s.active;
}
