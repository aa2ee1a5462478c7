// Combine and Breakdown (PC-MSC-03..05, PC-FAT-07). Company-or-smaller units of one battalion with
// one component, in one hex, become one Combined unit; Breakdown splits one sub-unit off again.
//
// Representation: the Combined unit is the first unit of the group (the host). It keeps its id
// and order-of-battle entry; the others become 'merged' (off the map, loc -1, `mergedInto` the
// host) and are listed in the host's `parts`. The host's strength is the sum of the parts'
// strengths, so every rule that reads a unit's strength sees the Combined unit whole. Breakdown
// takes the last part back out (docs/rules-decisions.md, "Combine and Breakdown").

import type { BreakdownCommand, CombineCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Params } from '../model/params.js';
import type { Cohesion, UnitDef, UnitState } from '../model/unit.js';
import type { World } from '../world.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { actingSide } from './phases.js';

const RULE = 'PC-MSC-03';

/**
 * How a Combined unit's fatigue averages its parts (PC-MSC-03, PC-FAT-07): the manual says
 * "averaged based upon each component" and does not say whether by strength (spec App. C.3).
 * Not from the source: the default weights each part by its strength ('strength'); 'parts' takes
 * the plain mean of the parts. docs/rules-decisions.md, "Combine and Breakdown".
 */
export type FatigueWeighting = 'strength' | 'parts';
export const DEFAULT_FATIGUE_WEIGHTING: FatigueWeighting = 'strength';

const COHESION_RANK: Record<Cohesion, number> = { ok: 0, disrupted: 1, broken: 2 };

/** Of a size that combines: company or smaller (PC-MSC-03), platoons only (PB-UNIT-50). */
export function combinesBySize(def: UnitDef, params: Params): boolean {
  return params.variant.combineSizes.includes(def.size);
}

/** May this kind of unit ever combine: of a size that does, and not an HQ (not from the source). */
export function canEverCombine(def: UnitDef, params: Params): boolean {
  return combinesBySize(def, params) && def.type !== 'hq';
}

/** The parts of a unit: itself when not combined, else itself and everything combined into it. */
export function partsOf(s: UnitState, u: number): number[] {
  return [u, ...(s.parts ?? [])];
}

/** PC-MSC-04 `[n]`: the sub-units of a unit (a scenario's own Combined units count their `subUnits`). */
export function subUnitCount(world: World, u: number, s: UnitState): number {
  return partsOf(s, u).reduce((n, p) => n + (world.units[p]!.subUnits ?? 1), 0);
}

/** The full strength of a unit and everything combined into it. */
export function fullStrengthOf(world: World, u: number, s: UnitState): number {
  return partsOf(s, u).reduce((n, p) => n + world.units[p]!.strength, 0);
}

/**
 * The unit's definition as the size rules read it (PC-CRT-04/05, PC-MSC-02, PB-FAT-03): a unit
 * combined during play counts all its sub-units. The same object when nothing was combined into it.
 */
export function sizedDef(world: World, u: number, s: UnitState): UnitDef {
  const def = world.units[u]!;
  if (!s.parts?.length) return def;
  return { ...def, subUnits: subUnitCount(world, u, s) };
}

/** PC-MSC-04: combined now, or combined when the scenario began (`subUnits` > 1). */
export function isCombined(world: World, u: number, s: UnitState): boolean {
  return subUnitCount(world, u, s) > 1;
}

/**
 * PC-MSC-04: the name a unit shows. A Combined unit is followed by `+++`; when every unit of its
 * battalion has combined into it, it takes the battalion's name.
 */
export function combinedName(world: World, u: number, s: UnitState): string {
  const def = world.units[u]!;
  if (!isCombined(world, u, s)) return def.name;
  const mine = new Set(partsOf(s, u));
  const siblings: number[] = [];
  world.units.forEach((d, i) => {
    if (d.org === def.org && canEverCombine(d, world.params)) siblings.push(i);
  });
  const whole = (s.parts?.length ?? 0) > 0 && siblings.every((i) => mine.has(i));
  const org = world.orgs.get(def.org);
  return whole && org ? `${org.name}+++` : `${def.name}+++`;
}

