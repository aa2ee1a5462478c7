// Corps Attachments (PC-CMD-15), changed once a day (PC-TRN-12): a Division or other unit inside a
// Corps-level organisation is reassigned to another Corps-level organisation. The order of battle
// in the World stays as the scenario gave it; the reassignments live in `state.ops.attachments`
// and every walk up the chain of command goes through parentOrg / unitOrg below, so command range
// checks (PC-CMD-07/10/11) use the new chain from the moment the order is given.

import type { AttachCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES, type OrgNode, type Side } from '../model/unit.js';
import { isFirstTurnOfDay, timeOfTurn } from './clock.js';
import { actingSide } from './phases.js';
import type { World } from '../world.js';

const RULE = 'PC-CMD-15';

/** Which organisations take attachments: Corps, or Armies for Russian forces from 1942 (PC-CMD-15). */
export type AttachmentLevel = 'corps' | 'army';

/**
 * Nations whose forces attach at Army level from 1942 (PC-CMD-15 "Russian forces from 1942 on").
 * The scenario data names nations freely; these are the spellings of the bundled scenarios and the
 * usual alternatives.
 */
export const RUSSIAN_NATIONS: ReadonlySet<string> = new Set(['ussr', 'soviet union', 'russia', 'red army']);

/** The year from which Russian attachments work at Army level (PC-CMD-15). */
export const RUSSIAN_ARMY_LEVEL_FROM = 1942;

/**
 * PC-CMD-15: Army level for a side whose units are all Russian in a scenario dated 1942 or later,
 * else Corps level. Read from the data (unit nations, start date); `override` sets it outright.
 */
export function attachmentLevel(world: World, side: Side, override?: AttachmentLevel): AttachmentLevel {
  if (override) return override;
  const year = Number(world.scenario.start.date.slice(0, 4));
  const nations = world.units.filter((u) => u.side === side).map((u) => u.nation.toLowerCase());
  const russian = nations.length > 0 && nations.every((n) => RUSSIAN_NATIONS.has(n));
  return russian && year >= RUSSIAN_ARMY_LEVEL_FROM ? 'army' : 'corps';
}

/** The parent of an organisation, after the Corps Attachments made in play. */
export function parentOrg(state: GameState, org: string): string | undefined {
  return state.ops.attachments?.orgs[org] ?? state.world.orgs.get(org)?.parent;
}

/** The organisation a unit belongs to, after the Corps Attachments made in play. */
export function unitOrg(state: GameState, unit: number): string {
  const def = state.world.units[unit]!;
  return state.ops.attachments?.units[def.id] ?? def.org;
}

/**
 * PC-TRN-12: the midnight turn, or the first turn after midnight when there is none. The first
 * turn of a game counts only when it is itself at midnight (00:xx): the day did not begin with it.
 */
export function isAttachmentTurn(world: World, turn: number): boolean {
  if (turn > 1) return isFirstTurnOfDay(world, turn);
  return timeOfTurn(world, turn).hour === 0;
}

const orgName = (n: OrgNode | undefined, id: string) => n?.name ?? id;

/** What an Attach order names: an organisation or a unit, its side, name and current parent. */
interface Subject {
  readonly kind: 'org' | 'unit';
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly parent: string | undefined;
  readonly level?: string;
}

function subjectOf(state: GameState, id: string): Subject | undefined {
  const o = state.world.orgs.get(id);
  if (o) return { kind: 'org', id, name: o.name, side: o.side, parent: parentOrg(state, id), level: o.level };
  const u = state.world.unitIndex.get(id);
  if (u === undefined) return undefined;
  const def = state.world.units[u]!;
  // An HQ moves with the organisation it commands: attach that organisation instead.
  if (def.hqOf !== undefined) return subjectOf(state, def.hqOf);
  return { kind: 'unit', id, name: def.name, side: def.side, parent: unitOrg(state, u) };
}

/**
 * Why `org` (an organisation or unit id) may not be attached to `to` now, or null (PC-CMD-15,
 * PC-TRN-12). Not from the source: only what hangs directly from a Corps-level organisation may
 * be moved (a Division, or a unit attached straight to the Corps); the parts of a Division stay
 * in it (docs/rules-decisions.md, "Corps Attachments").
 */
