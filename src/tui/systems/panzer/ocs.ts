// The OCS movement module in the panzer client (issue 14): its orders (OCS modes, breakout,
// entrain-ride-detrain, depot blowing and wiring, construction, the Bombardment Segment), the hex
// info lines of its markers (stations, gauges, depots and their SP, airbases, fortification
// levels, ports) and the status line's segment and rail-capacity gauge. Everything shown comes
// from the viewer's view (view.ocs); the orders are refused by the engine without the module.

import type { Command, ConstructCommand } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { OCS_MODES, SIDE_NAMES, type OcsMode, type Side } from '../../../engine/systems/panzer/model/unit.js';
import { FORT_TYPE_BY_LEVEL } from '../../../engine/systems/panzer/modules/ocs/construction.js';
import { ocsModeOf } from '../../../engine/systems/panzer/modules/ocs/host.js';
import { OCS_MODE_NAMES } from '../../../engine/systems/panzer/modules/ocs/modes.js';
import { ocsNetwork } from '../../../engine/systems/panzer/modules/ocs/network.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { InfoLine, OrderContext, OrderPreview, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;
type Order = OrderSpec<GameState, Command, SideView>;

const fmt = (x: number) => String(Math.round(x * 100) / 100);
const idOf = (ctx: Ctx, i: number) => ctx.state.world.units[i]!.id;
const here = (ctx: Ctx) => ctx.view.map.board.label(ctx.cursor);
const NO_MODULE = 'This scenario does not use the OCS movement module.';

/** OCS-MOV-21/25: the next OCS mode in the cycle Combat, Move, Strategic, Reserve. */
export function nextOcsMode(mode: OcsMode): OcsMode {
  return OCS_MODES[(OCS_MODES.indexOf(mode) + 1) % OCS_MODES.length]!;
}

/** The OCS mode order of the panzer mode key (t) when the module is on: the next mode in the cycle. */
export function ocsModeCommand(ctx: Ctx, unit: string): Command {
  const i = ctx.state.world.unitIndex.get(unit)!;
  return { type: 'mode', unit, mode: nextOcsMode(ocsModeOf(ctx.state.units[i]!)) };
}

/**
 * OCS-MOV-44/45, OCS-MOV-D-08: the shortest rail route of one gauge from `from` to `to`, as the
 * map shows the lines (the engine judges enemy units and ZOC on it).
 */
export function railRoute(state: GameState, from: number, to: number): number[] | null {
  const { board } = state.world;
  const net = ocsNetwork(state.world);
  const gauges = [...new Set([...net.links.values()].flat().map((l) => l.gauge))].sort();
  let best: number[] | null = null;
  for (const gauge of gauges) {
    const prev = new Map<number, number>([[from, -1]]);
    const queue = [from];
    for (let q = 0; q < queue.length && !prev.has(to); q++) {
      const at = queue[q]!;
      for (let e = board.adjStart[at]!; e < board.adjStart[at + 1]!; e++) {
        const n = board.adj[e]!;
        if (prev.has(n)) continue;
        if (!(net.links.get(board.edgeBetween(at, n)) ?? []).some((l) => l.gauge === gauge)) continue;
        prev.set(n, at);
        queue.push(n);
      }
    }
    if (!prev.has(to) || from === to) continue;
    const path: number[] = [];
    for (let x = to; x !== from; x = prev.get(x)!) path.unshift(x);
    if (!best || path.length < best.length) best = path;
  }
  return best;
}

function modeOrder(mode: OcsMode): Order {
  return {
    id: `order.ocs.${mode}`,
    keys: [],
    label: `OCS: ${OCS_MODE_NAMES[mode]} mode (before it moves, OCS-MOV-21)`,
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build: (ctx) =>
      ctx.view.ocs
        ? { commands: ctx.selected.map((i) => ({ type: 'mode', unit: idOf(ctx, i), mode })) }
        : { error: NO_MODULE },
  };
}

