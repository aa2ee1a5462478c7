// Panzer Battles spotting under the tactical profile (issue 13): persistent concealment, spotters
// that must not have moved, and Recon Spotting as a standard rule.
import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState } from '../src/engine/systems/panzer/index.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { combatGame, idx } from './fixtures/combat.js';
import { HQ_A, HQ_X, miniScenario, unit } from './fixtures/mini.js';

const TACTICAL = { profile: 'tactical' } as const;

/** An Axis company in the wood at 04,01 and an Allied one beside it at 03,01, in line of sight. */
function woodGame(profile?: string): GameState {
  const scenario = miniScenario({
    ...(profile ? { profile } : {}),
    units: [
      HQ_A,
      HQ_X,
      unit({ id: 'a1', side: 'allied', hex: '03,01' }),
      unit({ id: 'x1', side: 'axis', hex: '04,01' }),
    ],
  });
  return newGame(scenario, 1).state;
}

describe('PB spotting (tactical profile)', () => {
  it('PB-SPOT-02 (PB-DIFF-04): a concealed unit that takes no action stays unseen even by an adjacent enemy', () => {
    const pc = woodGame();
    const pb = woodGame('tactical');
    // PC-SPT-03: the operational game spots a concealed unit at 1 hex.
    expect(pc.knowledge.allied.spotted).toContain(idx(pc, 'x1'));
    expect(pb.knowledge.allied.spotted).not.toContain(idx(pb, 'x1'));
    expect(pb.knowledge.allied.unknown).not.toContain(idx(pb, 'x1'));
  });

  it('PB-SPOT-02, PB-SPOT-04: any action reveals it', () => {
    const pb = woodGame('tactical');
    const x1 = idx(pb, 'x1');
    pb.units[x1]!.revealed = true; // as fire or movement marks it
    refreshSpotting(pb, [x1]);
    expect(pb.knowledge.allied.spotted).toContain(x1);
  });

  it('PB-SPOT-14 (PB-DIFF-11): a unit that moved this turn cannot spot for artillery', () => {
    const setup = (scenario: object) =>
      combatGame({
        allied: [
          { id: 'a2', hex: '04,06' },
          {
            id: 'g1',
            type: 'artillery',
            component: 'guns',
            strength: 12,
            soft: { value: 20, range: 10 },
            hard: { value: 5, range: 10 },
            flags: { indirect: true },
            hex: '01,06',
          },
        ],
        scenario,
      });
    const fire = { type: 'fire', units: ['g1'], target: '05,06', indirect: true } as const;
    for (const [scenario, allowed] of [
      [{}, true],
      [TACTICAL, false],
    ] as const) {
      const s = setup(scenario);
      s.units[idx(s, 'a2')]!.moved = true;
      const r = apply(s, fire);
      expect(r.ok).toBe(allowed);
      if (!r.ok) {
        expect(r.error.rule).toBe('PB-SPOT-14');
        expect(r.error.message).toMatch(/units that moved or fired this turn cannot spot/);
      }
    }
    // A spotter that stayed put still spots under the tactical profile.
    expect(apply(setup(TACTICAL), fire).ok).toBe(true);
  });

  it('PB-SPOT-10 (PB-DIFF-14): Recon Spotting is standard; the operational game needs the optional rule', () => {
    const recon = (scenario: object) =>
      apply(combatGame({ allied: [{ id: 'a1', type: 'recon', speed: 12 }], scenario }), {
        type: 'recon',
        unit: 'a1',
      });
    const pc = recon({});
    expect(pc.ok).toBe(false);
    if (!pc.ok) expect(pc.error.rule).toBe('PC-SPT-07');
    expect(recon(TACTICAL).ok).toBe(true);
  });
});
