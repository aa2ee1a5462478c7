// Red Strike [CORE] rules that the other suites did not exercise by name (issue 16 rule coverage,
// `npx tsx tools/rule-coverage.ts red-strike`). Each test sets up the smallest situation that
// shows the rule and fixes the rolls it needs.

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { hasHqSupport } from '../src/engine/systems/red-strike/command.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsCommand, RsState } from '../src/engine/systems/red-strike/model.js';
import { reOfSize, scenarioProblems, scenarioSchema } from '../src/engine/systems/red-strike/scenario.js';
import { armourClass, reOf } from '../src/engine/systems/red-strike/units.js';
import { retreat } from '../src/engine/systems/red-strike/retreat.js';
import { stepCost } from '../src/engine/systems/red-strike/move.js';
import { supplySources } from '../src/engine/systems/red-strike/supply.js';
import { zocOf } from '../src/engine/systems/red-strike/zoc.js';
import type { CombatReport, RsEvent } from '../src/engine/systems/red-strike/model.js';
import { victoryPoints } from '../src/engine/systems/red-strike/victory.js';
import { turnDate } from '../src/tui/systems/red-strike/words.js';
import { at, game, HEX, idx, loc, scenario, unit } from './red-strike-fixtures.js';
import { parseSpec, citedIds } from '../tools/rule-coverage.js';

