// RS-OPT-1 bridges: a road or railway across a river is a bridge; it is destroyed when either of
// its hexes is interdicted, never repaired: no road or rail movement across it afterwards.

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { checkRail, stepCost } from '../src/engine/systems/red-strike/move.js';
import { bridgeOpen, bridges, checkBridges } from '../src/engine/systems/red-strike/optional/bridges.js';
import { at, game, HEX, idx, loc, scenario, unit } from './red-strike-fixtures.js';

const units = () => [unit('n1', 'nato', 'armour', HEX(3, 3)), unit('w1', 'wp', 'armour', HEX(9, 1))];
function bridgeGame(options: string[]): RsState {
  const base = scenario(units()).map;
  const map = {
    ...base,
    hexsides: [
      ...base.hexsides,
      { hex: HEX(3, 3), dir: 'E' as const, kind: 'river' as const },
      { hex: HEX(3, 5), dir: 'E' as const, kind: 'river' as const },
    ],
  };
  return game(units(), { options, map, initiative: 'nato' });
}

describe('RS-OPT-1 bridges', () => {
  it('RS-OPT-1: the road and the railway across the river are bridges', () => {
    const s = bridgeGame(['bridges']);
    const b = [...bridges(s.world).values()].map(([a, c]) => [
      s.world.map.board.label(a),
      s.world.map.board.label(c),
    ]);
    expect(b).toEqual(
      expect.arrayContaining([
        [HEX(3, 3), HEX(4, 3)],
        [HEX(3, 5), HEX(4, 5)],
      ]),
    );
    expect(b.length).toBe(2);
  });

  it('RS-OPT-1: an interdicted hex destroys the bridge; it stays destroyed when the marker goes', () => {
    const s = bridgeGame(['bridges']);
    const n1 = idx(s, 'n1');
    const [a, b] = [loc(s, HEX(3, 3)), loc(s, HEX(4, 3))];
    expect(stepCost(s, n1, a, b)).toBe(0.5);
    s.interdicted.push(b);
    const events: RsEvent[] = [];
    checkBridges(s, events);
    expect(events).toEqual([
      { type: 'opt-bridge', edge: s.world.map.board.edgeBetween(a, b), hexes: [a, b] },
    ]);
    s.interdicted = [];
    expect(bridgeOpen(s, s.world.map.board.edgeBetween(a, b))).toBe(false);
    // clear 1 MP + river 1 MP, as without a road
    expect(stepCost(s, n1, a, b)).toBe(2);
    // Other road edges are untouched.
    expect(stepCost(s, n1, loc(s, HEX(2, 3)), a)).toBe(0.5);
  });

  it('RS-OPT-1: no rail movement across a destroyed bridge', () => {
    let s = bridgeGame(['bridges']);
    s.units[idx(s, 'n1')]!.loc = loc(s, HEX(2, 5));
    s = at(s, { kind: 'move', stage: 1, segment: 0, side: 'nato' });
    expect('code' in checkRail(s, 'nato', ['n1'], [HEX(3, 5), HEX(4, 5)])).toBe(false);
    s.interdicted.push(loc(s, HEX(3, 5)));
    checkBridges(s, []);
    s.interdicted = [];
    const r = checkRail(s, 'nato', ['n1'], [HEX(3, 5), HEX(4, 5)]);
    expect('code' in r && r.rule).toBe('RS-OPT-1');
  });

  it('RS-OPT-1: the check runs in the sequence of play (a move records the bridge)', () => {
    let s = at(bridgeGame(['bridges']), { kind: 'move', stage: 1, segment: 0, side: 'nato' });
    s.interdicted.push(loc(s, HEX(4, 1)));
    s.interdicted.push(loc(s, HEX(3, 5)));
    const r = apply(s, { type: 'move', units: ['n1'], path: [HEX(2, 3)] });
    s = r.ok ? r.state : s;
    expect(s.ext.opt!.bridgesDown.length).toBe(1);
  });

  it('RS-OPT-1: without the option, roads cross as before', () => {
    const s = bridgeGame([]);
    s.interdicted.push(loc(s, HEX(4, 3)));
    expect(stepCost(s, idx(s, 'n1'), loc(s, HEX(3, 3)), loc(s, HEX(4, 3)))).toBe(0.5);
  });
});
