// The World: everything about a game that does not change during play, built once from a
// Scenario. Per-hex data lives in typed arrays indexed by location number (design.md).

import { HexBoard } from '../../core/board.js';
import { DIRECTIONS } from '../../core/hex/coords.js';
import { defaultParams, type Params } from './model/params.js';
import type { ObjectiveSetup, Scenario } from './model/scenario.js';
import { SIDE, type TerrainType } from './model/terrain.js';
import type { OrgNode, UnitDef } from './model/unit.js';
import { deepMerge } from './model/util.js';
import { resolveOptions, type GameOptions, type ResolvedOptions } from './rules/optional.js';
import { optionalRuleProblem } from './profiles/optional-rules.js';
import {
  resolveVariant,
  variantProblems,
  type PanzerHooks,
  type PanzerModule,
  type PanzerProfile,
} from './profiles/index.js';

export interface ObjectiveDef extends ObjectiveSetup {
  readonly loc: number;
}

export interface StaticHexFeature {
  rubble: boolean;
  minefield: number;
  obstacle: boolean;
  congestion: 'allied' | 'axis' | 'both' | null;
  fortification: 'ip' | 'trench' | 'bunker' | 'pillbox' | null;
  fullHexBridge: boolean;
  fullHexFerry: boolean;
  /** The side the fortification and minefield belong to (PB-MAP-05). */
  side: 'allied' | 'axis' | null;
  name: string | null;
}

export interface World {
  readonly scenario: Scenario;
  readonly board: HexBoard;
  readonly params: Params;
  /** Index into params.terrain for each hex. */
  readonly terrain: Uint8Array;
  readonly elevation: Int16Array;
  /** Hexside feature bits (SIDE) for each edge at the start of play. */
  readonly edges: Uint32Array;
  /** Static hex features from the scenario, by location. */
  readonly features: ReadonlyMap<number, StaticHexFeature>;
  readonly units: readonly UnitDef[];
  readonly unitIndex: ReadonlyMap<string, number>;
  readonly orgs: ReadonlyMap<string, OrgNode>;
  /** HQ unit index for each organisation that has one. */
  readonly hqOfOrg: ReadonlyMap<string, number>;
  readonly objectives: readonly ObjectiveDef[];
  readonly objectiveAt: ReadonlyMap<number, number>;
  /** Optional rules and fog of war in force for this game (PC-OPT). */
  readonly options: ResolvedOptions;
  /** What the players chose at the start (kept in saves). */
  readonly chosenOptions: GameOptions;
  /** The scale of play the scenario selects, and the rule modules laid over it (profiles/). */
  readonly profile: PanzerProfile;
  readonly modules: readonly PanzerModule[];
  /** The rule hooks in force: rule code calls these, never asks which profile is on. */
  readonly hooks: PanzerHooks;
}

/** True when an optional rule (PC-OPT, by key such as 'lockingZoc') is in force in this game. */
export function ruleOn(world: World, key: string): boolean {
  return world.options.optionalRules.has(key);
}

/** A scenario that cannot be turned into a world; the message names the field. */
export class WorldError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'WorldError';
  }
}

export function emptyFeature(): StaticHexFeature {
  return {
    rubble: false,
    minefield: 0,
    obstacle: false,
    congestion: null,
    fortification: null,
    fullHexBridge: false,
    fullHexFerry: false,
    side: null,
    name: null,
  };
}

