// The lobby's parts apart from a terminal (issue 19): the newcomer's checks, text fields with a
// bound, the rows the lists show, the new-game and challenge form, per-account settings, the
// scenarios offered, and the App's seat and read-only options that the connection relies on.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import type { GameStore, GameSummary } from '../src/serve/contract.js';
import { bundledScenarioChoices } from '../src/serve/lobby/choices.js';
import { DEFAULT_SCENARIO_ID } from '../src/scenario/bundled.js';
import { GameForm } from '../src/serve/lobby/game-form.js';
import { Lobby } from '../src/serve/lobby/lobby.js';
import { editText, lookOf } from '../src/serve/lobby/look.js';
import { nameProblem, passwordProblem } from '../src/serve/lobby/newcomer.js';
import {
  accountSettingsStore,
  memoryAccountSettings,
  type ScenarioChoice,
} from '../src/serve/lobby/ports.js';
import { challengeRow, gameRow, seatOf, turnState } from '../src/serve/lobby/rows.js';
import { isReady } from '../src/serve/lobby/waiting.js';
import { GameSession } from '../src/session/session.js';
import { App, WATCHING } from '../src/tui/app.js';
import { DEFAULT_SETTINGS } from '../src/tui/settings.js';
import { Frame } from '../src/tui/frame.js';
import { miniScenario } from './fixtures/mini.js';
import { testAppOptions } from './tui-harness.js';

const CHOICES: ScenarioChoice[] = [
  {
    id: 'mini',
    title: 'Mini',
    sides: [
      { id: 'allied', name: 'Allied' },
      { id: 'axis', name: 'Axis' },
    ],
  },
  {
    id: 'area',
    title: 'Area',
    sides: [
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ],
  },
];

function summary(over: Partial<GameSummary> = {}): GameSummary {
  return {
    id: 'g1',
    scenarioId: 'mini',
    title: 'Mini',
    seats: { allied: { kind: 'account', name: 'ann' }, axis: { kind: 'account', name: 'bob' } },
    status: 'active',
    toMove: 'allied',
    turn: 3,
    updatedAt: '2026-01-01T00:00:00Z',
    spectators: 'none',
    ...over,
  };
}

describe('serve lobby: the newcomer checks (issue 19 accounts at first login)', () => {
  const none = { exists: () => false };
  it('a name is refused with its reason: empty, malformed, taken; the store rule wins when it has one', () => {
    expect(nameProblem('', none)).toBe('Type an account name first.');
    expect(nameProblem('a', none)).toMatch(/Not a valid name: 2 to 16/);
    expect(nameProblem('ann smith', none)).toMatch(/Not a valid name/);
    expect(nameProblem('x'.repeat(17), none)).toMatch(/Not a valid name/);
    expect(nameProblem('ann', { exists: (n) => n === 'ann' })).toBe(
      'The name "ann" is taken: choose another.',
    );
    expect(nameProblem('Ann_2', none)).toBeNull();
    expect(nameProblem('root', { exists: () => false, nameProblem: () => '"root" is reserved' })).toBe(
      '"root" is reserved',
    );
  });

  it('a password needs 8 characters and the same text twice', () => {
    expect(passwordProblem('short', 'short')).toMatch(/at least 8/);
    expect(passwordProblem('longenough', 'longenougH')).toBe('The two passwords differ: type them again.');
    expect(passwordProblem('longenough', 'longenough')).toBeNull();
  });

  it('text fields take printable characters only and never grow past their bound (a pasted megabyte)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('a', 'enter', 'backspace', 'C-u', 'escape', 'C-a', 'space'), fc.string()),
          {
            maxLength: 200,
          },
        ),
        fc.integer({ min: 1, max: 32 }),
        (keys, max) => {
          let text = '';
          for (const [key, ch] of keys) {
            const next = editText(text, key, ch || undefined, max);
            if (next !== null) text = next;
            expect([...text].length).toBeLessThanOrEqual(max);
            expect(/[\x00-\x1f\x7f]/.test(text)).toBe(false);
          }
        },
      ),
    );
    expect(editText('ab', 'backspace', undefined, 8)).toBe('a');
    expect(editText('ab', 'enter', '\r', 8)).toBeNull();
  });
});

