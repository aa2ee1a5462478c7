import { describe, expect, it } from 'vitest';
import { hitAirBase, hitAirUnit, nbcOnAirBase } from '../src/engine/systems/red-strike/air/api.js';
import { factor } from '../src/engine/systems/red-strike/air/bases.js';
import { airEndStep, captureBases } from '../src/engine/systems/red-strike/air/phases.js';
import { airSnapshotSchema } from '../src/engine/systems/red-strike/air/schema.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { airGame, airIdx, at, HEX, natoSegment, withModes } from './rs-air-fixtures.js';

function copy(s: RsState): RsState {
  return { ...s, sp: { ...s.sp }, units: s.units.map((u) => ({ ...u })), ext: structuredClone(s.ext) };
}

const assign = (s: RsState) => at(s, { kind: 'assign', side: 'nato' });

describe('air bases, modes and sorties (RS-AIR-1..10, RS-AIR-30, RS-END-3)', () => {
  it('RS-AIR-10: a new game gives NATO units 3 sorties and WP units 2; the slice matches its snapshot schema', () => {
    const s = airGame();
    expect(s.ext.air!.units[airIdx(s, 'f16a')]!.sorties).toBe(3);
    expect(s.ext.air!.units[airIdx(s, 'mig27')]!.sorties).toBe(2);
    expect(airSnapshotSchema.safeParse(s.ext.air).success).toBe(true);
    expect(s.ext.air!.bases.map((b) => b.id)).toEqual([
      'ramstein',
      'frankfurt',
      'hahn',
      'bitburg',
      'altenburg',
    ]);
  });

  it('RS-AIR-2 / RS-AIR-30: modes in the assignment phase, at most CPY units per base', () => {
    let s = assign(airGame());
    for (const id of ['f16a', 'f16b']) {
      const r = apply(s, { type: 'air-mode', unit: id, mode: 'offensive' });
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    const r = apply(s, { type: 'air-mode', unit: 'f16c', mode: 'intercept' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-AIR-2');
    // Changing an assigned unit's mode is fine.
    expect(apply(s, { type: 'air-mode', unit: 'f16a', mode: 'intercept' }).ok).toBe(true);
    // Not outside the assignment phase.
    const m = apply(natoSegment(s), { type: 'air-mode', unit: 'f16c', mode: 'offensive' });
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.error.rule).toBe('RS-AIR-30');
  });

  it('RS-AIR-3: each hit lowers CPY and AA and hits a parked unit, which loses a sortie', () => {
    const s = copy(airGame());
    const ev: RsEvent[] = [];
    expect(hitAirBase(s, 'ramstein', 2, ev)).toBe(2);
    const b = s.ext.air!.bases.find((x) => x.id === 'ramstein')!;
    expect(b.hits).toBe(2);
    const hit = ['f16a', 'f16b', 'f16c'].map((id) => s.ext.air!.units[airIdx(s, id)]!);
    // Spread evenly: two units hit (1-hit units are eliminated), each lost a sortie first.
    expect(hit.filter((u) => u.eliminated).length).toBe(2);
    // CPY 2 with 2 hits: inoperative (no take-off).
    const t = withModes(natoSegment(s), ['f16c']);
    const r = apply(t, { type: 'air-mission', kind: 'interdiction', units: ['f16c'], target: HEX(6, 1) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-AIR-3');
  });

  it('RS-HIT-8: each hit lowers every factor by 1; at its hit capacity the air unit is eliminated', () => {
    const s = copy(airGame({ air: [{ id: 'f111', side: 'nato', base: 'ramstein', b: 4, aa: 2, hits: 3 }] }));
    hitAirUnit(s, 0, 1, []);
    expect(factor(s, 0, 'b')).toBe(3);
    expect(factor(s, 0, 'aa')).toBe(1);
    expect(s.ext.air!.units[0]!.eliminated).toBe(false);
    hitAirUnit(s, 0, 2, []);
    expect(s.ext.air!.units[0]!.eliminated).toBe(true);
    expect(s.ext.air!.units[0]!.base).toBeNull();
  });

  it('RS-OPT-6: a hardened air base registers 1 hit per 2 (fractions lost); airports are not hardened', () => {
    const s = copy(airGame({ options: ['air', 'hardened-bases'] }));
    expect(hitAirBase(s, 'hahn', 3, [])).toBe(1);
    expect(hitAirBase(s, 'frankfurt', 1, [])).toBe(1);
  });

  it('RS-AIR-4: a nuclear attack destroys the base and its units; a chemical attack costs a sortie, once', () => {
    const s = copy(airGame());
    nbcOnAirBase(s, 'ramstein', 'chemical', []);
    nbcOnAirBase(s, 'ramstein', 'chemical', []);
    expect(s.ext.air!.units[airIdx(s, 'f16a')]!.sorties).toBe(2);
    nbcOnAirBase(s, 'ramstein', 'nuclear', []);
    expect(s.ext.air!.units[airIdx(s, 'f16a')]!.eliminated).toBe(true);
    expect(s.ext.air!.bases.find((b) => b.id === 'ramstein')!.destroyed).toBe(true);
  });

  it('RS-AIR-4: enemy ground units entering an air base capture it; its units relocate with no sortie left', () => {
    const s = copy(airGame());
    captureBases(s, 'wp', [s.world.map.board.parse(HEX(1, 3))!], []);
    expect(s.ext.air!.bases.find((b) => b.id === 'ramstein')!.captured).toBe(true);
    const u = s.ext.air!.units[airIdx(s, 'f16a')]!;
    expect(u.base).toBe('hahn');
    expect(u.sorties).toBe(0);
  });

  it('RS-END-3 / RS-SEQ-11 #6: the end step repairs 1 base hit for 2 SP and 1 unit hit for 1 SP, resets sorties and clears modes', () => {
    const s = copy(
      withModes(airGame({ air: [{ id: 'f15', side: 'nato', base: 'hahn', hits: 3 }] }), ['f15']),
    );
    const b = s.ext.air!.bases.find((x) => x.id === 'hahn')!;
    b.hits = 2;
    const u = s.ext.air!.units[0]!;
    u.hits = 2;
    u.sorties = 0;
    const sp = s.sp.nato;
    airEndStep(s, []);
    expect(b.hits).toBe(1);
    expect(u.hits).toBe(1);
    expect(s.sp.nato).toBe(sp - 3);
    expect(u.sorties).toBe(3);
    expect(u.mode).toBeNull();
  });

  it('RS-AIR-5: an EAB goes on a road hex on the own side of the IGB; its unit flies 1 sortie with no mode, then it is NMC', () => {
    let s = natoSegment(airGame({ air: [{ id: 'harrier', side: 'nato', base: 'ramstein', ma: 20 }] }));
    const west = apply(s, { type: 'air-eab', hex: HEX(7, 3) });
    expect(west.ok).toBe(false);
    const offRoad = apply(s, { type: 'air-eab', hex: HEX(3, 1) });
    expect(offRoad.ok).toBe(false);
    const r = apply(s, { type: 'air-eab', hex: HEX(3, 3) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(s.ext.air!.eabsLeft.nato).toBe(1);
    // Ferry the unit there (RS-AIR-51): it arrives with no sorties left.
    s = withModes(s, ['harrier']);
    const f = apply(
      s,
      { type: 'air-mission', kind: 'ferry', units: ['harrier'], target: HEX(3, 3), land: 'eab-nato-1' },
      { dice: scriptedDice([]) },
    );
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    s = f.state;
    const u = s.ext.air!.units[0]!;
    expect(u.base).toBe('eab-nato-1');
    expect(u.sorties).toBe(0);
    // Next GT: 1 sortie (RS-AIR-10), no mode needed.
    const n = copy(s);
    airEndStep(n, []);
    expect(n.ext.air!.units[0]!.sorties).toBe(1);
    const t = natoSegment(n);
    const m = apply(
      t,
      { type: 'air-mission', kind: 'interdiction', units: ['harrier'], target: HEX(6, 2) },
      { dice: scriptedDice([10]) },
    );
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.state.ext.air!.bases.find((b) => b.id === 'eab-nato-1')!.nmc).toBe(true);
  });

  it('RS-AIR-5: an EAB is destroyed by its 3rd hit, with its unit', () => {
    const s = copy(
      natoSegment(airGame({ air: [{ id: 'harrier', side: 'nato', base: 'ramstein', hits: 5 }] })),
    );
    const r = apply(s, { type: 'air-eab', hex: HEX(3, 3) });
    if (!r.ok) throw new Error(r.error.message);
    const n = copy(r.state);
    n.ext.air!.units[0]!.base = 'eab-nato-1';
    hitAirBase(n, 'eab-nato-1', 2, []);
    expect(n.ext.air!.bases.find((b) => b.id === 'eab-nato-1')!.destroyed).toBe(false);
    hitAirBase(n, 'eab-nato-1', 1, []);
    expect(n.ext.air!.bases.find((b) => b.id === 'eab-nato-1')!.destroyed).toBe(true);
    expect(n.ext.air!.units[0]!.eliminated).toBe(true);
  });

  it('RS-AIR-7: a unit at an airport may only ferry to a friendly air base', () => {
    const s = withModes(natoSegment(airGame({ air: [{ id: 'f4', side: 'nato', base: 'frankfurt' }] })), [
      'f4',
    ]);
    const r = apply(s, { type: 'air-mission', kind: 'interdiction', units: ['f4'], target: HEX(6, 1) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-AIR-7');
  });

  it('RS-AIR-1: a base out of supply launches no mission', () => {
    const s = copy(withModes(natoSegment(airGame()), ['f16a']));
    s.ext.air!.bases.find((b) => b.id === 'ramstein')!.supplied = false;
    const r = apply(s, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(6, 1) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-AIR-1');
  });
});
