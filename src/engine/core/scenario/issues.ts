// What goes wrong in a scenario file, said so that a designer can find it: the file, the field
// path, and a line and column where we know them (design invariant 6).

import type { z } from 'zod';
import { formatPath } from './json-source.js';

export interface ScenarioIssue {
  /** The file as the user named it (scenario JSON or its map text). */
  readonly file: string;
  /** Field path in the scenario, like "units[3].org" or "map.terrain[11][6]". */
  readonly path: string;
  readonly line?: number;
  readonly col?: number;
  readonly message: string;
}

/** "villers.map:12:7: map.terrain[11][6]: unknown terrain letter "Q"" */
export function formatIssue(i: ScenarioIssue): string {
  const where = i.line !== undefined ? `${i.file}:${i.line}:${i.col ?? 1}` : i.file;
  return i.path ? `${where}: ${i.path}: ${i.message}` : `${where}: ${i.message}`;
}

/** Thrown by the loaders. `message` is the first problem; `issues` has them all. No stack for users. */
export class ScenarioError extends Error {
  readonly file: string;
  readonly path: string;
  readonly line: number | undefined;
  readonly col: number | undefined;

  constructor(readonly issues: readonly ScenarioIssue[]) {
    const first = issues[0] ?? { file: '', path: '', message: 'invalid scenario' };
    super(
      issues.length > 1
        ? `${formatIssue(first)} (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''}; \`hexfront validate\` lists them all)`
        : formatIssue(first),
    );
    this.name = 'ScenarioError';
    this.file = first.file;
    this.path = first.path;
    this.line = first.line;
    this.col = first.col;
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 40 ? v.slice(0, 37) + '...' : v)}`;
  return `${typeof v === 'number' ? 'the number' : typeof v} ${String(v)}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** One zod issue as path + sentence. Unknown fields get the field itself as the path. */
export function describeZodIssue(iss: z.core.$ZodIssue): { path: string; message: string }[] {
  const path = formatPath(iss.path);
  const input = (iss as { input?: unknown }).input;
  switch (iss.code) {
    case 'invalid_type':
      if (input === undefined)
        return [{ path, message: `is missing (expected ${TYPE_WORDS[iss.expected] ?? iss.expected})` }];
      if (iss.expected === 'int' && typeof input === 'number')
        return [{ path, message: `must be a whole number, got ${input}` }];
      return [
        {
          path,
          message: `expected ${TYPE_WORDS[iss.expected] ?? iss.expected}, got ${describeValue(input)}`,
        },
      ];
    case 'invalid_value':
      return [
        {
          path,
          message: `${describeValue(input)} is not allowed; expected ${iss.values.length === 1 ? '' : 'one of '}${iss.values.map((x) => JSON.stringify(x)).join(', ')}`,
        },
      ];
    case 'unrecognized_keys':
      return iss.keys.map((k) => ({
        path: formatPath([...iss.path, k]),
        message: 'unknown field (not part of the scenario format; check the spelling)',
      }));
    case 'too_small': {
      const n = Number(iss.minimum);
      if (iss.origin === 'array')
        return [{ path, message: `needs at least ${n} entr${n === 1 ? 'y' : 'ies'}` }];
      if (iss.origin === 'string')
        return [{ path, message: n === 1 ? 'must not be empty' : `must be at least ${n} characters` }];
      return [{ path, message: `must be at least ${n}, got ${String(input)}` }];
    }
    case 'too_big': {
      const n = Number(iss.maximum);
      if (iss.origin === 'array') return [{ path, message: `has more than ${n} entries` }];
      if (iss.origin === 'string') return [{ path, message: `must be at most ${n} characters` }];
      return [{ path, message: `must be at most ${n}, got ${String(input)}` }];
    }
    case 'invalid_format':
    case 'custom':
      // Our schema gives these their own sentences ("must be a hex written "col,row"...").
      return [
        { path, message: input === undefined ? iss.message : `${iss.message} (got ${describeValue(input)})` },
      ];
    case 'invalid_union':
      return [{ path, message: `does not match any allowed form (got ${describeValue(input)})` }];
    case 'invalid_key':
      return [{ path, message: `has a key that is not allowed: ${iss.message}` }];
    default:
      return [{ path, message: iss.message }];
  }
}

/** Issues sorted by file, line and column, as an editor lists them. */
export function issuesInFileOrder(issues: ScenarioIssue[]): ScenarioIssue[] {
  return issues
    .map((i, k) => ({ i, k }))
    .sort(
      (a, b) =>
        (a.i.file < b.i.file ? -1 : a.i.file > b.i.file ? 1 : 0) ||
        (a.i.line ?? 0) - (b.i.line ?? 0) ||
        (a.i.col ?? 0) - (b.i.col ?? 0) ||
        a.k - b.k,
    )
    .map(({ i }) => i);
}
