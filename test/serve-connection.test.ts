// The connection of `hexfront serve` (issue 19), driven as the SSH front drives it: a fake
// ConnectionContext whose terminal is a duplex stream feeding @xterm/headless at 80x24, with
// in-memory accounts and games (serve-connection-fakes.ts). What the terminal shows is asserted.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import type { Identity } from '../src/serve/contract.js';
import { makeConnectionHandler } from '../src/serve/lobby/connection.js';
import { listRecordings, recordTerminal } from '../src/serve/record/recordings.js';
import type { ConnectionDeps } from '../src/serve/lobby/ports.js';
import { miniScenario } from './fixtures/mini.js';
import {
  account,
  fakeContext,
  fakeDeps,
  fakeTerminal,
  type MemoryAccounts,
  type MemoryGameStore,
  type FakeContext,
  type FakeTerminal,
} from './serve-connection-fakes.js';

const KEY = {
  enter: '\r',
  escape: '\x1b',
  tab: '\t',
  up: '\x1b[A',
  down: '\x1b[B',
  left: '\x1b[D',
  right: '\x1b[C',
};

interface World {
  deps: ConnectionDeps;
  store: MemoryGameStore;
  accounts: MemoryAccounts;
}

function world(scenario = miniScenario(), names = ['ann', 'bob', 'cat']): World {
  return fakeDeps(scenario, names);
}

interface Conn {
  term: FakeTerminal;
  ctx: FakeContext;
  done: Promise<void>;
}

const open: Conn[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.ctx.drop();
});

function connect(w: World, identity: Identity, cols = 80, rows = 24): Conn {
  const term = fakeTerminal(cols, rows);
  const ctx = fakeContext(identity, term);
  const done = makeConnectionHandler(w.deps)(ctx);
  const c = { term, ctx, done };
  open.push(c);
  return c;
}

const as = (name: string): Identity => ({ kind: 'account', account: account(name) });

