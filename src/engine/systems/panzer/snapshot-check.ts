// The panzer snapshot as a save holds it, checked before it becomes a state (issue 21): a save is
// user input, and a unit on location "abc", 10.5 or 2^53 made the movement rules spin forever.
// Every unit, location and unit index is checked against the scenario's world (its hex count and
// order of battle); every number is finite and bounded; every list the rules read is a list.
// Fields other rule modules add later pass through unchanged, so that a new field never refuses
// old saves; the module that adds one adds its check here.

import { z } from 'zod';
import type { World } from './world.js';

const SIDES = ['allied', 'axis'] as const;
const side = z.enum(SIDES);
/** Not from the source: bounds far above any value play produces, far below what could hang a loop. */
const BIG = 1e9;
const num = z.number().min(-BIG).max(BIG);
const nonNeg = z.number().min(0).max(BIG);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const bool = z.boolean();
const label = z.string().max(64);

/** A record keyed by an integer below `max` (JSON object keys are strings). */
const keyedBy = <T extends z.ZodType>(max: number, value: T) =>
  z.record(z.string().regex(/^\d{1,10}$/, 'must be an index'), value).superRefine((r, ctx) => {
    for (const k of Object.keys(r))
      if (Number(k) >= max)
        ctx.addIssue({ code: 'custom', message: `key ${k} is out of range (0..${max - 1})`, path: [k] });
  });

/**
 * Corps Attachments name known organisations and units, and leave no loop in the chain of command
 * (a loop would make every walk up the chain spin forever).
 */
function attachmentIssues(
  world: World,
  a: { orgs: Record<string, string>; units: Record<string, string> },
  ctx: z.RefinementCtx,
): void {
  const known = (id: string) => world.orgs.has(id);
  for (const [k, v] of Object.entries(a.orgs)) {
    if (!known(k))
      ctx.addIssue({ code: 'custom', message: `unknown organisation "${k}"`, path: ['orgs', k] });
    if (!known(v))
      ctx.addIssue({ code: 'custom', message: `unknown organisation "${v}"`, path: ['orgs', k] });
  }
  for (const [k, v] of Object.entries(a.units)) {
    if (!world.unitIndex.has(k))
      ctx.addIssue({ code: 'custom', message: `unknown unit "${k}"`, path: ['units', k] });
    if (!known(v))
      ctx.addIssue({ code: 'custom', message: `unknown organisation "${v}"`, path: ['units', k] });
  }
  for (const start of Object.keys(a.orgs)) {
    const seen = new Set<string>();
    for (let o: string | undefined = start; o !== undefined; o = a.orgs[o] ?? world.orgs.get(o)?.parent) {
      if (seen.has(o)) {
        ctx.addIssue({ code: 'custom', message: `"${start}" is its own ancestor`, path: ['orgs', start] });
        break;
      }
      seen.add(o);
    }
  }
}

