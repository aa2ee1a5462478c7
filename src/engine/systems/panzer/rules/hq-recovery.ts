// HQ recovery (PC-CMD-14): at the start of each later player turn of its side, an eliminated HQ
// may be restored. The manual gives the shape (better HQs come back more often; a random
// strength; Disrupted and no HQ functions on the first turn back) but no numbers and no place:
// those are the parameters below, each labelled not from the source and recorded in
// docs/rules-decisions.md, "HQ recovery".

import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Quality, Side } from '../model/unit.js';
import { parentOrg, unitOrg } from './attachments.js';
import { commandingHq } from './command.js';
import { gameDice, type DiceSource } from './dice-source.js';

const RULE = 'PC-CMD-14';

export interface HqRecoveryParams {
  /** Percent chance per player turn, by HQ quality (PC-CMD-14: higher for better HQs). */
  readonly chance: Readonly<Record<Quality, number>>;
  /** The restored strength is drawn uniformly from this percent of full strength up to 100%. */
  readonly minStrengthPercent: number;
}

/**
 * Not from the source: 30% a turn for an A HQ down by 5 points a grade to 5% for an F HQ, and a
 * strength of 25-100% of full. docs/rules-decisions.md, "HQ recovery".
 */
export const HQ_RECOVERY: HqRecoveryParams = {
  chance: { A: 30, B: 25, C: 20, D: 15, E: 10, F: 5 },
  minStrengthPercent: 25,
};

const onMap = (state: GameState, u: number | undefined): u is number =>
  u !== undefined && state.units[u]!.status === 'active' && state.units[u]!.loc >= 0;

/** True when `org` is `root` or lies under it on the current chain (Corps Attachments included). */
function within(state: GameState, org: string | undefined, root: string): boolean {
  const seen = new Set<string>();
  for (let o = org; o !== undefined && !seen.has(o); o = parentOrg(state, o)) {
    if (o === root) return true;
    seen.add(o);
  }
  return false;
}

/**
 * Where a restored HQ appears, or undefined when nowhere. Not from the source (the manual says
 * nothing): with its superior HQ; failing that, with the unit of its own formation that comes
 * first in the order of battle; failing both, it stays off the map this turn.
 */
export function hqRecoveryHex(state: GameState, hq: number): number | undefined {
  const sup = commandingHq(state, hq);
  if (onMap(state, sup)) return state.units[sup]!.loc;
  const org = state.world.units[hq]!.hqOf;
  if (org === undefined) return undefined;
  const side = state.world.units[hq]!.side;
  for (let i = 0; i < state.units.length; i++) {
    if (i === hq || !onMap(state, i) || (state.units[i]!.owner ?? state.world.units[i]!.side) !== side)
      continue;
    if (within(state, unitOrg(state, i), org)) return state.units[i]!.loc;
  }
  return undefined;
}

/**
 * PC-TRN-11 step 5, PC-CMD-14: each eliminated HQ of the side rolls to come back. A restored HQ
 * has a random strength, is Disrupted, and is Out of Command this turn (PC-CMD-09: no HQ functions).
 */
export function restoreHqs(
  state: GameState,
  side: Side,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
  params: HqRecoveryParams = HQ_RECOVERY,
): void {
  // "Each later player turn": the start of the game has no earlier turn to have lost an HQ in.
  if (state.turn <= 1 && state.playerTurn === 0) return;
  const { world } = state;
  const out = new Set(state.ops.outOfCommand);
  state.units.forEach((s, hq) => {
    const def = world.units[hq]!;
    if (def.side !== side || def.type !== 'hq' || s.status !== 'eliminated') return;
    const loc = hqRecoveryHex(state, hq);
    if (loc === undefined) return;
    const d = dice(`hq-recovery:${hq}`);
    const target = params.chance[def.quality];
    const x = d.percent();
    const roll: Roll = {
      label: `HQ recovery: quality ${def.quality} under ${target}%`,
      value: x,
      target,
      success: x < target,
      rule: RULE,
    };
    if (!roll.success) {
      events.push({
        type: 'unitState',
        unit: hq,
        what: 'is not restored this turn',
        rolls: [roll],
        rule: RULE,
      });
      return;
    }
    const lo = Math.max(1, Math.ceil((def.strength * params.minStrengthPercent) / 100));
    const strength = d.int(Math.min(lo, def.strength), Math.max(1, def.strength));
    Object.assign(s, {
      status: 'active',
      loc,
      strength,
      cohesion: 'disrupted',
      mode: 'deployed',
      moved: false,
      fired: false,
      assaulted: false,
      digging: false,
      lowAmmo: false,
      lowFuel: false,
      onFoot: false,
      revealed: false,
      lossesThisTurn: 0,
    });
    delete s.patrolling;
    out.add(hq);
    events.push({
      type: 'unitState',
      unit: hq,
      what: `is restored at ${world.board.label(loc)} with ${strength} ${def.component}, Disrupted, no HQ functions this turn`,
      strength,
      cohesion: 'disrupted',
      rolls: [roll],
      rule: RULE,
    });
  });
  state.ops.outOfCommand = [...out].sort((a, b) => a - b);
}
