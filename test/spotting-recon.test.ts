// Recon Spotting (PC-SPT-07), an optional rule with its own command.
import { describe, expect, it } from 'vitest';
import { apply, type GameState } from '../src/engine/systems/panzer/index.js';
import { reconCost } from '../src/engine/systems/panzer/rules/recon.js';
import { ally, axis, idx, spotGame, type SpotSetup } from './fixtures/spot-map.js';

const recce = (hex: string) =>
  ally('recce', hex, { type: 'recon', name: 'Recce Sqn', speed: 12, moveClass: 'motorized' });

function game(over: Partial<SpotSetup> = {}): GameState {
  return spotGame({
    visibility: 4,
    optionalRules: ['reconSpotting'],
    terrain: { '04,05': 'f', '03,03': 'f', '04,03': 'f' },
    params: { spotting: { reconRangeFactor: 100, reconDetailChance: 100 } },
    units: [
      recce('01,05'),
      ally('inf', '01,07'),
      axis('inWood', '04,05'), // concealed at 3 hexes
      axis('atFive', '06,06'), // Clear, at Visibility + 1
      axis('atSix', '07,06'), // beyond Visibility + 1
      axis('behindWood', '05,03'), // no LOS through 03,03/04,03
    ],
    ...over,
  });
}

const ids = (s: GameState, list: readonly number[]) => list.map((i) => s.world.units[i]!.id);

describe('PC-SPT-07 Recon Spotting', () => {
  it('PC-SPT-07: reveals concealed units and units out to Visibility + 1 in LOS, for 1/3 MP', () => {
    const s = game();
    expect(ids(s, s.knowledge.allied.spotted)).toEqual([]);
    const r = apply(s, { type: 'recon', unit: 'recce' });
    if (!r.ok) throw new Error(r.error.message);
    expect(ids(r.state, r.state.knowledge.allied.spotted)).toEqual(['inWood', 'atFive']);
    const u = r.state.units[idx(s, 'recce')]!;
    expect(u.mp).toBe(s.units[idx(s, 'recce')]!.mp - reconCost(u.mpMax));
    expect(r.events.some((e) => e.type === 'spotted' && e.by === 'allied')).toBe(true);
  });

  it('PC-SPT-07: a success may show the unit only as Unknown', () => {
    const s = game({ params: { spotting: { reconRangeFactor: 100, reconDetailChance: 0 } } });
    const r = apply(s, { type: 'recon', unit: 'recce' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.knowledge.allied.spotted).toEqual([]);
    expect(ids(r.state, r.state.knowledge.allied.unknown)).toEqual(['inWood', 'atFive']);
  });

  it('PC-SPT-07: with no chance it finds nothing and says so', () => {
    const r = apply(game({ params: { spotting: { reconRangeFactor: 0 } } }), {
      type: 'recon',
      unit: 'recce',
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.knowledge.allied.spotted).toEqual([]);
    expect(r.events).toEqual([
      expect.objectContaining({ type: 'message', seenBy: 'allied', rule: 'PC-SPT-07' }),
    ]);
  });

  it('PC-SPT-07: the default chances give the same result for the same seed and command', () => {
    const s = game({ params: {} });
    const a = apply(s, { type: 'recon', unit: 'recce' });
    const b = apply(s, { type: 'recon', unit: 'recce' });
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.state.knowledge).toEqual(b.state.knowledge);
    expect(a.events).toEqual(b.events);
  });

  it('PC-MOV-21: a Fixed unit revealed by recon is released', () => {
    const s = game({
      units: [recce('01,05'), axis('inWood', '04,05', { fixed: true })],
    });
    const r = apply(s, { type: 'recon', unit: 'recce' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units[idx(s, 'inWood')]!.fixed).toBe(false);
    expect(r.events).toContainEqual({
      type: 'released',
      unit: idx(s, 'inWood'),
      reason: 'spotted by the enemy',
    });
  });

  it('PC-SPT-07: refused when the optional rule is off, for a non-recon unit, a Broken one, or without the MP', () => {
    const off = apply(game({ optionalRules: [] }), { type: 'recon', unit: 'recce' });
    expect(off.ok ? null : off.error).toMatchObject({ code: 'NOT_ALLOWED', rule: 'PC-SPT-07' });
    const inf = apply(game(), { type: 'recon', unit: 'inf' });
    expect(inf.ok ? null : inf.error.message).toBe(
      'inf is not a reconnaissance unit; only recon units can use Recon Spotting.',
    );
    const broken = game();
    broken.units[idx(broken, 'recce')]!.cohesion = 'broken';
    expect(apply(broken, { type: 'recon', unit: 'recce' })).toMatchObject({
      ok: false,
      error: { rule: 'PC-SPT-06' },
    });
    const tired = game();
    tired.units[idx(tired, 'recce')]!.mp = 1;
    const t = apply(tired, { type: 'recon', unit: 'recce' });
    expect(t.ok ? null : t.error.message).toBe(
      `Recce Sqn has 1 MP left; Recon Spotting costs ${reconCost(tired.units[idx(tired, 'recce')]!.mpMax)}.`,
    );
    const enemy = apply(game(), { type: 'recon', unit: 'inWood' });
    expect(enemy.ok ? null : enemy.error.code).toBe('NOT_YOUR_UNIT');
  });

  it('PC-GEN-05: the cost is 1/3 of the allowance rounded up', () => {
    expect([3, 9, 10, 12, 1].map(reconCost)).toEqual([1, 3, 4, 4, 1]);
  });
});
