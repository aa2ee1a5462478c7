// RS-OPT-2 doctrine: 2a WP no retreat, 2b CAS doctrine and breakthrough markers, 2d assault from
// the march (shift and extra hit), 2e NATO no chemical warfare, 2f air-land battle (doubled hits).

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { prepareCombat, DEFAULT_COMBAT_RULES } from '../src/engine/systems/red-strike/combat.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { CombatReport, RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { casAllowed, chemicalForbidden } from '../src/engine/systems/red-strike/optional/api.js';
import { endOfCombatPhase } from '../src/engine/systems/red-strike/optional/doctrine.js';
import { at, game, HEX, idx, unit } from './red-strike-fixtures.js';

const ok = (r: ReturnType<typeof apply>): RsState => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const report = (events: readonly RsEvent[]): CombatReport => {
  const e = events.find((x) => x.type === 'combat');
  if (e?.type !== 'combat') throw new Error('no combat');
  return e.report;
};

function setUp(options: string[], attacker: 'nato' | 'wp') {
  const s = game(
    [
      unit('n1', 'nato', 'infantry', HEX(4, 3), { cs: 8, csReduced: 4 }),
      unit('na', 'nato', 'armour', HEX(4, 4)),
      unit('w1', 'wp', 'armour', HEX(5, 3)),
      unit('w2', 'wp', 'infantry', HEX(5, 4), { cs: 8, csReduced: 4 }),
    ],
    { options, initiative: attacker },
  );
  return at(s, { kind: 'combat', stage: 1, side: attacker });
}

