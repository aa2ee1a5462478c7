// The SSH front's safety (issue 19 "Safety"): refused requests, the auth limit with its backoff,
// the login grace time, the idle timeout, session caps, a failing handler isolated, bounded input.

import { connect as netConnect } from 'node:net';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import type { ConnectionContext } from '../src/serve/contract.js';
import { NEEDS_TERMINAL } from '../src/serve/ssh/index.js';
import {
  delay,
  echoHandler,
  fakeAccounts,
  makeKey,
  openShell,
  serverRig,
  type TestServer,
} from './serve-ssh-helpers.js';

const alice = makeKey();
const accounts = () =>
  fakeAccounts({ alice: { password: 'wonderland', keys: [alice.ref] }, bob: { password: 'builder' } });

const rig = serverRig();
const login = rig.login;
let server: TestServer | undefined;
const asAlice = () => login({ username: 'alice', privateKey: alice.privateKey });

/** Calls an ssh2 client method that takes a callback last; resolves with its error (or undefined). */
function outcome(start: (cb: (err?: Error | null) => void) => void): Promise<Error | undefined> {
  return new Promise((resolve) => start((err) => resolve(err ?? undefined)));
}

describe('refused requests (issue 19 "Refuse shell, exec, subsystem, X11, agent and port-forwarding")', () => {
  it('exec, sftp, any subsystem, X11 and agent forwarding are refused; the connection stays usable', async () => {
    server = await rig.start({ accounts: accounts(), handler: echoHandler() });
    const c = await asAlice();
    expect((await outcome((cb) => c.exec('cat /etc/passwd', cb)))?.message).toMatch(/Unable to exec/);
    expect((await outcome((cb) => c.sftp(cb)))?.message).toMatch(/Unable to start subsystem: sftp/);
    expect((await outcome((cb) => c.subsys('netconf', cb)))?.message).toMatch(/Unable to start subsystem/);
    expect((await outcome((cb) => c.shell({ cols: 80, rows: 24 }, { x11: true }, cb)))?.message).toMatch(
      /Unable to request X11/,
    );
    // Agent forwarding: the client needs an agent to offer; an empty one will do.
    const agent = new (class extends ssh2.BaseAgent {
      getIdentities(cb: (err: Error | undefined, keys?: never[]) => void) {
        cb(undefined, []);
      }
      sign(_pk: unknown, _data: Buffer, _o: unknown, cb?: (err: Error) => void) {
        cb?.(new Error('no keys'));
      }
    })();
    const withAgent = await login({
      username: 'bob',
      password: 'builder',
      agent,
      agentForward: true,
    } as never);
    expect((await outcome((cb) => withAgent.shell({ cols: 80, rows: 24 }, cb)))?.message).toMatch(
      /Unable to request agent forwarding/,
    );
    // After all that, a terminal session still works.
    await (await openShell(c)).waitFor('hello alice');
    expect(server.logs.filter((l) => /refused (exec|subsystem|sftp|X11|agent)/.test(l)).length).toBe(5);
  });

  it('port forwarding both ways and Unix-socket forwarding are refused', async () => {
    server = await rig.start({ accounts: accounts(), handler: echoHandler() });
    const c = await login({ username: 'alice', privateKey: alice.privateKey, strictVendor: false });
    expect(await outcome((cb) => c.forwardIn('127.0.0.1', 0, cb))).toBeInstanceOf(Error);
    expect(await outcome((cb) => c.forwardOut('127.0.0.1', 1, '127.0.0.1', server!.port, cb))).toBeInstanceOf(
      Error,
    );
    expect(await outcome((cb) => c.openssh_forwardInStreamLocal('/tmp/x.sock', cb))).toBeInstanceOf(Error);
    expect(await outcome((cb) => c.openssh_forwardOutStreamLocal('/tmp/x.sock', cb))).toBeInstanceOf(Error);
    expect(server.logs.some((l) => /refused global request tcpip-forward/.test(l))).toBe(true);
    expect(server.logs.some((l) => /refused direct-tcpip/.test(l))).toBe(true);
    expect(server.logs.some((l) => /refused global request streamlocal-forward/.test(l))).toBe(true);
    expect(server.logs.some((l) => /refused direct-streamlocal/.test(l))).toBe(true);
  });

  it('env requests are ignored (nothing kept) and the session goes on', async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const c = await asAlice();
    const sh = await openShell(c, { cols: 80, rows: 24 }, { env: { LANG: 'C', EVIL: '1' } });
    await sh.waitFor('hello alice');
  });

  it(`a shell without a pty gets "${NEEDS_TERMINAL}" and exit 1, and the handler never runs`, async () => {
    const seen: ConnectionContext[] = [];
    server = await rig.start({ accounts: accounts(), handler: echoHandler(seen) });
    const sh = await openShell(await asAlice(), false);
    expect(await sh.closed).toBe(1);
    expect(sh.stderr()).toContain(NEEDS_TERMINAL);
    expect(seen).toHaveLength(0);
  });
});

