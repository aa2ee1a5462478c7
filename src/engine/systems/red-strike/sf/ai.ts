// The computer's special-forces orders (RS-SF-1..4), decided on its own view and checked with
// checkSf (the check apply uses): raids on LRMUs near the front, on HQs near the front after a
// recon (a reconnoitred target takes 2 hits; a raid loses its team 7 times in 10), raids on ADN
// installations near the front, recon of HQs and LRMUs it has not found (RS-OPT-18), and, with the air war on, recon of
// the enemy stacks next to its units before air strikes. Missions are spread over the three
// action stages.

import type { Dice } from '../../../core/rng.js';
import { groundTargetKnown, isReconnoitred } from '../detection/api.js';
import { isOn } from '../ext/options.js';
import type { ExtChoice } from '../ext/hooks.js';
import type { Side } from '../scenario.js';
import { onMap } from '../units.js';
import type { RsView } from '../view.js';
import { checkSf, findInstallation } from './rules.js';
import type { SfCommand } from './state.js';

/** How far from its own ground units the computer sends special forces (hexes; not from the source). */
export const SF_FRONT_RANGE = 6;

function near(v: RsView, side: Side, hex: number, range: number): boolean {
  const b = v.world.map.board;
  return v.units.some(
    (u, i) => onMap(u) && v.world.units[i]!.side === side && b.distance(u.loc, hex) <= range,
  );
}

export function sfComputer(v: RsView, kind: 'ai' | 'random', dice: Dice): ExtChoice[] {
  const side = v.viewer;
  const step = v.step;
  const sf = v.ext.sf;
  if (v.combat || step.kind !== 'move' || step.side !== side || !sf || sf.gt[side] <= 0) return [];
  const per = v.world.scenario.extended?.specialForces?.[side] ?? 0;
  if (sf.used[side] >= Math.ceil((per * step.stage) / 3)) return [];
  const scored: { score: number; command: SfCommand; note: string }[] = [];
  const spare = sf.gt[side] >= 2;
  v.units.forEach((u, i) => {
    const d = v.world.units[i]!;
    if (d.side === side || !onMap(u) || !near(v, side, u.loc, SF_FRONT_RANGE)) return;
    const target = { unit: d.id };
    if (d.class === 'hq' || d.class === 'lrmu') {
      const reconned = isReconnoitred(v, { kind: 'ground', unit: i });
      if (!groundTargetKnown(v, i, side))
        scored.push({
          score: 5,
          command: { type: 'sf-recon', target },
          note: `SF recon to find ${d.name} (RS-OPT-18)`,
        });
      // An LRMU falls to one hit; an HQ takes 2 hits from a raid once reconnoitred (RS-SF-4).
      else if (d.class === 'lrmu' || reconned)
        scored.push({
          score: d.class === 'hq' ? 13 : 9,
          command: { type: 'sf-raid', target },
          note: `SF raid on ${d.name} (RS-SF-4)`,
        });
      else if (spare || sf.game[side] > 1)
        scored.push({
          score: 11,
          command: { type: 'sf-recon', target },
          note: `SF recon of ${d.name} before a raid (RS-SF-3)`,
        });
      return;
    }
    // Recon before air strikes: the enemy stacks next to its units (RS-SF-3, RS-AIR-81 doubles B).
    if (isOn(v, 'air') && near(v, side, u.loc, 1) && !isReconnoitred(v, { kind: 'ground', unit: i }))
      scored.push({
        score: 4,
        command: { type: 'sf-recon', target, stack: true },
        note: `SF recon of the stack of ${d.name} (RS-SF-3)`,
      });
  });
  for (const x of v.world.scenario.extended?.adn?.installations ?? []) {
    const inst = findInstallation(v, x.id);
    if (!inst || inst.side === side || !near(v, side, inst.hex, SF_FRONT_RANGE + 2)) continue;
    scored.push({
      score: 7,
      command: { type: 'sf-raid', target: { installation: x.id } },
      note: `SF raid on ${x.name} (RS-SF-4)`,
    });
  }
  const legal = scored.filter((c) => !('code' in checkSf(v, c.command, side)));
  if (legal.length === 0) return [];
  if (kind === 'random') {
    if (!dice.chance(0.5)) return [];
    const pick = legal[dice.int(0, legal.length - 1)]!;
    return [{ command: pick.command, note: pick.note }];
  }
  legal.sort((a, b) => b.score - a.score);
  return legal.map((c) => ({ command: c.command, note: c.note }));
}
