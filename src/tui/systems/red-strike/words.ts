// Words and counter texts of the Red Strike client: how a unit reads on the map (class letter, RE,
// CS or (DS), mode, reduced and hit marks) and in lists.

import {
  currentCs,
  hexLabel,
  isOos,
  onMap,
  sideName,
  type RsView,
  type Side,
} from '../../../engine/systems/red-strike/index.js';
import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';

export const CLASS_LETTER = { armour: 'A', infantry: 'I', support: 'S', lrmu: 'M', hq: 'H' } as const;

/** RE as one cell: ½ (b in ASCII) for a battalion, else the number. */
export function reGlyph(re: number, ascii = false): string {
  if (re === 0.5) return ascii ? 'b' : '½';
  return String(re);
}

/** The counter on the map, 8 cells at most: "A3 10F'" = armour, 3 RE, CS 10, frontline, reduced; "S1 (2)R" a support unit's DS in reserve; "+n" hit markers. */
export function counterText(view: RsView, unit: number, ascii = false): string {
  const d = view.world.units[unit]!;
  const u = view.units[unit]!;
  const cs = currentCs(d, u);
  const value = d.class === 'support' || d.class === 'lrmu' ? `(${cs})` : String(cs);
  const mode = u.mode === 'reserve' ? 'R' : 'F';
  const dmg = u.hits > 0 ? `+${u.hits}` : u.reduced ? "'" : '';
  return `${CLASS_LETTER[d.class]}${reGlyph(d.reSize, ascii)} ${value}${mode}${dmg}`;
}

/** A unit line for lists and the info panel. */
export function unitLine(view: RsView, unit: number): string {
  const d = view.world.units[unit]!;
  const u = view.units[unit]!;
  const bits = [counterText(view, unit, true), d.name];
  if (u.bh) bits.push('BH');
  if (u.supply !== 'in') bits.push(isOos(u.supply) ? 'OOS' : 'OOS-1');
  if (u.movedIn !== null) bits.push(u.mpLeft > 0 ? `${u.mpLeft} MP` : 'moved');
  return bits.join(' ');
}

export function terrainName(view: RsView, loc: number): string {
  return TEC_DATA.terrain[view.world.map.terrain[loc]!].name;
}

export function label(view: RsView, loc: number): string {
  return hexLabel(view.world, loc);
}

export function sideWord(side: Side | string): string {
  return sideName(side);
}

/** The viewer's units in a hex, strongest first. */
export function ownAt(view: RsView, loc: number): number[] {
  return stackAt(view, loc).filter((i) => view.world.units[i]!.side === view.viewer);
}

/** Every unit in a hex, strongest first (the top one is the counter drawn). */
export function stackAt(view: RsView, loc: number): number[] {
  const out: number[] = [];
  view.units.forEach((u, i) => {
    if (u.loc === loc && onMap(u)) out.push(i);
  });
  return out.sort(
    (a, b) =>
      currentCs(view.world.units[b]!, view.units[b]!) - currentCs(view.world.units[a]!, view.units[a]!) ||
      a - b,
  );
}

/** GT n covers 1 Aug 1989 + 2(n-1) days (RS-SCALE-2). */
export function turnDate(turn: number): string {
  const d = 1 + 2 * (turn - 1);
  return `${d}-${d + 1} Aug`;
}
