// What a side may read of a fire or assault result under fog of war (design invariant 3,
// PC-UNT-11, PC-SPT-12). The losses the enemy suffered are told (the on-map result of PC-FIR-32
// and PC-ASL-06 shows them), but not what would reveal an enemy unit's hidden values: its
// strength left, fatigue and morale rolls, and the factors built from its strength, quality or
// state. Hidden numbers are given as -1.

import type { CombatNumbers, Factor, GameEvent, UnitLoss } from '../events.js';
import type { Side } from '../model/unit.js';
import type { World } from '../world.js';

const HIDDEN = -1;

export function hideLoss(l: UnitLoss): UnitLoss {
  return {
    unit: l.unit,
    loss: l.loss,
    strengthAfter: l.eliminated ? 0 : HIDDEN,
    cohesionAfter: l.cohesionAfter,
    fatigueAfter: HIDDEN,
    eliminated: l.eliminated,
    rolls: [],
    ...(l.captured !== undefined ? { captured: l.captured } : {}),
  };
}

export function hideNumbers(n: CombatNumbers): CombatNumbers {
  return {
    ...n,
    attack: HIDDEN,
    combatValue: HIDDEN,
    modifier: HIDDEN,
    effective: HIDDEN,
    low: HIDDEN,
    high: HIDDEN,
  };
}

/** The event as `side` may read it; events of other types come back unchanged. */
export function combatEventFor(e: GameEvent, world: World, side: Side): GameEvent {
  const mine = (u: number) => world.units[u]!.side === side;
  if (e.type === 'fire') {
    if (e.firers.some(mine)) {
      // Our shot: the enemy target's losses and state change, not its strength or morale.
      return { ...e, losses: e.losses.map((l) => (mine(l.unit) ? l : hideLoss(l))) };
    }
    // Fired upon: our side of the calculation only (our defense, terrain, fortification).
    const factors: Factor[] = e.factors.filter((f) => f.applies === 'defense');
    return {
      ...e,
      factors,
      fireValue: HIDDEN,
      ...(e.numbers ? { numbers: hideNumbers(e.numbers) } : {}),
    };
  }
  if (e.type === 'assault') {
    const enemyNames = new Set(
      [...e.attackers, ...e.defenderLosses.map((l) => l.unit)]
        .filter((u) => !mine(u))
        .map((u) => `${world.units[u]!.name}: `),
    );
    const weAttack = e.attackers.some(mine);
    const theirPrefix = weAttack ? 'defenders: ' : 'attackers: ';
    const factors = e.factors.filter(
      (f) =>
        f.rule !== 'PC-ASL-11' && // PC-ASL-12: not reported under fog
        ![...enemyNames].some((p) => f.label.startsWith(p)) &&
        !f.label.startsWith(theirPrefix),
    );
    const numbers = e.numbers
      ? weAttack
        ? {
            attackers: { ...e.numbers.attackers, defense: HIDDEN },
            defenders: hideNumbers(e.numbers.defenders),
          }
        : {
            attackers: hideNumbers(e.numbers.attackers),
            defenders: { ...e.numbers.defenders, defense: HIDDEN },
          }
      : undefined;
    return {
      ...e,
      factors,
      odds: HIDDEN,
      // Keep the draw of the casualties our side inflicted and the retreat notes.
      rolls: e.rolls.filter((r, k) => (k === 0 ? weAttack : k === 1 ? !weAttack : r.rule !== 'PC-CRT-01')),
      attackerLosses: e.attackerLosses.map((l) => (mine(l.unit) ? l : hideLoss(l))),
      defenderLosses: e.defenderLosses.map((l) => (mine(l.unit) ? l : hideLoss(l))),
      ...(numbers ? { numbers } : {}),
    };
  }
  return e;
}
