import { describe, expect, it } from 'vitest';
import { apply, type Command, type GameState } from '../src/engine/systems/panzer/index.js';
import { digInChance } from '../src/engine/systems/panzer/rules/digin.js';
import { mineLayChance, rubbleClearChance } from '../src/engine/systems/panzer/rules/engineers.js';
import { idx } from './fixtures/combat.js';
import { engGame, locOf, nextAlliedTurn, ok, PIONEERS } from './fixtures/engineers.js';

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

const FIELD = { ...PIONEERS, flags: { engineer: true } };
const CLEARERS = { ...PIONEERS, flags: { engineer: true, mineClear: true } };
const sure = { params: { mineProb: 100, diggingIn: 200, engineers: { mineClear: 100 } } };

describe('PC-ENG-08 laying mines', () => {
  it('PC-ENG-08: Mine Prob per turn, × men/100 below 100 men', () => {
    const s = engGame({
      allied: [
        { id: 'bn', ...FIELD },
        { id: 'pl', ...FIELD, size: 'platoon', strength: 50, hex: '07,04' },
      ],
    });
    expect(s.world.params.mineProb).toBe(20);
    expect(mineLayChance(s, idx(s, 'bn'))).toBe(20);
    expect(mineLayChance(s, idx(s, 'pl'))).toBe(10);
  });

  it('PC-ENG-08: from the next turn a strength 1 minefield appears; the layer cannot fire meanwhile', () => {
    let s = engGame({
      allied: [{ id: 'pi', ...FIELD, hex: '06,06' }],
      axis: [{ id: 'x1', hex: '07,06' }],
      scenario: sure,
    });
    s = ok(s, { type: 'layMines', unit: 'pi' });
    const pi = idx(s, 'pi');
    expect(s.units[pi]!.mineOps).toBe(true);
    expect(refused(s, { type: 'fire', units: ['pi'], target: '07,06' }).code).toBe('CANNOT_FIRE');
    s = nextAlliedTurn(s);
    const h = s.hexes[locOf(s, '06,06')]!;
    expect(h.minefield).toBe(1);
    expect(h.minefieldPenetrated).toBe(false);
    expect(s.units[pi]!.mineOps).toBeUndefined();
  });

  it('PC-ENG-08: not after moving or firing, not when Frozen, not on a minefield, engineers only', () => {
    const mk = (over = {}) => engGame({ allied: [{ id: 'pi', ...FIELD, hex: '06,06', ...over }] });
    const cmd: Command = { type: 'layMines', unit: 'pi' };
    const m = mk();
    m.units[idx(m, 'pi')]!.moved = true;
    expect(refused(m, cmd).message).toMatch(/moved this turn/);
    const f = mk();
    f.weather.condition = 'frozen';
    expect(refused(f, cmd).message).toMatch(/Frozen/);
    expect(refused(mk({ hex: '02,08' }), cmd).message).toMatch(/already a minefield/);
    expect(refused(mk({ type: 'infantry', flags: {} }), cmd).code).toBe('NOT_ALLOWED');
    const b = mk();
    b.units[idx(b, 'pi')]!.cohesion = 'broken';
    expect(refused(b, cmd).message).toMatch(/Broken units cannot lay mines/);
  });
});