export function attachRefusal(
  state: GameState,
  org: string,
  to: string,
  level: AttachmentLevel = attachmentLevel(state.world, actingSide(state)),
): RuleError | null {
  const side = actingSide(state);
  const subject = subjectOf(state, org);
  if (!subject) return ruleError('NO_SUCH_UNIT', `There is no organisation or unit "${org}".`, RULE);
  const target = state.world.orgs.get(to);
  if (!target) return ruleError('NO_SUCH_UNIT', `There is no organisation "${to}".`, RULE);
  if (subject.side !== side)
    return ruleError(
      'NOT_YOUR_UNIT',
      `${subject.name} is ${SIDE_NAMES[subject.side]}; it is the ${SIDE_NAMES[side]} turn.`,
      RULE,
    );
  if (target.side !== side)
    return ruleError('NOT_YOUR_UNIT', `${target.name} belongs to the ${SIDE_NAMES[target.side]} side.`, RULE);
  if (!isAttachmentTurn(state.world, state.turn))
    return ruleError(
      'NOT_ALLOWED',
      'Corps Attachments change only at midnight or the first turn after (PC-TRN-12).',
      RULE,
    );
  const what = level === 'army' ? 'Army' : 'Corps';
  if (target.level !== level)
    return ruleError(
      'NOT_ALLOWED',
      level === 'army'
        ? `${target.name} is not an Army: Russian forces from ${RUSSIAN_ARMY_LEVEL_FROM} are reassigned between Armies, and their Corps cannot be changed.`
        : `${target.name} is not a Corps-level organisation; attachments are made to a Corps.`,
      RULE,
    );
  const from = subject.parent;
  const fromNode = from === undefined ? undefined : state.world.orgs.get(from);
  if (!fromNode || fromNode.level !== level)
    return ruleError(
      'NOT_ALLOWED',
      `${subject.name} is not attached directly to a ${what}${fromNode ? ` (it belongs to ${fromNode.name})` : ''}; only a Division or a unit under a ${what} may change its attachment.`,
      RULE,
    );
  if (from === to)
    return ruleError('NOT_ALLOWED', `${subject.name} is already attached to ${target.name}.`, RULE);
  // The new parent must not sit inside what is moved (a chain of command has no loop).
  for (let o: string | undefined = to; o !== undefined; o = parentOrg(state, o))
    if (o === subject.id) return ruleError('NOT_ALLOWED', `${target.name} is part of ${subject.name}.`, RULE);
  return null;
}

/** PC-CMD-15: Units → Corps Attachments. */
export function handleAttach(draft: GameState, cmd: AttachCommand): GameEvent[] | RuleError {
  const bad = attachRefusal(draft, cmd.org, cmd.parent);
  if (bad) return bad;
  const subject = subjectOf(draft, cmd.org)!;
  const before = draft.ops.attachments ?? { orgs: {}, units: {} };
  // Replaced, never changed in place: cloneState shares `ops` members between states.
  draft.ops.attachments =
    subject.kind === 'org'
      ? { orgs: { ...before.orgs, [subject.id]: cmd.parent }, units: before.units }
      : { orgs: before.orgs, units: { ...before.units, [subject.id]: cmd.parent } };
  const from = orgName(draft.world.orgs.get(subject.parent!), subject.parent!);
  const to = orgName(draft.world.orgs.get(cmd.parent), cmd.parent);
  return [
    {
      type: 'message',
      text: `${subject.name} is reattached from ${from} to ${to}`,
      seenBy: subject.side,
      rule: RULE,
    },
  ];
}

/** Organisations and units the side may reattach now, with the organisations they may join. */
export function attachmentChoices(
  state: GameState,
  side: Side,
  level: AttachmentLevel = attachmentLevel(state.world, side),
): { id: string; name: string; from: string; to: string[] }[] {
  if (!isAttachmentTurn(state.world, state.turn)) return [];
  const targets = [...state.world.orgs.values()].filter((o) => o.side === side && o.level === level);
  const out: { id: string; name: string; from: string; to: string[] }[] = [];
  const consider = (id: string) => {
    const s = subjectOf(state, id);
    if (!s || s.side !== side || s.parent === undefined) return;
    const to = targets.filter((t) => attachRefusal(state, id, t.id, level) === null).map((t) => t.id);
    if (to.length > 0) out.push({ id, name: s.name, from: s.parent, to });
  };
  for (const o of state.world.orgs.values()) if (o.side === side) consider(o.id);
  for (const u of state.world.units)
    if (u.side === side && u.hqOf === undefined && state.world.orgs.get(u.org)?.level === level)
      consider(u.id);
  return out;
}
