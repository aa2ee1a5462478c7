// Opportunity fire during the mover's turn (PC-TRN-06, PC-FIR-17/27). Movement calls this after
// every hex a moving stack enters and after mode changes; fire calls it after each shot of the
// active side. The manual leaves the algorithm open (App. C.3); ours (docs/rules-decisions.md):
//
// - The non-phasing side's setting decides: 'none' never fires, 'armorOnly' fires only at Hard
//   targets, 'all' at anything.
// - Eligible firers: units that could fire (not Broken, not Siege Guns...), with the mover in
//   range, in LOS and visibility (direct), or seen by a spotter (indirect, × Indirect Mod), and with
//   opportunity shots left this turn (params.combat.opFireShotsPerTurn). Opportunity fire costs no MP.
// - Each eligible firer, best expected result first, fires with chance opFireChance% ÷ range;
//   at most opFireMaxFirers fire at one trigger.
// - The movers stop when one of them is Disrupted, Broken or eliminated.
// - The tactical profile (Panzer Battles) lifts the shot limit (PB-FIRE-35, params.variant
//   .opFireUnlimited) and applies each side's engagement-limit matrix (PB-FIRE-37, engagement
//   Limits): a firer only considers the movers its matrix lets it engage at that range.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide, type UnitDef } from '../model/unit.js';
import type { EngagementLimit, OpFireClass } from '../profiles/rule-params.js';
import { diceFor } from '../../../core/rng.js';
import { chooseTarget, resolveFire, type FireCalc } from './fire.js';
import { readUnits } from '../draft.js'; // reads every unit: no copies for apply()'s draft
import { maxReach, unitsWithin } from '../unit-grid.js';
import { engagementMatrixOf } from './engagement-settings.js';

/** PB-FIRE-37: the class of a unit in the engagement-limit matrix (our classes, rule-params.ts). */
export function opFireClass(def: UnitDef): OpFireClass {
  if (def.flags.hardTarget) return 'armor';
  if (def.component === 'vehicles') return 'vehicle';
  if (def.component === 'guns') return 'gun';
  if (def.component === 'men' && def.type !== 'hq') return 'infantry';
  return 'other';
}

/**
 * PB-FIRE-37: may a firer with maximum range `reach` engage at distance `d` under this limit? S is
 * within 1/3 of the range and M within 2/3, never less than 1 hex (not from the source: so that a
 * 1- or 2-hex weapon set to S or M still fires at an adjacent mover).
 */
export function withinEngagementLimit(limit: EngagementLimit, d: number, reach: number): boolean {
  if (limit === 'N') return false;
  if (limit === 'L') return true;
  return d <= Math.max(1, (reach * (limit === 'S' ? 1 : 2)) / 3);
}

/** The movers a firer of the non-moving side may engage under its side's matrix (PB-FIRE-37). */
export function engageable(state: GameState, firer: number, movers: readonly number[]): number[] {
  const def = state.world.units[firer]!;
  const row = engagementMatrixOf(state, def.side)[opFireClass(def)]; // the side's own setting first
  const reach = Math.max(def.hard.range, def.soft.range);
  const from = state.units[firer]!.loc;
  return movers.filter((t) =>
    withinEngagementLimit(
      row[opFireClass(state.world.units[t]!)],
      state.world.board.distance(from, state.units[t]!.loc),
      reach,
    ),
  );
}

export interface OpFireOutcome {
  readonly events: GameEvent[];
  /** True when the movers must stop here (disrupted, broken, eliminated or out of MP). */
  readonly stop: boolean;
}

/** The non-moving side may fire at `movers` standing in `loc` (they just entered it, changed mode or fired). */
export function opportunityFire(
  draft: GameState,
  movers: readonly number[],
  loc: number,
  trigger: 'enter' | 'mode' | 'fire',
): OpFireOutcome {
  const events: GameEvent[] = [];
  // Under Manual Defensive Fire the Defensive Fire Phase replaces opportunity fire (rules-decisions: Phased play).
  if (draft.phase) return { events, stop: false };
  const live = movers.filter((i) => draft.units[i]?.status === 'active' && draft.units[i]!.loc === loc);
  if (live.length === 0) return { events, stop: false };
  const moverSide = draft.world.units[live[0]!]!.side;
  const side = otherSide(moverSide);
  const setting = draft.combat.opFire[side];
  if (setting === 'none') return { events, stop: false };
  const { params, board } = draft.world;
  const c = params.combat;
  const before = new Map(live.map((i) => [i, draft.units[i]!.cohesion]));

  const shots: FireCalc[] = [];
  // Only units within the side's longest reach can fire (unit-grid.ts); in ascending order as before.
  const units = readUnits(draft);
  unitsWithin(draft, loc, maxReach(draft.world, side)).forEach((i) => {
    const s = units[i]!;
    const def = draft.world.units[i]!;
    if (def.side !== side || s.status !== 'active' || s.loc < 0) return;
    // PC-TRN-06: a few shots a turn; PB-FIRE-35: unlimited under the tactical profile.
    if (!params.variant.opFireUnlimited && (draft.combat.opShots[i] ?? 0) >= c.opFireShotsPerTurn) return;
    const reach = Math.max(def.hard.range, def.soft.range);
    if (board.distance(s.loc, loc) > reach) return;
    const candidates = engageable(draft, i, live); // PB-FIRE-37 (all of them when every limit is L)
    if (candidates.length === 0) return;
    for (const indirect of def.flags.indirect ? [false, true] : [false]) {
      const calc = chooseTarget(draft, i, loc, { indirect, opportunity: true, candidates });
      if ('code' in calc) continue;
      if (setting === 'armorOnly' && !calc.hard) continue;
      if (calc.casualties.effective <= 0) continue;
      shots.push(calc);
      break;
    }
  });
  shots.sort((a, b) => b.casualties.effective - a.casualties.effective || a.firer - b.firer);

  const totalShots = Object.values(draft.combat.opShots).reduce((a, b) => a + b, 0);
  const dice = diceFor(
    draft,
    `opfire|${trigger}|${loc}|${live.join(',')}|${draft.units[live[0]!]!.mp}|${totalShots}`,
  );
  let fired = 0;
  for (const shot of shots) {
    if (fired >= c.opFireMaxFirers) break;
    const chance = c.opFireChance / Math.max(1, shot.range);
    if (dice.percent() >= chance) continue;
    // Earlier shots may have changed the target: recompute against the current state.
    const calc = chooseTarget(draft, shot.firer, loc, {
      indirect: shot.indirect,
      opportunity: true,
      candidates: engageable(draft, shot.firer, live),
    });
    if ('code' in calc) continue;
    resolveFire(draft, calc, dice, events);
    fired++;
  }
  const stop = live.some((i) => {
    const s = draft.units[i]!;
    return s.status !== 'active' || s.cohesion !== before.get(i) || s.mp <= 0;
  });
  return { events, stop };
}
