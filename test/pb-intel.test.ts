// Intel markers (PB-SPOT-16, PB-DIFF-32) under the tactical profile: the last known positions of
// enemy units no longer seen, which fade after params.variant.intel.maxAge turns and go when their
// hex is seen empty; the operational game keeps them until the unit is seen again.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { intelToDrop } from '../src/engine/systems/panzer/rules/intel.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';
import { ally, axis, hexLabel, idx, loc, spotScenario, type SpotSetup } from './fixtures/spot-map.js';

/** The spotting map under the tactical profile (default) or the operational rules. */
function game(s: SpotSetup, tactical = true): GameState {
  return newGame({ ...spotScenario(s), ...(tactical ? { profile: 'tactical' } : {}) }, 7).state;
}

/** Moves a unit by hand and lets both sides look again, as the start of a player turn does. */
function teleport(g: GameState, id: string, hex: string): void {
  g.units[idx(g, id)]!.loc = loc(g, hex);
  g.units[idx(g, id)]!.revealed = false;
  refreshSpotting(g, 'all');
}

const intelAt = (g: GameState) => viewFor(g, 'allied').lastKnown.map((l) => g.world.board.label(l.loc));

describe('PB-SPOT-16 intel markers (tactical profile)', () => {
  // x stands revealed in the wood at 03,05 beside a: seen in full, so its place is recorded.
  const setup = (): SpotSetup => ({
    terrain: { '03,05': 'f' },
    units: [ally('a', '02,05'), axis('x', '03,05', { flags: {} })],
  });
  function seenInWood(tactical: boolean): GameState {
    const g = game(setup(), tactical);
    g.units[idx(g, 'x')]!.revealed = true;
    refreshSpotting(g, [idx(g, 'x')], { acted: [idx(g, 'x')] });
    expect(g.knowledge.allied.spotted).toContain(idx(g, 'x'));
    return g;
  }

  it('PB-SPOT-16: a marker in a concealing hex stays 4 turns after the unit was last seen, then fades', () => {
    const g = seenInWood(true);
    teleport(g, 'x', '11,09'); // far beyond visibility 4
    expect(intelAt(g)).toEqual(['03,05']); // a sees into the wood, but concealment proves nothing
    const lk = viewFor(g, 'allied').lastKnown[0]!;
    expect(lk).toMatchObject({ turn: 1, expires: 5 });
    // Hex info says it is intel, not a unit seen now.
    const info = hexInfoLines(viewFor(g, 'allied'), loc(g, '03,05'), []).map((l) => l.text);
    expect(info).toContain(' intel: infantry XXX');
    expect(info).toContain('  seen T1, fades after T5');
    g.turn = 5;
    refreshSpotting(g, 'all');
    expect(intelAt(g)).toEqual(['03,05']);
    g.turn = 6;
    refreshSpotting(g, 'all');
    expect(intelAt(g)).toEqual([]);
  });

  it('PB-SPOT-16: the operational game keeps the last known position until the unit is seen again', () => {
    const g = seenInWood(false);
    teleport(g, 'x', '11,09');
    g.turn = 6;
    refreshSpotting(g, 'all');
    expect(intelAt(g)).toEqual(['03,05']);
    expect(viewFor(g, 'allied').lastKnown[0]!.expires).toBeUndefined();
  });

  it('PB-SPOT-16: a marker goes when its open hex is seen empty, and stays where nobody looks', () => {
    const s: SpotSetup = { units: [ally('a', '02,05'), axis('x', '04,05'), axis('y', '08,05')] };
    const g = game({ ...s, visibility: 6 });
    expect(g.knowledge.allied.spotted).toEqual([idx(g, 'x'), idx(g, 'y')]);
    g.weather.visibility = 3; // y at 6 hexes is now out of sight; x's hex is still in view
    teleport(g, 'x', '11,00');
    teleport(g, 'y', '11,09');
    expect(intelAt(g)).toEqual(['08,05']);
    const pc = game({ ...s, visibility: 6 }, false);
    pc.weather.visibility = 3;
    teleport(pc, 'x', '11,00');
    teleport(pc, 'y', '11,09');
    expect(intelAt(pc).sort()).toEqual(['04,05', '08,05']);
  });

  it('PB-SPOT-16: intelToDrop keeps markers of units seen now and asks about each hex once', () => {
    const asked: number[] = [];
    const p = { maxAge: 2, clearSeenEmpty: true };
    const lastKnown = {
      0: { loc: 5, turn: 1, magnitude: 2 },
      1: { loc: 5, turn: 3, magnitude: 2 },
      2: { loc: 9, turn: 1, magnitude: 1 },
      3: { loc: 7, turn: 3, magnitude: 1 },
    };
    const drop = intelToDrop(
      p,
      lastKnown,
      4,
      (u) => u === 3,
      (l) => {
        asked.push(l);
        return l === 5;
      },
    );
    expect(drop.sort()).toEqual([0, 1, 2]); // 0 and 2 faded (turn 1 + 2 < 4); 1 seen empty at 5
    expect(asked).toEqual([5]);
    expect(
      intelToDrop(
        { maxAge: 0, clearSeenEmpty: false },
        lastKnown,
        99,
        () => false,
        () => true,
      ),
    ).toEqual([]);
  });

  it('PB-SPOT-16 property: where an unseen enemy really is never shows through the intel markers', () => {
    const cell = fc.integer({ min: 0, max: 119 });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('.', '.', 'f', 't'), { minLength: 120, maxLength: 120 }),
        cell,
        cell,
        cell,
        cell,
        fc.integer({ min: 1, max: 6 }),
        (terrain, a, x, there1, there2, turn) => {
          const t: Record<string, string> = {};
          terrain.forEach((c, i) => (t[hexLabel(i)] = c));
          t[hexLabel(a)] = '.';
          t[hexLabel(x)] = '.';
          fc.pre(new Set([a, x, there1, there2]).size === 4);
          const play = (there: number) => {
            const g = game({ terrain: t, units: [ally('a', hexLabel(a)), axis('x', hexLabel(x))] });
            g.turn = turn;
            teleport(g, 'x', hexLabel(there));
            return g;
          };
          const g1 = play(there1);
          const g2 = play(there2);
          const seen = (g: GameState) =>
            g.knowledge.allied.spotted.length + g.knowledge.allied.unknown.length > 0;
          fc.pre(!seen(g1) && !seen(g2));
          expect(viewFor(g1, 'allied').lastKnown).toEqual(viewFor(g2, 'allied').lastKnown);
          expect(g1.knowledge.allied.lastKnown).toEqual(g2.knowledge.allied.lastKnown);
        },
      ),
      { numRuns: 60 },
    );
  });
});
