// Issue 18, part 4: the explanation of a result never contradicts the outcome. A casualty value
// is drawn and rounded at random (PC-CRT-01): it read "rolled 0.72 vs 1 — yes" next to "loses 0",
// because a vehicle unit loses one vehicle per 10 men-eq (PC-CRT-02). Odds hidden by fog of war
// (-1 in the event, combat-fog.ts) read "-1:1".
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { apply, explainCombat } from '../src/engine/systems/panzer/index.js';
import { combatEventFor } from '../src/engine/systems/panzer/rules/combat-fog.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { namerFor, reportEntry } from '../src/tui/systems/panzer/report.js';
import { combatGame, idx } from './fixtures/combat.js';

type Fire = Extract<GameEvent, { type: 'fire' }>;

/** A shot at a vehicle unit: 0.72 drawn, rounded up to 1 men-eq, which costs it no vehicle. */
function shotAtTanks(): { state: ReturnType<typeof combatGame>; e: Fire } {
  const state = combatGame({
    axis: [{ id: 'x1', component: 'vehicles', strength: 8, flags: { hardTarget: true } }],
  });
  const e: Fire = {
    type: 'fire',
    firers: [idx(state, 'a1')],
    target: state.units[idx(state, 'x1')]!.loc,
    targetUnit: idx(state, 'x1'),
    indirect: false,
    opportunity: false,
    factors: [],
    fireValue: 10,
    rolls: [{ label: 'casualties 0.2–1.4', value: 0.72, target: 1, success: true, rule: 'PC-CRT-01' }],
    losses: [
      {
        unit: idx(state, 'x1'),
        loss: 0,
        strengthAfter: 8,
        cohesionAfter: 'ok',
        fatigueAfter: 1,
        eliminated: false,
        rolls: [],
        casualty: 1,
        fatigueGained: 1,
      },
    ],
    summary: 'a1 fires at x1 in 05,06: 0 vehicles lost',
    mpCost: 0,
  };
  return { state, e };
}

describe('results never contradict themselves (issue 18, 4; PC-CRT-01, PC-CRT-02)', () => {
  it('the report detail calls the casualty draw a draw and explains a loss of 0 vehicles', () => {
    const { state, e } = shotAtTanks();
    const r = reportEntry(e, namerFor(viewFor(state, 'axis')))!;
    const text = r.detail.join('\n');
    expect(text).not.toMatch(/vs 1 — yes/);
    expect(text).toContain('casualties 0.2–1.4: drew 0.72 → 1 men-eq (PC-CRT-01)');
    expect(text).toContain('x1 loses 0 vehicles (1 men-eq = 0.1 vehicles, rounded at random, PC-CRT-02)');
  });

  it('run --explain reads the same: "drew", never "vs … → yes", and the vehicle rounding', () => {
    const { state, e } = shotAtTanks();
    const lines = explainCombat(e, state.world).join('\n');
    expect(lines).not.toMatch(/vs 1 → yes/);
    expect(lines).toContain('x1 loses 0 vehicles (1 men-eq = 0.1 vehicles, rounded at random [PC-CRT-02])');
  });

  it('an assault seen through fog of war reads "odds not known", never "-1:1", and no "-1" in x', () => {
    const s = combatGame();
    const r = apply(s, { type: 'assault', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const raw = r.events.find((x) => x.type === 'assault')!;
    for (const side of ['allied', 'axis'] as const) {
      const e = combatEventFor(raw, s.world, side);
      const entry = reportEntry(e, namerFor(viewFor(r.state, side)))!;
      expect(entry.text).not.toMatch(/-1:1/);
      expect(entry.text).toContain('odds not known');
      const explained = explainCombat(e, s.world);
      for (const l of [...entry.detail, ...explained]) expect(l).not.toMatch(/(^|[^\d.])-1\b/);
    }
    // Without fog the odds are written as they are.
    const full = reportEntry(raw, namerFor(viewFor(r.state, 'allied')))!;
    expect(full.text).toMatch(/at \d+(\.\d+)?:1 — /);
  });

  it('under fog the assault explanation keeps every roll that is not a draw (not by position)', () => {
    const s = combatGame();
    const r = apply(s, { type: 'assault', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const raw = r.events.find((x) => x.type === 'assault');
    if (raw?.type !== 'assault') throw new Error('no assault');
    // A roll after the two draws (a defender's retreat test, PC-ASL-19), as resolveAssault adds them.
    const retreat = { label: 'x1: retreat test', value: 12, target: 40, success: true, rule: 'PC-ASL-19' };
    const e = combatEventFor({ ...raw, rolls: [...raw.rolls, retreat] }, s.world, 'allied');
    if (e.type !== 'assault') throw new Error('no assault');
    const others = e.rolls.filter((x) => x.rule !== 'PC-CRT-01');
    expect(others.length).toBeGreaterThan(0);
    const lines = explainCombat(e, s.world);
    for (const x of others) expect(lines.some((l) => l.startsWith(x.label))).toBe(true);
  });
});
