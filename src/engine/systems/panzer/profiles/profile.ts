// Profiles and modules of the panzer system: how a variant changes the rules without `if
// (tactical)` in rule code (design invariant 6). A profile (operational, tactical) and any modules
// a scenario selects (the OCS movement phase) bring parameter defaults and replace named rule
// hooks; the rule code calls the hooks through the World and never asks which profile is on.

import type { Handler } from '../apply.js';
import type { RuleError } from '../../../core/errors.js';
import type {
  BlowDepotCommand,
  BreakoutCommand,
  Command,
  ConstructCommand,
  ModeCommand,
  MoveCommand,
  OcsSegmentCommand,
  RailMoveCommand,
} from '../commands.js';
import type { Params } from '../model/params.js';
import type { Scenario } from '../model/scenario.js';
import type { GameState } from '../model/state.js';
import type { UnitDef } from '../model/unit.js';
import type { DeepPartial } from '../model/util.js';
import type { MoveKnowledge, MoverStack, StepResult } from '../rules/movecost.js';
import type { TurnStep } from '../rules/turn.js';

/** The rule hooks a profile or module may replace. Each names the rule it stands for. */
export interface PanzerHooks {
  /** The steps at the start of a player turn, in order (PC-TRN-11). */
  readonly startSteps: readonly TurnStep[];
  /** The movement phase's orders (PC-MOV): a move along a path, and a mode change (PC-MOV-07). */
  readonly move: Handler<MoveCommand>;
  readonly mode: Handler<ModeCommand>;
  /** The movement allowance a unit gets at the start of its side's turn (PC-TRN-05). */
  readonly allowance: (state: GameState, unit: number) => number;
  /**
   * One step of a move for a stack: what each unit pays or why it may not (PC-MOV-02). The move
   * command calls it both to check the path and to walk it.
   */
  readonly stepCost: (k: MoveKnowledge, stack: MoverStack, from: number, to: number) => StepResult;
  /** A breakout attempt (OCS-MOV-10): refused unless a module provides it. */
  readonly breakout: Handler<BreakoutCommand>;
  /** A rail move: entrain, move, detrain in one order (OCS-MOV-40): refused unless a module provides it. */
  readonly railMove: Handler<RailMoveCommand>;
  /** Blowing own depots (OCS-MOV-50): refused unless a module provides it. */
  readonly blowDepot: Handler<BlowDepotCommand>;
  /** Construction of airbases, fortifications and ports (OCS-MOV-60): refused unless a module provides it. */
  readonly construct: Handler<ConstructCommand>;
  /** The next segment of the OCS Movement Phase (OCS-MOV-01): refused unless a module provides it. */
  readonly ocsSegment: Handler<OcsSegmentCommand>;
  /** Why an order does not belong to the moment (a module's segments, OCS-MOV-01), or null. */
  readonly guard: (state: GameState, cmd: Command) => RuleError | null;
  /**
   * The factor a loss in men-equivalents is multiplied by for the most fatigue it can add: the
   * fixed size factors of PC-CRT-04, or k × the Fatigue Factor parameter (PB-FAT-03).
   */
  readonly fatigueFactor: (params: Params, def: UnitDef) => number;
  /**
   * The base value of the morale-check chance loss / (loss + base) by size class: PC-CRT-05's
   * battalion-scale classes, or the platoon-scale ones of PB-CRT-05 (PB-DIFF-41).
   */
  readonly moraleBase: (def: UnitDef) => number;
}

/** A problem with the scenario data a variant needs, naming the field (as scenario/checks.ts). */
export interface VariantProblem {
  readonly path: string;
  readonly message: string;
}

interface Variant {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Parameter defaults of the variant; a scenario's own params still override them. */
  readonly params?: DeepPartial<Params>;
  /** The hooks it replaces, given the hooks so far (so a replacement may call the one it wraps). */
  hooks?(base: PanzerHooks): Partial<PanzerHooks>;
  /** Checks the scenario data the variant needs (stations for the OCS module...); [] = fine. */
  check?(scenario: Scenario): VariantProblem[];
}

/** A scale of play: the operational game (Panzer Campaigns) or the tactical one (Panzer Battles). */
export type PanzerProfile = Variant;

/** A rule module laid over the profile, such as the OCS movement phase. */
export type PanzerModule = Variant;
