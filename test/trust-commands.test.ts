// Issue 21, the fuzz of the command parser: commands of every type with fields missing, retyped,
// huge, negative or out of the map, and types that are no command at all (Object.prototype names
// among them), sent to every rule system. Each ends in a result or a refusal with a code and a
// sentence, never a throw, and a refusal leaves the state as it was.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnySystem } from '../src/engine/core/system.js';
import { loadBundledGameScenario } from '../src/scenario/bundled.js';
import { GameSession } from '../src/session/session.js';

const JUNK_TYPES = [
  'constructor',
  'toString',
  'hasOwnProperty',
  '__proto__',
  'valueOf',
  '',
  'MOVE',
  'nosuch',
];
const FIELDS = [
  'unit',
  'units',
  'to',
  'from',
  'target',
  'hex',
  'path',
  'mode',
  'area',
  'fire',
  'side',
  'kind',
  'level',
  'sp',
  'amount',
  'firers',
  'allocation',
];

function fuzz(id: string, types: readonly string[], runs: number): number {
  const { system, scenario } = loadBundledGameScenario(id) as { system: AnySystem; scenario: unknown };
  const session = new GameSession(system, scenario, { seed: 'fuzz' });
  const state = session.state;
  const before = system.hash(state);
  // Values a command field might carry, real ones (this game's unit ids and hex numbers) among them.
  const value = fc.oneof(
    fc.integer({ min: -5, max: 5000 }),
    fc.constantFrom(0, 1, 10.5, -1, 2 ** 53, 1e308, Number.MAX_SAFE_INTEGER),
    fc.string({ maxLength: 6 }),
    fc.constantFrom('abc', 'russia', '__proto__', '12,07', 'u1', 'allied', 'axis', 'travel', 'deployed'),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer({ min: -2, max: 3000 }), fc.string({ maxLength: 3 })), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), fc.integer({ min: -1, max: 100 }), { maxKeys: 3 }),
  );
  const command = fc.record({
    type: fc.constantFrom(...types, ...JUNK_TYPES),
    fields: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 }),
  });
  let refused = 0;
  fc.assert(
    fc.property(command, ({ type, fields }) => {
      const cmd = { ...fields, type };
      const r = system.apply(state, cmd);
      if (!r.ok) {
        refused++;
        expect(typeof r.error.code).toBe('string');
        expect(r.error.message.length).toBeGreaterThan(0);
      }
      expect(system.hash(state)).toBe(before);
    }),
    { numRuns: runs },
  );
  // Not a command object at all.
  for (const junk of [null, undefined, 42, 'move', [], { type: 42 }]) {
    const r = system.apply(state, junk as never);
    expect(r.ok).toBe(false);
  }
  return refused;
}

describe('command fuzz (issue 21)', () => {
  it('found by the fuzz: a "mode" order whose unit is an object is refused naming the field (it threw a TypeError)', () => {
    const { system, scenario } = loadBundledGameScenario('test-crossroads') as {
      system: AnySystem;
      scenario: unknown;
    };
    const state = new GameSession(system, scenario, { seed: 'fuzz' }).state;
    const r = system.apply(state, { type: 'mode', unit: Object.create(null) as object });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: 'BAD_COMMAND',
        message: 'The "unit" of a "mode" order must be a string.',
      });
    const path = system.apply(state, { type: 'move', unit: 'x', path: [1, 2] });
    expect(!path.ok && path.error.message).toBe('The "path" of a "move" order must be a list of strings.');
  });

  it('Panzer Campaigns (test-crossroads): every command type, damaged', () => {
    const types = [
      'move',
      'mode',
      'fire',
      'assault',
      'digIn',
      'endTurn',
      'nextPhase',
      'opFire',
      'recon',
      'patrol',
      'airStrike',
      'layMines',
      'clearHex',
      'buildBridge',
      'ferry',
      'damageRail',
      'deployDeception',
    ];
    expect(fuzz('test-crossroads', types, 400)).toBeGreaterThan(300);
  });

  it('area-impulse (stalingrad-factories): every command type, damaged', () => {
    expect(fuzz('stalingrad-factories', ['fire', 'move', 'allocate', 'pass'], 400)).toBeGreaterThan(300);
  });
});
