// The area map renderer: an AreaView (never the state: design invariant 3), a viewport, a zoom and
// a charset -> a grid of cells, each with a character, a role (what it shows, for the theme or the
// client's palette to colour) and attribute flags, plus the area drawn in each cell. Pure: no
// terminal, no I/O.
//
// Two steps: the base map (borders, labels, units) is drawn once per view and viewport and kept;
// the marks (cursor, selection, target) are laid over a copy of it, touching only the cells of
// the marked areas. A cursor move therefore costs one copy of the panel's cells and the few cells
// of two areas, and changes on screen only the cells of those two areas.

import type { AreaView } from '../../engine/systems/area-impulse/model.js';
import { GLYPHS, sideLetters, type Charset } from './glyphs.js';
import { AREA_BRICKS, layoutOf, type AreaViewport, type AreaZoom } from './layout.js';

/** What a cell shows; the theme (text output) or the client's palette gives each its colour. */
export const Role = {
  Plain: 0,
  Border: 1,
  Ravine: 2,
  Wall: 3,
  Label: 4,
  /** The first side's units, control letter and markers. */
  SideA: 5,
  /** The second side's. */
  SideB: 6,
  /** The controller letter of an area nobody controls. */
  Dim: 7,
  Selected: 8,
  Target: 9,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Attribute flags (the bits blessed and the hex renderer use). */
export const BOLD = 1;
export const UNDERLINE = 2;
export const INVERSE = 8;

export interface AreaRenderOptions {
  readonly viewport: AreaViewport;
  readonly zoom: AreaZoom;
  readonly charset: Charset;
}

/** The marks laid over the base map. */
export interface AreaMarks {
  /** The cursor area, drawn in inverse video. */
  readonly cursor?: number;
  /** Areas holding the selected units. */
  readonly selected?: readonly number[];
  /** The area an order is aimed at. */
  readonly target?: number;
}

export interface AreaFrame {
  readonly width: number;
  readonly height: number;
  /** Code point of each cell (every glyph is one cell wide), index y * width + x. */
  readonly ch: Uint32Array;
  readonly role: Uint8Array;
  readonly flags: Uint8Array;
  /** The area drawn in each cell (its boundaries included), -1 for none. */
  readonly cellArea: Int32Array;
  /** The first text cell of each area's label cell that is on screen. */
  readonly anchors: ReadonlyMap<number, { readonly x: number; readonly y: number }>;
}

interface TextLine {
  readonly text: string[];
  readonly roles: Role[];
}

const cp = (s: string): number => s.codePointAt(0)!;
const SPACE = 32;

/**
 * Lines of text shown in an area, in the order its cells' text rows take them (`slots` of them).
 * With a single short row (the zoomed-out map), the label is cut to make room for the units.
 */
export function areaLines(
  view: AreaView,
  area: number,
  width: number,
  charset: Charset,
  slots = 2,
): TextLine[] {
  const world = view.world;
  const def = world.scenario.areas[area];
  if (!def) return [];
  const g = GLYPHS[charset];
  const letters = sideLetters(world);
  const roleOf = (side: string | null) =>
    side === null ? Role.Dim : side === world.sides[0] ? Role.SideA : Role.SideB;
  const lines: TextLine[] = [];
  const line = (): { text: string[]; roles: Role[] } => ({ text: [], roles: [] });
  const put = (l: { text: string[]; roles: Role[] }, s: string, role: Role) => {
    for (const ch of s) {
      l.text.push(ch);
      l.roles.push(role);
    }
  };

  // Line 1: a mark column, the label, the terrain defence value and the controller's letter.
  const first = line();
  const ctrl = view.control[area] ?? null;
  const right = `${def.tdv}${ctrl === null ? g.nobody : letters[ctrl]}`;
  if (width >= 9) {
    put(first, ' ', Role.Plain);
    put(
      first,
      [...def.short]
        .slice(0, width - 1 - right.length)
        .join('')
        .padEnd(width - 1 - right.length),
      Role.Label,
    );
    put(first, String(def.tdv), Role.Plain);
    put(first, right.slice(String(def.tdv).length), roleOf(ctrl));
  } else put(first, [...def.short].slice(0, width).join(''), Role.Label);
  lines.push(first);

  // Then each side's units here, "G3+2" (3 fresh, 2 spent), with its fire marker: as many tokens
  // on a line as fit, the rest on the next.
  const fresh = new Map<string, number>();
  const spent = new Map<string, number>();
  for (const u of view.units) {
    if (u.state.status !== 'active' || u.state.area !== area) continue;
    const m = u.state.fresh ? fresh : spent;
    m.set(u.def.side, (m.get(u.def.side) ?? 0) + 1);
  }
  const marks = view.markers[area] ?? [];
  const tokens: { text: string; role: Role }[] = [];
  for (const side of world.sides) {
    const f = fresh.get(side) ?? 0;
    const s = spent.get(side) ?? 0;
    const marker = marks.includes(side) ? g.marker : '';
    if (f + s === 0 && !marker) continue;
    const count = f + s === 0 ? '' : s === 0 ? String(f) : `${f}+${s}`;
    tokens.push({ text: `${letters[side]}${count}${marker}`, role: roleOf(side) });
  }
  let cur = line();
  for (const t of tokens) {
    const len = [...t.text].length;
    if (cur.text.length > 0 && cur.text.length + 1 + len > width) {
      lines.push(cur);
      cur = line();
    }
    if (cur.text.length > 0) put(cur, ' ', Role.Plain);
    put(cur, t.text, t.role);
  }
  if (cur.text.length > 0) lines.push(cur);
  if (slots === 1 && width < 9 && lines.length > 1) {
    const units = lines[1]!;
    const room = width - units.text.length - 1;
    // No room for both: the label, which says where the cursor is (the info panel lists the units).
    if (room < 2) return [lines[0]!];
    const merged = line();
    put(merged, [...def.short].slice(0, room).join(''), Role.Label);
    put(merged, ' ', Role.Plain);
    merged.text.push(...units.text);
    merged.roles.push(...units.roles);
    return [merged];
  }
  return lines;
}

/** Draws the base map of a view into a new frame. */
export function renderAreaBase(view: AreaView, opts: AreaRenderOptions): AreaFrame {
  const { width, height, col: col0, row: row0 } = opts.viewport;
  const layout = layoutOf(view.world);
  const { w: W, h: H } = AREA_BRICKS[opts.zoom];
  const half = W >> 1;
  const g = GLYPHS[opts.charset];
  const world = view.world;
  const board = world.board;
  const n = width * height;
  const ch = new Uint32Array(n).fill(SPACE);
  const role = new Uint8Array(n);
  const flags = new Uint8Array(n);
  const cellArea = new Int32Array(n).fill(-1);
  const anchors = new Map<number, { x: number; y: number }>();
  const text = new Map<number, TextLine[]>();
  const linesOf = (area: number) => {
    let t = text.get(area);
    if (!t) {
      t = areaLines(view, area, W - 1, opts.charset, (layout.cells[area]?.length ?? 0) * (H - 1));
      text.set(area, t);
    }
    return t;
  };
  const shift = (row: number) => (row & 1) * half;
  const H_CH = cp(g.h);
  const V_CH = cp(g.v);
  const RH_CH = cp(g.ravineH);
  const RV_CH = cp(g.ravineV);
  const WALL_CH = cp(g.wall);
  // The boundary between areas a and b (a != b): a crossing, a ravine, or none (cells touch, no border).
  const boundary = (a: number, b: number, i: number, horizontal: boolean) => {
    let kind: Role = Role.Border;
    if (a >= 0 && b >= 0) {
      const e = board.edgeBetween(a, b);
      kind = e < 0 ? Role.Wall : world.ravine.has(e) ? Role.Ravine : Role.Border;
    }
    ch[i] =
      kind === Role.Wall
        ? WALL_CH
        : kind === Role.Ravine
          ? horizontal
            ? RH_CH
            : RV_CH
          : horizontal
            ? H_CH
            : V_CH;
    role[i] = kind;
  };

  for (let y = 0; y < height; y++) {
    const r = row0 + Math.floor(y / H);
    const yIn = y - (r - row0) * H;
    const sr = shift(r);
    const sUp = shift(r - 1);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx = x + col0 * W - sr;
      const c = Math.floor(gx / W);
      const xIn = gx - c * W;
      const a = layout.areaAt(c, r);
      cellArea[i] = a;
      if (yIn === 0) {
        const up = layout.areaAt(Math.floor((x + col0 * W - sUp) / W), r - 1);
        if (up !== a) boundary(a, up, i, true);
        else if (xIn === 0) {
          const west = layout.areaAt(c - 1, r);
          if (west !== a) boundary(a, west, i, false);
        }
        continue;
      }
      if (xIn === 0) {
        const west = layout.areaAt(c - 1, r);
        if (west !== a) boundary(a, west, i, false);
        continue;
      }
      if (a < 0) continue;
      const slot = layout.cellSlot[r * layout.cols + c]!;
      if (slot === 0 && yIn === 1 && xIn === 1) anchors.set(a, { x, y });
      const l = linesOf(a)[slot * (H - 1) + yIn - 1];
      const k = xIn - 1;
      if (l && k < l.text.length) {
        ch[i] = cp(l.text[k]!);
        role[i] = l.roles[k]!;
      }
    }
  }
  return { width, height, ch, role, flags, cellArea, anchors };
}

