import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  eventsFor,
  viewFor,
  type Command,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import { exitVpOf } from '../src/engine/systems/panzer/rules/exit.js';
import { victoryPoints, vpValue } from '../src/engine/systems/panzer/rules/victory.js';
import { afterAction, formatAfterAction } from '../src/engine/systems/panzer/after-action.js';
import { formatEvent } from '../src/engine/systems/panzer/format-event.js';
import { combatGame, idx } from './fixtures/combat.js';
import { nextAlliedTurn, ok } from './fixtures/engineers.js';

// An Allied exit at 04,06 (where "a1" stands), an Axis exit at 03,06, and the mini map's town.
const EXITS = {
  objectives: [
    { hex: '06,04', name: 'Villers-Bocage', vp: 100, owner: 'axis' as const },
    { hex: '04,06', name: 'Exit west', vp: 0, owner: 'allied' as const, kind: 'exit' as const },
    { hex: '03,06', name: 'Axis exit', vp: 0, owner: 'axis' as const, kind: 'exit' as const },
  ],
};

function game(a1: object = {}, more: object[] = []): GameState {
  return combatGame({
    allied: [{ id: 'a1', name: '1/7 Queens', type: 'infantry', strength: 500, ...a1 }, ...(more as never[])],
    axis: [{ id: 'x1', hex: '09,06' }],
    scenario: EXITS,
  });
}

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

