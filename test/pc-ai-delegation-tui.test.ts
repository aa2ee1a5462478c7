// A/I orders for the player's formations in the client at 80x24 (PC-AI-03): i hands the selected
// unit's formation to the computer with the cursor's hex as objective, the units are marked, the
// computer plays them at the start of the side's next turn before the player gets the keys (the
// report says so), and Q takes the formation back.
import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import { loadBundledScenario } from '../src/scenario/bundled.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

const types = (h: Harness) => (h.session.log as readonly Command[]).map((c) => c.type);

describe('PC-AI-03 A/I orders in the client (80x24)', () => {
  it('PC-AI-03: i + Enter hands the formation over; it is played at once and again at the next turn start; Q takes it back', async () => {
    h = harness({ scenario: loadBundledScenario('test-crossroads'), seed: 'ai-orders' });
    await h.dismiss();
    await h.keys(KEY.tab, KEY.tab, KEY.tab, KEY.tab); // 4 CLY of 22nd Armoured Brigade, at 11,10
    expect(await h.text()).toContain('>4 CLY');
    await h.keys('i');
    expect(await h.text()).toContain('A/I: 22nd Armoured Brigade will attack 11,10');
    await h.keys('[', '[', '['); // attack -> defend -> move to -> attack
    await h.keys(...Array<string>(6).fill(KEY.right), KEY.enter);
    expect(types(h).slice(0, 2)).toEqual(['delegate', 'delegatedPart']);
    expect(h.session.log[0]).toEqual({ type: 'delegate', org: 'a-22armd', order: 'attack', target: '17,10' });
    expect(types(h).length).toBeGreaterThan(2);
    expect(await h.text()).toContain('A/I 4 CLY'); // the unit list marks the units
    for (const line of await h.lines()) expect([...line].length).toBeLessThanOrEqual(80);

    const before = h.session.log.length;
    await h.keys('e'); // the Axis part (no computer player in the harness: it just ends), then turn 2
    await h.dismiss();
    expect(h.session.state.turn).toBe(2);
    expect(h.session.state.activeSide).toBe('allied');
    const turn2 = (h.session.log as readonly Command[]).slice(before);
    expect(turn2.map((c) => c.type)).toContain('delegatedPart');
    expect(turn2.at(-1)?.type).not.toBe('endTurn'); // played before the player got the keys
    const report = h.app.desk.report.map((e) => e.text);
    const at = report.indexOf('A/I orders for your formations (PC-AI-03):');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(report[at + 1]).toMatch(/^22nd Armoured Brigade: attack 17,10, \d+ orders? \(/);

    await h.keys('U', KEY.down, KEY.down, KEY.down, KEY.enter, KEY.escape, KEY.space, 'Q'); // 4 CLY from the list
    expect((h.session.log as readonly Command[]).at(-1)).toEqual({ type: 'takeBack', org: 'a-22armd' });
    expect(await h.text()).toContain('is under your orders again');
    expect(await h.text()).not.toContain('A/I 4 CLY');
  });

  it('PC-AI-03: i refuses without a selected unit, and Esc gives no order', async () => {
    h = harness({ scenario: loadBundledScenario('test-crossroads'), seed: 'ai-orders' });
    await h.dismiss();
    await h.keys('i');
    expect(await h.text()).toContain('Select a unit first');
    await h.keys(KEY.tab, 'i', KEY.escape);
    expect(h.session.log).toEqual([]);
  });
});
