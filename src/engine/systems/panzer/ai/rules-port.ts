// What the A/I asks of the rules, in one interface, each question answered from the SideView only
// (design invariant 3). The engine's planning API (reachable hexes and paths, fire and assault
// previews) stands behind it; `estimate.ts` gives view-only estimates for anything the engine does
// not answer yet. The legality of every command is still decided by apply().

import type { Mode } from '../model/unit.js';
import type { SideView } from '../view.js';

export interface MoveOption {
  readonly loc: number;
  /** MP spent to get there. */
  readonly cost: number;
  /** Hexes entered, in order, not including the start. */
  readonly path: readonly number[];
}

export interface FireOption {
  readonly target: number;
  readonly indirect: boolean;
  /** Expected enemy loss in VP, from the preview (PC-FIR, PC-CRT). */
  readonly value: number;
}

export interface AssaultOdds {
  /** Chance the defenders are driven out or destroyed (PC-ASL). */
  readonly pWin: number;
  /** Expected losses in VP. */
  readonly attackerLoss: number;
  readonly defenderLoss: number;
}

export interface AiRules {
  /** Where `unit` can move this turn, as far as its side knows (the start hex is not included). */
  moves(view: SideView, unit: number): readonly MoveOption[];
  /** Targets `unit` can fire at now and what each would do (direct and indirect). */
  fireOptions(view: SideView, unit: number): readonly FireOption[];
  /** Odds of assaulting `target` with `units`, or undefined when they may not assault it. */
  assault(view: SideView, units: readonly number[], target: number): AssaultOdds | undefined;
  /** Whether `unit` may change to `mode` now (MP and state, PC-UNT-06). */
  canChangeMode(view: SideView, unit: number, mode: Mode): boolean;
  /** Whether `unit` may start digging in (PC-MSC-01). */
  canDigIn(view: SideView, unit: number): boolean;
  /** The cheapest path its side knows from `unit` to `to`, however many turns (PC-MSC-06); optional. */
  pathTo?(view: SideView, unit: number, to: number): readonly number[] | undefined;
}
