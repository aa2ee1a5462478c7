// The computer makes Corps Attachments (PC-CMD-15, PC-TRN-12; policy in ai/attachments.ts): a
// Division detached from its Corps HQ joins the Corps whose HQ has it within its command range,
// on the midnight turn only, and every attach order it gives is accepted.
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import { attachmentOrders } from '../src/engine/systems/panzer/ai/attachments.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { attachmentChoices } from '../src/engine/systems/panzer/rules/attachments.js';
import { commandingHq, isDetached } from '../src/engine/systems/panzer/rules/command.js';
import { corpsHq as hq, miniScenario } from './fixtures/mini.js';
import { combatGame, idx } from './fixtures/combat.js';

const ORGS = [
  ...miniScenario().orgs!,
  { id: 'allies2', name: 'VIII Corps', side: 'allied' as const, level: 'corps' as const },
];

/** As pc-attachments.test.ts: 20:00 start, two-hour turns, turn 3 is the midnight turn. */
function game(turn: number, xxxHqHex = '01,09'): GameState {
  const s = combatGame({
    allied: [
      { id: 'a1', hex: '04,06' },
      hq('xxx-hq', 'allies', xxxHqHex, 4),
      hq('viii-hq', 'allies2', '01,04', 12),
    ],
    axis: [{ id: 'x1', hex: '09,06' }],
    scenario: {
      orgs: ORGS,
      start: { date: '1944-06-13T20:00', minutesPerTurn: 120, turns: 12, firstSide: 'allied' },
    },
  });
  s.turn = turn;
  return s;
}

const orders = (s: GameState) => attachmentOrders(viewFor(s, 'allied'), attachmentChoices(s, 'allied'));

describe('PC-CMD-15 the A/I and Corps Attachments', () => {
  it('PC-CMD-15: a Division detached from its Corps HQ joins the Corps whose HQ has it in range', () => {
    const s = game(3);
    expect(isDetached(s, idx(s, 'a-hq'))).toBe(true);
    expect(orders(s)).toEqual([{ type: 'attach', org: 'a-div', parent: 'allies2' }]);
  });

  it('PC-CMD-15: no attachment while the Division is in range of its own Corps HQ', () => {
    const s = game(3, '02,05');
    expect(isDetached(s, idx(s, 'a-hq'))).toBe(false);
    expect(orders(s)).toEqual([]);
  });

  it('PC-TRN-12: none outside the midnight turn', () => {
    expect(orders(game(2))).toEqual([]);
    expect(orders(game(4))).toEqual([]);
  });

  it('PC-CMD-15: the A/I side-turn gives the order, it is accepted, and the Division is back in command', () => {
    const s = game(3);
    const r = computerSide('ai', s, 'allied', { seed: 'x' }).playSideTurn(s, { trace: true });
    expect(r.refusals).toEqual([]);
    expect(r.commands).toContainEqual({ type: 'attach', org: 'a-div', parent: 'allies2' });
    expect(r.notes).toContain('attach a-div to allies2 (PC-CMD-15)');
    const after = apply(s, { type: 'attach', org: 'a-div', parent: 'allies2' });
    if (!after.ok) throw new Error(after.error.message);
    expect(commandingHq(after.state, idx(s, 'a-hq'))).toBe(idx(s, 'viii-hq'));
    expect(isDetached(after.state, idx(s, 'a-hq'))).toBe(false);
  });
});