describe('the auth limit per address, with a backoff (issue 19 "Limit authentication attempts per address")', () => {
  it('after maxAuthFailures failures the address is refused, the right password too, until the backoff passes; then it doubles', async () => {
    let now = 1_000_000;
    server = await rig.start({
      accounts: accounts(),
      handler: echoHandler(),
      now: () => now,
      limits: { maxAuthFailures: 3, authWindowMs: 60_000, authBackoffMs: 10_000, authBackoffMaxMs: 60_000 },
    });
    const denied = { level: 'client-authentication' };
    for (let i = 0; i < 3; i++)
      await expect(login({ username: 'bob', password: 'wrong' })).rejects.toMatchObject(denied);
    await expect(login({ username: 'bob', password: 'builder' })).rejects.toMatchObject(denied);
    await expect(login({ username: 'alice', privateKey: alice.privateKey })).rejects.toMatchObject(denied);
    expect(server.stats().blockedAddresses).toBe(1);
    now += 10_001;
    await login({ username: 'bob', password: 'builder' });
    // A second block lasts twice as long.
    for (let i = 0; i < 3; i++)
      await expect(login({ username: 'bob', password: 'wrong' })).rejects.toMatchObject(denied);
    now += 10_001;
    await expect(login({ username: 'bob', password: 'builder' })).rejects.toMatchObject(denied);
    now += 10_000;
    await login({ username: 'bob', password: 'builder' });
    expect(server.logs.some((l) => /blocked for 10 s/.test(l))).toBe(true);
    expect(server.logs.some((l) => /blocked for 20 s/.test(l))).toBe(true);
  });

  it('too many attempts on one connection drop it', async () => {
    server = await rig.start({
      accounts: accounts(),
      handler: echoHandler(),
      limits: { maxAuthAttemptsPerConnection: 2, maxAuthFailures: 100 },
    });
    let tries = 0;
    await expect(
      login({
        username: 'bob',
        authHandler: (_m: unknown, _p: unknown, next: (a: unknown) => void) =>
          next(tries++ < 5 ? { type: 'password', username: 'bob', password: `guess${tries}` } : false),
      } as never),
    ).rejects.toBeInstanceOf(Error);
    expect(tries).toBeLessThanOrEqual(4);
    expect(server.logs.some((l) => /more than 2 authentication attempts/.test(l))).toBe(true);
  });

  it('a connection that never logs in is dropped after the login grace time', async () => {
    server = await rig.start({
      accounts: accounts(),
      handler: echoHandler(),
      limits: { loginGraceMs: 150 },
    });
    const socket = netConnect(server.port, '127.0.0.1');
    socket.resume(); // read what the server sends (its version line), so that its close is seen
    const t0 = Date.now();
    await new Promise<void>((r) => socket.once('close', () => r()));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
    await expect.poll(() => server!.stats().connections).toBe(0);
  });
});

