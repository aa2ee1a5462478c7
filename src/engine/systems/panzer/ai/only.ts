// The A/I playing only some formations of its side (PC-AI-03, a human's formations under A/I
// orders): which commands move, fire with or otherwise use only units of those organisations.
// Orders that name no unit (air missions, OCS segments, depots) are the player's to give.

import type { Command } from '../commands.js';
import type { SideView } from '../view.js';
import type { Decision } from './brain.js';
import type { TurnPlayer } from './driver.js';
import { underAnyOrg } from './orders.js';

/** The unit ids a command acts with (empty for orders that name none). */
export function commandUnits(cmd: Command): string[] {
  const c = cmd as { unit?: unknown; units?: unknown; engineer?: unknown };
  const out: string[] = [];
  if (typeof c.unit === 'string') out.push(c.unit);
  if (Array.isArray(c.units)) for (const u of c.units) if (typeof u === 'string') out.push(u);
  if (typeof c.engineer === 'string') out.push(c.engineer);
  return out;
}

/** Whether every unit the command names belongs to one of `orgs` (and it names at least one). */
export function onlyUnitsOf(view: SideView, cmd: Command, orgs: ReadonlySet<string>): boolean {
  const ids = commandUnits(cmd);
  if (ids.length === 0) return false;
  return ids.every((id) => {
    const u = view.own.find((o) => o.def.id === id);
    return u !== undefined && underAnyOrg(view, u.def.hqOf ?? u.def.org, orgs);
  });
}

/**
 * A player that passes on only the decisions for units of `orgs`; any other is skipped (told to
 * the inner player as refused, so it moves on) and never sent to the engine.
 */
export function restrictTo(inner: TurnPlayer, orgs: ReadonlySet<string>): TurnPlayer {
  return {
    next(view: SideView): Decision | null {
      for (let guard = 0; guard < 10_000; guard++) {
        const d = inner.next(view);
        if (!d || onlyUnitsOf(view, d.command, orgs)) return d;
        inner.refused(d.command);
      }
      return null;
    },
    refused: (cmd) => inner.refused(cmd),
    get work() {
      return inner.work;
    },
    ...(inner.summary ? { summary: () => inner.summary!() } : {}),
  };
}
