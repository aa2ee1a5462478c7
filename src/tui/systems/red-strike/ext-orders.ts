// The extended game's orders in the client (issue 17; keys in brackets, rebindable in keymaps):
//
//   mission [f]      the selected air units fly a mission at the hex under the cursor; the kind
//                    follows the target: a detected ship -> anti-ship / anti-submarine, an enemy
//                    stack -> surface attack, an enemy air base or ADN installation -> a strike on
//                    it, a detected enemy aircraft -> air superiority, a friendly base -> ferry, a
//                    sea hex -> mining, else interdiction; fighters with strikers fly as escorts
//                    (RS-AIR-40..65). The preview names the kind, the units, the path against the
//                    MA (RS-AIR-12), the SP (RS-AIR-42), each unit's factor and its odds on the
//                    track (RS-TRK-1: P(d10 <= factor) before DRMs and ECM) and the enemy ADN
//                    sectors crossed (RS-AIR-101); a refusal in the rules' words
//   interdict [I]    the same, always an interdiction strike (RS-AIR-63)
//   CAS [C]          the selected air units support the open ground combat (RS-AIR-62)
//   recce [c]        air reconnaissance of the enemy unit or installation under the cursor (RS-AIR-66)
//   CAP/EWDA [p]     the selected air units fly CAP over the hex (RS-AIR-56); EWDA units are placed
//                    there (RS-AIR-15)
//   mode [t]         (orders.ts) also sets the selected air units' mode (none -> offensive ->
//                    intercept, RS-AIR-30) and the selected ships' In Port / At Sea (RS-NAV-10)
//   move [m]         (orders.ts) the selected naval stack sails to the hex under the cursor by the
//                    cheapest sea path (RS-NAV-21/22)
//   attack [a]       (orders.ts) the selected naval unit fires at the detected enemy ship under the
//                    cursor (RS-NAV-30), or bombards the enemy ground units there (RS-NAV-40)
//   SF recon [F]     a special-forces reconnaissance of the enemy unit or installation (RS-SF-3)
//   SF raid [D]      a special-forces raid on it (RS-SF-4)
//   missile [W]      the selected LRMU fires an HE missile at the hex (RS-MSL-1..3); a selected
//                    ship or aircraft with a cruise missile fires it (RS-MSL-10)
//   chemical [Q]     the selected attacking unit declares chemical use in the open combat (RS-NBC-20)
//   mines [N]        the selected minelayer lays (a minesweeper sweeps) a mine level (RS-NAV-51/54)
//   support [Z]      the selected ship supports the open ground combat as artillery (RS-NAV-41)
//   EAB [E]          an Emergency Air Base on the hex under the cursor (RS-AIR-5)
//   transport [Y]    the selected ground unit flown by helicopter to the hex (RS-AIR-67)
//   standing [O]     standing orders for the other side's segments (ext-standing.ts)
//
// Every preview is a dry run of the command through the rules on a copy of the viewer's view
// (never the full state), with dice that are not the game's: its refusal is the rules' sentence.
// The air orders are in ext-air-orders.ts, the naval ones in ext-naval-orders.ts, the dry run and
// the shapes of order in ext-order-kit.ts; this file keeps special forces, missiles, NBC, the mode
// commands and the list.
import type { RsCommand, RsEvent, RsView } from '../../../engine/systems/red-strike/index.js';
import {
  airTransportOrder,
  capOrderAll,
  casOrder,
  eabOrder,
  missionOrder,
  recceOrder,
} from './ext-air-orders.js';
import { minesOrder, supportOrder } from './ext-naval-orders.js';
import {
  aimedOrder,
  asCmd,
  atOnce,
  enemyShips,
  ownGround,
  selAir,
  selNaval,
  targetAt,
  type Ctx,
  type Order,
} from './ext-order-kit.js';
import { unitKey } from './ext-read.js';
import { standingOrder } from './ext-standing.js';
import { label } from './words.js';

export { missionFor, missionPreview, sectorsCrossed } from './ext-air-orders.js';
export {
  navalAttackBuild,
  navalAttackPreview,
  navalMoveBuild,
  navalMovePreview,
  seaPath,
} from './ext-naval-orders.js';
export { dryRun, extOnly, selAir, selNaval, trackOdds } from './ext-order-kit.js';

function sfOrder(kind: 'recon' | 'raid', key: string): Order {
  return aimedOrder(
    `order.sf.${kind}`,
    key,
    kind === 'recon' ? 'SF recon' : 'SF raid',
    kind === 'recon'
      ? 'Special forces: reconnaissance of the enemy unit or installation under the cursor (RS-SF-3)'
      : 'Special forces: a raid on the enemy LRMU, HQ, ADN installation or air base under the cursor (RS-SF-4)',
    (ctx) => {
      const t = targetAt(ctx.view, ctx.cursor);
      if (!t || (!t.installation && !ctx.view.world.byId.has(t.unit ?? '')))
        return `No enemy ground unit or installation in ${label(ctx.view, ctx.cursor)} (RS-SF-${kind === 'recon' ? 3 : 4}).`;
      const left = ctx.view.ext.sf?.gt?.[ctx.view.viewer];
      return {
        cmd: asCmd({
          type: `sf-${kind}`,
          target: t.unit ? { unit: t.unit } : { installation: t.installation },
        }),
        summary: `SF ${kind} on ${t.name}${left !== undefined ? `: ${left} SF missions left this GT` : ''}`,
      };
    },
  );
}

