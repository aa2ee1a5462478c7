// The panzer tutorial (issue 18): the first game's steps, written for Villers-Bocage (the tutorial
// scenario) but true of any panzer scenario. Each step waits for the player to do it, read from the
// App's state and signals (src/tui/tutorial/predicates.ts); `{action.id}` in a text becomes the keys
// of the keymap in use. Texts fit the tutorial panel at 80x24 (about 8 lines of 25 characters).

import type { SideView } from '../../../engine/systems/panzer/view.js';
import { finalStep, goalStep } from '../../tutorial/generic.js';
import {
  breakdownOpen,
  enemyTurnRead,
  hasSelection,
  orderDone,
  orderDoneAfterPreview,
} from '../../tutorial/predicates.js';
import type { TutorialStep } from '../../tutorial/types.js';

export function panzerTutorial(view: SideView): TutorialStep[] {
  return [
    goalStep(
      `You play the ${view.sideNames[view.side]} side. Hold objectives and destroy the enemy: VP decide.`,
    ),
    {
      id: 'select',
      title: 'Select a unit',
      text: '{unit.next} jumps to a unit that can act (or move the cursor with the arrows). {select.cycle} selects it: the info panel shows it.',
      done: hasSelection,
      highlight: 'info',
    },
    {
      id: 'move',
      title: 'Move',
      text: '{order.move}, then move the cursor: the map draws the path, the MP each hex costs. {act} moves there, {cancel} cancels.',
      done: orderDoneAfterPreview('order.move'),
      highlight: 'map',
    },
    {
      id: 'fire',
      title: 'Fire',
      text: 'Select a unit that sees an enemy; {order.fire} aims at one. The map shows the odds and the chance of a hit. {act} fires.',
      done: orderDoneAfterPreview('order.fire'),
      highlight: 'map',
    },
    {
      id: 'assault',
      title: 'Assault',
      text: 'Next to an enemy, with MP left: {order.assault}, aim at its hex, read the odds, {act}. The winner may take the hex.',
      done: orderDone('order.assault'),
      highlight: 'map',
    },
    {
      id: 'explain',
      title: 'Read a result',
      text: 'The report lists each result. {report.explain} opens the last one: dice, factors and the rule behind each. {report.back} goes back.',
      done: breakdownOpen,
      highlight: 'report',
    },
    {
      id: 'turn',
      title: 'End the turn',
      text: '{turn.end} ends the turn. The enemy moves; a window then shows what your units saw of it. Read it and close it.',
      done: enemyTurnRead,
      highlight: 'report',
    },
    finalStep,
  ];
}
