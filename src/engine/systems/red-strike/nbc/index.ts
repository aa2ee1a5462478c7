// NBC warfare, DEFCON and World Opinion (§20, §6.5: RS-NBC, RS-WO) as an extension of the land
// game (issue 17; ext/hooks.ts says when each hook runs). Nothing here is secret: DEFCON, World
// Opinion, the release and Dr. Strangelove rolls and the markers are public, so `view` hides
// nothing. The computer never uses NBC weapons first (decision RS-D-NBC-AI): it has no NBC orders
// of its own; a Dr. Strangelove release is carried out by the missiles' computer (RS-OPT-21).

import { z } from 'zod';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { hasHqSupport } from '../command.js';
import type { RsDice } from '../dice.js';
import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsCommand, RsEvent, RsState } from '../model.js';
import { sideName, type Side } from '../scenario.js';
import { applyHit, onMap, unitsAt } from '../units.js';
import { hexLabel } from '../world.js';
import {
  chemicalGtsSinceFirst,
  chemicalNation,
  chemicalStrike,
  contaminate,
  endStepMarkers,
  ENTRY_MP,
  initialNbc,
  markerHexes,
  mayUseChemical,
  mayUseNuclear,
  nbcVictoryPoints,
  nuclearStrike,
  releaseRolls,
  strangeloveRoll,
  strategicWo,
} from './rules.js';
import type { NbcCommand, NbcEvent } from './state.js';

const pair = <T extends z.ZodType>(t: T) => z.strictObject({ nato: t, wp: t });
const sideZ = z.enum(['nato', 'wp']);

export const nbcSnapshot = z.strictObject({
  defcon: z.number().int().min(1).max(5),
  defconMovedGt: z.number().int().nonnegative(),
  wo: z.number().int(),
  vp: z.strictObject({
    wo: pair(z.number().int().nonnegative()),
    defcon: pair(z.number().int().nonnegative()),
    firstNuclear: pair(z.number().int().nonnegative()),
  }),
  firstNuclear: sideZ.nullable(),
  nuclearUsed: pair(z.boolean()),
  authorised: pair(z.boolean()),
  firstChemicalGt: z.number().int().nonnegative(),
  chemicalUsed: pair(z.boolean()),
  chemicalHexes: z.array(z.strictObject({ hex: z.number().int(), key: z.string(), by: sideZ })),
  markers: z.array(
    z.strictObject({
      hex: z.number().int().nonnegative(),
      kind: z.enum(['attack', 'contamination']),
      rotation: z.number().int().nonnegative(),
      chain: z.number().int().positive(),
      last: z.boolean(),
    }),
  ),
  nextChain: z.number().int().positive(),
  destroyed: z.array(z.number().int().nonnegative()),
  strangelove: pair(z.enum(['none', 'owed', 'done'])),
});

const commandSchema = z.union([
  z.strictObject({ type: z.literal('nbc-chemical'), unit: z.string().min(1) }),
  z.strictObject({
    type: z.literal('nbc-nuclear-artillery'),
    unit: z.string().min(1),
    hex: z.string().min(1),
  }),
]);

const isNbc = (cmd: RsCommand): cmd is NbcCommand =>
  cmd.type === 'nbc-chemical' || cmd.type === 'nbc-nuclear-artillery';

/** RS-NBC-20 (B): a chemical missile struck this hex for `side` in the current action stage. */
function missileChemical(s: RsState, hex: number, side: Side): boolean {
  const st = s.step;
  const key = st.kind === 'combat' || st.kind === 'move' ? `${s.turn}.${st.stage}` : '';
  return (s.ext.nbc?.chemicalHexes ?? []).some((c) => c.hex === hex && c.key === key && c.by === side);
}

/**
 * RS-NBC-20..22 / RS-GCB-28: may `side` declare chemical use with `unit` in the open combat? A
 * sentence saying why not, or null. The declaration comes before the attacker's formation (the
 * formation resolves the combat at once in this engine: RS-SEQ-9 #3-#5).
 */
