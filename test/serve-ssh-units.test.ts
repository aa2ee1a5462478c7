// The SSH front's parts without a network: the input bound, the auth limiter, the limits, the
// authentication decisions on fake ssh2 contexts, and the terminal adapter on a fake channel.

import { EventEmitter } from 'node:events';
import { Duplex } from 'node:stream';
import fc from 'fast-check';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { AuthLimiter } from '../src/serve/ssh/auth-limiter.js';
import { ConnectionAuth, displayUser } from '../src/serve/ssh/authenticate.js';
import { InputBound, safeCut } from '../src/serve/ssh/input-bound.js';
import { DEFAULT_LIMITS, resolveLimits } from '../src/serve/ssh/limits.js';
import { humanDuration } from '../src/serve/ssh/session.js';
import { SshTerminal, clampSize } from '../src/serve/ssh/terminal.js';
import { fakeAccounts, makeKey } from './serve-ssh-helpers.js';

describe('input bound (issue 19 "Input is bounded")', () => {
  it('passes a burst, cuts the rest, and refills with time', () => {
    let now = 0;
    const bound = new InputBound({ burst: 100, perSecond: 50, now: () => now });
    expect(bound.admit(Buffer.alloc(60, 97)).length).toBe(60);
    expect(bound.admit(Buffer.alloc(60, 97)).length).toBe(40);
    expect(bound.admit(Buffer.alloc(10, 97)).length).toBe(0);
    now += 1000;
    expect(bound.admit(Buffer.alloc(80, 97)).length).toBe(50);
    now += 60_000; // never more than one burst, however long the pause
    expect(bound.admit(Buffer.alloc(1000, 97)).length).toBe(100);
  });

  it('property: what passes is a prefix, never over the tokens, and over any time at most burst + rate x time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.uint8Array({ maxLength: 3000 })), {
          maxLength: 30,
        }),
        (steps) => {
          let now = 0;
          const bound = new InputBound({ burst: 256, perSecond: 1000, now: () => now });
          let passed = 0;
          for (const [dt, bytes] of steps) {
            now += dt;
            const chunk = Buffer.from(bytes);
            const out = bound.admit(chunk);
            expect(chunk.subarray(0, out.length).equals(out)).toBe(true);
            passed += out.length;
          }
          expect(passed).toBeLessThanOrEqual(256 + (now / 1000) * 1000);
        },
      ),
    );
  });

  it('property: a cut never splits a UTF-8 character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat({ max: 800 }), (text, max) => {
        const buf = Buffer.from(text, 'utf8');
        const n = safeCut(buf, max);
        expect(n).toBeLessThanOrEqual(Math.min(max, buf.length));
        const part = buf.subarray(0, n);
        expect(Buffer.from(part.toString('utf8'), 'utf8').equals(part)).toBe(true);
      }),
    );
  });

  it('a cut never leaves half an escape sequence (an arrow key goes whole or not at all)', () => {
    const keys = Buffer.from('ab\x1b[Ccd\x1bOA\x1b[1;5D');
    for (let max = 0; max <= keys.length; max++) {
      const part = keys.subarray(0, safeCut(keys, max)).toString('latin1');
      expect(part).not.toMatch(/\x1b(\[[\x20-\x3f]*|O)?$/);
    }
    expect(safeCut(keys, 4)).toBe(2); // "ab", not "ab\x1b["
    expect(safeCut(keys, 5)).toBe(5); // "ab\x1b[C"
  });
});

describe('auth limiter (issue 19 "Limit authentication attempts per address, with a backoff")', () => {
  const limits = { maxAuthFailures: 3, authWindowMs: 1000, authBackoffMs: 100, authBackoffMaxMs: 350 };
  it('blocks after N failures within the window, doubles the backoff up to the cap, and forgets slow failures', () => {
    let now = 0;
    const l = new AuthLimiter(limits, () => now);
    expect([l.fail('a'), l.fail('a')]).toEqual([0, 0]);
    expect(l.fail('a')).toBe(100);
    expect(l.blockedFor('a')).toBe(100);
    expect(l.blockedFor('b')).toBe(0);
    now += 100;
    expect(l.blockedFor('a')).toBe(0);
    l.fail('a');
    l.fail('a');
    expect(l.fail('a')).toBe(200);
    now += 200;
    l.fail('a');
    l.fail('a');
    expect(l.fail('a')).toBe(350); // 400, capped
    // Failures further apart than the window never add up.
    now += 10_000;
    for (let i = 0; i < 10; i++) {
      expect(l.fail('c')).toBe(0);
      now += 600;
    }
  });

  it('sweep forgets quiet addresses and keeps blocked ones', () => {
    let now = 0;
    const l = new AuthLimiter(limits, () => now);
    l.fail('quiet');
    for (let i = 0; i < 3; i++) l.fail('blocked');
    now += 50;
    l.sweep();
    expect(l.size).toBe(2);
    now += 5000;
    l.sweep();
    expect(l.size).toBe(0);
  });
});

