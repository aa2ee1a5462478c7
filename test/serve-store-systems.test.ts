// Issue 19: "serve every system through it". Each bundled scenario the lobby offers, of every rule
// system, is played on the server: a game against the computer is made, the player's part ends and
// is committed, the computer's part is run, and the player is back with the computer's events to
// read; the game reads back from the store the same.

import { describe, expect, it } from 'vitest';
import { bundledScenarioChoices } from '../src/serve/lobby/choices.js';
import { ServerGameStore } from '../src/serve/store/games.js';
import { MemoryStorage } from '../src/serve/store/storage.js';

const choices = bundledScenarioChoices();

describe('issue 19: every rule system is served', () => {
  it('the lobby offers scenarios of every registered system', async () => {
    const { listBundledScenarios } = await import('../src/scenario/bundled.js');
    const systems = new Set(
      listBundledScenarios()
        .filter((s) => choices.some((c) => c.id === s.id))
        .map((s) => s.system),
    );
    expect([...systems].sort()).toEqual(['area-impulse', 'panzer', 'red-strike']);
  });

  it.each(choices.map((c) => [c.id, c] as const))(
    '%s: a part, the computer’s part, and back',
    (_id, choice) => {
      const storage = new MemoryStorage();
      // The computer plays nothing: the store ends its part (App.playComputer's rule).
      const store = new ServerGameStore(storage, { runComputer: () => [], log: () => {} });
      const player = choice.sides[0]!.id;
      const made = store.createVsComputer('Ann', choice.id, player, 'seed-19');
      expect(made.status).toBe('active');
      const opened = store.open('Ann', made.id);
      const sys = opened.session.system;
      // Whoever moves first, the player's part is the one open now.
      expect(sys.actingSide(opened.session.state)).toBe(player);
      const turn = made.turn;
      // Some systems end a side's part in several steps (segments, impulses): end until it is not ours.
      for (let i = 0; i < 50 && sys.actingSide(opened.session.state) === player; i++) {
        expect(opened.session.apply(sys.endTurnCommand(opened.session.state)).ok).toBe(true);
        store.commit('Ann', made.id, opened.session);
      }
      const again = store.open('Ann', made.id);
      expect(again.summary.toMove).toBe(player);
      expect(sys.actingSide(again.session.state)).toBe(player);
      expect(again.summary.turn).toBeGreaterThanOrEqual(turn);
      expect(again.since?.events.length ?? 0).toBeGreaterThan(0);
      // A fresh store over the same documents reads the game back the same.
      const reread = new ServerGameStore(storage, { runComputer: () => [], log: () => {} }).open(
        'Ann',
        made.id,
      );
      expect(sys.hash(reread.session.state)).toBe(sys.hash(again.session.state));
    },
    60_000,
  );
});
