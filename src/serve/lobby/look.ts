// The client's look for the connection's own screens: the player's theme and characters, the
// boxes of the game's panels, a title line at the top, a message line and a help line at the
// bottom (as the game's status line), and the "terminal too small" notice of the game.

import { MIN_COLS, MIN_ROWS, tooSmallText } from '../../tui/draw.js';
import { ASCII_BOX, UNICODE_BOX, type BoxChars, type Frame } from '../../tui/frame.js';
import type { Settings } from '../../tui/settings.js';
import { makePalette, resolveColorDepth, type Palette } from '../../tui/theme.js';

export interface Look {
  readonly palette: Palette;
  readonly box: BoxChars;
  readonly ascii: boolean;
}

export function lookOf(settings: Settings, env: NodeJS.ProcessEnv): Look {
  return {
    palette: makePalette(settings.theme, resolveColorDepth(settings.color, env)),
    box: settings.charset === 'ascii' ? ASCII_BOX : UNICODE_BOX,
    ascii: settings.charset === 'ascii',
  };
}

/** Clears the frame; false (after drawing the notice) when the terminal is under 80x24. */
export function begin(look: Look, f: Frame): boolean {
  const p = look.palette;
  f.fill(0, 0, f.cols, f.rows, ' ', p.plain);
  if (f.cols >= MIN_COLS && f.rows >= MIN_ROWS) return true;
  const t = tooSmallText(f.cols, f.rows);
  f.text(Math.max(0, Math.floor((f.cols - t.length) / 2)), Math.floor(f.rows / 2), t, p.warn);
  return false;
}

/** The top line: what this screen is. */
export function titleLine(look: Look, f: Frame, text: string): void {
  f.line(0, 0, ` ${text}`, f.cols, look.palette.status);
}

/** The two bottom lines: a message (a refusal in the warning colour) and the keys of this screen. */
export function bottomLines(
  look: Look,
  f: Frame,
  message: { text: string; warn: boolean } | null,
  help: string,
): void {
  const p = look.palette;
  f.line(0, f.rows - 2, message ? ` ${message.text}` : '', f.cols, message?.warn ? p.warn : p.plain);
  f.line(0, f.rows - 1, ` ${help}`, f.cols, p.status);
}

export function center(f: Frame, y: number, text: string, a: number): void {
  f.text(Math.max(0, Math.floor((f.cols - [...text].length) / 2)), y, text, a);
}

const ASCII_FALLBACK: Record<string, string> = { '·': '-', '…': '.', '▸': '>', '←': '<', '→': '>' };

/** The ASCII characters setting: every cell in plain ASCII, as the game draws (draw.ts). */
export function finish(look: Look, f: Frame): void {
  if (!look.ascii) return;
  const c = f.chars;
  for (let i = 0; i < c.length; i++) {
    const ch = c[i]!;
    if (ch > '~') c[i] = ASCII_FALLBACK[ch] ?? '?';
  }
}

/** A text field's editing keys; returns the new text, or null when the key is not an edit. */
export function editText(text: string, key: string, ch: string | undefined, max: number): string | null {
  if (key === 'backspace') return text.slice(0, -1);
  if (key === 'C-u') return '';
  // Printable characters only; the length is bounded (a pasted megabyte stops at `max`).
  if (
    ch &&
    [...ch].length === 1 &&
    ch >= ' ' &&
    ch !== '\x7f' &&
    !key.startsWith('C-') &&
    !key.startsWith('M-')
  )
    return [...text].length < max ? text + ch : text;
  return null;
}
