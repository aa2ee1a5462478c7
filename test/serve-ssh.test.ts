// The SSH front of `hexfront serve` (issue 19): logging in, and one terminal per session.
// A real server on 127.0.0.1 at a random port, ssh2's Client, a fake AccountDirectory.

import { describe, expect, it } from 'vitest';
import type { ConnectionContext } from '../src/serve/contract.js';
import {
  echoHandler,
  fakeAccounts,
  makeKey,
  openShell,
  serverRig,
  startTestServer,
  type TestServer,
} from './serve-ssh-helpers.js';

const alice = makeKey();
const bobKey = makeKey();
const stranger = makeKey();
const accounts = () =>
  fakeAccounts({
    alice: { password: 'wonderland', keys: [alice.ref] },
    bob: { password: 'builder', keys: [bobKey.ref] },
    keyless: { password: 'pw' },
  });

const rig = serverRig();
const login = rig.login;
let server: TestServer | undefined;

describe('SSH front: authentication into an Identity (issue 19 "Host key and accounts")', () => {
  it('a key an account holds logs in as that account, after the signature is verified', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await login({ username: 'alice', privateKey: alice.privateKey });
    const sh = await openShell(c);
    await sh.waitFor('hello alice 80x24');
    expect(seen[0]!.identity).toMatchObject({ kind: 'account', account: { name: 'alice' } });
    expect(seen[0]!.remote).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(server.logs.some((l) => /alice logged in by publickey/.test(l))).toBe(true);
  });

  it('a known key under a name that is not an account logs in as the key\'s account ("ssh play@host")', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await login({ username: 'play', privateKey: bobKey.privateKey });
    await (await openShell(c)).waitFor('hello bob');
  });

  it("an account name with another account's key, or an unknown key, is refused", async () => {
    server = await rig.start({ accounts: accounts(), handler: echoHandler() });
    await expect(login({ username: 'alice', privateKey: bobKey.privateKey })).rejects.toMatchObject({
      level: 'client-authentication',
    });
    await expect(login({ username: 'alice', privateKey: stranger.privateKey })).rejects.toMatchObject({
      level: 'client-authentication',
    });
  });

  it('password and keyboard-interactive log in an account; a wrong password is refused', async () => {
    const seen: ConnectionContext[] = [];
    const dir = accounts();
    server = await rig.start({ accounts: dir, handler: echoHandler(seen) });
    const c1 = await login({ username: 'keyless', password: 'pw' });
    await (await openShell(c1)).waitFor('hello keyless');
    const c2 = await login({
      username: 'alice',
      tryKeyboard: true,
      authHandler: ['keyboard-interactive'],
      password: 'wonderland',
    } as never);
    await (await openShell(c2)).waitFor('hello alice');
    await expect(login({ username: 'alice', password: 'nope' })).rejects.toMatchObject({
      level: 'client-authentication',
    });
    expect(seen.map((s) => s.identity.kind)).toEqual(['account', 'account']);
  });

  it('a newcomer with a key they prove is a newcomer holding that key', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await login({ username: 'zoe', privateKey: stranger.privateKey });
    await (await openShell(c)).waitFor('hello newcomer:zoe+key');
    expect(seen[0]!.identity).toEqual({ kind: 'newcomer', sshUser: 'zoe', key: stranger.ref });
  });

  it('a newcomer without a key gets in by keyboard-interactive with no password, to choose one in the screen', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await login({ username: 'newbie', tryKeyboard: true });
    await (await openShell(c)).waitFor('hello newcomer:newbie');
    expect(seen[0]!.identity).toEqual({ kind: 'newcomer', sshUser: 'newbie' });
  });

  it('"none" alone never logs anyone in (so that clients go on to offer their keys)', async () => {
    server = await rig.start({ accounts: accounts(), handler: echoHandler() });
    await expect(login({ username: 'newbie', authHandler: ['none'] } as never)).rejects.toMatchObject({
      level: 'client-authentication',
    });
  });

  it("control characters in a newcomer's SSH user name never reach the screen", async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await login({ username: 'ev\x1b[2Jil', tryKeyboard: true });
    await (await openShell(c)).waitFor('hello newcomer:');
    expect(seen[0]!.identity).toEqual({ kind: 'newcomer', sshUser: 'ev[2Jil' });
  });
});

