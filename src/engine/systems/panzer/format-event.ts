// One line of plain text per engine event, for the runner and the report panel.
import type { GameEvent } from './events.js';
import type { World } from './world.js';
import { SIDE_NAMES } from './model/unit.js';
import { PHASE_NAMES } from './model/phase.js';
import { LEVEL_TITLE } from './rules/victory.js';
import { plural } from '../../core/words.js';

export function formatEvent(e: GameEvent, world: World): string {
  const unit = (i: number) => world.units[i]?.name ?? `unit ${i}`;
  const hex = (loc: number) => world.board.label(loc);
  switch (e.type) {
    case 'turnStarted':
      return `Turn ${e.turn}: ${SIDE_NAMES[e.side]} (${e.light})`;
    case 'phaseStarted':
      return `${SIDE_NAMES[e.side]} ${PHASE_NAMES[e.phase]}`;
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
      return `${SIDE_NAMES[e.by]} spots ${e.units.map(unit).join(', ')}`;
    case 'lostContact':
      return `${SIDE_NAMES[e.by]} loses sight of ${plural(e.units.length, 'unit')}`;
    case 'arrived':
      return `${unit(e.unit)} arrives at ${hex(e.loc)}`;
    case 'withdrawn':
      return `${unit(e.unit)} is withdrawn`;
    case 'released':
      return `${unit(e.unit)} is released (${e.reason})`;
    case 'objectiveTaken': {
      const o = world.objectives[e.objective];
      return `${SIDE_NAMES[e.by]} takes ${o?.name ?? hex(o?.loc ?? 0)}`;
    }
    case 'objectiveExpired': {
      const o = world.objectives[e.objective];
      return `Objective ${o?.name ?? ''} expires, held by ${e.owner ? SIDE_NAMES[e.owner] : 'nobody'}`;
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
      return `Game over on turn ${e.result.turn}: ${LEVEL_TITLE[e.result.level]} (Allied ${e.result.vp.allied} VP, Axis ${e.result.vp.axis} VP)`;
  }
}
