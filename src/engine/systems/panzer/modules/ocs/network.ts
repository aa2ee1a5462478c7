// The OCS rail network of a World: stations (OCS-MOV-42) and rail hexsides with their gauges and
// double lines (OCS-MOV-45/48), from the scenario's `ocs` block. Static, so built once per World.

import type { OcsStation } from '../../model/scenario.js';
import type { World } from '../../world.js';

export interface RailLink {
  readonly gauge: string;
  readonly double: boolean;
  readonly line: number;
}

export interface OcsNetwork {
  /** Rail lines crossing each hexside (by edge index); a hexside may carry several. */
  readonly links: ReadonlyMap<number, readonly RailLink[]>;
  /** Hexes on some rail line. */
  readonly railHexes: ReadonlySet<number>;
  /** Stations by location. */
  readonly stations: ReadonlyMap<number, OcsStation>;
}

const cache = new WeakMap<World, OcsNetwork>();

/** The network; labels that do not resolve are skipped (the scenario checks name them). */
export function ocsNetwork(world: World): OcsNetwork {
  const hit = cache.get(world);
  if (hit) return hit;
  const { board } = world;
  const links = new Map<number, RailLink[]>();
  const railHexes = new Set<number>();
  const stations = new Map<number, OcsStation>();
  const data = world.scenario.ocs;
  data?.railLines.forEach((line, li) => {
    let prev: number | undefined;
    for (const label of line.hexes) {
      const loc = board.parse(label);
      if (loc === undefined) continue;
      railHexes.add(loc);
      if (prev !== undefined) {
        const e = board.edgeBetween(prev, loc);
        if (e >= 0) {
          const list = links.get(e) ?? [];
          list.push({ gauge: line.gauge, double: !!line.double, line: li });
          links.set(e, list);
        }
      }
      prev = loc;
    }
  });
  for (const s of data?.stations ?? []) {
    const loc = board.parse(s.hex);
    if (loc !== undefined) stations.set(loc, s);
  }
  const net = { links, railHexes, stations };
  cache.set(world, net);
  return net;
}