/** PC-MSC-04: `[n]` after a unit that is or could be combined; '' for any other unit. */
export function subUnitMark(world: World, u: number, s: UnitState): string {
  const def = world.units[u]!;
  if (!canEverCombine(def, world.params) && !isCombined(world, u, s)) return '';
  return `[${subUnitCount(world, u, s)}]`;
}

/**
 * Why unit `b` may not join unit `a` (both on the map), or null (PC-MSC-03). The rule: company or
 * smaller, same battalion, same component, one hex. Not from the source: HQs never combine, the
 * parts must be of one unit type (the Combined unit keeps the first part's values) and in the same
 * mode, and no part may be busy with engineer work.
 */
export function pairRefusal(state: GameState, a: number, b: number): RuleError | null {
  const { world } = state;
  const da = world.units[a]!;
  const db = world.units[b]!;
  const sa = state.units[a]!;
  const sb = state.units[b]!;
  if (a === b) return ruleError('NOT_ALLOWED', `${da.name} is named twice.`, RULE);
  for (const [d, s] of [
    [da, sa],
    [db, sb],
  ] as const) {
    if (d.type === 'hq') return ruleError('NOT_ALLOWED', `${d.name} is an HQ; HQs do not combine.`, RULE);
    if (!combinesBySize(d, world.params))
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} is a ${d.size}; only ${world.params.variant.combineSizes.join(' or ')} units combine.`,
        world.params.variant.combineSizes.includes('company') ? RULE : 'PB-UNIT-50',
      );
    if (s.bridgeOps || s.mineOps)
      return ruleError('NOT_ALLOWED', `${d.name} is busy with engineer work; stop it first.`, RULE);
  }
  if (sa.loc !== sb.loc)
    return ruleError(
      'NOT_ALLOWED',
      `${db.name} is at ${world.board.label(sb.loc)}, not in ${da.name}'s hex ${world.board.label(sa.loc)}; units combine only in one hex.`,
      RULE,
    );
  if (da.org !== db.org) {
    const on = (d: UnitDef) => world.orgs.get(d.org)?.name ?? d.org;
    return ruleError(
      'NOT_ALLOWED',
      `${db.name} (${on(db)}) is not of ${da.name}'s battalion (${on(da)}); only units of the same battalion combine.`,
      RULE,
    );
  }
  if (da.component !== db.component)
    return ruleError(
      'NOT_ALLOWED',
      `${db.name} counts ${db.component} and ${da.name} ${da.component}; only units of the same component combine.`,
      RULE,
    );
  if (da.type !== db.type)
    return ruleError(
      'NOT_ALLOWED',
      `${db.name} is ${db.type} and ${da.name} ${da.type}; only units of one type combine (a Combined unit fights with one set of values).`,
      RULE,
    );
  if (sa.mode !== sb.mode)
    return ruleError(
      'NOT_ALLOWED',
      `${db.name} is in ${sb.mode} mode and ${da.name} in ${sa.mode} mode; put them in the same mode first.`,
      RULE,
    );
  return null;
}

/** Why the group may not combine (host first), or null. */
export function combineRefusal(state: GameState, group: readonly number[]): RuleError | null {
  if (group.length < 2) return ruleError('NOT_ALLOWED', 'Combine needs at least two units.', RULE);
  for (let k = 1; k < group.length; k++) {
    if (group.indexOf(group[k]!) !== k)
      return ruleError('NOT_ALLOWED', `${state.world.units[group[k]!]!.name} is named twice.`, RULE);
    const bad = pairRefusal(state, group[0]!, group[k]!);
    if (bad) return bad;
  }
  return null;
}

