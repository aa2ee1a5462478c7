// Recon Spotting (PC-SPT-07, optional rule PC-OPT-04 'reconSpotting'). A recon unit spends 1/3 of
// its movement allowance to look for enemy units that basic spotting misses: concealed units, and
// units out to Visibility + 1 hex. The manual gives no probability; ours follows Air Recon
// (PC-AIR-07), for each enemy unit in line of sight not yet spotted in full:
//
//   chance = reconRangeFactor / (R + 1) x (100% + terrain modifier of its hex)
//            x quality (A 150% .. F 40%) x 1/2 if the recon unit is Disrupted
//
// and a success shows it in detail with reconDetailChance (50%), otherwise as Unknown. The attempt
// may be repeated while MP last (new dice each time: they are keyed by the command count).

import { plural } from '../../../core/words.js';
import type { ReconCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import { spottingParamsOf } from '../model/spotting-params.js';
import type { GameState } from '../model/state.js';
import { diceFor } from '../../../core/rng.js';
import { ruleOn } from '../world.js';
import { ownActiveUnit } from './guards.js';
import { lineOfSight } from './los.js';
import { raiseSpotLevels, spotLevel, type SpotLevel } from './spotting.js';
import { effectiveVisibility } from './weather.js';
import { smokeAllows } from './smoke-sight.js';

/** PC-SPT-07, PC-GEN-05: 1/3 of the unit's allowance this turn, rounded up, at least 1 MP. */
export function reconCost(mpMax: number): number {
  return Math.max(1, Math.ceil(mpMax / 3));
}

export function handleRecon(draft: GameState, cmd: ReconCommand): GameEvent[] | RuleError {
  const { world } = draft;
  // Guard: an optional rule the players did not choose, unless the profile makes it standard
  // (PB-SPOT-10, PB-DIFF-14: params.variant.reconStandard).
  if (!world.params.variant.reconStandard && !ruleOn(world, 'reconSpotting'))
    return ruleError(
      'NOT_ALLOWED',
      'Recon Spotting is an optional rule not in force in this game.',
      'PC-SPT-07',
    );
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = world.units[u]!;
  const s = draft.units[u]!;
  // Guard: only specialist reconnaissance units may try (PC-SPT-07, PC-UNT-02).
  if (def.type !== 'recon' && !def.flags.recon)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is not a reconnaissance unit; only recon units can use Recon Spotting.`,
      'PC-SPT-07',
    );
  // Guard: a Broken unit cannot spot in detail (PC-SPT-06).
  if (s.cohesion === 'broken')
    return ruleError('STATE', `${def.name} is Broken and cannot spot.`, 'PC-SPT-06');
  const cost = reconCost(s.mpMax);
  if (s.mp < cost)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${def.name} has ${s.mp} MP left; Recon Spotting costs ${cost}.`,
      'PC-SPT-07',
    );
  s.mp -= cost;

  const sp = spottingParamsOf(world.params);
  const side = def.side;
  const range = effectiveVisibility(draft) + sp.reconExtraRange;
  const quality = sp.reconQuality[def.quality] ?? 1;
  const disrupted = s.cohesion === 'disrupted' ? 0.5 : 1;
  const dice = diceFor(draft, `recon|${u}`);
  const ups = new Map<number, SpotLevel>();
  let detail = 0;
  let unknown = 0;
  draft.units.forEach((t, j) => {
    const tdef = world.units[j]!;
    if (tdef.side === side || t.status !== 'active' || t.loc < 0) return;
    const now = spotLevel(draft, side, j);
    if (now === 2) return;
    const r = world.board.distance(s.loc, t.loc);
    if (r > range || !lineOfSight(world, s.loc, t.loc) || !smokeAllows(draft, s.loc, t.loc)) return; // PB-FIRE-46
    const terrain = world.params.terrain[world.terrain[t.loc]!]!;
    const p = (sp.reconRangeFactor / (r + 1)) * ((100 + terrain.modifier) / 100) * quality * disrupted;
    if (!dice.chance(p)) return;
    if (dice.percent() < sp.reconDetailChance) {
      ups.set(j, 2);
      detail++;
    } else if (now === 0) {
      ups.set(j, 1);
      unknown++;
    }
  });
  const events: GameEvent[] = [
    {
      type: 'message',
      seenBy: side,
      rule: 'PC-SPT-07',
      text:
        detail + unknown === 0
          ? `${def.name} reconnoitres out to ${range} hexes (${cost} MP) and finds nothing new.`
          : `${def.name} reconnoitres out to ${range} hexes (${cost} MP): ${plural(detail, 'unit')} identified, ${unknown} seen as Unknown.`,
    },
  ];
  events.push(...raiseSpotLevels(draft, side, ups));
  return events;
}
