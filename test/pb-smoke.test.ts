// Smoke (PB-FIRE-46, PB-SPOT-07, PB-DIFF-43) under the tactical profile: who fires it and at what
// cost, how it blocks sight (through a hex, along a hexside only when both hexes smoke, not for a
// unit two levels up, never in the smoke hex itself), how long it lasts, and the computer using it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  newGame,
  restoreState,
  snapshotOf,
  stateHash,
  viewFor,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { clearOfSmoke } from '../src/engine/systems/panzer/rules/smoke-sight.js';
import { smokeShotsLeft } from '../src/engine/systems/panzer/rules/smoke.js';
import { hexStateFor } from '../src/engine/systems/panzer/rules/fortifications.js';
import { nextSmoke } from '../src/engine/systems/panzer/ai/smoke.js';
import { smokeRefusal } from '../src/engine/systems/panzer/rules/smoke.js';
import { ally, axis, idx, loc, spotScenario, type SpotSetup } from './fixtures/spot-map.js';

const mortar = {
  type: 'mortar' as const,
  component: 'guns' as const,
  strength: 6,
  soft: { value: 8, range: 6 },
  hard: { value: 2, range: 6 },
  flags: { indirect: true },
};

function game(s: SpotSetup, tactical = true): GameState {
  return newGame({ ...spotScenario(s), ...(tactical ? { profile: 'tactical' } : {}) }, 7).state;
}

/** Lays smoke by hand, as the order does. */
function smokeAt(g: GameState, ...hexes: string[]): void {
  for (const h of hexes) hexStateFor(g, loc(g, h)).smoke = { side: 'allied', until: 99 };
  g.combat.smokeFired = { allied: hexes.length };
}

const smoky = (g: GameState) => (l: number) => !!g.hexes[l]?.smoke;
const clear = (g: GameState, a: string, b: string) => clearOfSmoke(g.world, smoky(g), loc(g, a), loc(g, b));

describe('PB-FIRE-46 smoke blocks sight', () => {
  it('PB-FIRE-46 item 1: a smoke hex between two units on level ground hides them from each other', () => {
    const g = game({ visibility: 6, units: [ally('a', '01,05'), axis('x', '05,05')] });
    expect(g.knowledge.allied.spotted).toContain(idx(g, 'x'));
    smokeAt(g, '03,05');
    expect(clear(g, '01,05', '05,05')).toBe(false);
    refreshSpotting(g, 'all');
    expect(g.knowledge.allied.spotted).not.toContain(idx(g, 'x'));
    expect(g.knowledge.axis.spotted).not.toContain(idx(g, 'a'));
  });

  it('PB-FIRE-46 item 3: units in the smoke hex see and are seen; only a unit behind it is masked', () => {
    const g = game({ visibility: 6, units: [ally('a', '01,05'), axis('x', '05,05')] });
    smokeAt(g, '05,05');
    refreshSpotting(g, 'all');
    expect(g.knowledge.allied.spotted).toContain(idx(g, 'x'));
  });

  it('PB-FIRE-46 item 1, PB-DIFF-43: an observer two levels (50 m) above the target sees over one level of smoke', () => {
    const g = game({
      visibility: 6,
      elevation: { '01,05': 90 },
      units: [ally('a', '01,05'), axis('x', '05,05')],
    });
    smokeAt(g, '03,05');
    expect(clear(g, '01,05', '05,05')).toBe(true);
    expect(clear(g, '02,05', '05,05')).toBe(false); // from level ground it blocks
  });

  it('PB-FIRE-46 item 2: a line along a hexside is blocked only when both hexes beside it hold smoke', () => {
    const g = game({ units: [ally('a', '01,05'), axis('x', '09,05')] });
    const board = g.world.board;
    // A pair two hexes apart whose two nudged lines pass through different middle hexes.
    let pair: [number, number, number, number] | undefined;
    for (let a = 0; a < board.size && !pair; a++)
      for (const b of board.within(a, 2)) {
        if (board.distance(a, b) !== 2) continue;
        const m1 = board.line(a, b, 1)[1]!;
        const m2 = board.line(a, b, -1)[1]!;
        if (m1 !== m2 && m1 >= 0 && m2 >= 0) {
          pair = [a, b, m1, m2];
          break;
        }
      }
    const [a, b, m1, m2] = pair!;
    const one = (l: number) => l === m1;
    const both = (l: number) => l === m1 || l === m2;
    expect(clearOfSmoke(g.world, one, a, b)).toBe(true);
    expect(clearOfSmoke(g.world, both, a, b)).toBe(false);
  });

  it('PB-FIRE-46 property: smoke at the two ends never blocks, and more smoke never clears a line', () => {
    const g = game({ units: [ally('a', '01,05'), axis('x', '09,05')] });
    const n = g.world.board.size;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: 0, max: n - 1 }),
        fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: n - 1 }),
        (a, b, some, extra) => {
          expect(clearOfSmoke(g.world, (l) => l === a || l === b, a, b)).toBe(true);
          const set = new Set(some);
          const less = clearOfSmoke(g.world, (l) => set.has(l), a, b);
          const more = clearOfSmoke(g.world, (l) => set.has(l) || l === extra, a, b);
          if (!less) expect(more).toBe(false);
        },
      ),
    );
  });
});

