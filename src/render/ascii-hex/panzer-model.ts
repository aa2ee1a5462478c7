// The Panzer Campaigns map as the hex renderer's model (map-model.ts): a panzer SideView (never the
// GameState: design invariant 3) read through the panzer look tables of this folder — terrain
// glyphs and theme colours (glyphs.ts, theme.ts), hexside features (hexside-look.ts), the counter
// of each stack (counters.ts: type letter in side brackets, state mark, stack count, strength,
// PC-UNT-08, PC-SPT-09) and the objectives and hex features (markers.ts, PC-UI-14, PC-FRT).

import type { SideView } from '../../engine/systems/panzer/view.js';
import { BOLD } from './grid.js';
import {
  EXIT_OBJECTIVE_GLYPH,
  OBJECTIVE_CELL,
  OBJECTIVE_GLYPH,
  SIDE_BRACKETS,
  stackCountGlyph,
  terrainGlyph,
  type Charset,
} from './glyphs.js';
import { hexsideLook } from './hexside-look.js';
import { BRICKS } from './layout.js';
import { CounterLayer, K_LAST, type Counter } from './counters.js';
import { MarkerLayer } from './markers.js';
import {
  GROUND,
  type CounterLook,
  type HexMapModel,
  type MarkLook,
  type Span,
  type TerrainLook,
} from './map-model.js';
import type { Theme } from './theme.js';

const SPACE = 32;

/** Panzer terrain: one glyph, "t t t" on a Normal brick's counter row, "t" then the info row. */
function terrainLook(cell: number, fg: number, bg: number): TerrainLook {
  const rows = new Map<string, number[]>();
  return {
    cell,
    fg,
    bg,
    texture(zoom, row, width) {
      const key = `${zoom}:${row}:${width}`;
      let r = rows.get(key);
      if (!r) {
        r = [];
        for (let i = 0; i < width; i++)
          r.push(zoom === 'normal' && row > 0 ? (i === 0 ? cell : SPACE) : i % 2 === 0 ? cell : SPACE);
        rows.set(key, r);
      }
      return r;
    },
  };
}

/** The six objective looks: owner Allied / Axis / nobody, +3 for an exit objective (markers.ts). */
function objectiveLooks(th: Theme): MarkLook[] {
  const col = th.color;
  const out: MarkLook[] = [];
  for (const exit of [false, true])
    for (const owner of ['allied', 'axis', 'none'] as const) {
      const [l, r] = SIDE_BRACKETS[owner];
      const g = exit ? EXIT_OBJECTIVE_GLYPH : OBJECTIVE_GLYPH;
      out.push({
        cell: OBJECTIVE_CELL[owner].codePointAt(0)!,
        banner: Array.from(l + g + r, (c) => c.codePointAt(0)!),
        fg: owner === 'allied' ? col.objAllied : owner === 'axis' ? col.objAxis : col.objNone,
        attr: BOLD,
      });
    }
  return out;
}

/** A counter's spans: "[I]" chip, state mark and stack count; info is strength or "L<turn>". */
function counterLook(c: Counter, th: Theme, memo: Map<number, CounterLook>): CounterLook {
  const col = th.color;
  const last = c.kind === K_LAST;
  // A number, not a string: this runs for every stack of a new view.
  // Counts of ten and more look the same (stackCountGlyph); the key stays below 2^53.
  const key =
    (((c.kind * 2 + (c.side === 'allied' ? 0 : 1)) * 0x110000 + c.letter) * 0x110000 + c.mark) * 11 +
    Math.min(10, c.count);
  let shape = memo.get(key);
  if (!shape) {
    const cfg = last ? col.lastKnownFg : c.side === 'allied' ? col.alliedFg : col.axisFg;
    const cbg = last ? GROUND : c.side === 'allied' ? col.alliedBg : col.axisBg;
    const [bl, br] = SIDE_BRACKETS[c.side];
    const chip: Span = {
      cps: [bl.codePointAt(0)!, c.letter, br.codePointAt(0)!],
      fg: cfg,
      bg: cbg,
      attr: last ? 0 : BOLD,
      chip: true,
    };
    const tail: Span = {
      cps: [c.mark, stackCountGlyph(c.count).codePointAt(0)!],
      fg: cfg,
      bg: GROUND,
      attr: BOLD,
    };
    const one: Span = last
      ? { cps: [c.letter], fg: col.lastKnownFg, bg: GROUND, attr: 0, chip: true }
      : { cps: [c.letter], fg: cfg, bg: cbg, attr: BOLD, chip: true };
    shape = {
      normal: [chip, tail],
      out: [chip],
      extreme: [one],
      info: '',
      infoFg: last ? col.lastKnownFg : col.markFg,
      rank: c.kind,
      lastKnown: last,
    };
    memo.set(key, shape);
  }
  return {
    normal: shape.normal,
    out: shape.out,
    extreme: shape.extreme,
    info: c.info,
    infoFg: shape.infoFg,
    rank: shape.rank,
    lastKnown: shape.lastKnown,
  };
}

