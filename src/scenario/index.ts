// Scenario loading: the public API used by the CLI, the terminal client, the A/I harness and saves.
export * from './bundled.js';
export * from './checks.js';
export * from './issues.js';
export * from './json-schema.js';
export * from './load.js';
export * from './map-text.js';
export { formatPath, parseJsonSource, type SourcePos } from './json-source.js';
export { scenarioFileSchema, scenarioSchema } from './schema.js';
