// The map text layer (docs/scenario-format.md "Map text"): a map a person can edit in a text
// editor, turned into the engine's MapData. The parser only reads the text; what depends on the
// scenario (terrain letters, hexes on the map, adjacent road hexes) is checked in checks.ts, which
// finds its way back to a line and column through `locate`.

import {
  DIRECTIONS,
  axialLine,
  axialToOffset,
  formatOffset,
  offsetToAxial,
  parseOffset,
} from '../../../core/hex/coords.js';
import type { HexFeatureEntry, HexsideEntry, LinePath, MapData } from '../model/scenario.js';
import { SIDE_FEATURES, type SideFeature } from '../model/terrain.js';
import type { SourcePos } from '../../../core/scenario/json-source.js';

export interface MapTextError extends SourcePos {
  /** Field path inside the map ("hexsides", "terrain[3]"...). */
  readonly path: string;
  readonly message: string;
}

export interface ParsedMapText {
  readonly map: MapData;
  /** Where a field of the map ("terrain[3][7]", "lines[1].hexes[4]") came from in the text. */
  readonly locate: (path: string) => SourcePos | undefined;
  readonly errors: readonly MapTextError[];
}

export const MAP_SECTIONS = ['terrain', 'elevation', 'hexsides', 'lines', 'places', 'features'] as const;
type Section = (typeof MAP_SECTIONS)[number];

interface Token {
  readonly text: string;
  /** 1-based column of the first character. */
  readonly col: number;
}

/** Elevation digits: 0-9 then a-z, so one character covers 36 levels. */
const ELEVATION_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

const FEATURE_BY_LOWER = new Map(SIDE_FEATURES.map((f) => [f.toLowerCase(), f]));
const DIR_BY_UPPER = new Map(DIRECTIONS.map((d) => [d as string, d]));
const LINE_KINDS: readonly LinePath['kind'][] = ['road', 'primaryRoad', 'rail'];

function tokens(line: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push({ text: m[0], col: m.index + 1 });
  return out;
}

/** A row of a grid: one character per hex, either packed ("..ff") or spaced (". . f f"). */
interface GridRow {
  readonly line: number;
  readonly cells: string;
  /** Column of cell k is firstCol + k * stride. */
  readonly firstCol: number;
  readonly stride: 1 | 2;
}