/** RS-MSL-3: the hit number of a missile from the dry run: "hits on d100+DRM <= n: P%". */
export function missileOdds(events: readonly RsEvent[]): string {
  const e = events.find((x) => x.type === 'msl-fired') as { need: number | 'sure'; drm: number } | undefined;
  if (!e) return '';
  if (e.need === 'sure') return ': a sure hit';
  const p = Math.max(0, Math.min(100, e.need - e.drm));
  return `: hits on d100${e.drm ? `${e.drm > 0 ? '+' : ''}${e.drm}` : ''} <= ${e.need}, ${p}%`;
}

const missileOrder = aimedOrder(
  'order.missile',
  'W',
  'Missile',
  'Missile: the selected LRMU (or a ship or aircraft with a cruise missile) fires an HE missile at the hex (RS-MSL-1, RS-MSL-10)',
  (ctx) => {
    const v = ctx.view;
    const lrmu = ctx.selected.find((k) => {
      const u = unitKey(k);
      return u.kind === 'ground' && v.world.units[k]?.class === 'lrmu' && v.world.units[k]?.side === v.viewer;
    });
    const cruise = [...selNaval(ctx).map((n) => n.def), ...selAir(ctx).map((a) => a.def)].find(
      (d) => d.missile,
    );
    if (lrmu === undefined && !cruise)
      return 'Select an LRMU, or a ship or aircraft that carries a cruise missile.';
    const hex = v.world.map.board.label(ctx.cursor);
    const t = targetAt(v, ctx.cursor);
    const ship = enemyShips(v, ctx.cursor)[0];
    const target = ship
      ? { kind: 'naval', unit: ship.def.id }
      : t?.unit
        ? { kind: 'ground', unit: t.unit }
        : t?.installation
          ? { kind: 'installation', id: t.installation }
          : { kind: 'hex' };
    const unit = lrmu !== undefined ? v.world.units[lrmu]!.id : cruise!.id;
    return {
      cmd: asCmd({ type: lrmu !== undefined ? 'msl-fire' : 'msl-cruise', unit, hex, target, warhead: 'HE' }),
      summary: `HE missile at ${t?.name ?? label(v, ctx.cursor)} (RS-MSL-3)`,
    };
  },
  true,
  missileOdds,
);

/** RS-AIR-30 / RS-NAV-10: the mode commands for the selected air and naval units. */
export function extModeCommands(ctx: Ctx): RsCommand[] {
  const air = selAir(ctx).map((a) =>
    asCmd({ type: 'air-mode', unit: a.def.id, mode: a.st.mode === 'offensive' ? 'intercept' : 'offensive' }),
  );
  const sea = selNaval(ctx).map((n) =>
    asCmd({ type: 'naval-mode', unit: n.def.id, mode: n.st.mode === 'port' ? 'sea' : 'port' }),
  );
  return [...air, ...sea];
}

const chemicalOrder = atOnce(
  'order.nbc.chemical',
  'Q',
  'Chemical: the selected attacking unit declares chemical use in the open combat (RS-NBC-20)',
  (ctx) => {
    const g = ownGround(ctx)[0];
    if (g === undefined) return 'Select one of your units in the combat first.';
    const d = ctx.view.world.units[g]!;
    return {
      cmd: asCmd({ type: 'nbc-chemical', unit: d.id }),
      message: `${d.name} declares chemical use (RS-NBC-20).`,
    };
  },
);

/** The extended game's own orders, those of the rules in force in this game's view. */
/** The option groups an extended order belongs to (any of them in force offers it). */
function groupsOf(id: string): readonly string[] {
  if (id.startsWith('order.air.') || id === 'order.patrol' || id === 'order.recon') return ['air'];
  if (id.startsWith('order.naval.')) return ['naval'];
  if (id.startsWith('order.sf')) return ['special-forces'];
  if (id === 'order.missile') return ['missiles'];
  if (id.startsWith('order.nbc.')) return ['nbc'];
  return ['air', 'naval'];
}

export function extOrders(): Order[] {
  return extOrderList().map((o) => ({
    ...o,
    inForce: (view: RsView) => groupsOf(o.id).some((g) => view.options.includes(g)),
  }));
}

function extOrderList(): Order[] {
  return [
    missionOrder('order.air.mission', 'f'),
    missionOrder('order.air.interdict', 'I', 'interdiction'),
    casOrder,
    recceOrder,
    capOrderAll,
    sfOrder('recon', 'F'),
    sfOrder('raid', 'D'),
    missileOrder,
    chemicalOrder,
    minesOrder,
    supportOrder,
    eabOrder,
    airTransportOrder,
    standingOrder,
  ];
}
