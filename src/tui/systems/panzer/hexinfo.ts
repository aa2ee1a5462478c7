// The hex info panel: terrain, hexsides, objective and the units in the cursor hex. Own units in
// full (PC-UI-04); enemy units as their counter shows under fog: name, type and X/XX/XXX strength.

import { DIRECTIONS } from '../../../engine/core/hex/coords.js';
import { SIDE, type SideFeature } from '../../../engine/systems/panzer/model/terrain.js';
import { SIDE_NAMES } from '../../../engine/systems/panzer/model/unit.js';
import { fatigueLevel } from '../../../engine/systems/panzer/rules/fatigue.js';
import { fogStrengthLabel } from '../../../engine/systems/panzer/rules/spotting.js';
import {
  ratingsOf,
  type OwnUnitView,
  type SideView,
  type UnitRatings,
} from '../../../engine/systems/panzer/view.js';

import type { InfoLine } from '../presenter.js';
import { fullStrength, nameWithParts } from './combined.js';
import { delegatedMark, delegatedOrderOf } from './delegation.js';
import { columnDestOf } from './column-order.js';
import { objectiveVpText } from './vp-text.js';
import { carryInfoLines, fatigueInfoLine } from './carry-orders.js';

export type { InfoLine };

const X = (m: number) => 'X'.repeat(Math.max(1, Math.min(4, m)));

export function terrainName(view: SideView, loc: number): string {
  return view.map.params.terrain[view.map.terrain[loc]!]?.name ?? '?';
}

export function hexsideText(view: SideView, loc: number): string[] {
  const board = view.map.board;
  const byFeature = new Map<string, string[]>();
  for (let dir = 0; dir < 6; dir++) {
    const edge = board.side6[loc * 6 + dir]!;
    if (edge < 0) continue;
    const bits = view.map.edges[edge] ?? 0;
    if (!bits) continue;
    for (const [name, bit] of Object.entries(SIDE) as [SideFeature, number][])
      if (bits & bit) {
        const l = byFeature.get(name) ?? [];
        l.push(DIRECTIONS[dir]!);
        byFeature.set(name, l);
      }
  }
  return [...byFeature].map(([f, dirs]) => `${f} ${dirs.join(' ')}`);
}

