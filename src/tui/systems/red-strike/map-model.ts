// The Red Strike map as the hex renderer's model (src/render/ascii-hex/map-model.ts), built from the
// viewer's view (design invariant 3) through the glyph tables (glyphs.ts, words.ts). Bricks are
// wider than the panzer ones so that a counter reads in full:
//
//   normal  10 x 3   the outline with rivers, roads and railways on the hexsides (RS-MAP-2,
//                    RS-MOV-3, RS-MOV-10), the objective [*] or the supply $ / captured ! mark at
//                    the apex; the top counter "A3 10F'" (class, RE, CS or (DS), mode, reduced ' or
//                    +n hits) in its side's colours; "+n more units" and the place name under it
//   out      4 x 2   the outline and the apex mark; the counter's class and RE, ' reduced or +
//                    hits — the sector's ten columns fit an 80 x 24 map panel, and seven of its
//                    eight rows (the last scrolls in; extreme shows all of it)
//   extreme  3 x 1   the counter's class and RE, or the terrain glyph and the apex mark
//
// The extended game (issue 17, ext-map.ts): ships and aircraft in the air as counters where no
// ground stack is (counted under one), nuclear, contamination, interdiction and air base marks.
//
// Terrain is a texture in the theme's colours for the terrain it is closest to. Sides: NATO in the
// theme's first-side colours, the Warsaw Pact in the second's, and the counter a chip (inverse
// when there are no colours) so that it stands out from the terrain.

import { zocOf, type RsView } from '../../../engine/systems/red-strike/index.js';
import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';
import { BOLD, INVERSE } from '../../../render/ascii-hex/grid.js';
import {
  GROUND,
  span,
  type Bricks,
  type CounterLook,
  type HexMapModel,
  type MarkLook,
  type SideLook,
  type TerrainLook,
} from '../../../render/ascii-hex/map-model.js';
import type { Theme } from '../../../render/ascii-hex/theme.js';
import { HEXSIDE_LOOK, MARKS, OBJECTIVE, terrainLook, texture } from './glyphs.js';
import { CLASS_LETTER, counterText, reGlyph, stackAt } from './words.js';
import { extMarks, extPieces, pieceCounter, pieceTag } from './ext-map.js';

export const RS_BRICKS: Bricks = {
  normal: { w: 10, h: 3 },
  'zoom-out': { w: 4, h: 2 },
  extreme: { w: 3, h: 1 },
};

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

/** A place name in the ASCII charset: umlauts spelt out, other accents dropped (Würzburg -> Wuerzburg). */
export function asciiName(name: string): string {
  return name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '');
}

function terrainLooks(charset: 'unicode' | 'ascii', th: Theme): TerrainLook[] {
  const ascii = charset === 'ascii';
  return Object.values(TEC_DATA.terrain).map((t) => {
    const look = terrainLook(t.letter);
    const rows = new Map<string, number[]>();
    return {
      cell: (ascii ? look.ascii : look.unicode).codePointAt(0)!,
      fg: th.terrainFg(look.theme),
      bg: th.terrainBg(look.theme),
      texture(zoom, row, width) {
        const key = `${zoom}:${row}:${width}`;
        let r = rows.get(key);
        if (!r) rows.set(key, (r = cps(texture(t.letter, width, zoom === 'normal' ? row : 0, ascii))));
        return r;
      },
    };
  });
}

function sideLooks(th: Theme): Map<string, SideLook> {
  const out = new Map<string, SideLook>();
  const keys = [...Object.keys(HEXSIDE_LOOK).filter((k) => k !== 'road' && k !== 'rail'), ''];
  for (const barrier of keys)
    for (const crossing of ['rail', 'road', '']) {
      const b = barrier ? HEXSIDE_LOOK[barrier as keyof typeof HEXSIDE_LOOK] : undefined;
      const c = crossing ? HEXSIDE_LOOK[crossing as 'rail' | 'road'] : undefined;
      out.set(`${barrier}:${crossing}`, {
        barrier: b ? b.glyph.codePointAt(0)! : 0,
        barrierFg: b ? th.color[b.role] : 0,
        barrierBold: b?.bold ?? false,
        crossing: c ? c.glyph.codePointAt(0)! : 0,
        crossingFg: c ? th.color[c.role] : 0,
        crossingBold: c?.bold ?? false,
      });
    }
  return out;
}

/** The counter of a stack: `units` strongest first (words.ts stackAt). */
function counterLook(
  view: RsView,
  units: readonly number[],
  ascii: boolean,
  th: Theme,
  tag = '',
): CounterLook {
  const top = units[0]!;
  const d = view.world.units[top]!;
  const u = view.units[top]!;
  const col = th.color;
  const nato = d.side === 'nato';
  const fg = nato ? col.alliedFg : col.axisFg;
  const bg = nato ? col.alliedBg : col.axisBg;
  // Without colours a chip is inverse video, so that the counter stands out from the terrain.
  const attr = BOLD | (th.name === 'mono' ? INVERSE : 0);
  const short = `${CLASS_LETTER[d.class]}${reGlyph(d.reSize, ascii)}`;
  const damage = u.hits > 0 ? '+' : u.reduced ? "'" : ' ';
  const n = units.length;
  const place = view.world.map.cities.get(u.loc) ?? view.world.map.places.get(u.loc) ?? '';
  const name = ascii ? asciiName(place) : place;
  // Air and naval units under the stack (issue 17): "✈2⌓1" after the count.
  const more = `${n > 1 ? `+${n - 1}` : ''}${tag}`;
  const info = `${more}${more && name ? ' ' : ''}${name}`;
  return {
    normal: [span(counterText(view, top, ascii), fg, bg, attr, true)],
    out: [span(short, fg, bg, attr, true), span(damage, fg, GROUND, BOLD)],
    extreme: [span(short, fg, bg, attr, true)],
    info: info.slice(0, RS_BRICKS.normal.w - 2).padEnd(RS_BRICKS.normal.w - 2),
    infoFg: n > 1 ? col.markFg : col.lastKnownFg,
    rank: d.side === view.viewer ? 0 : 1,
    lastKnown: false,
  };
}

