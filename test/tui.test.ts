import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

describe('terminal client', () => {
  it('draws the panels at 80x24 with the status bar', async () => {
    h = harness();
    const text = await h.text();
    expect(text).toContain('Hex info');
    expect(text).toContain('Units');
    expect(text).toContain('Report');
    const lines = await h.lines();
    expect(lines[23]).toContain('Turn 1/6');
    expect(lines[23]).toContain('Allied');
  });
});