export function ownUnitLines(view: SideView, u: OwnUnitView, selected: boolean): InfoLine[] {
  const s = u.state;
  const d = u.def;
  const hq = hqText(view, u);
  const ai = delegatedOrderOf(view, u); // PC-AI-03: played by the computer
  const column = columnDestOf(view, u); // PB-MOVE-32: a standing column order
  const flags = [
    s.cohesion !== 'ok' ? s.cohesion : '',
    s.fixed ? 'fixed' : '',
    s.digging ? 'digging in' : '',
    s.lowAmmo ? 'low ammo' : '',
    s.ammo === 0 ? 'OUT OF AMMO' : '', // SR-AMMO (scenario special rule)
    s.lowFuel ? 'low fuel' : '',
    s.hedgeCrossed ? 'vulnerable (hedge)' : '', // PB-IMP-30: crossed a Hedge Row, Defense halved
    column !== undefined ? `column to ${view.map.board.label(column)}` : '', // PB-MOVE-32
    s.setupRequired ? 'setting up' : '', // PC-SUP-24
    s.stockpiled ? 'stockpiled' : '', // PC-SUP-27
    s.owner && s.owner !== d.side ? 'captured' : '', // PC-SUP-38
    u.ops?.isolated ? 'ISOLATED' : '', // PC-SUP-10
    u.ops?.unavailable ? 'unavailable' : '', // PC-SUP-14
    u.ops?.detached ? 'detached' : '', // PC-CMD-07
    u.ops?.outOfCommand ? 'out of command' : '', // PC-CMD-09
    s.fired ? 'fired' : '',
    // PC-SPT-05 / PB-SPOT-05, PB-DIFF-35: it has a spotted enemy in sight (the PB binoculars).
    u.mutualLos ? 'sees enemy' : '',
  ].filter(Boolean);
  // PC-SUP-05: the Local Supply Value of the unit's hex, known to its own side only.
  const supply = u.ops && !u.ops.isolated ? ` · supply ${Math.round(u.ops.localSupply)}%` : '';
  const modeMark = s.mode === 'travel' ? ' T' : s.mode === 'rail' ? ' R' : '';
  // PC-GEN-03 / PB-FAT-01: the level on this game's scale (150 is Medium of 300 but Maximum of 150),
  // named once it has effects (Medium and above).
  const level = { none: '', low: '', medium: ' Med', high: ' High', maximum: ' MAX' }[
    fatigueLevel(s.fatigue, view.map.params.variant)
  ];
  return [
    // PC-MSC-04: a Combined unit shows `+++` and its sub-units `[n]`, and the full strength of all its parts.
    { text: `${selected ? '>' : ' '}${nameWithParts(view, u)}`, style: selected ? 'selected' : 'own' },
    {
      // SR-AMMO: shots left under a scenario's finite ammunition.
      text: `  ${d.type} str ${s.strength}/${fullStrength(view, u)} ${d.component}${s.ammo !== undefined ? ` ammo ${s.ammo}` : ''}`,
      style: 'plain',
    },
    {
      text: `  MP ${fmt(s.mp)}/${fmt(s.mpMax)}${modeMark} ftg ${s.fatigue}${level} Q ${d.quality}`,
      style: mpStyle(s.mp, s.mpMax),
    },
    ...fatigueInfoLine(view, u), // PB-FAT-02: the level in its colour (and in words)
    ...carryInfoLines(view, u), // PB-UNIT-33: CARRYING / carried by
    {
      text: `  ${s.mode}${supply}${flags.length ? ' · ' + flags.join(', ') : ''}`,
      style: flags.length ? 'warn' : 'dim',
    },
    { text: `  ${ratingsText(ratingsOf(d))}`, style: 'dim' },
    ...(hq ? [{ text: `  HQ ${hq}`, style: 'dim' as const }] : []),
    ...(ai ? [{ text: `  ${delegatedMark(view, ai)} (${ai.name})`, style: 'warn' as const }] : []),
    // PC-CMD-09/10: why, so that "out of command" on turn 1 is not a mystery (issue 18).
    ...(u.ops?.outOfCommandWhy
      ? [{ text: `  Out of Command (PC-CMD-09): ${u.ops.outOfCommandWhy}`, style: 'warn' as const }]
      : []),
  ];
}

/**
 * The counter's values (PC-UNT-01) in one short line: soft and hard attack with their ranges,
 * assault, defense. An enemy unit's show too: Fog of War hides strength, not ratings (PC-SPT-12).
 */
export function ratingsText(r: UnitRatings): string {
  const w = (v: { value: number; range: number }) => `${v.value}/${v.range}`;
  return `S ${w(r.soft)} H ${w(r.hard)} A ${r.assault} D ${r.defense}${r.indirect ? ' ind' : ''}`;
}

