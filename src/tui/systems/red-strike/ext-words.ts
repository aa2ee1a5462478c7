// How air and naval units read in the Red Strike client (issue 17): the counter on the map (a plane
// or a ship glyph, the type or hull code, the main factor, the mode), and a line for lists and
// the hex info (name, model, mode, sorties left, hits).

import type { AirType } from '../../../engine/systems/red-strike/air/scenario.js';
import type { AirUnitView, NavalUnitView } from './ext-read.js';

/** The plane and ship glyphs, unicode and ASCII (every one a single cell). */
export const EXT_GLYPHS = {
  plane: { unicode: '✈', ascii: '>', meaning: 'air unit airborne (mission, CAP, EWDA): type, factor, mode' },
  ship: { unicode: '⌓', ascii: '&', meaning: 'naval unit: hull code, then +n hits; P in port' },
  base: { unicode: '⌖', ascii: '@', meaning: 'air base or airport (top corner)' },
  nuclear: { unicode: '☢', ascii: 'N', meaning: 'nuclear marker (top corner)' },
  contaminated: { unicode: '☣', ascii: 'C', meaning: 'contaminated hex, +2 MP (top corner)' },
  interdicted: { unicode: '⊗', ascii: 'x', meaning: 'interdicted hex, +2 MP (top corner)' },
} as const;

export const glyph = (k: keyof typeof EXT_GLYPHS, ascii: boolean): string =>
  ascii ? EXT_GLYPHS[k].ascii : EXT_GLYPHS[k].unicode;

/** RS-AIR-15..22: one letter per air unit type. */
export const AIR_TYPE_LETTER: Readonly<Record<AirType, string>> = {
  fighter: 'F',
  attack: 'A',
  multirole: 'M',
  bomber: 'B',
  asw: 'S',
  'maritime-patrol': 'P',
  ewda: 'E',
  recce: 'R',
  transport: 'T',
  helicopter: 'H',
  'attack-helicopter': 'H',
  jammer: 'J',
};

/** The factor a counter shows: AA for fighters and interceptors, else B, AS or SS (the largest). */
export function mainFactor(d: AirUnitView['def']): number {
  if (d.type === 'fighter' || (d.aa > 0 && d.b === 0 && d.as === 0 && d.ss === 0)) return d.aa;
  return Math.max(d.b, d.as, d.ss, d.aa);
}

const MODE_LETTER = { offensive: 'O', intercept: 'I' } as const;

/** "✈F 12I" = fighter, AA 12, intercept mode; "-" no mode (own units only); "+n" hits. */
export function airCounter(a: AirUnitView, ascii: boolean): string {
  // The enemy's mode is not shown: a detected unit shows its type and factor (RS-FOW-2).
  const mode = !a.own ? '' : a.st.mode ? MODE_LETTER[a.st.mode] : '-';
  const hits = a.st.hits > 0 ? `+${a.st.hits}` : '';
  return `${glyph('plane', ascii)}${AIR_TYPE_LETTER[a.def.type]} ${mainFactor(a.def)}${mode}${hits}`;
}

const HULL: Readonly<Record<string, string>> = { convoy: 'CVY', amphibious: 'AMPH' };

/** "⌓CVN" at sea, "⌓SSN P" in port, "+n" hits. */
export function navalCounter(n: NavalUnitView, ascii: boolean): string {
  const hull = HULL[n.def.class] ?? n.def.class;
  const port = n.st.mode === 'port' ? ' P' : '';
  const hits = n.st.hits > 0 ? `+${n.st.hits}` : '';
  return `${glyph('ship', ascii)}${hull}${hits}${port}`;
}

/** "F7 I 2/3 85th Gds IAP MiG-29": type and factor, mode, sorties left of the rate, name; "+n hits". */
export function airLine(a: AirUnitView): string {
  const d = a.def;
  const bits = [`${AIR_TYPE_LETTER[d.type]}${mainFactor(d)}`];
  if (a.own) {
    bits.push(a.st.mode ? MODE_LETTER[a.st.mode] : '-');
    if (!a.st.pending) bits.push(`${a.st.sorties}/${Math.max(a.rate, a.st.sorties)}`);
  }
  bits.push(d.name);
  if (!d.name.includes(d.model)) bits.push(d.model);
  if (a.own && a.st.pending) bits.push('(to arrive)');
  if (a.st.hits > 0) bits.push(`+${a.st.hits} hit${a.st.hits > 1 ? 's' : ''}`);
  // RS-DET-1/2: the owner sees whether the enemy has detected its unit.
  bits.push(a.own ? (a.st.detected ? '(spotted)' : '') : '(detected)');
  return bits.filter(Boolean).join(' ');
}

export function navalLine(n: NavalUnitView): string {
  const d = n.def;
  const hull = HULL[d.class] ?? d.class;
  const bits = [hull, n.st.mode === 'port' ? 'port' : 'sea', d.name];
  const f = [d.aa && `AA ${d.aa}`, d.b && `B ${d.b}`, d.as && `AS ${d.as}`, d.ss && `SS ${d.ss}`].filter(
    Boolean,
  );
  if (f.length) bits.push(f.join(' '));
  if (n.st.hits > 0) bits.push(`+${n.st.hits}/${d.hits} hits`);
  bits.push(n.own ? (n.st.detected ? '(spotted)' : '') : '(detected)');
  return bits.filter(Boolean).join(' ');
}