export function parseMapText(source: string): ParsedMapText {
  const errors: MapTextError[] = [];
  const where = new Map<string, SourcePos>();
  const err = (line: number, col: number, path: string, message: string): void => {
    errors.push({ line, col, path, message });
  };

  const terrainRows: GridRow[] = [];
  const elevationRows: GridRow[] = [];
  const elevationNumbers: { line: number; values: number[]; cols: number[] }[] = [];
  let elevation: { mode: 'digits'; step: number; base: number } | { mode: 'metres' } | undefined;
  const hexsides: HexsideEntry[] = [];
  const lines: { kind: LinePath['kind']; hexes: string[]; elevated?: boolean }[] = [];
  const features: HexFeatureEntry[] = [];
  const seen = new Set<Section>();
  let section: Section | undefined;

  const hexToken = (t: Token, lineNo: number, path: string): string | undefined => {
    const o = parseOffset(t.text);
    if (!o || t.text.includes(' ')) {
      err(lineNo, t.col, path, `"${t.text}" is not a hex; write it "col,row", like "12,07"`);
      return undefined;
    }
    return formatOffset(o);
  };

  const rawLines = source.split(/\r?\n/);
  rawLines.forEach((raw, idx) => {
    const lineNo = idx + 1;
    const semi = raw.indexOf(';');
    const line = (semi >= 0 ? raw.slice(0, semi) : raw).replace(/\s+$/, '');
    if (line.trim() === '') return;

    const header = /^\s*\[([^\]]*)\]\s*$/.exec(line);
    if (header) {
      const [name, ...args] = header[1]!.trim().split(/\s+/);
      const col = line.indexOf('[') + 2;
      if (!(MAP_SECTIONS as readonly string[]).includes(name ?? '')) {
        err(
          lineNo,
          col,
          '',
          `unknown section "[${header[1]}]"; sections are ${MAP_SECTIONS.map((s) => `[${s}]`).join(' ')}`,
        );
        section = undefined;
        return;
      }
      section = name as Section;
      // List sections may come in several blocks; a second grid would be ambiguous.
      if (seen.has(section) && (section === 'terrain' || section === 'elevation'))
        err(lineNo, col, section, `section [${section}] appears twice`);
      seen.add(section);
      if (section === 'elevation') elevation = parseElevationArgs(args, lineNo, line, err);
      else if (args.length > 0) err(lineNo, col, section, `[${section}] takes no arguments`);
      return;
    }
    if (section === undefined) {
      if (!seen.size) err(lineNo, 1, '', 'text before the first section; start the map with [terrain]');
      return; // lines under an unknown section were reported with its header
    }

    switch (section) {
      case 'terrain':
        terrainRows.push(gridRow(line, lineNo, `terrain[${terrainRows.length}]`, err));
        return;
      case 'elevation':
        if (elevation?.mode === 'metres') {
          const ts = tokens(line);
          const values: number[] = [];
          for (const t of ts) {
            if (!/^-?\d+$/.test(t.text))
              err(
                lineNo,
                t.col,
                `elevation[${elevationNumbers.length}]`,
                `"${t.text}" is not a whole number of metres`,
              );
            values.push(Number(t.text));
          }
          elevationNumbers.push({ line: lineNo, values, cols: ts.map((t) => t.col) });
        } else elevationRows.push(gridRow(line, lineNo, `elevation[${elevationRows.length}]`, err));
        return;
      case 'hexsides':
        parseHexsideLine(tokens(line), lineNo);
        return;
      case 'lines':
        parseLinesLine(tokens(line), lineNo);
        return;
      case 'places': {
        const m = /^(\s*)(\S+)\s+(.*)$/.exec(line);
        const path = `features[${features.length}]`;
        if (!m) {
          err(lineNo, 1, 'features', 'a place is a hex and a name, like "06,04 Villers-Bocage"');
          return;
        }
        const hexCol = m[1]!.length + 1;
        const hex = hexToken({ text: m[2]!, col: hexCol }, lineNo, `${path}.hex`);
        if (!hex) return;
        where.set(`${path}.hex`, { line: lineNo, col: hexCol });
        where.set(`${path}.name`, { line: lineNo, col: line.indexOf(m[3]!, hexCol + m[2]!.length - 1) + 1 });
        features.push({ hex, name: m[3]!.trim() });
        return;
      }
      case 'features':
        parseFeatureLine(tokens(line), lineNo);
        return;
    }
  });

  function parseHexsideLine(ts: Token[], lineNo: number): void {
    const first = ts[0]!;
    const path = `hexsides[${hexsides.length}]`;
    const [fromText, toText, extra] = first.text.split('-');
    const from = hexToken({ text: fromText!, col: first.col }, lineNo, `${path}.hex`);
    const to =
      toText === undefined ? from : hexToken({ text: toText, col: first.col }, lineNo, `${path}.hex`);
    if (!from || !to) return;
    if (extra !== undefined)
      return err(lineNo, first.col, `${path}.hex`, `"${first.text}" has more than one "-"`);
    const a = parseOffset(from)!;
    const b = parseOffset(to)!;
    if (a.col !== b.col && a.row !== b.row)
      return err(
        lineNo,
        first.col,
        `${path}.hex`,
        `range "${first.text}" must stay in one column or one row`,
      );
    const dirs: (typeof DIRECTIONS)[number][] = [];
    const feats: SideFeature[] = [];
    const featCols: number[] = [];
    for (const t of ts.slice(1)) {
      const d = DIR_BY_UPPER.get(t.text.toUpperCase());
      if (d !== undefined) {
        if (feats.length) err(lineNo, t.col, path, `direction "${t.text}" must come before the features`);
        dirs.push(d);
        continue;
      }
      const f = FEATURE_BY_LOWER.get(t.text.toLowerCase());
      if (f === undefined) {
        err(
          lineNo,
          t.col,
          `${path}.features`,
          `unknown hexside "${t.text}"; expected a direction (${DIRECTIONS.join(' ')}) or a feature (${SIDE_FEATURES.join(' ')})`,
        );
        continue;
      }
      feats.push(f);
      featCols.push(t.col);
    }
    if (!dirs.length)
      return err(
        lineNo,
        first.col + first.text.length + 1,
        path,
        'give at least one direction (E NE NW W SW SE) after the hex',
      );
    if (!feats.length)
      return err(
        lineNo,
        first.col + first.text.length + 1,
        path,
        'give at least one feature after the directions, like "river"',
      );
    const step = (x: number, y: number): number => (y >= x ? 1 : -1);
    const hexes: string[] = [];
    if (a.col === b.col)
      for (let r = a.row; ; r += step(a.row, b.row)) {
        hexes.push(formatOffset({ col: a.col, row: r }));
        if (r === b.row) break;
      }
    else
      for (let c = a.col; ; c += step(a.col, b.col)) {
        hexes.push(formatOffset({ col: c, row: a.row }));
        if (c === b.col) break;
      }
    for (const hex of hexes)
      for (const dir of dirs) {
        const p = `hexsides[${hexsides.length}]`;
        where.set(`${p}.hex`, { line: lineNo, col: first.col });
        where.set(p, { line: lineNo, col: first.col });
        featCols.forEach((col, k) => where.set(`${p}.features[${k}]`, { line: lineNo, col }));
        hexsides.push({ hex, dir, features: feats });
      }
  }

  function parseLinesLine(ts: Token[], lineNo: number): void {
    let rest = ts;
    const kind = LINE_KINDS.find((k) => k.toLowerCase() === ts[0]!.text.toLowerCase());
    if (kind !== undefined) {
      lines.push({ kind, hexes: [] });
      where.set(`lines[${lines.length - 1}]`, { line: lineNo, col: ts[0]!.col });
      rest = ts.slice(1);
      // PB-MAP-03: "road elevated 03,04 ..." = an elevated road or railway, on an embankment.
      if (rest[0]?.text.toLowerCase() === 'elevated') {
        lines[lines.length - 1]!.elevated = true;
        rest = rest.slice(1);
      }
    } else if (!parseOffset(ts[0]!.text) || lines.length === 0) {
      return err(
        lineNo,
        ts[0]!.col,
        'lines',
        `a line starts with road, primaryRoad or rail, found "${ts[0]!.text}"`,
      );
    }
    const li = lines.length - 1;
    const cur = lines[li]!;
    let fill: Token | undefined;
    for (const t of rest) {
      if (t.text === '..') {
        if (!cur.hexes.length || fill)
          err(lineNo, t.col, `lines[${li}]`, '".." must stand between two hexes');
        fill = t;
        continue;
      }
      const hex = hexToken(t, lineNo, `lines[${li}].hexes[${cur.hexes.length}]`);
      if (!hex) continue;
      if (fill && cur.hexes.length) {
        // ".." fills in the straight hex line between the two hexes (PC-MAP-05 roads run hex to hex).
        const from = offsetToAxial(parseOffset(cur.hexes[cur.hexes.length - 1]!)!);
        const path = axialLine(from, offsetToAxial(parseOffset(hex)!)).slice(1, -1);
        for (const h of path) {
          const o = axialToOffset(h);
          where.set(`lines[${li}].hexes[${cur.hexes.length}]`, { line: lineNo, col: fill.col });
          cur.hexes.push(o.col < 0 || o.row < 0 ? `${o.col},${o.row}` : formatOffset(o));
        }
      }
      fill = undefined;
      where.set(`lines[${li}].hexes[${cur.hexes.length}]`, { line: lineNo, col: t.col });
      cur.hexes.push(hex);
    }
    if (fill) err(lineNo, fill.col, `lines[${li}]`, '".." must stand between two hexes');
  }

  function parseFeatureLine(ts: Token[], lineNo: number): void {
    const path = `features[${features.length}]`;
    const hex = hexToken(ts[0]!, lineNo, `${path}.hex`);
    if (!hex) return;
    const f: Record<string, unknown> = { hex };
    where.set(`${path}.hex`, { line: lineNo, col: ts[0]!.col });
    for (const t of ts.slice(1)) {
      const [key, value] = t.text.split('=') as [string, string | undefined];
      const bad = (why: string): void => err(lineNo, t.col, `${path}.${key}`, why);
      where.set(`${path}.${key}`, { line: lineNo, col: t.col });
      switch (key) {
        case 'rubble':
        case 'obstacle':
        case 'fullHexBridge':
        case 'fullHexFerry':
          if (value !== undefined) bad(`"${key}" takes no value`);
          else f[key] = true;
          break;
        case 'minefield':
          if (value !== '1' && value !== '2' && value !== '3')
            bad('write minefield=1, minefield=2 or minefield=3');
          else f.minefield = Number(value);
          break;
        case 'congestion':
          if (value !== 'allied' && value !== 'axis' && value !== 'both')
            bad('write congestion=allied, congestion=axis or congestion=both');
          else f.congestion = value;
          break;
        case 'fortification':
          if (value !== 'ip' && value !== 'trench' && value !== 'bunker' && value !== 'pillbox')
            bad('write fortification=ip, trench, bunker or pillbox');
          else f.fortification = value;
          break;
        case 'side': // PB-MAP-05: the side the hex's fortification and minefield belong to
          if (value !== 'allied' && value !== 'axis') bad('write side=allied or side=axis');
          else f.side = value;
          break;
        default:
          bad(
            `unknown feature "${key}"; expected rubble, obstacle, fullHexBridge, fullHexFerry, minefield=N, congestion=SIDE, fortification=KIND or side=SIDE`,
          );
      }
    }
    features.push(f as unknown as HexFeatureEntry);
  }

  const lastLine = Math.max(1, rawLines.length - (rawLines[rawLines.length - 1] === '' ? 1 : 0));
  if (!seen.has('terrain')) err(lastLine, 1, 'terrain', 'the map has no [terrain] section');
  else if (!terrainRows.length) err(lastLine, 1, 'terrain', 'the [terrain] section has no rows');

  // The width most rows have, so that one bad row (even the first) is the one reported.
  const counts = new Map<number, number>();
  for (const r of terrainRows) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
  let width = terrainRows[0]?.cells.length ?? 0;
  for (const [w, n] of counts) if (n > (counts.get(width) ?? 0)) width = w;
  const map: {
    -readonly [K in keyof MapData]: MapData[K];
  } = { width, height: terrainRows.length, terrain: terrainRows.map((r) => r.cells) };

  if (elevation?.mode === 'metres') {
    map.elevation = elevationNumbers.map((r) => r.values);
  } else if (elevation) {
    const { step, base } = elevation;
    map.elevation = elevationRows.map((r, ri) =>
      [...r.cells].map((ch, k) => {
        const d = ELEVATION_DIGITS.indexOf(ch);
        if (d < 0)
          err(
            r.line,
            r.firstCol + k * r.stride,
            `elevation[${ri}][${k}]`,
            `"${ch}" is not an elevation digit (0-9, a-z)`,
          );
        return base + Math.max(d, 0) * step;
      }),
    );
  }
  if (hexsides.length) map.hexsides = hexsides;
  if (lines.length) map.lines = lines;
  if (features.length) map.features = features;

  const locate = (path: string): SourcePos | undefined => {
    const cell = /^(terrain|elevation)\[(\d+)\](?:\[(\d+)\])?$/.exec(path);
    if (cell) {
      const r = Number(cell[2]);
      if (cell[1] === 'elevation' && elevation?.mode === 'metres') {
        const row = elevationNumbers[r];
        if (!row) return undefined;
        const k = cell[3] === undefined ? 0 : Number(cell[3]);
        return { line: row.line, col: row.cols[Math.min(k, row.cols.length - 1)] ?? 1 };
      }
      const row = (cell[1] === 'terrain' ? terrainRows : elevationRows)[r];
      if (!row) return undefined;
      const k = cell[3] === undefined ? 0 : Math.min(Number(cell[3]), Math.max(row.cells.length, 1));
      return { line: row.line, col: row.firstCol + k * row.stride };
    }
    for (let p = path; p !== ''; p = p.replace(/(\.[^.[\]]+|\[\d+\])$/, '')) {
      const hit = where.get(p);
      if (hit) return hit;
      if (!/(\.[^.[\]]+|\[\d+\])$/.test(p)) break;
    }
    return undefined;
  };

  return { map, locate, errors };
}

