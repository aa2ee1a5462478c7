// Map overlays (PC-UI-13 and the client's cursor, path and range displays) and their per-hex index.
// Overlays are indexed into typed arrays by location so that drawing a hex is a few array reads,
// and so that an overlay change can be turned into the short list of hexes to redraw.

export interface PathStep {
  readonly loc: number;
  /** MP spent from the start of the path up to and including this step. */
  readonly mp: number;
}

export interface Overlays {
  /** The Hot Spot hex (PC-UI-03). */
  readonly cursor?: number;
  /** Hex of the selected stack. */
  readonly selected?: number;
  /** Path preview, start hex excluded (PC-MOV). */
  readonly path?: readonly PathStep[];
  /** Reachable hexes with the MP left on arrival (PC-UI-06 Reachable Hexes). */
  readonly moveRange?: ReadonlyMap<number, number>;
  /** Hexes within fire range (PC-UI-07 Range ▸ Firing Range). */
  readonly fireRange?: Iterable<number>;
  /** Line of sight: the hexes on the line, and the index from which it is blocked, if it is. */
  readonly los?: { readonly hexes: readonly number[]; readonly blockedFrom?: number };
  /** Hexes in an enemy zone of control (PC-ZOC). */
  readonly enemyZoc?: Iterable<number>;
  /** Hexes fired on this turn. */
  readonly firedOn?: Iterable<number>;
  /** Show objective markers with their owner (from the SideView). Default true. */
  readonly objectives?: boolean;
  /** Show last-known enemy positions (from the SideView). Default true. */
  readonly lastKnown?: boolean;
  /** Jump map only: the hexes the main view shows (col, row of the top-left hex, size in hexes), underlined. */
  readonly viewRect?: {
    readonly col: number;
    readonly row: number;
    readonly cols: number;
    readonly rows: number;
  };
}

export const O_CURSOR = 1;
export const O_SELECTED = 2;
export const O_PATH = 4;
export const O_MOVE = 8;
export const O_FIRE = 16;
export const O_LOS = 32;
export const O_LOS_BLOCKED = 64;
export const O_ZOC = 128;
export const O_FIRED = 256;

/** Overlay bits and numbers per location; remembers which entries it set so clearing is cheap. */
export class OverlayIndex {
  readonly bits: Uint16Array;
  /** MP spent on the path (when O_PATH). */
  readonly pathMp: Float32Array;
  /** MP left (when O_MOVE). */
  readonly mpLeft: Float32Array;
  private touched: number[] = [];

  constructor(readonly size: number) {
    this.bits = new Uint16Array(size);
    this.pathMp = new Float32Array(size);
    this.mpLeft = new Float32Array(size);
  }

  get touchedLocs(): readonly number[] {
    return this.touched;
  }

  clear(): void {
    for (const l of this.touched) {
      this.bits[l] = 0;
      this.pathMp[l] = 0;
      this.mpLeft[l] = 0;
    }
    this.touched = [];
  }

  private mark(loc: number, bit: number): boolean {
    if (loc < 0 || loc >= this.size) return false;
    if (this.bits[loc] === 0) this.touched.push(loc);
    this.bits[loc]! |= bit;
    return true;
  }

  fill(o: Overlays): void {
    this.clear();
    if (o.cursor !== undefined) this.mark(o.cursor, O_CURSOR);
    if (o.selected !== undefined) this.mark(o.selected, O_SELECTED);
    if (o.path) for (const s of o.path) if (this.mark(s.loc, O_PATH)) this.pathMp[s.loc] = s.mp;
    if (o.moveRange) for (const [l, mp] of o.moveRange) if (this.mark(l, O_MOVE)) this.mpLeft[l] = mp;
    if (o.fireRange) for (const l of o.fireRange) this.mark(l, O_FIRE);
    if (o.los) {
      const from = o.los.blockedFrom ?? Infinity;
      o.los.hexes.forEach((l, i) => this.mark(l, i >= from ? O_LOS_BLOCKED : O_LOS));
    }
    if (o.enemyZoc) for (const l of o.enemyZoc) this.mark(l, O_ZOC);
    if (o.firedOn) for (const l of o.firedOn) this.mark(l, O_FIRED);
  }

  /** Does `loc` differ between this index and `other`? */
  differs(other: OverlayIndex, loc: number): boolean {
    return (
      this.bits[loc] !== other.bits[loc] ||
      this.pathMp[loc] !== other.pathMp[loc] ||
      this.mpLeft[loc] !== other.mpLeft[loc]
    );
  }
}
