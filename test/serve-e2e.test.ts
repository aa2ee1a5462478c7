// `hexfront serve` whole (issue 19): the real store in a data directory, the shared computer
// thread, the lobby and the SSH front, driven by ssh2's client into @xterm/headless as a player's
// terminal. A newcomer makes an account, starts a game against the computer, ends a turn,
// disconnects, and logs in again to find the same game waiting at turn 2.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import xterm from '@xterm/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { startServe, type RunningServer } from '../src/serve/server.js';
import { connect, openShell, type Shell } from './serve-ssh-helpers.js';

let server: RunningServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = dir = undefined;
});

/** A terminal fed by the shell's bytes, and a way to wait until it shows something. */
function terminalOf(sh: Shell) {
  const term = new xterm.Terminal({ cols: 80, rows: 24, allowProposedApi: true });
  let written = new Promise<void>((r) => term.write(sh.text(), r));
  sh.channel.on('data', (d: Buffer) => {
    written = written.then(() => new Promise<void>((r) => term.write(d, r)));
  });
  const screen = async () => {
    await written;
    const b = term.buffer.active;
    return Array.from({ length: term.rows }, (_, y) => b.getLine(y)?.translateToString(true) ?? '').join(
      '\n',
    );
  };
  const until = async (what: string | RegExp, timeout = 20_000) => {
    const test = (s: string) => (typeof what === 'string' ? s.includes(what) : what.test(s));
    try {
      await expect.poll(async () => test(await screen()), { timeout, interval: 50 }).toBe(true);
    } catch (e) {
      throw new Error(`waited for ${String(what)}; the terminal shows:\n${await screen()}`, { cause: e });
    }
    return screen();
  };
  const keys = (...ks: string[]) => {
    for (const k of ks) sh.channel.write(k);
  };
  return { screen, until, keys };
}

describe('hexfront serve, end to end over SSH', () => {
  it('newcomer → account → game against the computer → a turn → disconnect → the same game again', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hexfront-serve-'));
    server = await startServe({ dataDir: dir, host: '127.0.0.1', port: 0 });
    const port = server.ssh.port;

    // A newcomer with no key: the form makes the account.
    let c = await connect(port, { username: 'alice', password: '' });
    let sh = await openShell(c, { cols: 80, rows: 24 });
    let t = terminalOf(sh);
    // The name field starts with the ssh user name, a valid and free one.
    await t.until(/Account name\s+\[alice\s/);
    t.keys('\t', 'correct horse', '\t', 'correct horse', '\r');
    await t.until('lobby · alice');
    expect(server.accounts.exists('alice')).toBe(true);

    // A new game against the computer, its first part ended; the computer plays its part.
    t.keys('n');
    await t.until('New game against the computer');
    t.keys('\r');
    await t.until('Briefing');
    t.keys('\x1b');
    await t.until(/Turn 1\//);
    t.keys('e');
    await t.until('y / Enter: yes');
    t.keys('y');
    await t.until(/What you saw of the .* turn/, 60_000);
    expect(await t.screen()).toMatch(/Turn 2\//);

    // The connection drops; nothing is lost.
    c.end();
    await sh.closed;

    c = await connect(port, { username: 'alice', password: 'correct horse' });
    sh = await openShell(c, { cols: 80, rows: 24 });
    t = terminalOf(sh);
    const lobby = await t.until('your turn');
    expect(lobby).toContain('lobby · alice');
    t.keys('\r');
    await t.until(/Turn 2\//);
    t.keys('q');
    c.end();
    await sh.closed;
  }, 120_000);

  it('a wrong password for an existing account is refused', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hexfront-serve-'));
    server = await startServe({ dataDir: dir, host: '127.0.0.1', port: 0 });
    await server.accounts.create('bob', { password: 'long enough' });
    await expect(connect(server.ssh.port, { username: 'bob', password: 'wrong one' })).rejects.toThrow();
  });
});
