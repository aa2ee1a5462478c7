export * from './params.js';
export * from './scenario.js';
export * from './state.js';
export * from './terrain.js';
export * from './unit.js';
export * from './util.js';
export * from './spotting-params.js';
