// The area-impulse system (a "Storm Over"-style game: ../shared/rules/area-impulse-fire.md) as a
// RuleSystem: the one object the layers above the engine hold. Everything here delegates to the
// modules beside it; what it adds is the snapshot format and the contract's small answers.

import { z } from 'zod';
import { canonicalHash } from '../../core/serialize.js';
import type { GameOptions, RuleSystem } from '../../core/system.js';
import { apply } from './apply.js';
import { describeEvent, explainEvents } from './describe.js';
import { newGame } from './impulse.js';
import type { AreaCommand, AreaEvent, AreaScenario, AreaState, AreaView } from './model.js';
import { computerSide, PLAYER_KINDS } from './players.js';
import { afterAction, summaryLines } from './report.js';
import { areaScenarioSchema, checkAreaScenario, sideName, SIDES } from './scenario.js';
import { actingSideOf } from './state.js';
import { outcomeOf } from './victory.js';
import { eventsFor, viewFor } from './view.js';
import { worldOf } from './world.js';

export const AREA_IMPULSE_ID = 'area-impulse';

const side = z.enum(SIDES);
const score = z.record(z.string(), z.number());

/** The dynamic state as plain JSON; the scenario travels beside it. */
const snapshotSchema = z.strictObject({
  seed: z.string(),
  seq: z.number().int().min(0),
  turn: z.number().int().min(1),
  active: side,
  impulse: z.number().int().min(0),
  passes: z.number().int().min(0),
  units: z.array(
    z.strictObject({
      area: z.number().int().min(-1),
      fresh: z.boolean(),
      status: z.enum(['reserve', 'active', 'eliminated']),
    }),
  ),
  control: z.array(side.nullable()),
  markers: z.array(z.array(side)),
  hands: z.record(z.string(), z.array(z.string())),
  pending: z
    .strictObject({
      kind: z.literal('allocate'),
      firingSide: side,
      owner: side,
      area: z.number().int().min(0),
      from: z.number().int().min(0),
      damage: z.number().int().min(1),
      toApply: z.number().int().min(1),
      assigned: z.record(z.string(), z.number().int()).optional(),
    })
    .nullable(),
  history: z.array(z.strictObject({ turn: z.number().int(), score, units: score })),
  result: z
    .strictObject({
      winner: side.nullable(),
      turn: z.number().int(),
      reason: z.enum(['suddenDeath', 'groups', 'annihilation', 'score']),
      score,
    })
    .nullable(),
});
export type AreaSnapshot = z.infer<typeof snapshotSchema>;

export function snapshotOf(s: AreaState): AreaSnapshot {
  const { world: _world, ...rest } = s;
  return structuredClone(rest) as AreaSnapshot;
}

export function restoreState(scenario: AreaScenario, raw: unknown): AreaState {
  const snap = snapshotSchema.parse(raw);
  const world = worldOf(scenario);
  const n = scenario.areas.length;
  if (snap.units.length !== scenario.units.length)
    throw new RangeError(
      `the snapshot has ${snap.units.length} units, the scenario ${scenario.units.length}`,
    );
  if (snap.control.length !== n || snap.markers.length !== n)
    throw new RangeError(`the snapshot's areas do not match the scenario's ${n}`);
  if (snap.units.some((u) => u.area >= n || (u.status === 'active') !== u.area >= 0))
    throw new RangeError('a unit of the snapshot stands in no area of the scenario');
  if (snap.pending && (snap.pending.area >= n || snap.pending.from >= n))
    throw new RangeError('the pending damage names no area of the scenario');
  return { world, ...snap };
}

export const areaImpulseSystem: RuleSystem<AreaScenario, AreaState, AreaCommand, AreaEvent, AreaView> = {
  id: AREA_IMPULSE_ID,
  title: 'Area impulse (Storm Over style)',
  sides: SIDES,
  sideName,

  scenarioSchema: areaScenarioSchema,
  checkScenario: checkAreaScenario,
  summarize: (sc) => ({
    id: sc.id,
    version: sc.version,
    system: AREA_IMPULSE_ID,
    title: sc.title,
    description: sc.description,
    scale: 'area',
    map: `${sc.areas.length} areas`,
    firstTurn: sc.turnNames?.[0] ?? 'turn 1',
    lastTurn: sc.turnNames?.[sc.turns - 1] ?? `turn ${sc.turns}`,
    turns: sc.turns,
    turnLength: 'impulses',
    units: Object.fromEntries(SIDES.map((s) => [s, sc.units.filter((u) => u.side === s).length])),
    firstSide: sc.initiative?.[0] ?? sc.sides[0].id,
  }),
  optionalRules: [],
  defaultOptions: () => ({}),
  checkMapText: () => null,

  newGame: (scenario, seed) => newGame(scenario, seed),
  apply: (state, command) => apply(state, command),
  endTurnCommand: () => ({ type: 'pass' }),
  // Every impulse hands the game to the other side; an allocation is followed by the owner's impulse.
  endsTurn: (cmd) => cmd.type !== 'allocate',
  // Every impulse is seen by the enemy and fire rolls dice: nothing is taken back.
  isUndoable: () => false,
  actingSide: actingSideOf,
  turn: (s) => s.turn,
  result: (s) => (s.result ? outcomeOf(s, s.result) : null),
  viewFor: (s, sd) => viewFor(s, sd),
  eventsFor: (s, events, sd) => eventsFor(s, events, sd),
  scenarioOf: (s) => s.world.scenario,
  optionsOf: (): GameOptions => ({}),

  snapshot: snapshotOf,
  restore: (scenario, _options, snap) => restoreState(scenario, snap),
  hash: (s) =>
    canonicalHash({ system: AREA_IMPULSE_ID, scenario: s.world.scenario.id, state: snapshotOf(s) }),

  describeEvents: (s, events) => events.map((e) => describeEvent(s, e)),
  explainEvents,
  summaryLines,
  afterAction: (s, reader) => afterAction(s, reader),

  players: PLAYER_KINDS,
  createPlayer: (kind, state, sd, opts) => computerSide(kind, state, sd, opts),
};
