// Turn structure (PC-TRN): the start-of-player-turn processing, the once-a-day processing and the
// end of a player turn. The order of the start-of-turn steps is ours (the manual leaves it open,
// Appendix C.3); it follows the list in PC-TRN-11. Rule modules add their step to START_STEPS.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide, type Side } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import { isFirstTurnOfDay, lightOfTurn } from './clock.js';
import { advanceCongestion } from './impediments.js';
import { arriveReinforcements, releaseScheduled, withdrawUnits } from './reinforcements.js';
import { commandTest } from './command.js';
import { refreshSpotting } from './spotting.js';
import { progressDigging } from './digin.js';
import { deceptionTurnStart } from './deception.js';
import { airTurnStart } from './air.js';
import { progressEngineering } from './engineer-turn.js';
import { recoverFatigue } from './fatigue.js';
import { resetCombatTurn } from './fire.js';
import { beginMovementPhase } from './phases.js';
import { recoverMorale } from './morale.js';
import { restoreHqs } from './hq-recovery.js';
import { recoverLosses } from './recovery.js';
import { receiveReplacements } from './replacements.js';
import { nightFatigue } from './night-fatigue.js';
import { artilleryTurnStart } from './artillery-setup.js';
import { explicitResupply } from './explicit-supply.js';
import { ammoChecks, computeSupply, fuelChecks, supplyVariations } from './supply.js';
import {
  checkSurrender,
  expireLimitedObjectives,
  makeResult,
  victoryLevel,
  victoryPoints,
} from './victory.js';
import { rollDailyWeather, rollVisibility } from './weather.js';
import { truceTurnStart } from './truce.js';
import { burnTurnStart } from './burning.js';
import { accrueObjectiveVp } from './vp-formats.js';
import { flyRequestedMissions } from './air-requests.js';
import { clearSmoke } from './smoke.js';
import { columnStep } from './column-moves.js';

export interface TurnStep {
  /** The rule the step implements, e.g. "PC-FAT-05". */
  readonly rule: string;
  readonly name: string;
  readonly run: (state: GameState, side: Side, events: GameEvent[]) => void;
}

/** Start-of-player-turn steps in the order they run (PC-TRN-11). */
export const START_STEPS: TurnStep[] = [
  {
    rule: 'PC-ENV-02',
    name: 'visibility and weather',
    run: (state, _side, events) => {
      if (state.playerTurn !== 0) return;
      const daily = isFirstTurnOfDay(state.world, state.turn) && state.turn > 1;
      if (daily)
        rollDailyWeather(state, diceFor(state, 'weather-day'), events); // PC-TRN-12, PC-ENV-04
      else rollVisibility(state, diceFor(state, 'visibility'), events);
    },
  },
  { rule: 'PC-SUP-21', name: 'supply variations', run: dailyVariations },
  { rule: 'PC-CMD-10', name: 'command test', run: commandTest },
  { rule: 'PC-SUP-05', name: 'local supply and isolation', run: computeSupply },
  { rule: 'PC-SUP-12', name: 'ammo and artillery availability', run: ammoChecks },
  { rule: 'PC-SUP-16', name: 'refuelling', run: fuelChecks },
  { rule: 'PC-SUP-34', name: 'explicit supply: supply units resupply', run: explicitResupply },
  { rule: 'PC-SUP-24', name: 'artillery setup and stockpiling', run: artilleryTurnStart },
  { rule: 'PC-FIR-28', name: 'hex fire tally and opportunity shots', run: (state) => resetCombatTurn(state) },
  // Scenario special rules (model/special-rules.ts): nothing happens without them.
  { rule: 'SR-TRUCE', name: 'truce begins or ends', run: truceTurnStart },
  { rule: 'SR-BURN', name: 'burning buildings', run: burnTurnStart },
  { rule: 'PC-MRL-06', name: 'disruption and broken recovery', run: recoverMorale },
  {
    rule: 'PC-CMD-14',
    name: 'HQ restoration',
    run: (state, side, events) => restoreHqs(state, side, events),
  },
  { rule: 'PC-FAT-05', name: 'fatigue recovery', run: recoverFatigue },
  { rule: 'PC-FAT-06', name: 'night fatigue (optional)', run: nightFatigue },
  { rule: 'PC-REC-01', name: 'unit loss recovery', run: recoverLosses },
  { rule: 'PC-REC-03', name: 'replacements', run: receiveReplacements },
  { rule: 'PC-DEC-06', name: 'deception detection and recall', run: deceptionTurnStart },
  { rule: 'PC-MSC-01', name: 'digging in', run: progressDigging },
  { rule: 'PC-ENG-10', name: 'engineer operations', run: progressEngineering },
  { rule: 'PC-AIR-15', name: 'air availability', run: airTurnStart },
  { rule: 'PC-IMP-05', name: 'congestion expiry', run: advanceCongestion },
  { rule: 'PC-RNF-08', name: 'withdrawals', run: withdrawUnits },
  { rule: 'PC-RNF-01', name: 'reinforcements', run: arriveReinforcements },
  { rule: 'PC-MOV-21', name: 'scheduled releases', run: releaseScheduled },
  {
    rule: 'PC-PHS-02',
    name: 'movement phase',
    run: (state, side, events) => beginMovementPhase(state, side, events),
  },
];

