// Odds and modifiers of a ground combat (RS-GCB-30..33, RS-GCB-40..47, RS-AMB-1, RS-AMB-4). Pure
// arithmetic over numbers the combat module gathers, so the preview, the resolution and the tests
// share one computation.

import { oddsColumns, type CombatEffect, type Gcrt, type OddsColumn } from './data/schema.js';
import type { CombatFlags, Formation } from './model.js';
import { roundRs } from './round.js';

/** Column index of "1-1" in oddsColumns; N-1 sits at N + 2, 1-N at 4 - N. */
const ONE_ONE = 3;

/**
 * RS-GCB-31 / RS-AMB-4: the initial (real, unclamped) column: N-1 with N = round(ATT/DEF) when the
 * attacker is at least as strong, else 1-N with N = round(DEF/ATT). Returns its label and index on
 * the 1-4..10-1 scale (may lie outside 0..12 before clamping).
 */
export function initialColumn(att: number, def: number): { label: string; index: number } {
  if (def <= 0) return { label: `${att}-0`, index: 99 };
  if (att <= 0) return { label: `0-${def}`, index: -99 };
  if (att >= def) {
    const n = Math.max(1, roundRs(att / def));
    return { label: `${n}-1`, index: ONE_ONE + n - 1 };
  }
  const n = Math.max(1, roundRs(def / att));
  return { label: `1-${n}`, index: ONE_ONE - (n - 1) };
}

/** RS-GCB-32: shifts (positive = right, toward the attacker), then clamp to 1-4..10-1. */
export function finalColumn(index: number, shifts: number): OddsColumn {
  const i = Math.min(oddsColumns.length - 1, Math.max(0, index + shifts));
  return oddsColumns[i]!;
}

export interface OddsInputs {
  /** Each attacking stack: its units' CS total (after overstack exclusion) and formation. */
  readonly attackers: readonly { readonly cs: number; readonly formation: Formation }[];
  /** The defending units' CS total, in supply and out of supply (RS-GCB-47 halves the latter's sum). */
  readonly defenderCs: number;
  readonly defenderOosCs: number;
  readonly defenderFormation: Formation;
  /** The defender's terrain benefit, hex and (when every attack crosses it) hexside (RS-GCB-41). */
  readonly hexEffect: CombatEffect;
  readonly hexsideEffect?: CombatEffect;
  readonly attackerArtillery: boolean;
  readonly defenderArtillery: boolean;
  readonly attackerBh: boolean;
  readonly defenderBh: boolean;
  readonly flags: CombatFlags;
  /** RS-AMB-1 option: columns for defender artillery in DD (default 2). */
  readonly ddArtilleryColumns: number;
  /** Column shifts of the optional rules (e.g. RS-OPT-2d assault from the march). */
  readonly extraShifts?: readonly { why: string; columns: number; rule: string }[];
  /** RS-OPT-14 bad weather: both sides' totals halved (RS-RND-3: once, after the sum). */
  readonly halveStrengths?: boolean;
}

export interface OddsResult {
  readonly attackerCs: number;
  readonly defenderCs: number;
  readonly initial: string;
  readonly shifts: { why: string; columns: number; rule: string }[];
  readonly final: OddsColumn;
  readonly drms: { why: string; value: number; rule: string }[];
  readonly drm: number;
  /** Which terrain effect the defender took (RS-GCB-41: hex or hexside, never both). */
  readonly terrain: 'hex' | 'hexside' | 'none';
}

const MULT = { AC: 1, HA: 2, DA: 3, HD: 1, DD: 1 } as const;

