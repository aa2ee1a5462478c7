// Cross-field checks on a scenario whose fields each have the right shape (schema.ts): ids that
// must be unique, references that must resolve, hexes that must lie on the map, lines that must
// run hex to hex. Each problem names the field path; the loader adds file, line and column.
// Everything buildWorld would refuse is caught here first, with a sentence a designer reads.

import {
  DIRECTIONS,
  directionBetween,
  offsetNeighbor,
  offsetToAxial,
  parseOffset,
} from '../../../core/hex/coords.js';
import { defaultParams } from '../model/params.js';
import { moduleIds, profileIds, variantProblems } from '../profiles/index.js';
import type { MapData, Scenario } from '../model/scenario.js';
import type { Side } from '../model/unit.js';
import { SIDES, menEquivalent } from '../model/unit.js';
import { specialRuleProblems } from './special-rules.js';
import { vpValueProblems } from '../rules/vp-formats.js';

export interface FieldProblem {
  readonly path: string;
  readonly message: string;
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "3,7" and "03,07" are the same hex. */
function normal(label: string): string {
  const o = parseOffset(label);
  return o ? `${o.col},${o.row}` : label;
}

function badDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return true;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d > (m === 2 && !leap ? 28 : MONTH_DAYS[m - 1]!);
}

/** Checks the map alone; `letters` are the terrain letters the scenario knows. */
export function checkMap(map: MapData, letters: ReadonlySet<string>, prefix = 'map'): FieldProblem[] {
  const out: FieldProblem[] = [];
  const add = (path: string, message: string): void => void out.push({ path: `${prefix}.${path}`, message });
  const { width, height } = map;
  const onMap = (label: string, path: string): boolean => {
    const o = parseOffset(label);
    if (o && o.col < width && o.row < height) return true;
    add(path, `hex "${label}" is not on the map (columns 00-${width - 1}, rows 00-${height - 1})`);
    return false;
  };

  if (map.terrain.length !== height)
    add('terrain', `has ${map.terrain.length} rows, but the map is ${height} rows high`);
  const unknown = new Set<string>();
  map.terrain.forEach((row, r) => {
    if (row.length !== width)
      add(`terrain[${r}]`, `row ${r} has ${row.length} hexes, but the map is ${width} wide`);
    [...row].forEach((ch, c) => {
      if (letters.has(ch)) return;
      // One message per letter and row keeps a wholly wrong row readable.
      if (unknown.has(`${r}:${ch}`)) return;
      unknown.add(`${r}:${ch}`);
      add(`terrain[${r}][${c}]`, `unknown terrain letter "${ch}" (known: ${[...letters].join(' ')})`);
    });
  });

  if (map.elevation) {
    if (map.elevation.length !== height)
      add('elevation', `has ${map.elevation.length} rows, but the map is ${height} rows high`);
    map.elevation.forEach((row, r) => {
      if (row.length !== width)
        add(`elevation[${r}]`, `row ${r} has ${row.length} values, but the map is ${width} wide`);
    });
  }

  map.hexsides?.forEach((h, i) => {
    if (!onMap(h.hex, `hexsides[${i}].hex`)) return;
    const n = offsetNeighbor(parseOffset(h.hex)!, DIRECTIONS.indexOf(h.dir));
    if (n.col < 0 || n.row < 0 || n.col >= width || n.row >= height)
      add(
        `hexsides[${i}].hex`,
        `the ${h.dir} side of ${h.hex} is the map edge, not a hexside between two hexes`,
      );
    if (!h.features.length) add(`hexsides[${i}].features`, 'lists no features');
  });

  map.lines?.forEach((line, i) => {
    if (line.hexes.length < 2) add(`lines[${i}].hexes`, `a ${line.kind} needs at least two hexes`);
    line.hexes.forEach((hex, k) => {
      if (!onMap(hex, `lines[${i}].hexes[${k}]`) || k === 0) return;
      const prev = parseOffset(line.hexes[k - 1]!);
      if (!prev) return;
      if (directionBetween(offsetToAxial(prev), offsetToAxial(parseOffset(hex)!)) < 0)
        add(
          `lines[${i}].hexes[${k}]`,
          `${hex} is not adjacent to ${line.hexes[k - 1]} (a ${line.kind} runs from hex to neighbouring hex)`,
        );
    });
  });

  map.features?.forEach((f, i) => void onMap(f.hex, `features[${i}].hex`));
  return out;
}