export function snapshotSchema(world: World) {
  const hexes = world.board.size;
  const units = world.units.length;
  const loc = int(-1, hexes - 1);
  const hex = int(0, hexes - 1);
  const unit = int(0, Math.max(0, units - 1));
  const unitList = z.array(unit).max(units);
  const bySide = <T extends z.ZodType>(v: T) => z.strictObject({ allied: v, axis: v });
  return z.looseObject({
    seed: z.string().max(200),
    seq: int(0, BIG),
    turn: int(0, 100_000),
    activeSide: side,
    playerTurn: z.union([z.literal(0), z.literal(1)]),
    weather: z.looseObject({
      visibility: nonNeg,
      visibilityTrend: int(-1, 1),
      condition: label,
      storm: bool,
    }),
    units: z
      .array(
        z.looseObject({
          loc,
          status: label,
          strength: nonNeg,
          fatigue: nonNeg,
          mode: label,
          cohesion: label,
          mp: num,
          mpMax: nonNeg,
          moved: bool,
          fired: bool,
          assaulted: bool,
          fixed: bool,
          digging: bool,
          lowAmmo: bool,
          lowFuel: bool,
          onFoot: bool,
          revealed: bool,
          lossesThisTurn: nonNeg,
          owner: side.optional(),
          // Combine/Breakdown (rules/combine.ts, PC-MSC-03).
          parts: unitList.optional(),
          mergedInto: unit.optional(),
          // Carried by a transport, a ship or as external riders (rules/transport.ts, PB-UNIT-33).
          carriedBy: unit.optional(),
          // Finite ammunition (rules/ammunition.ts, SR-AMMO).
          ammo: nonNeg.optional(),
          // Crossed a Hedge Row (rules/hedgerows.ts, PB-IMP-30).
          hedgeCrossed: bool.optional(),
        }),
      )
      .length(units, `must hold the ${units} units of the scenario`),
    hexes: keyedBy(
      hexes,
      // burning: the player-turn serial a fire started (rules/burning.ts, SR-BURN).
      z.looseObject({
        minefield: nonNeg,
        congestionCounter: num,
        burning: int(0, BIG).optional(),
        wrecks: int(0, BIG).optional(), // PB-IMP-35 (rules/wrecks.ts)
        markerSide: side.optional(), // PB-MAP-05 (rules/marker-sides.ts)
      }),
    ),
    edgeOverrides: keyedBy(hexes * 6, int(0, 2 ** 31 - 1)),
    ferriesUsed: keyedBy(hexes * 6, int(0, BIG)).optional(),
    objectives: z
      .array(
        z.looseObject({
          owner: side.nullable(),
          expired: bool,
          exitVp: num,
          accrued: bySide(nonNeg).optional(),
        }),
      )
      .length(world.objectives.length, `must hold the ${world.objectives.length} objectives of the scenario`),
    knowledge: bySide(
      z.looseObject({
        spotted: unitList,
        unknown: unitList,
        lastKnown: keyedBy(units, z.looseObject({ loc, turn: int(0, 100_000), magnitude: int(0, 9) })),
      }),
    ),
    losses: bySide(
      z.looseObject({ men: nonNeg, guns: nonNeg, vehicles: nonNeg, vp: num, byType: z.record(label, num) }),
    ),
    vpHistory: z.array(z.looseObject({ turn: int(0, 100_000), allied: num, axis: num })).max(200_000),
    surrendered: z.array(label).max(units + 2),
    result: z
      .looseObject({
        winner: side.nullable(),
        vp: bySide(num),
        turn: int(0, 100_000),
        level: label,
        reason: label,
      })
      .nullable(),
    combat: z.looseObject({
      opFire: bySide(z.enum(['all', 'armorOnly', 'none'])),
      // Engagement limits set in play (PB-FIRE-37, rules/engagement-settings.ts).
      engagement: z
        .partialRecord(side, z.record(label, z.record(label, z.enum(['N', 'S', 'M', 'L']))))
        .optional(),
      hexFire: keyedBy(hexes, nonNeg),
      indirectInto: keyedBy(hexes, nonNeg).optional(),
      opShots: keyedBy(units, int(0, BIG)),
      engaged: keyedBy(units, int(-BIG, BIG)),
      manned: z.array(hex).max(hexes),
    }),
    ops: z.looseObject({
      globalSupply: bySide(num),
      outOfCommand: unitList,
      isolated: unitList,
      localSupply: bySide(keyedBy(hexes, num)),
      unavailable: unitList,
      movedSinceRefuel: unitList,
      firedIsolated: unitList,
      sourceDelta: bySide(num),
      variationsFired: z.array(int(0, BIG)).max(10_000),
      lastStorm: bool,
      // Corps Attachments (rules/attachments.ts, PC-CMD-15): ids to organisation ids.
      attachments: z
        .strictObject({
          orgs: z.record(label, label),
          units: z.record(label, label),
        })
        .superRefine((a, ctx) => attachmentIssues(world, a, ctx))
        .optional(),
    }),
    // Absent in saves from before air units and engineers (cloneState gives them empty).
    air: z
      .looseObject({
        units: z
          .array(z.looseObject({ status: label, strength: nonNeg, fatigue: nonNeg, cohesion: label }))
          .max(10_000),
        hexAircraft: keyedBy(hexes, nonNeg),
        availability: z.looseObject({ allied: num.optional(), axis: num.optional() }),
        // Missions called for the next turn (PB-AIR-02, rules/air-requests.ts).
        requests: z
          .array(
            z.strictObject({
              air: int(0, 10_000),
              kind: z.enum(['strike', 'recon']),
              loc: int(0, hexes - 1),
              target: int(0, units - 1).optional(),
              turn: int(0, 100_000),
            }),
          )
          .max(10_000)
          .optional(),
      })
      .optional(),
    engineers: z
      .looseObject({
        jobs: z
          .array(
            z.looseObject({
              unit,
              kind: label,
              loc,
              edge: int(-1, hexes * 6),
              target: int(-1, hexes - 1),
              started: int(0, BIG),
              turns: int(0, BIG),
            }),
          )
          .max(units),
        bridges: z
          .array(
            z.looseObject({
              unit,
              loc,
              edge: int(-1, hexes * 6),
              target: int(-1, hexes - 1),
              before: int(0, 2 ** 31 - 1),
            }),
          )
          .max(units),
        noBridge: unitList,
        wiredDone: z.array(int(0, BIG)).max(10_000).optional(),
      })
      .optional(),
    phase: z
      .looseObject({ name: label, fired: unitList, deploying: unitList, deserted: z.array(hex).max(hexes) })
      .optional(),
    // Column Movement Orders (rules/column-moves.ts, PB-MOVE-32): units and hexes of the scenario.
    columns: z
      .array(z.looseObject({ side, units: unitList, dest: hex, since: int(0, 100_000) }))
      .max(units)
      .optional(),
    // A/I orders for the players' formations (rules/delegation.ts, PC-AI-03): known organisations, hexes on the map.
    delegation: z
      .looseObject({
        orders: bySide(
          z
            .array(
              z.looseObject({
                org: label.refine((o) => world.orgs.has(o), 'must name an organisation of the scenario'),
                order: z.enum(['attack', 'hold', 'move']),
                target: hex,
                since: int(0, 100_000),
                played: label.optional(),
              }),
            )
            .max(world.orgs.size),
        ),
      })
      .optional(),
    // The OCS module's state (modules/ocs/state.ts): its own fields are checked by the module as it
    // grows; here its shape, unit indexes and locations.
    ocs: z
      .looseObject({
        segment: label,
        railUsed: bySide(nonNeg),
        turnTrack: z.array(z.looseObject({ unit, turn: int(0, 100_000), from: loc })).max(units),
        depots: z.array(z.looseObject({})).max(hexes).optional(),
        airbases: keyedBy(hexes, z.looseObject({})).optional(),
        forts: keyedBy(hexes, num).optional(),
        ports: keyedBy(hexes, z.looseObject({})).optional(),
        work: keyedBy(units, z.looseObject({ loc, kind: label })).optional(),
        raised: z
          .array(label)
          .max(hexes * 4)
          .optional(),
      })
      .optional(),
  });
}

/** Throws a RangeError naming the first bad field ("units.3.loc: ...") when the snapshot is not a state of this world. */
export function checkSnapshot(world: World, snapshot: unknown): void {
  const r = snapshotSchema(world).safeParse(snapshot);
  if (r.success) return;
  const issue = r.error.issues[0]!;
  throw new RangeError(`field "${issue.path.join('.')}" ${issue.message.replace(/^Invalid input: /, '')}`);
}
