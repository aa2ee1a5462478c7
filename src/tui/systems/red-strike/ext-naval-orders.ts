// The naval orders of the extended game (issue 17): with ships selected the move key sails them
// by the cheapest sea path (RS-NAV-21/22) and the attack key fires at a detected enemy ship
// (RS-NAV-30) or bombards enemy ground units (RS-NAV-40); mines are laid or swept (RS-NAV-51/54).

import type { RsCommand, RsView } from '../../../engine/systems/red-strike/index.js';
import { enterCost } from '../../../engine/systems/red-strike/naval/sea.js';
import type { OrderBuild, OrderPreview } from '../presenter.js';
import {
  asCmd,
  atOnce,
  dryRun,
  enemyGround,
  enemyShips,
  selNaval,
  trackOdds,
  type Ctx,
} from './ext-order-kit.js';
import { label } from './words.js';

// ---- naval ----

/** RS-NAV-21: the cheapest sea path from `from` to `to` (hexes entered), or null. */
export function seaPath(view: RsView, from: number, to: number): { path: number[]; mp: number } | null {
  // The naval rules' costs read their slice: none without the naval rules.
  if (!view.ext.naval) return null;
  const b = view.world.map.board;
  const cost = new Map<number, number>([[from, 0]]);
  const prev = new Map<number, number>();
  const open = [from];
  while (open.length) {
    open.sort((x, y) => cost.get(x)! - cost.get(y)!);
    const h = open.shift()!;
    if (h === to) break;
    for (let d = 0; d < 6; d++) {
      const n = b.neighbor(h, d);
      if (n < 0) continue;
      const c = enterCost(view, view.viewer, n);
      if (c === null) continue;
      const total = cost.get(h)! + c;
      if (total < (cost.get(n) ?? Infinity)) {
        cost.set(n, total);
        prev.set(n, h);
        open.push(n);
      }
    }
  }
  if (!cost.has(to) || to === from) return null;
  const path: number[] = [];
  for (let h = to; h !== from; h = prev.get(h)!) path.unshift(h);
  return { path, mp: cost.get(to)! };
}

/** The current movement segment as the naval rules key it ("turn.stage.segment"), or null. */
function segmentNow(v: RsView): string | null {
  return v.step.kind === 'move' ? `${v.turn}.${v.step.stage}.${v.step.segment}` : null;
}

function navalMove(ctx: Ctx): { cmd: RsCommand; path: number[]; mp: number; ma: number } | string {
  const ships = selNaval(ctx);
  if (ships.length === 0) return 'Select naval units of yours first.';
  const at = ships[0]!.st.hex;
  const stack = ships.filter((n) => n.st.hex === at);
  const p = seaPath(ctx.view, at, ctx.cursor);
  if (!p) return `No sea path to ${label(ctx.view, ctx.cursor)} (RS-NAV-21).`;
  const b = ctx.view.world.map.board;
  return {
    cmd: asCmd({
      type: 'naval-move',
      units: stack.map((n) => n.def.id),
      path: p.path.map((h) => b.label(h)),
    }),
    path: p.path,
    mp: p.mp,
    // RS-NAV-22: the slowest unit's MA, or the MP left in a segment it has moved in already.
    ma: Math.min(
      ...stack.map((n) => (n.st.movedIn === segmentNow(ctx.view) ? (n.st.mpLeft ?? 0) : n.def.ma)),
    ),
  };
}

export function navalMovePreview(ctx: Ctx): OrderPreview | null {
  const m = navalMove(ctx);
  if (typeof m === 'string') return { summary: '', error: m };
  const r = dryRun(ctx.view, [m.cmd]);
  return {
    summary: `sail to ${label(ctx.view, ctx.cursor)}: ${m.mp} of ${m.ma} MP (RS-NAV-21)`,
    path: m.path,
    ...('error' in r ? { error: r.error } : {}),
  };
}

export function navalMoveBuild(ctx: Ctx): OrderBuild<RsCommand> {
  const m = navalMove(ctx);
  return typeof m === 'string' ? { error: m } : { commands: [m.cmd] };
}

function navalAttack(ctx: Ctx): { cmd: RsCommand; summary: string } | string {
  const ship = selNaval(ctx)[0];
  if (!ship) return 'Select a naval unit of yours first.';
  const v = ctx.view;
  const target = enemyShips(v, ctx.cursor)[0];
  if (target)
    return {
      cmd: asCmd({ type: 'naval-attack', unit: ship.def.id, target: target.def.id }),
      summary: `${ship.def.name} fires at ${target.def.name} (RS-NAV-30)`,
    };
  if (enemyGround(v, ctx.cursor).length > 0)
    return {
      cmd: asCmd({ type: 'naval-bombard', unit: ship.def.id, hex: v.world.map.board.label(ctx.cursor) }),
      summary: `${ship.def.name} bombards ${label(v, ctx.cursor)}: B ${ship.def.b}, P(d10<=${ship.def.b}) ${trackOdds(ship.def.b)}% (RS-NAV-40)`,
    };
  return `No detected enemy ship or enemy ground unit in ${label(v, ctx.cursor)} (RS-NAV-30, RS-FOW-2).`;
}

export function navalAttackPreview(ctx: Ctx): OrderPreview {
  const m = navalAttack(ctx);
  if (typeof m === 'string') return { summary: '', error: m };
  const r = dryRun(ctx.view, [m.cmd]);
  if ('error' in r) return { summary: m.summary, error: r.error };
  // The factor the rules fire with (RS-NAV-30..33) and its odds on the track (RS-TRK-1).
  const fire = r.events.find((e) => e.type === 'naval-fire');
  const odds =
    fire && fire.type === 'naval-fire' && m.summary.includes('fires at')
      ? `: ${fire.factor} ${fire.value}, P(d10<=${fire.value}) ${trackOdds(fire.value)}%`
      : '';
  return { summary: `${m.summary}${odds}` };
}

export function navalAttackBuild(ctx: Ctx): OrderBuild<RsCommand> {
  const m = navalAttack(ctx);
  return typeof m === 'string' ? { error: m } : { commands: [m.cmd] };
}

export const minesOrder = atOnce(
  'order.naval.mines',
  'N',
  'Mines: the selected minelayer lays a mine level in its sea zone; a minesweeper sweeps one (RS-NAV-51/54)',
  (ctx) => {
    const n = selNaval(ctx)[0];
    if (!n) return 'Select a naval unit of yours first.';
    const action = n.def.minesweeper && !n.def.minelayer ? 'sweep' : 'lay';
    return {
      cmd: asCmd({ type: 'naval-mines', unit: n.def.id, action }),
      message: `${n.def.name}: ${action === 'lay' ? 'mines laid' : 'mines swept'} (RS-NAV-51).`,
    };
  },
);

export const supportOrder = atOnce(
  'order.naval.support',
  'Z',
  'Naval support: the selected ship with a B factor supports the open ground combat as artillery (RS-NAV-41)',
  (ctx) => {
    const n = selNaval(ctx)[0];
    if (!n) return 'Select a naval unit of yours first.';
    return {
      cmd: asCmd({ type: 'naval-support', unit: n.def.id }),
      message: `${n.def.name} supports the combat (RS-NAV-41).`,
    };
  },
);
