// Issue 18, part 5: the after-action report's title overwrote its first line at 80x24 (the label
// was wider than the text panel's border and blessed wrapped it onto the content), and its charts
// did not redraw on resize. Read off a real terminal (@xterm/headless).
import { describe, expect, it } from 'vitest';
import { endTitle, openEndScreen } from '../src/tui/end-screen.js';
import { finishedReport, screenOn } from './fixtures/end-screen.js';
import { fakeTty } from './tui-harness.js';

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('the after-action screen at 80x24 (issue 18, 5)', () => {
  it('the title stays on the border: the first line of the report is whole on the first row', async () => {
    const tty = fakeTty(80, 24);
    const screen = screenOn(tty);
    const r = finishedReport();
    const end = openEndScreen(screen, r, { ascii: false, mono: false });
    await settle();
    const lines = await tty.screenText();
    expect(lines[0]).toContain(endTitle(40).trim());
    expect(lines[1]).toContain(r.lines[0]!); // "Mini test map — after-action report", not overwritten
    end.destroy();
    screen.destroy();
  });

  it('a resize lays the charts out again for the new size', async () => {
    const tty = fakeTty(80, 24);
    const screen = screenOn(tty);
    const end = openEndScreen(screen, finishedReport(), { ascii: false, mono: false });
    await settle();
    tty.resize(120, 36);
    await settle();
    const lines = await tty.screenText();
    // The right chart's frame now reaches the new right edge and its second chart starts at row 18.
    expect(lines[0]!.trimEnd().length).toBe(120);
    expect(lines[0]!.trimEnd().endsWith('┐')).toBe(true);
    expect(lines[18]).toContain('Losses by turn');
    expect(lines[35]!.trimEnd().endsWith('┘')).toBe(true);
    end.destroy();
    screen.destroy();
  });
});