const step = (s: RsState, c: RsCommand, rolls: number[] = []): RsState => {
  const r = apply(s, c, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
};
const refused = (s: RsState, c: RsCommand) => {
  const r = apply(s, c, { dice: scriptedDice([]) });
  if (r.ok) throw new Error('accepted');
  return r.error;
};

// A WP attack from 08,02 on a NATO brigade in 07,02, in combat phase 1 (WP has the initiative).
function battle(extra: Parameters<typeof unit>[] = []): RsState {
  const s = game([
    unit('hq', 'wp', 'hq', HEX(10, 2), { level: 'army', support: { artillery: true } }),
    unit('a1', 'wp', 'armour', HEX(8, 2), { hq: 'hq', cs: 6, csReduced: 3 }),
    unit('d', 'nato', 'armour', HEX(7, 2), { cs: 4, csReduced: 2, hq: 'nhq' }),
    unit('nhq', 'nato', 'hq', HEX(5, 2), { level: 'corps', support: { artillery: true } }),
    ...extra.map((a) => unit(...a)),
  ]);
  return at(s, { kind: 'combat', stage: 1, side: 'wp' });
}

describe('RS-SCALE-3 / RS-STK-5: sizes and set-up', () => {
  it('RS-SCALE-3: a battalion is 0.5 RE, a brigade or regiment 1, a division 3, an HQ 1', () => {
    expect([reOfSize('btn'), reOfSize('bde'), reOfSize('rgt'), reOfSize('div'), reOfSize('hq')]).toEqual([
      0.5, 1, 1, 3, 1,
    ]);
    const s = game([
      unit('d', 'nato', 'armour', HEX(1, 1), { size: 'div' }),
      unit('b', 'nato', 'infantry', HEX(1, 1), { size: 'btn' }),
      unit('w', 'wp', 'armour', HEX(10, 1)),
    ]);
    expect(reOf(s, [idx(s, 'd'), idx(s, 'b')])).toBe(3.5);
  });
  it('RS-SCALE-2: a GT is 2 days from 1 August 1989 (GT1 1-2 Aug, GT15 29-30 Aug); no scenario runs past GT15', () => {
    expect([turnDate(1), turnDate(4), turnDate(15)]).toEqual(['1-2 Aug', '7-8 Aug', '29-30 Aug']);
    expect(() => scenario([unit('n', 'nato', 'armour', HEX(1, 1))], { turns: 16 })).toThrow();
  });
  it('RS-STK-5: stacking limits are ignored at initial deployment (12 RE in one hex is accepted)', () => {
    const units = [1, 2, 3, 4].map((n) => unit(`d${n}`, 'nato', 'armour', HEX(1, 1), { size: 'div' }));
    units.push(unit('w', 'wp', 'armour', HEX(10, 1)));
    expect(scenarioProblems(scenario(units))).toEqual([]);
    const s = game(units);
    expect(reOf(s, [0, 1, 2, 3])).toBe(12);
  });
});

describe('RS-VIC-10 / RS-VIC-11: the land VP sources', () => {
  const withMap = (over: { ruhr?: string[]; rhineWest?: string[] }, units: ReturnType<typeof unit>[]) => {
    const sc = scenario(units);
    return newGame(scenarioSchema.parse({ ...sc, map: { ...sc.map, ...over } }), 'seed').state;
  };
  const ruhr = [0, 1, 2, 3, 4, 5, 6, 7].map((r) => HEX(1, r));
  const two = [unit('n', 'nato', 'armour', HEX(4, 4)), unit('w', 'wp', 'armour', HEX(10, 4))];
  it('RS-VIC-10: 3 VP per WP-held Ruhr hex, 26 VP for all 8', () => {
    const s = withMap({ ruhr }, two);
    for (const h of ruhr.slice(0, 3)) s.control[loc(s, h)] = 'wp';
    expect(victoryPoints(s).wp).toBe(9);
    for (const h of ruhr) s.control[loc(s, h)] = 'wp';
    expect(victoryPoints(s).wp).toBe(26);
  });
  it('RS-VIC-11: 6 VP with 12 RE of WP units west of the Rhine, none with 11', () => {
    const west = [HEX(2, 0), HEX(2, 1), HEX(2, 2), HEX(2, 3)];
    const divs = west.map((h, n) => unit(`wd${n}`, 'wp', 'armour', h, { size: 'div' }));
    const s = withMap({ rhineWest: west }, [...two, ...divs]);
    expect(victoryPoints(s).wp).toBe(6);
    (s.world.units[idx(s, 'wd3')] as { reSize: number }).reSize = 2;
    expect(victoryPoints(s).wp).toBe(0);
  });
});

describe('RS-GCB: combat prerequisites and decisions', () => {
  it('RS-GCB-21 / RS-SUP-3: an out-of-supply defender may not choose HD or DD', () => {
    let s = battle();
    s.units[idx(s, 'd')]!.supply = 'oos';
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    const e = refused(s, { type: 'formation', formations: { [HEX(7, 2)]: 'HD' } });
    expect(e.rule).toBe('RS-GCB-21');
    expect(e.message).toMatch(/out of supply/);
  });
  it('RS-GCB-21: an attacker may not choose a defender formation', () => {
    let s = battle();
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    s = step(s, { type: 'formation', formations: {} });
    expect(refused(s, { type: 'formation', formations: { [HEX(8, 2)]: 'DD' } }).rule).toBe('RS-GCB-21');
  });
  it('RS-STK-3 / RS-GND-31: a stack mixing two chains of command cannot take DD', () => {
    let s = battle([['d2', 'nato', 'armour', HEX(7, 2), { cs: 4, csReduced: 2 }]]);
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    const e = refused(s, { type: 'formation', formations: { [HEX(7, 2)]: 'DD' } });
    expect(e.message).toMatch(/different formations/);
  });
  it('RS-GCB-4: the attacked hex must be adjacent to the attackers', () => {
    const s = battle([['far', 'wp', 'armour', HEX(10, 4), { hq: 'hq' }]]);
    expect(refused(s, { type: 'attack', units: ['far'], hex: HEX(7, 2) }).rule).toBe('RS-GCB-4');
  });
  it('RS-GCB-2: a unit that attacked in combat phase 1 may attack the same enemy again in phase 2', () => {
    let s = battle();
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    s = step(s, { type: 'formation', formations: {} });
    s = step(s, { type: 'formation', formations: {} }, [4]);
    if (s.combat) s = step(s, { type: 'end' });
    expect(s.units[idx(s, 'd')]!.loc).toBe(loc(s, HEX(7, 2)));
    expect(refused(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) }).rule).toBe('RS-GCB-1');
    const s2 = step(at(s, { kind: 'combat', stage: 2, side: 'wp' }), {
      type: 'attack',
      units: ['a1'],
      hex: HEX(7, 2),
    });
    expect(s2.combat).not.toBeNull();
  });
  it('RS-CMD-6 / RS-CMD-4 / RS-GND-3: an out-of-supply HQ gives no artillery support', () => {
    const s = battle();
    const d = idx(s, 'd');
    expect(hasHqSupport(s, d, 'artillery')).toBe(true);
    s.units[idx(s, 'nhq')]!.supply = 'oos';
    expect(hasHqSupport(s, d, 'artillery')).toBe(false);
  });
  it('RS-CMD-2: support reaches only units within the HQ’s command range', () => {
    const s = battle();
    // A NATO corps HQ: range 4 (RS-CMD-3); from 00,02 the defender in 07,02 is out of range.
    s.units[idx(s, 'nhq')]!.loc = loc(s, HEX(0, 2));
    expect(hasHqSupport(s, idx(s, 'd'), 'artillery')).toBe(false);
  });
});

