// RS-OPT-16 NATO special anti-tank units: announced after the WP declares a combat, 1d10 1-5 CS +1,
// 6-10 CS +2, the parent within 5 hexes takes the first hit, one combat-transport point each.

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { prepareCombat, DEFAULT_COMBAT_RULES } from '../src/engine/systems/red-strike/combat.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { atgmBonusFor, atgmParents } from '../src/engine/systems/red-strike/optional/atgm.js';
import { at, game, HEX, idx, unit } from './red-strike-fixtures.js';

const ok = (r: ReturnType<typeof apply>): RsState => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

function declared(transport = 2): RsState {
  const s = game(
    [
      unit('n1', 'nato', 'infantry', HEX(4, 3)),
      unit('luft25', 'nato', 'infantry', HEX(2, 3), { name: 'Luftlandebrigade 25', nation: 'FRG' }),
      unit('far', 'nato', 'infantry', HEX(11, 7), { name: '1er Régiment d’Infanterie', nation: 'France' }),
      unit('w1', 'wp', 'armour', HEX(5, 3)),
    ],
    { options: ['atgm'], extended: { installations: [], optional: { atgm: { transport } } } },
  );
  return ok(
    apply(at(s, { kind: 'combat', stage: 1, side: 'wp' }), { type: 'attack', units: ['w1'], hex: HEX(4, 3) }),
  );
}

describe('RS-OPT-16 ATGM teams', () => {
  it('RS-OPT-16: 1-5 -> CS +1, 6-10 -> CS +2', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(atgmBonusFor)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
  });

  it('RS-OPT-16 / RS-UNIT-4: the parents by name (German 25-27 Luftlandebrigaden, French 1er RI)', () => {
    const s = declared();
    expect(
      atgmParents(s)
        .map((i) => s.world.units[i]!.id)
        .sort(),
    ).toEqual(['far', 'luft25']);
  });

  it('RS-OPT-16: roll 4 adds 1 to the defender CS; the parent takes the first hit', () => {
    const s = ok(apply(declared(), { type: 'opt-atgm', parent: 'luft25' }, { dice: scriptedDice([4]) }));
    expect(s.ext.opt!.atgm).toEqual([{ combat: s.combat!.id, parent: idx(s, 'luft25'), bonus: 1 }]);
    const c = s.combat!;
    const f = { attacker: { [s.units[idx(s, 'w1')]!.loc]: 'AC' as const }, defender: 'AC' as const };
    const prep = prepareCombat(s, c, f, DEFAULT_COMBAT_RULES, false);
    expect(prep.odds.defenderCs).toBe(5);
    const d = ok(apply(s, { type: 'formation', formations: { [HEX(4, 3)]: 'AC' } }));
    const r = apply(
      d,
      { type: 'formation', formations: { [HEX(5, 3)]: 'AC' } },
      { dice: scriptedDice([10]) },
    );
    if (!r.ok) throw new Error(r.error.message);
    const hits = r.events.filter((e) => e.type === 'hit');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ unit: idx(s, 'luft25') });
  });

  it('RS-OPT-16: within 5 hexes, once per parent and combat, while combat-transport points remain', () => {
    const s = declared(1);
    const far = apply(s, { type: 'opt-atgm', parent: 'far' }, { dice: scriptedDice([1]) });
    expect(!far.ok && far.error.message).toContain('5 hexes');
    const notParent = apply(s, { type: 'opt-atgm', parent: 'n1' }, { dice: scriptedDice([1]) });
    expect(!notParent.ok && notParent.error.message).toContain('no ATGM teams');
    const once = ok(apply(s, { type: 'opt-atgm', parent: 'luft25' }, { dice: scriptedDice([7]) }));
    expect(once.ext.opt!.atgm[0]!.bonus).toBe(2);
    const twice = apply(once, { type: 'opt-atgm', parent: 'luft25' }, { dice: scriptedDice([1]) });
    expect(!twice.ok && twice.error.message).toContain('already sent');
    once.units[idx(once, 'far')]!.loc = once.world.map.board.parse(HEX(3, 3))!;
    const spent = apply(once, { type: 'opt-atgm', parent: 'far' }, { dice: scriptedDice([1]) });
    expect(!spent.ok && spent.error.message).toContain('combat-transport point');
  });

  it('RS-OPT-16: only before NATO gives its formation, and only when the WP attacks', () => {
    const s = declared();
    const d = ok(apply(s, { type: 'formation', formations: { [HEX(4, 3)]: 'AC' } }));
    const late = apply(d, { type: 'opt-atgm', parent: 'luft25' }, { dice: scriptedDice([1]) });
    expect(late.ok).toBe(false);
  });
});