describe('serve lobby: what the lists say', () => {
  it('whose turn each game is, marked "your turn" for the player whose part it is', () => {
    expect(turnState(summary(), 'ann')).toEqual({ text: 'your turn', mine: true });
    expect(turnState(summary(), 'bob')).toEqual({ text: "ann's turn", mine: false });
    const vsComputer = summary({
      seats: { allied: { kind: 'account', name: 'ann' }, axis: { kind: 'computer' } },
    });
    expect(turnState({ ...vsComputer, toMove: 'axis' }, 'ann').text).toBe('computer plays');
    expect(turnState(summary({ status: 'over', toMove: null }), 'ann')).toEqual({
      text: 'over',
      mine: false,
    });
    expect(gameRow(CHOICES, summary(), 'bob').text).toBe('Mini · turn 3 · v ann · you: Axis');
    expect(seatOf(summary(), 'cat')).toBeNull();
  });

  it('a challenge says who offers which side, and which side the taker gets', () => {
    const open = summary({
      status: 'open',
      toMove: null,
      seats: { allied: { kind: 'account', name: 'ann' }, axis: null },
    });
    expect(challengeRow(CHOICES, open, 'bob')).toBe('Mini · ann as Allied · you: Axis');
    expect(challengeRow(CHOICES, open, 'ann')).toBe('Mini · yours (Allied) · waiting for a taker');
  });

  it('the waiting screen opens the game when it is the player part again or the game is over', () => {
    expect(isReady(summary(), 'allied')).toBe(true);
    expect(isReady(summary(), 'axis')).toBe(false);
    expect(isReady(summary({ status: 'over', toMove: null }), 'axis')).toBe(true);
  });
});

describe('serve lobby: the new-game and challenge form', () => {
  it('against the computer: scenario and side by ←→; changing the scenario resets the side', () => {
    const f = new GameForm('computer', CHOICES);
    f.key('down', undefined);
    f.key('right', undefined);
    expect(f.key('enter', '\r')).toEqual({
      kind: 'computer',
      scenarioId: 'mini',
      side: 'axis',
      spectators: 'none',
    });
    f.key('up', undefined);
    f.key('right', undefined);
    expect(f.key('enter', '\r')).toMatchObject({ scenarioId: 'area', side: 'red' });
    expect(f.key('escape', '\x1b')).toBe('cancel');
  });

  it('opens on the tutorial scenario (DEFAULT_SCENARIO_ID), not on the first listed', () => {
    const bundled = bundledScenarioChoices();
    expect(bundled.map((c) => c.id)).toContain(DEFAULT_SCENARIO_ID);
    for (const kind of ['computer', 'challenge'] as const)
      expect(new GameForm(kind, bundled).key('enter', '\r')).toMatchObject({
        scenarioId: DEFAULT_SCENARIO_ID,
      });
    // Whatever the list's order: the default named is the one chosen; one not offered, the first.
    expect(new GameForm('computer', CHOICES, 'area').key('enter', '\r')).toMatchObject({
      scenarioId: 'area',
    });
    expect(new GameForm('computer', CHOICES, 'nowhere').key('enter', '\r')).toMatchObject({
      scenarioId: 'mini',
    });
  });

  it('a challenge: an opponent typed (or anyone) and what spectators may see', () => {
    const f = new GameForm('challenge', CHOICES);
    expect(f.key('enter', '\r')).toEqual({
      kind: 'challenge',
      scenarioId: 'mini',
      side: 'allied',
      spectators: 'none',
    });
    f.key('down', undefined);
    f.key('down', undefined);
    for (const ch of 'bob') f.key(ch, ch);
    f.key('down', undefined);
    f.key('right', undefined);
    expect(f.key('enter', '\r')).toEqual({
      kind: 'challenge',
      scenarioId: 'mini',
      side: 'allied',
      opponent: 'bob',
      spectators: 'side-late',
    });
  });
});

