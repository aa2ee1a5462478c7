// The part follower of the live view (src/serve/lobby/part-follower.ts, issue 19 "two players can
// also play live"): from the game as the store holds it after each commit, what the other side's
// new commands did. Listeners may hear several commits at once, an undo among them, so the news
// must come from the log, not from counting.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/engine/core/serialize.js';
import type { AnySystem } from '../src/engine/core/system.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { PartFollower } from '../src/serve/lobby/part-follower.js';
import { GameSession, type AnySession } from '../src/session/session.js';
import { miniScenario } from './fixtures/mini.js';

const sys = panzerSystem as unknown as AnySystem;
/** Allied moves of the mini map's first turn (each reveals nothing, so each can be taken back). */
const MOVES = [
  { type: 'move', units: ['a-inf1'], path: ['03,03'] },
  { type: 'move', units: ['a-inf2'], path: ['03,05'] },
  { type: 'move', units: ['a-inf1'], path: ['03,03', '04,03'] },
  { type: 'move', units: ['a-hq'], path: ['00,04'] },
];

function game(): AnySession {
  return new GameSession(sys, miniScenario(), { seed: 'live-1' });
}

function applied(s: AnySession, cmd: unknown): readonly unknown[] {
  const r = s.apply(cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r.events;
}

describe('serve: following the other part live (issue 19)', () => {
  it('reports each new command once, with the rules’ own events', () => {
    const s = game();
    const f = new PartFollower(sys);
    const start = { state: s.state, log: 0 };
    expect(f.next(s, start)).toEqual({ events: [], tookBack: 0 });
    const a = applied(s, MOVES[0]);
    expect(a.length).toBeGreaterThan(0);
    expect(f.next(s, start)).toEqual({ events: a, tookBack: 0 });
    // Heard again with nothing new: nothing reported twice.
    expect(f.next(s, start)).toEqual({ events: [], tookBack: 0 });
  });

  it('an undo and a new command heard in one look: the undo is counted, only the new command reported', () => {
    const s = game();
    const f = new PartFollower(sys);
    const start = { state: s.state, log: 0 };
    f.next(s, start);
    applied(s, MOVES[0]);
    f.next(s, start);
    expect(s.undo().ok).toBe(true);
    const b = applied(s, MOVES[1]);
    expect(f.next(s, start)).toEqual({ events: b, tookBack: 1 });
  });

  it('commands are compared by content: a copy of the log read again from the store is no news', () => {
    const s = game();
    const f = new PartFollower(sys);
    const start = { state: s.state, log: 0 };
    applied(s, MOVES[0]);
    f.next(s, start);
    const copy = GameSession.fromSnapshot(
      sys,
      s.scenario,
      { seed: s.seed },
      JSON.parse(JSON.stringify(s.log)) as unknown[],
      s.state,
    );
    expect(f.next(copy, start)).toEqual({ events: [], tookBack: 0 });
  });

  it('a part that begins elsewhere is followed from its own start', () => {
    const s = game();
    const f = new PartFollower(sys);
    f.next(s, { state: s.state, log: 0 });
    applied(s, MOVES[0]);
    const mid = { state: s.state, log: s.log.length };
    const b = applied(s, MOVES[1]);
    expect(f.next(s, mid)).toEqual({ events: b, tookBack: 0 });
  });

  it('refuses a session of another system, and a log that ends before its part began', () => {
    const s = game();
    const f = new PartFollower(sys);
    expect(() =>
      f.next({ ...s, system: { ...sys } } as unknown as AnySession, { state: s.state, log: 0 }),
    ).toThrow(/another system/);
    expect(() => f.next(s, { state: s.state, log: 3 })).toThrow(/ends before the part began \(3\)/);
  });

  it('property: over any run of commands, undos and looks, each look reports exactly the commands past the part it had seen', () => {
    const op = fc.oneof(
      fc.constantFrom(...MOVES.map((_, i) => ({ kind: 'move' as const, i }))),
      fc.constant({ kind: 'undo' as const }),
      fc.constant({ kind: 'look' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 14 }), (ops) => {
        const s = game();
        const f = new PartFollower(sys);
        const start = { state: s.state, log: 0 };
        // The model: the log's commands with their events, and what the last look saw.
        const log: { cmd: string; events: readonly unknown[] }[] = [];
        let seen: string[] = [];
        for (const o of [...ops, { kind: 'look' as const }]) {
          if (o.kind === 'move') {
            const r = s.apply(MOVES[o.i]);
            if (r.ok) log.push({ cmd: canonicalJson(MOVES[o.i]), events: r.events });
          } else if (o.kind === 'undo') {
            if (s.undo().ok) log.pop();
          } else {
            let d = 0;
            while (d < seen.length && d < log.length && seen[d] === log[d]!.cmd) d++;
            expect(f.next(s, start)).toEqual({
              events: log.slice(d).flatMap((e) => e.events),
              tookBack: seen.length - d,
            });
            seen = log.map((e) => e.cmd);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
