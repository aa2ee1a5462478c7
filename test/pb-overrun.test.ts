// PB-ASLT-20 (PB-DIFF-23): units with Assault 0 are overrun when assaulted, at only the cost of
// moving into the defending hex (tactical profile); the operational game resolves the assault.
import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameEvent, type GameState } from '../src/engine/systems/panzer/index.js';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import type { UnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { scenarioOf, unit, DIV_HQS } from './fixtures/movement.js';

const attacker = (over: Partial<UnitSetup> = {}) =>
  unit({ id: 'a1', side: 'allied', size: 'company', strength: 100, speed: 9, hex: '02,02', ...over });
const gunners = (over: Partial<UnitSetup> = {}) =>
  unit({
    id: 'x1',
    side: 'axis',
    type: 'artillery',
    component: 'guns',
    size: 'platoon',
    strength: 4,
    assault: 0,
    soft: { value: 6, range: 8 },
    flags: { indirect: true },
    hex: '03,02',
    ...over,
  });

function game(units: UnitSetup[], profile = 'tactical'): GameState {
  return newGame({ ...scenarioOf({ units: [...DIV_HQS, ...units] }), profile }, 3).state;
}
function run(state: GameState, cmd: Command): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
const u = (s: GameState, id: string) => s.units[s.world.unitIndex.get(id)!]!;

describe('PB-ASLT-20 overrun of Assault-0 units', () => {
  it('PB-ASLT-20: the attackers pay only the cost of moving in and take the hex; the defenders fall back Disrupted', () => {
    const s0 = game([attacker(), gunners()]);
    const { state, events } = run(s0, { type: 'assault', units: ['a1'], target: '03,02' });
    const a = u(state, 'a1');
    expect(state.world.board.label(a.loc)).toBe('03,02');
    expect(a.mp).toBe(u(s0, 'a1').mp - 3); // Clear for foot, not 2/3 of the MA
    const x = u(state, 'x1');
    expect(x.status).toBe('active');
    expect(x.cohesion).toBe('disrupted');
    expect(state.world.board.distance(x.loc, a.loc)).toBe(1);
    expect(x.strength).toBe(4);
    expect(events.some((e) => e.type === 'message' && e.rule === 'PB-ASLT-20')).toBe(true);
    expect(events.some((e) => e.type === 'assault')).toBe(false);
  });

  it('PB-ASLT-20: an attacker with less than 2/3 of its MA may still overrun, as long as it can move in', () => {
    const s0 = game([attacker(), gunners()]);
    const tired = { ...s0, units: s0.units.map((x) => ({ ...x })) } as GameState;
    u(tired, 'a1').mp = 3; // 1/3 of the MA: too little for an assault (PB-ASLT-03)
    const { state } = run(tired, { type: 'assault', units: ['a1'], target: '03,02' });
    expect(state.world.board.label(u(state, 'a1').loc)).toBe('03,02');
    u(tired, 'a1').mp = 2;
    const r = apply(tired, { type: 'assault', units: ['a1'], target: '03,02' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('PB-ASLT-20');
  });

  it('PB-ASLT-20: a defender that must be in Travel Mode to move, or has no hex to go to, is lost', () => {
    const towed = gunners({ flags: { indirect: true, towed: true, mustTravel: true } });
    const { state, events } = run(game([attacker(), towed]), {
      type: 'assault',
      units: ['a1'],
      target: '03,02',
    });
    expect(u(state, 'x1').status).toBe('eliminated');
    expect(events.some((e) => e.type === 'eliminated' && /overrun/.test(e.reason))).toBe(true);
  });

  it('PB-ASLT-20: one defender with an Assault value makes it an ordinary assault', () => {
    const guard = unit({ id: 'x2', side: 'axis', size: 'platoon', strength: 30, hex: '03,02' });
    const { events } = run(game([attacker(), gunners(), guard]), {
      type: 'assault',
      units: ['a1'],
      target: '03,02',
    });
    expect(events.some((e) => e.type === 'assault')).toBe(true);
  });

  it('PC-ASL (operational profile): Assault-0 units are assaulted as any others', () => {
    const { events } = run(game([attacker(), gunners()], 'operational'), {
      type: 'assault',
      units: ['a1'],
      target: '03,02',
    });
    expect(events.some((e) => e.type === 'assault')).toBe(true);
  });
});
