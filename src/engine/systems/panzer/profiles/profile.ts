// Profiles and modules of the panzer system: how a variant changes the rules without `if
// (tactical)` in rule code (design invariant 6). A profile (operational, tactical) and any modules
// a scenario selects (the OCS movement phase) bring parameter defaults and replace named rule
// hooks; the rule code calls the hooks through the World and never asks which profile is on.

import type { Handler } from '../apply.js';
import type { ModeCommand, MoveCommand } from '../commands.js';
import type { Params } from '../model/params.js';
import type { DeepPartial } from '../model/util.js';
import type { TurnStep } from '../rules/turn.js';

/** The rule hooks a profile or module may replace. Each names the rule it stands for. */
export interface PanzerHooks {
  /** The steps at the start of a player turn, in order (PC-TRN-11). */
  readonly startSteps: readonly TurnStep[];
  /** The movement phase's orders (PC-MOV): a move along a path, and a mode change (PC-MOV-07). */
  readonly move: Handler<MoveCommand>;
  readonly mode: Handler<ModeCommand>;
}

interface Variant {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Parameter defaults of the variant; a scenario's own params still override them. */
  readonly params?: DeepPartial<Params>;
  /** The hooks it replaces, given the hooks so far (so a replacement may call the one it wraps). */
  hooks?(base: PanzerHooks): Partial<PanzerHooks>;
}

/** A scale of play: the operational game (Panzer Campaigns) or the tactical one (Panzer Battles). */
export type PanzerProfile = Variant;

/** A rule module laid over the profile, such as the OCS movement phase. */
export type PanzerModule = Variant;