/** Weighted fatigue of the parts (PC-FAT-07). */
export function combinedFatigue(
  states: readonly UnitState[],
  weighting: FatigueWeighting = DEFAULT_FATIGUE_WEIGHTING,
): number {
  const w = (s: UnitState) => (weighting === 'strength' ? Math.max(0, s.strength) : 1);
  const total = states.reduce((n, s) => n + w(s), 0);
  if (total <= 0) return Math.round(states.reduce((n, s) => n + s.fatigue, 0) / states.length);
  return Math.round(states.reduce((n, s) => n + w(s) * s.fatigue, 0) / total);
}

const without = (list: readonly number[], gone: ReadonlySet<number>) => list.filter((x) => !gone.has(x));
const withHost = (list: readonly number[], host: number, parts: readonly number[]) =>
  parts.some((p) => list.includes(p)) && !list.includes(host)
    ? [...list, host].sort((x, y) => x - y)
    : list.slice();

/**
 * Combines `group` into its first unit (PC-MSC-03): strength summed, the worst condition of any
 * part, the weighted fatigue, the lowest MP left. Changes the draft; the group must be legal.
 */
export function combineInto(
  draft: GameState,
  group: readonly number[],
  weighting: FatigueWeighting = DEFAULT_FATIGUE_WEIGHTING,
): GameEvent[] {
  const host = group[0]!;
  const joining = group.slice(1);
  const states = group.map((u) => draft.units[u]!);
  const h = draft.units[host]!;
  const fatigue = combinedFatigue(states, weighting);
  const any = (f: (s: UnitState) => boolean | undefined) => states.some((s) => f(s) === true);
  const all = (f: (s: UnitState) => boolean | undefined) => states.every((s) => f(s) === true);
  const worst = states.reduce<Cohesion>(
    (c, s) => (COHESION_RANK[s.cohesion] > COHESION_RANK[c] ? s.cohesion : c),
    'ok',
  );
  const absorbed = joining.flatMap((u) => partsOf(draft.units[u]!, u));
  h.strength = states.reduce((n, s) => n + s.strength, 0);
  h.fatigue = fatigue;
  h.cohesion = worst;
  h.mp = Math.min(...states.map((s) => s.mp));
  h.mpMax = Math.min(...states.map((s) => s.mpMax));
  h.lossesThisTurn = states.reduce((n, s) => n + s.lossesThisTurn, 0);
  // "The worst condition of any part": each handicap of one part is the whole unit's.
  h.moved = any((s) => s.moved);
  h.fired = any((s) => s.fired);
  h.assaulted = any((s) => s.assaulted);
  h.revealed = any((s) => s.revealed);
  h.fixed = any((s) => s.fixed);
  h.lowAmmo = any((s) => s.lowAmmo);
  h.lowFuel = any((s) => s.lowFuel);
  h.onFoot = any((s) => s.onFoot);
  if (any((s) => s.setupRequired)) h.setupRequired = true;
  // What only the whole can keep: digging in, patrolling, a stockpile.
  h.digging = all((s) => s.digging);
  if (!all((s) => s.patrolling)) delete h.patrolling;
  if (!all((s) => s.stockpiled)) delete h.stockpiled;
  h.parts = [...(h.parts ?? []), ...absorbed];
  for (const u of joining) {
    const s = draft.units[u]!;
    s.status = 'merged';
    s.loc = -1;
    s.mergedInto = host;
    delete s.parts;
  }
  for (const p of absorbed) draft.units[p]!.mergedInto = host;
  const gone = new Set(absorbed);
  // Bookkeeping lists by unit index: the host takes each mark any part had (replaced, not mutated).
  const ops = draft.ops;
  ops.isolated = without(withHost(ops.isolated, host, joining), gone);
  ops.unavailable = without(withHost(ops.unavailable, host, joining), gone);
  ops.movedSinceRefuel = without(withHost(ops.movedSinceRefuel, host, joining), gone);
  ops.firedIsolated = without(withHost(ops.firedIsolated, host, joining), gone);
  for (const rec of [draft.combat.engaged, draft.combat.opShots]) {
    for (const u of joining) {
      const v = rec[u];
      if (v !== undefined) rec[host] = Math.max(rec[host] ?? v, v);
      delete rec[u];
    }
  }
  if (draft.phase) {
    draft.phase.fired = without(withHost(draft.phase.fired, host, joining), gone);
    draft.phase.deploying = without(withHost(draft.phase.deploying, host, joining), gone);
  }
  // The enemy no longer sees the units that joined: they are not on the map.
  for (const side of ['allied', 'axis'] as const) {
    const k = draft.knowledge[side];
    k.spotted = without(k.spotted, gone);
    k.unknown = without(k.unknown, gone);
    for (const u of gone) delete k.lastKnown[u];
  }
  const names = joining.map((u) => draft.world.units[u]!.name).join(', ');
  return [
    {
      type: 'unitState',
      unit: host,
      what: `combines with ${names}: ${combinedName(draft.world, host, h)} [${subUnitCount(draft.world, host, h)}]`,
      strength: h.strength,
      fatigue: h.fatigue,
      cohesion: h.cohesion,
      rule: RULE,
    },
  ];
}

