// The Red Strike A/I (players.ts `ai`, ai-eval.ts, ai-combat.ts, ai-move.ts): its yardsticks and
// the choices they lead to, on the small test map (red-strike-fixtures.ts), and its results
// against the random baseline on the Fulda Gap scenario.

import { describe, expect, it } from 'vitest';
import { runMatch, scoreFor } from '../src/sim/match.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import {
  attackChoice,
  bestDefence,
  DEFAULT_COMBAT_TUNING,
  withdrawChoice,
} from '../src/engine/systems/red-strike/ai-combat.js';
import { estimateCombat, vpOf } from '../src/engine/systems/red-strike/ai-eval.js';
import { moveChoices, reserveChoices } from '../src/engine/systems/red-strike/ai-move.js';
import type { RsCommand, RsState } from '../src/engine/systems/red-strike/model.js';
import { redStrikeSystem } from '../src/engine/systems/red-strike/system.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

const T = DEFAULT_COMBAT_TUNING;
const step = (s: RsState, c: RsCommand, rolls: number[] = []) => {
  const r = apply(s, c, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const div = (id: string, side: 'nato' | 'wp', hex: string, cs = 12) =>
  unit(id, side, 'armour', hex, { size: 'div', cs, csReduced: Math.ceil(cs / 2) });
const pending = (s: RsState, attackers: string[], hex: string) => ({
  attacker: s.world.units[idx(s, attackers[0]!)]!.side,
  attackers: attackers.map((a) => idx(s, a)),
  defenders: s.units.flatMap((u, i) => (u.loc === loc(s, hex) ? [i] : [])),
  defenderHex: loc(s, hex),
  flags: {},
});

describe('ai-eval: the expected result of a combat read off the CRT (RS-GCB-30..36)', () => {
  it('RS-GCB-35: better odds mean more hits on the defender and fewer on the attacker', () => {
    const s = game([
      div('w1', 'wp', HEX(6, 3)),
      div('w2', 'wp', HEX(6, 2)),
      unit('n1', 'nato', 'armour', HEX(5, 3)),
    ]);
    const one = estimateCombat(s, pending(s, ['w1'], HEX(5, 3)), 'AC', 'AC');
    const two = estimateCombat(s, pending(s, ['w1', 'w2'], HEX(5, 3)), 'HA', 'AC');
    expect(two.column).toBeGreaterThan(one.column);
    expect(two.defenderHits).toBeGreaterThan(one.defenderHits);
    expect(two.attackerHits).toBeLessThanOrEqual(one.attackerHits);
    expect(two.take).toBeGreaterThanOrEqual(one.take);
    expect(two.spAttacker).toBe(4); // HA: 2 SP a unit (RS-GCB-20)
  });
  it('RS-VIC-20: a city of the other territory is worth 1 VP, open ground nothing', () => {
    const s = game([unit('n1', 'nato', 'armour', HEX(1, 1))]);
    expect(vpOf(s, loc(s, HEX(7, 3)))).toBe(1);
    expect(vpOf(s, loc(s, HEX(4, 4)))).toBe(0);
  });
});

describe('ai-combat: attack only at good odds, pay for formations by minimax, withdraw when standing is worse', () => {
  it('RS-GCB-1: the A/I declares the attack at good odds and none at bad odds', () => {
    const strong = at(
      game([div('w1', 'wp', HEX(6, 3)), div('w2', 'wp', HEX(6, 2)), unit('n1', 'nato', 'armour', HEX(5, 3))]),
      { kind: 'combat', stage: 1, side: 'wp' },
    );
    const a = attackChoice(viewFor(strong, 'wp'), T, 0);
    expect(a?.command).toMatchObject({ type: 'attack', hex: HEX(5, 3) });
    const weak = at(
      game([
        unit('w1', 'wp', 'infantry', HEX(6, 3), { cs: 2, csReduced: 1 }),
        div('n1', 'nato', HEX(5, 3)),
        div('n2', 'nato', HEX(5, 3)),
      ]),
      { kind: 'combat', stage: 1, side: 'wp' },
    );
    expect(attackChoice(viewFor(weak, 'wp'), T, 0)).toBeNull();
  });
  it('RS-GCB-20: a defender with SP pays for HD or DD against a strong attack; with none it stays in AC', () => {
    // 24 CS against 12: the formations move the odds from 2-1 (AC) to 4-1 (HA) and back (DD).
    const units = [div('w1', 'wp', HEX(6, 3)), div('w2', 'wp', HEX(6, 2)), div('n1', 'nato', HEX(5, 3))];
    const rich = game(units);
    expect(['HD', 'DD']).toContain(
      bestDefence(viewFor(rich, 'nato'), pending(rich, ['w1', 'w2'], HEX(5, 3)), T).formation,
    );
    const poor = { ...game(units), sp: { nato: 0, wp: 100 } };
    expect(bestDefence(viewFor(poor, 'nato'), pending(poor, ['w1', 'w2'], HEX(5, 3)), T).formation).toBe(
      'AC',
    );
  });
  it('RS-GCB-10..13: an armour defender facing overwhelming odds withdraws to a legal hex; at even odds it stands', () => {
    const s0 = at(
      game([
        div('w1', 'wp', HEX(6, 3)),
        div('w2', 'wp', HEX(6, 2)),
        div('w3', 'wp', HEX(6, 4)),
        unit('n1', 'nato', 'armour', HEX(5, 3), { cs: 3, csReduced: 2 }),
      ]),
      { kind: 'combat', stage: 1, side: 'wp' },
    );
    const s = step(s0, { type: 'attack', units: ['w1', 'w2', 'w3'], hex: HEX(5, 3) });
    const w = withdrawChoice(viewFor(s, 'nato'), T);
    expect(w?.command.type).toBe('withdraw');
    // The rules accept it: the roll of 1 succeeds (armour against armour: 1-5, RS-GCB-10).
    const after = step(s, w!.command, [1]);
    expect(after.units[idx(after, 'n1')]!.loc).not.toBe(loc(after, HEX(5, 3)));
    const even0 = at(game([div('w1', 'wp', HEX(6, 3), 6), div('n1', 'nato', HEX(5, 3), 12)]), {
      kind: 'combat',
      stage: 1,
      side: 'wp',
    });
    const even = step(even0, { type: 'attack', units: ['w1'], hex: HEX(5, 3) });
    expect(withdrawChoice(viewFor(even, 'nato'), T)).toBeNull();
  });
});

describe('ai-move: hold, retake and take VP hexes (RS-MAP-3, RS-VIC-20)', () => {
  const dest = (c: RsCommand | undefined) => (c?.type === 'move' ? c.path[c.path.length - 1] : undefined);
  const movers = (c: RsCommand) => ('units' in c ? c.units : []);

  it('on the last GT a unit that can reach an empty enemy city takes it', () => {
    const s0 = game([unit('n1', 'nato', 'armour', HEX(5, 3)), div('w9', 'wp', HEX(11, 7))], { turns: 1 });
    const s = at(s0, { kind: 'move', stage: 3, segment: 0, side: 'nato' });
    expect(dest(moveChoices(viewFor(s, 'nato'))[0]?.command)).toBe(HEX(7, 3));
  });
  it('RS-ZOC-1: the garrison of a threatened objective stays; another unit marches to reinforce it', () => {
    const objective = {
      hex: HEX(4, 3),
      name: 'Obj',
      vp: 3,
      owner: 'nato' as const,
      scoring: 'taken' as const,
    };
    const s0 = game(
      [
        div('n1', 'nato', HEX(4, 3)),
        unit('n2', 'nato', 'armour', HEX(1, 3)),
        div('w1', 'wp', HEX(6, 3)),
        div('w2', 'wp', HEX(6, 2)),
      ],
      { turns: 3, victory: { objectives: [objective], levels: { marginal: 1, tactical: 5, strategic: 10 } } },
    );
    const s = at(s0, { kind: 'move', stage: 3, segment: 0, side: 'nato' });
    const moves = moveChoices(viewFor(s, 'nato'));
    expect(moves.find((m) => movers(m.command).includes('n1'))).toBeUndefined();
    const n2 = moves.find((m) => movers(m.command).includes('n2'));
    const b = s.world.map.board;
    expect(b.distance(loc(s, dest(n2?.command)!), loc(s, HEX(4, 3)))).toBeLessThan(3);
  });
});

describe('ai-move: reserves and rail', () => {
  it('RS-MOV-10..13: a slow unit far from a threatened objective goes by rail, and the rules accept the order', () => {
    const objective = {
      hex: HEX(4, 5),
      name: 'Obj',
      vp: 3,
      owner: 'nato' as const,
      scoring: 'taken' as const,
    };
    const s0 = game([unit('n1', 'nato', 'infantry', HEX(0, 5), { ma: 1 }), div('w1', 'wp', HEX(6, 5))], {
      turns: 3,
      victory: { objectives: [objective], levels: { marginal: 1, tactical: 5, strategic: 10 } },
    });
    const s = at(s0, { kind: 'move', stage: 3, segment: 0, side: 'nato' });
    const c = moveChoices(viewFor(s, 'nato'))[0]!.command;
    expect(c.type).toBe('rail');
    const after = step(s, c);
    expect(after.units[idx(after, 'n1')]!.loc).toBe(loc(after, HEX(4, 5)));
    expect(after.railUsed.nato).toBe(1);
  });
  it('RS-GND-22: units out of contact go to reserve while an HQ has room; a lone holder of a VP hex stays in the line', () => {
    const objective = {
      hex: HEX(2, 2),
      name: 'Obj',
      vp: 3,
      owner: 'nato' as const,
      scoring: 'taken' as const,
    };
    const s0 = game(
      [
        unit('hq', 'nato', 'hq', HEX(1, 3)),
        unit('n1', 'nato', 'armour', HEX(2, 2), { hq: 'hq' }),
        unit('n2', 'nato', 'armour', HEX(1, 4), { hq: 'hq' }),
        div('w1', 'wp', HEX(10, 3)),
      ],
      { victory: { objectives: [objective], levels: { marginal: 1, tactical: 5, strategic: 10 } } },
    );
    const s = at(s0, { kind: 'assign', side: 'nato' });
    const r = reserveChoices(viewFor(s, 'nato'));
    expect(r.map((x) => x.command)).toEqual([{ type: 'mode', unit: 'n2', mode: 'reserve' }]);
  });
});

describe('the A/I against the random baseline on the Fulda Gap (paired seeds)', () => {
  it('wins well over half of its games as NATO and as the WP, with 0 refused commands', () => {
    const sc = fuldaGap1989();
    let nato = 0;
    let wp = 0;
    let refused = 0;
    const seeds = ['1', '2', '3', '4', '5', '6'];
    for (const seed of seeds) {
      const a = runMatch(redStrikeSystem, sc, seed, { nato: 'ai', wp: 'random' });
      const b = runMatch(redStrikeSystem, sc, seed, { nato: 'random', wp: 'ai' });
      nato += scoreFor(a, 'nato');
      wp += scoreFor(b, 'wp');
      refused += (a.refusals.nato ?? 0) + (b.refusals.wp ?? 0);
    }
    expect(nato / seeds.length).toBeGreaterThan(0.6);
    expect(wp / seeds.length).toBeGreaterThan(0.6);
    expect(refused).toBe(0);
  }, 60_000);
});