/** PC-UI-09: remaining MP white (full), green (>= 2/3), yellow (>= 1/3), orange (less). */
export function mpStyle(mp: number, max: number): InfoLine['style'] {
  if (max <= 0 || mp >= max) return 'plain';
  if (mp >= (2 * max) / 3) return 'good';
  if (mp >= max / 3) return 'warn';
  return 'low';
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** The commanding HQ as the command rules find it (PC-CMD-07), and how far away it is. */
function hqText(view: SideView, u: OwnUnitView): string | undefined {
  const hq = u.ops?.hq === undefined ? undefined : view.own.find((o) => o.index === u.ops!.hq);
  if (!hq) return undefined;
  if (hq.state.loc < 0 || u.state.loc < 0) return hq.def.name;
  return `${hq.def.name} (${view.map.board.distance(hq.state.loc, u.state.loc)} hex)`;
}

export function hexInfoLines(view: SideView, loc: number, selected: readonly number[]): InfoLine[] {
  const board = view.map.board;
  const out: InfoLine[] = [];
  if (loc < 0 || loc >= board.size) return out;
  const name = view.map.names.get(loc);
  out.push({ text: `Hex ${board.label(loc)} ${terrainName(view, loc)}`, style: 'heading' });
  // One line for the place, elevation and hexsides: a steady line count keeps cursor moves cheap.
  const sides = hexsideText(view, loc);
  out.push({
    text: [name, `elev ${view.map.elevation[loc] ?? 0} m`, ...sides].filter(Boolean).join(', '),
    style: 'dim',
  });
  // PB-MAP-05, PB-FORT-06: the side the markers belong to, when they have one.
  const ownerSide = view.map.markerSides?.get(loc);
  const owner = ownerSide ? ` (${view.sideNames?.[ownerSide] ?? SIDE_NAMES[ownerSide]})` : '';
  const fort = view.map.fortifications.get(loc);
  if (fort) out.push({ text: `fortification: ${fort}${owner}`, style: 'plain' });
  const mines = view.map.minefields.get(loc);
  if (mines) out.push({ text: `minefield ${mines}${owner}`, style: 'warn' });
  if (view.map.rubble.has(loc)) out.push({ text: 'rubble', style: 'plain' });
  if (view.map.smoke?.has(loc)) out.push({ text: 'SMOKE: blocks sight through here', style: 'warn' }); // PB-FIRE-46
  // PB-IMP-35, PB-UNIT-15, PB-MOVE-16: wrecks take stacking room and may close the road.
  const wrecks = view.map.wrecks?.get(loc);
  if (wrecks) {
    const closed = wrecks * view.map.params.variant.map.wreckMe > view.map.params.roadStacking;
    out.push({
      text: `${wrecks} wreck${wrecks > 1 ? 's' : ''} (${wrecks * view.map.params.variant.map.wreckMe} men-eq)${closed ? ', road blocked' : ''}`,
      style: closed ? 'warn' : 'plain',
    });
  }
  // SR-BURN (scenario special rule): a burning building its occupants must leave.
  const fire = view.map.burning?.get(loc);
  if (fire !== undefined) out.push({ text: `BURNING since turn ${fire}: get out`, style: 'warn' });
  // PC-PHS-07: the manual's red triangle, said in words (the ASCII charset has no triangle).
  if (view.phase?.deserted.includes(loc))
    out.push({ text: 'Deserted Hex: may be assaulted although empty', style: 'warn' });
  for (const o of view.objectives)
    if (o.loc === loc)
      out.push({
        text: `Objective ${o.name}: ${objectiveVpText(o, view.turns)}, ${o.owner ? (view.sideNames?.[o.owner] ?? SIDE_NAMES[o.owner]) : 'nobody'}${o.expired ? ' (expired)' : ''}`,
        style: 'plain',
      });
  // PB-AIR-02: missions this side called on the hex, flown at the start of its next turn.
  for (const a of view.air ?? [])
    if (a.requested?.loc === loc)
      out.push({
        text: `Air ${a.requested.kind === 'recon' ? 'recon' : 'strike'} called: ${a.def.name}, flies next turn`,
        style: 'warn',
      });
  const own = view.own.filter((u) => u.state.loc === loc && u.state.status === 'active');
  for (const u of own) out.push(...ownUnitLines(view, u, selected.includes(u.index)));
  for (const e of view.enemies)
    if (e.loc === loc) {
      out.push({ text: ` ${e.name}`, style: 'enemy' });
      out.push({
        text: `  ${e.type} ${e.strength !== undefined ? `str ${e.strength}` : fogStrengthLabel(e.magnitude, e.leadingDigit)} ${e.mode}${e.cohesion !== 'ok' ? ' ' + e.cohesion : ''}`,
        style: 'plain',
      });
      out.push({ text: `  ${ratingsText(e.ratings)}`, style: 'dim' });
    }
  for (const u of view.unknown) if (u.loc === loc) out.push({ text: ' Unknown enemy unit', style: 'enemy' });
  for (const lk of view.lastKnown)
    if (lk.loc !== loc) continue;
    // PB-SPOT-16: a marker that fades is intel, said so (not a unit seen now).
    else if (lk.expires !== undefined)
      out.push(
        { text: ` intel: ${lk.type} ${X(lk.magnitude)}`, style: 'dim' },
        { text: `  seen T${lk.turn}, fades after T${lk.expires}`, style: 'dim' },
      );
    else out.push({ text: ` last seen turn ${lk.turn}: ${lk.type} ${X(lk.magnitude)}`, style: 'dim' });
  return out;
}
