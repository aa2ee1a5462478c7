// Properties of phased play (PC-PHS-02, PC-OPT-16/17): a phased game is deterministic for a seed,
// and an order outside its phase is always refused without changing the state.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type Command, type GameState } from '../src/engine/systems/panzer/index.js';
import { canonicalJson } from '../src/engine/core/serialize.js';
import { snapshotOf } from '../src/engine/systems/panzer/serialize.js';
import { phasesOf } from '../src/engine/systems/panzer/rules/phases.js';
import { miniScenario, unit } from './fixtures/mini.js';

function phasedGame(seed: string, automatic: boolean): GameState {
  const base = miniScenario();
  const hqs = base.units.filter((u) => u.type === 'hq');
  const arty = {
    type: 'artillery' as const,
    component: 'guns' as const,
    strength: 8,
    soft: { value: 20, range: 6 },
    hard: { value: 5, range: 6 },
    flags: { indirect: true, towed: true },
  };
  const units = [
    ...hqs,
    unit({ id: 'a1', side: 'allied', hex: '04,05' }),
    unit({ id: 'a2', side: 'allied', hex: '04,06', mode: 'travel' }),
    unit({ id: 'a3', side: 'allied', hex: '04,07', quality: 'B' }),
    unit({ id: 'ag', side: 'allied', hex: '02,06', ...arty }),
    unit({ id: 'x1', side: 'axis', hex: '06,05' }),
    unit({ id: 'x2', side: 'axis', hex: '06,06', startStrength: 200 }),
    unit({ id: 'x3', side: 'axis', hex: '06,07', mode: 'travel' }),
    unit({ id: 'xg', side: 'axis', hex: '08,06', ...arty }),
  ];
  const rules = automatic ? ['manualDefensiveFire', 'automaticDefensiveFire'] : ['manualDefensiveFire'];
  return newGame(miniScenario({ units, optionalRules: rules }), seed).state;
}

/** Every order worth trying now, for either side, in or out of its phase. */
function candidates(s: GameState): Command[] {
  const { board } = s.world;
  const out: Command[] = [{ type: 'nextPhase' }, { type: 'endTurn' }];
  s.units.forEach((u, i) => {
    if (u.status !== 'active' || u.loc < 0) return;
    const def = s.world.units[i]!;
    const id = def.id;
    for (let d = 0; d < 6; d++) {
      const n = board.neighbor(u.loc, d);
      if (n < 0) continue;
      out.push({ type: 'move', units: [id], path: [board.label(n)] });
      out.push({ type: 'assault', units: [id], target: board.label(n) });
    }
    out.push({ type: 'mode', unit: id, mode: u.mode === 'deployed' ? 'travel' : 'deployed' });
    out.push({ type: 'digIn', unit: id });
    s.units.forEach((t, j) => {
      if (t.status !== 'active' || t.loc < 0 || s.world.units[j]!.side === def.side) return;
      if (board.distance(u.loc, t.loc) > 6) return;
      out.push({ type: 'fire', units: [id], target: board.label(t.loc) });
      if (def.flags.indirect)
        out.push({ type: 'fire', units: [id], target: board.label(t.loc), indirect: true });
    });
  });
  return out;
}

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  automatic: fc.boolean(),
  // About one pick in five advances the phase, so games go through every phase.
  picks: fc.array(fc.nat(), { minLength: 5, maxLength: 60 }),
});

function play(seed: string, automatic: boolean, picks: readonly number[]) {
  let s = phasedGame(seed, automatic);
  const log: Command[] = [];
  for (const p of picks) {
    if (s.result) break;
    const cands = candidates(s);
    const cmd: Command = p % 5 === 0 ? { type: 'nextPhase' } : cands[p % cands.length]!;
    const before = canonicalJson(snapshotOf(s));
    const r = apply(s, cmd);
    // Never changes the state it was given.
    expect(canonicalJson(snapshotOf(s))).toBe(before);
    const allowed = phasesOf(cmd.type);
    if (allowed !== 'any' && !allowed.includes(s.phase!.name)) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'WRONG_PHASE', rule: 'PC-PHS-02' });
    }
    if (r.ok) {
      log.push(cmd);
      s = r.state;
      expect(s.phase).toBeDefined(); // phased games stay phased
    }
  }
  return { state: s, log };
}

describe('PC-PHS-02 phased play properties', () => {
  it('orders outside their phase are always refused with WRONG_PHASE, and apply never changes its input', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, automatic, picks }) => {
        play(seed, automatic, picks);
      }),
      { numRuns: 30 },
    );
  });

  it('a phased game is deterministic for a seed: the same orders give the same state, byte for byte', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, automatic, picks }) => {
        const a = play(seed, automatic, picks);
        let s = phasedGame(seed, automatic);
        for (const cmd of a.log) {
          const r = apply(s, cmd);
          expect(r.ok).toBe(true);
          if (r.ok) s = r.state;
        }
        expect(canonicalJson(snapshotOf(s))).toBe(canonicalJson(snapshotOf(a.state)));
      }),
      { numRuns: 20 },
    );
  });

  it('the phase names the side giving orders: only its units are obeyed', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, automatic, picks }) => {
        const { state } = play(seed, automatic, picks);
        if (state.result) return;
        const acting =
          state.phase!.name === 'defensiveFire'
            ? state.activeSide === 'allied'
              ? 'axis'
              : 'allied'
            : state.activeSide;
        for (const cmd of candidates(state)) {
          if (cmd.type !== 'fire' && cmd.type !== 'move') continue;
          const id = cmd.units[0]!;
          const side = state.world.units[state.world.unitIndex.get(id)!]!.side;
          const r = apply(state, cmd);
          if (side !== acting) expect(r.ok).toBe(false);
        }
      }),
      { numRuns: 15 },
    );
  });
});