describe('limits', () => {
  it('defaults, overrides, and errors naming the field', () => {
    expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ idleMs: 5 }).idleMs).toBe(5);
    expect(() => resolveLimits({ idleMs: -1 })).toThrow(/limits\.idleMs/);
    expect(() => resolveLimits({ maxSessions: 0 })).toThrow(/limits\.maxSessions: must be at least 1/);
    expect(() => resolveLimits({ bogus: 1 } as never)).toThrow(/limits\.bogus: not a limit/);
    expect(() => resolveLimits({ authBackoffMs: 10, authBackoffMaxMs: 5 })).toThrow(
      /limits\.authBackoffMaxMs/,
    );
  });

  it('a terminal size: 0 is 80x24, too large is cut down', () => {
    expect(clampSize(0, 0, DEFAULT_LIMITS)).toEqual({ cols: 80, rows: 24 });
    expect(clampSize(100_000, 9_999, DEFAULT_LIMITS)).toEqual({ cols: 500, rows: 200 });
    expect(clampSize(132, 43, DEFAULT_LIMITS)).toEqual({ cols: 132, rows: 43 });
  });

  it('durations read as a person says them', () => {
    expect(humanDuration(30 * 60_000)).toBe('30 minutes');
    expect(humanDuration(1000)).toBe('1 second');
    expect(humanDuration(250)).toBe('250 ms');
  });
});

/** A fake ssh2 AuthContext: records what the front answered. */
function fakeCtx(fields: Record<string, unknown>) {
  const ctx = Object.assign(new EventEmitter(), {
    username: 'alice',
    service: 'ssh-connection',
    answer: undefined as undefined | 'accept' | 'reject',
    prompted: undefined as undefined | unknown[],
    accept() {
      ctx.answer = 'accept';
    },
    reject() {
      ctx.answer = 'reject';
    },
    prompt(...args: unknown[]) {
      ctx.prompted = args;
      const cb = args.at(-1) as (a: string[]) => void;
      cb([]);
    },
    ...fields,
  });
  return ctx;
}

describe('authentication decisions (fake ssh2 contexts)', () => {
  const alice = makeKey();
  const pub = (k: ReturnType<typeof makeKey>) => ({
    algo: k.ref.algo,
    data: Buffer.from(k.ref.data, 'base64'),
  });
  const setup = (
    limits = { maxAuthFailures: 2, authWindowMs: 1000, authBackoffMs: 5000, authBackoffMaxMs: 5000 },
  ) => {
    const limiter = new AuthLimiter(limits, () => 0);
    const drops: string[] = [];
    const auth = new ConnectionAuth({
      accounts: fakeAccounts({ alice: { password: 'pw', keys: [alice.ref] } }),
      limiter,
      address: '10.0.0.1',
      remote: '10.0.0.1:5555',
      maxAttempts: 20,
      log: () => {},
      drop: (r) => drops.push(r),
    });
    return { auth, limiter, drops };
  };

  it('a key query without a signature is answered "key ok" and does not log in', () => {
    const { auth } = setup();
    const ctx = fakeCtx({ method: 'publickey', key: pub(alice) });
    auth.handle(ctx as never);
    expect(ctx.answer).toBe('accept'); // ssh2 turns this into USERAUTH_PK_OK, not a login
    expect(auth.identity).toBeUndefined();
  });

  it('a valid signature logs in; a forged one is refused and counted as a failure', () => {
    const blob = Buffer.from('session-id and request');
    const parsed = ssh2.utils.parseKey(alice.privateKey);
    if (parsed instanceof Error || Array.isArray(parsed)) throw new Error('key');
    const good = fakeCtx({ method: 'publickey', key: pub(alice), blob, signature: parsed.sign(blob) });
    const { auth, limiter } = setup();
    auth.handle(good as never);
    expect(good.answer).toBe('accept');
    expect(auth.identity).toMatchObject({ kind: 'account', account: { name: 'alice' } });

    const other = setup();
    const forged = fakeCtx({ method: 'publickey', key: pub(alice), blob, signature: Buffer.alloc(64, 7) });
    other.auth.handle(forged as never);
    expect(forged.answer).toBe('reject');
    expect(other.auth.identity).toBeUndefined();
    expect(limiter.blockedFor('10.0.0.1')).toBe(0);
    other.auth.handle(
      fakeCtx({ method: 'publickey', key: pub(alice), blob, signature: Buffer.alloc(64, 8) }) as never,
    );
    expect(other.limiter.blockedFor('10.0.0.1')).toBe(5000);
  });

  it('a blocked address is refused at once, and a keyboard-interactive client is told why', () => {
    const { auth, limiter, drops } = setup();
    limiter.fail('10.0.0.1');
    limiter.fail('10.0.0.1');
    const ctx = fakeCtx({ method: 'keyboard-interactive', submethods: [] });
    auth.handle(ctx as never);
    expect(ctx.answer).toBe('reject');
    expect(ctx.prompted?.slice(0, 3)).toEqual([
      [],
      'hexfront',
      'Too many failed logins from your address: try again in 5 s.',
    ]);
    expect(drops).toEqual(['address blocked after repeated failed logins']);
  });

  it('"none" is refused without counting, listing the methods to try', () => {
    const { auth, limiter } = setup();
    let methods: unknown;
    const ctx = fakeCtx({ method: 'none', reject: (m: unknown) => (methods = m) });
    for (let i = 0; i < 5; i++) auth.handle(ctx as never);
    expect(methods).toEqual(['publickey', 'keyboard-interactive', 'password']);
    expect(limiter.size).toBe(0);
  });

  it('a user name shown on screen loses its control characters and is at most 64 characters', () => {
    expect(displayUser('a\x1b]0;pwn\x07b\u009bc')).toBe('a]0;pwnbc');
    expect(displayUser('ad\u202Enimi\u200Bx')).toBe('adnimix');
    expect(Array.from(displayUser('é'.repeat(100)))).toHaveLength(64);
  });
});

