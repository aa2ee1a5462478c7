// Mine work (PC-ENG-05..08, PC-IMP-01/03/06): laying minefields, clearing minefields, Obstacles and
// Rubble, and the lanes a clearing unit opens for Travel Mode units.

import type { ClearHexCommand, LayMinesCommand, StopWorkCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent, Roll } from '../events.js';
import type { EngineerJob } from '../model/engineering.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import { hexStateFor } from './fortifications.js';
import { ownActiveUnit } from './guards.js';
import {
  addJob,
  busyRefusal,
  canClearMines,
  canClearRubble,
  canLayMines,
  endJob,
  engineering,
  engineerStatus,
  JOB_NAMES,
  jobOf,
  mineClearChance,
  mineLayChance,
  rubbleClearChance,
  turnKey,
  workRefusal,
} from './engineers.js';
import { eliminate } from './results.js';
import { recordLoss } from './victory.js';
import { claimMarkers } from './marker-sides.js';

/** PC-ENG-08: Engineer → Laying Mines. */
export function handleLayMines(draft: GameState, cmd: LayMinesCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const rule = 'PC-ENG-08';
  if (!canLayMines(def))
    return ruleError('NOT_ALLOWED', `${def.name} is not an engineer; it cannot lay mines.`, rule);
  const busy = busyRefusal(draft, u, rule);
  if (busy) return busy;
  const bad = workRefusal(draft, u, 'lay mines', rule);
  if (bad) return bad;
  if (s.moved || s.fired)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} has ${s.moved ? 'moved' : 'fired'} this turn; it can start laying mines next turn.`,
      rule,
    );
  if (draft.weather.condition === 'frozen')
    return ruleError('NOT_ALLOWED', 'The ground is Frozen: no mines can be laid.', rule);
  if ((draft.hexes[s.loc]?.minefield ?? 0) > 0)
    return ruleError(
      'NOT_ALLOWED',
      `There is already a minefield at ${draft.world.board.label(s.loc)}.`,
      rule,
    );
  addJob(draft, {
    unit: u,
    kind: 'layMines',
    loc: s.loc,
    edge: -1,
    target: -1,
    started: turnKey(draft),
    turns: 0,
  });
  return [{ type: 'unitState', unit: u, what: 'starts laying mines', rule }];
}

/** What a unit could clear in its hex now: mines and Obstacles first, then Rubble (PC-ENG-07). */
function clearTarget(state: GameState, unit: number): 'mines' | 'obstacle' | 'rubble' | null {
  const def = state.world.units[unit]!;
  const h = state.hexes[state.units[unit]!.loc];
  if (!h) return null;
  if (canClearMines(def)) {
    if (h.minefield > 0) return 'mines';
    if (h.obstacle !== 'none') return 'obstacle';
  }
  if (canClearRubble(def) && h.rubble === 'uncleared' && h.minefield === 0) return 'rubble';
  return null;
}

/** PC-ENG-06/07, PC-IMP-03: Engineer → Clear Mines or Rubble (start). */
export function handleClearHex(draft: GameState, cmd: ClearHexCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const at = draft.world.board.label(s.loc);
  const rule = 'PC-ENG-06';
  const target = clearTarget(draft, u);
  if (!target) {
    const h = draft.hexes[s.loc];
    if (h && h.minefield > 0 && canClearRubble(def) && h.rubble === 'uncleared')
      return ruleError('NOT_ALLOWED', `The mines at ${at} must be cleared before the Rubble.`, 'PC-ENG-07');
    if (h && (h.minefield > 0 || h.obstacle !== 'none'))
      return ruleError(
        'NOT_ALLOWED',
        `${def.name} has no Mine Clear or Demolition ability; it cannot clear ${h.minefield > 0 ? 'mines' : 'Obstacles'}.`,
        rule,
      );
    if (h && h.rubble === 'uncleared')
      return ruleError('NOT_ALLOWED', `${def.name} is not an engineer; it cannot clear Rubble.`, 'PC-ENG-07');
    return ruleError('NOT_ALLOWED', `There is nothing to clear at ${at}.`, rule);
  }
  const busy = busyRefusal(draft, u, rule);
  if (busy) return busy;
  const bad = workRefusal(draft, u, target === 'rubble' ? 'clear Rubble' : 'clear mines', rule);
  if (bad) return bad;
  addJob(draft, {
    unit: u,
    kind: 'clear',
    loc: s.loc,
    edge: -1,
    target: -1,
    started: turnKey(draft),
    turns: 0,
  });
  return [
    {
      type: 'unitState',
      unit: u,
      what: `starts clearing ${target === 'mines' ? 'the minefield' : target === 'obstacle' ? 'the Obstacle' : 'the Rubble'}`,
      rule: target === 'rubble' ? 'PC-ENG-07' : rule,
    },
  ];
}

/** Stops any engineer work (building, dismantling, wiring, laying, clearing). */
export function handleStopWork(draft: GameState, cmd: StopWorkCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const job = jobOf(draft, u);
  if (!job) return ruleError('STATE', `${draft.world.units[u]!.name} is doing no engineer work.`);
  endJob(draft, u);
  const now = engineerStatus(draft, u);
  return [
    {
      type: 'unitState',
      unit: u,
      what: `stops ${JOB_NAMES[job.kind]}${now ? ` (${now})` : ''}`,
      rule: 'PC-ENG-06',
    },
  ];
}

/**
 * PC-ENG-06: while a clearing unit stays in a minefield hex, lanes count as cleared from the start
 * of the next turn: Travel Mode units may enter without a minefield attack.
 */
export function minefieldLanesOpen(state: GameState, loc: number): boolean {
  const jobs = state.engineers?.jobs;
  if (!jobs || jobs.length === 0) return false;
  return jobs.some(
    (j) =>
      j.kind === 'clear' &&
      j.loc === loc &&
      j.turns >= 1 &&
      state.units[j.unit]!.loc === loc &&
      canClearMines(state.world.units[j.unit]!),
  );
}

function roll(label: string, value: number, target: number, rule: string): Roll {
  return { label, value, target, success: value < target, rule };
}

/** PC-ENG-05: each clearing costs a Demolition unit 32 / assault value in strength (random rounding). */
function demolitionCost(state: GameState, unit: number, tag: string, events: GameEvent[]): void {
  const def = state.world.units[unit]!;
  if (!def.flags.demolition) return;
  const s = state.units[unit]!;
  const cost = def.assault > 0 ? 32 / def.assault : s.strength;
  const loss = Math.min(s.strength, diceFor(state, tag).roundRandom(cost));
  if (loss <= 0) return;
  s.strength -= loss;
  s.lossesThisTurn += loss;
  recordLoss(state, unit, loss);
  events.push({
    type: 'unitState',
    unit,
    what: `spends ${loss} strength clearing`,
    strength: s.strength,
    rule: 'PC-ENG-05',
  });
  if (s.strength <= 0) {
    endJob(state, unit);
    eliminate(state, unit, 'used up clearing (PC-ENG-05)', events);
  }
}

/** PC-ENG-06..08, PC-IMP-03: the start-of-turn tests of laying and clearing units of `side`. */
export function progressMineWork(state: GameState, side: Side, events: GameEvent[]): void {
  const jobs: EngineerJob[] = engineering(state).jobs.filter(
    (j) =>
      (j.kind === 'layMines' || j.kind === 'clear') &&
      state.world.units[j.unit]!.side === side &&
      state.units[j.unit]!.cohesion === 'ok',
  );
  for (const j of jobs) {
    const u = j.unit;
    if (j.kind === 'layMines') {
      if ((state.hexes[j.loc]?.minefield ?? 0) > 0) {
        endJob(state, u);
        continue;
      }
      if (state.weather.condition === 'frozen') continue; // PC-ENG-08: no laying when Frozen
      const chance = mineLayChance(state, u);
      const r = roll(
        `lay mines ${Math.round(chance * 10) / 10}%`,
        diceFor(state, `eng-lay|${u}`).percent(),
        chance,
        'PC-ENG-08',
      );
      if (!r.success) continue;
      const h = hexStateFor(state, j.loc);
      h.minefield = 1;
      h.minefieldPenetrated = false;
      claimMarkers(state, j.loc, state.world.units[u]!.side); // PB-MAP-05
      endJob(state, u);
      events.push({
        type: 'unitState',
        unit: u,
        what: 'has laid a minefield (strength 1)',
        rolls: [r],
        rule: 'PC-ENG-08',
      });
      continue;
    }
    const target = clearTarget(state, u);
    const h = state.hexes[j.loc]!; // a target means the hex has a HexState
    if (target === 'mines' || target === 'obstacle') {
      const chance = mineClearChance(state, u);
      const r = roll(
        `clear ${target} ${Math.round(chance * 10) / 10}%`,
        diceFor(state, `eng-clear|${u}`).percent(),
        chance,
        target === 'mines' ? 'PC-ENG-06' : 'PC-IMP-03',
      );
      if (r.success) {
        if (target === 'mines') h.minefield = Math.max(0, h.minefield - 1);
        else h.obstacle = 'none';
        events.push({
          type: 'unitState',
          unit: u,
          what:
            target === 'mines'
              ? h.minefield > 0
                ? `lowers the minefield to strength ${h.minefield}`
                : 'has cleared the minefield'
              : 'has removed the Obstacle',
          rolls: [r],
          rule: r.rule!,
        });
        demolitionCost(state, u, `eng-demo|${u}`, events);
      }
    } else if (target === 'rubble') {
      const chance = rubbleClearChance(state);
      const r = roll(
        `clear rubble ${chance}%`,
        diceFor(state, `eng-rubble|${u}`).percent(),
        chance,
        'PC-ENG-07',
      );
      if (r.success) {
        h.rubble = 'cleared';
        events.push({
          type: 'unitState',
          unit: u,
          what: 'has cleared the Rubble: road movement is possible again',
          rolls: [r],
          rule: 'PC-ENG-07',
        });
      }
    }
    if (state.units[u]!.status === 'active' && clearTarget(state, u) === null && jobOf(state, u)) {
      endJob(state, u);
      events.push({ type: 'unitState', unit: u, what: 'has nothing more to clear', rule: 'PC-ENG-06' });
    }
  }
}
