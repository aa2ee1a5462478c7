// Property tests of the spotting rules (PC-SPT, PC-MAP-07) against a plain oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneState, type GameState, type Side } from '../src/engine/systems/panzer/index.js';
import { lineOfSight } from '../src/engine/systems/panzer/rules/los.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { effectiveVisibility } from '../src/engine/systems/panzer/rules/weather.js';
import { arbSetup, randomGame } from './fixtures/spot-map.js';

/** What the rules say a side sees, from empty knowledge: 2 full, 1 Unknown, 0 nothing. */
function oracle(s: GameState, by: Side): Map<number, number> {
  const { board, params, terrain, units } = s.world;
  const vis = effectiveVisibility(s);
  const out = new Map<number, number>();
  s.units.forEach((t, j) => {
    if (units[j]!.side === by || t.status !== 'active') return;
    const tt = params.terrain[terrain[t.loc]!]!;
    let best = 0;
    s.units.forEach((o, i) => {
      if (units[i]!.side !== by || o.status !== 'active') return;
      const d = board.distance(o.loc, t.loc);
      const cap = o.cohesion === 'broken' ? 1 : 2;
      let sees = false;
      if (o.patrolling && o.cohesion !== 'broken' && d <= 2) sees = true;
      else if (d <= vis && lineOfSight(s.world, o.loc, t.loc)) {
        const concealRange = tt.blocksLos ? 1 : 2;
        sees = !tt.concealing || d <= concealRange;
      }
      if (sees) best = Math.max(best, cap);
    });
    if (best > 0) out.set(j, best);
  });
  return out;
}

function levels(s: GameState, by: Side): Map<number, number> {
  const m = new Map<number, number>();
  for (const j of s.knowledge[by].unknown) m.set(j, 1);
  for (const j of s.knowledge[by].spotted) m.set(j, 2);
  return m;
}

describe('PC-SPT spotting properties', () => {
  it('PC-SPT-01/03/06/10, PC-MAP-07: a full recompute matches the rules oracle', () => {
    fc.assert(
      fc.property(arbSetup, (r) => {
        const s = randomGame(r);
        refreshSpotting(s, 'all');
        for (const by of ['allied', 'axis'] as const) expect(levels(s, by)).toEqual(oracle(s, by));
      }),
      { numRuns: 200 },
    );
  });

  it('PC-SPT-03: spotting is mutual between units in Clear hexes, neither Broken nor Patrolling', () => {
    const plain = arbSetup.map((r) => ({
      ...r,
      allies: r.allies.map((u) => ({ ...u, broken: false, patrol: false })),
      axes: r.axes.map((u) => ({ ...u, broken: false, patrol: false })),
    }));
    fc.assert(
      fc.property(plain, (r) => {
        const s = randomGame(r, { clearUnder: true });
        refreshSpotting(s, 'all');
        r.allies.forEach((_, a) =>
          r.axes.forEach((_, x) => {
            const xi = r.allies.length + x;
            const d = s.world.board.distance(s.units[a]!.loc, s.units[xi]!.loc);
            const mutual =
              d <= effectiveVisibility(s) && lineOfSight(s.world, s.units[a]!.loc, s.units[xi]!.loc);
            // Each pair sees each other exactly when in range and LOS; so the side-level
            // knowledge agrees both ways for an isolated pair.
            if (mutual) {
              expect(s.knowledge.allied.spotted).toContain(xi);
              expect(s.knowledge.axis.spotted).toContain(a);
            }
          }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('PC-SPT-03, PC-MAP-07: one unit against one, both in Clear: A spots B exactly when B spots A', () => {
    const duel = arbSetup.map((r) => ({
      ...r,
      allies: [{ ...r.allies[0]!, broken: false, patrol: false }],
      axes: [{ ...r.axes[0]!, broken: false, patrol: false }],
    }));
    fc.assert(
      fc.property(duel, (r) => {
        const s = randomGame(r, { clearUnder: true });
        refreshSpotting(s, 'all');
        expect(s.knowledge.allied.spotted.length).toBe(s.knowledge.axis.spotted.length);
      }),
      { numRuns: 300 },
    );
  });

  it('the incremental refresh after a move finds everything a full recompute finds, and judges the mover alike', () => {
    fc.assert(
      fc.property(arbSetup, fc.nat(), fc.nat(119), (r, pick, to) => {
        const s = randomGame(r);
        refreshSpotting(s, 'all');
        const active = s.units.map((_, i) => i).filter((i) => s.world.units[i]!.side === s.activeSide);
        const m = active[pick % active.length]!;
        s.units[m]!.loc = to;
        s.units[m]!.moved = true;
        const inc = cloneState(s);
        refreshSpotting(inc, [m]);
        const full = cloneState(s);
        refreshSpotting(full, 'all', { acted: [m] });
        for (const by of ['allied', 'axis'] as const) {
          const i = levels(inc, by);
          const f = levels(full, by);
          for (const [j, l] of f) expect(i.get(j) ?? 0).toBeGreaterThanOrEqual(l);
          if (s.world.units[m]!.side !== by) expect(i.get(m) ?? 0).toBe(f.get(m) ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('knowledge stays well formed through moves, breaks and turn starts: sorted, enemy-only, disjoint', () => {
    const step = fc.record({
      unit: fc.nat(),
      to: fc.nat(119),
      kind: fc.constantFrom('move', 'break', 'turn', 'kill'),
    });
    fc.assert(
      fc.property(arbSetup, fc.array(step, { maxLength: 12 }), (r, steps) => {
        const s = randomGame(r);
        refreshSpotting(s, 'all');
        for (const st of steps) {
          const u = st.unit % s.units.length;
          if (st.kind === 'turn') {
            s.activeSide = s.activeSide === 'allied' ? 'axis' : 'allied';
            refreshSpotting(s, 'all');
            continue;
          }
          if (st.kind === 'move') {
            s.units[u]!.loc = st.to;
            s.units[u]!.moved = true;
          } else if (st.kind === 'break') s.units[u]!.cohesion = 'broken';
          else {
            s.units[u]!.status = 'eliminated';
            s.units[u]!.loc = -1;
          }
          refreshSpotting(s, [u]);
        }
        for (const by of ['allied', 'axis'] as const) {
          const k = s.knowledge[by];
          for (const list of [k.spotted, k.unknown]) {
            expect(list).toEqual([...new Set(list)].sort((a, b) => a - b));
            for (const j of list) {
              expect(s.world.units[j]!.side).not.toBe(by);
              expect(s.units[j]!.status).toBe('active');
            }
          }
          expect(k.spotted.filter((j) => k.unknown.includes(j))).toEqual([]);
          for (const j of Object.keys(k.lastKnown)) expect(s.world.units[Number(j)]!.side).not.toBe(by);
          for (const j of k.spotted) expect(k.lastKnown[j]!.loc).toBe(s.units[j]!.loc);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('spotting is deterministic: the same state gives the same knowledge and events', () => {
    fc.assert(
      fc.property(arbSetup, (r) => {
        const a = randomGame(r);
        const b = randomGame(r);
        expect(refreshSpotting(a, 'all')).toEqual(refreshSpotting(b, 'all'));
        expect(a.knowledge).toEqual(b.knowledge);
        expect(JSON.stringify(a.knowledge)).toBe(JSON.stringify(b.knowledge));
      }),
      { numRuns: 50 },
    );
  });
});
