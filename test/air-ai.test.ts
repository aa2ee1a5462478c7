import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../src/engine/systems/panzer/index.js';
import { nextAirMission } from '../src/engine/systems/panzer/ai/air.js';
import { playSideTurn } from '../src/engine/systems/panzer/ai/driver.js';
import { typhoons } from './fixtures/mini.js';
import type { AirUnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import { scenarioOf, unit, type MapSpec } from './fixtures/movement.js';

const plane = typhoons;
const game = (units: MapSpec['units'], air: AirUnitSetup[], over: Partial<MapSpec> = {}) =>
  newGame({ ...scenarioOf({ fogOfWar: true, units, ...over }), air }, 1).state;
const idle = { next: () => null, refused: () => undefined };

describe('the computer opponent flies air missions (PC-AIR, ai/air.ts)', () => {
  it('strikes the spotted enemy hex worth most, preferring units in Travel Mode', () => {
    const s = game(
      [
        unit({ id: 'a', side: 'allied', hex: '02,02' }),
        unit({ id: 'dug', side: 'axis', hex: '03,02' }),
        unit({ id: 'trv', side: 'axis', hex: '02,03', mode: 'travel' }),
      ],
      [plane()],
    );
    expect(nextAirMission(viewFor(s, 'allied'), new Set())).toEqual({
      type: 'airStrike',
      air: 'p',
      hex: '02,03',
    });
    expect(nextAirMission(viewFor(s, 'allied'), new Set(['p']))).toBeNull();
  });

  it('no missions in a Storm; heavy bombers avoid hexes near own units', () => {
    const units = [
      unit({ id: 'a', side: 'allied', hex: '02,02' }),
      unit({ id: 'x', side: 'axis', hex: '03,02' }),
    ];
    const s = game(units, [plane({ flags: { carpet: true } })]);
    expect(nextAirMission(viewFor(s, 'allied'), new Set())).toBeNull();
    s.weather.storm = true;
    const t = game(units, [plane()]);
    t.weather.storm = true;
    expect(nextAirMission(viewFor(t, 'allied'), new Set())).toBeNull();
  });

  it('the turn driver flies the missions before the moves, each air unit once', () => {
    const s = game(
      [unit({ id: 'a', side: 'allied', hex: '02,02' }), unit({ id: 'x', side: 'axis', hex: '03,02' })],
      [plane(), plane({ id: 'p2', name: 'Typhoons 2' })],
      { params: { side: { axis: { airInterception: 0 } } } },
    );
    // PC-AIR-12: the default Air Strike Hex Limit (3 aircraft) is full after the first strike, so the
    // A/I does not send the second one there (no refused command).
    const r = playSideTurn(s, 'allied', idle, { endTurn: false });
    expect(r.commands.map((c) => c.type)).toEqual(['airStrike']);
    expect(r.refusals).toEqual([]);
    s.world.params.airStrikeHexLimit = 0;
    const open = playSideTurn(s, 'allied', idle, { endTurn: false });
    expect(open.commands.map((c) => c.type)).toEqual(['airStrike', 'airStrike']);
    expect(open.events.filter((e) => e.type === 'airMission')).toHaveLength(2);
  });

  it('PC-AIR-12: a second air unit strikes the next hex when the best one is at the Hex Limit', () => {
    const s = game(
      [
        unit({ id: 'a', side: 'allied', hex: '02,02' }),
        unit({ id: 'trv', side: 'axis', hex: '02,03', mode: 'travel' }),
        unit({ id: 'dug', side: 'axis', hex: '03,02' }),
      ],
      [plane(), plane({ id: 'p2', name: 'Typhoons 2' })],
      { params: { side: { axis: { airInterception: 0 } } } },
    );
    const r = playSideTurn(s, 'allied', idle, { endTurn: false });
    expect(r.commands).toEqual([
      { type: 'airStrike', air: 'p', hex: '02,03' },
      { type: 'airStrike', air: 'p2', hex: '03,02' },
    ]);
    expect(r.refusals).toEqual([]);
    // The enemy's view never shows this side's commitments.
    expect(viewFor(r.state, 'axis').airStrikeAircraft).toBeUndefined();
  });
});