describe('SSH front: one terminal per session', () => {
  it('the size comes from the pty request and window changes reach the tty as resize', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await login({ username: 'alice', privateKey: alice.privateKey });
    const sh = await openShell(c, { cols: 100, rows: 30 });
    await sh.waitFor('hello alice 100x30');
    const tty = seen[0]!.tty;
    expect(tty.isTTY).toBe(true);
    expect(() => tty.setRawMode(true)).not.toThrow();
    sh.channel.setWindow(40, 120, 0, 0);
    await sh.waitFor('size 120x40');
    expect([tty.columns, tty.rows]).toEqual([120, 40]);
    // A size past the limits is cut down (a screen's buffers grow with it); 0 means 80x24.
    sh.channel.setWindow(100_000, 100_000, 0, 0);
    await sh.waitFor('size 500x200');
  });

  it('two sessions get two terminals: input to one never reaches the other', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const a = await openShell(await login({ username: 'alice', privateKey: alice.privateKey }));
    const b = await openShell(await login({ username: 'bob', password: 'builder' }));
    await a.waitFor('hello alice');
    await b.waitFor('hello bob');
    expect(seen[0]!.tty).not.toBe(seen[1]!.tty);
    a.channel.write('xyz?');
    await a.waitFor('got 4');
    b.channel.write('?');
    await b.waitFor('got 1');
    expect(server.stats()).toMatchObject({ sessions: 2, perAccount: { alice: 1, bob: 1 } });
  });

  it('close(code, message) shows the message, sends the exit code, and is safe twice; onClose runs once', async () => {
    let closes = 0;
    let ctxRef: ConnectionContext | undefined;
    server = await rig.start({
      accounts: accounts(),
      handler: async (ctx) => {
        ctxRef = ctx;
        ctx.onClose(() => closes++);
        ctx.tty.write('ready\r\n');
        await new Promise<void>((r) => ctx.onClose(r));
      },
    });
    const sh = await openShell(await login({ username: 'alice', privateKey: alice.privateKey }));
    await sh.waitFor('ready');
    ctxRef!.close(3, 'see you\nlater');
    ctxRef!.close(4, 'again');
    expect(await sh.closed).toBe(3);
    expect(sh.text()).toContain('see you\r\nlater\r\n');
    expect(sh.text()).not.toContain('again');
    await new Promise((r) => setTimeout(r, 50));
    expect(closes).toBe(1);
    // A handler added after the end still runs (once).
    await new Promise<void>((r) => ctxRef!.onClose(r));
    expect(server.stats().sessions).toBe(0);
  });

  it('a handler that resolves ends its session with exit 0; the client leaving calls onClose', async () => {
    let closed = false;
    server = await rig.start({
      accounts: accounts(),
      handler: async (ctx) => {
        ctx.onClose(() => (closed = true));
        if (ctx.identity.kind === 'account' && ctx.identity.account.name === 'bob') return;
        await new Promise<void>((r) => ctx.onClose(r));
      },
    });
    const b = await openShell(await login({ username: 'bob', password: 'builder' }));
    expect(await b.closed).toBe(0);
    const c = await login({ username: 'alice', privateKey: alice.privateKey });
    await openShell(c);
    closed = false;
    c.end();
    await expect.poll(() => closed).toBe(true);
    await expect.poll(() => server!.stats().sessions).toBe(0);
  });

  it('a port in use is an error naming the port', async () => {
    server = await rig.start({ accounts: accounts(), handler: echoHandler() });
    await expect(
      startTestServer({ accounts: accounts(), handler: echoHandler(), port: server.port }),
    ).rejects.toThrow(`port: cannot listen on 127.0.0.1:${server.port}`);
  });

  it('close() of the server tells open sessions and resolves', async () => {
    server = await rig.start({ accounts: accounts(), handler: echoHandler() });
    const sh = await openShell(await login({ username: 'alice', privateKey: alice.privateKey }));
    await sh.waitFor('hello');
    await server.close();
    await sh.closed;
    expect(sh.text()).toContain('The server is stopping.');
  });
});
