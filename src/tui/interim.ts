// INTERIM stand-ins used until the real modules are plugged in by cli.ts: a straight-line path
// preview and "no preview" combat odds. They contain no rules: the engine still decides every order.

import type { CombatPreview, MovePlan, Planner, Previewer } from './ports.js';

/** A straight line to the hex, cost unknown: the engine says on confirming whether it is legal. */
export const interimPlanner: Planner = {
  plan(state, units, to): MovePlan {
    const u = units[0];
    if (u === undefined) return { path: [], error: 'No unit selected.' };
    const from = state.units[u]!.loc;
    if (from < 0) return { path: [], error: 'The unit is not on the map.' };
    const line = state.world.board.line(from, to, 1);
    return { path: line.slice(1) };
  },
};

export const interimPreviewer: Previewer = {
  fire: (): CombatPreview => ({ summary: 'No odds preview yet', lines: [] }),
  assault: (): CombatPreview => ({ summary: 'No odds preview yet', lines: [] }),
};
