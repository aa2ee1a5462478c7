// PB-IMP-04, PB-IMP-20 (PB-DIFF-06): Panzer Battles has no "penetrated" obstacles or minefields.
// Every entry into an Obstacle costs the full amount and a minefield keeps blocking supply
// (PB-SUP-05) however many units have crossed it. The operational movement rule marks them
// penetrated as units enter (PC-IMP-03, PC-IMP-06); this wrapper of the move hook puts back the
// state they had before the move, so the rule code stays the operational one.

import type { Handler } from '../../apply.js';
import type { MoveCommand } from '../../commands.js';
import type { GameState } from '../../model/state.js';

/** Hexes holding an Obstacle not penetrated, and those holding a minefield not penetrated. */
function intactImpediments(state: GameState): { obstacles: number[]; mines: number[] } {
  const obstacles: number[] = [];
  const mines: number[] = [];
  for (const [key, h] of Object.entries(state.hexes)) {
    if (h.obstacle === 'intact') obstacles.push(Number(key));
    if (h.minefield > 0 && !h.minefieldPenetrated) mines.push(Number(key));
  }
  return { obstacles, mines };
}

export function noPenetration(base: Handler<MoveCommand>): Handler<MoveCommand> {
  return (draft, cmd) => {
    const before = intactImpediments(draft);
    const out = base(draft, cmd);
    if (!Array.isArray(out)) return out;
    for (const loc of before.obstacles) {
      const h = draft.hexes[loc];
      if (h?.obstacle === 'penetrated') h.obstacle = 'intact';
    }
    for (const loc of before.mines) {
      const h = draft.hexes[loc];
      if (h && h.minefield > 0 && h.minefieldPenetrated) h.minefieldPenetrated = false;
    }
    return out;
  };
}
