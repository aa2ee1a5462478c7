// Issue 21, part 6 (the save side): a fast-check fuzz of the save loader. Structured mutations of a
// real save (a field deleted, retyped, made huge or negative, a side renamed, JSON nested deep),
// each resealed half of the time (state hash and integrity recomputed, as anyone can for a readable
// save) so that it reaches the schema and the system's snapshot check; and byte-level damage (bytes
// flipped, cut, inserted, invalid UTF-8). Every case ends in a loaded game that plays on, or in a
// SaveError naming the file; never a throw of another kind, never a hang.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalHash, canonicalJson } from '../src/engine/core/serialize.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { loadedScenario } from '../src/scenario/load.js';
import { sha256 } from '../src/save/hash.js';
import { decodeSave, encodeSave, loadSession, SaveError } from '../src/save/save-file.js';
import { decodeUtf8 } from '../src/save/read-text.js';
import { Keyring } from '../src/session/keyring.js';
import { GameSession } from '../src/session/session.js';
import { miniScenario } from './fixtures/mini.js';

const scenario = miniScenario();
const resolve = (id: string) => (id === scenario.id ? loadedScenario(panzerSystem, scenario) : undefined);
const FILE = 'fuzzed-save.json';

function played(): GameSession {
  const s = new GameSession(panzerSystem, scenario, { seed: 'fuzz' });
  for (const c of [
    { type: 'move', units: ['a-inf1'], path: ['03,03'] },
    { type: 'endTurn' },
    { type: 'endTurn' },
    { type: 'move', units: ['a-inf2'], path: ['03,05'] },
  ])
    expect(s.apply(c as never).ok).toBe(true);
  return s as GameSession;
}
const BASE = encodeSave(played());

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value in the tree. */
function paths(
  v: Json,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k]!, [...at, k], out);
  return out;
}

const REPLACEMENTS: Json[] = [
  'abc',
  'russia',
  '',
  10.5,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1,
  0,
  null,
  true,
  [],
  {},
  [[[[[[]]]]]],
  { loc: 'abc' },
  'x'.repeat(5000),
];

type Mutation = { kind: 'delete' | 'replace'; pick: number; value: number } | { kind: 'deep'; pick: number };

function mutate(raw: Json, m: Mutation): Json {
  const all = paths(raw).filter((p) => p.length > 0);
  const p = all[m.pick % all.length]!;
  type Node = Record<string | number, Json> & Json[];
  const parent = p.slice(0, -1).reduce<Node>((o, k) => o[k as number] as Node, raw as Node);
  const key = p.at(-1)!;
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (m.kind === 'replace') parent[key] = REPLACEMENTS[m.value % REPLACEMENTS.length]!;
  else parent[key] = JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`);
  return raw;
}

function reseal(json: Json): string {
  const raw = json as Record<string, Json>;
  if (raw && typeof raw === 'object' && raw.snapshot !== undefined) {
    try {
      raw.stateHash = canonicalHash(raw.snapshot);
    } catch {
      // a snapshot canonicalJson cannot write: leave the hash
    }
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const { integrity: _old, ...body } = raw;
    try {
      return JSON.stringify({ ...body, integrity: sha256(canonicalJson(body)) });
    } catch {
      return JSON.stringify(raw);
    }
  }
  return JSON.stringify(raw);
}

const outcomes = { loaded: 0, refused: 0 };

/** Loads as `play --load` does, then plays on a turn; a refusal must be a SaveError naming the file. */
function loadAndPlay(text: string | Uint8Array, password?: string): void {
  const t0 = Date.now();
  try {
    const decoded = typeof text === 'string' ? text : decodeUtf8(text);
    const session = loadSession(
      decodeSave(decoded, FILE, { ask: false, ...(password ? { password } : {}) }),
      FILE,
      resolve,
    );
    const sys = session.system;
    for (let i = 0; i < 2 && !sys.result(session.state); i++)
      session.apply(sys.endTurnCommand(session.state));
    for (const side of sys.sides) sys.viewFor(session.state, side);
    outcomes.loaded++;
  } catch (e) {
    if (e instanceof Error && e.name === 'SaveTextError') {
      // decodeUtf8 is read-text.ts's: readSave wraps it as a SaveError naming the file.
      outcomes.refused++;
      return;
    }
    if (!(e instanceof SaveError)) throw e;
    expect(e.message.startsWith(`${FILE}: `)).toBe(true);
    expect(e.reason.length).toBeGreaterThan(10);
    outcomes.refused++;
  } finally {
    expect(Date.now() - t0).toBeLessThan(3000);
  }
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('delete' as const, 'replace' as const),
    pick: fc.nat(),
    value: fc.nat(),
  }),
  fc.record({ kind: fc.constant('deep' as const), pick: fc.nat() }),
);

describe('fuzz of the save loader (issue 21)', () => {
  it('structured mutations of a real save, resealed or not: a game or a refusal naming the file', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.boolean(), (ms, resealIt) => {
        let raw = JSON.parse(BASE) as Json;
        for (const m of ms) raw = mutate(raw, m);
        loadAndPlay(resealIt ? reseal(raw) : JSON.stringify(raw));
      }),
      { numRuns: 1500, seed: 21 },
    );
  });

  it('byte-level damage: flipped, cut, inserted and invalid bytes', () => {
    const bytes = Buffer.from(BASE, 'utf8');
    const damage = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), to: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), to: fc.integer({ min: 0, max: 255 }) }),
    );
    fc.assert(
      fc.property(fc.array(damage, { minLength: 1, maxLength: 4 }), (ds) => {
        let b = Buffer.from(bytes);
        for (const d of ds) {
          const at = d.at % Math.max(1, b.length);
          if (d.kind === 'flip') b[at] = d.to;
          else if (d.kind === 'cut') b = b.subarray(0, at);
          else b = Buffer.concat([b.subarray(0, at), Buffer.from([d.to]), b.subarray(at)]);
        }
        loadAndPlay(b);
      }),
      { numRuns: 1500, seed: 22 },
    );
  });

  it('an encrypted save, mutated or damaged: a refusal naming the file (each case runs scrypt)', () => {
    const s = played();
    s.keyring = Keyring.create();
    s.keyring.set('allied', 'pw');
    const sealed = encodeSave(s);
    fc.assert(
      fc.property(
        fc.oneof(
          mutation.map((m) => ({ m })),
          fc.nat().map((at) => ({ at })),
        ),
        (c) => {
          if ('m' in c) loadAndPlay(JSON.stringify(mutate(JSON.parse(sealed) as Json, c.m)), 'pw');
          else {
            const b = Buffer.from(sealed, 'utf8');
            b[c.at % b.length] = b[c.at % b.length]! ^ 0x20;
            loadAndPlay(b, 'pw');
          }
        },
      ),
      { numRuns: 60, seed: 23 },
    );
  });

  it('counts', () => {
    // 1,500 + 1,500 + 60 cases above; most are refused, a few harmless edits load and play on.
    expect(outcomes.loaded + outcomes.refused).toBe(3060);
    expect(outcomes.refused).toBeGreaterThan(2500);
    console.log(
      `save loader fuzz: ${outcomes.loaded + outcomes.refused} cases, ${outcomes.refused} refused, ${outcomes.loaded} loaded and played on`,
    );
  });
});
