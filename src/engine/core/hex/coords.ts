// Hex geometry (PC-MAP-01). Pure functions over tiny value types, after the Red Blob Games guide.
//
// Orientation: pointy-top hexes in rows; odd rows are shifted half a hex to the right ("odd-r").
// That is the classic text layout (two cells per hex, odd rows indented by one) and gives the
// numpad a natural mapping: 7 NW, 9 NE, 4 W, 6 E, 1 SW, 3 SE.
//
// Players see offset coordinates "col,row" written with two digits each ("12,07").

export interface Offset {
  readonly col: number;
  readonly row: number;
}

export interface Axial {
  readonly q: number;
  readonly r: number;
}

export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** The six directions, counter-clockwise from East. Index = direction number used everywhere. */
export const DIRECTIONS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type DirectionName = (typeof DIRECTIONS)[number];

const AXIAL_DIRS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function oppositeDirection(dir: number): number {
  return (dir + 3) % 6;
}

export function offsetToAxial(o: Offset): Axial {
  return { q: o.col - (o.row - (o.row & 1)) / 2, r: o.row };
}

export function axialToOffset(a: Axial): Offset {
  return { col: a.q + (a.r - (a.r & 1)) / 2, row: a.r };
}

export function axialToCube(a: Axial): Cube {
  return { q: a.q, r: a.r, s: -a.q - a.r };
}

export function axialNeighbor(a: Axial, dir: number): Axial {
  const d = AXIAL_DIRS[((dir % 6) + 6) % 6]!;
  return { q: a.q + d.q, r: a.r + d.r };
}

export function offsetNeighbor(o: Offset, dir: number): Offset {
  return axialToOffset(axialNeighbor(offsetToAxial(o), dir));
}

export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function offsetDistance(a: Offset, b: Offset): number {
  return axialDistance(offsetToAxial(a), offsetToAxial(b));
}

/** The direction from a to an adjacent b, or -1 when they are not neighbours. */
export function directionBetween(a: Axial, b: Axial): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let i = 0; i < 6; i++) {
    const d = AXIAL_DIRS[i]!;
    if (d.q === dq && d.r === dr) return i;
  }
  return -1;
}

function cubeRound(q: number, r: number, s: number): Axial {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/**
 * The hexes on the straight line between two hex centres, both ends included.
 *
 * Tie-break: a line that runs exactly along a hexside touches two hexes at that step. `nudge` picks
 * which one: +1 shifts the line a hair towards positive q, -1 towards negative q. Line of sight
 * (PC-SPT) samples both and treats a hexside-grazing line as blocked only when both sides block,
 * which favours the spotter in the usual wargame way. See docs/rules-decisions.md.
 */
export function axialLine(a: Axial, b: Axial, nudge: 1 | -1 = 1): Axial[] {
  const n = axialDistance(a, b);
  const eq = 1e-6 * nudge;
  const er = 2e-6 * nudge;
  const aq = a.q + eq;
  const ar = a.r + er;
  const bq = b.q + eq;
  const br = b.r + er;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = aq + (bq - aq) * t;
    const r = ar + (br - ar) * t;
    out.push(cubeRound(q, r, -q - r));
  }
  return out;
}

/** All hexes at exactly `radius` steps from the centre (radius 0 gives the centre). */
export function axialRing(center: Axial, radius: number): Axial[] {
  if (radius === 0) return [center];
  const out: Axial[] = [];
  let h: Axial = { q: center.q + AXIAL_DIRS[4]!.q * radius, r: center.r + AXIAL_DIRS[4]!.r * radius };
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      out.push(h);
      h = axialNeighbor(h, side);
    }
  }
  return out;
}

/** All hexes within `radius` steps, centre included. */
export function axialRange(center: Axial, radius: number): Axial[] {
  const out: Axial[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius);
    const hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) out.push({ q: center.q + dq, r: center.r + dr });
  }
  return out;
}

/** "12,07": the label players see. */
export function formatOffset(o: Offset): string {
  return `${String(o.col).padStart(2, '0')},${String(o.row).padStart(2, '0')}`;
}

/** Parses "12,07" or "12,7"; undefined when it is not a coordinate pair. */
export function parseOffset(text: string): Offset | undefined {
  const m = /^\s*(\d{1,4})\s*,\s*(\d{1,4})\s*$/.exec(text);
  if (!m) return undefined;
  return { col: Number(m[1]), row: Number(m[2]) };
}
