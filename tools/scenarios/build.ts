// Writes the bundled scenarios to scenarios/<id>.json. Run: npx tsx tools/scenarios/build.ts [id...]
// The output is deterministic: the same generator gives the same file byte for byte.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Scenario } from '../../src/engine/systems/panzer/model/scenario.js';
import { buildWorld } from '../../src/engine/systems/panzer/world.js';
import { formatMapText } from '../../src/engine/systems/panzer/scenario/map-text.js';
import type { AreaScenario } from '../../src/engine/systems/area-impulse/model.js';
import { arnhemBridge } from './arnhem-bridge.js';
import { balticApproaches1989 } from './baltic-approaches-1989.js';
import { crusader } from './crusader.js';
import { fuldaGap1989 } from './fulda-gap-1989.js';
import { kurskSouth } from './kursk-south.js';
import { outpostSnipe } from './outpost-snipe.js';
import { stalingradFactories } from './stalingrad-factories.js';
import { syria1941 } from './syria-1941.js';
import { villersBocage } from './villers-bocage.js';

export const GENERATORS: Record<string, () => Scenario> = {
  'villers-bocage': villersBocage,
  'kursk-south': kurskSouth,
  crusader,
  'arnhem-bridge': arnhemBridge,
  'syria-1941': syria1941,
  'outpost-snipe': outpostSnipe,
};

/** Area-impulse scenarios: one JSON file each, the map drawn from the areas' cells (no map text file). */
export const AREA_GENERATORS: Record<string, () => AreaScenario> = {
  'stalingrad-factories': stalingradFactories,
};

/** Single-file scenarios of other systems (Red Strike): the JSON as the generator gives it. */
export const JSON_GENERATORS: Record<string, () => unknown> = {
  'fulda-gap-1989': fuldaGap1989,
  'baltic-approaches-1989': balticApproaches1989,
};

/** The file build.ts writes for an area-impulse scenario. */
export function areaScenarioJson(s: AreaScenario): string {
  return formatJson(s) + '\n';
}

/** The JSON text build.ts writes for bundled scenario `id` of any system; undefined for a hand-made one. */
export function generatedJson(id: string): string | undefined {
  const panzer = GENERATORS[id];
  if (panzer) return scenarioFiles(id, panzer()).json;
  const area = AREA_GENERATORS[id];
  if (area) return areaScenarioJson(area());
  const other = JSON_GENERATORS[id];
  return other ? formatJson(other()) + '\n' : undefined;
}

/** JSON with objects indented and arrays of plain values kept on one line (map rows stay rows). */
export function formatJson(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    const flat = JSON.stringify(value);
    if (value.every((v) => typeof v === 'number') || (value.every((v) => typeof v !== 'object') && flat.length <= 100))
      return flat;
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const flat = entries.every(([, v]) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.length < 8 && v.every((x) => typeof x !== 'object')));
    const one = `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${formatJson(v, indent)}`).join(', ')} }`;
    if (flat && one.length + indent.length <= 120) return one;
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * The two files of a bundled scenario: the JSON, whose map points at the map text file, and the map
 * text itself (docs/scenario-format.md), which a person can edit in a text editor.
 */
export function scenarioFiles(id: string, s: Scenario): { json: string; map: string } {
  const { map, ...rest } = s;
  const scale = s.scale === 'tactical' ? '250 m' : '1 km';
  const map_ = formatMapText(map, `${s.title}: the map of scenarios/${id}.json (${map.width} x ${map.height} hexes of ${scale})`);
  return { json: formatJson({ ...rest, map: { file: `${id}.map` } }) + '\n', map: map_ };
}

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const wanted = process.argv.slice(2);
  for (const [id, gen] of Object.entries(GENERATORS)) {
    if (wanted.length > 0 && !wanted.includes(id)) continue;
    const s = gen();
    buildWorld(s); // fails loudly on a bad hex, org or letter
    const file = join(root, 'scenarios', `${id}.json`);
    const out = scenarioFiles(id, s);
    writeFileSync(file, out.json);
    writeFileSync(join(root, 'scenarios', `${id}.map`), out.map);
    const sides = ['allied', 'axis'].map((side) => `${side} ${s.units.filter((u) => u.side === side).length}`);
    process.stdout.write(`${file}: ${s.map.width}x${s.map.height}, ${s.start.turns} turns, units ${sides.join(', ')}\n`);
  }
  for (const [id, gen] of Object.entries(AREA_GENERATORS)) {
    if (wanted.length > 0 && !wanted.includes(id)) continue;
    const s = gen();
    const file = join(root, 'scenarios', `${id}.json`);
    writeFileSync(file, areaScenarioJson(s));
    const sides = s.sides.map((side) => `${side.id} ${s.units.filter((u) => u.side === side.id).length}`);
    process.stdout.write(`${file}: ${s.areas.length} areas, ${s.turns} turns, units ${sides.join(', ')}\n`);
  }
  for (const id of Object.keys(JSON_GENERATORS)) {
    if (wanted.length > 0 && !wanted.includes(id)) continue;
    const file = join(root, 'scenarios', `${id}.json`);
    writeFileSync(file, generatedJson(id)!);
    process.stdout.write(`${file}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
