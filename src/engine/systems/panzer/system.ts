// Panzer Campaigns as a RuleSystem (src/engine/core/system.ts): the one object the layers above the
// engine hold. Everything here delegates to the system's own modules; what it adds is the World
// cache (building a World costs ~80 ms on kursk-south, and sims start hundreds of games on one).

import type { GameOptions, Outcome, RuleSystem, ScenarioSummary } from '../../core/system.js';
import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { GameEvent } from './events.js';
import { newGame } from './game.js';
import type { GameResult, GameState } from './model/state.js';
import type { Scenario } from './model/scenario.js';
import { SIDES, SIDE_NAMES, type Side } from './model/unit.js';
import { OPTIONAL_RULES } from './rules/optional.js';
import { actingSide } from './rules/phases.js';
import { addMinutes } from './rules/clock.js';
import { checkPanzerScenario } from './scenario/check.js';
import { scenarioFileSchema } from './scenario/schema.js';
import { restoreState, snapshotOf, stateHash } from './serialize.js';
import { eventsFor, viewFor, type SideView } from './view.js';
import { buildWorld, type World } from './world.js';
import { formatEvent } from './format-event.js';
import { afterActionReport } from './after-action.js';
import { computerSide, PLAYER_KINDS } from './ai/players.js';
import { explainCombat } from './rules/explain.js';
import { levelTitleIn, sideNameIn } from './format-event.js';
import { checkMapText } from './scenario/map-file.js';
import { variantTitle } from './profiles/index.js';

/** Worlds built per scenario object and options, shared by every game started on them. */
const worlds = new WeakMap<Scenario, Map<string, World>>();

export function worldOf(scenario: Scenario, options: GameOptions = {}): World {
  let m = worlds.get(scenario);
  if (!m) worlds.set(scenario, (m = new Map()));
  const key = JSON.stringify([options.optionalRules ?? null, options.fogOfWar ?? null]);
  let w = m.get(key);
  if (!w) m.set(key, (w = buildWorld(scenario, options)));
  return w;
}

const REASON: Record<GameResult['reason'], string> = {
  time: 'last turn played',
  earlyTermination: 'early termination',
  surrender: 'surrender',
};

/** A Panzer Campaigns result in the contract's words (PC-VIC-07). */
export function outcomeOf(r: GameResult, scenario?: Scenario): Outcome {
  return {
    winner: r.winner,
    title: levelTitleIn(scenario, r.level),
    turn: r.turn,
    reason: REASON[r.reason],
    score: r.vp,
  };
}

function turnLength(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

export function summarizePanzer(s: Scenario): ScenarioSummary {
  const units: Record<Side, number> = { allied: 0, axis: 0 };
  for (const u of s.units) units[u.side]++;
  return {
    id: s.id,
    version: s.version,
    system: 'panzer',
    title: s.title,
    description: s.description,
    scale: s.scale,
    rules: variantTitle(s.profile, s.modules), // issue 13: which profile the game plays
    map: `${s.map.width}x${s.map.height}`,
    firstTurn: s.start.date,
    lastTurn: addMinutes(s.start.date, (s.start.turns - 1) * s.start.minutesPerTurn),
    turns: s.start.turns,
    turnLength: turnLength(s.start.minutesPerTurn),
    units,
    firstSide: s.start.firstSide,
  };
}

/** Moves and mode changes that revealed nothing and rolled no dice can be taken back (PC-TRN-14). */
const REVEALING: ReadonlySet<GameEvent['type']> = new Set([
  'spotted',
  'fire',
  'assault',
  'eliminated',
  'unitState',
  'released',
  'lostContact',
]);

export const panzerSystem: RuleSystem<Scenario, GameState, Command, GameEvent, SideView> = {
  id: 'panzer',
  title: 'Panzer Campaigns',
  sides: SIDES,
  sideName: (side, state) =>
    state ? sideNameIn(state.world.scenario, side as Side) : (SIDE_NAMES[side as Side] ?? side),

  scenarioSchema: scenarioFileSchema,
  checkScenario: checkPanzerScenario,
  summarize: summarizePanzer,
  optionalRules: OPTIONAL_RULES.map((r) => ({
    key: r.key,
    name: r.name,
    description: r.summary,
    rule: r.id,
  })),
  // PC-OPT-19: the scenario's defaults stand until the players choose otherwise.
  defaultOptions: (s) => ({ optionalRules: s.optionalRules ?? [], fogOfWar: s.fogOfWar ?? true }),
  checkMapText,

  newGame(scenario, seed, options) {
    return newGame(worldOf(scenario, options), seed);
  },
  apply,
  endTurnCommand: () => ({ type: 'endTurn' }),
  endsTurn: (cmd) => cmd.type === 'endTurn',
  isUndoable: (cmd, events) =>
    (cmd.type === 'move' || cmd.type === 'mode') && !events.some((e) => REVEALING.has(e.type)),
  actingSide,
  turn: (state) => state.turn,
  result: (state) => (state.result ? outcomeOf(state.result, state.world.scenario) : null),
  viewFor: (state, side) => viewFor(state, side as Side),
  eventsFor: (state, events, side) => eventsFor(events, state, side as Side),
  scenarioOf: (state) => state.world.scenario,
  optionsOf: (state) => state.world.chosenOptions,

  snapshot: snapshotOf,
  restore: (scenario, options, snapshot) =>
    restoreState(worldOf(scenario, options), snapshot as ReturnType<typeof snapshotOf>),
  hash: stateHash,

  describeEvents: (state, events) => events.map((e) => formatEvent(e, state.world)),
  explainEvents: (state, events) => events.flatMap((e) => explainCombat(e, state.world)),
  summaryLines(state) {
    return SIDES.map((side) => {
      const l = state.losses[side];
      return `losses ${side}: ${l.men} men, ${l.guns} guns, ${l.vehicles} vehicles (${l.vp.toFixed(1)} VP)`;
    });
  },

  afterAction: (state, reader) => afterActionReport(state, reader as Side | null),

  players: PLAYER_KINDS,
  createPlayer: (kind, state, side, opts) => computerSide(kind, state, side as Side, opts),
};
