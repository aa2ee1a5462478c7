// Phased play under Manual Defensive Fire (PC-PHS, PC-OPT-16/17): the worked numbers of section 18,
// named by rule ID.

import { describe, expect, it } from 'vitest';
import {
  apply,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import { computeFire } from '../src/engine/systems/panzer/rules/fire.js';
import type { UnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { combatGame, idx } from './fixtures/combat.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';

const MDF = ['manualDefensiveFire'];
const ADF = ['manualDefensiveFire', 'automaticDefensiveFire'];

type Setup = {
  allied?: (Partial<UnitSetup> & { id: string })[];
  axis?: (Partial<UnitSetup> & { id: string })[];
  rules?: string[];
};
const game = (s: Setup = {}) =>
  combatGame({
    ...(s.allied ? { allied: s.allied } : {}),
    ...(s.axis ? { axis: s.axis } : {}),
    scenario: { optionalRules: s.rules ?? MDF },
  });

function ok(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`expected ${cmd.type} to be refused`);
  return r.error;
}
const next = (s: GameState) => ok(s, { type: 'nextPhase' }).state;
const u = (s: GameState, id: string) => s.units[idx(s, id)]!;
const title = (s: GameState) => viewFor(s, 'allied').phase?.title;
const fires = (ev: readonly GameEvent[]) =>
  ev.filter((e): e is Extract<GameEvent, { type: 'fire' }> => e.type === 'fire');
const spec = (s: GameState, firer: string, target: string, indirect = false) => ({
  firer: idx(s, firer),
  target: idx(s, target),
  indirect,
  opportunity: false,
});
const factor = (c: { factors: readonly { label: string; value: number; rule?: string }[] }, rule: string) =>
  c.factors.filter((f) => f.rule === rule).map((f) => [f.label, f.value]);

const guns = {
  type: 'artillery' as const,
  component: 'guns' as const,
  strength: 12,
  soft: { value: 20, range: 10 },
  hard: { value: 5, range: 10 },
  flags: { indirect: true },
};

describe('PC-PHS-02 the 8-phase turn', () => {
  it('Allied first: Allied Movement, Axis Defensive Fire, Allied Offensive Fire, Allied Assault, then the Axis four', () => {
    let s = game();
    const seen: string[] = [title(s)!];
    const started: GameEvent[] = [];
    for (let n = 0; n < 8; n++) {
      const r = ok(s, { type: 'nextPhase' });
      started.push(...r.events.filter((e) => e.type === 'phaseStarted'));
      s = r.state;
      seen.push(`${s.turn} ${title(s)}`);
    }
    expect(seen).toEqual([
      'Allied Movement Phase',
      '1 Axis Defensive Fire Phase',
      '1 Allied Offensive Fire Phase',
      '1 Allied Assault Phase',
      '1 Axis Movement Phase',
      '1 Allied Defensive Fire Phase',
      '1 Axis Offensive Fire Phase',
      '1 Axis Assault Phase',
      '2 Allied Movement Phase',
    ]);
    expect(started).toHaveLength(8);
    expect(started[0]).toEqual({ type: 'phaseStarted', turn: 1, phase: 'defensiveFire', side: 'axis' });
  });

  it('both sides see the phase and who gives orders in it; no phase without the rule', () => {
    const s = next(game());
    expect(viewFor(s, 'axis').phase).toEqual({
      name: 'defensiveFire',
      side: 'axis',
      title: 'Axis Defensive Fire Phase',
      automaticDefensiveFire: false,
      fired: [],
      deserted: [],
    });
    expect(viewFor(s, 'allied').activeSide).toBe('allied');
    const plain = game({ rules: [] });
    expect(plain.phase).toBeUndefined();
    expect('phase' in viewFor(plain, 'allied')).toBe(false);
    expect(refused(plain, { type: 'nextPhase' }).rule).toBe('PC-OPT-16');
  });

  it('movement only in Movement Phases, fire only in Fire Phases, assaults only in the Assault Phase', () => {
    const s = game();
    const fire: Command = { type: 'fire', units: ['a1'], target: '05,06' };
    const e = refused(s, fire);
    expect(e).toMatchObject({ code: 'WRONG_PHASE', rule: 'PC-PHS-02' });
    expect(e.message).toBe(
      'Fire is not allowed in the Allied Movement Phase; it belongs to the Defensive Fire Phase or the Offensive Fire Phase.',
    );
    expect(refused(s, { type: 'assault', units: ['a1'], target: '05,06' }).code).toBe('WRONG_PHASE');
    const dfp = next(s);
    expect(refused(dfp, { type: 'move', units: ['x1'], path: ['06,06'] }).message).toBe(
      'Movement is not allowed in the Axis Defensive Fire Phase; it belongs to the Movement Phase.',
    );
    // The Allied units may not fire in the Axis Defensive Fire Phase.
    expect(refused(dfp, fire)).toMatchObject({ code: 'NOT_YOUR_UNIT', rule: 'PC-PHS-02' });
    expect(refused(dfp, fire).message).toBe('a1 is Allied; it is the Axis Defensive Fire Phase.');
    const ofp = next(dfp);
    expect(refused(ofp, { type: 'mode', unit: 'a1', mode: 'travel' }).code).toBe('WRONG_PHASE');
    expect(refused(ofp, { type: 'assault', units: ['a1'], target: '05,06' }).message).toContain(
      'belongs to the Assault Phase',
    );
    expect(refused(next(ofp), fire).code).toBe('WRONG_PHASE');
  });

  it('End Turn passes play to the other player: to their Defensive Fire Phase, back, then their Movement Phase', () => {
    let s = game();
    s = ok(s, { type: 'endTurn' }).state;
    expect(title(s)).toBe('Axis Defensive Fire Phase');
    s = ok(s, { type: 'endTurn' }).state;
    expect(title(s)).toBe('Allied Offensive Fire Phase');
    s = ok(s, { type: 'endTurn' }).state;
    expect(title(s)).toBe('Axis Movement Phase');
    expect(s.activeSide).toBe('axis');
  });
});

describe('PC-PHS-03 rule changes under Manual Defensive Fire', () => {
  it('(a) the movement allowance is 2/3 of normal: 9 -> 6, 12 -> 8, 15 -> 10', () => {
    const units = [
      { id: 'a1', speed: 9 },
      { id: 'a2', speed: 12, hex: '03,06' },
      { id: 'a3', speed: 15, hex: '02,06' },
    ];
    const phased = game({ allied: units });
    const plain = game({ allied: units, rules: [] });
    expect(['a1', 'a2', 'a3'].map((id) => u(plain, id).mpMax)).toEqual([9, 12, 15]);
    expect(['a1', 'a2', 'a3'].map((id) => u(phased, id).mpMax)).toEqual([6, 8, 10]);
    // The non-active side gets its reduced allowance too.
    expect(u(phased, 'x1').mpMax).toBe(6);
  });

  it('(b) Defensive Fire Phase fire ×2, at no MP cost (PC-FIR-02)', () => {
    const dfp = next(game());
    const c = computeFire(dfp, spec(dfp, 'x1', 'a1'));
    expect(factor(c, 'PC-PHS-03')).toEqual([['Defensive Fire Phase', 2]]);
    const plain = game({ rules: [] });
    expect(c.attack).toBeCloseTo(2 * computeFire(plain, spec(plain, 'x1', 'a1')).attack);
    expect(c.mpCost).toBe(0);
    const mp = u(dfp, 'x1').mp;
    const r = ok(dfp, { type: 'fire', units: ['x1'], target: '04,06' });
    expect(fires(r.events)[0]!.factors.some((f) => f.label === 'Defensive Fire Phase')).toBe(true);
    expect(u(r.state, 'x1').mp).toBe(mp);
  });

  it('(b) in the Offensive Fire Phase a unit that did not move fires ×2, one that moved ×1', () => {
    let s = game({ allied: [{ id: 'a1' }, { id: 'a2', hex: '03,07' }] });
    s = ok(s, { type: 'move', units: ['a2'], path: ['04,07'] }).state;
    s = next(next(s));
    expect(title(s)).toBe('Allied Offensive Fire Phase');
    expect(factor(computeFire(s, spec(s, 'a1', 'x1')), 'PC-PHS-03')).toEqual([
      ['did not move (Offensive Fire Phase)', 2],
    ]);
    expect(factor(computeFire(s, spec(s, 'a2', 'x1')), 'PC-PHS-03')).toEqual([]);
  });

  it('(c) each unit fires once in each Fire Phase, even with Auto Multi-Fire', () => {
    const dfp = next(game({ axis: [{ id: 'x1', startStrength: 600 }] }));
    const r = ok(dfp, { type: 'fire', units: ['x1'], target: '04,06', repeat: true });
    expect(fires(r.events)).toHaveLength(1);
    const again = refused(r.state, { type: 'fire', units: ['x1'], target: '04,06' });
    expect(again).toMatchObject({ code: 'CANNOT_FIRE', rule: 'PC-PHS-03' });
    expect(again.message).toBe('x1 has already fired in this Fire Phase.');
    // A new Fire Phase, a new shot: the Axis Offensive Fire Phase of the same turn.
    let s = r.state;
    while (title(s) !== 'Axis Offensive Fire Phase') s = next(s);
    if (u(s, 'x1').status === 'active' && u(s, 'a1').status === 'active')
      expect(apply(s, { type: 'fire', units: ['x1'], target: '04,06' }).ok).toBe(true);
  });

  it('(d) a unit that moved and fired may not assault; otherwise assaults cost no MP', () => {
    let s = game({ allied: [{ id: 'a1' }, { id: 'a2', hex: '03,07' }, { id: 'a3', hex: '03,05' }] });
    s = ok(s, { type: 'move', units: ['a2'], path: ['04,07'] }).state;
    s = ok(s, { type: 'move', units: ['a3'], path: ['04,05'] }).state;
    s = next(next(s)); // Allied Offensive Fire Phase
    s = ok(s, { type: 'fire', units: ['a2'], target: '05,06' }).state;
    s = next(s); // Allied Assault Phase
    const e = refused(s, { type: 'assault', units: ['a2'], target: '05,06' });
    expect(e).toMatchObject({ code: 'CANNOT_ASSAULT', rule: 'PC-PHS-03' });
    expect(e.message).toBe('a2 moved and fired this turn, so it cannot assault in this Assault Phase.');
    // a3 moved but did not fire: it may assault, with MP to spare or not, and pays nothing.
    const mp = u(s, 'a3').mp;
    const r = ok(s, { type: 'assault', units: ['a3'], target: '05,06' });
    const ev = r.events.find((x) => x.type === 'assault');
    expect(ev).toBeDefined();
    expect(u(r.state, 'a3').mp).toBe(mp);
    // With no MP left at all it may still assault (PC-ASL-04's 2/3 MA does not apply).
    const drained = structuredCloneState(s, (d) => (u(d, 'a3').mp = 0));
    expect(apply(drained, { type: 'assault', units: ['a3'], target: '05,06' }).ok).toBe(true);
  });

  it('(e) mode changes: Travel -> Deployed is free for most units; towed guns pay 1/2 into Travel', () => {
    const gun = (id: string, hex: string, flags: object, mode?: 'travel') => ({
      id,
      hex,
      type: 'artillery' as const,
      component: 'guns' as const,
      strength: 6,
      flags: { towed: true, ...flags },
      ...(mode ? { mode } : {}),
    });
    const s = game({
      allied: [
        { id: 'a1', mode: 'travel' },
        gun('light', '02,02', {}),
        gun('heavy', '02,01', { heavyArtillery: true }),
        gun('siege', '01,01', { siegeGun: true }),
        gun('heavyT', '03,01', { heavyArtillery: true }, 'travel'),
        gun('lightT', '03,02', {}, 'travel'),
      ],
    });
    const left = (id: string, mode: 'travel' | 'deployed') =>
      u(ok(s, { type: 'mode', unit: id, mode }).state, id).mp;
    // MA 9 × 2/3 = 6 for every unit here.
    expect(u(s, 'a1').mpMax).toBe(6);
    expect(left('a1', 'deployed')).toBe(6); // default rules: 1/3 MA
    expect(left('light', 'travel')).toBe(3); // 1/2 of 6 instead of 1/3
    expect(left('heavy', 'travel')).toBe(3); // towed guns 1/2 (rules-decisions)
    expect(left('siege', 'travel')).toBe(0); // always the full MA
    expect(left('heavyT', 'deployed')).toBe(3); // Heavy Artillery out of Travel Mode: 1/2
    expect(left('lightT', 'deployed')).toBe(4); // other towed guns keep 1/3
  });

  it('(f) indirect fire in the Defensive Fire Phase × the Indirect Mod (50%, PC-FIR-17 example)', () => {
    const dfp = next(game({ axis: [{ id: 'x1' }, { id: 'x2', ...guns }] }));
    const c = computeFire(dfp, spec(dfp, 'x2', 'a1', true));
    expect(factor(c, 'PC-PHS-03')).toEqual([['Defensive Fire Phase', 2]]);
    expect(factor(c, 'PC-FIR-17')).toEqual([['Indirect Mod 50%', 0.5]]);
    // The Offensive Fire Phase has no Indirect Mod.
    let s = dfp;
    while (title(s) !== 'Axis Offensive Fire Phase') s = next(s);
    expect(factor(computeFire(s, spec(s, 'x2', 'a1', true)), 'PC-FIR-17')).toEqual([]);
  });

  it('(g) Siege Guns cannot fire in the Defensive Fire Phase', () => {
    const dfp = next(
      game({ axis: [{ id: 'x1' }, { id: 'x2', ...guns, flags: { indirect: true, siegeGun: true } }] }),
    );
    const e = refused(dfp, { type: 'fire', units: ['x2'], target: '04,06', indirect: true });
    expect(e).toMatchObject({ code: 'CANNOT_FIRE', rule: 'PC-PHS-03' });
    expect(e.message).toBe('x2 is a Siege Gun and cannot fire in the Defensive Fire Phase.');
  });
});

describe('PC-PHS-05 Deploying units', () => {
  it('a unit that left Travel Mode keeps defense ×1/2 and no terrain in the next Defensive Fire Phase only', () => {
    let s = game({
      allied: [{ id: 'a1', mode: 'travel', hex: '05,02' }],
      axis: [{ id: 'x1', hex: '06,02' }],
    });
    expect(s.world.terrain[s.world.board.parse('05,02')!]).toBeDefined();
    s = ok(s, { type: 'mode', unit: 'a1', mode: 'deployed' }).state;
    s = next(s); // Axis Defensive Fire Phase
    const c = computeFire(s, spec(s, 'x1', 'a1'));
    expect(factor(c, 'PC-PHS-05')).toEqual([['Deploying (Travel Mode effects)', 0.5]]);
    expect(c.defense).toBe(5);
    expect(factor(c, 'PC-FIR-07')).toEqual([]); // the forest gives it nothing
    s = next(s); // Allied Offensive Fire Phase: deployed as usual
    const after = computeFire(s, spec(s, 'x1', 'a1'));
    expect(after.defense).toBe(10);
    expect(factor(after, 'PC-FIR-07').length).toBe(1);
  });
});

describe('PC-PHS-05 Deploying towed guns', () => {
  it('a towed gun that unlimbered in its Movement Phase defends at ×1/4 in the next Defensive Fire Phase', () => {
    let s = game({
      allied: [
        {
          id: 'a1',
          type: 'artillery',
          component: 'guns',
          strength: 6,
          defense: 8,
          mode: 'travel',
          flags: { towed: true },
        },
      ],
    });
    s = ok(s, { type: 'mode', unit: 'a1', mode: 'deployed' }).state;
    s = next(s);
    const c = computeFire(s, spec(s, 'x1', 'a1'));
    expect(factor(c, 'PC-PHS-05')).toEqual([['towed gun moving', 0.25]]);
    expect(c.defense).toBe(2);
  });
});

describe('PC-PHS-06 Automatic Defensive Fire', () => {
  it('the computer fires every defending unit once, at ×2, and play goes on to the Offensive Fire Phase', () => {
    const s = game({
      axis: [{ id: 'x1' }, { id: 'x2', hex: '04,07' }, { id: 'x3', hex: '09,09' }],
      rules: ADF,
    });
    const r = ok(s, { type: 'nextPhase' });
    const shots = fires(r.events);
    expect(shots.map((f) => s.world.units[f.firers[0]!]!.id).sort()).toEqual(['x1', 'x2']);
    for (const f of shots) {
      expect(f.opportunity).toBe(false);
      expect(f.factors.find((x) => x.rule === 'PC-PHS-03')?.value).toBe(2);
    }
    expect(title(r.state)).toBe('Allied Offensive Fire Phase');
    expect(viewFor(r.state, 'axis').phase?.automaticDefensiveFire).toBe(true);
    // End Turn passes straight to the other side's Movement Phase: nobody must act in between.
    expect(title(ok(s, { type: 'endTurn' }).state)).toBe('Axis Movement Phase');
  });

  it('Automatic Defensive Fire alone (without Manual Defensive Fire) changes nothing', () => {
    const s = game({ rules: ['automaticDefensiveFire'] });
    expect(s.phase).toBeUndefined();
  });
});

describe('PC-PHS-07 Deserted Hexes', () => {
  it('a hex emptied in the Offensive Fire Phase may be assaulted and is taken without losses', () => {
    let s = game({
      allied: [{ id: 'a1', soft: { value: 40, range: 1 } }],
      axis: [{ id: 'x1', startStrength: 2, defense: 1 }],
    });
    s = next(next(s)); // Axis DFP, Allied OFP
    s = ok(s, { type: 'fire', units: ['a1'], target: '05,06' }).state;
    expect(u(s, 'x1').status).not.toBe('active');
    expect(s.phase!.deserted).toEqual([s.world.board.parse('05,06')]);
    // Both players see the red triangle.
    expect(viewFor(s, 'axis').phase?.deserted).toEqual([s.world.board.parse('05,06')]);
    const info = hexInfoLines(viewFor(s, 'axis'), s.world.board.parse('05,06')!, []);
    expect(info.map((l) => l.text)).toContain('Deserted Hex: may be assaulted although empty');
    s = next(s); // Allied Assault Phase
    const strength = u(s, 'a1').strength;
    const r = ok(s, { type: 'assault', units: ['a1'], target: '05,06' });
    expect(r.events.some((e) => e.type === 'assault')).toBe(false);
    expect(r.events.find((e) => e.type === 'message')).toMatchObject({ rule: 'PC-PHS-07' });
    expect(u(r.state, 'a1').loc).toBe(s.world.board.parse('05,06'));
    expect(u(r.state, 'a1').strength).toBe(strength);
  });

  it('an empty hex that was not emptied by fire is not Deserted (PC-ASL-01)', () => {
    let s = game();
    s = next(next(next(s)));
    expect(refused(s, { type: 'assault', units: ['a1'], target: '04,05' }).rule).toBe('PC-ASL-01');
  });
});

describe('PC-TRN-06 opportunity fire in phased play', () => {
  it('moving next to the enemy draws no opportunity fire: the Defensive Fire Phase replaces it', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const s = combatGame({
        seed,
        allied: [{ id: 'a1', hex: '02,06' }],
        axis: [{ id: 'x1', hex: '05,06' }],
        scenario: { optionalRules: MDF, params: { combat: { opFireChance: 100 } } },
      });
      const r = ok(s, { type: 'move', units: ['a1'], path: ['03,06', '04,06'] });
      expect(fires(r.events)).toEqual([]);
    }
  });
});

/** A changed copy of a state for a test setup (never of a state a test later compares). */
function structuredCloneState(s: GameState, change: (d: GameState) => void): GameState {
  const r = apply(s, { type: 'opFire', side: s.activeSide, setting: s.combat.opFire[s.activeSide] });
  if (!r.ok) throw new Error(r.error.message);
  change(r.state);
  return r.state;
}
