// RS-OPT-14 weather: the 2d10 roll in the weather phase, once bad never again, and the land
// effects (movement, combat strengths, HQ command ranges halved).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import {
  checkDeclaration,
  prepareCombat,
  DEFAULT_COMBAT_RULES,
} from '../src/engine/systems/red-strike/combat.js';
import { inCommandRange } from '../src/engine/systems/red-strike/command.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent } from '../src/engine/systems/red-strike/model.js';
import { movementAllowance } from '../src/engine/systems/red-strike/move.js';
import { badWeather, weatherPhase } from '../src/engine/systems/red-strike/optional/weather.js';
import { at, game, HEX, idx, unit } from './red-strike-fixtures.js';

const units = () => [
  unit('n1', 'nato', 'armour', HEX(4, 3)),
  unit('nhq', 'nato', 'hq', HEX(1, 3)),
  unit('n2', 'nato', 'infantry', HEX(4, 4), { hq: 'nhq' }),
  unit('w1', 'wp', 'armour', HEX(5, 3)),
];
const weatherGame = () => game(units(), { options: ['weather'] });

describe('RS-OPT-14 weather', () => {
  it('RS-OPT-14: 2d10 summing 2 is bad weather, and there is no roll after it (once a game)', () => {
    const s = weatherGame();
    const events: RsEvent[] = [];
    weatherPhase(s, scriptedDice([1, 1]), events);
    expect(badWeather(s)).toBe(true);
    expect(events).toEqual([{ type: 'opt-weather', roll: [1, 1], bad: true, why: 'roll' }]);
    s.turn = 2;
    expect(badWeather(s)).toBe(false);
    const more: RsEvent[] = [];
    weatherPhase(s, scriptedDice([]), more); // no die left: it must not roll
    expect(more).toEqual([]);
  });

  it('RS-OPT-14: any other sum is good weather and the roll comes again next turn', () => {
    const s = weatherGame();
    const events: RsEvent[] = [];
    weatherPhase(s, scriptedDice([1, 2]), events);
    expect(badWeather(s)).toBe(false);
    s.turn = 2;
    weatherPhase(s, scriptedDice([10, 10]), events);
    expect(events.map((e) => e.type === 'opt-weather' && e.bad)).toEqual([false, false]);
  });

  it('RS-OPT-14 / RS-SEQ-3 #3: the weather phase comes after both supply phases, before action stage 1', () => {
    let s = weatherGame();
    const r1 = apply(s, { type: 'end' });
    expect(r1.ok).toBe(true);
    s = r1.ok ? r1.state : s;
    const r2 = apply(s, { type: 'end' }, { dice: scriptedDice([1, 1]) });
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    const types = r2.events.map((e) => e.type);
    expect(types.lastIndexOf('supply')).toBeLessThan(types.indexOf('opt-weather'));
    expect(badWeather(r2.state)).toBe(true);
  });

  it('RS-OPT-14: movement halved (and again when out of supply, RS-SUP-3)', () => {
    const s = weatherGame();
    const n1 = idx(s, 'n1');
    expect(movementAllowance(s, n1)).toBe(8);
    weatherPhase(s, scriptedDice([1, 1]), []);
    expect(movementAllowance(s, n1)).toBe(4);
    s.units[n1]!.supply = 'oos';
    expect(movementAllowance(s, n1)).toBe(2);
  });

  it('RS-OPT-14: HQ command ranges halved (corps 4 -> 2)', () => {
    const s = weatherGame();
    const hq = idx(s, 'nhq');
    const n2 = idx(s, 'n2');
    expect(inCommandRange(s, hq, n2)).toBe(true); // 3 hexes
    weatherPhase(s, scriptedDice([1, 1]), []);
    expect(inCommandRange(s, hq, n2)).toBe(false);
  });

  it('RS-OPT-14: combat strengths halved (both sides, RS-RND-3)', () => {
    const s0 = at(weatherGame(), { kind: 'combat', stage: 1, side: 'wp' });
    const dec = checkDeclaration(s0, 'wp', ['w1'], HEX(4, 3));
    if ('code' in dec) throw new Error(dec.message);
    const c = { ...dec, attacker: 'wp' as const };
    const f = { attacker: { [s0.units[idx(s0, 'w1')]!.loc]: 'AC' as const }, defender: 'AC' as const };
    const good = prepareCombat(s0, c, f, DEFAULT_COMBAT_RULES, false);
    weatherPhase(s0, scriptedDice([1, 1]), []);
    const bad = prepareCombat(s0, c, f, DEFAULT_COMBAT_RULES, false);
    expect(good.odds.attackerCs).toBe(4);
    expect(bad.odds.attackerCs).toBe(2);
    expect(bad.odds.defenderCs).toBe(2);
    expect(bad.notes.join(' ')).toContain('RS-OPT-14');
  });

  it('RS-OPT-14 (property): over a game at most one bad-weather GT from the roll, and no roll after it', () => {
    const face = fc.integer({ min: 1, max: 10 });
    fc.assert(
      fc.property(fc.array(fc.tuple(face, face), { minLength: 1, maxLength: 15 }), (rolls) => {
        const s = weatherGame();
        let rolled = 0;
        rolls.forEach(([a, b], k) => {
          s.turn = k + 1;
          const events: RsEvent[] = [];
          weatherPhase(s, scriptedDice([a, b]), events);
          rolled += events.length;
        });
        const firstBad = rolls.findIndex(([a, b]) => a + b === 2);
        expect(s.ext.opt!.weather.badTurns).toEqual(firstBad < 0 ? [] : [firstBad + 1]);
        expect(rolled).toBe(firstBad < 0 ? rolls.length : firstBad + 1);
      }),
    );
  });
});