describe('PC-VIC-03 exit objectives: Remove from Map', () => {
  it('PC-VIC-03: a unit on its side exit leaves for good and its VP go to its side', () => {
    const s0 = game();
    const before = victoryPoints(s0);
    const r = apply(s0, { type: 'exitMap', unit: 'a1' });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const a1 = s.units[idx(s, 'a1')]!;
    expect(a1.status).toBe('exited');
    expect(a1.loc).toBe(-1);
    // 500 men × 0.02 VP a man (the loss rate of PC-VIC-07) = 10 VP.
    expect(s.objectives[1]!.exitVp).toBe(10);
    expect(victoryPoints(s).allied).toBe(before.allied + 10);
    expect(victoryPoints(s).axis).toBe(before.axis);
    // Exit objectives never change ownership.
    expect(s.objectives[1]!.owner).toBe('allied');
    expect(r.events.some((e) => e.type === 'unitState' && /leaves the map at Exit west/.test(e.what))).toBe(
      true,
    );
    // The input state is untouched.
    expect(s0.units[idx(s0, 'a1')]!.status).toBe('active');
    expect(s0.objectives[1]!.exitVp).toBe(0);
    // Gone for good: two turns on, it is still off the map and still scores.
    const later = nextAlliedTurn(s);
    expect(later.units[idx(later, 'a1')]!.status).toBe('exited');
    expect(later.units[idx(later, 'a1')]!.loc).toBe(-1);
    expect(victoryPoints(later).allied).toBeGreaterThanOrEqual(before.allied + 10);
  });

  it('PC-VIC-03 with PC-UNT-13: an elite (cavalry) unit is worth the elite multiplier more', () => {
    const s = ok(game({ type: 'cavalry' }), { type: 'exitMap', unit: 'a1' });
    expect(s.objectives[1]!.exitVp).toBe(15); // 500 × 0.02 × 1.5
  });

  it('PC-VIC-03: refusals explain why (not an exit, the enemy exit, already gone, no MP, Fixed, enemy unit)', () => {
    const notExit = refused(game({ hex: '02,06' }), { type: 'exitMap', unit: 'a1' });
    expect(notExit.code).toBe('NOT_ALLOWED');
    expect(notExit.message).toBe(
      '1/7 Queens is at 02,06, which is not an exit objective; units leave the map only from one.',
    );
    expect(notExit.rule).toBe('PC-VIC-03');
    const theirs = refused(game({ hex: '03,06' }), { type: 'exitMap', unit: 'a1' });
    expect(theirs.message).toBe('Axis exit is an exit for the Axis side, not the Allied.');
    const gone = ok(game(), { type: 'exitMap', unit: 'a1' });
    expect(refused(gone, { type: 'exitMap', unit: 'a1' }).message).toBe(
      '1/7 Queens has already left the map.',
    );
    const tired = game();
    tired.units[idx(tired, 'a1')]!.mp = 0;
    expect(refused(tired, { type: 'exitMap', unit: 'a1' }).code).toBe('NOT_ENOUGH_MP');
    const fixed = game();
    fixed.units[idx(fixed, 'a1')]!.fixed = true;
    expect(refused(fixed, { type: 'exitMap', unit: 'a1' }).code).toBe('FIXED');
    expect(refused(game(), { type: 'exitMap', unit: 'x1' }).code).toBe('NOT_YOUR_UNIT');
    expect(refused(game(), { type: 'exitMap', unit: 'nobody' }).code).toBe('NO_SUCH_UNIT');
    const bad = refused(game(), { type: 'exitMap', unit: 7 } as unknown as Command);
    expect(bad.code).toBe('BAD_COMMAND');
    expect(bad.message).toMatch(/"unit"/);
  });

  it('PC-VIC-03: an enemy unit on the exit hex denies its use', () => {
    const s = game();
    const x1 = s.units[idx(s, 'x1')]!;
    x1.loc = s.world.board.parse('04,06')!;
    expect(refused(s, { type: 'exitMap', unit: 'a1' }).code).toBe('ENEMY_OCCUPIED');
  });

  it('PC-VIC-03: under fog the enemy sees neither the exit value ("?") nor the VP message', () => {
    const r = apply(game(), { type: 'exitMap', unit: 'a1' });
    if (!r.ok) throw new Error(r.error.message);
    const axisEvents = eventsFor(r.events, r.state, 'axis');
    expect(axisEvents.some((e) => e.type === 'message' && e.rule === 'PC-VIC-03')).toBe(false);
    const alliedEvents = eventsFor(r.events, r.state, 'allied');
    expect(alliedEvents.some((e) => e.type === 'message' && /\+10 VP/.test(e.text))).toBe(true);
    expect(viewFor(r.state, 'axis').objectives[1]!.vp).toBeUndefined();
    expect(viewFor(r.state, 'allied').objectives[1]!.vp).toBe(10);
  });

  it('PC-VIC-03: the report lines say who left, where, and (to its side) for how many VP', () => {
    const r = apply(game(), { type: 'exitMap', unit: 'a1' });
    if (!r.ok) throw new Error(r.error.message);
    const lines = eventsFor(r.events, r.state, 'allied').map((e) => formatEvent(e, r.state.world));
    expect(lines.join('\n')).toMatch(/1\/7 Queens: leaves the map at Exit west/);
    expect(lines.join('\n')).toMatch(/1\/7 Queens exits at Exit west: \+10 VP \(exit total 10\)/);
  });

  it('PC-VIC-03: the after-action report counts the units that left and their VP', () => {
    const s = ok(ok(game({}, [{ id: 'a2', hex: '04,06', strength: 250 }]), { type: 'exitMap', unit: 'a1' }), {
      type: 'exitMap',
      unit: 'a2',
    });
    const r = afterAction(s, 'allied');
    expect(r.losses.allied!.exited).toBe(2);
    expect(r.losses.allied!.exitVp).toBe(s.objectives[1]!.exitVp);
    expect(r.losses.allied!.eliminated).toBe(0);
    const text = formatAfterAction(r).join('\n');
    expect(text).toMatch(/2 units left the map by exit objectives: \d+ VP \(PC-VIC-03\)/);
    expect(text).toMatch(/Exit west\s+\d+ VP/);
  });

  it('PC-VIC-03 (property): an exit adds exactly the unit VP to its side and nothing to the enemy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.constantFrom('infantry', 'cavalry', 'armor', 'artillery'),
        (strength, type) => {
          const s0 = game({ strength, type });
          const def = s0.world.units[idx(s0, 'a1')]!;
          const expected = exitVpOf(def, strength, s0.world.params);
          expect(expected).toBe(Math.max(1, Math.round(vpValue(def, s0.world.params, strength))));
          const s = ok(s0, { type: 'exitMap', unit: 'a1' });
          // Loss VP stay as they were: the exit VP are on the objective, rounded whole.
          expect(s.objectives[1]!.exitVp).toBe(expected);
          expect(victoryPoints(s).axis).toBe(victoryPoints(s0).axis);
          expect(victoryPoints(s).allied - victoryPoints(s0).allied).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