describe('RS-OPT-2 doctrine', () => {
  it('RS-OPT-2a (RS-GCB-14, RS-GCB-56): a WP defender may not withdraw tactically nor convert a hit into a retreat', () => {
    const s = ok(apply(setUp(['doctrine'], 'nato'), { type: 'attack', units: ['n1'], hex: HEX(5, 3) }));
    const tw = apply(s, { type: 'withdraw', path: [HEX(6, 3)] });
    expect(!tw.ok && tw.error.rule).toBe('RS-OPT-2a');
    const conv = apply(s, {
      type: 'formation',
      formations: { [HEX(5, 3)]: 'AC' },
      orders: { hitToRetreat: true },
    });
    expect(!conv.ok && conv.error.rule).toBe('RS-OPT-2a');
    const without = ok(apply(setUp([], 'nato'), { type: 'attack', units: ['n1'], hex: HEX(5, 3) }));
    expect(apply(without, { type: 'withdraw', path: [HEX(6, 3)] }).ok).toBe(true);
  });

  it('RS-OPT-2b: WP CAS only for an attack with a breakthrough marker; markers follow NATO retreats', () => {
    const s = setUp(['doctrine'], 'wp');
    const cas = apply(s, { type: 'attack', units: ['w1'], hex: HEX(4, 3), flags: { attackerCas: true } });
    expect(!cas.ok && cas.error.rule).toBe('RS-OPT-2b');
    expect(casAllowed(s, { attacker: 'wp', attackers: [idx(s, 'w1')] }, 'wp')).toBe(false);
    expect(casAllowed(s, { attacker: 'nato', attackers: [idx(s, 'n1')] }, 'wp')).toBe(true);
    // 4 vs 8: 1-2, assault from the march +1 -> 1-1 (DRM -1); roll 9 -> 8: 2 hits and a retreat.
    let n = ok(apply(s, { type: 'attack', units: ['w1'], hex: HEX(4, 3) }));
    n = ok(apply(n, { type: 'formation', formations: { [HEX(4, 3)]: 'AC' } }));
    const r = apply(n, { type: 'formation', formations: { [HEX(5, 3)]: 'AC' } }, { dice: scriptedDice([9]) });
    n = ok(r);
    expect(report(r.ok ? r.events : []).retreat.nato).toBe(true);
    const adv = apply(n, { type: 'advance', units: ['w1'] });
    n = ok(adv);
    expect(n.ext.opt!.breakthrough).toEqual([idx(n, 'w1')]);
    expect(adv.ok && adv.events.some((e) => e.type === 'opt-breakthrough' && e.placed)).toBe(true);
    // It advanced: it keeps the marker past the end of the combat phase, and may receive CAS.
    endOfCombatPhase(n, 1, []);
    expect(n.ext.opt!.breakthrough).toEqual([idx(n, 'w1')]);
    expect(casAllowed(n, { attacker: 'wp', attackers: [idx(n, 'w1')] }, 'wp')).toBe(true);
    // A WP combat phase in which it does not advance takes it away.
    endOfCombatPhase(n, 2, []);
    expect(n.ext.opt!.breakthrough).toEqual([]);
  });

  it('RS-OPT-2d: full-strength assault units in AC/HA: 1 column right; 1 more hit when hit', () => {
    const s = ok(apply(setUp(['doctrine'], 'wp'), { type: 'attack', units: ['w1'], hex: HEX(4, 3) }));
    const f = { attacker: { [s.units[idx(s, 'w1')]!.loc]: 'AC' as const }, defender: 'AC' as const };
    const prep = prepareCombat(s, s.combat!, f, DEFAULT_COMBAT_RULES, false);
    expect(prep.odds.shifts).toContainEqual({ why: 'assault from the march', columns: 1, rule: 'RS-OPT-2d' });
    expect(prep.odds.final).toBe('1-1');
    const plain = ok(apply(setUp([], 'wp'), { type: 'attack', units: ['w1'], hex: HEX(4, 3) }));
    expect(prepareCombat(plain, plain.combat!, f, DEFAULT_COMBAT_RULES, false).odds.final).toBe('1-2');
    // Roll 3 at 1-1 (DRM -1) reads row 2: the attacker takes 2 hits and retreats; with 2d, 3 hits.
    const d = ok(
      apply(s, { type: 'formation', formations: { [HEX(4, 3)]: 'AC' }, orders: { tradeBh: false } }),
    );
    const r = apply(d, { type: 'formation', formations: { [HEX(5, 3)]: 'AC' } }, { dice: scriptedDice([3]) });
    if (!r.ok) throw new Error(r.error.message);
    expect(report(r.events).notes.join(' ')).toContain('RS-OPT-2d');
    expect(r.events.filter((e) => e.type === 'hit' && e.unit === idx(s, 'w1')).length).toBe(3);
  });

  it('RS-OPT-2d: not when a stack is in DA or a unit is reduced', () => {
    const s = ok(apply(setUp(['doctrine'], 'wp'), { type: 'attack', units: ['w1'], hex: HEX(4, 3) }));
    const loc = s.units[idx(s, 'w1')]!.loc;
    const da = prepareCombat(
      s,
      s.combat!,
      { attacker: { [loc]: 'DA' }, defender: 'AC' },
      DEFAULT_COMBAT_RULES,
      false,
    );
    expect(da.odds.shifts.some((x) => x.rule === 'RS-OPT-2d')).toBe(false);
    s.units[idx(s, 'w1')]!.reduced = true;
    const red = prepareCombat(
      s,
      s.combat!,
      { attacker: { [loc]: 'AC' }, defender: 'AC' },
      DEFAULT_COMBAT_RULES,
      false,
    );
    expect(red.odds.shifts.some((x) => x.rule === 'RS-OPT-2d')).toBe(false);
  });

  it('RS-OPT-2e: NATO makes no chemical attack at all', () => {
    const s = setUp(['doctrine'], 'nato');
    expect(chemicalForbidden(s, 'nato')).toBe(true);
    expect(chemicalForbidden(s, 'wp')).toBe(false);
    const r = apply(s, {
      type: 'attack',
      units: ['n1'],
      hex: HEX(5, 3),
      flags: { chemicalGtsSinceFirst: 0 },
    });
    expect(!r.ok && r.error.rule).toBe('RS-OPT-2e');
  });

  it('RS-OPT-2f: NATO CAS and an armoured unit in the attack double the hits on the WP', () => {
    const hitsOnWp = (options: string[]) => {
      let s = ok(
        apply(setUp(options, 'nato'), {
          type: 'attack',
          units: ['n1', 'na'],
          hex: HEX(5, 4),
          flags: { attackerCas: true },
        }),
      );
      s = ok(apply(s, { type: 'formation', formations: { [HEX(5, 4)]: 'AC' }, orders: { tradeBh: false } }));
      const r = apply(s, { type: 'formation', formations: {} }, { dice: scriptedDice([2]) });
      if (!r.ok) throw new Error(r.error.message);
      return r.events.filter((e) => e.type === 'hit' && s.world.units[e.unit]!.side === 'wp').length;
    };
    const plain = hitsOnWp([]);
    expect(plain).toBeGreaterThan(0);
    expect(hitsOnWp(['doctrine'])).toBe(2 * plain);
  });

  it('RS-OPT-2c (RS-GCB-61): a second echelon advances after combat, first into a hex a friendly unit attacked from, +2 hexes', () => {
    const base = setUp(['doctrine'], 'wp');
    const w = base.world;
    const s0 = game(
      [...w.scenario.units, { ...w.scenario.units[idx(base, 'w1')]!, id: 'w3', name: 'w3', hex: HEX(6, 3) }],
      { options: ['doctrine'], initiative: 'wp' },
    );
    let n = ok(
      apply(at(s0, { kind: 'combat', stage: 1, side: 'wp' }), {
        type: 'attack',
        units: ['w1'],
        hex: HEX(4, 3),
      }),
    );
    const early = apply(n, { type: 'opt-echelon', units: ['w3'], path: [HEX(5, 3), HEX(4, 3)] });
    expect(!early.ok && early.error.rule).toBe('RS-OPT-2c');
    n = ok(apply(n, { type: 'formation', formations: { [HEX(4, 3)]: 'AC' } }));
    n = ok(apply(n, { type: 'formation', formations: { [HEX(5, 3)]: 'AC' } }, { dice: scriptedDice([9]) }));
    expect(n.combat?.phase).toBe('advance');
    const notFirst = apply(n, { type: 'opt-echelon', units: ['w3'], path: [HEX(6, 4), HEX(5, 3)] });
    expect(!notFirst.ok && notFirst.error.rule).toBe('RS-OPT-2c');
    const nextToDefender = apply(n, { type: 'opt-echelon', units: ['w2'], path: [HEX(5, 3)] });
    expect(!nextToDefender.ok && nextToDefender.error.rule).toBe('RS-OPT-2c');
    n = ok(apply(n, { type: 'opt-echelon', units: ['w3'], path: [HEX(5, 3), HEX(4, 3)] }));
    expect(n.world.map.board.label(n.units[idx(n, 'w3')]!.loc)).toBe(HEX(4, 3));
    // The NATO retreat's marker went to the first WP unit to advance.
    expect(n.ext.opt!.breakthrough).toEqual([idx(n, 'w3')]);
    n = ok(apply(n, { type: 'advance', units: ['w1'] }));
    expect(n.combat).toBeNull();
  });
});