export function chemicalRefusal(s: RsState, side: Side, unitId: string): string | null {
  const c = s.combat;
  if (!c) return 'Chemical use is declared in an open ground combat (RS-GCB-28).';
  if (c.attacker !== side || c.phase !== 'attack')
    return 'The attacker declares chemical use after the defender has committed, before its own formation (RS-GCB-28).';
  if (c.flags.chemicalGtsSinceFirst !== undefined) return 'Chemical use is already declared in this combat.';
  const i = s.world.byId.get(unitId);
  if (i === undefined) return `No unit "${unitId}".`;
  const d = s.world.units[i]!;
  if (!c.attackers.includes(i) || !onMap(s.units[i]!)) return `${d.name} is not attacking in this combat.`;
  if (missileChemical(s, c.defenderHex, side)) return null;
  if (d.nation !== chemicalNation(side))
    return `Only ${side === 'wp' ? 'Soviet' : 'US'} units declare chemical use in ground combat (RS-NBC-20).`;
  if (!mayUseChemical(s, side))
    return side === 'nato'
      ? isOn(s, 'doctrine')
        ? 'NATO doctrine forbids chemical weapons (RS-OPT-2).'
        : 'The USA uses chemicals only in retaliation for a WP chemical attack (RS-NBC-20).'
      : 'Chemical weapons are not in force (RS-NBC-20).';
  if (side === 'wp') {
    const copy = { ...s.units[i]! };
    if (applyHit(d, copy, false).eliminated)
      return `${d.name} would be eliminated by the mandatory chemical-suit hit (RS-NBC-22).`;
  }
  return null;
}

/** RS-NBC-13: a ground unit receiving artillery support (its own, a stacked artillery unit, or its HQ's). */
export function hasArtillery(s: RsState, unit: number): boolean {
  const d = s.world.units[unit]!;
  const art = (i: number) => {
    const x = s.world.units[i]!;
    return x.class === 'support' && /artillery|rocket|mlrs/i.test(x.subtype);
  };
  if (art(unit)) return true;
  if (unitsAt(s, s.units[unit]!.loc, d.side).some(art)) return true;
  return hasHqSupport(s, unit, 'artillery');
}

/**
 * RS-NBC-13: small nuclear artillery by `unit` at the adjacent `hex`, in a movement segment of
 * its side (decision RS-D-NBC-NUCART: the rulebook names the combat's NBC sub-step, RS-GCB-28; a
 * strike that empties the defender's hex would leave a combat without defender). Null when legal.
 */
export function nuclearArtilleryRefusal(
  s: RsState,
  side: Side,
  unitId: string,
  hexId: string,
): string | null {
  const st = s.step;
  if (st.kind !== 'move' || st.side !== side)
    return 'Nuclear artillery fires in a movement segment of its side (RS-NBC-13, decision RS-D-NBC-NUCART).';
  const i = s.world.byId.get(unitId);
  if (i === undefined) return `No unit "${unitId}".`;
  const d = s.world.units[i]!;
  if (d.side !== side) return `${d.name} is not yours.`;
  if (!onMap(s.units[i]!)) return `${d.name} is not on the map.`;
  const hex = s.world.map.board.parse(hexId);
  if (hex === undefined) return `No hex "${hexId}" on this map.`;
  if (s.world.map.board.distance(s.units[i]!.loc, hex) !== 1)
    return `${hexLabel(s.world, hex)} is not next to ${d.name} (nuclear artillery, RS-NBC-13).`;
  if (!hasArtillery(s, i)) return `${d.name} receives no artillery support (RS-NBC-13).`;
  if (!mayUseNuclear(s, side)) return `The ${sideName(side)} has no release for nuclear weapons (RS-NBC-5).`;
  return null;
}

function applyNbc(n: RsState, cmd: NbcCommand, side: Side, events: RsEvent[]): RuleError | null {
  if (cmd.type === 'nbc-chemical') {
    const why = chemicalRefusal(n, side, cmd.unit);
    if (why) return ruleError('NOT_ALLOWED', why, 'RS-NBC-20');
    const c = n.combat!;
    const i = n.world.byId.get(cmd.unit)!;
    const d = n.world.units[i]!;
    // RS-NBC-22: one Soviet unit takes the chemical-suit hit (never a flip); not with a missile's chemicals.
    if (side === 'wp' && !missileChemical(n, c.defenderHex, side)) {
      const r = applyHit(d, n.units[i]!, false);
      events.push({ type: 'hit', unit: i, flipped: r.flipped, eliminated: r.eliminated });
    }
    chemicalStrike(n, side, c.defenderHex, events);
    n.combat = { ...c, flags: { ...c.flags, chemicalGtsSinceFirst: chemicalGtsSinceFirst(n) } };
    return null;
  }
  const why = nuclearArtilleryRefusal(n, side, cmd.unit, cmd.hex);
  if (why) return ruleError('NOT_ALLOWED', why, 'RS-NBC-13');
  nuclearStrike(n, side, n.world.map.board.parse(cmd.hex)!, 'small', events);
  return null;
}

