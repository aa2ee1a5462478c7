// `npm run schema`: writes docs/scenario.schema.json from the zod schema.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILE, scenarioJsonSchemaText } from '../engine/systems/panzer/scenario/json-schema.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
writeFileSync(path.join(root, SCHEMA_FILE), scenarioJsonSchemaText());
process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
