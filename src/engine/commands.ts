// The Command union: everything a player (human or computer) can do. Commands name units by id
// and hexes by label so that command logs and `hexfront run` files stay readable
// (docs/commands.md). Undo is not a command: the session replays its log without the last
// command, and allows it only when that command revealed nothing (PC-TRN-14).

import type { Mode, Side } from './model/unit.js';

/** Move one unit, or a stack moving together, along a path of adjacent hexes (PC-MOV-01). */
export interface MoveCommand {
  readonly type: 'move';
  readonly units: readonly string[];
  /** The hexes entered, in order, not including the start hex. */
  readonly path: readonly string[];
}

/** Change to deployed, travel or rail mode (PC-UNT-06). */
export interface ModeCommand {
  readonly type: 'mode';
  readonly unit: string;
  readonly mode: Mode;
}

/** End the active side's player turn (PC-TRN-07). */
export interface EndTurnCommand {
  readonly type: 'endTurn';
}

/** Direct fire at a hex (PC-FIR): several units may fire together at one target hex. */
export interface FireCommand {
  readonly type: 'fire';
  readonly units: readonly string[];
  readonly target: string;
  /** Direct or indirect (artillery with a spotter, PC-FIR-03). Default: direct. */
  readonly indirect?: boolean;
  /** The unit fired at (PC-FIR-01); default: the spotted unit with the most men-equivalents. */
  readonly targetUnit?: string;
  /** Auto Multi-Fire (PC-FIR-29): repeat until the unit can no longer fire at the target. */
  readonly repeat?: boolean;
}

/** Assault an adjacent hex with units from one or more hexes (PC-ASL). */
export interface AssaultCommand {
  readonly type: 'assault';
  readonly units: readonly string[];
  readonly target: string;
}

/** Start digging in (PC-MSC-01). */
export interface DigInCommand {
  readonly type: 'digIn';
  readonly unit: string;
}

/** Opportunity-fire setting for the side's units (PC-TRN-06). */
export interface OpFireCommand {
  readonly type: 'opFire';
  readonly side: Side;
  readonly setting: 'all' | 'armorOnly' | 'none';
}

/** Recon Spotting (PC-SPT-07, optional): a recon unit spends 1/3 MP to look for hidden units. */
export interface ReconCommand {
  readonly type: 'recon';
  readonly unit: string;
}

export type Command =
  | MoveCommand
  | ModeCommand
  | EndTurnCommand
  | FireCommand
  | AssaultCommand
  | DigInCommand
  | OpFireCommand
  | ReconCommand;

export type CommandType = Command['type'];
