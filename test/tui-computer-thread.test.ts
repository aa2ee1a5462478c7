// Issue 21, "Ctrl-C always works": the computer's turn runs off the main thread, so a key or a
// signal is handled while it thinks; the thread's commands are the ones the A/I gives in place.

import { afterEach, describe, expect, it } from 'vitest';
import { loadBundledGameScenario } from '../src/scenario/bundled.js';
import { GameSession } from '../src/session/session.js';
import {
  startComputerPool,
  startComputerThread,
  type ComputerPool,
  type ThreadedComputer,
} from '../src/tui/computer-thread.js';
import { drive, harness, KEY, makeApp, type Driven } from './tui-harness.js';

const settle = (ms = 0) => new Promise((r) => setTimeout(r, ms));

let d: Driven | undefined;
let thread: ThreadedComputer | undefined;
let pool: ComputerPool | undefined;
afterEach(() => {
  d?.close();
  thread?.close();
  pool?.close();
  d = thread = pool = undefined;
});

describe('the computer thread', () => {
  it('gives the same commands as the A/I on the main thread (kursk-south, first Axis part)', async () => {
    const { system, scenario } = loadBundledGameScenario('kursk-south');
    const session = new GameSession(system, scenario, { seed: '21' });
    const side = system.actingSide(session.state);
    thread = startComputerThread();
    const threaded = await thread.play(session, side);
    const inPlace = system
      .createPlayer(system.players[0]!, session.state, side, {})
      .playSideTurn(session.state);
    expect(threaded.length).toBeGreaterThan(0);
    expect(threaded).toEqual(inPlace.commands);
  }, 60_000);
});

describe('one thread for many games (the server, issue 19)', () => {
  it('plays two games of different scenarios by their keys, and again after forgetting one', async () => {
    const a = loadBundledGameScenario('test-crossroads');
    const b = loadBundledGameScenario('villers-bocage');
    const ga = new GameSession(a.system, a.scenario, { seed: '5' });
    const gb = new GameSession(b.system, b.scenario, { seed: '6' });
    const sa = a.system.actingSide(ga.state);
    const sb = b.system.actingSide(gb.state);
    const inPlace = (s: GameSession, side: string) =>
      s.system.createPlayer(s.system.players[0]!, s.state, side, {}).playSideTurn(s.state).commands;
    pool = startComputerPool();
    const [ca, cb] = await Promise.all([pool.play('a', ga, sa), pool.play('b', gb, sb)]);
    expect(ca).toEqual(inPlace(ga, sa));
    expect(cb).toEqual(inPlace(gb, sb));
    // Forgotten, the game's set-up is sent again with the next request.
    pool.forget('a');
    expect(await pool.play('a', ga, sa)).toEqual(ca);
  }, 60_000);
});

describe('while the computer thinks', () => {
  it('Ctrl-C quits at once, and the commands that come later are not played', async () => {
    let answer: ((c: readonly unknown[]) => void) | undefined;
    let quit = false;
    const { app, session } = makeApp({
      players: { allied: 'human', axis: 'computer' },
      onQuit: () => (quit = true),
      app: {
        deferComputer: true,
        computerThread: () => new Promise((r) => (answer = r)),
      },
    });
    d = drive(app);
    await d.keys('e');
    await settle(5);
    expect(app.thinking).toBe('axis');
    expect((await d.lines())[23]).toContain('The computer is playing the Axis turn');
    // Other keys wait; the map does not move under a turn being played.
    const before = app.cursor;
    await d.keys(KEY.right, 'e');
    expect(app.cursor).toBe(before);
    const log = session.log.length;
    await d.keys('\x03');
    expect(quit).toBe(true);
    answer!([]);
    await settle(5);
    expect(session.log.length).toBe(log);
  });

  it('when the thread answers, its part is played and the turn comes back to the player', async () => {
    const h = harness({
      app: {
        deferComputer: true,
        computerThread: () => settle(20).then(() => []),
      },
    });
    d = h;
    await h.keys('e');
    await settle(5);
    expect(h.app.thinking).toBe('axis');
    await settle(60);
    expect(h.app.thinking).toBeNull();
    await h.dismiss();
    expect((await h.lines())[23]).toMatch(/Turn 2\//);
  });

  it('a thread that fails ends the computer part with a warning, not a hang', async () => {
    const h = harness({
      app: { deferComputer: true, computerThread: () => Promise.reject(new Error('out of memory')) },
    });
    d = h;
    await h.keys('e');
    await settle(20);
    expect(h.app.thinking).toBeNull();
    expect(h.app.message?.text).toMatch(/The computer player failed \(out of memory\)/);
  });
});
