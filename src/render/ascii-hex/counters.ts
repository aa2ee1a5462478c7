// The unit layer of the map: which counter each hex shows (the top of its stack, PC-UNT-08) and
// how many units are there, from what one side may see (own units, spotted enemies, "Unknown"
// contacts and last-known positions, PC-SPT-09).

import type { SideView } from '../../engine/systems/panzer/view.js';
import { otherSide, type Side, type UnitType } from '../../engine/systems/panzer/model/unit.js';
import { STATE_MARKS, UNKNOWN_UNIT, strengthText, unitLetter } from './glyphs.js';

const cp = (s: string): number => s.codePointAt(0)!;
const SPACE = 32;
const UNKNOWN_CP = cp(UNKNOWN_UNIT);
const LAST_KNOWN_CP = cp(STATE_MARKS.lastKnown.glyph);

/** Counter kinds, in the order a stack shows them. */
export const K_OWN = 0;
export const K_ENEMY = 1;
export const K_UNKNOWN = 2;
export const K_LAST = 3;

export interface Counter {
  side: Side;
  kind: number;
  /** Code point of the type letter (case by side) or "?" for an Unknown contact. */
  letter: number;
  /** Code point of the state mark (B, D, R, T, F, "?" for last known) or a space. */
  mark: number;
  count: number;
  /** Strength, X/XX/XXX under fog, or "L<turn>" for a last-known position. */
  info: string;
}

/** The most important state of a unit, one letter (PC-MRL-04, PC-UNT-06, PC-MOV-21). */
export function stateMark(s: { cohesion: string; mode: string; fixed?: boolean }): number {
  if (s.cohesion === 'broken') return cp(STATE_MARKS.broken.glyph);
  if (s.cohesion === 'disrupted') return cp(STATE_MARKS.disrupted.glyph);
  if (s.mode === 'rail') return cp(STATE_MARKS.rail.glyph);
  if (s.mode === 'travel') return cp(STATE_MARKS.travel.glyph);
  if (s.fixed) return cp(STATE_MARKS.fixed.glyph);
  return SPACE;
}

/** Which unit tops a stack: combat units before HQs, then the stronger. */
function weightOf(type: UnitType, menEq: number): number {
  return type === 'hq' ? menEq / 1000 : menEq;
}

export class CounterLayer {
  /** Index into `counters` for each location, -1 where no counter. */
  readonly counterAt: Int32Array;
  counters: Counter[] = [];
  /** The locations that have a counter. */
  locs: number[] = [];
  lastKnownShown = true;

  constructor(readonly size: number) {
    this.counterAt = new Int32Array(size).fill(-1);
  }

  /**
   * The counter each hex shows: the top unit of its stack and the stack size. Two passes over
   * typed arrays, so a view with thousands of units allocates one small object per occupied hex.
   */
  build(view: SideView, withLastKnown: boolean): void {
    for (const l of this.locs) this.counterAt[l] = -1;
    this.locs = [];
    this.lastKnownShown = withLastKnown;
    const { topKind, topSrc, topWeight, stackCount } = this.scratch();
    const locs = this.locs;
    const size = this.size;
    const offer = (loc: number, kind: number, src: number, weight: number) => {
      if (loc < 0 || loc >= size) return;
      const k = topKind[loc]!;
      if (k < 0) {
        topKind[loc] = kind;
        topSrc[loc] = src;
        topWeight[loc] = weight;
        stackCount[loc] = 1;
        locs.push(loc);
        return;
      }
      if (kind === K_LAST) return; // a visible counter hides an old sighting
      if (k === K_LAST) {
        stackCount[loc] = 0;
      }
      stackCount[loc]!++;
      if (k === K_LAST || kind < k || (kind === k && weight > topWeight[loc]!)) {
        topKind[loc] = kind;
        topSrc[loc] = src;
        topWeight[loc] = weight;
      }
    };
    view.own.forEach((u, i) => {
      const s = u.state;
      // A deployed Deception marker shows to its owner only (PC-DEC-03, PC-UI legend).
      if ((s.status !== 'active' && s.status !== 'deployed') || s.loc < 0) return;
      offer(s.loc, K_OWN, i, weightOf(u.def.type, u.def.component === 'men' ? s.strength : s.strength * 10));
    });
    view.enemies.forEach((e, i) =>
      offer(
        e.loc,
        K_ENEMY,
        i,
        weightOf(e.type, Math.pow(10, e.magnitude) * (e.component === 'men' ? 1 : 10)),
      ),
    );
    view.unknown.forEach((u, i) => offer(u.loc, K_UNKNOWN, i, 0));
    if (withLastKnown) view.lastKnown.forEach((lk, i) => offer(lk.loc, K_LAST, i, 0));

    const enemy = otherSide(view.side);
    const counters = this.counters;
    counters.length = locs.length;
    for (let n = 0; n < locs.length; n++) {
      const loc = locs[n]!;
      const kind = topKind[loc]!;
      const src = topSrc[loc]!;
      let c: Counter;
      if (kind === K_OWN) {
        const u = view.own[src]!;
        c = {
          side: u.def.side,
          kind,
          letter: cp(unitLetter(u.def.type, u.def.side)),
          mark: stateMark(u.state),
          count: stackCount[loc]!,
          info: strengthText(u.state.strength, 0),
        };
      } else if (kind === K_ENEMY) {
        const e = view.enemies[src]!;
        c = {
          side: e.side,
          kind,
          letter: cp(unitLetter(e.type, e.side)),
          mark: stateMark(e),
          count: stackCount[loc]!,
          info: strengthText(e.strength, e.magnitude, e.leadingDigit), // PB-SPOT-20
        };
      } else if (kind === K_UNKNOWN) {
        c = {
          side: enemy,
          kind,
          letter: UNKNOWN_CP,
          mark: SPACE,
          count: stackCount[loc]!,
          info: '',
        };
      } else {
        const lk = view.lastKnown[src]!;
        c = {
          side: enemy,
          kind,
          letter: cp(unitLetter(lk.type, enemy)),
          mark: LAST_KNOWN_CP,
          count: 1,
          info: `L${lk.turn}`,
        };
      }
      counters[n] = c;
      this.counterAt[loc] = n;
      topKind[loc] = -1;
    }
  }

  private scratchArrays:
    { topKind: Int8Array; topSrc: Int32Array; topWeight: Float64Array; stackCount: Uint16Array } | undefined;

  /** Per-location scratch space for build(), all "empty" (topKind -1) between calls. */
  private scratch() {
    if (!this.scratchArrays || this.scratchArrays.topKind.length !== this.size)
      this.scratchArrays = {
        topKind: new Int8Array(this.size).fill(-1),
        topSrc: new Int32Array(this.size),
        topWeight: new Float64Array(this.size),
        stackCount: new Uint16Array(this.size),
      };
    return this.scratchArrays;
  }
}
