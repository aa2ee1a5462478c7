// The panzer system's profile mechanism (issue 12): a profile or module brings parameter defaults
// and replaces named rule hooks, and rule code calls the hooks through the World. Issues 13
// (Panzer Battles, the tactical profile) and 14 (the OCS movement module) build on it.
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { ruleError } from '../src/engine/core/errors.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { defaultParams } from '../src/engine/systems/panzer/model/params.js';
import {
  baseHooks,
  registerModule,
  registerProfile,
  resolveVariant,
} from '../src/engine/systems/panzer/profiles/index.js';
import { buildWorld, WorldError } from '../src/engine/systems/panzer/world.js';
import { checkScenarioValue } from '../src/scenario/load.js';
import { miniScenario } from './fixtures/mini.js';

// A profile that replaces the weather step (PC-ENV-02) and changes a parameter default.
registerProfile({
  id: 'test-calm',
  name: 'Test: calm weather',
  description: 'No weather rolls; three opportunity shots a turn',
  params: { combat: { opFireShotsPerTurn: 3 } },
  hooks: (base) => ({
    startSteps: base.startSteps.map((s) =>
      s.rule === 'PC-ENV-02'
        ? {
            rule: 'TEST-01',
            name: 'calm weather',
            run: (_state, _side, events) => void events.push({ type: 'message', text: 'calm' }),
          }
        : s,
    ),
  }),
});

// A module that wraps the movement phase: moves into 04,03 are refused, others go to the base rule.
registerModule({
  id: 'test-closed-road',
  name: 'Test: a closed road',
  description: 'Nobody enters 04,03',
  hooks: (base) => ({
    move: (draft, cmd) =>
      cmd.path.includes('04,03')
        ? ruleError('NOT_ALLOWED', '04,03 is closed (TEST-02)')
        : base.move(draft, cmd),
  }),
});

describe('panzer profiles and modules (issue 12)', () => {
  it('a scenario without a profile plays the operational rules with the manual defaults', () => {
    const w = buildWorld(miniScenario());
    expect(w.profile.id).toBe('operational');
    expect(w.modules).toEqual([]);
    expect(w.hooks).toEqual(baseHooks());
    expect(w.params.combat.opFireShotsPerTurn).toBe(defaultParams().combat.opFireShotsPerTurn);
  });

  it("a profile's parameters are defaults under the scenario's own, and its hooks run in the turn", () => {
    const w = buildWorld(miniScenario({ profile: 'test-calm' }));
    expect(w.params.combat.opFireShotsPerTurn).toBe(3);
    const over = buildWorld(
      miniScenario({ profile: 'test-calm', params: { combat: { opFireShotsPerTurn: 1 } } }),
    );
    expect(over.params.combat.opFireShotsPerTurn).toBe(1);
    const calm = newGame(w, 1);
    expect(calm.events).toContainEqual({ type: 'message', text: 'calm' });
    expect(calm.events.some((e) => e.type === 'weather')).toBe(false);
    const plain = newGame(buildWorld(miniScenario()), 1);
    expect(plain.events).not.toContainEqual({ type: 'message', text: 'calm' });
  });

  it('a module replaces the move hook and may call the rule it wraps', () => {
    const closed = newGame(buildWorld(miniScenario({ modules: ['test-closed-road'] })), 1).state;
    const open = newGame(buildWorld(miniScenario()), 1).state;
    const into = { type: 'move', units: ['a-inf1'], path: ['03,03', '04,03'] } as const;
    const r = apply(closed, into);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('04,03 is closed (TEST-02)');
    expect(apply(open, into).ok).toBe(true);
    // Elsewhere the module hands the move to the base rule.
    expect(apply(closed, { type: 'move', units: ['a-inf1'], path: ['03,03'] }).ok).toBe(true);
  });

  it('modules layer over the profile in order', () => {
    const v = resolveVariant(defaultParams(), 'test-calm', ['test-closed-road']);
    expect(v.profile.id).toBe('test-calm');
    expect(v.modules.map((m) => m.id)).toEqual(['test-closed-road']);
    expect(v.hooks.startSteps.map((s) => s.rule)).toContain('TEST-01');
    expect(v.hooks.move).not.toBe(baseHooks().move);
  });

  it('an unknown profile or module is a scenario error naming the field', () => {
    const bad = checkScenarioValue(
      { ...miniScenario(), profile: 'hexagonal', modules: ['ocs-ish'] },
      's.json',
    );
    expect(bad.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['profile', 'modules[0]']));
    expect(bad.issues.find((i) => i.path === 'profile')!.message).toMatch(
      /unknown profile "hexagonal"; known: operational/,
    );
    expect(() => buildWorld(miniScenario({ profile: 'hexagonal' }))).toThrow(WorldError);
  });
});

describe('scenario summaries (issue 12)', () => {
  it('the last turn is the start plus (turns - 1) turns, across days and months, with no Date (PC-TRN-02)', async () => {
    const { addMinutes } = await import('../src/engine/systems/panzer/rules/clock.js');
    expect(addMinutes('1944-06-13T08:30', 7 * 30)).toBe('1944-06-13T12:00');
    expect(addMinutes('1941-11-18T06:00', 149 * 120)).toBe('1941-11-30T16:00');
    expect(addMinutes('1944-02-28T23:00', 120)).toBe('1944-02-29T01:00');
    expect(addMinutes('1943-12-31T22:00', 180)).toBe('1944-01-01T01:00');
  });
});

describe('bad commands (issue 21 small mends)', () => {
  it('a command named after an Object.prototype member is an unknown command, not a crash', () => {
    const s = newGame(buildWorld(miniScenario()), 1).state;
    for (const type of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const r = apply(s, { type } as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_COMMAND');
    }
  });
});