describe('idle timeout, caps, isolation, input bound', () => {
  it('no input for idleMs: the session is told and closed; input keeps it open', async () => {
    let closed = false;
    server = await rig.start({
      accounts: accounts(),
      handler: echoHandler([], (ctx) => ctx.onClose(() => (closed = true))),
      limits: { idleMs: 600 },
    });
    const sh = await openShell(await asAlice());
    await sh.waitFor('hello');
    // 800 ms of typing, longer than idleMs: each key restarts the count.
    for (let i = 0; i < 8; i++) {
      await delay(100);
      sh.channel.write('x');
    }
    expect(closed).toBe(false);
    const lastKey = Date.now();
    expect(await sh.closed).toBe(0);
    expect(Date.now() - lastKey).toBeGreaterThanOrEqual(500);
    expect(sh.text()).toContain('Closed after 600 ms without input.');
    await expect.poll(() => closed).toBe(true);
  });

  it('a cap on sessions per account, on newcomers per address, and on all sessions, each with a one-line reason', async () => {
    server = await rig.start({
      accounts: accounts(),
      handler: echoHandler(),
      limits: { maxSessionsPerAccount: 1, maxNewcomersPerAddress: 1, maxSessions: 3 },
    });
    const first = await openShell(await asAlice());
    await first.waitFor('hello alice');
    const second = await openShell(await asAlice());
    expect(await second.closed).toBe(1);
    expect(second.text()).toMatch(/^alice already has 1 sessions open \(the most\): close one first\.\r\n$/);

    const n1 = await openShell(await login({ username: 'newbie', tryKeyboard: true }));
    await n1.waitFor('hello newcomer');
    const n2 = await openShell(await login({ username: 'other', tryKeyboard: true }));
    expect(await n2.closed).toBe(1);
    expect(n2.text()).toMatch(/new players are signing up from your address already/);

    const b = await openShell(await login({ username: 'bob', password: 'builder' }));
    await b.waitFor('hello bob');
    expect(server.stats()).toMatchObject({ sessions: 3, perAccount: { alice: 1, bob: 1, newcomer: 1 } });
    const full = await openShell(await login({ username: 'bob', password: 'builder' }));
    expect(await full.closed).toBe(1);
    expect(full.text()).toMatch(/The server is full \(3 sessions\)/);
    // A place freed is a place again.
    first.channel.write('q');
    await first.closed;
    await expect.poll(() => server!.stats().sessions).toBe(2);
    await (await openShell(await asAlice())).waitFor('hello alice');
  });

  it('a cap on session channels per connection: more are refused at opening, a closed one frees its place', async () => {
    server = await rig.start({
      accounts: accounts(),
      handler: echoHandler(),
      limits: { maxChannelsPerConnection: 2, maxNewcomersPerAddress: 10 },
    });
    const c = await login({ username: 'newbie', tryKeyboard: true });
    const one = await openShell(c);
    await openShell(c);
    await expect(openShell(c)).rejects.toThrow();
    expect(server.logs.some((l) => /refused a session channel \(already 2 open\)/.test(l))).toBe(true);
    one.channel.write('q');
    await one.closed;
    await expect
      .poll(
        async () =>
          await openShell(c).then(
            () => true,
            () => false,
          ),
        { interval: 50 },
      )
      .toBe(true);
  });

  it('a handler that throws or rejects closes only its own session with a message; the others go on', async () => {
    server = await rig.start({
      accounts: fakeAccounts({ alice: { password: 'a' }, bob: { password: 'b' }, carol: { password: 'c' } }),
      handler: async (ctx) => {
        const name = ctx.identity.kind === 'account' ? ctx.identity.account.name : '';
        if (name === 'bob') throw new Error('bob boom');
        if (name === 'carol') {
          ctx.tty.write('\x1b[?1049h'); // in the alternate screen, as blessed would be
          await delay(50);
          return Promise.reject(new Error('carol boom'));
        }
        return echoHandler()(ctx);
      },
    });
    const a = await openShell(await login({ username: 'alice', password: 'a' }));
    await a.waitFor('hello alice');
    const b = await openShell(await login({ username: 'bob', password: 'b' }));
    const c = await openShell(await login({ username: 'carol', password: 'c' }));
    expect(await b.closed).toBe(70);
    expect(await c.closed).toBe(70);
    expect(b.text()).toMatch(/this session hit an error and was closed \(ref [0-9a-f]{6}\)/);
    // The message comes after leaving the alternate screen, so that it stays visible.
    expect(c.text().indexOf('\x1b[?1049l')).toBeGreaterThan(c.text().indexOf('\x1b[?1049h'));
    expect(server.logs.some((l) => l.includes('bob boom'))).toBe(true);
    a.channel.write('?');
    await a.waitFor('got 1');
    expect(server.stats().sessions).toBe(1);
  });

  it('a key handler that throws inside the input stream closes that session only', async () => {
    server = await rig.start({
      accounts: fakeAccounts({ alice: { password: 'a' }, bob: { password: 'b' } }),
      handler: async (ctx) => {
        if (ctx.identity.kind === 'account' && ctx.identity.account.name === 'bob') {
          ctx.tty.on('data', () => {
            throw new Error('key boom');
          });
          ctx.tty.write('armed\r\n');
          await new Promise<void>((r) => ctx.onClose(r));
          return;
        }
        return echoHandler()(ctx);
      },
    });
    const a = await openShell(await login({ username: 'alice', password: 'a' }));
    const b = await openShell(await login({ username: 'bob', password: 'b' }));
    await b.waitFor('armed');
    b.channel.write('k');
    expect(await b.closed).toBe(70);
    expect(server.logs.some((l) => l.includes('key boom'))).toBe(true);
    a.channel.write('?');
    await a.waitFor('got 1');
  });

  it('input is bounded: a pasted megabyte is cut to the burst, not queued, and the session goes on', async () => {
    let received = 0;
    let chunks = 0;
    server = await rig.start({
      accounts: accounts(),
      handler: async (ctx) => {
        ctx.tty.write('ready\r\n');
        ctx.tty.on('data', (d: Buffer) => {
          received += d.length;
          chunks++;
          if (d.includes('?')) ctx.tty.write(`got ${received}\r\n`);
        });
        await new Promise<void>((r) => ctx.onClose(r));
      },
      limits: { inputBurstBytes: 4096, inputBytesPerSecond: 4096 },
    });
    const sh = await openShell(await asAlice());
    await sh.waitFor('ready');
    const mega = Buffer.alloc(1024 * 1024, 'a'.charCodeAt(0));
    const t0 = Date.now();
    sh.channel.write(mega);
    await expect.poll(() => server!.stats().inputDropped, { timeout: 10_000 }).toBeGreaterThan(900_000);
    const seconds = (Date.now() - t0) / 1000;
    // At most one burst plus what the rate refills while the megabyte arrives.
    expect(received).toBeLessThanOrEqual(4096 + Math.ceil(seconds * 4096) + 1);
    expect(received + server.stats().inputDropped).toBe(mega.length);
    await delay(300); // the bucket refills
    sh.channel.write('?');
    await sh.waitFor(/got \d+/);
    expect(chunks).toBeGreaterThan(0);
  });
});