/** PC-TRN-12 / PC-SUP-23: daily variations, and storm-triggered ones when a storm starts or ends. */
function dailyVariations(state: GameState, side: Side, events: GameEvent[]): void {
  const storm = state.weather.storm;
  const change = storm === state.ops.lastStorm ? undefined : storm ? 'start' : 'end';
  if (change) supplyVariations(state, side, events, change);
  supplyVariations(state, side, events);
  if (state.playerTurn === 1) state.ops.lastStorm = storm;
}

/** Resets per-turn unit values for the side about to move (PC-TRN-05). */
function resetUnits(state: GameState, side: Side): void {
  state.units.forEach((s, i) => {
    if (state.world.units[i]!.side !== side || s.status !== 'active') return;
    s.mpMax = state.world.hooks.allowance(state, i); // movementAllowance unless a module replaces it
    s.mp = s.mpMax;
    s.moved = false;
    s.fired = false;
    s.assaulted = false;
    s.revealed = false;
    s.lossesThisTurn = 0;
  });
}

/** Runs the start of the active side's player turn. `first` marks the very start of the game. */
export function startPlayerTurn(state: GameState, first = false): GameEvent[] {
  const side = state.activeSide;
  const events: GameEvent[] = [
    { type: 'turnStarted', turn: state.turn, side, light: lightOfTurn(state.world, state.turn) },
  ];
  if (first) {
    // The other side's units start the game as though they had just finished a turn.
    resetUnits(state, otherSide(side));
  }
  for (const step of state.world.hooks.startSteps) step.run(state, side, events);
  clearSmoke(state, events); // PB-FIRE-46: smoke whose time is up (none in PC)
  resetUnits(state, side);
  events.push(...refreshSpotting(state, 'all'));
  events.push(...flyRequestedMissions(state, side)); // PB-AIR-02: called last turn (none in PC)
  columnStep(state, side, events); // PB-MOVE-32: columns go on, with this turn's MP (none in PC)
  return events;
}

/** PC-TRN-07/08/13: ends the active player turn and starts the next one, or ends the game. */
export function endPlayerTurn(state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  checkSurrender(state, events); // PC-TRN-09
  expireLimitedObjectives(state, events); // PC-VIC-04
  if (state.playerTurn === 1) {
    accrueObjectiveVp(state, events); // PB-VP-02 formats 4 and 5, at the end of each game turn
    const vp = victoryPoints(state);
    const lossMe = (side: Side) =>
      state.losses[side].men + 10 * (state.losses[side].guns + state.losses[side].vehicles);
    state.vpHistory.push({
      turn: state.turn,
      allied: vp.allied,
      axis: vp.axis,
      alliedLoss: lossMe('allied'),
      axisLoss: lossMe('axis'),
    });
    const level = victoryLevel(state);
    if (state.world.scenario.earlyTermination && (level === 'alliedMajor' || level === 'axisMajor')) {
      state.result = makeResult(state, 'earlyTermination'); // PC-TRN-08
      events.push({ type: 'gameOver', result: state.result });
      return events;
    }
    if (state.turn >= state.world.scenario.start.turns) {
      state.result = makeResult(state, 'time'); // PC-TRN-07, PC-VIC-07
      events.push({ type: 'gameOver', result: state.result });
      return events;
    }
    state.turn += 1;
    state.playerTurn = 0;
  } else {
    state.playerTurn = 1;
  }
  state.activeSide = otherSide(state.activeSide);
  events.push(...startPlayerTurn(state));
  return events;
}
