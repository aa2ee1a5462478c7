// The computer opponent (issue 6, PC-AI): public entry points.
//
//   const ai = createAi(state, 'axis', { difficulty: 'normal' });
//   const r = ai.playTurn(state);            // plays the side-turn and ends it
//
// and for a human who hands formations to the A/I (PC-AI-02..04):
//
//   const r = runDelegated(state, 'allied', [{ org: '7-armd', order: 'move', target: loc,
//     timing: 'immediate', source: 'player' }]);
//
// Decisions read only viewFor(state, side); commands go through apply() like a human's.

import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { viewFor } from '../view.js';
import { newMemory, TurnBrain, type AiMemory, type Decision } from './brain.js';
import { playAiSideTurn, type SideTurnOptions, type SideTurnResult } from './driver.js';
import { engineRules } from './engine-rules.js';
import { ordersFromScenario, type FormationOrder } from './orders.js';
import { DIFFICULTY, type AiSettings, type Difficulty } from './settings.js';

export * from './belief.js';
export * from './brain.js';
export * from './driver.js';
export * from './fields.js';
export * from './maps.js';
export * from './operational.js';
export * from './orders.js';
export * from './rules-port.js';
export * from './settings.js';
export * from './delegated.js';
export { ESTIMATED_RULES } from './estimate.js';
export { engineRules } from './engine-rules.js';

export interface CreateAiOptions {
  readonly difficulty?: Difficulty;
  /** Seed for the A/I's own stream; default: the game seed. */
  readonly seed?: string;
  /** Extra orders (player delegations); the scenario's orders for the side are always included. */
  readonly orders?: readonly FormationOrder[];
  readonly only?: ReadonlySet<string>;
  readonly settings?: Partial<AiSettings>;
}

export interface Ai {
  readonly side: Side;
  readonly memory: AiMemory;
  readonly settings: AiSettings;
  playTurn(state: GameState, opts?: SideTurnOptions): SideTurnResult;
}

export function makeSettings(state: GameState, side: Side, o: CreateAiOptions = {}): AiSettings {
  const difficulty = o.difficulty ?? 'normal';
  const view = viewFor(state, side);
  // The scenario's A/I orders for this side are the side's own information (PC-AI-02).
  const scenarioOrders = ordersFromScenario(view, state.world.scenario.ai?.[side]);
  return {
    seed: o.seed ?? state.seed,
    difficulty,
    orders: [...scenarioOrders, ...(o.orders ?? [])],
    ...(o.only ? { only: o.only } : {}),
    rules: engineRules(state.world),
    // The scenario's victory levels are public (PC-VIC-06): the A/I plays for its side's win.
    victory: state.world.scenario.victory,
    firstSide: state.world.scenario.start.firstSide,
    ...DIFFICULTY[difficulty],
    ...o.settings,
  };
}

export function createAi(state: GameState, side: Side, o: CreateAiOptions = {}): Ai {
  const settings = makeSettings(state, side, o);
  const memory = newMemory(side);
  return {
    side,
    memory,
    settings,
    playTurn: (s, opts) => playAiSideTurn(s, settings, memory, opts),
  };
}

/**
 * PC-AI-02..04: carries out a human player's orders for the formations they handed to the A/I,
 * without ending the player's turn. Immediate orders run when given; the client runs deferred ones
 * just before the player ends the turn. Orders stay in force until the player removes them.
 */
export function runDelegated(
  state: GameState,
  side: Side,
  orders: readonly FormationOrder[],
  opts: Omit<CreateAiOptions, 'orders' | 'only'> & { memory?: AiMemory } & SideTurnOptions = {},
): SideTurnResult {
  const only = new Set(orders.map((o) => o.org));
  // The player's orders alone: a scenario order to a sub-organisation must not override the
  // player's to its parent (orderFor takes the nearest organisation's order first).
  const settings = { ...makeSettings(state, side, { ...opts, orders, only }), orders };
  return playAiSideTurn(state, settings, opts.memory ?? newMemory(side), { ...opts, endTurn: false, only });
}

/**
 * The first decision the A/I would make from a view, without playing it: for tests (fog
 * invariance) and for a client that previews the A/I's intent.
 */
export function firstDecision(
  view: Parameters<TurnBrain['next']>[0],
  settings: AiSettings,
  memory: AiMemory = newMemory(view.side),
): Decision | null {
  return new TurnBrain(settings, memory).next(view);
}
