// Issue 19 "Asynchronous play" and "Spectators": the games that live on the server, played in
// parts by accounts and the computer, refereed by the server, shown to spectators late.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ComputerSide, SideId } from '../src/engine/core/system.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { SideView } from '../src/engine/systems/panzer/view.js';
import type { GameSummary } from '../src/serve/contract.js';
import { computerRunner } from '../src/serve/store/computer.js';
import type { GameRecord, PartDoc } from '../src/serve/store/game-record.js';
import {
  GameRefusal,
  ServerGameStore,
  type RunComputer,
  type ServerGameStoreOptions,
} from '../src/serve/store/games.js';
import { FileStorage, MemoryStorage, type Storage } from '../src/serve/store/storage.js';
import { GameSession, type AnySession } from '../src/session/session.js';

const SCEN = 'test-crossroads';
const DAY = 24 * 3600 * 1000;

function clock(start = Date.parse('2026-03-01T10:00:00.000Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    get ms() {
      return t;
    },
  };
}

function counter(prefix = 'g') {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** A store over `storage` with a fixed clock and ids, and a fake computer that only ends its part. */
function makeStore(o: Partial<ServerGameStoreOptions> & { storage?: Storage } = {}) {
  const c = clock();
  const notes: { account: string; summary: GameSummary }[] = [];
  const logs: string[] = [];
  const fake = vi.fn<RunComputer>(() => []);
  const store = new ServerGameStore(o.storage ?? new MemoryStorage(), {
    runComputer: fake,
    notify: (account, summary) => notes.push({ account, summary }),
    now: c.now,
    newId: counter(),
    log: (l) => logs.push(l),
    ...o,
  });
  return { store, clock: c, notes, logs, fake };
}

/**
 * One side's part played with the system's A/I (one player per side, kept in `ais`), command by
 * command on the client's session; `after` runs after each command (a commit, as the client does).
 */
function aiPart(
  session: AnySession,
  side: SideId,
  ais: Map<SideId, ComputerSide<unknown, unknown>>,
  after: (cmd: unknown) => void = () => undefined,
): void {
  const sys = session.system;
  let ai = ais.get(side);
  if (!ai) ais.set(side, (ai = sys.createPlayer(sys.players[0]!, session.state, side, {})));
  for (const cmd of ai.playSideTurn(session.state).commands) {
    if (sys.result(session.state) !== null || sys.actingSide(session.state) !== side) break;
    if (session.apply(cmd).ok) after(cmd);
  }
  if (sys.result(session.state) === null && sys.actingSide(session.state) === side) {
    session.apply(sys.endTurnCommand(session.state));
    after(null);
  }
}

/** Ends the side's part at once. */
function endPart(session: AnySession): void {
  const r = session.apply(session.system.endTurnCommand(session.state));
  expect(r.ok).toBe(true);
}

const refusal = (f: () => unknown): GameRefusal => {
  try {
    f();
  } catch (e) {
    if (e instanceof GameRefusal) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('issue 19 a game against the computer', () => {
  it('commit → the computer’s part runs → the player’s part again, and `since` holds the computer’s events', () => {
    const { store, fake, notes } = makeStore();
    const s0 = store.createVsComputer('Ann', SCEN, 'allied', 'seed-1');
    expect(s0).toMatchObject({
      id: 'g1',
      status: 'active',
      toMove: 'allied',
      turn: 1,
      title: 'Test Crossroads',
    });
    expect(s0.seats).toEqual({ allied: { kind: 'account', name: 'Ann' }, axis: { kind: 'computer' } });
    const opened = store.open('ann', 'g1');
    expect(opened.side).toBe('allied');
    expect(opened.since).toBeUndefined();
    const sys = opened.session.system;
    // The client commits after every command: each is stored, nothing is lost on a drop.
    let commits = 0;
    aiPart(opened.session, 'allied', new Map(), () => {
      const sum = store.commit('Ann', 'g1', opened.session);
      commits++;
      if (sum.toMove === 'allied' && sum.turn === 1)
        expect(store.open('Ann', 'g1').session.log.length).toBe(opened.session.log.length);
    });
    expect(commits).toBeGreaterThan(3);
    expect(fake).toHaveBeenCalledTimes(1);
    expect(fake.mock.calls[0]![1]).toBe('axis');
    expect(fake.mock.calls[0]![2]).toBe('g1');
    // The fake computer played nothing: the store ended its part, as App.playComputer does.
    const mine = opened.session;
    const partEnd = { log: mine.log.length, hash: sys.hash(mine.state) };
    const r = sys.apply(mine.state, sys.endTurnCommand(mine.state));
    expect(r.ok).toBe(true);
    const again = store.open('Ann', 'g1');
    expect(again.summary).toMatchObject({ toMove: 'allied', turn: 2 });
    expect(again.session.log.length).toBe(partEnd.log + 1);
    expect(JSON.stringify(again.since!.events)).toBe(JSON.stringify(r.ok ? r.events : []));
    expect(again.since!.before!.log).toBe(partEnd.log);
    expect(sys.hash(again.since!.before!.state)).toBe(partEnd.hash);
    // Once the player gives an order in the new part, the computer's part is no longer `since`.
    const ai2 = sys.createPlayer(sys.players[0]!, again.session.state, 'allied', {});
    expect(ai2.playSideTurn(again.session.state).commands.some((c) => again.session.apply(c).ok)).toBe(true);
    store.commit('Ann', 'g1', again.session);
    expect(store.open('Ann', 'g1').since).toBeUndefined();
    // Playing against the computer tells nobody: the player is there.
    expect(notes).toEqual([]);
  }, 30_000);

  it('the computer moves first when the player takes the second side; the real A/I plays its parts', () => {
    const { store } = makeStore({ runComputer: computerRunner() });
    const s = store.createVsComputer('Ann', SCEN, 'axis', 'seed-2');
    expect(s).toMatchObject({ toMove: 'axis', turn: 1 });
    const o = store.open('Ann', 'g1');
    const sys = o.session.system;
    expect(o.session.log.length).toBeGreaterThan(1);
    // The computer's part, as the axis is shown it: from the start of the game.
    expect(o.since!.before!.log).toBe(0);
    expect(o.since!.events.length).toBeGreaterThan(0);
    aiPart(o.session, 'axis', new Map());
    const after = store.commit('Ann', 'g1', o.session);
    expect(after).toMatchObject({ toMove: 'axis', turn: 2 });
    const o2 = store.open('Ann', 'g1');
    expect(o2.session.log.length).toBeGreaterThan(o.session.log.length);
    expect(o2.since!.before!.log).toBe(o.session.log.length);
    expect(sys.hash(o2.since!.before!.state)).toBe(sys.hash(o.session.state));
  }, 60_000);

  it('an asynchronous computer: commits wait, then the game is stored and the player told', async () => {
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    const { store, notes } = makeStore({ runComputer: () => gate.then(() => []) });
    store.createVsComputer('Ann', SCEN, 'allied', 'seed-3');
    const o = store.open('Ann', 'g1');
    endPart(o.session);
    expect(store.commit('Ann', 'g1', o.session)).toMatchObject({ toMove: 'axis' });
    const o2 = store.open('Ann', 'g1');
    expect(refusal(() => store.commit('Ann', 'g1', o2.session)).code).toBe('computer-playing');
    release();
    await store.idle('g1');
    expect(store.summary('g1')).toMatchObject({ toMove: 'allied', turn: 2 });
    expect(notes.map((n) => [n.account, n.summary.toMove])).toEqual([['Ann', 'allied']]);
    // While the player follows the game live, the computer's part tells no one.
    const live: GameSummary[] = [];
    const off = store.subscribe('g1', (x) => live.push(x));
    let again!: () => void;
    const gate2 = new Promise<void>((r) => (again = r));
    gate = gate2;
    const o3 = store.open('Ann', 'g1');
    endPart(o3.session);
    store.commit('Ann', 'g1', o3.session);
    again();
    await store.idle('g1');
    expect(live.map((x) => x.toMove)).toEqual(['axis', 'allied']);
    expect(notes).toHaveLength(1);
    off();
  });

  it('a game survives a restart of the server, in the middle of a part: the same game, `since` and times', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-games-'));
    try {
      const a = makeStore({ storage: new FileStorage(dir) });
      a.store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'side-late' });
      a.store.accept('Bob', 'g1');
      const ais = new Map<SideId, ComputerSide<unknown, unknown>>();
      const o = a.store.open('Ann', 'g1');
      aiPart(o.session, 'allied', ais, () => a.store.commit('Ann', 'g1', o.session));
      // Bob gives some of his part's commands, each committed, then the server stops.
      a.clock.advance(3600_000);
      const b = a.store.open('Bob', 'g1');
      const sys = b.session.system;
      const cmds = sys
        .createPlayer(sys.players[0]!, b.session.state, 'axis', {})
        .playSideTurn(b.session.state)
        .commands.filter((c) => !sys.endsTurn(c));
      let given = 0;
      for (const c of cmds.slice(0, 4))
        if (b.session.apply(c).ok && ++given) a.store.commit('Bob', 'g1', b.session);
      expect(given).toBeGreaterThan(0);
      const ann = a.store.open('Ann', 'g1');
      const bob = a.store.open('Bob', 'g1');
      const summary = a.store.summary('g1');
      const watched = sys.hash(a.store.watch('Cy', 'g1').session.state);
      const r = makeStore({ storage: new FileStorage(dir) });
      expect(r.store.summary('g1')).toEqual(summary);
      expect(sys.hash(r.store.watch('Cy', 'g1').session.state)).toBe(watched);
      for (const [was, now] of [
        [ann, r.store.open('Ann', 'g1')],
        [bob, r.store.open('Bob', 'g1')],
      ] as const) {
        expect(sys.hash(now.session.state)).toBe(sys.hash(was.session.state));
        expect(now.session.log).toEqual(was.session.log);
        expect(JSON.stringify(now.since)).toBe(JSON.stringify(was.since));
      }
      // Ann is shown Bob's commands so far (the events of the part document, given again).
      expect(ann.since!.events.length).toBeGreaterThan(0);
      // Bob goes on where he was.
      const go = r.store.open('Bob', 'g1');
      endPart(go.session);
      expect(r.store.commit('Bob', 'g1', go.session)).toMatchObject({ toMove: 'allied', turn: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('a crash between the record and the part document: a part document of an ended part is ignored', () => {
    const storage = new MemoryStorage();
    const a = makeStore({ storage });
    a.store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    a.store.accept('Bob', 'g1');
    const o = a.store.open('Ann', 'g1');
    let stale: PartDoc | undefined;
    aiPart(o.session, 'allied', new Map(), () => {
      a.store.commit('Ann', 'g1', o.session);
      stale = storage.get<PartDoc>('parts', 'g1') ?? stale;
    });
    // The part ended: the record holds it, and its part document was dropped after.
    expect(storage.get('parts', 'g1')).toBeUndefined();
    expect(stale!.commands.length).toBeGreaterThan(0);
    // As if the server had died between the two writes.
    storage.put('parts', 'g1', stale);
    const b = makeStore({ storage }).store.open('Bob', 'g1');
    const sys = b.session.system;
    expect(b.session.log).toEqual(o.session.log);
    expect(sys.hash(b.session.state)).toBe(sys.hash(o.session.state));
  }, 30_000);

  it('a damaged game document is logged and left out; a stored session changed by hand is refused', () => {
    const storage = new MemoryStorage();
    const a = makeStore({ storage });
    a.store.createVsComputer('Ann', SCEN, 'allied', 'seed-5');
    a.store.createVsComputer('Ann', SCEN, 'allied', 'seed-6');
    a.store.createVsComputer('Ann', SCEN, 'allied', 'seed-6');
    // g3 has a command of the part stored after its save.
    const o3 = a.store.open('Ann', 'g3');
    const sys3 = o3.session.system;
    const ai3 = sys3.createPlayer(sys3.players[0]!, o3.session.state, 'allied', {});
    expect(ai3.playSideTurn(o3.session.state).commands.some((c) => o3.session.apply(c).ok)).toBe(true);
    a.store.commit('Ann', 'g3', o3.session);
    // The command is in the part document, not in the game record.
    expect(storage.get<GameRecord>('games', 'g3')!.partStart.log).toBe(0);
    storage.update<PartDoc>('parts', 'g3', (p) => {
      expect(p!.commands).toHaveLength(1);
      return { ...p!, commands: [{ type: 'move', unit: 9999, path: [1, 2] }] };
    });
    storage.update<GameRecord>('games', 'g1', (r) => ({ ...r!, status: 'sleeping' as never }));
    storage.update<GameRecord>('games', 'g2', (r) => {
      const save = r!.save as { meta: { turn: number } };
      return { ...r!, save: { ...save, meta: { ...save.meta, turn: 9 } } };
    });
    const b = makeStore({ storage });
    expect(b.store.damaged).toEqual(['g1']);
    expect(b.logs[0]).toMatch(/^games\/g1: field "status" /);
    expect(
      b.store
        .mine('Ann')
        .map((x) => x.id)
        .sort(),
    ).toEqual(['g2', 'g3']);
    // The save module's checks apply to the stored game: the integrity hash catches the change.
    expect(() => b.store.open('Ann', 'g2')).toThrow(/games\/g2: this save was changed or damaged/);
    // The part's commands after the save go through the rules again.
    expect(() => b.store.open('Ann', 'g3')).toThrow(/parts\/g3: command 1 is refused by the rules/);
  });
});

describe('issue 19 two accounts playing one game asynchronously', () => {
  it('A’s part → B is notified → B opens and is shown A’s part → B’s part → A is notified…', () => {
    const { store, notes } = makeStore();
    const ch = store.challenge({
      account: 'Ann',
      scenarioId: SCEN,
      side: 'allied',
      opponent: 'Bob',
      spectators: 'side-late',
    });
    expect(ch).toMatchObject({
      status: 'open',
      toMove: null,
      seats: { allied: { kind: 'account', name: 'Ann' }, axis: null },
    });
    expect(notes.map((n) => [n.account, n.summary.status])).toEqual([['Bob', 'open']]);
    expect(store.openChallenges('bob').map((x) => x.id)).toEqual(['g1']);
    expect(store.openChallenges('Cy')).toEqual([]);
    expect(store.openChallenges('Ann')).toEqual([]);
    expect(store.accept('Bob', 'g1')).toMatchObject({ status: 'active', toMove: 'allied' });
    expect(notes.at(-1)).toMatchObject({ account: 'Ann', summary: { toMove: 'allied' } });
    const ais = new Map<SideId, ComputerSide<unknown, unknown>>();
    const sys = store.open('Ann', 'g1').session.system;
    for (let part = 0; part < 4; part++) {
      const [me, them] = part % 2 === 0 ? ['Ann', 'Bob'] : ['Bob', 'Ann'];
      const side = part % 2 === 0 ? 'allied' : 'axis';
      const o = store.open(me!, 'g1');
      expect(o.side).toBe(side);
      const startLog = o.session.log.length;
      if (part > 0) {
        // Shown the opponent's part from where it began: its events, replayed from that state.
        expect(o.since!.before!.log).toBeLessThan(startLog);
        expect(o.since!.events.length).toBeGreaterThan(0);
        let st = o.since!.before!.state;
        const all: unknown[] = [];
        for (const cmd of o.session.log.slice(o.since!.before!.log)) {
          const r = sys.apply(st, cmd);
          if (!r.ok) throw new Error(r.error.message);
          st = r.state;
          all.push(...r.events);
        }
        expect(sys.hash(st)).toBe(sys.hash(o.session.state));
        expect(JSON.stringify(o.since!.events)).toBe(JSON.stringify(all));
      }
      // The other player may open the game meanwhile, but not give orders in this part.
      const theirs = store.open(them!, 'g1');
      const lateSide = side === 'allied' ? 'axis' : 'allied';
      expect(theirs.session.system.actingSide(theirs.session.state)).not.toBe(lateSide);
      endPartCopy(theirs.session);
      expect(refusal(() => store.commit(them!, 'g1', theirs.session)).message).toMatch(
        /command \d+: it is the .* part, not the .* one/,
      );
      const before = notes.length;
      aiPart(o.session, side, ais, () => store.commit(me!, 'g1', o.session));
      // Only the end of the part tells the opponent, once.
      expect(notes.slice(before).map((n) => [n.account, n.summary.toMove])).toEqual([[them, lateSide]]);
    }
    expect(store.mine('bob').map((x) => x.id)).toEqual(['g1']);
  }, 60_000);

  it('the server is the referee: a command the rules refuse, or a copy out of date, is refused', () => {
    const { store } = makeStore();
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    store.accept('Bob', 'g1');
    const o = store.open('Ann', 'g1');
    const sys = o.session.system;
    const forged = GameSession.fromSnapshot(
      sys,
      o.session.scenario,
      { seed: o.session.seed, players: o.session.players },
      [...o.session.log, { type: 'move', unit: 9999, path: [1, 2] }],
      o.session.state,
    );
    expect(refusal(() => store.commit('Ann', 'g1', forged)).message).toMatch(
      /^command 1 is refused by the rules: /,
    );
    // An old copy after the part moved on.
    const old = store.open('Ann', 'g1');
    endPart(o.session);
    store.commit('Ann', 'g1', o.session);
    endPartCopy(old.session);
    const b = store.open('Bob', 'g1');
    endPart(b.session);
    store.commit('Bob', 'g1', b.session);
    expect(refusal(() => store.commit('Ann', 'g1', old.session)).code).toBe('stale');
    expect(refusal(() => store.commit('Cy', 'g1', o.session)).code).toBe('not-a-player');
  });

  it('a command taken back (undo) after its commit is taken back on the server, and from what B is shown', () => {
    const { store } = makeStore();
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    store.accept('Bob', 'g1');
    const o = store.open('Ann', 'g1');
    const sys = o.session.system;
    const ai = sys.createPlayer(sys.players[0]!, o.session.state, 'allied', {});
    let undone = false;
    for (const cmd of ai.playSideTurn(o.session.state).commands) {
      if (sys.actingSide(o.session.state) !== 'allied') break;
      if (!o.session.apply(cmd).ok) continue;
      store.commit('Ann', 'g1', o.session);
      if (!undone && o.session.canUndo()) {
        expect(o.session.undo().ok).toBe(true);
        store.commit('Ann', 'g1', o.session);
        undone = true;
        const server = store.open('Ann', 'g1').session;
        expect(sys.hash(server.state)).toBe(sys.hash(o.session.state));
        expect(server.log.length).toBe(o.session.log.length);
      }
    }
    expect(undone).toBe(true);
    if (sys.actingSide(o.session.state) === 'allied') endPart(o.session);
    store.commit('Ann', 'g1', o.session);
    const b = store.open('Bob', 'g1');
    // Bob's replay of Ann's part, from its start, gives exactly the events he is shown.
    let st = b.since!.before!.state;
    const all: unknown[] = [];
    for (const cmd of b.session.log.slice(b.since!.before!.log)) {
      const r = sys.apply(st, cmd);
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
      all.push(...r.events);
    }
    expect(JSON.stringify(b.since!.events)).toBe(JSON.stringify(all));
  }, 30_000);
});

describe('issue 19 the server’s copy follows the client (property)', () => {
  it('any mix of commands, undos and commits: after a commit the stored game is the client’s', () => {
    // The allied A/I's commands of its first part (not its end), from the start of seed "prop".
    const probe = makeStore();
    probe.store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    const start = (() => {
      probe.store.accept('Bob', 'g1');
      return probe.store.open('Ann', 'g1').session;
    })();
    const sys = start.system;
    const cmds = sys
      .createPlayer(sys.players[0]!, start.state, 'allied', {})
      .playSideTurn(start.state)
      .commands.filter((c) => !sys.endsTurn(c));
    expect(cmds.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('cmd', 'cmd', 'undo', 'commit'), { minLength: 1, maxLength: 24 }),
        (actions) => {
          const storage = new MemoryStorage();
          const { store } = makeStore({ storage, newSeed: () => start.seed });
          store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
          store.accept('Bob', 'g1');
          const o = store.open('Ann', 'g1');
          let next = 0;
          for (const a of actions) {
            if (a === 'cmd' && next < cmds.length) o.session.apply(cmds[next++]);
            else if (a === 'undo') o.session.undo();
            else if (a === 'commit') store.commit('Ann', 'g1', o.session);
          }
          store.commit('Ann', 'g1', o.session);
          for (const server of [
            store.open('Ann', 'g1').session,
            makeStore({ storage }).store.open('Ann', 'g1').session,
          ]) {
            expect(server.log).toEqual(o.session.log);
            expect(sys.hash(server.state)).toBe(sys.hash(o.session.state));
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

/** Ends the acting side's part on a copy (whoever's it is). */
function endPartCopy(session: AnySession): void {
  session.apply(session.system.endTurnCommand(session.state));
}

describe('issue 19 accepting and opening: the refusals', () => {
  it('own challenge, seat taken, invited only, unknown game, game over', () => {
    const storage = new MemoryStorage();
    const { store } = makeStore({ storage });
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'axis', opponent: 'Bob', spectators: 'none' });
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'axis', spectators: 'none' });
    const own = refusal(() => store.accept('ANN', 'g1'));
    expect([own.code, own.message]).toEqual([
      'own-challenge',
      'this is your own challenge: another player must accept it',
    ]);
    expect(refusal(() => store.accept('Cy', 'g2')).message).toBe('this challenge is for Bob only');
    store.accept('Bob', 'g1');
    const taken = refusal(() => store.accept('Cy', 'g1'));
    expect([taken.code, taken.message]).toEqual([
      'not-open',
      'this challenge was accepted already: its seats are taken',
    ]);
    expect(refusal(() => store.accept('Cy', 'nope')).message).toBe('there is no game "nope" on this server');
    expect(refusal(() => store.accept('Cy', '../etc')).code).toBe('unknown-game');
    storage.update<GameRecord>('games', 'g3', (r) => ({ ...r!, status: 'over' }));
    const again = makeStore({ storage }).store;
    expect(refusal(() => again.accept('Cy', 'g3')).message).toBe('this game is over');
    expect(
      refusal(() =>
        store.challenge({ account: 'Ann', scenarioId: 'no-such', side: 'allied', spectators: 'none' }),
      ).message,
    ).toBe('there is no scenario "no-such" on this server');
    expect(
      refusal(() => store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'soviet', spectators: 'none' }))
        .message,
    ).toMatch(/side must be one of allied, axis/);
    expect(
      refusal(() =>
        store.challenge({
          account: 'Ann',
          scenarioId: SCEN,
          side: 'allied',
          opponent: 'ann',
          spectators: 'none',
        }),
      ).message,
    ).toBe('you cannot challenge yourself');
  });

  it('a challenge to a name with no account is refused when the store knows the accounts', () => {
    const { store } = makeStore({ accounts: { exists: (n) => n.toLowerCase() === 'bob' } });
    expect(
      refusal(() =>
        store.challenge({
          account: 'Ann',
          scenarioId: SCEN,
          side: 'allied',
          opponent: 'Zed',
          spectators: 'none',
        }),
      ).message,
    ).toBe('there is no player named "Zed" on this server');
    expect(
      store.challenge({
        account: 'Ann',
        scenarioId: SCEN,
        side: 'allied',
        opponent: 'BOB',
        spectators: 'none',
      }).status,
    ).toBe('open');
  });

  it('open is only for a seat: others are refused with the reason, and told they may watch', () => {
    const { store } = makeStore();
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'side-late' });
    expect(refusal(() => store.open('Ann', 'g1')).message).toBe(
      'this challenge waits for an opponent to accept it',
    );
    store.accept('Bob', 'g1');
    const r = refusal(() => store.open('Cy', 'g1'));
    expect([r.code, r.message]).toEqual([
      'not-a-player',
      'you have no seat in this game (you may watch it if its players allow it)',
    ]);
    expect(store.open('bob', 'g1').side).toBe('axis');
  });
});

describe('issue 19 spectators', () => {
  it('side-late: the spectator side’s game as it was one full turn earlier, never the live state, and through its fog', () => {
    const { store } = makeStore();
    store.challenge({
      account: 'Ann',
      scenarioId: SCEN,
      side: 'allied',
      spectators: 'side-late',
      spectatorSide: 'axis',
    });
    store.accept('Bob', 'g1');
    expect(store.summary('g1').spectatorSide).toBe('axis');
    expect(store.watchable('Cy').map((x) => x.id)).toEqual(['g1']);
    expect(store.watchable('Ann')).toEqual([]);
    expect(refusal(() => store.watch('Ann', 'g1')).message).toBe(
      'you play in this game: open it instead of watching it',
    );
    const ais = new Map<SideId, ComputerSide<unknown, unknown>>();
    const sys = store.open('Ann', 'g1').session.system;
    // The test keeps its own record of each turn's start.
    const turnStarts = new Map<number, string>();
    const first = store.open('Ann', 'g1').session;
    turnStarts.set(sys.turn(first.state), sys.hash(first.state));
    for (let part = 0; part < 5; part++) {
      const [who, side] = part % 2 === 0 ? ['Ann', 'allied'] : ['Bob', 'axis'];
      const o = store.open(who, 'g1');
      aiPart(o.session, side, ais, () => store.commit(who, 'g1', o.session));
      const t = sys.turn(o.session.state);
      if (!turnStarts.has(t)) turnStarts.set(t, sys.hash(o.session.state));
      const live = store.open('Ann', 'g1').session;
      const w = store.watch('Cy', 'g1');
      expect(w.side).toBe('axis');
      const liveTurn = sys.turn(live.state);
      const want = turnStarts.get(Math.max(1, liveTurn - 1))!;
      expect(sys.hash(w.session.state)).toBe(want);
      expect(sys.hash(w.session.state)).not.toBe(sys.hash(live.state));
      if (liveTurn >= 2) expect(sys.turn(w.session.state)).toBe(liveTurn - 1);
      // The view the spectator is drawn from holds only the enemies the axis had spotted then.
      const late = w.session.state as GameState;
      const view = sys.viewFor(late, 'axis') as SideView;
      const spotted = new Set(late.knowledge.axis.spotted);
      const hidden = late.world.units
        .map((u, i) => ({ u, i }))
        .filter(({ u, i }) => u.side === 'allied' && !spotted.has(i) && late.units[i] !== undefined);
      expect(hidden.length).toBeGreaterThan(0);
      const shown = new Set([...view.enemies.map((e) => e.index)]);
      for (const { i } of hidden) expect(shown.has(i)).toBe(false);
      expect(view.own.every((u) => late.world.units[u.index]!.side === 'axis')).toBe(true);
    }
  }, 60_000);

  it('none: refused; after-end: refused until the game is over, then everything', () => {
    const { store } = makeStore();
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    store.accept('Bob', 'g1');
    expect(refusal(() => store.watch('Cy', 'g1')).message).toBe(
      'the players of this game chose to have no spectators',
    );
    expect(store.watchable('Cy')).toEqual([]);
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'after-end' });
    store.accept('Bob', 'g2');
    expect(refusal(() => store.watch('Cy', 'g2')).message).toBe(
      'spectators may watch this game once it is over',
    );
    expect(store.watchable('Cy')).toEqual([]);
    // Both sides end their parts at once until the scenario's last turn.
    let o = store.open('Ann', 'g2');
    const sys = o.session.system;
    for (let k = 0; k < 100 && sys.result(o.session.state) === null; k++) {
      const who = sys.actingSide(o.session.state) === 'allied' ? 'Ann' : 'Bob';
      o = store.open(who, 'g2');
      endPart(o.session);
      store.commit(who, 'g2', o.session);
    }
    expect(store.summary('g2')).toMatchObject({ status: 'over', toMove: null });
    expect(store.watchable('Cy').map((x) => x.id)).toEqual(['g2']);
    const w = store.watch('Cy', 'g2');
    expect(w.side).toBeNull();
    expect(sys.hash(w.session.state)).toBe(sys.hash(o.session.state));
    expect(refusal(() => store.commit('Ann', 'g2', o.session)).message).toBe('this game is over');
  }, 60_000);
});

describe('issue 19 abandoned games and listeners', () => {
  it('expire marks games no one played for timeoutMs abandoned (open challenges too), and no sooner', () => {
    const { store, clock: c } = makeStore({ timeoutMs: 3 * DAY });
    store.createVsComputer('Ann', SCEN, 'allied', 'seed-7');
    store.challenge({ account: 'Ann', scenarioId: SCEN, side: 'allied', spectators: 'none' });
    c.advance(2 * DAY);
    store.createVsComputer('Bob', SCEN, 'allied', 'seed-8');
    const seen: GameSummary[] = [];
    store.subscribe('g1', (s) => seen.push(s));
    expect(store.expire(c.ms + DAY - 1)).toBe(0);
    expect(store.expire(c.ms + DAY)).toBe(2);
    expect(seen.map((s) => s.status)).toEqual(['abandoned']);
    expect(store.summary('g1').status).toBe('abandoned');
    expect(store.summary('g2').status).toBe('abandoned');
    expect(store.summary('g3').status).toBe('active');
    expect(refusal(() => store.open('Ann', 'g1')).message).toBe(
      'this game was abandoned: no one played it in time',
    );
    expect(store.expire(c.ms + DAY)).toBe(0);
  });

  it('subscribe fires on every stored change of its game, and not after unsubscribe', () => {
    const { store } = makeStore();
    store.createVsComputer('Ann', SCEN, 'allied', 'seed-9');
    const seen: GameSummary[] = [];
    const other = vi.fn();
    const off = store.subscribe('g1', (s) => seen.push(s));
    store.subscribe('g2', other);
    const o = store.open('Ann', 'g1');
    const sys = o.session.system;
    const ai = sys.createPlayer(sys.players[0]!, o.session.state, 'allied', {});
    const cmd = ai.playSideTurn(o.session.state).commands.find((c) => o.session.apply(c).ok);
    expect(cmd).toBeDefined();
    store.commit('Ann', 'g1', o.session);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: 'g1', toMove: 'allied' });
    // A commit with nothing new stores nothing and fires nothing.
    store.commit('Ann', 'g1', o.session);
    expect(seen).toHaveLength(1);
    endPart(o.session);
    store.commit('Ann', 'g1', o.session);
    // The end of the part, then the computer's part: two changes.
    expect(seen.slice(1).map((s) => s.toMove)).toEqual(['axis', 'allied']);
    off();
    const o2 = store.open('Ann', 'g1');
    endPart(o2.session);
    store.commit('Ann', 'g1', o2.session);
    expect(seen).toHaveLength(3);
    expect(other).not.toHaveBeenCalled();
  }, 30_000);
});