/** A fake channel: what the terminal writes is collected; `send` is input from the client. */
function fakeChannel(pending = 0) {
  const written: Buffer[] = [];
  const ch = new Duplex({
    read() {},
    write(chunk: Buffer, _e, cb) {
      written.push(chunk);
      cb();
    },
  });
  Object.defineProperty(ch, 'writableLength', { get: () => pending });
  return { ch, written, send: (s: string | Buffer) => ch.push(s) };
}

describe('SshTerminal (the TerminalStream adapter)', () => {
  const opts = (extra = {}) => ({
    cols: 90,
    rows: 30,
    limits: DEFAULT_LIMITS,
    now: () => 0,
    ...extra,
  });

  it('looks like a TTY, resizes with an event, and passes output to the channel', () => {
    const { ch, written } = fakeChannel();
    const t = new SshTerminal(ch, opts());
    expect([t.isTTY, t.columns, t.rows]).toEqual([true, 90, 30]);
    expect(t.setRawMode(true)).toBe(t);
    let resized = 0;
    t.on('resize', () => resized++);
    t.resize(120, 40);
    t.resize(120, 40); // no change, no event
    expect([t.columns, t.rows, resized]).toEqual([120, 40, 1]);
    t.write('frame');
    expect(Buffer.concat(written).toString()).toBe('frame');
    t.detach();
    t.write('after');
    expect(Buffer.concat(written).toString()).toBe('frame');
  });

  it('input nobody reads is held up to maxPendingInputBytes, the rest cut', async () => {
    const { ch, send } = fakeChannel();
    const limits = { ...DEFAULT_LIMITS, maxPendingInputBytes: 1000, inputBurstBytes: 1_000_000 };
    const t = new SshTerminal(ch, opts({ limits }));
    t.pause();
    send(Buffer.alloc(700, 97));
    send(Buffer.alloc(700, 97));
    await new Promise((r) => setImmediate(r));
    expect(t.readableLength).toBe(1000);
    expect(t.droppedInput).toBe(400);
  });

  it('a write the channel throws on (the connection going, its zlib closed) ends output, never the server', () => {
    const { ch, written } = fakeChannel();
    let throwing = false;
    const write = ch.write.bind(ch);
    ch.write = ((chunk: Buffer) => {
      if (throwing) throw new Error('Invalid Zlib instance');
      return write(chunk);
    }) as typeof ch.write;
    const failed: unknown[] = [];
    const t = new SshTerminal(ch, opts({ onWriteFailed: (e: unknown) => failed.push(e) }));
    t.write('before');
    throwing = true;
    expect(() => t.write('late redraw')).not.toThrow();
    expect(failed).toHaveLength(1);
    expect(String(failed[0])).toContain('Invalid Zlib instance');
    throwing = false;
    t.write('after');
    expect(Buffer.concat(written).toString()).toBe('before');
  });

  it('a client that stops reading while output piles up is reported, and output stops', () => {
    const { ch } = fakeChannel(DEFAULT_LIMITS.maxPendingOutputBytes + 1);
    let backlog = 0;
    const t = new SshTerminal(ch, opts({ onBacklog: () => backlog++ }));
    t.write('x');
    t.write('y');
    expect(backlog).toBe(1);
  });

  it('the end of input from the client ends the stream once; a write after the end is no crash', async () => {
    const { ch, send } = fakeChannel();
    const t = new SshTerminal(ch, opts());
    let ends = 0;
    t.on('end', () => ends++);
    t.resume();
    send(null as never);
    t.endInput();
    await new Promise((r) => setImmediate(r));
    expect(ends).toBe(1);
    t.end();
    expect(() => t.write('late')).not.toThrow();
  });
});