function gridRow(
  line: string,
  lineNo: number,
  path: string,
  err: (line: number, col: number, path: string, message: string) => void,
): GridRow {
  const indent = /^\s*/.exec(line)![0].length;
  const body = line.slice(indent);
  if (body.length < 2 || body[1] !== ' ') {
    const space = body.search(/\s/);
    if (space >= 0)
      err(
        lineNo,
        indent + space + 1,
        path,
        'a packed row has no spaces; separate every hex by one space, or none',
      );
    return { line: lineNo, cells: body.replace(/\s/g, ''), firstCol: indent + 1, stride: 1 };
  }
  let cells = '';
  // One message per row: after the first misplaced character the rest would only repeat it.
  for (let k = 0; k < body.length; k += 2) {
    cells += body[k];
    if (body[k] === ' ' || body[k] === '\t') {
      err(lineNo, indent + k + 1, path, 'hexes in a spaced row are separated by exactly one space');
      break;
    }
    if (k + 1 < body.length && body[k + 1] !== ' ') {
      err(lineNo, indent + k + 2, path, `expected a space between hexes, found "${body[k + 1]}"`);
      break;
    }
  }
  return { line: lineNo, cells, firstCol: indent + 1, stride: 2 };
}

function parseElevationArgs(
  args: string[],
  lineNo: number,
  line: string,
  err: (line: number, col: number, path: string, message: string) => void,
): { mode: 'digits'; step: number; base: number } | { mode: 'metres' } {
  if (args.length === 1 && args[0] === 'metres') return { mode: 'metres' };
  const out = { mode: 'digits' as const, step: 10, base: 0 };
  for (const a of args) {
    const m = /^(step|base)=(-?\d+)$/.exec(a);
    const col = line.indexOf(a) + 1;
    if (!m)
      err(lineNo, col, 'elevation', `"${a}" is not an elevation setting; write step=N and base=N, or metres`);
    else if (m[1] === 'step' && Number(m[2]) <= 0)
      err(lineNo, col, 'elevation', 'step must be a positive number of metres');
    else out[m[1] as 'step' | 'base'] = Number(m[2]);
  }
  return out;
}

