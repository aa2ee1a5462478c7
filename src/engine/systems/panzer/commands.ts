// The Command union: everything a player (human or computer) can do. Commands name units by id
// and hexes by label so that command logs and `hexfront run` files stay readable
// (docs/commands.md). Undo is not a command: the session replays its log without the last
// command, and allows it only when that command revealed nothing (PC-TRN-14).

import type { Mode, OcsMode, Side } from './model/unit.js';

/** Move one unit, or a stack moving together, along a path of adjacent hexes (PC-MOV-01). */
export interface MoveCommand {
  readonly type: 'move';
  readonly units: readonly string[];
  /** The hexes entered, in order, not including the start hex. */
  readonly path: readonly string[];
}

/** Change to deployed, travel or rail mode (PC-UNT-06); under the OCS module, an OCS mode (OCS-MOV-21). */
export interface ModeCommand {
  readonly type: 'mode';
  readonly unit: string;
  readonly mode: Mode | OcsMode;
}

/** OCS module: a breakout attempt by a unit that cannot trace supply (OCS-MOV-10..18). */
export interface BreakoutCommand {
  readonly type: 'breakout';
  readonly unit: string;
}

/** OCS module: entrain, move along the rail `path` and detrain at its last hex (OCS-MOV-40). */
export interface RailMoveCommand {
  readonly type: 'railMove';
  readonly unit: string;
  /** The rail hexes entered, in order, not including the station it entrains at. */
  readonly path: readonly string[];
}

/**
 * OCS module: blow (destroy) own depot SP in `hex` (OCS-MOV-50..52): all of them, or `sp`; with
 * `wire`, no roll now: the depot is blown whole if an enemy unit enters its hex in the enemy's turn.
 */
export interface BlowDepotCommand {
  readonly type: 'blowDepot';
  readonly hex: string;
  readonly sp?: number;
  readonly wire?: boolean;
}

/**
 * OCS module: construction by `unit` in `hex` (OCS-MOV-60..79): `build` builds, improves or
 * repairs one level; `reduce` reduces or damages one.
 */
export interface ConstructCommand {
  readonly type: 'construct';
  readonly unit: string;
  readonly hex: string;
  readonly what: 'airbase' | 'fortification' | 'port';
  readonly action: 'build' | 'reduce';
}

/** OCS module: end the Movement Segment; the Air and Naval Bombardment Segment begins (OCS-MOV-01). */
export interface OcsSegmentCommand {
  readonly type: 'ocsSegment';
}

/** End the active side's player turn (PC-TRN-07). */
export interface EndTurnCommand {
  readonly type: 'endTurn';
}

