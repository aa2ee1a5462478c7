// Report lines for Red Strike events: one short line each; a combat's detail is its full
// breakdown (every shift, DRM, roll and rule ID, and whether a default table gave the result).

import {
  describeEvent,
  explainEvents,
  type RsEvent,
  type RsView,
} from '../../../engine/systems/red-strike/index.js';
import type { ReportEntry, Verbosity } from '../presenter.js';
import { extEntry } from './ext-report.js';

/**
 * The engine applies a combat's hits before it reports the combat (hits.ts, then combat.ts); a
 * player reads the combat first, then what it did: each combat goes before the hits just ahead of it.
 */
export function combatFirst(events: readonly RsEvent[]): RsEvent[] {
  const out: RsEvent[] = [];
  let hits: RsEvent[] = [];
  for (const e of events) {
    if (e.type === 'hit') {
      hits.push(e);
      continue;
    }
    if (e.type === 'combat') out.push(e);
    out.push(...hits);
    hits = [];
    if (e.type !== 'combat') out.push(e);
  }
  return [...out, ...hits];
}

export function rsReport(view: RsView, events: readonly RsEvent[], verbosity: Verbosity): ReportEntry[] {
  const out: ReportEntry[] = [];
  for (const e of combatFirst(events)) {
    if (
      verbosity === 'brief' &&
      (e.type === 'moved' || e.type === 'control' || e.type === 'mode' || e.type === 'committed')
    )
      continue;
    if (e.type === 'step') {
      out.push({ text: describeEvent(view, e), detail: [], kind: 'heading' });
      continue;
    }
    // The extended game's events (issue 17), in the order they happened: their folder's sentence.
    if (e.type.includes('-')) {
      const x = extEntry(view, e, verbosity);
      if (x) out.push(x);
      continue;
    }
    const loc =
      e.type === 'combat'
        ? e.report.hex
        : e.type === 'moved'
          ? e.path[e.path.length - 1]
          : e.type === 'declared' || e.type === 'control'
            ? e.hex
            : e.type === 'advanced'
              ? e.to
              : undefined;
    out.push({
      text: describeEvent(view, e),
      ...(loc !== undefined ? { loc } : {}),
      detail: e.type === 'combat' ? explainEvents(view, [e]).slice(1) : [],
      kind:
        e.type === 'combat' || e.type === 'declared' || e.type === 'hit' || e.type === 'overrun'
          ? 'combat'
          : e.type === 'moved' || e.type === 'retreat' || e.type === 'advanced'
            ? 'move'
            : 'info',
    });
  }
  return out;
}