/** Writes MapData as map text; parseMapText(formatMapText(m)) gives m back (hexsides merged). */
export function formatMapText(map: MapData, title?: string): string {
  const out: string[] = [];
  if (title) out.push(`; ${title}`);
  const spaced = (row: string, r: number): string => (r % 2 ? ' ' : '') + [...row].join(' ');
  out.push('[terrain]', ...map.terrain.map(spaced));
  if (map.elevation?.length) {
    const all = map.elevation.flat();
    const base = Math.min(...all);
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    const step = all.reduce((g, v) => gcd(g, v - base), 0) || 10;
    const digits = map.elevation.every((row) =>
      row.every((v) => (v - base) / step < ELEVATION_DIGITS.length),
    );
    if (digits && map.elevation.every((row) => row.length === map.width)) {
      out.push('', `[elevation step=${step} base=${base}]`);
      map.elevation.forEach((row, r) =>
        out.push(spaced(row.map((v) => ELEVATION_DIGITS[(v - base) / step]).join(''), r)),
      );
    } else {
      out.push('', '[elevation metres]', ...map.elevation.map((row) => row.join(' ')));
    }
  }
  if (map.hexsides?.length) {
    out.push('', '[hexsides]');
    for (const h of map.hexsides) out.push(`${h.hex} ${h.dir} ${h.features.join(' ')}`);
  }
  if (map.lines?.length) {
    out.push('', '[lines]');
    for (const l of map.lines) out.push(`${l.kind}${l.elevated ? ' elevated' : ''} ${l.hexes.join(' ')}`);
  }
  // A feature with a name goes to [places]; whatever else it has goes to [features].
  const places = map.features?.filter((f) => f.name !== undefined && f.name.trim() !== '') ?? [];
  const marks = (map.features ?? []).map((f) => {
    const parts: string[] = [];
    for (const k of ['rubble', 'obstacle', 'fullHexBridge', 'fullHexFerry'] as const) if (f[k]) parts.push(k);
    if (f.minefield) parts.push(`minefield=${f.minefield}`);
    if (f.congestion) parts.push(`congestion=${f.congestion}`);
    if (f.fortification) parts.push(`fortification=${f.fortification}`);
    if (f.side) parts.push(`side=${f.side}`);
    return parts.length ? `${f.hex} ${parts.join(' ')}` : '';
  });
  if (places.length) {
    out.push('', '[places]');
    // ";" starts a comment in map text, so it cannot stand in a name.
    for (const p of places) out.push(`${p.hex} ${p.name!.trim().replaceAll(';', ',')}`);
  }
  if (marks.some((m) => m !== '')) out.push('', '[features]', ...marks.filter((m) => m !== ''));
  return out.join('\n') + '\n';
}
