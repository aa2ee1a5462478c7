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
  // The parameter catalogue grows with every rule area; listing it here would make this file
  // change with each new parameter. Editors get the tables; hexfront validate checks the rest.
  const props = schema.properties as Record<string, { properties?: Record<string, unknown> }>;
  const params = props.params!.properties!;
  props.params = {
    type: 'object',
    description:
      'Parameter overrides: any field of Params (src/engine/systems/panzer/model/params.ts), nested groups merged, ' +
      'arrays replaced. `hexfront validate` checks names and types.',
    properties: { terrain: params.terrain, hexsides: params.hexsides },
  } as (typeof props)[string];
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