/**
 * Builds the models of one renderer's successive views, keeping the per-hex layers (and their
 * scratch space) between builds, as a game passes a new view after every command: a model is good
 * until the next build of the same builder.
 */
export class PanzerModelBuilder {
  private units = new CounterLayer(0);
  private markers = new MarkerLayer(0);
  private memo = new Map<number, CounterLook>();
  private memoTheme: Theme | undefined;
  private looks: Looks | undefined;
  private last: { view: SideView; charset: Charset; th: Theme; model: HexMapModel } | undefined;

  /** The model of a view, the last one again while the view, charset and theme stay. */
  of(view: SideView, charset: Charset, th: Theme): HexMapModel {
    const l = this.last;
    if (l && l.view === view && l.charset === charset && l.th === th) return l.model;
    const size = view.map.board.size;
    if (this.units.size !== size) {
      this.units = new CounterLayer(size);
      this.markers = new MarkerLayer(size);
    }
    if (this.memoTheme !== th || this.looks?.charset !== charset || this.looks.params !== view.map.params) {
      this.memo = new Map();
      this.memoTheme = th;
      this.looks = {
        charset,
        params: view.map.params,
        terrain: terrainLooks(view, charset, th),
        objectives: objectiveLooks(th),
      };
    }
    const model = buildModel(view, th, this.units, this.markers, this.memo, this.looks);
    this.last = { view, charset, th, model };
    return model;
  }
}

/**
 * The model of one side's view in one charset and theme. Built once per view: scrolling, zooming
 * and overlay changes reuse it (the renderer's layers hold only overlays).
 */
export function panzerMapModel(view: SideView, charset: Charset, th: Theme): HexMapModel {
  return new PanzerModelBuilder().of(view, charset, th);
}

/** What a model's looks depend on beyond the theme: the charset and the scenario's terrain table. */
interface Looks {
  readonly charset: Charset;
  readonly params: unknown;
  readonly terrain: TerrainLook[];
  readonly objectives: MarkLook[];
}

function terrainLooks(view: SideView, charset: Charset, th: Theme): TerrainLook[] {
  return view.map.params.terrain.map((t) =>
    terrainLook(terrainGlyph(t.key, charset).codePointAt(0)!, th.terrainFg(t.key), th.terrainBg(t.key)),
  );
}

function buildModel(
  view: SideView,
  th: Theme,
  units: CounterLayer,
  markers: MarkerLayer,
  memo: Map<number, CounterLook>,
  looks: Looks,
): HexMapModel {
  const { board, terrain, edges } = view.map;
  units.build(view, true);
  markers.build(view);
  const counters = units.counters.map((c) => counterLook(c, th, memo));
  const col = th.color;
  const featureAt = new Map<number, MarkLook>();
  for (const [loc, cell] of markers.featureAt) featureAt.set(loc, { cell, fg: col.feature, attr: BOLD });
  return {
    cols: board.width,
    rows: board.height,
    bricks: BRICKS,
    terrainAt: terrain,
    terrain: looks.terrain,
    side6: board.side6,
    sideLook: (edge) => {
      const bits = edges[edge]!;
      return bits === 0 ? undefined : hexsideLook(bits, th);
    },
    counterAt: units.counterAt,
    counters,
    counterLocs: units.locs,
    objectiveAt: markers.objectiveAt,
    objectiveLooks: looks.objectives,
    objectiveLocs: markers.objectiveLocs,
    featureAt,
  };
}