function computeWith(
  inp: OddsInputs,
  gcrt: Gcrt,
  effect: CombatEffect,
  which: 'hex' | 'hexside' | 'none',
): OddsResult {
  // RS-GCB-30 #2, RS-GND-33: each attacking stack's CS times its own formation's multiplier.
  const rawAttackerCs = inp.attackers.reduce((a, st) => a + st.cs * MULT[st.formation], 0);
  const attackerCs = inp.halveStrengths ? roundRs(rawAttackerCs / 2) : rawAttackerCs;
  // RS-GCB-30 #3: terrain multiplier; #4 / RS-RND-3: OOS defenders' sum halved once.
  const factor = effect.kind === 'multiply' ? effect.factor : 1;
  const rawDefenderCs =
    roundRs(inp.defenderCs * factor) +
    (inp.defenderOosCs > 0 ? roundRs((inp.defenderOosCs * factor) / 2) : 0);
  const defenderCs = inp.halveStrengths ? roundRs(rawDefenderCs / 2) : rawDefenderCs;
  const init = initialColumn(attackerCs, defenderCs);
  const shifts: { why: string; columns: number; rule: string }[] = [];
  const f = inp.defenderFormation;
  if (f === 'HD') shifts.push({ why: 'hasty defence', columns: -1, rule: 'RS-GCB-40' });
  if (f === 'DD') shifts.push({ why: 'deliberate defence', columns: -2, rule: 'RS-GCB-40' });
  if (inp.defenderArtillery && f === 'HD')
    shifts.push({ why: 'defender artillery (HD)', columns: -1, rule: 'RS-GCB-40a' });
  if (inp.defenderArtillery && f === 'DD')
    shifts.push({ why: 'defender artillery (DD)', columns: -inp.ddArtilleryColumns, rule: 'RS-GCB-40a' });
  if (inp.flags.defenderCas) shifts.push({ why: "defender's CAS", columns: -1, rule: 'RS-GCB-42' });
  // RS-GND-43 / RS-GCB-44: one column to the side with BH units, none when both have them.
  if (inp.attackerBh !== inp.defenderBh)
    shifts.push({
      why: inp.attackerBh ? 'attacker battle-hardened' : 'defender battle-hardened',
      columns: inp.attackerBh ? 1 : -1,
      rule: 'RS-GCB-44',
    });
  if (effect.kind === 'shift')
    shifts.push({ why: `terrain (${which})`, columns: -effect.columns, rule: 'RS-GCB-41' });
  const chem = inp.flags.chemicalGtsSinceFirst;
  if (chem !== undefined) {
    // RS-GCB-45 / RS-AMB-7: 5, 3 or 1 right; an NBC unit or support in the hex cancels one.
    const n = (chem <= 2 ? 5 : chem <= 5 ? 3 : 1) - (inp.flags.defenderNbc ? 1 : 0);
    if (n > 0) shifts.push({ why: 'chemical attack', columns: n, rule: 'RS-GCB-45' });
  }
  shifts.push(...(inp.extraShifts ?? []));
  const total = shifts.reduce((a, x) => a + x.columns, 0);
  const final = finalColumn(init.index, total);
  const drms: { why: string; value: number; rule: string }[] = [
    { why: `odds column ${final}`, value: gcrt.drm[final], rule: 'RS-GCB-32' },
  ];
  if (inp.attackerArtillery) {
    // RS-GCB-40b: +3 all DA, +2 all HA/DA, +1 when any stack is in AC.
    const fs = inp.attackers.map((a) => a.formation);
    const v = fs.includes('AC') ? 1 : fs.every((x) => x === 'DA') ? 3 : 2;
    drms.push({ why: 'attacker artillery', value: v, rule: 'RS-GCB-40b' });
  }
  if (inp.flags.attackerCas) drms.push({ why: "attacker's CAS", value: 3, rule: 'RS-GCB-43' });
  if (inp.flags.amphibiousWithSag)
    drms.push({ why: 'amphibious landing with a SAG', value: 3, rule: 'RS-GCB-46' });
  return {
    attackerCs,
    defenderCs,
    initial: init.label,
    shifts,
    final,
    drms,
    drm: drms.reduce((a, d) => a + d.value, 0),
    terrain: which,
  };
}

/**
 * The odds and modifiers of a combat. RS-GCB-41: the defender takes the hex or the hexside effect,
 * never both — whichever gives the lower final column (then the lower DRM); the hex on a tie.
 */
export function combatOdds(inp: OddsInputs, gcrt: Gcrt): OddsResult {
  const hex = computeWith(inp, gcrt, inp.hexEffect, inp.hexEffect.kind === 'none' ? 'none' : 'hex');
  if (!inp.hexsideEffect || inp.hexsideEffect.kind === 'none') return hex;
  const side = computeWith(inp, gcrt, inp.hexsideEffect, 'hexside');
  const col = (r: OddsResult) => oddsColumns.indexOf(r.final);
  if (col(side) < col(hex) || (col(side) === col(hex) && side.drm < hex.drm)) return side;
  return hex;
}
