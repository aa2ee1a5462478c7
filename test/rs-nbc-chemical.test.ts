// Chemical warfare (§20.5: RS-NBC-20..24, RS-GCB-28, RS-GCB-45) and nuclear artillery (RS-NBC-13).

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { CombatReport, RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { chemicalAllowed } from '../src/engine/systems/red-strike/nbc/api.js';
import { chemicalShifts } from '../src/engine/systems/red-strike/nbc/rules.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

function ok(s: RsState, cmd: unknown, rolls: number[] = []): { s: RsState; events: readonly RsEvent[] } {
  const r = apply(s, cmd, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.state, events: r.events };
}

/** A Soviet attack from 08,02 on a NATO brigade in 07,02, combat phase 1; the defender has committed. */
function combat(options: string[] = ['nbc'], nation = 'USSR'): RsState {
  let s = game(
    [
      unit('sov', 'wp', 'armour', HEX(8, 2), { nation }),
      unit('def', 'nato', 'armour', HEX(7, 2)),
      unit('art', 'nato', 'support', HEX(6, 2)),
    ],
    { options },
  );
  s = at(s, { kind: 'combat', stage: 1, side: 'wp' });
  s = ok(s, { type: 'attack', units: ['sov'], hex: HEX(7, 2) }).s;
  return ok(s, { type: 'formation', formations: { [HEX(7, 2)]: 'HD' } }).s;
}

describe('chemical warfare (RS-NBC-20..24)', () => {
  it('RS-NBC-21 / RS-GCB-45: 5 right shifts 0-2 GTs after the first use, 3 for 3-5, 1 from 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(chemicalShifts)).toEqual([5, 5, 5, 3, 3, 3, 1, 1]);
  });

  it('RS-NBC-20/22/24: a Soviet unit declares chemicals: one hit that does not flip, the combat flag, WO 3 toward NATO', () => {
    const s = combat();
    const r = ok(s, { type: 'nbc-chemical', unit: 'sov' });
    const u = r.s.units[idx(s, 'sov')]!;
    expect(u.hits).toBe(1);
    expect(u.reduced).toBe(false);
    expect(r.s.combat!.flags.chemicalGtsSinceFirst).toBe(0);
    expect(r.s.ext.nbc!.wo).toBe(3);
    expect(r.s.ext.nbc!.firstChemicalGt).toBe(1);
    // Declared once per combat.
    expect(apply(r.s, { type: 'nbc-chemical', unit: 'sov' }).ok).toBe(false);
    // The combat reads the flag: 5 columns right (RS-GCB-45).
    const res = ok(r.s, { type: 'formation', formations: { [HEX(8, 2)]: 'HA' } }, [5]);
    const report = (res.events.find((e) => e.type === 'combat') as { report: CombatReport }).report;
    expect(report.shifts).toContainEqual({ why: 'chemical attack', columns: 5, rule: 'RS-GCB-45' });
    // RS-NBC-20: the USA may now retaliate with chemicals.
    expect(chemicalAllowed(r.s, 'nato')).toBe(true);
  });

  it('RS-NBC-24: World Opinion moves only on the first chemical attack of each player', () => {
    const s = combat();
    s.ext.nbc!.chemicalUsed.wp = true;
    s.ext.nbc!.firstChemicalGt = 1;
    const r = ok(s, { type: 'nbc-chemical', unit: 'sov' });
    expect(r.s.ext.nbc!.wo).toBe(0);
  });

  it('RS-NBC-20: only Soviet (or US) units declare chemicals; NATO only in retaliation; never with NATO doctrine', () => {
    const gdr = apply(combat(['nbc'], 'GDR'), { type: 'nbc-chemical', unit: 'sov' });
    expect(gdr.ok).toBe(false);
    if (!gdr.ok) expect(gdr.error.message).toContain('Soviet');
    const s = combat();
    expect(chemicalAllowed(s, 'nato')).toBe(false);
    const d = combat(['nbc', 'doctrine']);
    d.ext.nbc!.chemicalUsed.wp = true;
    expect(chemicalAllowed(d, 'nato')).toBe(false);
  });

  it('RS-NBC-22: a Soviet unit may not declare chemicals if the hit would eliminate it', () => {
    const s = combat();
    s.units[idx(s, 'sov')]!.hits = 3; // CS 4 - 3 = 1
    const r = apply(s, { type: 'nbc-chemical', unit: 'sov' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('RS-NBC-22');
  });

  it('RS-GCB-28: with the NBC rules on, the attack command carries no chemical flag', () => {
    let s = game([unit('sov', 'wp', 'armour', HEX(8, 2)), unit('def', 'nato', 'armour', HEX(7, 2))], {
      options: ['nbc'],
    });
    s = at(s, { kind: 'combat', stage: 1, side: 'wp' });
    const r = apply(s, {
      type: 'attack',
      units: ['sov'],
      hex: HEX(7, 2),
      flags: { chemicalGtsSinceFirst: 0 },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-GCB-28');
  });

  it('chemical use is refused without the NBC rules (the command belongs to rules not in force)', () => {
    expect(apply(combat([]), { type: 'nbc-chemical', unit: 'sov' }).ok).toBe(false);
  });
});

describe('nuclear artillery (RS-NBC-13)', () => {
  it('a ground unit with artillery support fires a small nuclear shell at an adjacent hex once released', () => {
    let s = game(
      [
        unit('n1', 'nato', 'armour', HEX(6, 2)),
        unit('art', 'nato', 'support', HEX(6, 2)),
        unit('w', 'wp', 'armour', HEX(7, 2)),
      ],
      { options: ['nbc'] },
    );
    s = at(s, { kind: 'move', stage: 1, segment: 1, side: 'nato' });
    const cmd = { type: 'nbc-nuclear-artillery', unit: 'n1', hex: HEX(7, 2) };
    const refused = apply(s, cmd);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('RS-NBC-5');
    s.ext.nbc!.authorised.nato = true;
    const r = ok(s, cmd);
    expect(r.s.units[idx(s, 'w')]!.eliminated).toBe(true); // 4 hits on a CS 4 unit
    expect(r.s.ext.nbc!.markers[0]!.hex).toBe(loc(s, HEX(7, 2)));
    expect(r.s.ext.nbc!.defcon).toBe(4);
  });
});