function describeNbc(s: RsState, e: NbcEvent): string {
  const at = (h: number) => hexLabel(s.world, h);
  switch (e.type) {
    case 'nbc-note':
      return e.text;
    case 'nbc-nuclear':
      return `${sideName(e.by)} ${e.size} nuclear attack on ${at(e.hex)}: ${e.hits} hit(s)${e.destroyed ? ', the city/port is destroyed' : ''} (RS-NBC-14).`;
    case 'nbc-chemical':
      return `${sideName(e.by)} chemical attack on ${at(e.hex)}${e.shifts ? ` (${e.shifts} columns right, RS-NBC-21)` : ''}.`;
    case 'nbc-wo':
      return `World Opinion moves ${e.spaces} toward ${sideName(e.toward)}: ${e.wo === 0 ? 'neutral' : `${Math.abs(e.wo)} ${e.wo > 0 ? 'NATO' : 'WP'}`} — ${e.why}.`;
    case 'nbc-defcon':
      return `DEFCON ${e.defcon}${e.vp ? `: ${e.vp} VP to the side attacked` : ''}${e.defcon === 1 ? ': global nuclear war' : ''} (RS-NBC-1).`;
    case 'nbc-vp':
      return `${sideName(e.side)} gains ${e.vp} VP: ${e.why}.`;
    case 'nbc-release':
      return `${sideName(e.side)} nuclear release roll ${e.roll[0]}+${e.roll[1]}: ${e.authorised ? 'authorised' : 'no release'} (RS-NBC-5).`;
    case 'nbc-strangelove':
      return `${sideName(e.side)} Dr. Strangelove roll ${e.roll[0]}+${e.roll[1]}${e.released ? ': a senior officer releases nuclear weapons (RS-OPT-21)' : ''}.`;
    case 'nbc-fallout':
      return e.to === null
        ? `Fallout from ${at(e.from)} (wind ${e.roll}) leaves the map.`
        : e.to === e.from
          ? `Fallout at ${at(e.from)}: no wind (${e.roll}).`
          : `Fallout ${e.added ? 'spreads' : 'drifts'} from ${at(e.from)} to ${at(e.to)} (wind ${e.roll}, RS-NBC-17).`;
    case 'nbc-marker':
      return e.kind === 'removed'
        ? `The contamination at ${at(e.hex)} is gone (RS-NBC-17).`
        : `The nuclear attack marker at ${at(e.hex)} becomes contamination (RS-NBC-16).`;
    case 'nbc-entered':
      return `${sideName(e.side)} units in the contaminated hex ${at(e.hex)}: ${e.hits} hit(s) (RS-NBC-16).`;
  }
}

export const nbcExtension: RsExtension = {
  id: 'nbc',
  enabled: (s) => isOn(s, 'nbc'),
  init(s) {
    s.ext.nbc = initialNbc(s);
  },
  snapshot: nbcSnapshot,
  commandTypes: ['nbc-chemical', 'nbc-nuclear-artillery'],
  commandSchema,
  apply(n, cmd, side, _dice, events) {
    if (!isNbc(cmd)) return ruleError('BAD_COMMAND', `nbc: not a command of this folder: ${cmd.type}.`);
    return applyNbc(n, cmd, side, events);
  },
  allowedInCombat: (cmd) => cmd.type === 'nbc-chemical',
  strategic(s, _dice, events) {
    strategicWo(s, events);
  },
  assigned(s, side, dice, events) {
    strangeloveRoll(s, side, dice, events);
  },
  stageStart(s, stage) {
    // RS-OPT-21: the release holds for action stage 1 only.
    const n = s.ext.nbc;
    if (n && stage > 1)
      for (const side of ['nato', 'wp'] as const)
        if (n.strangelove[side] === 'owed') n.strangelove[side] = 'none';
  },
  endStep(s: RsState, dice: RsDice, events: RsEvent[]) {
    endStepMarkers(s, dice, events);
    releaseRolls(s, dice, events);
    const n = s.ext.nbc;
    if (n) {
      n.chemicalHexes = [];
      for (const side of ['nato', 'wp'] as const)
        if (n.strangelove[side] === 'done') n.strangelove[side] = 'none';
    }
  },
  groundEntered(s, side, units, hexes, events) {
    const marked = markerHexes(s);
    for (const h of hexes) if (marked.has(h)) contaminate(s, h, units, side, events);
  },
  extraMp: (s, _unit, to) => (markerHexes(s).has(to) ? ENTRY_MP : 0),
  blocksSupply: (s) => markerHexes(s),
  victoryPoints: (s) => nbcVictoryPoints(s),
  describe(s, e) {
    return e.type.startsWith('nbc-') ? describeNbc(s, e as NbcEvent) : undefined;
  },
};