/** The model of the viewer's map in one charset and theme. */
export function rsMapModel(view: RsView, charset: 'unicode' | 'ascii', th: Theme): HexMapModel {
  const w = view.world;
  const map = w.map;
  const b = map.board;
  const ascii = charset === 'ascii';
  const col = th.color;
  const holderFg = (side: string | null | undefined) =>
    side === 'nato' ? col.objAllied : side === 'wp' ? col.objAxis : col.objNone;

  const terrainIndex = new Map(Object.values(TEC_DATA.terrain).map((t, i) => [t.letter, i]));
  const terrainAt = Uint8Array.from(map.terrain, (t) => terrainIndex.get(TEC_DATA.terrain[t].letter) ?? 0);

  const looks = sideLooks(th);
  const sideLook = (edge: number): SideLook | undefined => {
    const barrier = map.hexside[edge] ?? '';
    const crossing = map.railEdge[edge] ? 'rail' : map.roadEdge[edge] ? 'road' : '';
    return barrier || crossing ? looks.get(`${barrier}:${crossing}`) : undefined;
  };

  const counterAt = new Int32Array(b.size).fill(-1);
  const counters: CounterLook[] = [];
  const counterLocs: number[] = [];
  const seen = new Set<number>();
  const pieces = extPieces(view);
  view.units.forEach((u, i) => {
    if (u.loc < 0 || u.eliminated || seen.has(u.loc)) return;
    const stack = stackAt(view, u.loc);
    if (stack.length === 0 || stack[0] !== i) return;
    seen.add(u.loc);
    counterAt[u.loc] = counters.length;
    counters.push(counterLook(view, stack, ascii, th, pieceTag(pieces.get(u.loc), ascii)));
    counterLocs.push(u.loc);
  });
  // Naval units and air units in the air where no ground stack is (issue 17).
  for (const [loc, p] of pieces) {
    if (seen.has(loc)) continue;
    counterAt[loc] = counters.length;
    counters.push(pieceCounter(view, p, ascii, th, RS_BRICKS.normal.w - 2));
    counterLocs.push(loc);
  }

  // Objectives by holder: [*] NATO, (*) Warsaw Pact, <*> nobody (RS-VIC, RS-MAP-3 control).
  const objectiveLooks: MarkLook[] = (['nato', 'wp', 'none'] as const).map((h) => ({
    cell: OBJECTIVE.cell[h].codePointAt(0)!,
    banner: cps(
      OBJECTIVE.banner[h][0] + MARKS.objective[ascii ? 'ascii' : 'unicode'] + OBJECTIVE.banner[h][1],
    ),
    fg: holderFg(h),
    attr: BOLD,
  }));
  const objectiveAt = new Int8Array(b.size).fill(-1);
  const objectiveLocs: number[] = [];
  for (const o of w.scenario.victory.objectives) {
    const loc = b.parse(o.hex);
    if (loc === undefined || loc < 0) continue;
    const h = view.control[loc];
    objectiveAt[loc] = h === 'nato' ? 0 : h === 'wp' ? 1 : 2;
    objectiveLocs.push(loc);
  }

  // The apex of other hexes: a supply source (RS-SUP-22) in the colour of the side holding it, or
  // a hex held by the side that does not own it (RS-MAP-3).
  const featureAt = new Map<number, MarkLook>();
  const glyph = (k: keyof typeof MARKS) => MARKS[k][ascii ? 'ascii' : 'unicode'].codePointAt(0)!;
  for (let loc = 0; loc < b.size; loc++) {
    const ctl = view.control[loc];
    const owner = map.territory[loc];
    if (map.supplyHex.has(loc))
      featureAt.set(loc, { cell: glyph('supply'), fg: holderFg(ctl ?? map.supplyHex.get(loc)), attr: BOLD });
    else if (ctl !== null && ctl !== undefined && (owner === 'nato' || owner === 'wp') && ctl !== owner)
      featureAt.set(loc, { cell: glyph('captured'), fg: holderFg(ctl), attr: BOLD });
  }

  // The extended game's marks (issue 17): nuclear, contamination, interdiction over the others; an
  // air base where no other mark is.
  for (const [loc, m] of extMarks(view, ascii, th)) if (!m.weak || !featureAt.has(loc)) featureAt.set(loc, m);

  const nw = RS_BRICKS.normal.w - 2;
  const captions = new Map<number, string>();
  for (const [loc, name] of [...map.places, ...map.cities])
    captions.set(loc, (ascii ? asciiName(name) : name).slice(0, nw).padEnd(nw));

  return {
    cols: b.width,
    rows: b.height,
    bricks: RS_BRICKS,
    terrainAt,
    terrain: terrainLooks(charset, th),
    side6: b.side6,
    sideLook,
    counterAt,
    counters,
    counterLocs,
    objectiveAt,
    objectiveLooks,
    objectiveLocs,
    featureAt,
    captions,
    captionFg: col.lastKnownFg,
  };
}

/** The hexes in the other side's zone of control (RS-ZOC-1), for the z overlay. */
export function enemyZocHexes(view: RsView): number[] {
  const z = zocOf(view, view.viewer === 'nato' ? 'wp' : 'nato');
  const out: number[] = [];
  z.forEach((v, loc) => {
    if (v) out.push(loc);
  });
  return out;
}