describe('PC-ENG-06/07, PC-IMP-03 clearing mines, Obstacles and Rubble', () => {
  it('PC-ENG-06: Mine Clear units lower the minefield each turn; lanes let Travel Mode units in unharmed', () => {
    let s = engGame({
      allied: [
        { id: 'mc', ...CLEARERS, hex: '02,08' },
        { id: 'inf', hex: '01,08', mode: 'travel' },
      ],
      scenario: { params: { engineers: { mineClear: 0 } } },
    });
    const field = locOf(s, '02,08');
    s = ok(s, { type: 'clearHex', unit: 'mc' });
    expect(s.units[idx(s, 'mc')]!.mineOps).toBe(true);
    // Same turn: lanes are not open yet.
    const now = apply(s, { type: 'move', units: ['inf'], path: ['02,08'] });
    if (!now.ok) throw new Error(now.error.message);
    expect(now.events.some((e) => e.type === 'unitState' && e.rule === 'PC-IMP-07')).toBe(true);
    s = nextAlliedTurn(s);
    expect(s.hexes[field]!.minefield).toBe(2); // a 0% rate never clears
    const later = apply(s, { type: 'move', units: ['inf'], path: ['02,08'] });
    if (!later.ok) throw new Error(later.error.message);
    expect(later.events.some((e) => e.type === 'unitState' && e.rule === 'PC-IMP-07')).toBe(false);
  });

  it('PC-ENG-06: strength 2 → 1 → gone, then the unit is done', () => {
    let s = engGame({ allied: [{ id: 'mc', ...CLEARERS, hex: '02,08' }], scenario: sure });
    s = ok(s, { type: 'clearHex', unit: 'mc' });
    s = nextAlliedTurn(s);
    expect(s.hexes[locOf(s, '02,08')]!.minefield).toBe(1);
    s = nextAlliedTurn(s);
    expect(s.hexes[locOf(s, '02,08')]!.minefield).toBe(0);
    expect(s.engineers.jobs).toHaveLength(0);
    expect(s.units[idx(s, 'mc')]!.mineOps).toBeUndefined();
  });

  it('PC-ENG-01: an engineer without Mine Clear cannot clear mines; moving away stops the work', () => {
    const plain = engGame({ allied: [{ id: 'pi', ...FIELD, hex: '02,08' }] });
    expect(refused(plain, { type: 'clearHex', unit: 'pi' }).message).toMatch(/Mine Clear/);
    let s = ok(engGame({ allied: [{ id: 'mc', ...CLEARERS, hex: '02,08' }] }), {
      type: 'clearHex',
      unit: 'mc',
    });
    s = ok(s, { type: 'move', units: ['mc'], path: ['01,08'] });
    expect(s.engineers.jobs).toHaveLength(0);
    expect(s.units[idx(s, 'mc')]!.mineOps).toBeUndefined();
  });

  it('PC-ENG-05: a Demolition unit pays 32 / assault value in strength per clearing (Goliath: 16)', () => {
    let s = engGame({
      allied: [
        {
          id: 'gol',
          name: 'Goliath',
          type: 'armor',
          component: 'vehicles',
          strength: 40,
          assault: 2,
          moveClass: 'tracked',
          speed: 12,
          flags: { demolition: true },
          hex: '02,08',
        },
      ],
      scenario: sure,
    });
    s = ok(s, { type: 'clearHex', unit: 'gol' });
    s = nextAlliedTurn(s);
    expect(s.hexes[locOf(s, '02,08')]!.minefield).toBe(1);
    expect(s.units[idx(s, 'gol')]!.strength).toBe(40 - 16);
  });

  it('PC-IMP-03: mine-clearing units remove Obstacles the same way', () => {
    let s = engGame({ allied: [{ id: 'mc', ...CLEARERS, hex: '03,08' }], scenario: sure });
    s = ok(s, { type: 'clearHex', unit: 'mc' });
    s = nextAlliedTurn(s);
    expect(s.hexes[locOf(s, '03,08')]!.obstacle).toBe('none');
  });

  it('PC-ENG-07: Rubble clears with half the Digging-In chance; RUBBLE becomes Rubble', () => {
    const base = engGame({ allied: [{ id: 'pi', ...FIELD, hex: '02,07' }] });
    expect(rubbleClearChance(base)).toBe(base.world.params.diggingIn / 2);
    expect(rubbleClearChance(base)).toBe(5);
    let s = engGame({ allied: [{ id: 'pi', ...FIELD, hex: '02,07' }], scenario: sure });
    s = ok(s, { type: 'clearHex', unit: 'pi' });
    s = nextAlliedTurn(s);
    expect(s.hexes[locOf(s, '02,07')]!.rubble).toBe('cleared');
    expect(refused(s, { type: 'clearHex', unit: 'pi' }).message).toMatch(/nothing to clear/);
  });

  it('PC-ENG-07: mines in the hex must be cleared before the Rubble', () => {
    const s = engGame({ allied: [{ id: 'pi', ...FIELD, hex: '02,07' }] });
    const h = s.hexes[locOf(s, '02,07')]!;
    h.minefield = 1;
    expect(refused(s, { type: 'clearHex', unit: 'pi' }).rule).toBe('PC-ENG-07');
  });
});

describe('PC-ENG-04 dig-in assistance', () => {
  it('PC-ENG-04: a non-bridge engineer in the hex triples another unit’s chance; bridge engineers and vehicles do not', () => {
    const s = engGame({
      allied: [
        { id: 'coy', size: 'company', hex: '06,06' },
        { id: 'pi', ...FIELD, hex: '06,06' },
        { id: 'coy2', size: 'company', hex: '06,07' },
        { id: 'br', ...PIONEERS, hex: '06,07' },
      ],
    });
    const p = s.world.params.diggingIn;
    expect(digInChance(s, idx(s, 'coy'))).toBe(3 * p);
    expect(digInChance(s, idx(s, 'coy2'))).toBe(p);
    const busy = ok(engGame({ allied: [{ id: 'pi', ...FIELD, hex: '06,06' }] }), {
      type: 'layMines',
      unit: 'pi',
    });
    expect(refused(busy, { type: 'digIn', unit: 'pi' }).message).toMatch(/engineer work/);
  });
});

describe('PC-ENG-05/06 entering a minefield to clear it', () => {
  it('PC-ENG-05/06: Demolition units enter a minefield like engineers: 1/3 MA and no minefield attack', () => {
    const s = engGame({
      allied: [
        {
          id: 'gol',
          type: 'armor',
          component: 'vehicles',
          strength: 40,
          assault: 2,
          moveClass: 'tracked',
          speed: 12,
          flags: { demolition: true },
          hex: '01,08',
        },
      ],
    });
    const r = apply(s, { type: 'move', units: ['gol'], path: ['02,08'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.some((e) => e.type === 'unitState' && e.rule === 'PC-IMP-07')).toBe(false);
    expect(r.state.units[idx(s, 'gol')]!.strength).toBe(40);
  });
});
