// Engineer work in progress and the bridges engineers hold (PC-ENG): plain JSON in GameState.

/** What an engineer is doing (PC-ENG-06..16). */
export type EngineerJobKind =
  | 'build' // a hexside bridge (PC-ENG-09/10)
  | 'pontoon' // a Pontoon Bridge over a Water hex (PC-ENG-14)
  | 'dismantle' // taking down its own bridge (PC-ENG-12)
  | 'wire' // wiring a Full-Hex Bridge for demolition (PC-ENG-16)
  | 'layMines' // PC-ENG-08
  | 'clear'; // minefields, Obstacles and Rubble (PC-ENG-06/07, PC-IMP-03)

export interface EngineerJob {
  readonly unit: number;
  readonly kind: EngineerJobKind;
  /** The engineer's hex when the work started; the work stops if it is not there. */
  readonly loc: number;
  /** The hexside of a hexside bridge, -1 otherwise. */
  readonly edge: number;
  /** The Water hex of a pontoon, or the Full-Hex Bridge hex being wired; -1 otherwise. */
  readonly target: number;
  /** Turn key (turn × 2 + playerTurn) the work started. */
  readonly started: number;
  /** Start-of-turn steps at which the engineer could work (PC-ENG-14 counts these). */
  turns: number;
}

/** A bridge built by an engineer that still maintains it ("Has Bridge", PC-ENG-11/12). */
export interface EngineerBridge {
  readonly unit: number;
  /** The engineer's hex; the bridge goes if the engineer leaves it (rules-decisions). */
  readonly loc: number;
  /** Hexside bridge edge, or -1 for a pontoon. */
  readonly edge: number;
  /** Pontoon Water hex, or -1 for a hexside bridge. */
  readonly target: number;
  /** The hexside bits before the bridge was built, restored when it goes. */
  readonly before: number;
}

export interface EngineerState {
  jobs: EngineerJob[];
  bridges: EngineerBridge[];
  /** Engineers that abandoned a bridge: "NO BRIDGE" for the rest of the game (PC-ENG-13). */
  noBridge: number[];
  /** Scenario wired bridges (indexes into scenario.wiredBridges) already tested (PC-ENG-19). */
  wiredDone?: number[];
}

export function emptyEngineerState(): EngineerState {
  return { jobs: [], bridges: [], noBridge: [] };
}

export function cloneEngineerState(e: EngineerState | undefined): EngineerState {
  if (!e) return emptyEngineerState();
  return {
    jobs: e.jobs.map((j) => ({ ...j })),
    bridges: e.bridges.slice(),
    noBridge: e.noBridge.slice(),
    ...(e.wiredDone ? { wiredDone: e.wiredDone.slice() } : {}),
  };
}
