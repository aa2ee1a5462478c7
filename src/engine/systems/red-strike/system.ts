// Red Strike (../shared/rules/red-strike.md, the land game: every [CORE] rule) as a RuleSystem:
// the one object the layers above the engine hold. It delegates to the modules beside it and adds
// the snapshot format and the contract's small answers.

import { z } from 'zod';
import { canonicalHash } from '../../core/serialize.js';
import type { GameOptions, RuleSystem, ScenarioCheck, ScenarioSource } from '../../core/system.js';
import { actingSide, apply } from './apply.js';
import { checkTables, TABLE_DATA } from './data/index.js';
import { describeEvent, explainEvents } from './describe.js';
import { newGame } from './game.js';
import type { RsCommand, RsEvent, RsState } from './model.js';
import { computerSide, PLAYER_KINDS } from './players.js';
import { scenarioProblems, scenarioSchema, sideName, SIDES, type RsScenario } from './scenario.js';
import { onMap } from './units.js';
import { eventsFor, viewFor, type RsView } from './view.js';
import { victoryPoints } from './victory.js';
import { buildWorld } from './world.js';
import { EXT_OPTION_INFO, EXT_OPTION_KEYS, type ExtOptionKey } from './ext/options.js';
import { allExtensions } from './ext/registry.js';

/** Each extension's slice of the snapshot, checked by its own schema (issue 21). */
function extSnapshotSchema() {
  const shape: Record<string, z.ZodType> = {};
  for (const x of allExtensions()) shape[x.id] = (x.snapshot ?? z.record(z.string(), z.unknown())).optional();
  return z.strictObject(shape);
}

export const RED_STRIKE_ID = 'red-strike';

const side = z.enum(SIDES);
const formation = z.enum(['AC', 'HA', 'DA', 'HD', 'DD']);
const orders = z.record(z.string(), z.boolean());
const stepSchema = z.union([
  z.strictObject({ kind: z.literal('assign'), side }),
  z.strictObject({
    kind: z.literal('move'),
    stage: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    segment: z.union([z.literal(0), z.literal(1)]),
    side,
  }),
  z.strictObject({
    kind: z.literal('combat'),
    stage: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    side,
  }),
  z.strictObject({ kind: z.literal('over') }),
]);
const pair = z.strictObject({ nato: z.number(), wp: z.number() });

/** The dynamic state as plain JSON; the scenario travels beside it. */
const snapshotSchema = z.strictObject({
  seed: z.string(),
  seq: z.number().int().min(0),
  turn: z.number().int().min(1),
  step: stepSchema,
  initiative: side,
  battlesWon: z.number().int(),
  sp: pair,
  spDry: z.strictObject({ nato: z.boolean(), wp: z.boolean() }),
  railUsed: pair,
  units: z.array(
    z.strictObject({
      loc: z.number().int().min(-1),
      eliminated: z.boolean(),
      reduced: z.boolean(),
      hits: z.number().int().min(0),
      bh: z.boolean(),
      mode: z.enum(['frontline', 'reserve']),
      reserveHq: z.number().int().min(-1),
      movedIn: z.string().nullable(),
      mpLeft: z.number(),
      overran: z.boolean(),
      railStage: z.number().int().min(0).max(3),
      supply: z.enum(['in', 'oos1', 'oos']),
      foughtIn: z.string().nullable(),
      pending: z.boolean(),
    }),
  ),
  control: z.array(side.nullable()),
  interdicted: z.array(z.number().int().min(0)),
  attackedHexes: z.array(z.number().int().min(0)),
  combat: z
    .strictObject({
      id: z.number().int(),
      attacker: side,
      defenderHex: z.number().int().min(0),
      attackers: z.array(z.number().int().min(0)),
      defenders: z.array(z.number().int().min(0)),
      flags: z.record(z.string(), z.union([z.boolean(), z.number()])),
      phase: z.enum(['withdraw', 'defence', 'attack', 'advance']),
      attackerChoice: z.strictObject({ formations: z.record(z.string(), formation), orders }).optional(),
      defenderChoice: z.strictObject({ formation, orders }).optional(),
      advanceTo: z.array(z.number().int()).optional(),
      advancers: z.array(z.number().int()).optional(),
    })
    .nullable(),
  combats: z.number().int().min(0),
  options: z.array(z.enum(EXT_OPTION_KEYS as [ExtOptionKey, ...ExtOptionKey[]])).default([]),
  ext: extSnapshotSchema().default({}),
  assignModes: z.array(z.enum(['frontline', 'reserve'])).nullable(),
  result: z
    .strictObject({
      winner: side.nullable(),
      title: z.string(),
      turn: z.number().int(),
      reason: z.string(),
      score: z.record(z.string(), z.number()).optional(),
    })
    .nullable(),
});

export function snapshotOf(s: RsState): unknown {
  const { world: _world, ...rest } = s;
  return structuredClone(rest);
}