describe('RS-GCB results and modes through the reducer', () => {
  it('RS-GND-25: a reserve unit that declares combat (phase 2) reverts to frontline at once', () => {
    let s = at(battle(), { kind: 'combat', stage: 2, side: 'wp' });
    s.units[idx(s, 'a1')]!.mode = 'reserve';
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    expect(s.units[idx(s, 'a1')]!.mode).toBe('frontline');
  });
  it('RS-ZOC-8: a tactical withdrawal may not enter an enemy ZOC hex', () => {
    // A WP division in 05,00 puts 06,01 / 05,01 area in its ZOC; the withdrawal path through it is refused.
    let s = battle([['wz', 'wp', 'armour', HEX(6, 4), { size: 'div' }]]);
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    const ezoc = zocOf(s, 'wp');
    const into = [HEX(6, 3), HEX(7, 3)].find(
      (h) => ezoc[loc(s, h)] === 1 && s.world.map.board.distance(loc(s, h), loc(s, HEX(7, 2))) === 1,
    )!;
    expect(into).toBeDefined();
    const e = refused(s, { type: 'withdraw', path: [into] });
    expect(e.message).toMatch(/zone of control/);
  });
  it('RS-GCB-54: a defender ordered to retreat may instead take 1 hit per unit; the hits count', () => {
    let s = battle();
    s = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) });
    s = step(s, { type: 'formation', formations: {}, orders: { retreatToHits: true } });
    // 6 vs 4 -> 2-1 (DRM 0), attacker artillery in AC +1: roll 9 -> 10: the defender's R becomes hits.
    const r = apply(s, { type: 'formation', formations: {} }, { dice: scriptedDice([9]) });
    if (!r.ok) throw new Error(r.error.message);
    const rep = (r.events.find((e) => e.type === 'combat') as { report: CombatReport }).report;
    expect(rep.notes.some((n) => n.includes('RS-GCB-54'))).toBe(true);
    const d = r.state.units[idx(r.state, 'd')]!;
    expect(d.eliminated || d.loc === loc(r.state, HEX(7, 2))).toBe(true);
    expect(rep.hits.nato).toBeGreaterThan(0);
  });
  it('RS-GND-42: a battle-hardened stack loses BH when a unit joins it by movement', () => {
    let s = game([
      unit('a', 'wp', 'armour', HEX(10, 2)),
      unit('b', 'wp', 'armour', HEX(10, 3)),
      unit('n', 'nato', 'armour', HEX(1, 2)),
    ]);
    s = at(s, { kind: 'move', stage: 1, segment: 0, side: 'wp' });
    s.units[idx(s, 'a')]!.bh = true;
    s = step(s, { type: 'move', units: ['b'], path: [HEX(10, 2)] });
    expect(s.units[idx(s, 'a')]!.loc).toBe(s.units[idx(s, 'b')]!.loc);
    expect(s.units[idx(s, 'a')]!.bh).toBe(false);
  });
});

