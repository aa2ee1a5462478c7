// The extended game on the Red Strike map (issue 17): naval units on sea hexes and air units in
// the air (missions, CAP, EWDA) drawn as counters with a ship or a plane glyph in their side's
// colours, where no ground stack is drawn; under a ground stack the info row counts them. Marks
// at the apex: nuclear, contamination, interdiction, air bases. Only what the viewer's view holds
// (ext-read.ts: enemy air and naval units only when detected, RS-FOW-2).

import { interdictedSet } from '../../../engine/systems/red-strike/ext/registry.js';
import type { RsView } from '../../../engine/systems/red-strike/index.js';
import { BOLD, INVERSE } from '../../../render/ascii-hex/grid.js';
import { GROUND, span, type CounterLook, type MarkLook } from '../../../render/ascii-hex/map-model.js';
import type { Theme } from '../../../render/ascii-hex/theme.js';
import {
  airBases,
  airUnits,
  navalUnits,
  nbcMarkers,
  type AirUnitView,
  type NavalUnitView,
} from './ext-read.js';
import { AIR_TYPE_LETTER, airCounter, glyph, navalCounter } from './ext-words.js';

type Piece = { kind: 'naval'; n: NavalUnitView } | { kind: 'air'; a: AirUnitView };

/** Air units in the air and naval units on the map, by hex: own before enemy, ships before planes. */
export function extPieces(view: RsView): Map<number, Piece[]> {
  const out = new Map<number, Piece[]>();
  const add = (hex: number, p: Piece) => out.set(hex, [...(out.get(hex) ?? []), p]);
  const ships = navalUnits(view).filter((n) => n.st.hex >= 0);
  ships.sort((a, b) => Number(b.own) - Number(a.own) || a.index - b.index);
  for (const n of ships) add(n.st.hex, { kind: 'naval', n });
  const planes = airUnits(view).filter((a) => a.st.hex >= 0);
  planes.sort((a, b) => Number(b.own) - Number(a.own) || a.index - b.index);
  for (const a of planes) add(a.st.hex, { kind: 'air', a });
  return out;
}

/** "✈2⌓1": the air and naval units under a ground stack, for its info row. */
export function pieceTag(pieces: readonly Piece[] | undefined, ascii: boolean): string {
  if (!pieces || pieces.length === 0) return '';
  const air = pieces.filter((p) => p.kind === 'air').length;
  const sea = pieces.length - air;
  return `${air ? `${glyph('plane', ascii)}${air}` : ''}${sea ? `${glyph('ship', ascii)}${sea}` : ''}`;
}

/** The counter of a hex with air or naval units and no ground stack. */
export function pieceCounter(
  view: RsView,
  pieces: readonly Piece[],
  ascii: boolean,
  th: Theme,
  width: number,
): CounterLook {
  const top = pieces[0]!;
  const side = top.kind === 'naval' ? top.n.def.side : top.a.def.side;
  const col = th.color;
  const nato = side === 'nato';
  const fg = nato ? col.alliedFg : col.axisFg;
  const bg = nato ? col.alliedBg : col.axisBg;
  const attr = BOLD | (th.name === 'mono' ? INVERSE : 0);
  const text = top.kind === 'naval' ? navalCounter(top.n, ascii) : airCounter(top.a, ascii);
  const short =
    top.kind === 'naval'
      ? `${glyph('ship', ascii)}${top.n.def.class[0]}`
      : `${glyph('plane', ascii)}${AIR_TYPE_LETTER[top.a.def.type]}`;
  const rest = pieceTag(pieces.slice(1), ascii);
  const hits = top.kind === 'naval' ? top.n.st.hits : top.a.st.hits;
  return {
    normal: [span(text.slice(0, width), fg, bg, attr, true)],
    out: [span(short, fg, bg, attr, true), span(hits > 0 ? '+' : ' ', fg, GROUND, BOLD)],
    extreme: [span(short, fg, bg, attr, true)],
    info: (rest ? `+${rest}` : '').padEnd(width).slice(0, width),
    infoFg: col.markFg,
    rank: side === view.viewer ? 0 : 1,
    lastKnown: false,
  };
}

/**
 * Marks at the apex of a hex (one each; the first that applies): nuclear, contamination,
 * interdiction, then (`weak`: under a supply or captured mark) an air base.
 */
export function extMarks(
  view: RsView,
  ascii: boolean,
  th: Theme,
): Map<number, MarkLook & { weak?: boolean }> {
  const out = new Map<number, MarkLook & { weak?: boolean }>();
  const col = th.color;
  const mk = (k: Parameters<typeof glyph>[0], fg: number): MarkLook => ({
    cell: glyph(k, ascii).codePointAt(0)!,
    fg,
    attr: BOLD,
  });
  const nbc = nbcMarkers(view);
  for (const h of nbc.nuclear) out.set(h, mk('nuclear', col.objAxis));
  for (const h of nbc.contaminated) if (!out.has(h)) out.set(h, mk('contaminated', col.objAxis));
  if (view.options.length > 0)
    for (const h of interdictedSet(view, view.viewer))
      if (!out.has(h)) out.set(h, mk('interdicted', col.markFg));
  for (const b of airBases(view))
    if (!out.has(b.hex))
      out.set(b.hex, { ...mk('base', b.side === 'nato' ? col.objAllied : col.objAxis), weak: true });
  return out;
}