/**
 * The groups that may combine in `loc` for the side (the manual's Alt + Combine): the units of
 * each battalion, component and mode that may combine, each group led by its lowest index.
 */
export function combinableGroups(state: GameState, loc: number, side: string): number[][] {
  const groups = new Map<string, number[]>();
  state.units.forEach((s, i) => {
    const def = state.world.units[i]!;
    if (s.status !== 'active' || s.loc !== loc || (s.owner ?? def.side) !== side) return;
    if (!canEverCombine(def, state.world.params) || s.bridgeOps || s.mineOps) return;
    const key = `${def.org}|${def.component}|${def.type}|${s.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups.values()].filter((g) => g.length > 1 && combineRefusal(state, g) === null);
}

/** An own unit on the map, or a refusal that says which unit a merged one is combined into. */
function ownUnit(state: GameState, id: string): number | RuleError {
  const i = state.world.unitIndex.get(id);
  const into = i === undefined ? undefined : state.units[i]!.mergedInto;
  if (i !== undefined && state.units[i]!.status === 'merged' && into !== undefined)
    return ruleError(
      'NOT_ON_MAP',
      `${state.world.units[i]!.name} is combined into ${state.world.units[into]!.name}; order that unit.`,
      RULE,
    );
  return ownActiveUnit(state, id);
}

/** PC-MSC-03: Combine/Breakdown on the selected units, or with `all` on every unit of a hex. */
export function handleCombine(draft: GameState, cmd: CombineCommand): GameEvent[] | RuleError {
  if (cmd.all) {
    if (cmd.hex === undefined && !cmd.units?.length)
      return ruleError('BAD_COMMAND', 'A "combine" order with "all" needs a "hex" (or a unit in it).', RULE);
    let loc: number;
    if (cmd.hex !== undefined) {
      const l = hexLoc(draft, cmd.hex);
      if (typeof l !== 'number') return l;
      loc = l;
    } else {
      const u = ownUnit(draft, cmd.units![0]!);
      if (typeof u !== 'number') return u;
      loc = draft.units[u]!.loc;
    }
    const side = actingSide(draft);
    const groups = combinableGroups(draft, loc, side);
    if (groups.length === 0)
      return ruleError(
        'NOT_ALLOWED',
        `No units at ${draft.world.board.label(loc)} may combine: it needs two company-or-smaller units of one battalion, component, type and mode.`,
        RULE,
      );
    return groups.flatMap((g) => combineInto(draft, g));
  }
  if (!cmd.units || cmd.units.length < 2)
    return ruleError(
      'BAD_COMMAND',
      'A "combine" order needs two or more "units" (or "all" with a "hex").',
      RULE,
    );
  const group: number[] = [];
  for (const id of cmd.units) {
    const u = ownUnit(draft, id);
    if (typeof u !== 'number') return u;
    group.push(u);
  }
  const bad = combineRefusal(draft, group);
  if (bad) return bad;
  return combineInto(draft, group);
}

/**
 * PC-MSC-05: one sub-unit splits off. Not from the source: the last part to join leaves first;
 * it takes the share of the current strength its full strength is of the whole (rounded, at
 * least 1, leaving the rest at least 1), and everything else of the Combined unit as it is now.
 */
export function breakdownRefusal(state: GameState, u: number): RuleError | null {
  const def = state.world.units[u]!;
  const s = state.units[u]!;
  if (!s.parts?.length)
    return ruleError(
      'NOT_ALLOWED',
      (def.subUnits ?? 1) > 1
        ? `${def.name} began the scenario combined; only units combined in play break down.`
        : `${def.name} is not a Combined unit; there is nothing to break down.`,
      'PC-MSC-05',
    );
  if (s.strength < 2)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} has ${s.strength} ${def.component} left: too few to split into two units.`,
      'PC-MSC-05',
    );
  if (s.bridgeOps || s.mineOps)
    return ruleError('NOT_ALLOWED', `${def.name} is busy with engineer work; stop it first.`, 'PC-MSC-05');
  return null;
}

/** The strength the last part takes when it splits off (see breakdownRefusal). */
export function splitStrength(world: World, u: number, s: UnitState): number {
  const part = s.parts![s.parts!.length - 1]!;
  const share = world.units[part]!.strength / fullStrengthOf(world, u, s);
  return Math.min(s.strength - 1, Math.max(1, Math.round(s.strength * share)));
}

/** PC-MSC-05: Combine/Breakdown on a Combined unit. No MP cost; any time by the owner. */
export function handleBreakdown(draft: GameState, cmd: BreakdownCommand): GameEvent[] | RuleError {
  const u = ownUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const bad = breakdownRefusal(draft, u);
  if (bad) return bad;
  const h = draft.units[u]!;
  const part = h.parts![h.parts!.length - 1]!;
  const got = splitStrength(draft.world, u, h);
  const p = draft.units[part]!;
  const { parts: _p, mergedInto: _m, ...rest } = h;
  // The part leaves as the whole is now (fatigue, condition, MP, mode), with its share of strength.
  Object.assign(p, { ...rest, strength: got, lossesThisTurn: 0 });
  delete p.parts;
  delete p.mergedInto;
  h.strength -= got;
  h.parts = h.parts!.slice(0, -1);
  if (h.parts.length === 0) delete h.parts;
  const whole = h.parts
    ? `: ${combinedName(draft.world, u, h)} [${subUnitCount(draft.world, u, h)}]`
    : '; it is no longer combined';
  const ops = draft.ops;
  for (const key of ['isolated', 'unavailable', 'movedSinceRefuel', 'firedIsolated'] as const)
    if (ops[key].includes(u)) ops[key] = [...ops[key], part].sort((a, b) => a - b);
  if (draft.phase?.fired.includes(u)) draft.phase.fired = [...draft.phase.fired, part];
  if (draft.combat.engaged[u] !== undefined) draft.combat.engaged[part] = draft.combat.engaged[u]!;
  const w = draft.world;
  return [
    {
      type: 'unitState',
      unit: part,
      what: `breaks down from ${w.units[u]!.name} with ${got} ${w.units[part]!.component}`,
      strength: got,
      rule: 'PC-MSC-05',
    },
    {
      type: 'unitState',
      unit: u,
      what: `splits off ${w.units[part]!.name}${whole}`,
      strength: h.strength,
      rule: 'PC-MSC-05',
    },
  ];
}
