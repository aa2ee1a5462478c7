// The position-keeping JSON reader behind scenario errors: it reads exactly what JSON.parse reads,
// refuses what JSON.parse refuses, and `locate` finds every value where it stands in the text.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPath, JsonSyntaxError, parseJsonSource } from '../src/engine/core/scenario/json-source.js';

/** Every [path, value] in a JSON value, root included. */
function leaves(v: unknown, path: (string | number)[] = []): [(string | number)[], unknown][] {
  const out: [(string | number)[], unknown][] = [[path, v]];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...leaves(x, [...path, i])));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) out.push(...leaves(x, [...path, k]));
  return out;
}

const offsetOf = (text: string, line: number, col: number): number => {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + col - 1;
};

describe('JSON reader', () => {
  it('keeps "__proto__" as an own field, like JSON.parse', () => {
    const v = parseJsonSource('{"__proto__": {"polluted": 1}}').value as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect((v as { polluted?: number }).polluted).toBeUndefined();
  });

  it('reads what JSON.parse reads, pretty or compact', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (v, indent) => {
        const text = JSON.stringify(v, null, indent);
        expect(parseJsonSource(text).value).toEqual(JSON.parse(text));
      }),
      { numRuns: 200 },
    );
  });

  it('locate points at the start of each value, which reads back as that value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = JSON.stringify(v, null, 2);
        const src = parseJsonSource(text);
        // Integer-like keys are listed first by JS objects, out of text order: skip those paths.
        for (const [path, value] of leaves(JSON.parse(text)).slice(0, 40)) {
          if (path.some((p) => typeof p === 'string' && /^\d+$/.test(p))) continue;
          const pos = src.locate(formatPath(path));
          const at = offsetOf(text, pos.line, pos.col);
          const rest = text.slice(at);
          const expected = JSON.stringify(value, null, 2)
            .split('\n')
            .map((l, i) => (i === 0 ? l : l.trimStart()))
            .join('\n');
          const got = rest
            .split('\n')
            .map((l, i) => (i === 0 ? l : l.trimStart()))
            .join('\n');
          expect(got.startsWith(expected)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses what JSON.parse refuses, with a line and column inside the text', () => {
    const broken = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom(',', '}', ']', '"', ':', 'x', '\n', '{', '[', ''))
      .map(([t, k, c]) => {
        const at = t.length ? k % t.length : 0;
        return t.slice(0, at) + c + t.slice(at + (c === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(broken, (text) => {
        let ok = true;
        try {
          JSON.parse(text);
        } catch {
          ok = false;
        }
        if (ok) {
          expect(parseJsonSource(text).value).toEqual(JSON.parse(text));
          return;
        }
        try {
          parseJsonSource(text);
          expect.unreachable(`accepted ${JSON.stringify(text)}`);
        } catch (e) {
          expect(e).toBeInstanceOf(JsonSyntaxError);
          const { line, col } = (e as JsonSyntaxError).pos;
          const lines = text.split('\n');
          expect(line).toBeGreaterThanOrEqual(1);
          expect(line).toBeLessThanOrEqual(lines.length);
          expect(col).toBeGreaterThanOrEqual(1);
          expect(col).toBeLessThanOrEqual(lines[line - 1]!.length + 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
