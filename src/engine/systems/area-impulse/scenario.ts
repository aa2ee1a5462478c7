// The area-impulse scenario file: its zod schema (the shape) and the cross-field checks zod cannot
// make (an unknown area, a cell two areas claim, eleven units in one area at the start). Every issue
// names its field path through the ScenarioSource, so `hexfront validate` prints file, field, line
// and column. The sides are fixed to the ids the system lists ('german', 'soviet'): the RuleSystem
// contract has one list of sides per system, and menus, saves and `sim` use it.

import { z } from 'zod';
import { borderProblems } from '../../core/area-board.js';
import { describeZodIssue, issuesInFileOrder, type ScenarioIssue } from '../../core/scenario/issues.js';
import type { ScenarioCheck, ScenarioSource } from '../../core/system.js';
import type { AreaScenario } from './model.js';
import { resolveRules } from './rules.js';

export { DEFAULT_RULES } from './rules.js';

export const SIDES = ['german', 'soviet'] as const;
export type AreaSide = (typeof SIDES)[number];
export const SIDE_NAMES: Readonly<Record<AreaSide, string>> = { german: 'German', soviet: 'Soviet' };

/** "German", "Soviet"; an unknown id as it is. */
export function sideName(side: string): string {
  return (SIDE_NAMES as Readonly<Record<string, string>>)[side] ?? side;
}

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, dashes or underscores');
const text = z.string().min(1).max(80);
const side = z.enum(SIDES);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const face = z.strictObject({ firepower: whole(0, 99), defense: whole(0, 99) });

const areaSchema = z.strictObject({
  id,
  name: text,
  short: z.string().min(1).max(6),
  // AI-FIRE-NS-05: each area's terrain defence value is the scenario's.
  tdv: whole(0, 9),
  control: side.nullable(),
  cells: z.array(z.strictObject({ col: whole(0, 999), row: whole(0, 999) })).min(1),
  kind: z.string().optional(),
  notes: z.string().optional(),
});

const unitSchema = z.strictObject({
  id,
  side,
  name: text,
  type: z.string().min(1).max(20),
  fresh: face,
  spent: face,
  area: z.string().min(1).optional(),
  arrives: z.strictObject({ turn: whole(1, 99), entry: z.array(z.string().min(1)).min(1) }).optional(),
  formation: z.string().optional(),
});

const cardSchema = z.strictObject({
  id,
  side,
  kind: z.enum(['directed', 'bombard']),
  name: text,
  value: whole(1, 20).optional(),
  turns: z.array(whole(1, 99)).min(1).optional(),
  text: z.string(),
});

const rulesSchema = z.strictObject({
  stackLimit: whole(1, 99).optional(),
  passesToEndTurn: whole(1, 10).optional(),
  maxImpulses: whole(2, 999).optional(),
  fireRange: whole(0, 5).optional(),
  maxFirers: whole(1, 99).optional(),
  fireSpends: z.boolean().optional(),
  moveSpends: z.boolean().optional(),
  markersClearAtTurnEnd: z.boolean().optional(),
  refreshAtTurnEnd: z.boolean().optional(),
  dice: z.strictObject({ count: whole(1, 6), sides: whole(2, 20) }).optional(),
});

const victorySchema = z.strictObject({
  suddenDeath: z.array(z.strictObject({ side, areas: z.array(z.string()).min(1) })).optional(),
  holdGroups: z.strictObject({ side, groups: z.array(z.array(z.string()).min(1)).min(1) }).optional(),
  vp: z.record(z.string(), whole(0, 99)).optional(),
  scoreSide: side.optional(),
});

export const areaScenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  system: z.literal('area-impulse'),
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower case letters, digits and dashes'),
  version: whole(1, 9999),
  title: text,
  description: z.string(),
  sources: z.array(z.string()).optional(),
  notes: z.array(z.string()).optional(),
  sides: z.tuple([z.strictObject({ id: side, name: text }), z.strictObject({ id: side, name: text })]),
  briefing: z.record(z.string(), z.string()).optional(),
  turns: whole(1, 99),
  turnNames: z.array(z.string().min(1)).optional(),
  initiative: z.array(side).optional(),
  grid: z.strictObject({ cols: whole(1, 500), rows: whole(1, 500) }),
  areas: z.array(areaSchema).min(2).max(500),
  // AI-FIRE-NS-11: adjacency is the scenario's borders.
  borders: z
    .array(z.strictObject({ a: z.string(), b: z.string(), kind: z.literal('ravine').optional() }))
    .min(1),
  units: z.array(unitSchema).min(2).max(999),
  cards: z.array(cardSchema).optional(),
  rules: rulesSchema.optional(),
  victory: victorySchema,
});

type Bad = (path: string, message: string) => void;

/** First occurrence of each id; later ones are reported as duplicates. */
function indexIds(items: readonly { readonly id: string }[], field: string, bad: Bad): Map<string, number> {
  const out = new Map<string, number>();
  items.forEach((x, i) => {
    const had = out.get(x.id);
    if (had !== undefined) bad(`${field}[${i}].id`, `"${x.id}" is already the id of ${field}[${had}]`);
    else out.set(x.id, i);
  });
  return out;
}

