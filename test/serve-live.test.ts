// Live play over `hexfront serve` (issue 19 "two players can also play live: each sees the other's
// moves as they happen, through their own fog"): while ann plays the Allied part, bob's screen is
// the game, read-only, on his own (Axis) side, following every commit of hers. Driven as
// test/serve-connection.test.ts drives the connection: fake SSH contexts into @xterm/headless.

import { afterEach, describe, expect, it } from 'vitest';
import type { Identity } from '../src/serve/contract.js';
import { makeConnectionHandler } from '../src/serve/lobby/connection.js';
import type { ConnectionDeps } from '../src/serve/lobby/ports.js';
import { miniScenario } from './fixtures/mini.js';
import {
  account,
  fakeContext,
  fakeDeps,
  fakeTerminal,
  type MemoryGameStore,
  type FakeContext,
  type FakeTerminal,
} from './serve-connection-fakes.js';

const KEY = { enter: '\r', escape: '\x1b', tab: '\t', down: '\x1b[B', left: '\x1b[D', right: '\x1b[C' };
const PGUP = '\x1b[5~';

interface World {
  deps: ConnectionDeps;
  store: MemoryGameStore;
}

/** The mini map with one more Allied unit, Ghost Sqn, far out of the Axis units' sight (west edge, 00,03). */
function world(): World {
  const base = miniScenario();
  const ghost = {
    ...base.units.find((u) => u.id === 'a-inf1')!,
    id: 'a-ghost',
    name: 'Ghost Sqn',
    hex: '00,03',
  };
  const scenario = miniScenario({ units: [...base.units, ghost] });
  return fakeDeps(scenario, ['ann', 'bob']);
}

interface Conn {
  term: FakeTerminal;
  ctx: FakeContext;
}

const open: Conn[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.ctx.drop();
});

function connect(w: World, name: string): Conn {
  const identity: Identity = { kind: 'account', account: account(name) };
  const term = fakeTerminal(80, 24);
  const ctx = fakeContext(identity, term);
  void makeConnectionHandler(w.deps)(ctx);
  const c = { term, ctx };
  open.push(c);
  return c;
}

