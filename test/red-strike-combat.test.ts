import { describe, expect, it } from 'vitest';
import { actingSide, apply } from '../src/engine/systems/red-strike/apply.js';
import { crtHits, crtRow, withdrawalRange } from '../src/engine/systems/red-strike/combat.js';
import { defaultTables } from '../src/engine/systems/red-strike/data/index.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { CombatReport, RsCommand, RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import {
  combatOdds,
  finalColumn,
  initialColumn,
  type OddsInputs,
} from '../src/engine/systems/red-strike/odds.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

const T = defaultTables();
const step = (s: RsState, c: RsCommand, rolls: number[] = []) => {
  const r = apply(s, c, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { s: r.state, events: r.events as RsEvent[] };
};
const refused = (s: RsState, c: RsCommand) => {
  const r = apply(s, c, { dice: scriptedDice([]) });
  if (r.ok) throw new Error('accepted');
  return r.error;
};
const reportOf = (events: readonly RsEvent[]) =>
  (events.find((e) => e.type === 'combat') as { report: CombatReport }).report;
const base: OddsInputs = {
  attackers: [{ cs: 15, formation: 'AC' }],
  defenderCs: 6,
  defenderOosCs: 0,
  defenderFormation: 'AC',
  hexEffect: { kind: 'none' },
  attackerArtillery: false,
  defenderArtillery: false,
  attackerBh: false,
  defenderBh: false,
  flags: {},
  ddArtilleryColumns: 2,
};

describe('RS-GCB-31..32: odds', () => {
  it('RS-GCB-31 worked example: 15 vs 6 is 2.5, read 3-1', () => {
    expect(initialColumn(15, 6).label).toBe('3-1');
  });
  it('RS-AMB-4: below 1-1 the odds are 1-N with N = round(DEF/ATT)', () => {
    expect(initialColumn(4, 10).label).toBe('1-3');
    expect(initialColumn(6, 7).label).toBe('1-1');
  });
  it('RS-GCB-32: shifts apply to the real column, then clamp to 1-4 .. 10-1', () => {
    // 30-1 with 2 left is still above 10-1.
    expect(finalColumn(initialColumn(30, 1).index, -2)).toBe('10-1');
    expect(finalColumn(initialColumn(1, 9).index, 1)).toBe('1-4');
    expect(finalColumn(initialColumn(2, 1).index, -2)).toBe('1-2');
  });
  it('RS-GND-33 worked example: DA stack x3, HA stack x2, artillery +2', () => {
    const r = combatOdds(
      {
        ...base,
        attackers: [
          { cs: 4, formation: 'DA' },
          { cs: 3, formation: 'HA' },
        ],
        defenderCs: 9,
        attackerArtillery: true,
      },
      T.gcrt,
    );
    expect(r.attackerCs).toBe(18);
    expect(r.initial).toBe('2-1');
    expect(r.drms.find((d) => d.rule === 'RS-GCB-40b')!.value).toBe(2);
  });
  it('RS-GCB-40b: artillery +1 with any stack in AC, +3 with all in DA', () => {
    const with_ = (fs: ('AC' | 'HA' | 'DA')[]) =>
      combatOdds(
        { ...base, attackers: fs.map((f) => ({ cs: 5, formation: f })), attackerArtillery: true },
        T.gcrt,
      ).drms.find((d) => d.rule === 'RS-GCB-40b')!.value;
    expect(with_(['DA', 'AC'])).toBe(1);
    expect(with_(['DA', 'DA'])).toBe(3);
    expect(with_(['DA', 'HA'])).toBe(2);
  });
  it('RS-GCB-40 / RS-GCB-40a / RS-AMB-1: HD 1 left, DD 2 left, defender artillery 1 (HD) or 2 (DD) more', () => {
    const total = (f: 'HD' | 'DD', art: boolean) =>
      combatOdds({ ...base, defenderFormation: f, defenderArtillery: art }, T.gcrt).shifts.reduce(
        (a, x) => a + x.columns,
        0,
      );
    expect(total('HD', false)).toBe(-1);
    expect(total('HD', true)).toBe(-2);
    expect(total('DD', true)).toBe(-4);
    expect(
      combatOdds(
        { ...base, defenderFormation: 'DD', defenderArtillery: true, ddArtilleryColumns: 1 },
        T.gcrt,
      ).shifts.reduce((a, x) => a + x.columns, 0),
    ).toBe(-3);
  });
  it('RS-GCB-44 / RS-GND-43: BH gives one column to the side that has it, none when both do', () => {
    expect(combatOdds({ ...base, attackerBh: true }, T.gcrt).final).toBe('4-1');
    expect(combatOdds({ ...base, defenderBh: true }, T.gcrt).final).toBe('2-1');
    expect(combatOdds({ ...base, attackerBh: true, defenderBh: true }, T.gcrt).final).toBe('3-1');
  });
  it('RS-GCB-47 / RS-RND-3: out-of-supply defenders count half, summed then halved', () => {
    expect(combatOdds({ ...base, defenderCs: 0, defenderOosCs: 5 }, T.gcrt).defenderCs).toBe(3);
  });
  it('RS-GCB-41: hex or hexside effect, never both; the defender takes the better', () => {
    const r = combatOdds(
      { ...base, hexEffect: { kind: 'shift', columns: 1 }, hexsideEffect: { kind: 'multiply', factor: 2 } },
      T.gcrt,
    );
    expect(r.terrain).toBe('hexside');
    expect(r.defenderCs).toBe(12);
    expect(r.final).toBe('1-1');
  });
  it('RS-GCB-42, RS-GCB-43, RS-GCB-45 (RS-GCB-25, RS-GCB-28 inputs), RS-GND-6 / RS-AMB-7: CAS and chemical flags; NBC support cancels 1 chemical shift', () => {
    const r = combatOdds(
      {
        ...base,
        flags: { attackerCas: true, defenderCas: true, chemicalGtsSinceFirst: 4, defenderNbc: true },
      },
      T.gcrt,
    );
    expect(r.drms.some((d) => d.rule === 'RS-GCB-43' && d.value === 3)).toBe(true);
    expect(r.shifts.find((x) => x.rule === 'RS-GCB-42')!.columns).toBe(-1);
    expect(r.shifts.find((x) => x.rule === 'RS-GCB-45')!.columns).toBe(2);
  });
});

describe('RS-GCB-35: the CRT with density extra hits', () => {
  it('worked reading: modified 1 or 2: attacker 2 hits and R; 3 with 5-8 RE; 4 with 9+ RE; defender nothing', () => {
    for (const roll of [1, 2]) {
      const row = crtRow(T.crt.rows, roll);
      expect(crtHits(row, 4, 9)).toEqual({ attacker: 2, defender: 0 });
      expect(crtHits(row, 5, 9).attacker).toBe(3);
      expect(crtHits(row, 8, 9).attacker).toBe(3);
      expect(crtHits(row, 9, 9).attacker).toBe(4);
      expect(row.attacker.retreat).toBe(true);
    }
  });
  it('RS-AMB-2: modified rolls outside the table read its first or last row', () => {
    expect(crtRow(T.crt.rows, -3).roll).toBe(1);
    expect(crtRow(T.crt.rows, 40).roll).toBe(T.crt.rows[T.crt.rows.length - 1]!.roll);
  });
});

describe('RS-GCB-10: tactical withdrawal table', () => {
  it('armour defender vs armour 1-5, vs infantry 1-9; infantry defender vs armour 1, vs infantry 1-5', () => {
    expect(withdrawalRange(true, true)).toBe(5);
    expect(withdrawalRange(true, false)).toBe(9);
    expect(withdrawalRange(false, true)).toBe(1);
    expect(withdrawalRange(false, false)).toBe(5);
  });
});

// A WP attack from 08,02 (and 08,01) on a NATO brigade in 07,02, in combat phase 1 (WP has the initiative).
function battle(extraNato: Parameters<typeof unit>[] = [], extraWp: Parameters<typeof unit>[] = []) {
  const s = game([
    unit('hq', 'wp', 'hq', HEX(10, 2), { level: 'army', support: { artillery: true } }),
    unit('a1', 'wp', 'armour', HEX(8, 2), { hq: 'hq', cs: 6, csReduced: 3 }),
    unit('a2', 'wp', 'armour', HEX(8, 2), { hq: 'hq', cs: 6, csReduced: 3 }),
    unit('d', 'nato', 'armour', HEX(7, 2), { cs: 4, csReduced: 2 }),
    unit('nhq', 'nato', 'hq', HEX(2, 2), { level: 'corps' }),
    ...extraNato.map((a) => unit(...a)),
    ...extraWp.map((a) => unit(...a)),
  ]);
  return at(s, { kind: 'combat', stage: 1, side: 'wp' });
}

describe('RS-GCB-70 / RS-SEQ-9: a combat through the reducer, resolved before the next is declared', () => {
  it('RS-GCB-20 / RS-SUP-40 / RS-SUP-42 / RS-CMD-4: formations are secret — the defender commits, then the attacker; SP paid per unit from the pool; HQ artillery support', () => {
    let s = battle();
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2'], hex: HEX(7, 2) }));
    expect(s.combat!.phase).toBe('withdraw');
    // The defender acts first (RS-GCB-10 then RS-GCB-20); the attacker's choice waits.
    expect(actingSide(s)).toBe('nato');
    expect(refused(s, { type: 'formation', formations: { [HEX(8, 2)]: 'HA' } }).code).toBe('BAD_COMMAND');
    ({ s } = step(s, { type: 'formation', formations: { [HEX(7, 2)]: 'HD' } }));
    expect(actingSide(s)).toBe('wp');
    const before = { ...s.sp };
    // 12 x2 = 24 vs 4 -> 6-1; HD 1 left -> 5-1 (DRM +3); HQ artillery, all HA: +2. Roll 5 -> 10.
    const r = step(s, { type: 'formation', formations: { [HEX(8, 2)]: 'HA' } }, [5]);
    const rep = reportOf(r.events);
    expect(rep.initial).toBe('6-1');
    expect(rep.final).toBe('5-1');
    expect(rep.modified).toBe(10);
    expect(rep.spPaid).toEqual({ wp: 4, nato: 2 });
    expect(r.s.sp.wp).toBe(before.wp - 4);
    expect(r.s.sp.nato).toBe(before.nato - 2);
    expect(rep.defaultTable).toBe(true);
  });
  it('RS-INI-3 / RS-GCB-37 / RS-GCB-38 / RS-GND-30 / RS-GND-40 / RS-GND-41: AC by default; the side with fewer hits wins a battle, moves the marker and becomes battle-hardened', () => {
    let s = battle();
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2'], hex: HEX(7, 2) }));
    ({ s } = step(s, { type: 'formation', formations: {} }));
    // AC vs AC: 12 vs 4 = 3-1 (+1), artillery +1 with AC; roll 7 -> 9: defender 3 hits; attackers none.
    const r = step(s, { type: 'formation', formations: {} }, [7]);
    const rep = reportOf(r.events);
    expect(rep.winner).toBe('wp');
    expect(r.s.battlesWon).toBe(-1);
    expect(r.s.units[idx(r.s, 'a1')]!.bh).toBe(true);
    expect(r.s.units[idx(r.s, 'd')]!.eliminated).toBe(true);
    // The hex is empty: the attacker may advance (RS-GCB-60).
    expect(r.s.combat!.phase).toBe('advance');
    const adv = step(r.s, { type: 'advance', units: ['a1'] });
    expect(adv.s.units[idx(adv.s, 'a1')]!.loc).toBe(loc(adv.s, HEX(7, 2)));
    expect(adv.s.combat).toBeNull();
  });
  it('RS-GND-32 DD: a deliberate defence does not retreat but takes 1 extra hit per stack', () => {
    let s = battle([['d2', 'nato', 'armour', HEX(7, 2), { cs: 4, csReduced: 2, hq: 'nhq' }]]);
    (s.world.units[idx(s, 'd')] as unknown as { hq?: string }).hq = 'nhq';
    (s.world.units[idx(s, 'd')] as unknown as { chain: number[] }).chain = [idx(s, 'nhq')];
    (s.world.units[idx(s, 'd2')] as unknown as { chain: number[] }).chain = [idx(s, 'nhq')];
    s.units[idx(s, 'nhq')]!.loc = loc(s, HEX(5, 2));
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2'], hex: HEX(7, 2) }));
    ({ s } = step(s, { type: 'formation', formations: { [HEX(7, 2)]: 'DD' } }));
    // 12 vs 8 = 1.5 -> 2-1; DD 2 left -> 1-2 (DRM -2); attacker artillery in AC +1. Roll 9 -> 8:
    // defender 2 hits and R; in DD no retreat but 1 more hit: 3.
    const r = step(s, { type: 'formation', formations: {} }, [9]);
    const rep = reportOf(r.events);
    expect(rep.final).toBe('1-2');
    expect(rep.modified).toBe(8);
    expect(rep.hits.nato).toBe(3);
    expect(rep.retreat.nato).toBe(false);
    expect(rep.notes.some((n) => n.includes('RS-GND-32'))).toBe(true);
  });
  it('RS-GCB-53 / RS-HIT-7: the defender may retreat 1 hex instead of 1 hit; the converted hit still counts', () => {
    let s = battle();
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2'], hex: HEX(7, 2) }));
    ({ s } = step(s, { type: 'formation', formations: {}, orders: { hitToRetreat: true } }));
    // 3-1 (+1), artillery +1 (AC): roll 3 -> 5: defender 1 hit -> converted to a retreat.
    const r = step(s, { type: 'formation', formations: {} }, [3]);
    const rep = reportOf(r.events);
    expect(rep.modified).toBe(5);
    const d = r.s.units[idx(r.s, 'd')]!;
    expect(d.reduced).toBe(false);
    expect(d.loc).not.toBe(loc(r.s, HEX(7, 2)));
    expect(rep.hits.nato).toBe(1);
  });
  it('RS-GCB-55: in an amphibious landing combat neither conversion is allowed', () => {
    let s = battle();
    ({ s } = step(s, {
      type: 'attack',
      units: ['a1', 'a2'],
      hex: HEX(7, 2),
      flags: { amphibiousWithSag: true },
    }));
    ({ s } = step(s, { type: 'formation', formations: {}, orders: { hitToRetreat: true } }));
    // 3-1 (+1), artillery +1, amphibious SAG +3 (RS-GCB-46): roll 1 -> 6: defender 1 hit and R.
    const r = step(s, { type: 'formation', formations: {} }, [1]);
    const rep = reportOf(r.events);
    expect(rep.modified).toBe(6);
    expect(rep.drms.some((d) => d.rule === 'RS-GCB-46')).toBe(true);
    // The hit is taken (no conversion): the brigade is reduced, then retreats 1 hex.
    expect(r.s.units[idx(r.s, 'd')]!.reduced).toBe(true);
    expect(rep.notes.some((n) => n.includes('RS-GCB-53'))).toBe(false);
  });
  it('RS-GCB-5 / RS-SUP-3: out-of-supply units cannot attack; RS-SEQ-10 / RS-GCB-6: reserve units do not attack in phase 1', () => {
    const s = battle();
    s.units[idx(s, 'a1')]!.supply = 'oos';
    expect(refused(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) }).rule).toBe('RS-GCB-5');
    s.units[idx(s, 'a2')]!.mode = 'reserve';
    expect(refused(s, { type: 'attack', units: ['a2'], hex: HEX(7, 2) }).rule).toBe('RS-SEQ-10');
  });
  it('RS-GCB-1: a hex is attacked once per combat phase', () => {
    let s = battle();
    ({ s } = step(s, { type: 'attack', units: ['a1'], hex: HEX(7, 2) }));
    ({ s } = step(s, { type: 'formation', formations: {} }));
    ({ s } = step(s, { type: 'formation', formations: {} }, [4]));
    if (s.combat) ({ s } = step(s, { type: 'end' }));
    expect(refused(s, { type: 'attack', units: ['a2'], hex: HEX(7, 2) }).rule).toBe('RS-GCB-1');
  });
  it('RS-GCB-13: a successful tactical withdrawal vacates the hex and the attackers must move in', () => {
    let s = battle();
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2'], hex: HEX(7, 2) }));
    // armour defender vs armour attacker: 1-5.
    const r = step(s, { type: 'withdraw', path: [HEX(6, 2), HEX(5, 2)] }, [5]);
    expect(r.s.units[idx(r.s, 'd')]!.loc).toBe(loc(r.s, HEX(5, 2)));
    expect(r.s.units[idx(r.s, 'a1')]!.loc).toBe(loc(r.s, HEX(7, 2)));
    expect(r.s.combat).toBeNull();
    expect(r.s.battlesWon).toBe(0);
  });
  it('RS-GCB-12: a failed withdrawal leaves everyone in place and the combat goes on', () => {
    let s = battle();
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2'], hex: HEX(7, 2) }));
    const r = step(s, { type: 'withdraw', path: [HEX(6, 2), HEX(5, 2)] }, [6]);
    expect(r.s.units[idx(r.s, 'd')]!.loc).toBe(loc(r.s, HEX(7, 2)));
    expect(r.s.combat!.phase).toBe('defence');
  });
  it('RS-STK-4 / RS-GCB-22: an overstacked stack fights in AC and its surplus adds nothing', () => {
    let s = battle(
      [],
      [
        ['a3', 'wp', 'armour', HEX(8, 2), { hq: 'hq', size: 'div', cs: 6, csReduced: 3 }],
        ['a4', 'wp', 'armour', HEX(8, 2), { hq: 'hq', size: 'div', cs: 6, csReduced: 3 }],
      ],
    );
    ({ s } = step(s, { type: 'attack', units: ['a1', 'a2', 'a3', 'a4'], hex: HEX(7, 2) }));
    ({ s } = step(s, { type: 'formation', formations: {} }));
    const r = step(s, { type: 'formation', formations: { [HEX(8, 2)]: 'HA' } }, [5]);
    const rep = reportOf(r.events);
    expect(rep.formations.attacker[loc(s, HEX(8, 2))]).toBe('AC');
    // 8 RE: a1, a2 and a3 (5 RE) count; a4 would pass 6 RE.
    expect(rep.attackerCs).toBe(18);
    expect(rep.notes.some((n) => n.includes('RS-STK-4'))).toBe(true);
  });
});
