// What a side may know (design invariant 3). RS-FOW-1: enemy ground units are always detected and
// may be inspected, so the whole map is in view; what is hidden is the other side's modes while
// the assignment phase runs (RS-MODE-1: simultaneous) and its combat formation while the choice
// is secret (RS-GCB-20) — its choice is removed from the viewer's copy
// until the combat resolves and the report reveals both. The view keeps the state's shape so the
// computer players and previews can run the rules' own checks on it.

import { cloneState } from './game.js';
import type { RsEvent, RsState } from './model.js';
import type { Side } from './scenario.js';
import { extEventVisible, extView } from './ext/registry.js';

export interface RsView extends RsState {
  readonly viewer: Side;
}

export function viewFor(state: RsState, side: Side): RsView {
  const v = cloneState(state);
  // RS-MODE-1: while the second side assigns, the first side's new modes are not yet revealed.
  if (v.step.kind === 'assign' && v.assignModes && side !== v.initiative)
    v.units.forEach((u, i) => {
      if (v.world.units[i]!.side !== side) u.mode = v.assignModes![i]!;
    });
  const c = v.combat;
  if (c) {
    // The defender commits first; the attacker never sees it before the reveal.
    if (side === c.attacker) delete c.defenderChoice;
    else delete c.attackerChoice;
  }
  // The extended game's fog of war: undetected air and naval units, secret orders (RS-FOW, RS-DET).
  extView(v, side);
  return { ...v, viewer: side };
}

/**
 * Events are public once they happen (a formation is revealed by the combat report), except the
 * other side's mode assignments (RS-MODE-1): its counters show them once both sides have assigned.
 */
export function eventsFor(state: RsState, events: readonly RsEvent[], side: Side): RsEvent[] {
  return events.filter(
    (e) => (e.type !== 'mode' || state.world.units[e.unit]!.side === side) && extEventVisible(state, e, side),
  );
}
