// The panzer briefing (issue 18): the scenario, the side's own briefing from the scenario file, and
// how a side wins (PC-VIC): the VP it scores, the victory levels on net VP and the objectives. All
// of it is in the scenario, which both sides know; objective owners are public (the map shows them).

import { formatTime, timeOfTurn } from '../../../engine/systems/panzer/rules/clock.js';
import { levelTitleIn, sideNameIn } from '../../../engine/systems/panzer/format-event.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import { setupVpText } from './vp-text.js';
import { specialRulesLines } from './special-rules-text.js';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function panzerBriefing(state: GameState, side: Side): string[] {
  const world = state.world;
  const sc = world.scenario;
  const v = sc.victory;
  const own = sc.briefing?.[side];
  const board = world.board;
  // The scenario's own names for its sides ("Soviet" in Kursk), as the rest of the client says them.
  const name = (s: Side) => sideNameIn(sc, s);
  const level = (l: Parameters<typeof levelTitleIn>[1]) => levelTitleIn(sc, l);
  const objectives = world.objectives.map((o, i) => {
    const st = state.objectives[i]!;
    const kind =
      o.kind === 'exit'
        ? `, exit for the ${name(o.owner ?? side)}`
        : o.kind === 'limited' && o.expires !== undefined
          ? `, scores only until turn ${o.expires}`
          : '';
    const holder = st.owner ? name(st.owner) : 'nobody';
    return `  ${o.name ?? 'Objective'} (${board.label(o.loc)}): ${setupVpText(o, sc.start.turns)}${kind}, held by ${holder}`;
  });
  return [
    `${sc.title}: ${sc.description}`,
    `You command the ${name(side)} side. ${sc.start.turns} turns of ${sc.start.minutesPerTurn} min, ` +
      `${formatTime(timeOfTurn(world, 1))} to ${formatTime(timeOfTurn(world, sc.start.turns))}.`,
    '',
    'Your orders:',
    own ?? `This scenario has no briefing for the ${name(side)}; its description is above.`,
    '',
    'How you win (PC-VIC):',
    'Each side scores VP for the objectives it holds at the end and for the enemy losses it inflicts. ' +
      `The net score is ${name('allied')} VP minus ${name('axis')} VP.`,
    `${level('alliedMajor')}: ${signed(v.alliedMajor)} or more; ${level('alliedMinor')}: ${signed(v.alliedMinor)} or more; ` +
      `${level('axisMinor')}: ${signed(v.axisMinor)} or less; ${level('axisMajor')}: ${signed(v.axisMajor)} or less; ` +
      'a draw in between.',
    ...(sc.earlyTermination
      ? ['A major victory level reached at the end of a turn ends the game at once (PC-TRN-08).']
      : []),
    '',
    'Objectives (a unit that enters one takes it; it stays yours when you leave):',
    ...objectives,
    ...specialRulesLines(world), // SR-AMMO, SR-BURN, SR-TRUCE
  ];
}