export function checkScenario(s: Scenario): FieldProblem[] {
  const out: FieldProblem[] = [];
  const add = (path: string, message: string): void => void out.push({ path, message });
  const { width, height } = s.map;
  const turns = s.start.turns;
  const onMap = (label: string, path: string): boolean => {
    const o = parseOffset(label);
    if (o && o.col < width && o.row < height) return true;
    add(path, `hex "${label}" is not on the ${width}x${height} map`);
    return false;
  };
  const withinGame = (turn: number, path: string): void => {
    if (turn > turns) add(path, `turn ${turn} is after the last turn (${turns})`);
  };

  // ---- the profile and the modules (profiles/)
  if (s.profile !== undefined && !profileIds().includes(s.profile))
    add('profile', `unknown profile "${s.profile}"; known: ${profileIds().join(', ')}`);
  s.modules?.forEach((m, i) => {
    if (!moduleIds().includes(m))
      add(`modules[${i}]`, `unknown module "${m}"; known: ${moduleIds().join(', ') || 'none yet'}`);
  });
  // The data the selected modules need (the OCS module: stations and rail gauges).
  for (const p of variantProblems(s)) add(p.path, p.message);
  for (const p of vpValueProblems(s)) add(p.path, p.message); // PB-VP-02/03 value formats

  // ---- time and environment
  const dm = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(s.start.date);
  if (dm && (badDate(+dm[1]!, +dm[2]!, +dm[3]!) || +dm[4]! > 23 || +dm[5]! > 59))
    add('start.date', `"${s.start.date}" is not a real date and time`);
  if (s.daylight) {
    const { dawn, day, dusk, night } = s.daylight;
    if (!(dawn <= day && day <= dusk && dusk <= night))
      add('daylight', `hours must run dawn <= day <= dusk <= night (got ${dawn}, ${day}, ${dusk}, ${night})`);
  }
  const env = s.environment;
  if (env?.visibility) {
    const { min, max, start } = env.visibility;
    if (min > max) add('environment.visibility', `min (${min}) is greater than max (${max})`);
    if (start !== undefined && (start < min || start > max))
      add('environment.visibility.start', `${start} is outside min..max (${min}..${max})`);
  }
  let lastDay = '';
  env?.weather?.forEach((w, i) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(w.from);
    if (m && badDate(+m[1]!, +m[2]!, +m[3]!))
      add(`environment.weather[${i}].from`, `"${w.from}" is not a real date`);
    if (w.from <= lastDay)
      add(`environment.weather[${i}].from`, `dates must increase (${w.from} after ${lastDay})`);
    lastDay = w.from;
    const sum = Object.values(w.conditions).reduce((a, b) => a + (b ?? 0), 0);
    if (sum > 100) add(`environment.weather[${i}].conditions`, `chances add up to ${sum}%, more than 100%`);
    if (w.visibility.min > w.visibility.max)
      add(`environment.weather[${i}].visibility`, 'min is greater than max');
  });

  // ---- terrain table and map
  const terrain = s.params?.terrain ?? defaultParams().terrain;
  const letters = new Set<string>();
  const keys = new Set<string>();
  terrain.forEach((t, i) => {
    if (letters.has(t.letter)) add(`params.terrain[${i}].letter`, `letter "${t.letter}" is used twice`);
    if (keys.has(t.key)) add(`params.terrain[${i}].key`, `key "${t.key}" is used twice`);
    letters.add(t.letter);
    keys.add(t.key);
  });
  out.push(...checkMap(s.map, letters));
  out.push(...specialRuleProblems(s, letters)); // SR-AMMO, SR-BURN, SR-TRUCE

  // ---- organisations
  const orgs = new Map<string, { side: Side; parent?: string }>();
  s.orgs.forEach((o, i) => {
    if (orgs.has(o.id)) add(`orgs[${i}].id`, `organisation id "${o.id}" is used twice`);
    else orgs.set(o.id, o);
  });
  s.orgs.forEach((o, i) => {
    if (o.parent === undefined) return;
    const p = orgs.get(o.parent);
    if (!p) return add(`orgs[${i}].parent`, `unknown organisation "${o.parent}"`);
    if (p.side !== o.side) add(`orgs[${i}].parent`, `"${o.parent}" belongs to the other side`);
    // A parent chain that comes back to itself would make command lookups loop forever.
    const seen = new Set([o.id]);
    for (let q: string | undefined = o.parent; q !== undefined; q = orgs.get(q)?.parent) {
      if (seen.has(q)) return add(`orgs[${i}].parent`, `organisation "${o.id}" is its own ancestor`);
      seen.add(q);
    }
  });
  const orgRef = (id: string, side: Side, path: string): void => {
    const o = orgs.get(id);
    if (!o) add(path, `unknown organisation "${id}"`);
    else if (o.side !== side) add(path, `organisation "${id}" belongs to the ${o.side} side, not ${side}`);
  };

  // ---- units
  // PC-MAP-03a: a unit may not start or arrive in terrain its class cannot enter, unless a road or
  // rail line runs through the hex (vehicles in marsh, PC-MOV-06).
  const byLetter = new Map(terrain.map((t) => [t.letter, t]));
  const onLine = new Set<string>();
  for (const l of s.map.lines ?? []) for (const h of l.hexes) onLine.add(normal(h));
  const enterable = (u: Scenario['units'][number], label: string, path: string): void => {
    const o = parseOffset(label);
    const t = o && byLetter.get(s.map.terrain[o.row]?.[o.col] ?? '');
    if (!t || (t.cost[u.moveClass] ?? 0) >= 0 || onLine.has(normal(label))) return;
    add(path, `${label} is ${t.name}, which ${u.moveClass} units cannot enter`);
  };
  const unitIds = new Set<string>();
  const hqs = new Map<string, string>();
  const sides = new Set<Side>();
  s.units.forEach((u, i) => {
    const p = `units[${i}]`;
    if (unitIds.has(u.id)) add(`${p}.id`, `unit id "${u.id}" is used twice`);
    unitIds.add(u.id);
    sides.add(u.side);
    orgRef(u.org, u.side, `${p}.org`);
    if (u.hex !== undefined && onMap(u.hex, `${p}.hex`)) enterable(u, u.hex, `${p}.hex`);
    if (u.arrives) {
      if (onMap(u.arrives.hex, `${p}.arrives.hex`)) enterable(u, u.arrives.hex, `${p}.arrives.hex`);
      withinGame(u.arrives.turn, `${p}.arrives.turn`);
    }
    if (u.hex === undefined && !u.arrives) add(p, `"${u.id}" needs a starting "hex" or an "arrives" entry`);
    if (u.hqOf !== undefined) {
      orgRef(u.hqOf, u.side, `${p}.hqOf`);
      const other = hqs.get(u.hqOf);
      if (other !== undefined) add(`${p}.hqOf`, `organisation "${u.hqOf}" already has an HQ ("${other}")`);
      hqs.set(u.hqOf, u.id);
    }
    if (u.startStrength !== undefined && u.startStrength > u.strength)
      add(`${p}.startStrength`, `${u.startStrength} is more than the full strength ${u.strength}`);
    if (u.withdraws !== undefined) {
      withinGame(u.withdraws, `${p}.withdraws`);
      if (u.arrives && u.withdraws <= u.arrives.turn)
        add(`${p}.withdraws`, `withdraws before it arrives (turn ${u.arrives.turn})`);
    }
    if (u.releaseTurn !== undefined) {
      withinGame(u.releaseTurn, `${p}.releaseTurn`);
      if (!u.fixed) add(`${p}.releaseTurn`, 'a release turn needs "fixed": true');
    }
  });
  for (const side of SIDES) if (!sides.has(side)) add('units', `there are no ${side} units`);

  // PC-UNT-08: the starting set-up respects the stacking limit (arrivals may overstack, PC-RNF-03).
  const maxStacking = s.params?.maxStacking ?? defaultParams().maxStacking;
  const stacks = new Map<string, number>();
  s.units.forEach((u, i) => {
    if (u.hex === undefined || (u.arrives && u.arrives.turn > 1) || !parseOffset(u.hex)) return;
    const key = normal(u.hex);
    const total = (stacks.get(key) ?? 0) + menEquivalent(u, u.startStrength ?? u.strength);
    stacks.set(key, total);
    const before = total - menEquivalent(u, u.startStrength ?? u.strength);
    if (total > maxStacking && before <= maxStacking)
      add(
        `units[${i}].hex`,
        `${u.hex} holds ${total} men-equivalents at the start, over the stacking limit of ${maxStacking}`,
      );
  });

  // ---- objectives and victory
  const nations = new Set(s.units.map((u) => u.nation));
  const objectiveHexes = new Map<string, number>();
  s.objectives.forEach((o, i) => {
    const p = `objectives[${i}]`;
    if (!onMap(o.hex, `${p}.hex`)) return;
    const key = parseOffset(o.hex)!;
    const k = `${key.col},${key.row}`;
    if (objectiveHexes.has(k)) add(`${p}.hex`, `objectives[${objectiveHexes.get(k)}] is already at ${o.hex}`);
    objectiveHexes.set(k, i);
    const kind = o.kind ?? 'normal';
    if (o.expires !== undefined) {
      if (kind !== 'limited') add(`${p}.expires`, 'only "limited" objectives expire');
      withinGame(o.expires, `${p}.expires`);
    } else if (kind === 'limited') add(`${p}.expires`, 'a "limited" objective needs the turn it expires');
    if (kind === 'surrender' && o.nation === undefined)
      add(`${p}.nation`, 'a "surrender" objective needs the nation that surrenders');
    if (o.nation !== undefined && !nations.has(o.nation))
      add(`${p}.nation`, `no unit belongs to the nation "${o.nation}" (known: ${[...nations].join(', ')})`);
    // PB-VP-02/03: the value formats (rules/vp-formats.ts) are checked below, with the turn count.
    // PC-VIC-03: exit VP go to the objective's owner, so an exit objective needs one.
    if (kind === 'exit' && o.owner === null)
      add(`${p}.owner`, 'an "exit" objective needs the side that exits there');
  });
  const v = s.victory;
  if (!(v.alliedMajor >= v.alliedMinor && v.alliedMinor > v.axisMinor && v.axisMinor >= v.axisMajor))
    add(
      'victory',
      `levels must be ordered alliedMajor >= alliedMinor > axisMinor >= axisMajor (got ${v.alliedMajor}, ${v.alliedMinor}, ${v.axisMinor}, ${v.axisMajor})`,
    );

  // ---- off-map air units (PC-AIR-01/16/18) and supply sources (PC-SUP-03)
  const airIds = new Set<string>();
  s.air?.forEach((a, i) => {
    const p = `air[${i}]`;
    if (airIds.has(a.id) || unitIds.has(a.id)) add(`${p}.id`, `id "${a.id}" is already used by another unit`);
    airIds.add(a.id);
    if (a.owner !== undefined) orgRef(a.owner, a.side, `${p}.owner`);
  });
  s.airSchedule?.forEach((c, i) => withinGame(c.turn, `airSchedule[${i}].turn`));
  s.supplySources?.forEach((src, i) => void onMap(src.hex, `supplySources[${i}].hex`));

  // ---- PC-ENG-19 wired bridges: a bridge must be there to be wired
  s.wiredBridges?.forEach((w, i) => {
    const p = `wiredBridges[${i}]`;
    if (!onMap(w.hex, `${p}.hex`)) return;
    const at = parseOffset(w.hex)!;
    if (w.dir === undefined) {
      const full = s.map.features?.some((f) => f.fullHexBridge && normal(f.hex) === normal(w.hex));
      if (!full) add(p, `${w.hex} has no full-hex bridge; give "dir" for a bridge on one of its hexsides`);
      return;
    }
    const d = DIRECTIONS.indexOf(w.dir);
    const n = offsetNeighbor(at, d);
    const sideKey = (o: { col: number; row: number }, dir: number) => `${o.col},${o.row},${dir}`;
    const wanted = new Set([sideKey(at, d), sideKey(n, (d + 3) % 6)]);
    const bridged = s.map.hexsides?.some((h) => {
      const o = parseOffset(h.hex);
      return (
        o !== undefined &&
        wanted.has(sideKey(o, DIRECTIONS.indexOf(h.dir))) &&
        h.features.some((f) => f === 'bridgeLight' || f === 'bridgeMedium' || f === 'bridgeHeavy')
      );
    });
    if (!bridged) add(`${p}.dir`, `there is no bridge on the ${w.dir} side of ${w.hex}`);
  });

  // ---- designer A/I orders
  for (const side of SIDES)
    s.ai?.[side]?.forEach((o, i) => {
      const p = `ai.${side}[${i}]`;
      orgRef(o.org, side, `${p}.org`);
      if (o.target !== undefined) onMap(o.target, `${p}.target`);
      else if (o.order === 'attack' || o.order === 'move')
        add(`${p}.target`, `an "${o.order}" order needs a target hex`);
      if (o.fromTurn !== undefined) withinGame(o.fromTurn, `${p}.fromTurn`);
    });

  return out;
}
