// The match card (issue 8, PC-OPT-19): the scenario, who plays which side, fog of war and the
// optional rules in force. Both players see it at the start and can open it again (key M).
// Nothing on it is secret: the options are fixed when the game starts.

import { OPTIONAL_RULES } from '../../../engine/systems/panzer/rules/optional.js';
import { formatTime, timeOfTurn } from '../../../engine/systems/panzer/rules/clock.js';
import { sideNameIn } from '../../../engine/systems/panzer/format-event.js';
import { SIDES, type Side } from '../../../engine/systems/panzer/model/unit.js';
import type { World } from '../../../engine/systems/panzer/world.js';
import { formatsOf } from '../../../engine/systems/panzer/rules/vp-formats.js';
import type { Player } from '../../../session/session.js';

/** PB-VP-02: which objectives score by turn range or per turn held, when any does. */
function vpFormatLine(world: World): string[] {
  const f = formatsOf(world);
  const ranged = f.filter((x) => x.format === 3).length;
  const perTurn = f.filter((x) => x.format === 4 || x.format === 5).length;
  if (ranged + perTurn === 0) return [];
  const parts = [
    ...(ranged ? [`${ranged} valued by turn range`] : []),
    ...(perTurn ? [`${perTurn} scoring per turn held`] : []),
  ];
  return [`Objectives: ${parts.join(', ')} (PB-VP-02; V lists them)`];
}

export function matchCardLines(world: World, players: Record<Side, Player>): string[] {
  const sc = world.scenario;
  const rules = OPTIONAL_RULES.filter((r) => world.options.optionalRules.has(r.key));
  const who = (s: Side) => `${sideNameIn(sc, s)}: ${players[s] === 'human' ? 'player' : 'computer'}`;
  return [
    sc.title,
    `${formatTime(timeOfTurn(world, 1))} to ${formatTime(timeOfTurn(world, sc.start.turns))}, ${sc.start.turns} turns of ${sc.start.minutesPerTurn} min`,
    SIDES.map(who).join(' · '),
    // The scale of play and its rule modules (issue 12's profiles; issue 13 adds the tactical one).
    `Rules: ${[world.profile.name, ...world.modules.map((m) => m.name)].join(' + ')}`,
    `Fog of war: ${world.options.fogOfWar ? 'on' : 'off'}`,
    ...vpFormatLine(world),
    '',
    rules.length ? 'Optional rules in force:' : 'Optional rules in force: none',
    ...rules.map((r) => `  ${r.id} ${r.name}: ${r.summary}`),
  ];
}
