// What a side may read of an air mission under fog of war (design invariant 3), in the manner of
// combat-fog.ts: the attacker reads the losses it caused to units it sees, not their strength
// left or morale rolls, nor the AA units' values; the side attacked reads its own side of the
// calculation, its AA fire, and not the air unit's strength or what a recon mission found.

import { plural } from '../../../core/words.js';
import type { AirMissionEvent } from '../events.js';
import type { Side } from '../model/unit.js';
import type { World } from '../world.js';
import { hideLoss, hideNumbers } from './combat-fog.js';

export function airEventFor(
  e: AirMissionEvent,
  world: World,
  side: Side,
  seen: (unit: number) => boolean,
): AirMissionEvent {
  const mine = (u: number) => world.units[u]!.side === side;
  if (e.side === side) {
    if (e.hiddenFromFirer) {
      const { numbers: _n, ...rest } = e;
      const summary = `Air strike on ${world.board.label(e.target)}: the result is not known`;
      return { ...rest, losses: [], rolls: [], summary }; // PC-AIR-08
    }
    const losses = e.losses.filter((l) => seen(l.unit));
    return {
      ...e,
      // The summary counts every unit hit; it stands only when the attacker saw them all.
      ...(losses.length < e.losses.length
        ? {
            summary: `Carpet bombing of ${world.board.label(e.target)}: ${plural(losses.length, 'unit')} seen hit`,
          }
        : {}),
      losses: losses.map((l) => (mine(l.unit) ? l : hideLoss(l))),
      aa: e.aa.map((s) => ({
        ...s,
        factors: s.factors.filter((f) => f.applies === 'defense'),
        numbers: hideNumbers(s.numbers),
      })),
    };
  }
  const { numbers, ...rest } = e;
  return {
    ...rest,
    spotted: [],
    unknown: [],
    rolls: [],
    strengthAfter: -1,
    factors: e.factors.filter((f) => f.applies === 'defense'),
    losses: e.losses.filter((l) => mine(l.unit)),
    ...(numbers ? { numbers: hideNumbers(numbers) } : {}),
  };
}