/** Lays the marks over a copy of a base frame: only the marked areas' cells are touched. */
export function applyMarks(
  base: AreaFrame,
  marks: AreaMarks,
  opts: { readonly charset: Charset; readonly zoom: AreaZoom },
  into?: AreaFrame,
): AreaFrame {
  let out: AreaFrame;
  if (into && into.cellArea === base.cellArea) {
    // The same base as last time: reuse the arrays instead of allocating new ones.
    (into.ch as Uint32Array).set(base.ch);
    (into.role as Uint8Array).set(base.role);
    (into.flags as Uint8Array).set(base.flags);
    out = into;
  } else out = copyFrame(base);
  const g = GLYPHS[opts.charset];
  const markCol = AREA_BRICKS[opts.zoom].w - 1 >= 9;
  const selected = new Set(marks.selected ?? []);
  const target = marks.target ?? -1;
  const cursor = marks.cursor ?? -1;
  const wanted = new Set<number>([...selected, target, cursor].filter((a) => a >= 0));
  if (wanted.size === 0) return out;
  const { cellArea, width } = base;
  // The marked areas' text cells: inside a brick (not on its top row or west column).
  for (let i = 0; i < cellArea.length; i++) {
    const a = cellArea[i]!;
    if (a < 0 || !wanted.has(a) || isBoundary(base, i)) continue;
    let f = out.flags[i]!;
    if (a === cursor) f |= INVERSE;
    if (selected.has(a) && base.role[i] === Role.Label) f |= UNDERLINE;
    (out.flags as Uint8Array)[i] = f;
  }
  if (markCol)
    for (const a of wanted) {
      if (a !== target && !selected.has(a)) continue;
      const at = base.anchors.get(a);
      if (!at) continue;
      const i = at.y * width + at.x;
      (out.ch as Uint32Array)[i] = cp(a === target ? g.target : g.selected);
      (out.role as Uint8Array)[i] = a === target ? Role.Target : Role.Selected;
    }
  return out;
}

