// The ASCII/Unicode hex map renderer: a map model -> styled cells (hex-renderer.ts, map-model.ts),
// and the panzer map through it (render.ts, panzer-model.ts).
export * from './ansi.js';
export * from './glyphs.js';
export * from './grid.js';
export * from './hex-renderer.js';
export * from './layout.js';
export * from './map-model.js';
export * from './overlays.js';
export * from './panzer-model.js';
export * from './render.js';
export * from './theme.js';