function checkMap(sc: AreaScenario, areas: ReadonlyMap<string, number>, bad: Bad): void {
  const cells = new Map<string, number>();
  sc.areas.forEach((a, i) =>
    a.cells.forEach((c, k) => {
      const where = `areas[${i}].cells[${k}]`;
      if (c.col >= sc.grid.cols || c.row >= sc.grid.rows)
        bad(where, `cell ${c.col},${c.row} is off the ${sc.grid.cols}x${sc.grid.rows} grid`);
      const key = `${c.col},${c.row}`;
      const other = cells.get(key);
      // The map panel draws each cell for one area; a shared cell would hide one of them.
      if (other !== undefined && other !== i)
        bad(where, `cell ${key} is already drawn for areas[${other}] ("${sc.areas[other]!.id}")`);
      else cells.set(key, i);
    }),
  );
  for (const p of borderProblems(areas, sc.borders)) bad(p.path, p.message);
}

function checkUnits(sc: AreaScenario, areas: ReadonlyMap<string, number>, bad: Bad): void {
  const limit = resolveRules(sc.rules).stackLimit;
  const stacks = new Map<string, number>();
  sc.units.forEach((u, i) => {
    if (u.area === undefined && u.arrives === undefined)
      bad(`units[${i}]`, 'has neither an area nor an arrival: give it one of them');
    if (u.area !== undefined && u.arrives !== undefined)
      bad(`units[${i}].arrives`, 'a unit that starts on the map (area) cannot also arrive later');
    if (u.area !== undefined) {
      if (!areas.has(u.area)) bad(`units[${i}].area`, `names no area ("${u.area}")`);
      const key = `${u.area}|${u.side}`;
      const n = (stacks.get(key) ?? 0) + 1;
      stacks.set(key, n);
      if (n === limit + 1)
        bad(
          `units[${i}].area`,
          `is ${sideName(u.side)} unit number ${n} in "${u.area}": at most ${limit} a side in an area (AI-FIRE-70, AI-FIRE-NS-08)`,
        );
    }
    if (u.arrives) {
      if (u.arrives.turn > sc.turns)
        bad(`units[${i}].arrives.turn`, `turn ${u.arrives.turn} is after the last turn (${sc.turns})`);
      u.arrives.entry.forEach((e, k) => {
        if (!areas.has(e)) bad(`units[${i}].arrives.entry[${k}]`, `names no area ("${e}")`);
      });
    }
  });
  for (const s of SIDES)
    if (!sc.units.some((u) => u.side === s)) bad('units', `the ${SIDE_NAMES[s]} side has no unit`);
}

function checkTurnsAndCards(sc: AreaScenario, bad: Bad): void {
  if (sc.sides[0].id === sc.sides[1].id)
    bad('sides[1].id', `both sides are "${sc.sides[0].id}": the two sides are "german" and "soviet"`);
  if (sc.turnNames && sc.turnNames.length !== sc.turns)
    bad('turnNames', `has ${sc.turnNames.length} names for ${sc.turns} turns`);
  if (sc.initiative && sc.initiative.length !== sc.turns)
    bad('initiative', `has ${sc.initiative.length} entries for ${sc.turns} turns`);
  for (const key of Object.keys(sc.briefing ?? {}))
    if (!(SIDES as readonly string[]).includes(key))
      bad(`briefing.${key}`, `names no side ("${key}"); the sides are ${SIDES.join(' and ')}`);
  (sc.cards ?? []).forEach((c, i) => {
    if (c.kind === 'bombard' && c.value === undefined)
      bad(`cards[${i}].value`, 'a bombard card needs the attack points it adds (value)');
    (c.turns ?? []).forEach((t, k) => {
      if (t > sc.turns) bad(`cards[${i}].turns[${k}]`, `turn ${t} is after the last turn (${sc.turns})`);
    });
  });
}

function checkVictory(sc: AreaScenario, areas: ReadonlyMap<string, number>, bad: Bad): void {
  const v = sc.victory;
  const known = (path: string, a: string) => {
    if (!areas.has(a)) bad(path, `names no area ("${a}")`);
  };
  (v.suddenDeath ?? []).forEach((sd, i) =>
    sd.areas.forEach((a, k) => known(`victory.suddenDeath[${i}].areas[${k}]`, a)),
  );
  (v.holdGroups?.groups ?? []).forEach((g, i) =>
    g.forEach((a, k) => known(`victory.holdGroups.groups[${i}][${k}]`, a)),
  );
  for (const a of Object.keys(v.vp ?? {})) known(`victory.vp.${a}`, a);
}

/** The schema, then the references between fields; every issue names its field path. */
export function checkAreaScenario(value: unknown, source: ScenarioSource): ScenarioCheck<AreaScenario> {
  const parsed = areaScenarioSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const issues = parsed.error.issues.flatMap((iss) =>
      describeZodIssue(iss).map((d) => source.issue(d.path, d.message)),
    );
    return { issues: issuesInFileOrder(issues) };
  }
  const { $schema: _ignored, ...scenario } = parsed.data;
  const sc: AreaScenario = scenario;
  const issues: ScenarioIssue[] = [];
  const bad: Bad = (path, message) => issues.push(source.issue(path, message));
  const areas = indexIds(sc.areas, 'areas', bad);
  indexIds(sc.units, 'units', bad);
  indexIds(sc.cards ?? [], 'cards', bad);
  checkMap(sc, areas, bad);
  checkUnits(sc, areas, bad);
  checkTurnsAndCards(sc, bad);
  checkVictory(sc, areas, bad);
  if (issues.length > 0) return { issues: issuesInFileOrder(issues) };
  return { scenario: sc, issues: [] };
}