describe('RS-GCB-50..52: retreats', () => {
  // A NATO stack of two brigades in 03,03 and, far away, twelve WP divisions the tests place.
  const setup = (wpDivs: number) => {
    const units = [
      unit('n1', 'nato', 'armour', HEX(3, 3)),
      unit('n2', 'nato', 'armour', HEX(3, 3)),
      unit('art', 'nato', 'support', HEX(1, 6)),
      ...Array.from({ length: wpDivs }, (_, k) => unit(`w${k}`, 'wp', 'armour', HEX(11, 0), { size: 'div' })),
      unit('wlast', 'wp', 'armour', HEX(11, 7)),
    ];
    return game(units);
  };
  const ring = (s: RsState, centre: number, d: number): number[] => {
    const out: number[] = [];
    for (let l = 0; l < s.control.length; l++) if (s.world.map.board.distance(centre, l) === d) out.push(l);
    return out;
  };
  const nato = (s: RsState) => [idx(s, 'n1'), idx(s, 'n2')];
  it('RS-GCB-50 / RS-ZOC-5: a retreat avoids EZOC hexes when it can', () => {
    const s = setup(1);
    const from = loc(s, HEX(3, 3));
    s.units[idx(s, 'w0')]!.loc = ring(s, from, 2)[0]!;
    const r = retreat(s, { side: 'nato', units: nato(s), from, hexes: 1, avoidAdjacent: [] }, []);
    expect(r.hits).toBe(0);
    expect(zocOf(s, 'wp')[r.path[0]!]).toBe(0);
  });
  it('RS-GCB-50 / RS-ZOC-5: through EZOC only, the stack takes 1 hit in total, not 1 per unit', () => {
    const s = setup(12);
    const from = loc(s, HEX(3, 3));
    ring(s, from, 2).forEach((l, k) => (s.units[idx(s, `w${k}`)]!.loc = l));
    expect(ring(s, from, 1).every((l) => zocOf(s, 'wp')[l] === 1)).toBe(true);
    const events: RsEvent[] = [];
    const r = retreat(s, { side: 'nato', units: nato(s), from, hexes: 1, avoidAdjacent: [] }, events);
    expect(r.path).toHaveLength(1);
    expect(r.hits).toBe(1);
    expect(nato(s).filter((i) => s.units[i]!.reduced)).toHaveLength(1);
  });
  it('RS-GCB-51: a defender that can only end next to an attacking hex takes 1 hit', () => {
    const s = setup(0);
    const from = loc(s, HEX(3, 3));
    const free = retreat(s, { side: 'nato', units: nato(s), from, hexes: 1, avoidAdjacent: [] }, []);
    expect(free.hits).toBe(0);
    const s2 = setup(0);
    // Every hex next to 03,03 is next to 03,03 itself: name it the attacking hex.
    const r = retreat(s2, { side: 'nato', units: nato(s2), from, hexes: 1, avoidAdjacent: [from] }, []);
    expect(r.hits).toBe(1);
  });
  it('RS-MOV-30 / RS-GCB-52: retreating into an interdicted hex costs 1 hit and removes the marker', () => {
    const s = setup(0);
    const from = loc(s, HEX(3, 3));
    s.interdicted = ring(s, from, 1);
    const r = retreat(s, { side: 'nato', units: nato(s), from, hexes: 1, avoidAdjacent: [] }, []);
    expect(r.hits).toBe(1);
    expect(s.interdicted).not.toContain(r.path[0]);
  });
  it('RS-GND-2: a support unit retreating without an assault unit is eliminated', () => {
    const s = setup(0);
    const art = idx(s, 'art');
    retreat(s, { side: 'nato', units: [art], from: loc(s, HEX(1, 6)), hexes: 1, avoidAdjacent: [] }, []);
    expect(s.units[art]!.eliminated).toBe(true);
  });
  it('RS-MOV-8: a retreat does not use the unit’s move for the GT', () => {
    const s = setup(0);
    const from = loc(s, HEX(3, 3));
    retreat(s, { side: 'nato', units: nato(s), from, hexes: 1, avoidAdjacent: [] }, []);
    expect(nato(s).map((i) => s.units[i]!.movedIn)).toEqual([null, null]);
  });
});

