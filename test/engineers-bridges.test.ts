import { describe, expect, it } from 'vitest';
import { apply, SIDE, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import {
  bridgeChance,
  combinedChance,
  engineerStatus,
} from '../src/engine/systems/panzer/rules/engineers.js';
import { progressEngineering } from '../src/engine/systems/panzer/rules/engineer-turn.js';
import { idx } from './fixtures/combat.js';
import { edgeOf, engGame, locOf, nextAlliedTurn, ok, PIONEERS } from './fixtures/engineers.js';

const side = (bridgeValue: number, pontoonMinTurns = 4) => ({
  params: {
    side: { allied: { bridgeValue, pontoonMinTurns }, axis: { bridgeValue, pontoonMinTurns } },
  },
});

function refused(state: GameState, cmd: Parameters<typeof apply>[1]) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

describe('PC-ENG-09..13 hexside bridges', () => {
  it('PC-ENG-10: Bridge Value × quality (PC-GEN-04) × men/100 × 1/3 for a company', () => {
    const s = engGame({
      allied: [
        { id: 'bn', ...PIONEERS },
        { id: 'coy', ...PIONEERS, size: 'company', quality: 'A', strength: 80, hex: '07,04' },
        { id: 'weak', ...PIONEERS, quality: 'D', strength: 50, hex: '07,05' },
        { id: 'f', ...PIONEERS, quality: 'F', hex: '06,05' },
      ],
    });
    expect(s.world.params.side.allied.bridgeValue).toBe(10);
    expect(bridgeChance(s, idx(s, 'bn'))).toBeCloseTo(10);
    expect(bridgeChance(s, idx(s, 'coy'))).toBeCloseTo((10 * 1.2 * 0.8) / 3); // 3.2%
    expect(bridgeChance(s, idx(s, 'weak'))).toBeCloseTo(10 * 0.75 * 0.5); // 3.75%
    expect(bridgeChance(s, idx(s, 'f'))).toBeCloseTo(2.5);
    // Several engineers on one bridge: independent chances (rules-decisions).
    expect(combinedChance([10, 10])).toBeCloseTo(19);
    expect(combinedChance([100, 3])).toBe(100);
  });

  it('PC-ENG-09: only Bridge Eng units, steady, Deployed, with their full MA, across a river', () => {
    const mk = (over = {}) => engGame({ allied: [{ id: 'pi', ...PIONEERS, name: '3./Pi 17', ...over }] });
    const cmd = { type: 'buildBridge', unit: 'pi', toward: '09,04' } as const;
    expect(refused(mk({ flags: { engineer: true } }), cmd).code).toBe('NOT_ALLOWED');
    const d = mk();
    d.units[idx(d, 'pi')]!.cohesion = 'disrupted';
    expect(refused(d, cmd).message).toBe('3./Pi 17 is Disrupted; Disrupted units cannot build bridges.');
    expect(refused(d, cmd).rule).toBe('PC-ENG-09');
    const t = mk();
    t.units[idx(t, 'pi')]!.mode = 'travel';
    expect(refused(t, cmd).code).toBe('MODE');
    const m = mk();
    m.units[idx(m, 'pi')]!.mp -= 1;
    expect(refused(m, cmd).message).toMatch(/full movement allowance/);
    expect(refused(mk(), { ...cmd, toward: '07,04' }).message).toMatch(/no river/);
    expect(refused(mk({ hex: '08,03' }), { ...cmd, toward: '09,03' }).message).toMatch(/already a bridge/);
    expect(refused(mk(), { ...cmd, toward: '10,04' }).code).toBe('NOT_ADJACENT');

    const s = ok(mk(), cmd);
    const pi = idx(s, 'pi');
    expect(s.units[pi]!.mp).toBe(0); // full MA
    expect(s.units[pi]!.bridgeOps).toBe(true);
    expect(engineerStatus(s, pi)).toBe('Bridge Ops');
    // A Bridge Layer (engineering vehicle) pays 1/3 MA.
    const bl = engGame({
      allied: [
        {
          id: 'bl',
          component: 'vehicles',
          strength: 3,
          speed: 12,
          moveClass: 'tracked',
          flags: { bridgeEngineer: true },
        },
      ],
    });
    const full = bl.units[idx(bl, 'bl')]!.mpMax;
    const after = ok(bl, { type: 'buildBridge', unit: 'bl', toward: '09,04' });
    expect(after.units[idx(after, 'bl')]!.mp).toBe(full - Math.ceil((full / 3) * 4) / 4);
  });

  it('PC-ENG-10/11/12: the bridge is finished at a turn start, carries units in Travel Mode, and holds its engineer', () => {
    let s = engGame({
      allied: [
        { id: 'pi', ...PIONEERS },
        { id: 'inf', hex: '08,05', mode: 'travel' },
      ],
      scenario: side(100),
    });
    const edge = edgeOf(s, '08,04', '09,04');
    s = ok(s, { type: 'buildBridge', unit: 'pi', toward: '09,04' });
    expect(s.edgeOverrides[edge]).toBeUndefined();
    s = nextAlliedTurn(s);
    const pi = idx(s, 'pi');
    expect(s.edgeOverrides[edge]! & SIDE.bridgeHeavy).toBeTruthy();
    expect(engineerStatus(s, pi)).toBe('Has Bridge');
    expect(s.units[pi]!.bridgeOps).toBe(true);
    // The engineer maintains it and cannot leave (PC-ENG-12).
    const stay = refused(s, { type: 'move', units: ['pi'], path: ['07,04'] });
    expect(stay.rule).toBe('PC-ENG-12');
    // Another unit crosses in Travel Mode (PC-WAT-01, PC-MOV-07).
    s = ok(s, { type: 'move', units: ['inf'], path: ['08,04', '09,04'] });
    expect(s.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '09,04'));
  });

  it('PC-ENG-10: with a Bridge Value of 0 the bridge is never finished', () => {
    let s = ok(engGame({ scenario: side(0) }), { type: 'buildBridge', unit: 'pi', toward: '09,04' });
    for (let i = 0; i < 4; i++) s = nextAlliedTurn(s);
    expect(engineerStatus(s, idx(s, 'pi'))).toBe('Bridge Ops');
    expect(Object.keys(s.edgeOverrides)).toHaveLength(0);
  });

  it('PC-ENG-12: dismantling takes the bridge away; an eliminated builder takes it with it', () => {
    let s = ok(engGame({ scenario: side(100) }), { type: 'buildBridge', unit: 'pi', toward: '09,04' });
    s = nextAlliedTurn(s);
    const dismantled = nextAlliedTurn(ok(s, { type: 'dismantleBridge', unit: 'pi' }));
    expect(Object.keys(dismantled.edgeOverrides)).toHaveLength(0);
    expect(engineerStatus(dismantled, idx(dismantled, 'pi'))).toBeNull();
    expect(dismantled.units[idx(dismantled, 'pi')]!.bridgeOps).toBeUndefined();

    const gone = ok(s, { type: 'endTurn' });
    gone.units[idx(gone, 'pi')]!.status = 'eliminated';
    gone.units[idx(gone, 'pi')]!.loc = -1;
    const after = ok(gone, { type: 'endTurn' });
    expect(Object.keys(after.edgeOverrides)).toHaveLength(0);
    expect(after.engineers.bridges).toHaveLength(0);
  });

  it('PC-ENG-13: Abandon Bridge frees the engineer at once, leaves the bridge, and marks it NO BRIDGE', () => {
    let s = ok(engGame({ scenario: side(100) }), { type: 'buildBridge', unit: 'pi', toward: '09,04' });
    s = nextAlliedTurn(s);
    s = ok(s, { type: 'abandonBridge', unit: 'pi' });
    const pi = idx(s, 'pi');
    expect(engineerStatus(s, pi)).toBe('NO BRIDGE');
    expect(s.edgeOverrides[edgeOf(s, '08,04', '09,04')]! & SIDE.bridgeHeavy).toBeTruthy();
    s = ok(s, { type: 'mode', unit: 'pi', mode: 'travel' });
    s = ok(s, { type: 'move', units: ['pi'], path: ['09,04'] }); // across its own bridge
    s = nextAlliedTurn(s);
    s = ok(s, { type: 'mode', unit: 'pi', mode: 'deployed' });
    s = nextAlliedTurn(s);
    const e = refused(s, { type: 'buildBridge', unit: 'pi', toward: '09,05' });
    expect(e.rule).toBe('PC-ENG-13');
    expect(e.message).toMatch(/NO BRIDGE/);
  });

  it('PC-ENG-10: several engineers on one bridge make one test; the first to start holds it', () => {
    let s = engGame({
      allied: [
        { id: 'p1', ...PIONEERS },
        { id: 'p2', ...PIONEERS, hex: '09,04' },
      ],
      scenario: side(100),
    });
    s = ok(s, { type: 'buildBridge', unit: 'p1', toward: '09,04' });
    s = ok(s, { type: 'buildBridge', unit: 'p2', toward: '08,04' });
    expect(s.engineers.jobs.map((j) => j.edge)).toEqual([
      edgeOf(s, '08,04', '09,04'),
      edgeOf(s, '08,04', '09,04'),
    ]);
    s = nextAlliedTurn(s);
    expect(engineerStatus(s, idx(s, 'p1'))).toBe('Has Bridge');
    expect(engineerStatus(s, idx(s, 'p2'))).toBeNull();
  });

  it('PC-ENG-09/15: building over a damaged hexside bridge repairs it; dismantling leaves it damaged again', () => {
    let s = engGame({ allied: [{ id: 'pi', ...PIONEERS, hex: '08,03' }], scenario: side(100) });
    const edge = edgeOf(s, '08,03', '09,03');
    s.edgeOverrides[edge] = s.world.edges[edge]! | SIDE.bridgeDamaged;
    const bits = () => s.edgeOverrides[edge] ?? s.world.edges[edge]!;
    s = nextAlliedTurn(ok(s, { type: 'buildBridge', unit: 'pi', toward: '09,03' }));
    expect(bits() & SIDE.bridgeDamaged).toBe(0);
    expect(bits() & SIDE.bridgeHeavy).toBeTruthy();
    s = nextAlliedTurn(ok(s, { type: 'dismantleBridge', unit: 'pi' }));
    expect(bits() & SIDE.bridgeDamaged).toBeTruthy();
  });

  it('PC-ENG-18: an engineer may bridge an anti-tank ditch like a river', () => {
    let s = engGame({ allied: [{ id: 'pi', ...PIONEERS, hex: '01,01' }], scenario: side(100) });
    s = nextAlliedTurn(ok(s, { type: 'buildBridge', unit: 'pi', toward: '02,01' }));
    const bits = s.edgeOverrides[edgeOf(s, '01,01', '02,01')]!;
    expect(bits & SIDE.antiTankDitch && bits & SIDE.bridgeHeavy).toBeTruthy();
  });
});

