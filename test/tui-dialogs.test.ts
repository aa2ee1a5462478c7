// Dialog windows at 80x24: a line longer than the screen wraps at a space instead of being cut
// (a confirmation's odds, a match card's victory conditions).
import { describe, expect, it } from 'vitest';
import { wrapText } from '../src/tui/dialogs/box.js';
import { Frame } from '../src/tui/frame.js';
import { makeApp } from './tui-harness.js';

describe('dialogs at 80x24', () => {
  it('wrapText keeps every word, each line within the width, continuations indented', () => {
    const text =
      'German wins at once holding Rynok, Spartakovka, Tractor Factory (STZ), Oil tanks and the Volga bank';
    const lines = wrapText(text, 30);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(30);
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
    expect(wrapText('short', 30)).toEqual(['short']);
  });

  it('a message longer than the screen shows its last words on a second line', () => {
    const { app } = makeApp();
    const long = `Fire at Tractor Factory upper settlement and stadium? 2d6+25 vs 7+1=8: 100% 1+ dmg, ~9 expected damage (the end)`;
    app.dialog = { kind: 'message', title: 'Confirm', lines: [long] };
    const f = new Frame(80, 24);
    app.draw(f);
    const rows = Array.from({ length: 24 }, (_, y) => f.chars.slice(y * 80, y * 80 + 80).join(''));
    const text = rows.join('\n');
    expect(text).toContain('(the end)');
    expect(text).toContain('Fire at Tractor Factory');
  });
});