export function buildWorld(scenario: Scenario, chosen: GameOptions = {}): World {
  let variant;
  try {
    variant = resolveVariant(defaultParams(), scenario.profile, scenario.modules);
  } catch (e) {
    throw new WorldError(scenario.modules?.length ? 'modules' : 'profile', (e as Error).message);
  }
  // The scenario data its modules need (the OCS module's stations and gauges...).
  const problem = variantProblems(scenario)[0];
  if (problem) throw new WorldError(problem.path, problem.message);
  const params = deepMerge(variant.params, scenario.params);
  let options: ResolvedOptions;
  try {
    options = resolveOptions(scenario, chosen);
  } catch (e) {
    throw new WorldError('optionalRules', (e as Error).message);
  }
  const optionProblem = optionalRuleProblem(params, options.optionalRules); // PB-TURN-03
  if (optionProblem) throw new WorldError('optionalRules', optionProblem);
  const { width, height } = scenario.map;
  const board = new HexBoard(width, height);
  const loc = (label: string, path: string): number => {
    const l = board.parse(label);
    if (l === undefined) throw new WorldError(path, `"${label}" is not a hex on this ${width}x${height} map`);
    return l;
  };

  const letterIndex = new Map<string, number>();
  params.terrain.forEach((t: TerrainType, i) => letterIndex.set(t.letter, i));
  const terrain = new Uint8Array(board.size);
  if (scenario.map.terrain.length !== height)
    throw new WorldError('map.terrain', `has ${scenario.map.terrain.length} rows, map height is ${height}`);
  scenario.map.terrain.forEach((row, r) => {
    if (row.length !== width)
      throw new WorldError(`map.terrain[${r}]`, `has ${row.length} letters, map width is ${width}`);
    for (let col = 0; col < width; col++) {
      const t = letterIndex.get(row[col]!);
      if (t === undefined)
        throw new WorldError(`map.terrain[${r}][${col}]`, `unknown terrain letter "${row[col]}"`);
      terrain[r * width + col] = t;
    }
  });

  const elevation = new Int16Array(board.size);
  scenario.map.elevation?.forEach((row, r) =>
    row.forEach((m, col) => {
      if (r < height && col < width) elevation[r * width + col] = m;
    }),
  );

  const edges = new Uint32Array(board.edgeCount);
  scenario.map.hexsides?.forEach((h, i) => {
    const a = loc(h.hex, `map.hexsides[${i}].hex`);
    const dir = DIRECTIONS.indexOf(h.dir);
    const e = board.hexside(a, dir);
    if (e < 0) throw new WorldError(`map.hexsides[${i}]`, `${h.hex} ${h.dir} is off the map`);
    for (const f of h.features) edges[e]! |= SIDE[f];
  });
  scenario.map.lines?.forEach((line, i) => {
    for (let k = 1; k < line.hexes.length; k++) {
      const a = loc(line.hexes[k - 1]!, `map.lines[${i}].hexes[${k - 1}]`);
      const b = loc(line.hexes[k]!, `map.lines[${i}].hexes[${k}]`);
      const e = board.edgeBetween(a, b);
      if (e < 0)
        throw new WorldError(
          `map.lines[${i}].hexes[${k}]`,
          `${line.hexes[k]} is not adjacent to ${line.hexes[k - 1]}`,
        );
      edges[e]! |= SIDE[line.kind];
      if (line.kind === 'primaryRoad') edges[e]! |= SIDE.road;
      if (line.elevated) edges[e]! |= SIDE.elevated; // PB-MAP-03
    }
  });

  const features = new Map<number, StaticHexFeature>();
  scenario.map.features?.forEach((f, i) => {
    const l = loc(f.hex, `map.features[${i}].hex`);
    const cur = features.get(l) ?? emptyFeature();
    features.set(l, {
      rubble: f.rubble ?? cur.rubble,
      minefield: f.minefield ?? cur.minefield,
      obstacle: f.obstacle ?? cur.obstacle,
      congestion: f.congestion ?? cur.congestion,
      fortification: f.fortification ?? cur.fortification,
      fullHexBridge: f.fullHexBridge ?? cur.fullHexBridge,
      fullHexFerry: f.fullHexFerry ?? cur.fullHexFerry,
      side: f.side ?? cur.side,
      name: f.name ?? cur.name,
    });
  });

  const orgs = new Map<string, OrgNode>();
  scenario.orgs.forEach((o, i) => {
    if (orgs.has(o.id)) throw new WorldError(`orgs[${i}].id`, `duplicate organisation "${o.id}"`);
    orgs.set(o.id, o);
  });
  scenario.orgs.forEach((o, i) => {
    if (o.parent !== undefined && !orgs.has(o.parent))
      throw new WorldError(`orgs[${i}].parent`, `unknown organisation "${o.parent}"`);
  });

  const unitIndex = new Map<string, number>();
  const hqOfOrg = new Map<string, number>();
  scenario.units.forEach((u, i) => {
    if (unitIndex.has(u.id)) throw new WorldError(`units[${i}].id`, `duplicate unit id "${u.id}"`);
    if (!orgs.has(u.org)) throw new WorldError(`units[${i}].org`, `unknown organisation "${u.org}"`);
    if (u.hex !== undefined) loc(u.hex, `units[${i}].hex`);
    if (u.arrives) loc(u.arrives.hex, `units[${i}].arrives.hex`);
    if (u.hex === undefined && !u.arrives) throw new WorldError(`units[${i}]`, `needs "hex" or "arrives"`);
    unitIndex.set(u.id, i);
    if (u.hqOf !== undefined) {
      if (!orgs.has(u.hqOf)) throw new WorldError(`units[${i}].hqOf`, `unknown organisation "${u.hqOf}"`);
      hqOfOrg.set(u.hqOf, i);
    }
  });

  const objectives: ObjectiveDef[] = scenario.objectives.map((o, i) => ({
    ...o,
    loc: loc(o.hex, `objectives[${i}].hex`),
  }));
  const objectiveAt = new Map<number, number>();
  objectives.forEach((o, i) => objectiveAt.set(o.loc, i));

  return {
    scenario,
    board,
    params,
    terrain,
    elevation,
    edges,
    features,
    units: scenario.units,
    unitIndex,
    orgs,
    hqOfOrg,
    objectives,
    objectiveAt,
    options,
    chosenOptions: chosen,
    profile: variant.profile,
    modules: variant.modules,
    hooks: variant.hooks,
  };
}

export function terrainAt(world: World, loc: number): TerrainType {
  return world.params.terrain[world.terrain[loc]!]!;
}
