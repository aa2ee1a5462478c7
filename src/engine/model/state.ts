// The changing part of a game (design invariant 1: plain, serialisable data). The static World
// rides along on `world` and is never serialised; a save holds the scenario id and rebuilds it.

import type { World } from '../world.js';
import type { Condition } from './terrain.js';
import type { Side, UnitState } from './unit.js';

export type Light = 'day' | 'dawn' | 'dusk' | 'night';

export interface Weather {
  /** Visibility in hexes before the light of the turn is applied (PC-ENV-01). */
  visibility: number;
  /** -1, 0 or +1: a change in visibility tends to continue (PC-ENV-02). */
  visibilityTrend: number;
  condition: Condition;
  storm: boolean;
}

/** What changes on a hex during play (PC-IMP, PC-FRT, PC-ENG). Absent = as the scenario set it. */
export interface HexState {
  rubble: 'none' | 'uncleared' | 'cleared';
  minefield: number;
  minefieldPenetrated: boolean;
  obstacle: 'none' | 'intact' | 'penetrated';
  congestion: Side | 'both' | null;
  congestionCounter: number;
  fortification: 'ip' | 'trench' | 'bunker' | 'pillbox' | null;
  /** A fortification whose defenders left (PC-FRT): worth less until restored. */
  fortificationVacated: boolean;
}

/** What one side knows of the enemy (PC-SPT). */
export interface LastKnown {
  loc: number;
  turn: number;
  /** PC-UNT-11: 1 = X (1-9), 2 = XX (10-99), 3 = XXX (100-999), 4 = XXXX. */
  magnitude: number;
}

export interface SideKnowledge {
  /** Enemy unit indexes currently spotted in full. */
  spotted: number[];
  /** Enemy unit indexes seen only as "Unknown" (PC-SPT-09). */
  unknown: number[];
  /** Last place each enemy unit was seen, by unit index. */
  lastKnown: Record<number, LastKnown>;
}

export interface ObjectiveState {
  owner: Side | null;
  /** Limited objectives that expired (PC-VIC-04) keep their final owner here. */
  expired: boolean;
  /** Exit objectives: VP earned by units that left the map (PC-VIC-03). */
  exitVp: number;
}

export interface GameResult {
  /** 'alliedMajor' | 'alliedMinor' | 'draw' | 'axisMinor' | 'axisMajor' */
  level: 'alliedMajor' | 'alliedMinor' | 'draw' | 'axisMinor' | 'axisMajor';
  winner: Side | null;
  vp: Record<Side, number>;
  turn: number;
  reason: 'time' | 'earlyTermination' | 'surrender';
}

export interface LossTally {
  men: number;
  guns: number;
  vehicles: number;
  vp: number;
}

export interface GameState {
  readonly world: World;
  seed: string;
  /** Commands applied so far; dice for each action derive from (seed, seq) (design invariant 2). */
  seq: number;
  /** Game turn, 1-based. */
  turn: number;
  activeSide: Side;
  /** 0 for the first player turn of a game turn, 1 for the second. */
  playerTurn: 0 | 1;
  weather: Weather;
  units: UnitState[];
  hexes: Record<number, HexState>;
  /** Hexside bits that differ from world.edges (damaged or built bridges, damaged rail). */
  edgeOverrides: Record<number, number>;
  objectives: ObjectiveState[];
  knowledge: Record<Side, SideKnowledge>;
  losses: Record<Side, LossTally>;
  /** Net VP at the end of each game turn, for the after-action report. */
  vpHistory: { turn: number; allied: number; axis: number }[];
  surrendered: string[];
  result: GameResult | null;
}
