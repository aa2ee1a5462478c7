// Organisation, headquarters and command (PC-CMD).

import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { parentOrg, unitOrg } from './attachments.js';
import { QUALITY_NUMBER, type Side, type UnitDef } from '../model/unit.js';
import type { Dice } from '../../../core/rng.js';
import { gameDice, type DiceSource } from './dice-source.js';

/** Organisation levels from the top (PC-CMD-01); the command test runs in this order. */
const LEVEL_RANK: Record<string, number> = {
  armyGroup: 0,
  army: 1,
  corps: 2,
  division: 3,
  brigade: 4,
  regiment: 4,
  battalion: 5,
  company: 6,
  platoon: 7,
};

/** PC-CMD-04: Nominal = order-of-battle range + quality adjustment (A +2 … C 0 … F −3). */
export function nominalCommandRange(def: UnitDef): number {
  const adj = QUALITY_NUMBER[def.quality] - 4;
  return Math.max(0, (def.commandRange ?? 0) + adj);
}

/**
 * PC-CMD-05: Modified = Nominal × 1/2 if Disrupted, 0 if Broken, × 3/4 in travel mode. Both
 * multipliers combine and the result is rounded down (rules-decisions: PC-CMD-05).
 */
export function modifiedCommandRange(state: GameState, hq: number): number {
  const s = state.units[hq]!;
  if (s.cohesion === 'broken') return 0;
  let r = nominalCommandRange(state.world.units[hq]!);
  if (s.cohesion === 'disrupted') r *= 1 / 2;
  if (s.mode !== 'deployed') r *= 3 / 4;
  return Math.floor(r);
}

function hqUnitOfOrg(state: GameState, org: string): number | undefined {
  return state.world.hqOfOrg.get(org);
}

/**
 * The HQ that commands a unit (PC-CMD-07): the HQ of the nearest organisation above it that has
 * an HQ in the order of battle. For an HQ, the search starts at its organisation's parent. The
 * result may be an HQ that no longer exists (eliminated or not yet arrived): the caller decides.
 */
export function commandingHq(state: GameState, unit: number): number | undefined {
  const def = state.world.units[unit]!;
  // The chain as Corps Attachments left it (PC-CMD-15): command range checks use the new chain.
  let org: string | undefined = def.hqOf !== undefined ? parentOrg(state, def.hqOf) : unitOrg(state, unit);
  while (org !== undefined) {
    const hq = hqUnitOfOrg(state, org);
    if (hq !== undefined && hq !== unit) return hq;
    org = parentOrg(state, org);
  }
  return undefined;
}

function hqOnMap(state: GameState, hq: number | undefined): hq is number {
  return hq !== undefined && state.units[hq]!.status === 'active' && state.units[hq]!.loc >= 0;
}

/**
 * PC-CMD-07: Detached = beyond its HQ's Nominal range, or its HQ does not exist. Partisans are
 * never Detached; a unit with no HQ anywhere above it (a top formation) is not Detached either.
 */
export function isDetached(state: GameState, unit: number): boolean {
  const def = state.world.units[unit]!;
  if (def.type === 'partisan') return false;
  const hq = commandingHq(state, unit);
  if (hq === undefined) return false;
  if (!hqOnMap(state, hq)) return true;
  const dist = state.world.board.distance(state.units[unit]!.loc, state.units[hq]!.loc);
  return dist > nominalCommandRange(state.world.units[hq]!);
}

export function isOutOfCommand(state: GameState, hq: number): boolean {
  return state.ops.outOfCommand.includes(hq);
}

/**
 * The C / (C + R) range test (PC-CMD-11/13, PC-SUP-13): C is the HQ's Modified range, R the
 * distance. Fails outright when the unit has no HQ on the map or the HQ is Out of Command.
 */
export function rangeTest(state: GameState, unit: number, dice: Dice, label: string, rule: string): Roll {
  const hq = commandingHq(state, unit);
  if (!hqOnMap(state, hq) || isOutOfCommand(state, hq))
    return { label: `${label}: no HQ in command`, value: 0, target: 0, success: false, rule };
  const c = modifiedCommandRange(state, hq);
  const r = state.world.board.distance(state.units[unit]!.loc, state.units[hq]!.loc);
  const p = c + r === 0 ? 1 : c / (c + r);
  const x = dice.next();
  return {
    label: `${label}: C/(C+R) = ${c}/${c + r}`,
    value: x * 100,
    target: p * 100,
    success: x < p,
    rule,
  };
}

/** One HQ's command test (PC-CMD-10): every roll it made, each with the threshold it rolled against. */
export interface CommandTestResult {
  readonly hq: number;
  readonly inCommand: boolean;
  /** The first chance (under S), then the second chance (under C/(C+R)) when it was rolled. */
  readonly rolls: readonly Roll[];
}