function railOrder(): Order {
  return {
    id: 'order.ocs.rail',
    keys: ['Y'],
    label: 'OCS: by rail (entrain, ride, detrain; OCS-MOV-40)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: 'RAIL',
    prompt: 'Rail move: put the cursor on the station to detrain at, Enter to go, Esc to cancel.',
    followSelection: true,
    preview(ctx): OrderPreview | null {
      const ocs = ctx.view.ocs;
      if (!ocs) return { summary: '', error: NO_MODULE };
      const i = ctx.selected[0]!;
      const from = ctx.state.units[i]?.loc ?? -1;
      if (from === ctx.cursor || from < 0) return null;
      const path = railRoute(ctx.state, from, ctx.cursor);
      if (!path)
        return {
          summary: 'no rail line of one gauge joins them',
          error: 'No rail line of one gauge joins the two hexes (OCS-MOV-45).',
        };
      const re = ctx.state.world.params.ocs.re[ctx.state.world.units[i]!.size];
      return {
        summary: `rail ${path.length} hex · ${fmt(re)} RE (½ on a double line) · capacity ${fmt(ocs.rail.capacity - ocs.rail.used)} left`,
        path,
      };
    },
    build(ctx, preview) {
      if (preview?.error) return { error: preview.error };
      if (!preview?.path?.length) return { error: 'Choose the station to detrain at.' };
      const board = ctx.view.map.board;
      return {
        commands: [
          {
            type: 'railMove',
            unit: idOf(ctx, ctx.selected[0]!),
            path: preview.path.map((l) => board.label(l)),
          },
        ],
      };
    },
  };
}

function constructOrder(
  what: ConstructCommand['what'],
  action: ConstructCommand['action'],
  keys: string[],
): Order {
  const word =
    action === 'build'
      ? what === 'port'
        ? 'repair a port'
        : `build or improve ${what === 'airbase' ? 'an airbase' : 'a fortification'}`
      : what === 'port'
        ? 'damage a port'
        : `reduce ${what === 'airbase' ? 'an airbase' : 'a fortification'}`;
  const title = word.charAt(0).toUpperCase() + word.slice(1);
  return {
    id: `order.ocs.${action}.${what}`,
    keys,
    label: `OCS: ${word} (OCS-MOV-60..79)`,
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: title.toUpperCase(),
    prompt: `${title}: put the cursor on the hex, Enter to confirm, Esc to cancel.`,
    preview(ctx) {
      const ocs = ctx.view.ocs;
      if (!ocs) return { summary: '', error: NO_MODULE };
      const p = ctx.state.world.params.ocs;
      const level =
        what === 'airbase'
          ? (ocs.airbases.find((a) => a.loc === ctx.cursor)?.level ?? 0)
          : what === 'fortification'
            ? (ocs.forts.find((f) => f.loc === ctx.cursor)?.level ?? 0)
            : (ocs.ports.find((x) => x.loc === ctx.cursor)?.level ?? 0);
      const cost =
        action === 'reduce'
          ? 0
          : what === 'airbase'
            ? p.airbaseCost
            : what === 'port'
              ? p.portRepairCost
              : p.fortCost;
      return {
        summary: `${what} level ${level} -> ${Math.max(0, level + (action === 'build' ? 1 : -1))} · ${cost} SP`,
      };
    },
    build(ctx, preview) {
      if (preview?.error) return { error: preview.error };
      return {
        commands: [{ type: 'construct', unit: idOf(ctx, ctx.selected[0]!), hex: here(ctx), what, action }],
      };
    },
  };
}

function depotOrder(wire: boolean): Order {
  return {
    id: wire ? 'order.ocs.wireDepot' : 'order.ocs.blowDepot',
    keys: wire ? [] : ['D'],
    label: wire
      ? 'OCS: wire the depot here to blow if entered (OCS-MOV-50)'
      : 'OCS: blow the depot here (Depot Blowing Table, OCS-MOV-52)',
    target: 'none',
    needsSelection: false,
    ownTurnOnly: true,
    build(ctx) {
      const ocs = ctx.view.ocs;
      if (!ocs) return { error: NO_MODULE };
      const d = ocs.depots.find((x) => x.loc === ctx.cursor && x.side === ctx.side);
      if (!d) return { error: `You have no depot in ${here(ctx)}.` };
      const name = d.name ?? `the depot at ${here(ctx)}`;
      return wire
        ? { commands: [{ type: 'blowDepot', hex: here(ctx), wire: true }] }
        : {
            commands: [{ type: 'blowDepot', hex: here(ctx) }],
            confirm: `Blow ${name} (${fmt(d.sp ?? 0)} SP)? One die on the Depot Blowing Table says how much goes.`,
          };
    },
  };
}

