// The JSON Schema of scenario files, generated from the zod schema (docs/scenario.schema.json).
// Editors use it for completion and checking; hexfront itself validates with zod.

import { z } from 'zod';
import { scenarioFileSchema } from './schema.js';

export const SCHEMA_FILE = 'docs/scenario.schema.json';

/** zod marks readonly arrays "readOnly", which in JSON Schema means "do not edit": drop it. */
function withoutReadOnly(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutReadOnly);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => k !== 'readOnly')
      .map(([k, x]) => [k, withoutReadOnly(x)]),
  );
}

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = withoutReadOnly(
    z.toJSONSchema(scenarioFileSchema, { target: 'draft-2020-12', io: 'input' }),
  ) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://hexfront.invalid/scenario.schema.json',
    title: 'hexfront scenario',
    description: 'A hexfront scenario file. See docs/scenario-format.md.',
  };
}

/** The file's exact text, so a test can compare it with what is committed. */
export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
}
