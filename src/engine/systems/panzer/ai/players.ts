// The computer players the contract offers (RuleSystem.createPlayer): the A/I and the two baseline
// bots of the match harness (research/ai.md 3.1). Each keeps what it remembers between its
// side-turns; every side-turn starts a fresh TurnPlayer on that memory, as a human's client would.

import type { ComputerOptions, ComputerSide } from '../../../core/system.js';
import type { Command } from '../commands.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { newMemory, TurnBrain } from './brain.js';
import { makeBot, type BotKind } from './bots.js';
import { playSideTurn, type TurnPlayer } from './driver.js';
import { engineRules } from './engine-rules.js';
import { makeSettings } from './index.js';
import type { AiSettings } from './settings.js';

export const PLAYER_KINDS = ['ai', 'random', 'greedy'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export function computerSide(
  kind: string,
  state: GameState,
  side: Side,
  opts: ComputerOptions = {},
): ComputerSide<GameState, Command> {
  let newPlayer: () => TurnPlayer;
  if (kind === 'ai') {
    const memory = newMemory(side);
    const settings = makeSettings(state, side, {
      ...(opts.difficulty ? { difficulty: opts.difficulty } : {}),
      ...(opts.seed ? { seed: opts.seed } : {}),
      ...(opts.tuning ? { settings: opts.tuning as Partial<AiSettings> } : {}),
    });
    newPlayer = () => new TurnBrain(settings, memory);
  } else if (kind === 'random' || kind === 'greedy') {
    const rules = engineRules(state.world);
    const seed = `${opts.seed ?? state.seed}|bot`;
    newPlayer = () => makeBot(kind as BotKind, rules, seed);
  } else throw new RangeError(`no computer player "${kind}"; known: ${PLAYER_KINDS.join(', ')}`);
  return {
    playSideTurn(s, o = {}) {
      // Under phases a side-turn may take several calls (PC-PHS-02); each gets a fresh player.
      return playSideTurn(s, side, newPlayer(), {
        newPlayer,
        ...(o.timer ? { timer: o.timer } : {}),
        trace: !!o.trace,
      });
    },
  };
}
