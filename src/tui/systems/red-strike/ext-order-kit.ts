// The toolkit of the extended game's orders (issue 17): the dry run of a command through the
// rules on a copy of the viewer's view, the selection of air and naval units, what a hex holds of
// the enemy, the odds on the Air/Naval combat resolution track, and the two shapes of order
// (aimed at a hex with a preview, given at once).

import type { RsDice } from '../../../engine/systems/red-strike/dice.js';
import {
  apply,
  type RsCommand,
  type RsEvent,
  type RsState,
  type RsView,
} from '../../../engine/systems/red-strike/index.js';
import type { OrderContext, OrderSpec } from '../presenter.js';
import {
  enemyAdnAt,
  airBases,
  airUnits,
  navalUnits,
  unitKey,
  type AirUnitView,
  type NavalUnitView,
} from './ext-read.js';
import { stackAt } from './words.js';

export type Ctx = OrderContext<RsState, RsView>;
export type Order = OrderSpec<RsState, RsCommand, RsView>;

/** Dice for a dry run: the middle face, never the game's stream (nothing is revealed or spent). */
const DRY_DICE: RsDice = { d10: () => 5, d100: () => 50, twoD10: () => [5, 5] };

/**
 * The rules' answer to commands on a copy of the viewer's view: the refusal's sentence, or the
 * events they would give with dry dice (for the SP a mission costs), or null when it cannot tell.
 */
export function dryRun(view: RsView, cmds: readonly RsCommand[]): { error: string } | { events: RsEvent[] } {
  let s: RsState = view;
  const events: RsEvent[] = [];
  try {
    for (const c of cmds) {
      const r = apply(s, c, { dice: DRY_DICE });
      if (!r.ok) return { error: r.error.message };
      s = r.state;
      events.push(...r.events);
    }
  } catch {
    // A view may lack what the rules would look up (hidden units): the order itself will tell.
  }
  return { events };
}

export const asCmd = (c: object): RsCommand => c as unknown as RsCommand;

// ---- the selection ----

export function selAir(ctx: Ctx): AirUnitView[] {
  const own = airUnits(ctx.view).filter((a) => a.own);
  return ctx.selected.flatMap((k) => {
    const u = unitKey(k);
    const a = u.kind === 'air' ? own.find((x) => x.index === u.unit) : undefined;
    return a ? [a] : [];
  });
}

export function selNaval(ctx: Ctx): NavalUnitView[] {
  const own = navalUnits(ctx.view).filter((n) => n.own);
  return ctx.selected.flatMap((k) => {
    const u = unitKey(k);
    const n = u.kind === 'naval' ? own.find((x) => x.index === u.unit) : undefined;
    return n ? [n] : [];
  });
}

/** The selection holds naval or air units and no ground unit of the viewer. */
export function extOnly(ctx: Ctx, kind: 'air' | 'naval'): boolean {
  const ks = ctx.selected.map(unitKey);
  return ks.some((k) => k.kind === kind) && !ks.some((k) => k.kind === 'ground');
}

export const enemyGround = (v: RsView, hex: number) =>
  stackAt(v, hex).filter((i) => v.world.units[i]!.side !== v.viewer);
export const enemyShips = (v: RsView, hex: number) => navalUnits(v).filter((n) => !n.own && n.st.hex === hex);
export const isSub = (n: NavalUnitView) => ['SS', 'SSN', 'SSGN', 'SSBN'].includes(n.def.class);

/** RS-TRK-1: the chance that a d10 is at most the factor (before DRMs and the ECM step). */
export function trackOdds(factor: number): number {
  return Math.max(0, Math.min(10, factor)) * 10;
}

/** What a reconnaissance, a raid or a missile aims at in a hex: the enemy's top unit or an installation. */
export function targetAt(
  view: RsView,
  hex: number,
): { unit?: string; installation?: string; name: string } | null {
  const g = enemyGround(view, hex)[0];
  if (g !== undefined) return { unit: view.world.units[g]!.id, name: view.world.units[g]!.name };
  const base = airBases(view).find((b) => b.hex === hex && b.side !== view.viewer);
  if (base) return { installation: base.id, name: base.name };
  const adn = enemyAdnAt(view, hex)[0];
  if (adn) return { installation: adn.id, name: `ADN ${adn.name}` };
  const ship = enemyShips(view, hex)[0];
  if (ship) return { unit: ship.def.id, name: ship.def.name };
  return null;
}

export function aimedOrder(
  id: string,
  key: string,
  title: string,
  text: string,
  make: (ctx: Ctx) => { cmd: RsCommand; summary: string } | string,
  needsSelection = false,
  /** More words for the summary from the dry run's events (the hit number of a missile). */
  more?: (events: readonly RsEvent[]) => string,
): Order {
  return {
    id,
    keys: [key],
    label: text,
    target: 'loc',
    needsSelection,
    ownTurnOnly: true,
    title: title.toUpperCase(),
    prompt: `${title}: cursor on the target, Enter gives the order, Esc cancels.`,
    preview(ctx) {
      const m = make(ctx);
      if (typeof m === 'string') return { summary: '', error: m };
      const r = dryRun(ctx.view, [m.cmd]);
      if ('error' in r) return { summary: m.summary, error: r.error };
      return { summary: `${m.summary}${more?.(r.events) ?? ''}` };
    },
    build(ctx) {
      const m = make(ctx);
      return typeof m === 'string' ? { error: m } : { commands: [m.cmd] };
    },
  };
}

export const ownGround = (ctx: Ctx): number[] =>
  ctx.selected.filter(
    (k) => unitKey(k).kind === 'ground' && ctx.view.world.units[k]?.side === ctx.view.viewer,
  );

/** A command given at once (no aiming), checked first by a dry run so a refusal reads as the rules say it. */
export function atOnce(
  id: string,
  key: string,
  text: string,
  make: (ctx: Ctx) => { cmd: RsCommand; message: string } | string,
): Order {
  return {
    id,
    keys: [key],
    label: text,
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const m = make(ctx);
      if (typeof m === 'string') return { error: m };
      const r = dryRun(ctx.view, [m.cmd]);
      if ('error' in r) return { error: r.error };
      return { commands: [m.cmd], message: m.message };
    },
  };
}
