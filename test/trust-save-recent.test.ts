// Issue 21: the recent entries a save keeps for the report after loading are shown by the client
// when it opens the game. Their events cannot be checked without replaying the log, so the
// client must survive forged ones: a fuzz of the events of a resealed save, opened in the App.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/engine/core/serialize.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { loadedScenario } from '../src/scenario/load.js';
import { sha256 } from '../src/save/hash.js';
import { decodeSave, encodeSave, loadSession, SaveError } from '../src/save/save-file.js';
import { GameSession } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { Frame } from '../src/tui/frame.js';
import { miniScenario } from './fixtures/mini.js';
import { testAppOptions } from './tui-harness.js';

const scenario = miniScenario();
const resolve = (id: string) => (id === scenario.id ? loadedScenario(panzerSystem, scenario) : undefined);

function base(): string {
  const s = new GameSession(panzerSystem, scenario, { seed: 'recent' });
  for (const c of [
    { type: 'move', units: ['a-inf1'], path: ['03,03'] },
    { type: 'endTurn' },
    { type: 'endTurn' },
    { type: 'move', units: ['a-inf2'], path: ['03,05'] },
  ])
    expect(s.apply(c as never).ok).toBe(true);
  return encodeSave(s);
}

const VALUES = ['abc', -1, 2 ** 53, 10.5, null, true, [], {}, 'russia', 9999];

describe('forged recent events (issue 21)', () => {
  it('the client opens the game or the loader refuses it; it never throws', () => {
    const text = base();
    let opened = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (e, k, v) => {
        const raw = JSON.parse(text) as {
          recent: { events: Record<string, unknown>[] }[];
          integrity?: string;
        };
        const events = raw.recent.flatMap((r) => r.events);
        const ev = events[e % events.length]!;
        const keys = Object.keys(ev);
        ev[keys[k % keys.length]!] = VALUES[v % VALUES.length];
        delete raw.integrity;
        const sealed = JSON.stringify({ ...raw, integrity: sha256(canonicalJson(raw)) });
        let session;
        try {
          session = loadSession(decodeSave(sealed, 'r.json'), 'r.json', resolve);
        } catch (err) {
          expect(err).toBeInstanceOf(SaveError);
          return;
        }
        const players = { allied: 'human', axis: 'computer' } as const;
        const app = new App(testAppOptions(session, { ...players }));
        app.draw(new Frame(80, 24));
        opened++;
      }),
      { numRuns: 300, seed: 24 },
    );
    expect(opened).toBeGreaterThan(0);
  });
});
