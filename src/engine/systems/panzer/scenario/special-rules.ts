// The scenario special rules block (model/special-rules.ts): its shape as a zod schema (schema.ts
// takes it as the `specialRules` field) and the cross-field checks (checks.ts calls them). Every
// problem names its field path.

import { z } from 'zod';
import type { Scenario } from '../model/scenario.js';
import { SIDES, UNIT_TYPES } from '../model/unit.js';

const side = z.enum(SIDES);
const shots = () => z.int().min(0).max(10_000);
const turn = () => z.int().min(1);
const percent = () => z.number().min(0).max(100);

export const specialRulesSchema = z
  .strictObject({
    ammunition: z
      .array(
        z.strictObject({
          side,
          shots: shots().meta({ description: 'Shots each firing unit of the side starts with.' }),
          byType: z.partialRecord(z.enum(UNIT_TYPES), shots()).optional(),
          units: z.record(z.string(), shots()).optional().meta({ description: 'Shots by unit id.' }),
        }),
      )
      .readonly()
      .optional()
      .meta({ description: 'SR-AMMO: finite ammunition, no resupply; every shot spends one.' }),
    burning: z
      .strictObject({
        terrain: z.array(z.string().length(1)).readonly().meta({ description: 'Terrain letters that burn.' }),
        fromTurn: turn(),
        igniters: z
          .array(
            z.strictObject({
              side,
              types: z.array(z.enum(UNIT_TYPES)).readonly().optional(),
              units: z.array(z.string()).readonly().optional(),
              chance: percent().meta({ description: 'Percent per direct shot or assault.' }),
            }),
          )
          .readonly(),
        leaveTurns: z.int().min(0).max(100),
        lossPercent: percent(),
        burnTurns: z.int().min(1).max(1000),
      })
      .optional()
      .meta({
        description: 'SR-BURN: building hexes set on fire; occupants must leave; burnt out = rubble.',
      }),
    truces: z
      .array(z.strictObject({ fromTurn: turn(), turns: z.int().min(1), name: z.string().optional() }))
      .readonly()
      .optional()
      .meta({ description: 'SR-TRUCE: game turns with no fire and no assault by either side.' }),
  })
  .optional()
  .meta({ description: 'Scenario special rules: finite ammunition, burning buildings, truces.' });

export interface SpecialRuleProblem {
  readonly path: string;
  readonly message: string;
}

/** Unit ids, terrain letters and turns in the special rules that must resolve against the scenario. */
export function specialRuleProblems(s: Scenario, letters: ReadonlySet<string>): SpecialRuleProblem[] {
  const out: SpecialRuleProblem[] = [];
  const sr = s.specialRules;
  if (!sr) return out;
  const base = 'specialRules';
  const units = new Map(s.units.map((u) => [u.id, u]));
  const turns = s.start.turns;
  const add = (path: string, message: string) => out.push({ path: `${base}.${path}`, message });
  const seen = new Set<string>();
  sr.ammunition?.forEach((a, i) => {
    if (seen.has(a.side)) add(`ammunition[${i}].side`, `"${a.side}" already has an ammunition rule`);
    seen.add(a.side);
    for (const id of Object.keys(a.units ?? {})) {
      const u = units.get(id);
      if (!u) add(`ammunition[${i}].units.${id}`, `unknown unit "${id}"`);
      else if (u.side !== a.side) add(`ammunition[${i}].units.${id}`, `"${id}" is not a ${a.side} unit`);
    }
  });
  const b = sr.burning;
  if (b) {
    b.terrain.forEach((t, i) => {
      if (!letters.has(t)) add(`burning.terrain[${i}]`, `unknown terrain letter "${t}"`);
    });
    if (b.fromTurn > turns) add('burning.fromTurn', `turn ${b.fromTurn} is after the last turn (${turns})`);
    b.igniters.forEach((g, i) => {
      if (!g.types?.length && !g.units?.length)
        add(`burning.igniters[${i}]`, 'names no unit types and no units: give "types" or "units"');
      g.units?.forEach((id, k) => {
        const u = units.get(id);
        if (!u) add(`burning.igniters[${i}].units[${k}]`, `unknown unit "${id}"`);
        else if (u.side !== g.side)
          add(`burning.igniters[${i}].units[${k}]`, `"${id}" is not a ${g.side} unit`);
      });
    });
  }
  sr.truces?.forEach((t, i) => {
    if (t.fromTurn > turns)
      add(`truces[${i}].fromTurn`, `turn ${t.fromTurn} is after the last turn (${turns})`);
    sr.truces!.slice(0, i).forEach((o, j) => {
      if (t.fromTurn < o.fromTurn + o.turns && o.fromTurn < t.fromTurn + t.turns)
        add(`truces[${i}]`, `overlaps truces[${j}]`);
    });
  });
  return out;
}
