// 20,000 random keys never throw and leave a consistent game (issue 5): the session's state is
// exactly what replaying its command log gives, and the client's selection and cursor stay valid.
// The App is driven without a terminal (no timers, no streams) so that this runs in seconds.
import { describe, expect, it } from 'vitest';
import { SIDES } from '../src/engine/systems/panzer/model/unit.js';
import { stateHash } from '../src/engine/systems/panzer/serialize.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { GameSession } from '../src/session/session.js';
import { Frame } from '../src/tui/frame.js';
import { CONTEXTS } from '../src/tui/keymap.js';
import { miniScenario } from './fixtures/mini.js';
import { makeApp } from './tui-harness.js';

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzzing the client with random keys', () => {
  it('20,000 random keys: no throw, a consistent game', () => {
    const scenario = miniScenario();
    const quit = { n: 0 };
    // Quitting (through the palette, say) is a legal end; the fuzz carries on as if the player
    // had started the client again on the same session.
    const onQuit = () => {
      quit.n++;
      app.quitting = false;
    };
    const { app, session } = makeApp({
      scenario,
      seed: 'fuzz',
      players: { allied: 'human', axis: 'computer' },
      settings: { confirmEndTurn: true, confirmFire: true, confirmQuit: true },
      onQuit,
    });
    // Every bound key except quitting, plus keys nobody bound and printable characters.
    const pool = new Set<string>([
      'backspace',
      'escape',
      'enter',
      'space',
      'x',
      'Q',
      '5',
      'f12',
      'C-a',
      'M-x',
    ]);
    for (const c of CONTEXTS)
      for (const [k, action] of app.keymap.byKey.get(c) ?? [])
        if (action !== 'quit' && action !== 'abort') pool.add(k);
    const keys = [...pool];
    const rnd = mulberry32(20260522);
    const sizes = [
      [80, 24],
      [120, 40],
      [79, 24],
      [200, 60],
    ] as const;
    let frame = new Frame(80, 24);
    for (let i = 0; i < 20_000; i++) {
      const k = keys[Math.floor(rnd() * keys.length)]!;
      app.key(k, k.length === 1 ? k : undefined);
      if (i % 500 === 0) {
        const [c, r] = sizes[Math.floor(rnd() * sizes.length)]!;
        frame = new Frame(c, r);
      }
      // Drawing every fourth key keeps the test quick; sizes include one that is too small.
      if (i % 4 === 0) app.draw(frame);
    }
    // The session is what its log replays to (design invariant 1).
    const replay = GameSession.replay(
      panzerSystem,
      scenario,
      { seed: 'fuzz', players: { allied: 'human', axis: 'computer' } },
      session.log,
    );
    expect(replay.error).toBeUndefined();
    expect(stateHash(replay.session.state)).toBe(stateHash(session.state));
    // The game went somewhere: commands were given and turns ended.
    expect(session.log.length).toBeGreaterThan(10);
    expect(session.log.some((c) => c.type === 'endTurn')).toBe(true);
    // The client's own state is valid.
    const board = session.state.world.board;
    for (const s of SIDES) expect(app.desks[s]!.cursor).toBeGreaterThanOrEqual(0);
    for (const s of SIDES) expect(app.desks[s]!.cursor).toBeLessThan(board.size);
    for (const u of app.selected) expect(session.state.world.units[u]!.side).toBe(app.viewer);
    for (const u of session.state.units) expect(u.mp).toBeGreaterThanOrEqual(0);
  });

  it('hot-seat: 5,000 random keys with the hand-overs and passwords in between stay consistent', () => {
    const scenario = miniScenario();
    const players = { allied: 'human', axis: 'human' } as const;
    const passwords = { allied: 'al', axis: 'ax' } as const;
    const { app, session } = makeApp({ scenario, seed: 'fuzz-hs', players, passwords, onQuit: () => {} });
    const pool = new Set<string>(['escape', 'enter', 'space']);
    for (const c of CONTEXTS)
      for (const [k, action] of app.keymap.byKey.get(c) ?? [])
        if (action !== 'quit' && action !== 'abort') pool.add(k);
    const keys = [...pool];
    const rnd = mulberry32(7);
    const frame = new Frame(100, 30);
    let handovers = 0;
    for (let i = 0; i < 5_000; i++) {
      const s = app.screen;
      if (s.kind === 'password') {
        // The right player comes to the keyboard and types their password.
        for (const ch of passwords[s.side as keyof typeof passwords]) app.key(ch, ch);
        app.key('enter');
      } else {
        if (s.kind === 'handover') handovers++;
        const k = keys[Math.floor(rnd() * keys.length)]!;
        app.key(k, k.length === 1 ? k : undefined);
      }
      if (i % 4 === 0) app.draw(frame);
    }
    expect(handovers).toBeGreaterThan(2);
    const replay = GameSession.replay(panzerSystem, scenario, { seed: 'fuzz-hs', players }, session.log);
    expect(replay.error).toBeUndefined();
    expect(stateHash(replay.session.state)).toBe(stateHash(session.state));
  });
});
