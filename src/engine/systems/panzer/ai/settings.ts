// A/I settings: difficulty presets and personality (research/ai.md 2.9). Difficulty never means
// cheating: the A/I always reads only its side's view. Lower levels think less (work budget), pick
// among near-best choices more loosely (softmax temperature) and are less aggressive.

import type { VictoryLevels } from '../model/scenario.js';
import type { Side } from '../model/unit.js';
import type { FormationOrder } from './orders.js';
import { DEFAULT_PLANNER, type PlannerParams } from './operational.js';
import type { AiRules } from './rules-port.js';

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface AiSettings {
  /** The game seed (or any text): the A/I's own random stream derives from it. */
  readonly seed: string;
  readonly difficulty: Difficulty;
  readonly orders: readonly FormationOrder[];
  /** When set, only units of these organisations (and their sub-organisations) are played. */
  readonly only?: ReadonlySet<string>;
  readonly rules: AiRules;
  /** Work units per side-turn (research/ai.md 2.8). */
  readonly budget: number;
  readonly planner: PlannerParams;
  /** Softmax temperature over move scores, in score units; 0 = always the best. */
  readonly temperature: number;
  /** Weight of own expected losses against objective value (>1 = careful). */
  readonly caution: number;
  /** The scenario's victory levels (PC-VIC-06), for the posture: push when not yet winning. */
  readonly victory?: VictoryLevels;
  /** The side that moves first in every game turn (the scenario's, PC-TRN-01): who has the last move. */
  readonly firstSide?: Side;
}

export const DIFFICULTY: Record<
  Difficulty,
  Pick<AiSettings, 'budget' | 'planner' | 'temperature' | 'caution'>
> = {
  easy: { budget: 300_000, planner: { ...DEFAULT_PLANNER, aggression: 0.35 }, temperature: 2, caution: 0.6 },
  normal: { budget: 3_000_000, planner: DEFAULT_PLANNER, temperature: 0, caution: 1 },
  hard: { budget: 8_000_000, planner: { ...DEFAULT_PLANNER, aggression: 0.6 }, temperature: 0, caution: 1.2 },
};
