// The hot-seat screens (PC-NET-01): the hand-over screen shows nothing of either side, only who is
// to play next; then the incoming player's password (or the choice of one at their first turn).

import type { Frame } from '../frame.js';
import type { Screen, Shell } from '../shell.js';

export function screenKey(shell: Shell, key: string, ch: string | undefined): void {
  const s = shell.screen;
  if (s.kind === 'handover') return afterHandover(shell, s.side);
  if (s.kind === 'password') return passwordKey(shell, s, key, ch);
}

function afterHandover(shell: Shell, side: string): void {
  if (shell.passwordOf(side)) shell.screen = { kind: 'password', side, mode: 'enter', typed: '' };
  else if (!shell.desks[side]!.passwordAsked)
    shell.screen = { kind: 'password', side, mode: 'set', typed: '' };
  else shell.openDesk();
}

function passwordKey(
  shell: Shell,
  p: Extract<Screen, { kind: 'password' }>,
  key: string,
  ch: string | undefined,
): void {
  if (key === 'enter') {
    if (p.mode === 'set') {
      if (p.typed) shell.setPassword(p.side, p.typed);
      shell.desks[p.side]!.passwordAsked = true;
      return shell.openDesk();
    }
    if (p.typed === shell.passwordOf(p.side)) return shell.openDesk();
    p.typed = '';
    p.error = 'Wrong password.';
  } else if (key === 'backspace') p.typed = p.typed.slice(0, -1);
  else if (key === 'escape') {
    p.typed = '';
    if (p.mode === 'set') {
      shell.desks[p.side]!.passwordAsked = true;
      shell.openDesk();
    }
  } else if (ch && ch.length === 1 && ch > ' ' && ch !== '\x7f' && p.typed.length < 64) p.typed += ch;
}

export function drawScreen(shell: Shell, f: Frame): boolean {
  const s = shell.screen;
  const p = shell.palette;
  const name = (side: string) => shell.session.system.sideName(side);
  if (s.kind === 'handover') {
    center(f, Math.floor(f.rows / 2) - 1, `Pass to the ${name(s.side)} player — press a key`, p.heading);
    return true;
  }
  if (s.kind === 'password') {
    const y = Math.floor(f.rows / 2) - 2;
    center(
      f,
      y,
      s.mode === 'set'
        ? `${name(s.side)} player: choose a password (Enter for none)`
        : `${name(s.side)} player: password`,
      p.heading,
    );
    center(f, y + 2, `[ ${'*'.repeat(s.typed.length).padEnd(12, ' ')} ]`, p.plain);
    if (s.error) center(f, y + 4, s.error, p.warn);
    return true;
  }
  return false;
}

function center(f: Frame, y: number, text: string, a: number): void {
  f.text(Math.max(0, Math.floor((f.cols - [...text].length) / 2)), y, text, a);
}