async function until(c: Conn, text: string | RegExp, tries = 60): Promise<string> {
  let shown = '';
  for (let i = 0; i < tries; i++) {
    shown = await c.term.text();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the screen never showed ${String(text)}:\n${shown}`);
}

/** The status line (the last row), where an order key is answered. */
async function status(c: Conn): Promise<string> {
  return (await c.term.lines())[23] ?? '';
}

/** ann challenges as Allied (who moves first), bob accepts as Axis: bob is in the live view. */
async function liveGame(w: World): Promise<{ ann: Conn; bob: Conn; id: string }> {
  const ann = connect(w, 'ann');
  await until(ann, 'lobby · ann');
  await ann.term.type('c', KEY.down, KEY.down, KEY.down, KEY.right, KEY.enter);
  await until(ann, 'Open challenge made');
  const bob = connect(w, 'bob');
  await until(bob, 'Open challenges (1)');
  await bob.term.type(KEY.tab, 'a');
  await until(bob, 'Live: the Allied part as it is played, through your fog.');
  await until(ann, 'your turn');
  // ann opens her part; the match card closes.
  await ann.term.type(KEY.enter, KEY.escape);
  expect(await status(ann)).toMatch(/Turn 1\/6 .*Allied/);
  return { ann, bob, id: w.store.mine('bob')[0]!.id };
}

describe('serve: live play (issue 19 "each sees the other\'s moves as they happen")', () => {
  it('the waiting player sees each move of the other part as it is committed, on his own map and report; order keys are told to wait; his part then opens in place', async () => {
    const w = world();
    const { ann, bob, id } = await liveGame(w);
    // bob's screen is the game on his own side: his unit list is the Axis units.
    const first = await bob.term.text();
    expect(first).toContain('Units: all');
    expect(first).toContain('I/901');
    // Keys that give no order work: the cursor moves, the hex info follows it.
    const hexBefore = /Hex (\d\d,\d\d)/.exec(first)![1];
    await bob.term.type(KEY.right);
    const hexAfter = /Hex (\d\d,\d\d)/.exec(await bob.term.text())![1];
    expect(hexAfter).not.toBe(hexBefore);
    // Order keys, the end of the part and undo are answered with whose part it is.
    for (const k of ['m', 'e', 'u']) {
      await bob.term.type(k);
      expect(await status(bob)).toContain('It is the Allied part: wait for it.');
    }
    // ann drives 4 CLY (01,03) east along the road into I/901's sight: one command, not the part's end.
    await ann.term.type(PGUP, ' ', 'm', ...Array<string>(5).fill(KEY.right), KEY.enter);
    expect(await ann.term.text()).toContain('4 CLY moves 01,03 → 06,03');
    expect(w.store.mine('ann').find((g) => g.id === id)?.toMove).toBe('allied');
    // bob sees it at once, in his report and on his map, while it is still ann's part.
    const seen = await until(bob, '4 CLY');
    expect(seen).toContain('Report (');
    expect(await status(bob)).not.toMatch(/What you saw/);
    // Nothing bob pressed reached the store.
    expect(w.store.commits.every((c) => c.account === 'ann')).toBe(true);
    // ann ends her part: bob's own part opens in place, on the window of what he saw, the cursor
    // where he left it.
    await ann.term.type('e');
    // ann now follows bob's part, her map where she left it (on 4 CLY, not back at her HQ).
    expect(await until(ann, 'Live: the Axis part as it is played')).toContain('Hex 06,03');
    await until(bob, 'What you saw of the Allied turn');
    await bob.term.type(KEY.escape);
    const own = await bob.term.text();
    expect((await bob.term.lines())[23]).toMatch(/Turn 1\/6 .*Axis/);
    expect(/Hex (\d\d,\d\d)/.exec(own)![1]).toBe(hexAfter);
    // And it is his part now: the end of the part is no longer refused, and ann's turn 2 opens.
    await bob.term.type('e');
    await until(ann, /Turn 2\/6 .*Allied/);
    expect(w.store.commits.at(-1)?.account).toBe('bob');
  });

  it('an undo of the other part is followed too: the screen says so, and the next command still shows at once', async () => {
    const w = world();
    const { ann, bob, id } = await liveGame(w);
    // ann selects 1/7 Queens (02,03) and moves it one hex east: a move that reveals nothing.
    await ann.term.type(PGUP, KEY.right, ' ', 'm', KEY.right, KEY.enter);
    expect(await ann.term.text()).toContain('1/7 Queens moves 02,03 → 03,03');
    await ann.term.type('u');
    expect(await status(ann)).toContain('Move undone.');
    await until(bob, 'The Allied side took back 1 order.');
    expect(w.store.commits.map((c) => c.log)).toEqual([1, 0]);
    // The live view is still in step: the next command shows at once.
    // The cursor stayed on 03,03: two hexes west is 4 CLY.
    expect(await ann.term.text()).toContain('Hex 03,03');
    await ann.term.type(KEY.left, KEY.left, ' ', 'm', ...Array<string>(5).fill(KEY.right), KEY.enter);
    await until(ann, '4 CLY moves 01,03 → 06,03');
    const report = await until(bob, '4 CLY');
    expect(report).not.toContain('Queens');
    // q leaves the live view for the lobby, and the lobby's q the server: no subscription is left.
    await bob.term.type('q');
    await until(bob, 'lobby · bob');
    await bob.term.type('q');
    expect(bob.ctx.closedWith?.code).toBe(0);
    expect(w.store.listenerCount(id)).toBe(0);
  });
});

describe('serve: fog over the wire, live (issue 19)', () => {
  it('no chunk sent to the waiting Axis player ever shows the Allied unit out of his sight, while it moves (the Allied screen shows it)', async () => {
    const w = world();
    const leaks: string[] = [];
    const ann = connect(w, 'ann');
    await until(ann, 'lobby · ann');
    await ann.term.type('c', KEY.down, KEY.down, KEY.down, KEY.right, KEY.enter);
    await until(ann, 'Open challenge made');
    const bob = connect(w, 'bob');
    // Its name, or its move in any words (eventsFor of the wrong side reports "an unseen enemy
    // unit moves 00,03 → 00,04").
    bob.term.onFrame((rows) => {
      for (const r of rows) if (r.includes('Ghost') || r.includes('→ 00,04')) leaks.push(r);
    });
    await until(bob, 'Open challenges (1)');
    await bob.term.type(KEY.tab, 'a');
    await until(bob, 'Live: the Allied part');
    await until(ann, 'your turn');
    await ann.term.type(KEY.enter, KEY.escape);
    // Ghost Sqn (00,03, west of 4 CLY) moves a hex south, out of every Axis unit's sight. The control: the
    // Allied screen names it (its unit list and report), so the scan below can find the name.
    await ann.term.type(PGUP, KEY.left);
    await ann.term.type(' ', 'm', KEY.down, KEY.enter);
    const annScreen = await until(ann, 'Ghost Sqn moves');
    expect(annScreen).toContain('Ghost Sqn');
    // bob's live view follows both commits: the second shows him 4 CLY.
    // Then 4 CLY (01,03, up and right of the Ghost's new hex) drives into sight.
    await ann.term.type('\x1b[A', KEY.right, ' ', 'm', ...Array<string>(5).fill(KEY.right), KEY.enter);
    await until(ann, '4 CLY moves 01,03 → 06,03');
    await until(bob, '4 CLY');
    // bob's live view is seated on the Axis side: were it the Allied side's, his unit list (every
    // Allied unit) and his report ("Ghost Sqn moves") would name it.
    expect(await bob.term.text()).toContain('I/901');
    expect(leaks).toEqual([]);
    expect(bob.term.raw()).not.toContain('Ghost');
    expect(bob.term.raw()).not.toContain('→ 00,04');
    // And after the part ends, the "what you saw" window and its replay keep it hidden too.
    await ann.term.type('e');
    await until(bob, 'What you saw of the Allied turn');
    await bob.term.type('p');
    expect(leaks).toEqual([]);
    expect(bob.term.raw()).not.toContain('Ghost');
  });
});