export function restoreState(scenario: RsScenario, raw: unknown): RsState {
  const snap = snapshotSchema.parse(raw);
  const world = buildWorld(scenario);
  if (snap.units.length !== world.units.length)
    throw new RangeError(`the snapshot has ${snap.units.length} units, the scenario ${world.units.length}`);
  if (snap.control.length !== world.map.board.size)
    throw new RangeError(`the snapshot's map does not match the scenario's ${world.map.board.size} hexes`);
  if (snap.units.some((u) => u.loc >= world.map.board.size))
    throw new RangeError('a unit of the snapshot stands off the scenario map');
  return { world, ...snap } as RsState;
}

function checkScenario(value: unknown, source: ScenarioSource): ScenarioCheck<RsScenario> {
  // The system's tables are checked with every scenario (`hexfront validate`, RS-AMB-5).
  const tables = checkTables(TABLE_DATA);
  if (tables.length > 0)
    return { issues: tables.map((t) => source.issue(`(red-strike tables) ${t.split(':')[0]}`, t)) };
  const r = scenarioSchema.safeParse(value);
  if (!r.success) return { issues: r.error.issues.map((i) => source.issue(i.path.join('.'), i.message)) };
  const problems = scenarioProblems(r.data);
  if (problems.length > 0) return { issues: problems.map((p) => source.issue(p.path, p.message)) };
  return { scenario: r.data, issues: [] };
}

export const redStrikeSystem: RuleSystem<RsScenario, RsState, RsCommand, RsEvent, RsView> = {
  id: RED_STRIKE_ID,
  title: 'Red Strike',
  sides: SIDES,
  sideName,

  scenarioSchema,
  checkScenario,
  summarize: (sc) => ({
    id: sc.id,
    version: sc.version,
    system: RED_STRIKE_ID,
    title: sc.title,
    description: sc.description,
    // RS-SCALE-1: one OpHex is 28 km across.
    scale: 'operational (28 km hexes)',
    map: `${sc.map.width}x${sc.map.height} hexes`,
    // RS-SCALE-2: GT n covers 1 Aug 1989 + 2(n-1) days.
    firstTurn: '1989-08-01T00:00',
    lastTurn: `1989-08-${String(1 + 2 * (sc.turns - 1)).padStart(2, '0')}T00:00`,
    turns: sc.turns,
    turnLength: '2 days',
    units: Object.fromEntries(SIDES.map((s) => [s, sc.units.filter((u) => u.side === s).length])),
    firstSide: sc.initiative,
  }),
  optionalRules: EXT_OPTION_INFO,
  defaultOptions: (sc) => ({ optionalRules: sc.options }),
  checkMapText: () => null,

  newGame: (scenario, seed, options) => newGame(scenario, seed, options?.optionalRules),
  apply: (state, command) => apply(state, command),
  endTurnCommand: () => ({ type: 'end' }),
  endsTurn: (cmd) => cmd.type === 'end',
  // Moves and mode changes reveal nothing hidden and roll no dice; everything else does or may.
  isUndoable: (cmd) => cmd.type === 'move' || cmd.type === 'mode' || cmd.type === 'rail',
  actingSide,
  turn: (s) => s.turn,
  result: (s) => s.result,
  viewFor: (s, sd) => viewFor(s, sd as 'nato' | 'wp'),
  eventsFor: (s, events, sd) => eventsFor(s, events, sd as 'nato' | 'wp'),
  scenarioOf: (s) => s.world.scenario,
  optionsOf: (s): GameOptions => ({ optionalRules: s.options }),

  snapshot: snapshotOf,
  restore: (scenario, _options, snap) => restoreState(scenario, snap),
  hash: (s) => canonicalHash({ system: RED_STRIKE_ID, scenario: s.world.scenario.id, state: snapshotOf(s) }),

  describeEvents: (s, events) => events.map((e) => describeEvent(s, e)),
  explainEvents,
  summaryLines: (s) => {
    const vp = victoryPoints(s);
    const lost = (sd: 'nato' | 'wp') =>
      s.units.filter((u, i) => u.eliminated && s.world.units[i]!.side === sd).length;
    const left = (sd: 'nato' | 'wp') =>
      s.units.filter((u, i) => onMap(u) && s.world.units[i]!.side === sd).length;
    return [
      `GT${s.turn}; ${s.combats} combats; battles-won marker ${s.battlesWon}`,
      `VP NATO ${vp.nato}, WP ${vp.wp}; SP NATO ${s.sp.nato}, WP ${s.sp.wp}`,
      `units on the map NATO ${left('nato')}, WP ${left('wp')}; eliminated NATO ${lost('nato')}, WP ${lost('wp')}`,
      s.result ? `result: ${s.result.title}` : 'game not over',
    ];
  },
  afterAction: (s) => {
    const lines = redStrikeSystem.summaryLines(s);
    return {
      lines,
      data: { vp: victoryPoints(s), combats: s.combats, battlesWon: s.battlesWon },
      charts: [],
    };
  },

  players: PLAYER_KINDS,
  createPlayer: (kind, state, sd, opts) => computerSide(kind, state, sd as 'nato' | 'wp', opts),
};
