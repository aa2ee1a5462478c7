// The client's real screen (openBlessedSurface) over the SSH front: what ssh2's client receives is
// played into @xterm/headless, as a player's terminal would show it. Keys and a window change go
// the other way, through the front's TerminalStream.

import xterm from '@xterm/headless';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionContext } from '../src/serve/contract.js';
import { Frame } from '../src/tui/frame.js';
import { openBlessedSurface } from '../src/tui/screen.js';
import { connect, fakeAccounts, openShell, startTestServer, type TestServer } from './serve-ssh-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A screen that shows who is there, the terminal's size and the keys; q leaves. */
async function surfaceHandler(ctx: ConnectionContext): Promise<void> {
  const surface = openBlessedSurface({ input: ctx.tty, output: ctx.tty });
  const keys: string[] = [];
  const draw = () => {
    const f = new Frame(surface.cols, surface.rows);
    const name = ctx.identity.kind === 'account' ? ctx.identity.account.name : 'newcomer';
    f.text(1, 0, `hello ${name}`);
    f.text(1, 1, `size ${surface.cols}x${surface.rows}`);
    f.text(1, 2, `keys ${keys.join(' ')}`);
    f.text(surface.cols - 6, surface.rows - 1, 'corner');
    surface.present(f, null);
  };
  surface.onResize(draw);
  draw();
  await new Promise<void>((resolve) => {
    ctx.onClose(() => {
      surface.destroy();
      resolve();
    });
    surface.onKey((k) => {
      if (k === 'q') {
        surface.destroy();
        ctx.close(0);
        resolve();
        return;
      }
      keys.push(k);
      draw();
    });
  });
}

describe('blessed over the SSH front', () => {
  it('draws at the pty size, hears keys, follows a window change, and leaves cleanly', async () => {
    server = await startTestServer({
      accounts: fakeAccounts({ alice: { password: 'a' } }),
      handler: surfaceHandler,
    });
    const term = new xterm.Terminal({ cols: 80, rows: 24, allowProposedApi: true });
    const c = await connect(server.port, { username: 'alice', password: 'a' });
    const sh = await openShell(c, { cols: 80, rows: 24 });
    // What came before this line (openShell collects it) first, then the rest as it comes.
    let written = new Promise<void>((r) => term.write(sh.text(), r));
    sh.channel.on('data', (d: Buffer) => {
      written = written.then(() => new Promise<void>((r) => term.write(d, r)));
    });
    const screen = async () => {
      await written;
      const b = term.buffer.active;
      return Array.from({ length: term.rows }, (_, y) => b.getLine(y)?.translateToString(true) ?? '');
    };
    const until = async (test: (rows: string[]) => boolean) => {
      await expect.poll(async () => test(await screen()), { timeout: 5000, interval: 25 }).toBe(true);
      return screen();
    };

    let rows = await until((r) => r[1]!.includes('size 80x24'));
    expect(rows[0]).toContain('hello alice');
    expect(rows[23]).toMatch(/corner$/);

    sh.channel.write('ab\x1b[C');
    rows = await until((r) => r[2]!.includes('keys a b right'));

    term.resize(100, 30);
    sh.channel.setWindow(30, 100, 0, 0);
    rows = await until((r) => r[1]!.includes('size 100x30'));
    expect(rows).toHaveLength(30);
    expect(rows[29]).toMatch(/corner$/);
    expect(rows[29]!.length).toBe(100);

    sh.channel.write('q');
    expect(await sh.closed).toBe(0);
    // blessed left the alternate screen on its way out.
    expect(sh.text().lastIndexOf('\x1b[?1049l')).toBeGreaterThan(sh.text().lastIndexOf('\x1b[?1049h'));
    c.end();
  });
});
