// The ASCII/Unicode hex map renderer: SideView -> styled cells (see render.ts).
export * from './ansi.js';
export * from './glyphs.js';
export * from './grid.js';
export * from './layout.js';
export * from './overlays.js';
export * from './render.js';
export * from './theme.js';
