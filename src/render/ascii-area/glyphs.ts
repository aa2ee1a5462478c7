// The glyphs of the area map, one table per charset; the renderer and the legend read the same
// table, so the legend cannot drift. Readable without colour: sides are told apart by a letter,
// fresh and spent units by their place in "3+2" (3 fresh, 2 spent), borders by their character.
// The ASCII charset is printable ASCII only. The Unicode charset adds a few glyphs, all of
// East-Asian width "neutral" (box-drawing characters are "ambiguous": CJK-locale terminals draw
// them double width and break the grid, as in the hex renderer), so plain borders stay ASCII.

import type { AreaWorld } from '../../engine/systems/area-impulse/model.js';

export type Charset = 'unicode' | 'ascii';

export interface AreaGlyphs {
  /** A border between two areas that share it (a crossing): along the top of a cell, down its west side. */
  readonly h: string;
  readonly v: string;
  /** A ravine border (movement across it may not enter enemy-held areas). */
  readonly ravineH: string;
  readonly ravineV: string;
  /** Two areas whose cells touch but which share no border: no crossing there. */
  readonly wall: string;
  /** A fire marker, after the side letter of its side (AI-FIRE-90). */
  readonly marker: string;
  /** Before the label of the area holding the selected units. */
  readonly selected: string;
  /** Before the label of the area an order is aimed at (the fire or move target). */
  readonly target: string;
  /** Controller letter of an area nobody controls. */
  readonly nobody: string;
  /** The jump map's cursor where it stands on a cell of no area (the cursor area is inverse). */
  readonly jumpEmpty: string;
}

export const GLYPHS: Readonly<Record<Charset, AreaGlyphs>> = {
  ascii: {
    h: '-',
    v: '|',
    ravineH: '~',
    ravineV: ':',
    wall: '#',
    marker: '*',
    selected: '>',
    target: 'x',
    nobody: '-',
    jumpEmpty: '+',
  },
  unicode: {
    h: '-',
    v: '|',
    ravineH: '≋',
    ravineV: '≋',
    wall: '░',
    marker: '✱',
    selected: '▸',
    target: '✗',
    nobody: '-',
    jumpEmpty: '+',
  },
};

/**
 * One letter per side for the map: the initials of the side names ("G", "S"); the ids' initials
 * when the names share one; "A" and "B" when those do too. Letters, not colours, tell the sides apart.
 */
export function sideLetters(world: AreaWorld): Readonly<Record<string, string>> {
  const [a, b] = world.scenario.sides;
  const initial = (s: string) => (s.trim()[0] ?? '?').toUpperCase();
  let la = initial(a.name);
  let lb = initial(b.name);
  if (la === lb) {
    la = initial(a.id);
    lb = initial(b.id);
  }
  if (la === lb) {
    la = 'A';
    lb = 'B';
  }
  return { [a.id]: la, [b.id]: lb };
}

/** The legend of the map for help screens and docs, in the charset's glyphs. */
export function legendLines(world: AreaWorld, charset: Charset): string[] {
  const g = GLYPHS[charset];
  const letters = sideLetters(world);
  const [a, b] = world.scenario.sides;
  return [
    `${letters[a.id]} ${a.name}, ${letters[b.id]} ${b.name}`,
    `STZ   3${letters[b.id]}  area label, terrain defence 3, ${b.name} control (${g.nobody}: nobody)`,
    `${letters[a.id]}3+2  3 fresh and 2 spent ${a.name} units; ${letters[a.id]}${g.marker}: ${a.name} fire marker`,
    `${g.h} ${g.v}  border; ${g.ravineH} ${g.ravineV} ravine border; ${g.wall} no crossing`,
    `${g.selected} area of the selected units; ${g.target} target of the order being aimed`,
    `inverse: the cursor's area; ${g.jumpEmpty} on the jump map: the cursor, on no area`,
  ];
}
