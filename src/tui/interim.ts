// INTERIM stand-ins used until the real modules are plugged in by cli.ts: a plain map painter (one
// letter per hex), a straight-line path preview and "no preview" combat odds. They contain no
// rules: the engine still decides every order.

import type { SideView } from '../engine/view.js';
import { INVERSE, UNDERLINE, type Frame } from './frame.js';
import type { CombatPreview, MapPainter, MapRequest, MovePlan, Planner, Previewer, Zoom } from './ports.js';

const CELL_W: Record<Zoom, number> = { normal: 4, out: 2, extreme: 1 };

/** Own units upper case, enemies lower case, "?" unknown, stacks "+". */
export function unitLetter(view: SideView, loc: number): { ch: string; own: boolean } | undefined {
  let n = 0;
  let ch = '';
  let own = false;
  for (const u of view.own)
    if (u.state.loc === loc && u.state.status === 'active') {
      n++;
      ch = (u.def.type[0] ?? 'u').toUpperCase();
      own = true;
    }
  if (!own)
    for (const e of view.enemies)
      if (e.loc === loc) {
        n++;
        ch = (e.type[0] ?? 'u').toLowerCase();
      }
  if (n === 0 && view.unknown.some((u) => u.loc === loc)) return { ch: '?', own: false };
  if (n === 0) return undefined;
  return { ch: n > 1 ? (own ? '+' : '*') : ch, own };
}

export const interimPainter: MapPainter = {
  fit(width, height, zoom) {
    const w = CELL_W[zoom];
    return { cols: Math.max(1, Math.floor((width - 1) / w)), rows: Math.max(1, height) };
  },
  paint(frame: Frame, x0: number, y0: number, req: MapRequest) {
    const { view, palette } = req;
    const board = view.map.board;
    const w = CELL_W[req.zoom];
    const fit = this.fit(req.width, req.height, req.zoom);
    const pathSet = new Set(req.path);
    const units = new Map<number, { ch: string; own: boolean }>();
    for (let r = 0; r < fit.rows; r++) {
      const row = req.originRow + r;
      const y = y0 + r;
      frame.fill(x0, y, req.width, 1, ' ', palette.plain);
      if (row >= board.height) continue;
      const shift = row % 2 === 1 ? Math.floor(w / 2) : 0;
      for (let c = 0; c < fit.cols; c++) {
        const col = req.originCol + c;
        if (col >= board.width) break;
        const loc = row * board.width + col;
        const t = view.map.params.terrain[view.map.terrain[loc]!];
        let u = units.get(loc);
        if (u === undefined) {
          const found = unitLetter(view, loc);
          if (found) units.set(loc, (u = found));
        }
        const ch = u ? u.ch : (t?.letter ?? '?');
        let a = u ? (u.own ? palette.own : palette.enemy) : palette.dim;
        if (pathSet.has(loc)) a = palette.path;
        if (req.marked.has(loc)) a |= UNDERLINE << 18;
        if (loc === req.cursor) a = palette.cursor | (INVERSE << 18);
        const x = x0 + shift + c * w;
        if (x + w > x0 + req.width) continue;
        if (w >= 4) {
          frame.text(x, y, u ? ` ${ch}${t?.letter ?? ' '} ` : ` ${ch}${ch} `, a, w);
        } else if (w === 2) {
          frame.text(x, y, ch + ' ', a, 2);
        } else frame.set(x, y, ch, a);
      }
    }
    for (let r = fit.rows; r < req.height; r++) frame.fill(x0, y0 + r, req.width, 1, ' ', palette.plain);
  },
};

/** A straight line to the hex, cost unknown: the engine says on confirming whether it is legal. */
export const interimPlanner: Planner = {
  plan(state, units, to): MovePlan {
    const u = units[0];
    if (u === undefined) return { path: [], error: 'No unit selected.' };
    const from = state.units[u]!.loc;
    if (from < 0) return { path: [], error: 'The unit is not on the map.' };
    const line = state.world.board.line(from, to, 1);
    return { path: line.slice(1) };
  },
};

export const interimPreviewer: Previewer = {
  fire: (): CombatPreview => ({ summary: 'No odds preview yet', lines: [] }),
  assault: (): CombatPreview => ({ summary: 'No odds preview yet', lines: [] }),
};
