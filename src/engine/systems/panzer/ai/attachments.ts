// Corps Attachments for the computer (PC-CMD-15, PC-TRN-12). Policy, not from the source: on an
// attachment turn, a Division (or a unit attached straight to a Corps) whose lead — its HQ, or the
// unit itself — is Detached from its Corps HQ (beyond its Nominal Command Range, or that HQ is
// gone) joins the Corps whose HQ is nearest among those that have it within their own Nominal
// Command Range. A formation in range of its own Corps HQ stays, so the order of battle changes
// only where command is lost (and with it the command test's first chance, PC-CMD-08/10).
//
// What it reads: the side's view (its own units, organisations and their HQs) and the list of
// attachments the rules allow now (rules/attachments.ts attachmentChoices), which the driver
// takes from the rules as it takes their move and fire options: it names only the side's own
// organisations, so nothing of the enemy is seen. Every order it gives is on that list: none is
// refused.

import type { Command } from '../commands.js';
import { nominalCommandRange } from '../rules/command.js';
import type { OwnUnitView, SideView } from '../view.js';

/** An attachment the rules allow now: a subject (organisation or unit) and the parents it may join. */
export interface AttachmentChoice {
  readonly id: string;
  readonly name: string;
  readonly from: string;
  readonly to: readonly string[];
}

const onMap = (u: OwnUnitView | undefined): u is OwnUnitView =>
  u !== undefined && u.state.status === 'active' && u.state.loc >= 0;

/** The attach orders worth giving now (at most one per subject), in the order of the choices. */
export function attachmentOrders(view: SideView, choices: readonly AttachmentChoice[]): Command[] {
  if (choices.length === 0 || view.activeSide !== view.side) return [];
  if (view.phase && (view.phase.name !== 'movement' || view.phase.side !== view.side)) return [];
  const { board } = view.map;
  const hqOf = new Map<string, OwnUnitView>();
  for (const u of view.own) if (u.def.hqOf !== undefined && onMap(u)) hqOf.set(u.def.hqOf, u);
  const out: Command[] = [];
  for (const c of choices) {
    // The lead: the HQ of the organisation, or the unit attached straight to the Corps.
    const lead = hqOf.get(c.id) ?? view.own.find((u) => u.def.id === c.id && u.def.hqOf === undefined);
    if (!onMap(lead) || !lead.ops?.detached) continue;
    let best: { to: string; d: number } | undefined;
    for (const to of [...c.to].sort()) {
      const hq = hqOf.get(to);
      if (!hq) continue;
      const d = board.distance(lead.state.loc, hq.state.loc);
      if (d > nominalCommandRange(hq.def)) continue;
      if (!best || d < best.d) best = { to, d };
    }
    if (best) out.push({ type: 'attach', org: c.id, parent: best.to });
  }
  return out;
}
