// The terminal client in phased play (PC-PHS-02): the status bar names the phase, and End Turn hands
// the keyboard to the player who gives orders next, the defender in a Defensive Fire Phase.
import { afterEach, describe, expect, it } from 'vitest';
import { miniScenario } from './fixtures/mini.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

describe('PC-PHS-02 in the terminal client', () => {
  it('hot-seat: Allied Movement, then the Axis player fires the Axis Defensive Fire Phase, then back', async () => {
    h = harness({
      cols: 140,
      scenario: miniScenario({ optionalRules: ['manualDefensiveFire'] }),
      players: { allied: 'human', axis: 'human' },
    });
    await h.keys(KEY.space, KEY.enter);
    await h.dismiss();
    expect(await h.text()).toContain('Allied: Allied Movement Phase');
    await h.keys('e');
    expect(await h.text()).toContain('Pass to the Axis player');
    await h.keys(KEY.space, KEY.enter);
    await h.dismiss();
    expect(await h.text()).toContain('Axis: Axis Defensive Fire Phase');
    await h.keys('e');
    expect(await h.text()).toContain('Pass to the Allied player');
    await h.keys(KEY.space);
    await h.dismiss();
    expect(await h.text()).toContain('Allied: Allied Offensive Fire Phase');
    // N (next phase) goes on to the Allied Assault Phase, then hands over to the Axis Movement Phase.
    await h.keys('N');
    expect(await h.text()).toContain('Allied Assault Phase');
    await h.keys('N');
    expect(await h.text()).toContain('Pass to the Axis player');
  });

  it('against the computer: its phases run by themselves and the human gets the next one', async () => {
    h = harness({
      cols: 140,
      scenario: miniScenario({ optionalRules: ['manualDefensiveFire'] }),
      players: { allied: 'human', axis: 'computer' },
    });
    await h.dismiss();
    expect(await h.text()).toContain('Allied: Allied Movement Phase');
    await h.keys('e'); // the computer has nothing to fire at and passes its Defensive Fire Phase
    await h.dismiss();
    expect(await h.text()).toContain('Allied: Allied Offensive Fire Phase');
    await h.keys('e'); // the computer moves; we fire the Allied Defensive Fire Phase
    await h.dismiss();
    expect(await h.text()).toContain('Allied: Allied Defensive Fire Phase');
    await h.keys('e'); // the computer fires and assaults; turn 2 starts
    await h.dismiss();
    expect(h.session.state.turn).toBe(2);
    expect(await h.text()).toContain('Allied: Allied Movement Phase');
  });
});