/** Go on to the next phase of the turn under Manual Defensive Fire (PC-PHS-02). */
export interface NextPhaseCommand {
  readonly type: 'nextPhase';
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

/**
 * The side's engagement limits for opportunity fire (PB-FIRE-37, PB-DIFF-31): five rows of five
 * letters N/S/M/L joined by "/", firer class × target class (rules/engagement-settings.ts).
 */
export interface EngagementCommand {
  readonly type: 'engagement';
  readonly side: Side;
  readonly limits: string;
}

/** An indirect-fire unit lays smoke on a hex instead of a fire mission (PB-FIRE-46, rules/smoke.ts). */
export interface SmokeCommand {
  readonly type: 'smoke';
  readonly unit: string;
  readonly hex: string;
}

/** Recon Spotting (PC-SPT-07, optional): a recon unit spends 1/3 MP to look for hidden units. */
export interface ReconCommand {
  readonly type: 'recon';
  readonly unit: string;
}

/** Units → Deception Unit → Deploy: a Deception Unit's marker to a hex (PC-DEC-02). */
export interface DeployDeceptionCommand {
  readonly type: 'deployDeception';
  readonly unit: string;
  readonly hex: string;
}

/** Enter the Patrolling state for the full MA (PC-SUT-08). */
export interface PatrolCommand {
  readonly type: 'patrol';
  readonly unit: string;
}

/** Air Mission: a strike, or Carpet Bombing by a CARPET unit, on a hex (PC-AIR-02/04/05). */
export interface AirStrikeCommand {
  readonly type: 'airStrike';
  /** The air unit's id (scenario `air`). */
  readonly air: string;
  readonly hex: string;
  /** The enemy unit to strike when the hex holds several (PC-AIR-04); default: the best target. */
  readonly target?: string;
}

/** Air Mission by a RECON unit over any hex (PC-AIR-06..08). */
export interface AirReconCommand {
  readonly type: 'airRecon';
  readonly air: string;
  readonly hex: string;
}

/** Engineer → Bridge Operations: a hexside bridge toward `toward`, or a pontoon when it is Water (PC-ENG-09/14). */
export interface BuildBridgeCommand {
  readonly type: 'buildBridge';
  readonly unit: string;
  /** The adjacent hex across the hexside to bridge, or the Water hex for a pontoon. */
  readonly toward: string;
}

/** Bridge Operations on the engineer's own bridge: dismantle it (PC-ENG-12). */
export interface DismantleBridgeCommand {
  readonly type: 'dismantleBridge';
  readonly unit: string;
}

/** Engineer → Abandon Bridge (PC-ENG-13). */
export interface AbandonBridgeCommand {
  readonly type: 'abandonBridge';
  readonly unit: string;
}

/** Bridge Operations by an engineer standing on a Full-Hex Bridge: wire it (PC-ENG-16). */
export interface WireBridgeCommand {
  readonly type: 'wireBridge';
  readonly unit: string;
}

/** Engineer → Damage Bridge or AT Ditch across the hexside toward `toward`, or a wired Full-Hex Bridge there (PC-ENG-15..18). */
export interface DamageBridgeCommand {
  readonly type: 'damageBridge';
  readonly unit: string;
  readonly toward: string;
  /** Which to attack when the hexside has both; default: the bridge. */
  readonly what?: 'bridge' | 'ditch';
}

/** Engineer → Laying Mines (PC-ENG-08). */
export interface LayMinesCommand {
  readonly type: 'layMines';
  readonly unit: string;
}

/** Engineer → Clear Mines or Rubble: minefields and Obstacles, then Rubble (PC-ENG-06/07, PC-IMP-03). */
export interface ClearHexCommand {
  readonly type: 'clearHex';
  readonly unit: string;
}

/** Stops the unit's engineer work (building, dismantling, wiring, laying, clearing). */
export interface StopWorkCommand {
  readonly type: 'stopWork';
  readonly unit: string;
}

/** An engineer ferries a unit across a River/Canal hexside, or with boats into a Water hex (PC-ENG-20/22). */
export interface FerryCommand {
  readonly type: 'ferry';
  readonly engineer: string;
  /** The unit ferried; the engineer itself when equal to `engineer`. */
  readonly unit: string;
  readonly to: string;
}

/** Command → Damage Rail in the unit's hex (PC-IMP-02). */
export interface DamageRailCommand {
  readonly type: 'damageRail';
  readonly unit: string;
}

/** Command → Destroy Ferry on the hexside toward `toward` (PC-WAT-03). */
export interface DestroyFerryCommand {
  readonly type: 'destroyFerry';
  readonly unit: string;
  readonly toward: string;
}

/** Command → Remove from Map: a unit on its side's exit objective leaves the game (PC-VIC-03). */
export interface ExitMapCommand {
  readonly type: 'exitMap';
  readonly unit: string;
}

/**
 * Units → Arrived: brings an arrived reinforcement onto the map at its entry hex (PC-RNF-02/03).
 * `hex`, when given, must be that hex; a unit not placed stays in the Arrived list.
 */
export interface PlaceReinforcementCommand {
  readonly type: 'placeReinforcement';
  readonly unit: string;
  readonly hex?: string;
}

/**
 * Combine/Breakdown on several units (PC-MSC-03): company-or-smaller units of one battalion, one
 * component and one hex become one Combined unit. With `all` (the manual's Alt), every unit that
 * may combine in `hex` does, whatever is selected; `units` is then not needed.
 */
export interface CombineCommand {
  readonly type: 'combine';
  readonly units?: readonly string[];
  readonly hex?: string;
  readonly all?: boolean;
}

/** Combine/Breakdown on a Combined unit: one sub-unit splits off (PC-MSC-05). */
export interface BreakdownCommand {
  readonly type: 'breakdown';
  readonly unit: string;
}

/**
 * Units → Corps Attachments (PC-CMD-15): the organisation (or unit) `org` joins the Corps-level
 * organisation `parent`; only on the midnight turn or the first after it (PC-TRN-12).
 */
export interface AttachCommand {
  readonly type: 'attach';
  readonly org: string;
  readonly parent: string;
}

/**
 * A/I → A/I Orders for a formation of the player's own side (PC-AI-02/03): the computer plays
 * `org` and its sub-organisations at the start of each of the side's parts, toward `target`
 * (attack it, hold it or move to it), until the player takes it back (rules/delegation.ts).
 */
export interface DelegateCommand {
  readonly type: 'delegate';
  readonly org: string;
  readonly order: 'attack' | 'hold' | 'move';
  readonly target: string;
}

/** A/I Order Dialog → delete: the formation `org` is the player's again (PC-AI-03). */
export interface TakeBackCommand {
  readonly type: 'takeBack';
  readonly org: string;
}

/**
 * The computer carries out the side's A/I orders not yet carried out in this part (PC-AI-03): sent
 * by the client before the orders' own commands, so that a reload does not carry them out twice.
 */
export interface DelegatedPartCommand {
  readonly type: 'delegatedPart';
}

/** Load `units` into (or onto) the carrier `unit` in its hex (PB-UNIT-33, rules/transport.ts). */
export interface CarryCommand {
  readonly type: 'carry';
  /** The carrier: a Transport unit, a ship, or a vehicle unit taking external riders. */
  readonly unit: string;
  /** The units to load, in the carrier's hex. */
  readonly units: readonly string[];
}

/** Unload the carrier `unit`'s passengers in its hex: all of them, or only `units` (PB-UNIT-33). */
export interface UncarryCommand {
  readonly type: 'uncarry';
  readonly unit: string;
  readonly units?: readonly string[];
}

/**
 * Column Movement Order (PB-MOVE-32): the units of `unit`'s division in hexes joined to its hex go
 * to `to` in column, this turn and the next ones (rules/column-moves.ts).
 */
export interface ColumnCommand {
  readonly type: 'column';
  readonly unit: string;
  readonly to: string;
}

/** Cancels the Column Movement Order `unit` belongs to (PB-MOVE-32). */
export interface CancelColumnCommand {
  readonly type: 'cancelColumn';
  readonly unit: string;
}

export type Command =
  | MoveCommand
  | ColumnCommand
  | CancelColumnCommand
  | ModeCommand
  | EndTurnCommand
  | NextPhaseCommand
  | FireCommand
  | AssaultCommand
  | DigInCommand
  | OpFireCommand
  | EngagementCommand
  | SmokeCommand
  | ReconCommand
  | DeployDeceptionCommand
  | PatrolCommand
  | AirStrikeCommand
  | AirReconCommand
  | BuildBridgeCommand
  | DismantleBridgeCommand
  | AbandonBridgeCommand
  | WireBridgeCommand
  | DamageBridgeCommand
  | LayMinesCommand
  | ClearHexCommand
  | StopWorkCommand
  | FerryCommand
  | DamageRailCommand
  | DestroyFerryCommand
  | BreakoutCommand
  | RailMoveCommand
  | BlowDepotCommand
  | ConstructCommand
  | OcsSegmentCommand
  | ExitMapCommand
  | PlaceReinforcementCommand
  | CombineCommand
  | BreakdownCommand
  | CarryCommand
  | UncarryCommand
  | AttachCommand
  | DelegateCommand
  | TakeBackCommand
  | DelegatedPartCommand;

export type CommandType = Command['type'];
