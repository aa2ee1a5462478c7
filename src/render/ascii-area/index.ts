// The ASCII/Unicode area map renderer: AreaView -> styled cells (see render.ts).
export * from './glyphs.js';
export * from './layout.js';
export * from './render.js';
export * from './theme.js';
