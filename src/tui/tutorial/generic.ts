// The tutorial of a system whose presenter has none of its own: what every system's game has (a
// briefing, a selection, orders found through help and the palette, the end of a part and the
// report of the other side's). The texts name actions, never letters: `{id}` becomes the keys.

import { enemyTurnRead, hasSelection, ran } from './predicates.js';
import type { TutorialStep } from './types.js';

/** The first step of every tutorial: what you are trying to do and how you win. */
export const goalStep = (intro: string): TutorialStep => ({
  id: 'goal',
  title: 'Your goal',
  text: `${intro} {briefing} opens the briefing (your orders, how you win); {score} the score. Open one now.`,
  done: ran('briefing', 'score'),
});

/** The last step: where to find things again; the skip key closes it. */
export const finalStep: TutorialStep = {
  id: 'end',
  title: 'On your own',
  text: '{help} lists every key, {legend} explains the map, {briefing} the briefing. "Tutorial" in the palette ({palette}) replays this guide. {tutorial.next} closes it.',
};

export function genericSteps(): TutorialStep[] {
  return [
    goalStep('Read your orders first.'),
    {
      id: 'select',
      title: 'Select a unit',
      text: 'Move the cursor with the arrows, or {unit.next} to jump to a unit that can act. {select.cycle} selects it; the info panel shows it.',
      done: hasSelection,
      highlight: 'info',
    },
    {
      id: 'order',
      title: 'Give an order',
      text: 'Your orders are in {help} (every key) and the palette ({palette}: type a word). Give one order now.',
      done: (ctx) => ctx.signals.some((s) => s.kind === 'order'),
      highlight: 'map',
    },
    {
      id: 'turn',
      title: 'End your part',
      text: '{turn.end} ends your part. The other side plays; the report then tells what you saw of it. Read it, close any window, and go on.',
      done: enemyTurnRead,
      highlight: 'report',
    },
    finalStep,
  ];
}