/**
 * PC-CMD-10: the command test for every HQ of the side, highest level first. First chance: a
 * random percentage < S (the side's Global Supply Value). Second chance, for a subordinate HQ whose
 * superior is In Command: a random number < C / (R + C). Dice are drawn per HQ (`command:<hq>`)
 * from `dice`, the game's own unless a test holds them. An HQ that fails both, or passes only on
 * the second chance, gets an event with both rolls and their thresholds; the result lists every
 * HQ tested.
 */
export function commandTest(
  state: GameState,
  side: Side,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
): CommandTestResult[] {
  const { world } = state;
  const s = state.ops.globalSupply[side];
  const hqs = [...world.hqOfOrg.entries()]
    .filter(([, u]) => world.units[u]!.side === side && state.units[u]!.status === 'active')
    .sort(
      ([a], [b]) =>
        (LEVEL_RANK[world.orgs.get(a)!.level] ?? 9) - (LEVEL_RANK[world.orgs.get(b)!.level] ?? 9) ||
        a.localeCompare(b),
    )
    .map(([, u]) => u);
  const out = new Set(state.ops.outOfCommand.filter((u) => world.units[u]!.side !== side));
  const results: CommandTestResult[] = [];
  for (const hq of hqs) {
    const d = dice(`command:${hq}`);
    const first = d.percent();
    const firstRoll: Roll = {
      label: `command test: under supply ${fmt(s)}%`,
      value: first,
      target: s,
      success: first < s,
      rule: 'PC-CMD-10',
    };
    if (firstRoll.success) {
      results.push({ hq, inCommand: true, rolls: [firstRoll] });
      continue;
    }
    const rolls: Roll[] = [firstRoll];
    const sup = commandingHq(state, hq);
    if (hqOnMap(state, sup) && !out.has(sup)) {
      const c = modifiedCommandRange(state, sup);
      const r = world.board.distance(state.units[hq]!.loc, state.units[sup]!.loc);
      // C + R = 0 (a superior of range 0 in the same hex) gives no chance and draws no die.
      const x = c + r > 0 ? d.next() : 1;
      const passed = c + r > 0 && x < c / (c + r);
      rolls.push({
        label: `second chance from ${world.units[sup]!.name}: C/(C+R) = ${c}/${c + r}`,
        value: x * 100,
        target: c + r > 0 ? (100 * c) / (c + r) : 0,
        success: passed,
        rule: 'PC-CMD-10',
      });
      if (passed) {
        results.push({ hq, inCommand: true, rolls });
        events.push({
          type: 'unitState',
          unit: hq,
          what: 'In Command: passed the command test on the second chance',
          rolls,
          rule: 'PC-CMD-10',
        });
        continue;
      }
    }
    out.add(hq);
    results.push({ hq, inCommand: false, rolls });
    events.push({
      type: 'unitState',
      unit: hq,
      what: `Out of Command this turn: ${outOfCommandWhy(state, hq, out)}`,
      rolls,
      rule: 'PC-CMD-10',
    });
  }
  state.ops.outOfCommand = [...out].sort((a, b) => a - b);
  return results;
}

const fmt = (x: number) => String(Math.round(x * 10) / 10);

/**
 * Why an HQ is Out of Command (PC-CMD-09), in words for the hex info and the report (issue 18:
 * "Out of Command on turn 1 with no explanation"). It failed this turn's command test (PC-CMD-10):
 * the first chance is a roll under the side's Global Supply Value; the second, only for an HQ
 * whose superior HQ is on the map and In Command, a roll under C/(C+R) (C the superior's Modified
 * Command Range, R the distance to it, measured now).
 */
export function outOfCommandWhy(
  state: GameState,
  hq: number,
  out: ReadonlySet<number> = new Set(state.ops.outOfCommand),
): string {
  const { world } = state;
  const def = world.units[hq]!;
  const s = state.ops.globalSupply[def.side];
  const first = `it failed the command test at the start of the turn (PC-CMD-10): no roll under the supply value ${fmt(s)}%`;
  const sup = commandingHq(state, hq);
  if (sup === undefined) return `${first}, and it has no superior HQ for a second chance`;
  const name = world.units[sup]!.name;
  if (!hqOnMap(state, sup))
    return `${first}, and its superior HQ ${name} is not on the map for a second chance`;
  if (out.has(sup)) return `${first}, and its superior HQ ${name} is Out of Command too: no second chance`;
  const c = modifiedCommandRange(state, sup);
  const r = world.board.distance(state.units[hq]!.loc, state.units[sup]!.loc);
  return `${first}, nor under C/(C+R) = ${c}/${c + r} for ${name} at ${world.board.label(state.units[sup]!.loc)} (range ${c}, ${r} hexes away)`;
}
