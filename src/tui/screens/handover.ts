// The hot-seat screens (PC-NET-01): the hand-over screen shows nothing of either side, only who is
// to play next; then the incoming player's password (or the choice of one at their first turn).
// Passwords are never kept as text: the session's keyring (src/session/keyring.ts) holds a salted
// scrypt verifier per side, which the game's saves carry, so a password survives a restart and
// a reopened game asks for the existing password instead of a new one. The same screen opens an
// encrypted save from the Load dialog (Shell.unlocking, below).

import type { SideId } from '../../engine/core/system.js';
import type { Frame } from '../frame.js';
import type { Screen, Shell } from '../shell.js';

/** An encrypted save being opened from the Load dialog: any player's password opens it. */
export interface Unlocking {
  readonly side: SideId;
  /** Checks the password against the save's keys; true when it opened it. */
  offer(password: string): boolean;
  cancel(): void;
}

/** A shell that can open encrypted saves (the App). */
type UnlockShell = Shell & { unlocking?: Unlocking | null };

export function hasPassword(shell: Shell, side: SideId): boolean {
  return shell.session.keyring?.has(side) ?? false;
}

export function screenKey(shell: Shell, key: string, ch: string | undefined): void {
  const s = shell.screen;
  if (s.kind === 'handover') return afterHandover(shell, s.side);
  if (s.kind === 'password') return passwordKey(shell, s, key, ch);
}

function afterHandover(shell: Shell, side: string): void {
  if (hasPassword(shell, side)) shell.screen = { kind: 'password', side, mode: 'enter', typed: '' };
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
  const unlocking = (shell as UnlockShell).unlocking;
  if (key === 'enter') {
    if (unlocking) {
      if (unlocking.offer(p.typed)) return;
      p.typed = '';
      p.error = 'Wrong password: it is no player’s password for this game.';
      return;
    }
    if (p.mode === 'set') {
      if (p.typed) shell.setPassword(p.side, p.typed);
      shell.desks[p.side]!.passwordAsked = true;
      return shell.openDesk();
    }
    if (shell.session.keyring?.check(p.side, p.typed)) return shell.openDesk();
    p.typed = '';
    p.error = 'Wrong password.';
  } else if (key === 'backspace') p.typed = p.typed.slice(0, -1);
  else if (key === 'escape') {
    p.typed = '';
    if (unlocking) return unlocking.cancel();
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
    const unlocking = (shell as UnlockShell).unlocking;
    center(
      f,
      y,
      unlocking
        ? 'This saved game has passwords: a player’s password (Esc: back)'
        : s.mode === 'set'
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
