// The glyphs the hex renderer draws itself, whatever the system: the hex outline, the overlay
// marks (path, ranges, line of sight, zone of control), the fired-on corner and numbers that fit
// a few cells. A system's own looks (terrain, counters, hexside features, objectives) come in the
// map model its presenter builds (map-model.ts). glyphs.ts re-exports these for the legend.

export type Charset = 'unicode' | 'ascii';

/** Plain hex outline pieces (ASCII in both charsets: box-drawing characters are East-Asian ambiguous). */
export const BORDER = {
  corner: '_',
  apex: ' ',
  /** Normal zoom: two cells per upper hexside. */
  nw2: '_/',
  ne2: '\\_',
  /** Zoom-out: one cell per upper hexside. */
  nw1: '/',
  ne1: '\\',
  west: '|',
} as const;

/** Overlay marks: drawn in the hex's mark cell so that overlays read without colour. */
export const OVERLAY_MARKS = {
  path: { glyph: '>', meaning: 'Path preview; the number is the MP spent to get there' },
  los: { glyph: '-', meaning: 'Line of sight' },
  losBlocked: { glyph: '/', meaning: 'Line of sight, blocked from here on' },
  fireRange: { glyph: '*', meaning: 'Within fire range' },
  moveRange: { glyph: '=', meaning: 'Reachable; the number is the MP left' },
  zoc: { glyph: 'z', meaning: 'Enemy zone of control' },
} as const;
export type OverlayMark = keyof typeof OVERLAY_MARKS;

export const FIRED_ON_GLYPH = '!';

/** A number that fits `width` cells: "12", "2.5", "99+". */
export function fitNumber(n: number, width: number): string {
  const r = Math.round(n * 10) / 10;
  let s = Number.isInteger(r) ? String(r) : r.toFixed(1);
  if (s.length > width) s = String(Math.round(n));
  if (s.length > width) s = '9'.repeat(Math.max(1, width - 1)) + '+';
  return s.slice(0, width);
}
