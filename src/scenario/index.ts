// Scenario loading: the public API used by the CLI, the terminal client, the A/I harness and saves.
export * from './bundled.js';
export * from '../engine/systems/panzer/scenario/checks.js';
export * from '../engine/core/scenario/issues.js';
export * from '../engine/systems/panzer/scenario/json-schema.js';
export * from './load.js';
export * from '../engine/systems/panzer/scenario/map-text.js';
export { formatPath, parseJsonSource, type SourcePos } from '../engine/core/scenario/json-source.js';
export { scenarioFileSchema, scenarioSchema } from '../engine/systems/panzer/scenario/schema.js';
