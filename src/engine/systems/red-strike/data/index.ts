// Loading the Red Strike tables through their schemas (RS-AMB-5): a wrong value is reported with
// the table and the field's path ("crt: rows.3.roll: ..."), so a hand-edited table fails loudly.

import type { z } from 'zod';
import { CRT_DATA } from './crt.js';
import { GCRT_DATA } from './gcrt.js';
import { crtSchema, gcrtSchema, tecSchema, type Crt, type Gcrt, type Tec } from './schema.js';
import { TEC_DATA } from './tec.js';

export interface RsTables {
  readonly tec: Tec;
  readonly gcrt: Gcrt;
  readonly crt: Crt;
}

/** A table that failed its schema: each message names the table and the field. */
export class TableError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'TableError';
  }
}

function parse<T>(name: string, schema: z.ZodType<T>, value: unknown, problems: string[]): T | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const iss of r.error.issues)
    problems.push(`${name}: ${iss.path.join('.') || '(root)'}: ${iss.message}`);
  return undefined;
}

/** Every problem of the given table values ([] = fine); `hexfront validate` reports them. */
export function checkTables(values: { tec: unknown; gcrt: unknown; crt: unknown }): string[] {
  const problems: string[] = [];
  parse('tec', tecSchema, values.tec, problems);
  parse('gcrt', gcrtSchema, values.gcrt, problems);
  parse('crt', crtSchema, values.crt, problems);
  return problems;
}

/** Parses the given tables; throws a TableError listing every bad field. */
export function loadTables(values: { tec: unknown; gcrt: unknown; crt: unknown }): RsTables {
  const problems: string[] = [];
  const tec = parse('tec', tecSchema, values.tec, problems);
  const gcrt = parse('gcrt', gcrtSchema, values.gcrt, problems);
  const crt = parse('crt', crtSchema, values.crt, problems);
  if (!tec || !gcrt || !crt) throw new TableError(problems);
  return { tec, gcrt, crt };
}

let builtIn: RsTables | undefined;

/** The tables shipped with the system (parsed once). */
export function defaultTables(): RsTables {
  builtIn ??= loadTables({ tec: TEC_DATA, gcrt: GCRT_DATA, crt: CRT_DATA });
  return builtIn;
}

export const TABLE_DATA = { tec: TEC_DATA, gcrt: GCRT_DATA, crt: CRT_DATA } as const;