/** Border, ravine and wall cells are boundaries; text cells are not. */
function isBoundary(f: AreaFrame, i: number): boolean {
  const r = f.role[i]!;
  return r === Role.Border || r === Role.Ravine || r === Role.Wall;
}

function copyFrame(f: AreaFrame): AreaFrame {
  return {
    width: f.width,
    height: f.height,
    ch: f.ch.slice(),
    role: f.role.slice(),
    flags: f.flags.slice(),
    cellArea: f.cellArea,
    anchors: f.anchors,
  };
}

/** One frame: the base map with the marks. */
export function renderAreaMap(view: AreaView, opts: AreaRenderOptions, marks: AreaMarks = {}): AreaFrame {
  return applyMarks(renderAreaBase(view, opts), marks, opts);
}

/**
 * Keeps the base map between frames: a new view, viewport, zoom or charset draws it again; marks
 * alone (a cursor move) reuse it.
 */
export class AreaMapRenderer {
  private base: AreaFrame | null = null;
  private out: AreaFrame | undefined;
  private key = '';
  private view: AreaView | null = null;

  render(view: AreaView, opts: AreaRenderOptions, marks: AreaMarks = {}): AreaFrame {
    const v = opts.viewport;
    const key = [v.col, v.row, v.width, v.height, opts.zoom, opts.charset].join(',');
    if (!this.base || key !== this.key || view !== this.view) {
      this.base = renderAreaBase(view, opts);
      this.key = key;
      this.view = view;
      this.out = undefined;
    }
    this.out = applyMarks(this.base, marks, opts, this.out);
    return this.out;
  }

  /** The last frame drawn, for anchors and clicks. */
  get last(): AreaFrame | null {
    return this.out ?? this.base;
  }
}
