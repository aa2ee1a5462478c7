import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitAirBase } from '../src/engine/systems/red-strike/air/api.js';
import { airEndStep } from '../src/engine/systems/red-strike/air/phases.js';
import { actingSide, apply } from '../src/engine/systems/red-strike/apply.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { computerSide } from '../src/engine/systems/red-strike/players.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { airGame, airIdx, HEX, natoSegment, withModes } from './rs-air-fixtures.js';
import { markRecon } from '../src/engine/systems/red-strike/detection/api.js';

function invariants(s: RsState): void {
  for (const u of s.ext.air!.units) {
    expect(u.sorties).toBeGreaterThanOrEqual(0);
    // No air unit both on a base display and airborne.
    expect(u.base !== null && u.hex >= 0).toBe(false);
    if (u.eliminated) expect(u.base).toBeNull();
  }
  for (const b of s.ext.air!.bases) expect(b.hits).toBeGreaterThanOrEqual(0);
}

const IDS = ['f16a', 'f16b', 'f16c'];

describe('air war properties (RS-AIR-10, RS-UNIT-5)', () => {
  it('sorties never go negative and no air unit is both on a base and airborne', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('mission' as const),
        units: fc.subarray(IDS, { minLength: 1 }),
        col: fc.integer({ min: 6, max: 11 }),
        row: fc.integer({ min: 0, max: 7 }),
        what: fc.constantFrom('interdiction', 'surface-attack'),
      }),
      fc.record({ kind: fc.constant('base-hit' as const), hits: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('end' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), fc.integer({ min: 0, max: 1000 }), (acts, seed) => {
        let s: RsState = withModes(natoSegment(airGame()), IDS);
        s = { ...s, seq: seed };
        for (const a of acts) {
          if (a.kind === 'mission') {
            const r = apply(s, {
              type: 'air-mission',
              kind: a.what,
              units: a.units,
              target: a.what === 'surface-attack' ? HEX(8, 3) : HEX(a.col, a.row),
            });
            if (r.ok) s = r.state;
          } else if (a.kind === 'base-hit') {
            const n = { ...s, ext: structuredClone(s.ext) };
            hitAirBase(n, 'ramstein', a.hits, []);
            s = n;
          } else {
            const n = { ...s, sp: { ...s.sp }, ext: structuredClone(s.ext) };
            airEndStep(n, []);
            s = withModes(
              n,
              IDS.filter((id) => !n.ext.air!.units[airIdx(n, id)]!.eliminated),
            );
          }
          invariants(s);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('fog of war property (RS-AMB-9)', () => {
  it('no side\u2019s view shows where an enemy air unit is unless its base is reconnoitred or it is detected', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...IDS), { maxLength: 6 }), fc.boolean(), (fly, recon) => {
        let s: RsState = withModes(natoSegment(airGame()), IDS);
        for (const id of fly) {
          const r = apply(s, { type: 'air-mission', kind: 'interdiction', units: [id], target: HEX(9, 1) });
          if (r.ok) s = r.state;
        }
        if (recon) {
          s = { ...s, ext: structuredClone(s.ext) };
          markRecon(s, { kind: 'installation', id: 'ramstein' }, []);
        }
        const v = viewFor(s, 'wp');
        v.ext.air!.units.forEach((u, i) => {
          const d = s.world.scenario.extended!.air!.units[i]!;
          if (d.side === 'wp' || s.ext.air!.units[i]!.eliminated) return;
          if (!recon) expect(u.base === null && u.hex < 0 && u.hidden === true).toBe(true);
          else expect(u.base).toBe(s.ext.air!.units[i]!.base);
        });
      }),
      { numRuns: 30 },
    );
  });
});

describe('fog of war (RS-AMB-9)', () => {
  it('enemy air units on a base display are hidden unless the base is reconnoitred', () => {
    const s = airGame();
    const v = viewFor(s, 'wp');
    const u = v.ext.air!.units[airIdx(s, 'f16a')]!;
    expect(u.hidden).toBe(true);
    expect(u.base).toBeNull();
    expect(v.ext.air!.units[airIdx(s, 'mig27')]!.base).toBe('altenburg');
    const n = { ...s, ext: structuredClone(s.ext) };
    markRecon(n, { kind: 'installation', id: 'ramstein' }, []);
    expect(viewFor(n, 'wp').ext.air!.units[airIdx(s, 'f16a')]!.base).toBe('ramstein');
  });
});

describe('the computer player with the air war on', () => {
  it('plays two GTs of the small game with no refused command', () => {
    let s = airGame({
      air: [
        { id: 'f16a', side: 'nato', base: 'ramstein' },
        { id: 'f15', side: 'nato', base: 'hahn', type: 'fighter', b: 0, aa: 7 },
        { id: 'f16c', side: 'nato', base: 'hahn' },
        { id: 'mig27', side: 'wp', base: 'altenburg', b: 3 },
        { id: 'mig29', side: 'wp', base: 'altenburg', type: 'fighter', b: 0, aa: 6 },
      ],
    });
    let missions = 0;
    for (let k = 0; k < 80 && !s.result && s.step.kind !== 'over' && s.turn <= 2; k++) {
      const side = actingSide(s);
      const r = computerSide('ai', s, side, { seed: 'x' }).playSideTurn(s);
      expect(r.refusals.map((x) => x.error.message)).toEqual([]);
      missions += r.commands.filter((c) => c.type.startsWith('air-')).length;
      s = r.state;
    }
    expect(missions).toBeGreaterThan(0);
  });
});
