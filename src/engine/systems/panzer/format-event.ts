// One line of plain text per engine event, for the runner and the report panel; and the names of
// the sides as a scenario calls them (issue 18: in Kursk the Soviet side is not "Allied").
import type { GameEvent } from './events.js';
import type { World } from './world.js';
import type { Scenario } from './model/scenario.js';
import type { GameResult } from './model/state.js';
import { SIDE_NAMES, type Side } from './model/unit.js';
import { PHASE_NAMES } from './model/phase.js';
import { LEVEL_TITLE } from './rules/victory.js';
import { plural } from '../../core/words.js';

/** What players call a side in this scenario ("Soviet"); Allied / Axis when it names none. */
export function sideNameIn(scenario: Pick<Scenario, 'sides'> | undefined, side: Side): string {
  return scenario?.sides?.[side]?.name ?? SIDE_NAMES[side] ?? String(side);
}

/** "the Soviet turn", "Soviet minor victory": the adjective, or the name. */
export function sideAdjectiveIn(scenario: Pick<Scenario, 'sides'> | undefined, side: Side): string {
  return scenario?.sides?.[side]?.adjective ?? sideNameIn(scenario, side);
}

/** A victory level as players read it, with the scenario's side names (never the level's code). */
export function levelTitleIn(
  scenario: Pick<Scenario, 'sides'> | undefined,
  level: GameResult['level'],
): string {
  if (level === 'draw') return LEVEL_TITLE.draw;
  const side: Side = level.startsWith('allied') ? 'allied' : 'axis';
  return `${sideAdjectiveIn(scenario, side)} ${level.endsWith('Major') ? 'major' : 'minor'} victory`;
}

export function formatEvent(e: GameEvent, world: World): string {
  const names: Record<Side, string> = {
    allied: sideNameIn(world.scenario, 'allied'),
    axis: sideNameIn(world.scenario, 'axis'),
  };
  const unit = (i: number) => world.units[i]?.name ?? `unit ${i}`;
  const hex = (loc: number) => world.board.label(loc);
  switch (e.type) {
    case 'turnStarted':
      return `Turn ${e.turn}: ${names[e.side]} (${e.light})`;
    case 'phaseStarted':
      return `${names[e.side]} ${PHASE_NAMES[e.phase]}`;
    case 'weather':
      return `Weather: visibility ${e.visibility}, ${e.condition}${e.storm ? ', storm' : ''}`;
    case 'moved':
      // No hex entered: not a move "from A -> A".
      if (e.path.length === 0)
        return `${unit(e.unit)} stays at ${hex(e.from)} (${e.stoppedBy ?? 'did not move'})`;
      return `${unit(e.unit)} moves ${hex(e.from)} -> ${e.path.map(hex).join(' -> ')} (${e.mpSpent} MP, ${e.mpLeft} left)${e.stoppedBy ? `; stopped: ${e.stoppedBy}` : ''}`;
    case 'modeChanged':
      return `${unit(e.unit)} changes to ${e.mode} mode (${e.mpCost} MP)`;
    case 'spotted':
      return `${names[e.by]} spots ${e.units.map(unit).join(', ')}`;
    case 'lostContact':
      return `${names[e.by]} loses sight of ${plural(e.units.length, 'unit')}`;
    case 'arrived':
      return `${unit(e.unit)} arrives at ${hex(e.loc)}`;
    case 'withdrawn':
      return `${unit(e.unit)} is withdrawn`;
    case 'released':
      return `${unit(e.unit)} is released (${e.reason})`;
    case 'objectiveTaken': {
      const o = world.objectives[e.objective];
      return `${names[e.by]} takes ${o?.name ?? hex(o?.loc ?? 0)}`;
    }
    case 'objectiveExpired': {
      const o = world.objectives[e.objective];
      return `Objective ${o?.name ?? ''} expires, held by ${e.owner ? names[e.owner] : 'nobody'}`;
    }
    case 'unitState':
      return `${unit(e.unit)}: ${e.what}`;
    case 'fire':
    case 'assault':
    case 'airMission':
    case 'airInterdiction':
      return e.summary;
    case 'airStatus':
      return `${world.scenario.air?.[e.air]?.name ?? `air unit ${e.air}`}: ${e.what}`;
    case 'eliminated':
      return `${unit(e.unit)} is eliminated (${e.reason})`;
    case 'message':
      return e.text;
    case 'gameOver':
      return `Game over on turn ${e.result.turn}: ${levelTitleIn(world.scenario, e.result.level)} (${names.allied} ${e.result.vp.allied} VP, ${names.axis} ${e.result.vp.axis} VP)`;
  }
}