/** Waits until the screen shows `text` (the store and the screens answer on the next ticks). */
async function until(c: Conn, text: string | RegExp, tries = 40): Promise<string> {
  let shown = '';
  for (let i = 0; i < tries; i++) {
    shown = await c.term.text();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the screen never showed ${String(text)}:\n${shown}`);
}

/** ann challenges (open, spectators one turn late on her side) as Allied; bob takes it as Axis. */
async function challengeTaken(w: World): Promise<{ ann: Conn; bob: Conn; id: string }> {
  const ann = connect(w, as('ann'));
  await until(ann, 'lobby · ann');
  // Scenario, side, opponent (left empty: open), spectators → one side's view, a turn late.
  await ann.term.type('c', KEY.down, KEY.down, KEY.down, KEY.right, KEY.enter);
  await until(ann, 'Open challenge made: Mini test map');
  const bob = connect(w, as('bob'));
  const lobby = await until(bob, 'lobby · bob');
  expect(lobby).toContain('Open challenges (1)');
  expect(lobby).toContain('Mini test map · ann as Allied · you: Axis');
  await bob.term.type(KEY.tab, 'a');
  // Allied moves first: bob follows ann's part live, on his own side's map.
  await until(bob, 'Live: the Allied part as it is played, through your fog.');
  const id = w.store.mine('bob')[0]!.id;
  return { ann, bob, id };
}

describe('serve: the connection (issue 19)', () => {
  it('newcomer without a key: the name is checked with a reason, the password typed twice, then the lobby', async () => {
    const w = world();
    // "x" cannot be a name (too short): the name field starts empty.
    const c = connect(w, { kind: 'newcomer', sshUser: 'x' });
    expect(await c.term.text()).toContain('Pick an account name and a password');
    expect(await c.term.text()).toMatch(/Account name\s+\[\s+\]/);
    await c.term.type(...'Dan!', KEY.enter);
    expect(await c.term.text()).toContain('Not a valid name: 2 to 16 letters, digits, - or _');
    // Backspace over it; a taken name is refused by name.
    await c.term.type('\x7f', '\x7f', '\x7f', '\x7f', ...'ann', KEY.enter);
    expect(await c.term.text()).toContain('The name "ann" is taken: choose another.');
    await c.term.type(
      '\x7f',
      '\x7f',
      '\x7f',
      ...'dan',
      KEY.tab,
      ...'secret-pw',
      KEY.tab,
      ...'secret-pX',
      KEY.enter,
    );
    const differ = await c.term.text();
    expect(differ).toContain('The two passwords differ: type them again.');
    // Masked: the password never shows.
    expect(c.term.raw()).not.toContain('secret');
    await c.term.type(...'secret-pw', KEY.tab, ...'secret-pw', KEY.enter);
    const lobby = await until(c, 'lobby · dan');
    expect(lobby).toContain('Welcome, dan: your account is made.');
    expect(lobby).toContain('Your games');
    expect(lobby).toContain('New game against the computer');
    expect(w.accounts.made.get('dan')).toEqual({ password: 'secret-pw' });
  });

  it('newcomer with a key: a name only, and the key is tied to the new account; Esc leaves', async () => {
    const w = world();
    const key = { algo: 'ssh-ed25519', data: 'AAAAC3NzaC1lZDI1NTE5AAAAIE' };
    const c = connect(w, { kind: 'newcomer', sshUser: 'x', key });
    const form = await c.term.text();
    expect(form).toContain('It is tied to the key you logged in with.');
    expect(form).not.toContain('Password');
    await c.term.type(...'eve', KEY.enter);
    await until(c, 'lobby · eve');
    expect(w.accounts.made.get('eve')).toEqual({ key });
    const d = connect(w, { kind: 'newcomer', sshUser: 'play' });
    await d.term.type(KEY.escape);
    await d.done;
    expect(d.ctx.closedWith?.code).toBe(0);
  });

  it('newcomer: the name field starts with the ssh user name when it is valid and free, so Enter takes it', async () => {
    const w = world();
    const key = { algo: 'ssh-ed25519', data: 'AAAAC3NzaC1lZDI1NTE5AAAAIF' };
    const c = connect(w, { kind: 'newcomer', sshUser: 'zed', key });
    expect(await c.term.text()).toMatch(/Account name\s+\[zed\s+\]/);
    await c.term.type(KEY.enter);
    await until(c, 'lobby · zed');
    expect(w.accounts.made.get('zed')).toEqual({ key });
    // A name that is taken (ann) is not offered: the field starts empty.
    const d = connect(w, { kind: 'newcomer', sshUser: 'ann' });
    expect(await d.term.text()).toMatch(/Account name\s+\[\s+\]/);
  });

  it("a newcomer's recording is named by the account once it is made, and holds the whole session", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hexfront-rec-'));
    try {
      const w = world();
      const term = fakeTerminal(80, 24);
      const rec = recordTerminal(term.tty, { dataDir: dir, label: 'newcomer', term: 'xterm', id: 'abc123' });
      const key = { algo: 'ssh-ed25519', data: 'AAAAC3NzaC1lZDI1NTE5AAAAIG' };
      const ctx = Object.assign(fakeContext({ kind: 'newcomer', sshUser: 'x', key }, term), { tty: rec.tty });
      const c = { term, ctx, done: makeConnectionHandler(w.deps)(ctx) };
      open.push(c);
      await until(c, 'Pick an account name');
      await term.type(...'eve', KEY.enter);
      await until(c, 'lobby · eve');
      await term.type('q');
      await c.done;
      await rec.close();
      expect(listRecordings(dir).map((r) => r.name)).toEqual([
        expect.stringMatching(/^eve-\d{8}-\d{6}-abc123\.cast$/),
      ]);
      expect(path.basename(rec.file)).toMatch(/^eve-/);
      const cast = readFileSync(rec.file, 'utf8');
      expect(cast).toContain('Pick an account name');
      expect(cast).toContain('Welcome, eve');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('new game against the computer → the map; a turn → the computer plays it on commit; q → the lobby, "your turn"', async () => {
    const w = world();
    const c = connect(w, as('ann'));
    await until(c, 'lobby · ann');
    await c.term.type('n', KEY.enter);
    // A new game opens on the briefing, the map under it.
    expect(await c.term.text()).toContain('Briefing');
    await c.term.type(KEY.escape);
    const map = await c.term.lines();
    expect(map[0]).toContain('Map');
    expect(map.join('\n')).toContain('Hex info');
    expect(map[23]).toMatch(/Turn 1\/6 .*Allied/);
    // End the turn: committed, the computer's part played by the store, the game reopened on it.
    await c.term.type('e');
    const next = await until(c, 'What you saw of the Axis turn');
    expect(next).toMatch(/Turn 2\/6/);
    expect(w.store.commits.at(-1)).toMatchObject({ account: 'ann' });
    await c.term.type(KEY.escape, 'q');
    const lobby = await until(c, 'Your games (1)');
    expect(lobby).toContain('Back in the lobby: your game is kept on the server.');
    expect(lobby).toMatch(/│ Mini test map · turn 2 · v the c… your turn │/);
    expect(lobby).toContain('Allied: ann (you)');
    expect(lobby).toContain('Axis: the computer');
    expect(lobby).toContain('your turn in 1 game');
    // q leaves the server: the terminal is restored and the channel closed with a goodbye.
    await c.term.type('q');
    await c.done;
    expect(c.ctx.closedWith).toEqual({ code: 0, message: expect.stringContaining('Goodbye') });
    // Nothing of the session stays behind in the store: no subscription is left.
    expect(w.store.listenerCount(w.store.mine('ann')[0]!.id)).toBe(0);
  });

  it('a dropped connection mid-part loses nothing: every command is committed, and the game reopens with it', async () => {
    const w = world();
    const c = connect(w, as('ann'));
    await until(c, 'lobby · ann');
    await c.term.type('n', KEY.enter, KEY.escape);
    // Select 1/7 Queens (02,03) and move it two hexes east (as test/tui.test.ts does).
    await c.term.type('\x1b[5~', KEY.right, ' ', 'm', KEY.right, KEY.right, KEY.enter);
    expect(await c.term.text()).toContain('1/7 Queens moves 02,03 → 04,03');
    const id = w.store.mine('ann')[0]!.id;
    expect(w.store.open('ann', id).session.log).toHaveLength(1);
    c.ctx.drop();
    await c.done;
    const again = connect(w, as('ann'));
    await until(again, 'your turn');
    // A game opened again shows the match card first.
    await again.term.type(KEY.enter, KEY.escape);
    const shown = await again.term.text();
    expect(shown).toContain('Units: all');
    expect(shown).toMatch(/04,03 1\/7 Queens/);
  });

  it('a second account sees the open challenge and accepts it; both then play live, each seeing the other part at once', async () => {
    const w = world();
    const { ann, bob } = await challengeTaken(w);
    // ann's lobby heard the challenge taken: her turn.
    const lobby = await until(ann, 'your turn');
    expect(lobby).toMatch(/│ Mini test map · turn 1 · v bob ·… your turn │/);
    expect(lobby).toContain('Axis: bob');
    await ann.term.type(KEY.enter, KEY.escape);
    expect((await ann.term.lines())[23]).toMatch(/Turn 1\/6 .*Allied/);
    // 4 CLY (01,03) drives east along the road, into the sight of I/901 (10,03).
    await ann.term.type('\x1b[5~', ' ', 'm', ...Array<string>(5).fill(KEY.right), KEY.enter);
    expect(await ann.term.text()).toContain('4 CLY moves 01,03 → 06,03');
    await ann.term.type('e');
    await until(ann, 'Live: the Axis part as it is played');
    // bob's waiting screen opened the game by itself, on what he saw of ann's part.
    const seen = await until(bob, 'What you saw of the Allied turn');
    expect(seen).toContain('4 CLY');
    expect((await bob.term.lines())[23]).toMatch(/Turn 1\/6 .*Axis/);
    await bob.term.type(KEY.escape, 'e');
    // ann, waiting, gets the game back at once, on bob's part and with no match card this time.
    await until(ann, /Turn 2\/6/);
    expect(await ann.term.text()).not.toContain('Match card');
    // q on the live view is back to the lobby, not away from the server.
    await bob.term.type('q');
    await until(bob, 'lobby · bob');
    expect(bob.ctx.closedWith).toBeNull();
  });

  it('a spectator watches one side a turn late, follows the game, and every order key and the end of the turn is refused', async () => {
    const w = world();
    const { ann, bob } = await challengeTaken(w);
    await until(ann, 'your turn');
    await ann.term.type(KEY.enter, KEY.escape, 'e');
    await until(ann, 'Live: the Axis part');
    const cat = connect(w, as('cat'));
    const lobby = await until(cat, 'Games to watch (1)');
    expect(lobby).toContain('Mini test map · ann v bob · turn 1');
    await cat.term.type(KEY.tab, KEY.tab, KEY.enter);
    await until(cat, 'Hex info');
    for (let i = 0; i < 3 && (await cat.term.text()).includes('Esc closes'); i++)
      await cat.term.type(KEY.escape);
    await cat.term.type('e');
    expect((await cat.term.lines())[23]).toContain('You are watching: spectators cannot give orders.');
    await cat.term.type(' ', 'm');
    expect((await cat.term.lines())[23]).toContain('You are watching');
    await cat.term.type('u');
    expect((await cat.term.lines())[23]).toContain('You are watching');
    // Nothing the spectator pressed reached the store.
    expect(w.store.commits.every((x) => x.account !== 'cat')).toBe(true);
    // The game moves on a turn: the spectator's view follows, still a turn late.
    await until(bob, /Turn 1\/6 .*Axis/);
    await bob.term.type(KEY.escape, 'e');
    await until(cat, 'The game moved on: turn 2.');
    await cat.term.type(KEY.right);
    expect((await cat.term.lines())[23]).toMatch(/Turn 2\/6 .*Allied/);
    await cat.term.type('q');
    await until(cat, 'lobby · cat');
  });

  it('a game the client cannot open sends the player back to the lobby with the reason; the session goes on', async () => {
    const w = world();
    const id = w.store.createVsComputer('ann', 'mini', 'allied').id;
    const open = w.store.open.bind(w.store);
    w.store.open = (a, g) => ({ ...open(a, g), session: { system: panzerSystem } as never });
    const c = connect(w, as('ann'));
    await until(c, 'your turn');
    await c.term.type(KEY.enter);
    const lobby = await until(c, 'This game could not be opened:');
    expect(lobby).toContain('lobby · ann');
    expect(c.ctx.closedWith).toBeNull();
    expect(id).toBe('g1');
  });

  it('the lobby follows a resize: drawn again at the new size, and "too small" under 80x24', async () => {
    const w = world();
    const c = connect(w, as('ann'));
    expect((await until(c, 'lobby · ann')).split('\n')).toHaveLength(24);
    c.term.resize(100, 30);
    await c.term.type();
    const big = await c.term.lines();
    expect(big).toHaveLength(30);
    expect(big[29]).toContain('Tab list');
    expect(big[1]!.trimEnd()).toHaveLength(100);
    expect(big[1]!.at(-1)).toBe('┐');
    c.term.resize(70, 20);
    await c.term.type();
    expect(await c.term.text()).toContain('terminal too small: now 70×20, need 80×24');
  });
});

describe('serve: fog over the wire (issue 19)', () => {
  it("every frame sent to the Allied player is free of the Axis unit it never saw (the Axis player's screen shows it)", async () => {
    const base = miniScenario();
    const hidden = {
      ...base.units.find((u) => u.id === 'x-inf1')!,
      id: 'x-zeta',
      name: 'Zeta Kgr',
      hex: '11,09',
    };
    const w = world(miniScenario({ units: [...base.units, hidden] }));
    const leaks: string[] = [];
    const { ann, bob } = await challengeTaken(w);
    ann.term.onFrame((rows) => {
      for (const r of rows) if (r.includes('Zeta')) leaks.push(r);
    });
    await until(ann, 'your turn');
    await ann.term.type(KEY.enter, KEY.escape);
    expect(leaks).toEqual([]);
    await ann.term.type('e');
    await until(bob, /Turn 1\/6 .*Axis/);
    await bob.term.type(KEY.escape);
    // The control: the unit's name is on the Axis player's screen, so the scan can find it.
    expect(await bob.term.text()).toContain('Zeta Kgr');
    await bob.term.type('e');
    await until(ann, 'What you saw of the Axis turn');
    await ann.term.type(KEY.escape, 'p');
    expect(leaks).toEqual([]);
    expect(ann.term.raw()).not.toContain('Zeta');
  });
});
