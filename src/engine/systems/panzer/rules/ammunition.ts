// SR-AMMO, finite ammunition: a scenario special rule (dossier tutorial-and-tactical.md §B8
// "Ammunition"; model/special-rules.ts). It extends PB-SUP-10..14, whose Low Ammo state the
// tactical profile switches off (PB-SUP-14): here a side's units carry a count of shots instead,
// every shot spends one and nothing replenishes them. At 0 the unit cannot fire; it may still
// move and assault (close combat with what is left: our reading, docs/rules-decisions.md).

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { UnitDef } from '../model/unit.js';
import type { World } from '../world.js';

/** A unit that can ever fire (PC-UNT-02/03): the only ones that carry a count. */
function fires(def: UnitDef): boolean {
  if (def.type === 'hq' || def.type === 'supply' || def.type === 'deception') return false;
  return def.hard.value > 0 || def.soft.value > 0;
}

/** The shots unit `index` starts with, or undefined when its side has no finite ammunition. */
export function startingShots(world: World, index: number): number | undefined {
  const rules = world.scenario.specialRules?.ammunition;
  if (!rules) return undefined;
  const def = world.units[index]!;
  const rule = rules.find((r) => r.side === def.side);
  if (!rule || !fires(def)) return undefined;
  return rule.units?.[def.id] ?? rule.byType?.[def.type] ?? rule.shots;
}

/** The ammunition part of a unit's starting state (spread into initialUnitState). */
export function initialAmmo(world: World, index: number): { ammo?: number } {
  const n = startingShots(world, index);
  return n === undefined ? {} : { ammo: n };
}

/** SR-AMMO: why a unit cannot fire for want of ammunition, or null. */
export function ammoRefusal(state: GameState, firer: number): RuleError | null {
  const left = state.units[firer]!.ammo;
  if (left === undefined || left > 0) return null;
  return ruleError(
    'CANNOT_FIRE',
    `${state.world.units[firer]!.name} is out of ammunition and cannot fire (no resupply: scenario special rule).`,
    'SR-AMMO',
  );
}

/** SR-AMMO: one shot fired; the last one is reported to the firer's side. */
export function spendShot(state: GameState, firer: number, events: GameEvent[]): void {
  const s = state.units[firer]!;
  if (s.ammo === undefined) return;
  s.ammo = Math.max(0, s.ammo - 1);
  if (s.ammo > 0) return;
  const def = state.world.units[firer]!;
  events.push({
    type: 'message',
    text: `${def.name} has fired its last round: out of ammunition`,
    seenBy: def.side,
    rule: 'SR-AMMO',
  });
}
