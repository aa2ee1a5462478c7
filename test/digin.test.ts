import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/index.js';
import { digInChance, nextStep, progressDigging } from '../src/engine/systems/panzer/rules/digin.js';
import { computeAssault } from '../src/engine/systems/panzer/rules/assault.js';
import { computeFire, resetCombatTurn } from '../src/engine/systems/panzer/rules/fire.js';
import { noteHexLeft } from '../src/engine/systems/panzer/rules/fortifications.js';
import { combatGame, idx } from './fixtures/combat.js';

describe('PC-MSC-01/02 digging in, PC-FRT fortifications', () => {
  it('PC-MSC-01: dig-in order; digging units fire at 1/2 and defend in assault at 1/2', () => {
    const s = combatGame();
    const r = apply(s, { type: 'digIn', unit: 'x1' });
    expect(r.ok).toBe(false); // not the Axis turn
    const r2 = apply(s, { type: 'digIn', unit: 'a1' });
    if (!r2.ok) throw new Error(r2.error.message);
    const t = r2.state;
    const a = idx(t, 'a1');
    expect(t.units[a]!.digging).toBe(true);
    expect(t.units[a]!.mp).toBe(0);
    const c = computeFire(t, { firer: a, target: idx(t, 'x1'), indirect: false, opportunity: false });
    expect(c.factors.some((f) => f.label === 'Digging-In' && f.value === 0.5)).toBe(true);
    // As a defender in assault.
    t.activeSide = 'axis';
    t.units[idx(t, 'x1')]!.mp = 9;
    const as = computeAssault(t, [idx(t, 'x1')], t.units[a]!.loc);
    expect(as.answer.total).toBe(7200 / 2);
  });

  it('PC-MSC-01 eligibility: not after moving or firing, not Disrupted, not in Travel Mode, not HQs, not Frozen', () => {
    const mk = () => combatGame();
    const moved = mk();
    moved.units[idx(moved, 'a1')]!.moved = true;
    expect(apply(moved, { type: 'digIn', unit: 'a1' })).toMatchObject({
      ok: false,
      error: { rule: 'PC-MSC-01' },
    });
    const d = mk();
    d.units[idx(d, 'a1')]!.cohesion = 'disrupted';
    expect(apply(d, { type: 'digIn', unit: 'a1' }).ok).toBe(false);
    const tr = mk();
    tr.units[idx(tr, 'a1')]!.mode = 'travel';
    expect(apply(tr, { type: 'digIn', unit: 'a1' })).toMatchObject({ ok: false, error: { code: 'MODE' } });
    expect(apply(mk(), { type: 'digIn', unit: 'a-hq' }).ok).toBe(false);
    const fz = mk();
    fz.weather.condition = 'frozen';
    expect(apply(fz, { type: 'digIn', unit: 'a1' }).ok).toBe(false);
  });

  it('PC-MSC-02: Digging-In × 3 for a battalion, ×1 for a company, × 3 again for an engineer', () => {
    const s = combatGame({
      allied: [
        { id: 'a1' },
        { id: 'c', size: 'company', hex: '00,09' },
        { id: 'e', size: 'company', hex: '01,09', type: 'engineer', flags: { engineer: true } },
      ],
    });
    const p = s.world.params.diggingIn;
    expect(digInChance(s, idx(s, 'a1'))).toBe(3 * p);
    expect(digInChance(s, idx(s, 'c'))).toBe(p);
    expect(digInChance(s, idx(s, 'e'))).toBe(3 * p);
  });

  it('PC-MSC-01: steps none → IP → Trench; Trench → Bunker only for engineers; vacated restored', () => {
    const s = combatGame({
      allied: [{ id: 'a1' }, { id: 'e', hex: '04,06', type: 'engineer', flags: { engineer: true } }],
    });
    const a = idx(s, 'a1');
    const e = idx(s, 'e');
    const loc = s.units[a]!.loc;
    expect(nextStep(s, a)!.to).toBe('ip');
    s.world.params.diggingIn = 100;
    s.units[a]!.digging = true;
    progressDigging(s, 'allied', []);
    expect(s.hexes[loc]!.fortification).toBe('ip');
    progressDigging(s, 'allied', []);
    expect(s.hexes[loc]!.fortification).toBe('trench');
    expect(nextStep(s, a)).toBeNull();
    expect(s.units[a]!.digging).toBe(false);
    expect(nextStep(s, e)!.to).toBe('bunker');
    // Vacated: units leave, the trench is halved until someone digs in there again.
    s.hexes[loc]!.fortification = 'trench';
    s.units[a]!.loc = s.world.board.parse('00,09')!;
    s.units[e]!.loc = s.world.board.parse('00,08')!;
    noteHexLeft(s, loc);
    expect(s.hexes[loc]!.fortificationVacated).toBe(true);
    s.units[a]!.loc = loc;
    expect(nextStep(s, a)).toEqual({ to: 'trench', restore: true, bunker: false });
    s.units[a]!.digging = true;
    progressDigging(s, 'allied', []);
    expect(s.hexes[loc]!.fortificationVacated).toBe(false);
  });

  it('PC-FRT-04a: a fortification its defenders left is Vacated at the next turn start; an unmanned one is not', () => {
    const s = combatGame();
    const loc = s.units[idx(s, 'a1')]!.loc;
    const empty = s.world.board.parse('08,08')!;
    const fort = (f: 'trench' | 'ip') => ({
      rubble: 'none' as const,
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none' as const,
      congestion: null,
      congestionCounter: 0,
      fortification: f,
      fortificationVacated: false,
    });
    s.hexes[loc] = fort('trench');
    s.hexes[empty] = fort('ip');
    resetCombatTurn(s);
    expect(s.hexes[loc]!.fortificationVacated).toBe(false);
    s.units[idx(s, 'a1')]!.loc = s.world.board.parse('03,06')!;
    resetCombatTurn(s);
    expect(s.hexes[loc]!.fortificationVacated).toBe(true);
    expect(s.hexes[empty]!.fortificationVacated).toBe(false);
  });

  it('PC-FRT-03/06: a Pillbox is never built nor restored', () => {
    const s = combatGame();
    const loc = s.units[idx(s, 'a1')]!.loc;
    s.hexes[loc] = {
      rubble: 'none',
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none',
      congestion: null,
      congestionCounter: 0,
      fortification: 'pillbox',
      fortificationVacated: true,
    };
    expect(nextStep(s, idx(s, 'a1'))).toBeNull();
    expect(apply(s, { type: 'digIn', unit: 'a1' }).ok).toBe(false);
  });
});
