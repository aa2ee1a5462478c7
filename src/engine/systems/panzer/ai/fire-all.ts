// A/I → Activate A/I Firing (PC-AI-05): the computer fires every unit of the current side that can
// fire. The choice of target is the A/I's own (the rules port's fire options, ranked as the turn
// brain ranks them: expected VP, concentrated on hexes already hit); each shot is an ordinary
// `fire` command, planned on a copy of the game so that the commands it returns are exactly the
// ones apply() will accept, in order, when the session applies them.

import { apply } from '../apply.js';
import type { Command, FireCommand } from '../commands.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { viewFor } from '../view.js';
import { engineRules } from './engine-rules.js';
import type { AiRules } from './rules-port.js';

/** The brain's concentration bonus per earlier shot at the same hex (ai/brain.ts fire()). */
export const CONCENTRATE = 0.35;

export interface AiFirePlan {
  readonly commands: readonly FireCommand[];
  /** Units that fired, by index, in order. */
  readonly fired: readonly number[];
}

/**
 * PC-AI-05: one shot for each unit of `side` that can fire now, at the target the A/I rates best.
 * Every command is applied to a copy as it is chosen, so later choices see earlier results (a
 * target destroyed is not fired at again) and a refused shot is left out, never returned.
 */
export function planAiFire(
  state: GameState,
  side: Side,
  rules: AiRules = engineRules(state.world),
): AiFirePlan {
  const commands: FireCommand[] = [];
  const fired: number[] = [];
  const firedAt = new Map<number, number>();
  let s = state;
  const tried = new Set<number>();
  for (;;) {
    if (s.result) break;
    const view = viewFor(s, side);
    const next = view.own.find((u) => !tried.has(u.index) && u.state.status === 'active' && u.state.loc >= 0);
    if (!next) break;
    tried.add(next.index);
    let best: { target: number; indirect: boolean; score: number } | undefined;
    for (const o of rules.fireOptions(view, next.index)) {
      const score = o.value * (1 + CONCENTRATE * (firedAt.get(o.target) ?? 0));
      if (!best || score > best.score || (score === best.score && o.target < best.target))
        best = { target: o.target, indirect: o.indirect, score };
    }
    if (!best || best.score <= 0) continue;
    const cmd: FireCommand = {
      type: 'fire',
      units: [next.def.id],
      target: view.map.board.label(best.target),
      ...(best.indirect ? { indirect: true } : {}),
    };
    const r = apply(s, cmd as Command);
    if (!r.ok) continue;
    s = r.state;
    commands.push(cmd);
    fired.push(next.index);
    firedAt.set(best.target, (firedAt.get(best.target) ?? 0) + 1);
  }
  return { commands, fired };
}