describe('RS-SUP-21 / RS-MOV-7: ports and river crossings', () => {
  const withMap = (over: object, units: ReturnType<typeof unit>[]) => {
    const sc = scenario(units);
    return newGame(scenarioSchema.parse({ ...sc, map: { ...sc.map, ...over } }), 'seed').state;
  };
  it('RS-SUP-21: a friendly port is a supply source; an enemy-controlled one is not', () => {
    const s = withMap({ ports: [{ hex: HEX(2, 7), name: 'Port' }] }, [
      unit('n', 'nato', 'armour', HEX(3, 3)),
      unit('w', 'wp', 'armour', HEX(10, 3)),
    ]);
    expect(supplySources(s, 'nato')).toContain(loc(s, HEX(2, 7)));
    s.control[loc(s, HEX(2, 7))] = 'wp';
    expect(supplySources(s, 'nato')).not.toContain(loc(s, HEX(2, 7)));
  });
  it('RS-MOV-7 / RS-GND-5 / RS-GND-3: pontoon support (HQ in command range) lowers the river-crossing cost', () => {
    const units = (pontoon: boolean) => [
      unit('hq', 'nato', 'hq', HEX(2, 1), { level: 'corps', support: { pontoon } }),
      unit('n', 'nato', 'armour', HEX(3, 1), { hq: 'hq' }),
      unit('w', 'wp', 'armour', HEX(10, 3)),
    ];
    const cost = (pontoon: boolean) => {
      const s = game(units(pontoon));
      return stepCost(s, idx(s, 'n'), loc(s, HEX(3, 1)), loc(s, HEX(4, 1)));
    };
    // Clear 1 MP + river 1 MP; with pontoon support river 0.5 MP (RS-D-TEC).
    expect(cost(false)).toBe(2);
    expect(cost(true)).toBe(1.5);
  });
});

describe('RS-GND-1 / RS-GND-4 / RS-GCB-11: unit classes', () => {
  it('armour and infantry assault units; an LRMU is infantry with MA 7 or less, armour above (RS-D-LRMUCLASS)', () => {
    const s = game([
      unit('a', 'nato', 'armour', HEX(1, 1)),
      unit('i', 'nato', 'infantry', HEX(1, 2)),
      unit('slow', 'nato', 'lrmu', HEX(1, 3), { ma: 6 }),
      unit('fast', 'nato', 'lrmu', HEX(1, 4), { ma: 8 }),
      unit('w', 'wp', 'armour', HEX(10, 1)),
    ]);
    const cls = (id: string) => armourClass(s.world.units[idx(s, id)]!);
    expect([cls('a'), cls('i'), cls('slow'), cls('fast')]).toEqual([true, false, false, true]);
  });
});

describe('the rule-coverage tool (issue 16)', () => {
  const spec = [
    '## 1. Dice [CORE]',
    '**RS-DICE-1** d10.',
    '## 2. Maps [CORE/EXT]',
    '**RS-MAP-1** [CORE] maps.',
    '**RS-MAP-5** [EXT] boxes.',
    '**RS-MAP-6** untagged in a mixed section.',
    '## 5. General concepts',
    '### 5.4 Fog of war [EXT]',
    '**RS-FOW-1** fog.',
    '### 5.6 ZOC [CORE]',
    '| ID | x |',
    '| RS-ZOC-9 | a table row |',
    '## 30. Gaps',
    '| RS-AMB-1 | gap |',
  ].join('\n');
  it('inherits the tier of the heading, a rule’s own tag wins, and table rows are rules', () => {
    expect(parseSpec(spec).map((r) => `${r.id}:${r.tier}`)).toEqual([
      'RS-DICE-1:CORE',
      'RS-MAP-1:CORE',
      'RS-MAP-5:EXT',
      'RS-MAP-6:CORE',
      'RS-FOW-1:EXT',
      'RS-ZOC-9:CORE',
      'RS-AMB-1:untagged',
    ]);
  });
  it('matches whole IDs only and expands ranges', () => {
    const ids = citedIds('RS-GCB-40a and RS-GND-20..22; RS-GCB-400, RS-MAP-7/8', 'RS');
    expect([...ids].sort()).toEqual([
      'RS-GCB-400',
      'RS-GCB-40a',
      'RS-GND-20',
      'RS-GND-21',
      'RS-GND-22',
      'RS-MAP-7',
      'RS-MAP-8',
    ]);
    expect(ids.has('RS-GCB-40')).toBe(false);
  });
});