describe('serve lobby: the store refusals and per-account settings', () => {
  it("a refused accept shows the store's own sentence on the message line", () => {
    const challenge = summary({
      id: 'c1',
      status: 'open',
      toMove: null,
      seats: { allied: { kind: 'account', name: 'ann' }, axis: null },
    });
    const store = {
      mine: () => [],
      openChallenges: () => [challenge],
      watchable: () => [],
      subscribe: () => () => {},
      accept: () => {
        throw new Error('This challenge has been taken already.');
      },
    } as unknown as GameStore;
    const played: string[] = [];
    const lobby = new Lobby(
      lookOf(DEFAULT_SETTINGS, {}),
      'bob',
      store,
      CHOICES,
      { exists: () => true },
      {
        play: (id) => played.push(id),
        watch: () => {},
        leave: () => {},
        redraw: () => {},
      },
    );
    lobby.enter();
    lobby.key('tab', '\t');
    lobby.key('a', 'a');
    expect(played).toEqual([]);
    expect(lobby.message).toEqual({ text: 'This challenge has been taken already.', warn: true });
    const f = new Frame(80, 24);
    lobby.draw(f);
    expect(f.rowText(22)).toContain('This challenge has been taken already.');
  });

  it('each account has its own settings: nothing is shared between sessions', () => {
    const all = memoryAccountSettings();
    const ann = accountSettingsStore(all, 'ann');
    const bob = accountSettingsStore(all, 'bob');
    ann.save({ ...ann.load(), theme: 'mono', keymap: 'vi' });
    expect(ann.load()).toMatchObject({ theme: 'mono', keymap: 'vi' });
    expect(bob.load()).toEqual(DEFAULT_SETTINGS);
    // No directory: no keymap.json is read from the server's disk for a player.
    expect(ann.dir).toBe('');
  });

  it('the scenarios offered are the bundled ones without the tests, the first side first', () => {
    const list = bundledScenarioChoices();
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((s) => s.id.startsWith('test-'))).toBe(false);
    for (const s of list) expect(s.sides.length).toBeGreaterThanOrEqual(2);
  });
});

describe('App options for the server: seat and read-only (issue 19)', () => {
  it('a seated App shows its own side even when the other side acts, and never hands over', () => {
    const session = new GameSession(panzerSystem, miniScenario(), {
      seed: 's',
      players: { allied: 'human', axis: 'human' },
    });
    const app = new App(testAppOptions(session, { allied: 'human', axis: 'human' }, {}, { seat: 'axis' }));
    expect(session.system.actingSide(session.state)).toBe('allied');
    expect(app.viewer).toBe('axis');
    expect(app.screen.kind).toBe('play');
    expect(app.hotseat).toBe(false);
  });

  it('a read-only App refuses every order, undo and the end of the turn with "You are watching"', () => {
    const session = new GameSession(panzerSystem, miniScenario(), {
      seed: 's',
      players: { allied: 'human', axis: 'human' },
    });
    const app = new App(
      testAppOptions(session, { allied: 'human', axis: 'human' }, {}, { seat: 'allied', readOnly: true }),
    );
    for (const action of ['turn.end', 'order.undo', ...app.presenter.orders.map((o) => o.id)]) {
      app.message = null;
      app.run(action);
      expect(app.message, action).toEqual({ text: WATCHING, warn: true });
    }
    expect(app.applyOwn([session.system.endTurnCommand(session.state)])).toBe(false);
    app.endTurn();
    expect(session.log).toHaveLength(0);
    // Looking around is not refused.
    app.message = null;
    app.run('cursor.e');
    expect(app.message).toBeNull();
  });
});
