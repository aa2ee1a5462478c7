// What one side knows of the OCS module's markers (design invariant 3): its own depots with their
// SP, the enemy's depots only in hexes it sees (SP hidden under fog), airbases, fortification
// levels and ports where it sees them (as PC-SPT-12 for panzer fortifications), the rail network
// (stations and gauges are printed on the map) and its own rail capacity.

import type { GameState } from '../../model/state.js';
import type { Side } from '../../model/unit.js';
import { depotsOf } from './depots.js';
import { ocsNetwork } from './network.js';
import type { OcsAirbase, OcsPort, OcsSegment } from './state.js';

export interface OcsView {
  readonly segment: OcsSegment;
  /** The viewing side's rail capacity this player turn and what it has used (OCS-MOV-47). */
  readonly rail: { readonly used: number; readonly capacity: number };
  readonly depots: readonly {
    readonly loc: number;
    readonly side: Side;
    /** Absent for an enemy depot under fog of war. */
    readonly sp?: number;
    readonly name?: string;
    readonly wired?: boolean;
  }[];
  readonly airbases: readonly { readonly loc: number; readonly level: number; readonly side: Side | null }[];
  readonly forts: readonly { readonly loc: number; readonly level: number }[];
  readonly ports: readonly {
    readonly loc: number;
    readonly level: number;
    readonly max: number;
    readonly name?: string;
  }[];
  readonly stations: readonly { readonly loc: number; readonly name?: string }[];
  /** Rail hexes with the gauges of the lines through them and whether one is double (OCS-MOV-45/48). */
  readonly railHexes: readonly {
    readonly loc: number;
    readonly gauges: readonly string[];
    readonly double: boolean;
  }[];
  /** Units that did construction this turn (OCS-MOV-65), own side only. */
  readonly worked: readonly number[];
}

function scenarioAirbases(state: GameState): Record<number, OcsAirbase> {
  const out: Record<number, OcsAirbase> = {};
  for (const a of state.world.scenario.ocs?.airbases ?? []) {
    const loc = state.world.board.parse(a.hex);
    if (loc !== undefined) out[loc] = { level: a.level, side: a.side ?? null };
  }
  return out;
}

export function airbasesOf(state: GameState): Readonly<Record<number, OcsAirbase>> {
  return state.ocs?.airbases ?? scenarioAirbases(state);
}

export function fortsOf(state: GameState): Readonly<Record<number, number>> {
  if (state.ocs?.forts) return state.ocs.forts;
  const out: Record<number, number> = {};
  for (const f of state.world.scenario.ocs?.fortifications ?? []) {
    const loc = state.world.board.parse(f.hex);
    if (loc !== undefined) out[loc] = f.level;
  }
  return out;
}

export function portsOf(state: GameState): Readonly<Record<number, OcsPort>> {
  if (state.ocs?.ports) return state.ocs.ports;
  const out: Record<number, OcsPort> = {};
  for (const p of state.world.scenario.ocs?.ports ?? []) {
    const loc = state.world.board.parse(p.hex);
    if (loc !== undefined) out[loc] = { level: p.level ?? 1, max: p.level ?? 1 };
  }
  return out;
}

/** The side's OCS view; `sees(loc)` says whether it sees into a hex now. Undefined without the module. */
export function ocsViewFor(
  state: GameState,
  side: Side,
  sees: (loc: number) => boolean,
): OcsView | undefined {
  const { world } = state;
  if (!world.scenario.modules?.includes('ocs')) return undefined;
  const fog = world.options.fogOfWar;
  const net = ocsNetwork(world);
  const portNames = new Map<number, string>();
  for (const p of world.scenario.ocs?.ports ?? []) {
    const loc = world.board.parse(p.hex);
    if (loc !== undefined && p.name) portNames.set(loc, p.name);
  }
  const gauges = new Map<number, { gauges: Set<string>; double: boolean }>();
  const { board } = world;
  for (const loc of net.railHexes) {
    const g = { gauges: new Set<string>(), double: false };
    for (let k = board.adjStart[loc]!, end = board.adjStart[loc + 1]!; k < end; k++) {
      const e = board.edgeBetween(loc, board.adj[k]!);
      for (const l of net.links.get(e) ?? []) {
        g.gauges.add(l.gauge);
        if (l.double) g.double = true;
      }
    }
    gauges.set(loc, g);
  }
  const capacity = world.scenario.ocs?.railCapacity?.[side] ?? world.params.ocs.railCapacity;
  const worked = Object.keys(state.ocs?.work ?? {})
    .map(Number)
    .filter((i) => (state.units[i]!.owner ?? world.units[i]!.side) === side);
  return {
    segment: state.ocs?.segment ?? 'breakout',
    rail: { used: state.ocs?.railUsed[side] ?? 0, capacity },
    depots: depotsOf(state)
      .filter((d) => d.side === side || sees(d.loc))
      .map((d) => ({
        loc: d.loc,
        side: d.side,
        ...(d.side === side || !fog ? { sp: d.sp } : {}),
        ...(d.name !== undefined ? { name: d.name } : {}),
        ...(d.side === side && d.wired ? { wired: true } : {}),
      })),
    airbases: Object.entries(airbasesOf(state))
      .map(([l, a]) => ({ loc: Number(l), level: a.level, side: a.side }))
      .filter((a) => a.side === side || sees(a.loc)),
    forts: Object.entries(fortsOf(state))
      .map(([l, level]) => ({ loc: Number(l), level }))
      .filter((f) => sees(f.loc)),
    ports: Object.entries(portsOf(state)).map(([l, p]) => {
      const name = portNames.get(Number(l));
      return { loc: Number(l), level: p.level, max: p.max, ...(name ? { name } : {}) };
    }),
    stations: [...net.stations].map(([loc, s]) => ({ loc, ...(s.name ? { name: s.name } : {}) })),
    railHexes: [...gauges].map(([loc, g]) => ({ loc, gauges: [...g.gauges].sort(), double: g.double })),
    worked,
  };
}
