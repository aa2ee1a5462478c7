// The op-fire engagement matrix window at 80x24 (PB-FIRE-37, PB-DIFF-31): the palette opens it, arrows and
// letters edit it, Enter gives one `engagement` order, Esc leaves the setting as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { formatMatrix, engagementMatrixOf } from '../src/engine/systems/panzer/rules/engagement-settings.js';
import { miniScenario } from './fixtures/mini.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

const tactical = () => miniScenario({ profile: 'tactical' });
/** The command palette, searched for the order. */
const OPEN = [':', ...'engagement limits'.split(''), KEY.enter];

describe('PB-FIRE-37 engagement limits window (80x24)', () => {
  it('PB-FIRE-37: the palette opens the matrix; N on the first cell and Enter sets Infantry × Infantry to N', async () => {
    h = harness({ scenario: tactical(), players: { allied: 'human', axis: 'computer' } });
    await h.dismiss();
    await h.keys(...OPEN);
    const text = await h.text();
    expect(text).toContain('Opportunity fire: engagement limits');
    expect(text).toMatch(/Infantry\s+L\s+S\s+M\s+M\s+L/); // the default matrix's first row
    expect(text).toContain('N never');
    for (const line of await h.lines()) expect([...line].length).toBeLessThanOrEqual(80);
    await h.keys('n', KEY.down, KEY.right, ' ', KEY.enter);
    const m = formatMatrix(engagementMatrixOf(h.session.state, 'allied'));
    expect(m).toBe('NSMML/LNLLL/LLLLL/MLLMM/LLLLL'); // Space cycled Armour × Armour L -> N
    expect(await h.text()).toContain('Engagement limits set');
    expect(h.session.state.seq).toBeGreaterThan(0);
  });

  it('PB-FIRE-37: Esc leaves the setting unchanged and gives no order', async () => {
    h = harness({ scenario: tactical(), players: { allied: 'human', axis: 'computer' } });
    await h.dismiss();
    const seq = h.session.state.seq;
    await h.keys(...OPEN, 'n', KEY.escape);
    expect(h.session.state.seq).toBe(seq);
    expect(h.session.state.combat.engagement).toBeUndefined();
    expect(await h.text()).not.toContain('N never');
  });

  it('PB-FIRE-37: under the operational rules the order says why there is no matrix', async () => {
    h = harness({ scenario: miniScenario(), players: { allied: 'human', axis: 'computer' } });
    await h.dismiss();
    await h.keys(...OPEN);
    expect(await h.text()).toContain('Engagement limits are a Panzer Battles setting');
  });
});
