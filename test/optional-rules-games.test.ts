// Whole A/I games with every optional supply rule of this area switched on: deterministic for a
// seed (design invariants 1-2) and no command refused.

import { describe, expect, it } from 'vitest';
import { buildWorld } from '../src/engine/systems/panzer/world.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { runMatch } from '../src/sim/match.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { miniScenario, unit } from './fixtures/mini.js';

const RULES = ['artillerySetup', 'virtualSupplyTrucks', 'explicitSupply', 'alternateAssault', 'nightFatigue'];

function scenario() {
  const base = miniScenario({ environment: { visibility: { min: 4, max: 6, start: 5 } } });
  return {
    ...base,
    start: { ...base.start, date: '1944-06-13T16:00', turns: 8 }, // runs through a night
    supplySources: [
      { hex: '00,03', side: 'allied' as const, value: 80 },
      { hex: '11,03', side: 'axis' as const, value: 70 },
    ],
    orgs: base.orgs.map((o) => (o.id === 'a-div' || o.id === 'x-div' ? { ...o, replacementRate: 5 } : o)),
    units: [
      ...base.units,
      unit({
        id: 'a-gun',
        side: 'allied',
        type: 'artillery',
        component: 'guns',
        strength: 12,
        hard: { value: 4, range: 6 },
        soft: { value: 20, range: 6 },
        assault: 1,
        moveClass: 'motorized',
        speed: 12,
        flags: { indirect: true, towed: true },
        hex: '01,05',
        mode: 'travel',
      }),
      unit({ id: 'a-inf-at', side: 'allied', hex: '02,04', hard: { value: 4, range: 0 } }),
      unit({
        id: 'a-sup',
        side: 'allied',
        type: 'supply',
        component: 'vehicles',
        strength: 20,
        assault: 0,
        hard: { value: 0, range: 0 },
        soft: { value: 0, range: 0 },
        moveClass: 'motorized',
        supplyRange: 4,
        hex: '01,04',
      }),
    ],
  };
}

describe('A/I games under the optional supply rules', () => {
  it('the same seed gives the same final hash and the A/I issues no refused command', () => {
    const s = scenario();
    const a = runMatch(panzerSystem, s, 5, { allied: 'ai', axis: 'ai' }, { game: { optionalRules: RULES } });
    const b = runMatch(panzerSystem, s, 5, { allied: 'ai', axis: 'ai' }, { game: { optionalRules: RULES } });
    expect(a.hash).toBe(b.hash);
    expect(a.refusals).toEqual({ allied: 0, axis: 0 });
    expect(a.result).not.toBeNull();
  });

  it('the rules change the game: the hash differs from the same seed without them', () => {
    const sides = { allied: 'ai', axis: 'ai' };
    const on = runMatch(panzerSystem, scenario(), 5, sides, { game: { optionalRules: RULES } });
    const off = runMatch(panzerSystem, scenario(), 5, sides, { game: {} });
    expect(on.hash).not.toBe(off.hash);
  });

  it('a new game under the rules starts the limbered gun Setup Required (PC-SUP-26)', () => {
    const s = newGame(buildWorld(scenario(), { optionalRules: RULES }), 1).state;
    const g = s.world.unitIndex.get('a-gun')!;
    expect(s.units[g]!.setupRequired).toBe(true);
  });
});
