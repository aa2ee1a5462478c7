// The static data of a Red Strike game, built once per scenario: the hex map with terrain,
// hexsides, road and rail edges, territory, supply hexes, ports and cities (RS-MAP), the unit
// definitions with their chain of command (RS-CMD-1), and the tables (RS-AMB-5).

import { HexBoard } from '../../core/board.js';
import { DIRECTIONS } from '../../core/hex/coords.js';
import { defaultTables, type RsTables } from './data/index.js';
import { terrainIds, type HexsideId, type TerrainId } from './data/schema.js';
import { TEC_DATA } from './data/tec.js';
import { reOfSize, type RsScenario, type Side, type UnitDef } from './scenario.js';

export type Territory = Side | 'neutral' | 'sea';

export interface RsMap {
  readonly board: HexBoard;
  readonly terrain: readonly TerrainId[];
  readonly territory: readonly Territory[];
  /** Hexside feature by edge id, or undefined. */
  readonly hexside: readonly (HexsideId | undefined)[];
  /** Edges along a road / railway line (RS-MOV-3). */
  readonly roadEdge: Uint8Array;
  readonly railEdge: Uint8Array;
  /** Hexes on a railway (RS-MOV-10). */
  readonly railHex: Uint8Array;
  /** Map-edge supply hexes: the side they supply (RS-SUP-22). */
  readonly supplyHex: ReadonlyMap<number, Side>;
  readonly ports: ReadonlyMap<number, string>;
  readonly cities: ReadonlyMap<number, string>;
  readonly places: ReadonlyMap<number, string>;
  readonly ruhr: readonly number[];
  readonly rhineWest: ReadonlySet<number>;
}

export interface RsUnitDef extends UnitDef {
  /** Index in world.units and state.units. */
  readonly index: number;
  /** RS-SCALE-3 */
  readonly reSize: number;
  /** Indices of the HQs above the unit, nearest first (RS-CMD-1). */
  readonly chain: readonly number[];
}

export interface RsWorld {
  readonly scenario: RsScenario;
  readonly map: RsMap;
  readonly units: readonly RsUnitDef[];
  readonly byId: ReadonlyMap<string, number>;
  readonly tables: RsTables;
}

const letterToTerrain = new Map<string, TerrainId>(terrainIds.map((t) => [TEC_DATA.terrain[t].letter, t]));

export function buildMap(sc: RsScenario): RsMap {
  const m = sc.map;
  const board = new HexBoard(m.width, m.height);
  const terrain: TerrainId[] = [];
  const territory: Territory[] = [];
  for (let r = 0; r < m.height; r++)
    for (let c = 0; c < m.width; c++) {
      terrain.push(letterToTerrain.get(m.terrain[r]![c]!) ?? 'clear');
      const t = m.territory[r]![c]!;
      territory.push(t === 'N' ? 'nato' : t === 'W' ? 'wp' : t === 'X' ? 'neutral' : 'sea');
    }
  const at = (label: string) => board.parse(label)!;
  const hexside: (HexsideId | undefined)[] = new Array(board.edgeCount).fill(undefined);
  for (const h of m.hexsides) hexside[board.hexside(at(h.hex), DIRECTIONS.indexOf(h.dir))] = h.kind;
  const lineEdges = (lines: readonly (readonly string[])[]) => {
    const e = new Uint8Array(board.edgeCount);
    for (const line of lines)
      for (let i = 1; i < line.length; i++) {
        const id = board.edgeBetween(at(line[i - 1]!), at(line[i]!));
        if (id >= 0) e[id] = 1;
      }
    return e;
  };
  const railHex = new Uint8Array(board.size);
  for (const line of m.rails) for (const h of line) railHex[at(h)] = 1;
  const named = (xs: readonly { hex: string; name: string }[]) => new Map(xs.map((x) => [at(x.hex), x.name]));
  return {
    board,
    terrain,
    territory,
    hexside,
    roadEdge: lineEdges(m.roads),
    railEdge: lineEdges(m.rails),
    railHex,
    supplyHex: new Map(m.supply.map((s) => [at(s.hex), s.side])),
    ports: named(m.ports),
    cities: named(m.cities),
    places: named(m.places),
    ruhr: m.ruhr.map(at),
    rhineWest: new Set(m.rhineWest.map(at)),
  };
}

/** The world of a checked scenario (scenarioProblems() returned []). */
export function buildWorld(sc: RsScenario, tables: RsTables = defaultTables()): RsWorld {
  const byId = new Map(sc.units.map((u, i) => [u.id, i]));
  const units = sc.units.map((u, index): RsUnitDef => {
    const chain: number[] = [];
    for (
      let cur = u.hq;
      cur !== undefined && chain.length <= sc.units.length;
      cur = sc.units[byId.get(cur)!]!.hq
    )
      chain.push(byId.get(cur)!);
    return { ...u, index, reSize: u.re ?? reOfSize(u.size), chain };
  });
  return { scenario: sc, map: buildMap(sc), units, byId, tables };
}

export function hexLabel(w: RsWorld, loc: number): string {
  const name = w.map.cities.get(loc) ?? w.map.ports.get(loc) ?? w.map.places.get(loc);
  return name ? `${w.map.board.label(loc)} (${name})` : w.map.board.label(loc);
}