describe('PB-FIRE-46 the smoke order', () => {
  // An Allied mortar at 01,05 with a spotter at 02,05; an Axis tank at 06,05 in the open.
  const setup = (): SpotSetup => ({
    visibility: 6,
    units: [
      ally('m', '01,05', mortar),
      ally('a', '02,05', { hard: { value: 4, range: 4 }, soft: { value: 8, range: 4 } }),
      axis('x', '06,05', {
        type: 'armor',
        component: 'vehicles',
        strength: 10,
        hard: { value: 12, range: 4 },
        soft: { value: 8, range: 4 },
        flags: { hardTarget: true },
      }),
    ],
  });

  it('PB-FIRE-46: an indirect-fire unit lays smoke at the cost of an indirect shot; a shot is used up for good', () => {
    const g = game(setup());
    const mp = g.units[idx(g, 'm')]!.mp;
    const r = apply(g, { type: 'smoke', unit: 'm', hex: '04,05' });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    expect(s.hexes[loc(s, '04,05')]!.smoke).toMatchObject({ side: 'allied' });
    expect(s.units[idx(s, 'm')]!.mp).toBe(mp - Math.max(1, Math.round(mp / 2))); // mortar: 1/2 MA (PB-FIRE-03)
    expect(s.units[idx(s, 'm')]!.fired).toBe(true);
    expect(smokeShotsLeft(s, 'allied')).toBe(3);
    expect(viewFor(s, 'axis').map.smoke?.has(loc(s, '04,05'))).toBe(true); // both sides see smoke
    expect(viewFor(s, 'allied').smokeShotsLeft).toBe(3);
    const back = restoreState(s.world, JSON.parse(JSON.stringify(snapshotOf(s)))); // a save keeps it
    expect(stateHash(back)).toBe(stateHash(s));
    expect(smokeShotsLeft(back, 'allied')).toBe(3);
    // The spotter no longer sees the tank behind the smoke: direct fire at it is refused.
    const fire = apply(s, { type: 'fire', units: ['a'], target: '06,05' });
    expect(fire.ok ? null : fire.error.message).toMatch(/No spotted enemy unit in 06,05|Smoke blocks/);
  });

  it('PB-FIRE-46: refused for a unit without indirect fire, out of range, and with no shots (the operational game)', () => {
    const g = game(setup());
    const no = (cmd: { unit: string; hex: string }) => {
      const r = apply(g, { type: 'smoke', ...cmd });
      return r.ok ? null : r.error;
    };
    expect(no({ unit: 'a', hex: '04,05' })).toMatchObject({ code: 'CANNOT_FIRE', rule: 'PB-FIRE-46' });
    expect(no({ unit: 'm', hex: '11,05' })).toMatchObject({ code: 'OUT_OF_RANGE' });
    const pc = apply(game(setup(), false), { type: 'smoke', unit: 'm', hex: '04,05' });
    expect(pc.ok ? '' : pc.error.message).toMatch(/no smoke in this scenario/);
    g.combat.smokeFired = { allied: 4 };
    expect(no({ unit: 'm', hex: '04,05' })?.message).toMatch(/fired all its smoke shots/);
  });

  it('PB-FIRE-46 (our duration): smoke lasts the firer’s turn and the enemy’s, then clears', () => {
    const r = apply(game(setup()), { type: 'smoke', unit: 'm', hex: '04,05' });
    if (!r.ok) throw new Error(r.error.message);
    const enemyTurn = apply(r.state, { type: 'endTurn' });
    if (!enemyTurn.ok) throw new Error(enemyTurn.error.message);
    expect(enemyTurn.state.hexes[loc(r.state, '04,05')]!.smoke).toBeDefined();
    const back = apply(enemyTurn.state, { type: 'endTurn' });
    if (!back.ok) throw new Error(back.error.message);
    expect(back.state.hexes[loc(r.state, '04,05')]!.smoke).toBeUndefined();
    expect(back.events.some((e) => e.type === 'message' && /smoke on 04,05 clears/.test(e.text))).toBe(true);
  });

  it('PB-FIRE-46: the computer screens its units from an armoured enemy in range, with a legal order', () => {
    const g = game(setup());
    const cmd = nextSmoke(viewFor(g, 'allied'), (u, l) => smokeRefusal(g, u, l) === null);
    expect(cmd).toMatchObject({ type: 'smoke', unit: 'm' });
    const r = apply(g, cmd!);
    expect(r.ok).toBe(true);
    // With no shots left it lays none.
    g.combat.smokeFired = { allied: 4 };
    expect(nextSmoke(viewFor(g, 'allied'), () => true)).toBeNull();
  });
});