/** The module's orders for the panzer presenter. */
export function ocsOrders(): Order[] {
  return [
    ...(OCS_MODES as readonly OcsMode[]).map(modeOrder),
    {
      id: 'order.ocs.breakout',
      keys: ['E'],
      label: 'OCS: breakout when out of supply (5-6 escapes; OCS-MOV-10)',
      target: 'none',
      needsSelection: true,
      ownTurnOnly: true,
      build(ctx) {
        if (!ctx.view.ocs) return { error: NO_MODULE };
        const names = ctx.selected.map((i) => ctx.state.world.units[i]!.name).join(', ');
        return {
          commands: ctx.selected.map((i) => ({ type: 'breakout', unit: idOf(ctx, i) })),
          confirm: `Breakout by ${names}? A roll of 1-4 sends the unit to the dead pile.`,
        };
      },
    },
    railOrder(),
    constructOrder('fortification', 'build', ['F']),
    constructOrder('airbase', 'build', ['A']),
    constructOrder('port', 'build', []),
    constructOrder('fortification', 'reduce', []),
    constructOrder('airbase', 'reduce', []),
    constructOrder('port', 'reduce', []),
    depotOrder(false),
    depotOrder(true),
    {
      id: 'turn.ocsSegment',
      keys: ['Z'],
      label: 'OCS: end the Movement Segment; bombardment (OCS-MOV-80)',
      target: 'none',
      needsSelection: false,
      ownTurnOnly: true,
      build: (ctx) => (ctx.view.ocs ? { commands: [{ type: 'ocsSegment' }] } : { error: NO_MODULE }),
      done: () => 'Air and Naval Bombardment Segment: air units and ships only; end the turn when done.',
    },
  ];
}

const SEGMENT_NAMES = { breakout: 'Breakout', movement: 'Movement', bombardment: 'Bombardment' } as const;

/** The status line's module part: the segment and the rail-capacity gauge (OCS-MOV-01/47). */
export function ocsStatus(view: SideView): string | undefined {
  const ocs = view.ocs;
  if (!ocs) return undefined;
  const { used, capacity } = ocs.rail;
  // Plain separators: blessed sends '·' through the line-drawing charset (regions/status-bar.ts).
  return `${SEGMENT_NAMES[ocs.segment]} seg, rail ${fmt(used)}/${fmt(capacity)} RE`;
}

/** The hex info lines of the module's markers in `loc`. */
export function ocsHexLines(view: SideView, loc: number): InfoLine[] {
  const ocs = view.ocs;
  if (!ocs) return [];
  const out: InfoLine[] = [];
  const side = (s: Side | null) => (s ? (view.sideNames?.[s] ?? SIDE_NAMES[s]) : 'nobody');
  const station = ocs.stations.find((s) => s.loc === loc);
  const rail = ocs.railHexes.find((r) => r.loc === loc);
  if (station || rail) {
    const gauge = rail ? `${rail.gauges.join('/')} gauge${rail.double ? ', double line' : ''}` : '';
    out.push({
      text: [station ? `Station ${station.name ?? ''}`.trim() : 'Rail', gauge].filter(Boolean).join(': '),
      style: 'plain',
    });
  }
  for (const d of ocs.depots)
    if (d.loc === loc)
      out.push({
        text: `${d.name ?? 'Depot'}: ${d.sp !== undefined ? `${fmt(d.sp)} SP` : 'SP unknown'} (${side(d.side)})${d.wired ? ', wired' : ''}`,
        style: d.side === view.side ? 'plain' : 'enemy',
      });
  const airbase = ocs.airbases.find((a) => a.loc === loc);
  if (airbase) out.push({ text: `Airbase level ${airbase.level} (${side(airbase.side)})`, style: 'plain' });
  const fort = ocs.forts.find((f) => f.loc === loc);
  if (fort)
    out.push({
      text: `Fortification level ${fort.level} (for combat: ${FORT_TYPE_BY_LEVEL[fort.level]})`,
      style: 'plain',
    });
  const port = ocs.ports.find((p) => p.loc === loc);
  if (port)
    out.push({
      text: `Port${port.name ? ` ${port.name}` : ''} level ${port.level}/${port.max}${port.level < port.max ? ' (damaged)' : ''}`,
      style: port.level < port.max ? 'warn' : 'plain',
    });
  return out;
}
