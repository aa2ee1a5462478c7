// Bad input is a message, never a crash (design invariant 6): the loader returns issues for any
// text or value it is given, including scenarios damaged one field at a time.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { checkScenarioText, checkScenarioValue, parseMapText } from '../src/scenario/index.js';
import { miniScenario } from './fixtures/mini.js';

const noFiles = (f: string): string => {
  throw Object.assign(new Error(`ENOENT ${f}`), { code: 'ENOENT' });
};

/** Every [path, value] in a JSON value. */
function paths(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [path];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...path, i])));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...path, k]));
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cur = copy;
  for (const p of path.slice(0, -1)) cur = cur[p] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return copy;
}

describe('the loader never throws', () => {
  const base = miniScenario();
  const allPaths = paths(base);

  it('on a scenario with one field replaced by anything (or removed); what it accepts, the engine starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allPaths),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constant(undefined),
          fc.constantFrom('99,99', '00,00', -1, 0, 1e9, ''),
        ),
        (path, value) => {
          const r = checkScenarioValue(setAt(base, path, value), 's.json', noFiles);
          expect(Array.isArray(r.issues)).toBe(true);
          if (r.scenario === undefined) expect(r.issues.length).toBeGreaterThan(0);
          // What the loader accepts, the engine can build and start (the loader checks first).
          else expect(() => newGame(r.scenario!, 1)).not.toThrow();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('on arbitrary JSON text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const r = checkScenarioText(text, 's.json', noFiles);
        expect(r.issues.length).toBeGreaterThan(0);
        for (const i of r.issues) expect(i.file).toBe('s.json');
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary map text', () => {
    const piece = fc.constantFrom(
      '[terrain]\n',
      '[elevation]\n',
      '[elevation step=5 base=-3]\n',
      '[elevation metres]\n',
      '[hexsides]\n',
      '[lines]\n',
      '[places]\n',
      '[features]\n',
      '[bogus]\n',
      '. . f\n',
      ' . t .\n',
      '..f\n',
      '0 1 z\n',
      '12 -4 x\n',
      '00,00 E river\n',
      '00,00-00,09 NE SE bridgeHeavy\n',
      '01,01 W\n',
      'road 00,00 .. 02,01\n',
      'rail 00,00 ..\n',
      '  01,01 02,02\n',
      '00,01 Le Bourg ; comment\n',
      '00,00 minefield=2 rubble castle\n',
      ';;;\n',
      '\n',
      '[',
      ']',
      ',',
      '..',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (parts) => {
        const text = parts.join('');
        const parsed = parseMapText(text);
        for (const e of parsed.errors) {
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.col).toBeGreaterThanOrEqual(1);
        }
        const json = JSON.stringify({ ...base, map: { file: 'm.map' } });
        const r = checkScenarioText(json, 's.json', (f) => (f === 'm.map' ? text : noFiles(f)));
        expect(Array.isArray(r.issues)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
