import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneState, restoreState, snapshotOf } from '../src/engine/systems/panzer/index.js';
import { computeAssault } from '../src/engine/systems/panzer/rules/assault.js';
import { idx } from './fixtures/combat.js';
import { engGame, nextAlliedTurn, ok, PIONEERS } from './fixtures/engineers.js';

describe('engineer state in combat and saves', () => {
  it('PC-ENG-12 / PC-ASL-05: an engineer building a bridge defends in assault at 1/2', () => {
    const mk = () => engGame({ allied: [{ id: 'pi', ...PIONEERS }], axis: [{ id: 'x1', hex: '07,04' }] });
    const answer = (s: ReturnType<typeof mk>) => {
      s.activeSide = 'axis';
      s.units[idx(s, 'x1')]!.mp = 9;
      return computeAssault(s, [idx(s, 'x1')], s.units[idx(s, 'pi')]!.loc).answer.total;
    };
    const idle = answer(mk());
    const building = answer(ok(mk(), { type: 'buildBridge', unit: 'pi', toward: '09,04' }));
    expect(building).toBeCloseTo(idle / 2);
  });

  it('engineer jobs and bridges survive a save snapshot, and a snapshot without them loads empty', () => {
    let s = engGame({ scenario: { params: { side: { allied: { bridgeValue: 100 } } } } });
    s = ok(s, { type: 'buildBridge', unit: 'pi', toward: '09,04' });
    const mid = restoreState(s.world, JSON.parse(JSON.stringify(snapshotOf(s))));
    expect(canonicalJson(snapshotOf(mid))).toBe(canonicalJson(snapshotOf(s)));
    expect(canonicalJson(snapshotOf(nextAlliedTurn(mid)))).toBe(canonicalJson(snapshotOf(nextAlliedTurn(s))));
    // A save made before engineers existed.
    const old = snapshotOf(engGame()) as Partial<ReturnType<typeof snapshotOf>>;
    delete old.engineers;
    const loaded = restoreState(s.world, old as ReturnType<typeof snapshotOf>);
    expect(cloneState(loaded).engineers).toEqual({ jobs: [], bridges: [], noBridge: [] });
    expect(ok(loaded, { type: 'buildBridge', unit: 'pi', toward: '09,04' }).engineers.jobs).toHaveLength(1);
  });
});
