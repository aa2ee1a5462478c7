// The extended game's events in the report (issue 17): each in the order it happened, in its
// folder's own sentence (the extensions' `describe`, through describeEvent), with where it
// happened for the replay and, for attacks on the Air/Naval combat resolution track (RS-TRK),
// each firing unit's factor, DRM, roll, ECM roll and hits as the breakdown.

import { describeEvent, type RsEvent, type RsView } from '../../../engine/systems/red-strike/index.js';
import type { ReportEntry, Verbosity } from '../presenter.js';

type Loose = Record<string, unknown>;

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) ? v : undefined;

/** Where an extended event happened: its hex, target hex, or the end of its path. */
function whereOf(view: RsView, e: Loose): number | undefined {
  const size = view.world.map.board.size;
  const path = Array.isArray(e.path) ? (e.path as unknown[]) : [];
  const loc =
    num(e.hex) ?? (e.type === 'air-mission' ? num(e.target) : undefined) ?? num(path[path.length - 1]);
  return loc !== undefined && loc >= 0 && loc < size ? loc : undefined;
}

/** One line per attack on the track: "unit 3: factor 7, DRM -1, roll 4, ECM 2 -> d 2: 1 hit". */
function trackLines(view: RsView, e: Loose): string[] {
  const attacks = Array.isArray(e.attacks) ? (e.attacks as Loose[]) : [];
  const airDefs = view.world.scenario.extended?.air?.units ?? [];
  const out = attacks.map((a) => {
    const drm = num(a.drm) ?? 0;
    // An air strike's attacks name the air unit (its index in the scenario's air units).
    const who = e.type === 'air-strike' ? airDefs[num(a.unit) ?? -1]?.name : undefined;
    const bits = [`${who ? `${who}: ` : ''}factor ${String(a.factor)}`];
    if (drm) bits.push(`DRM ${drm > 0 ? '+' : ''}${drm}`);
    bits.push(`roll ${String(a.roll)}`);
    if (a.ecmRoll !== undefined) bits.push(`ECM roll ${String(a.ecmRoll)}`);
    const d = a.final === null || a.final === undefined ? 'no effect' : `d ${String(a.final)}`;
    return `  ${bits.join(', ')} -> ${d}: ${String(a.hits ?? 0)} hit(s) (RS-TRK-1..3)`;
  });
  if (out.length === 0 && e.roll !== undefined && e.value !== undefined)
    out.push(
      `  ${String(e.factor ?? 'factor')} ${String(e.value)}, roll ${String(e.roll)}${e.ecmRoll !== undefined ? `, ECM roll ${String(e.ecmRoll)}` : ''}: ${String(e.hits ?? 0)} hit(s) (RS-TRK-1..3)`,
    );
  return out;
}

const COMBAT = /strike|fire|attack|hit|nuclear|chemical|raid|intercept|shot/;
const MOVE = /moved|mission|landed|transport|cap|ewda/;

export function extEntry(view: RsView, e: RsEvent, verbosity: Verbosity): ReportEntry | null {
  const x = e as unknown as Loose;
  const type = String(x.type);
  if (verbosity === 'brief' && (type.endsWith('-note') || type.endsWith('-mode'))) return null;
  const loc = whereOf(view, x);
  return {
    text: describeEvent(view, e),
    ...(loc !== undefined ? { loc } : {}),
    detail: trackLines(view, x),
    kind: COMBAT.test(type) ? 'combat' : MOVE.test(type) ? 'move' : 'info',
  };
}