describe('PC-ENG-14 pontoon bridges', () => {
  const pontoonGame = (minTurns: number, bridgeValue = 100) =>
    engGame({
      allied: [
        { id: 'pi', ...PIONEERS, hex: '04,08' },
        { id: 'inf', hex: '04,07', mode: 'travel' },
      ],
      scenario: side(bridgeValue, minTurns),
    });

  it('PC-ENG-14: not at all when the side has no Pontoon Bridge parameter', () => {
    const e = refused(pontoonGame(0), { type: 'buildBridge', unit: 'pi', toward: '05,08' });
    expect(e.rule).toBe('PC-ENG-14');
  });

  it('PC-ENG-14: a value of 10 means 10 turns must pass first; then the normal test applies', () => {
    let s = ok(pontoonGame(10), { type: 'buildBridge', unit: 'pi', toward: '05,08' });
    const water = locOf(s, '05,08');
    for (let t = 1; t <= 9; t++) {
      s = nextAlliedTurn(s);
      expect(s.hexes[water]?.pontoon).toBeFalsy();
    }
    s = nextAlliedTurn(s); // the 10th turn start: the test may now succeed (Bridge Value 100)
    expect(s.hexes[water]!.pontoon).toBe(true);
    expect(engineerStatus(s, idx(s, 'pi'))).toBe('Has Bridge');
    // Both sides see it on the map (the planner and the renderer read the view).
    expect(viewFor(s, 'axis').map.bridgeChanges?.get(water)).toBe('pontoon');
    // Crossed like a Full-Hex Bridge, in Travel Mode at road rates.
    s = ok(s, { type: 'move', units: ['inf'], path: ['04,08', '05,08', '06,08'] });
    expect(s.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '06,08'));
  });

  it('PC-ENG-14: turns when the engineer is Disrupted do not count', () => {
    const s = ok(pontoonGame(2), { type: 'buildBridge', unit: 'pi', toward: '05,08' });
    const pi = idx(s, 'pi');
    progressEngineering(s, 'allied', []);
    expect(s.engineers.jobs[0]!.turns).toBe(1);
    s.units[pi]!.cohesion = 'disrupted';
    progressEngineering(s, 'allied', []);
    progressEngineering(s, 'allied', []);
    expect(s.engineers.jobs[0]!.turns).toBe(1);
    expect(s.hexes[locOf(s, '05,08')]?.pontoon).toBeFalsy();
    s.units[pi]!.cohesion = 'ok';
    progressEngineering(s, 'allied', []);
    expect(s.hexes[locOf(s, '05,08')]!.pontoon).toBe(true);
  });

  it('PC-ENG-14: no pontoon over a damaged Full-Hex Bridge', () => {
    const s = engGame({ allied: [{ id: 'pi', ...PIONEERS, hex: '04,09' }], scenario: side(100) });
    s.hexes[locOf(s, '05,09')] = { ...s.hexes[locOf(s, '05,09')]!, fullHexBridge: 'damaged' } as never;
    const e = refused(s, { type: 'buildBridge', unit: 'pi', toward: '05,09' });
    expect(e.message).toMatch(/damaged bridge/);
  });
});
