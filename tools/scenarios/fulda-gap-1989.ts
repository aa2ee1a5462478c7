// The Fulda Gap, 1-8 August 1989 (4 GTs), a Red Strike sector scenario generated from the dossier
// ../shared/scenario-research/red-strike-1989.md: US V Corps with the 11th ACR against the Soviet
// 8th Guards Army, the 1st Guards Tank Army in the second echelon. The map is the dossier's 10 x 8
// OpHexes (28 km) from the Rhine at Mainz to Jena, Würzburg to Kassel; places are put in the hex
// of their dossier coordinates. Combat values at RE scale are our estimates (the scenario book with
// the counters is not available): see "Red Strike (RS)" in docs/rules-decisions.md.

import { HexBoard } from '../../src/engine/core/board.js';
import { scenarioSchema, type RsScenario, type UnitDef } from '../../src/engine/systems/red-strike/scenario.js';
import { fuldaExtended, kmOf } from './fulda-gap-1989-air.js';

const W = 10;
const H = 8;
/** Row spacing of pointy-top 28 km hexes (28 * sqrt(3) / 2). */
const ROW_KM = 24.25;
const HEIGHT_KM = H * ROW_KM;

/** The hex of a point given in the dossier's km from the SW corner (odd rows shifted half a hex east). */
export function hexOf(xKm: number, yKm: number): { col: number; row: number } {
  const row = Math.min(H - 1, Math.max(0, Math.floor((HEIGHT_KM - yKm) / ROW_KM)));
  const col = Math.min(W - 1, Math.max(0, Math.round(xKm / 28 - 0.5 - 0.5 * (row & 1))));
  return { col, row };
}

/** VP to NATO per place of the Alsfeld–Gelnhausen line it holds at the end (not from the dossier: its value is ours). */
const HOLD_LINE_VP = 1;

const label = (h: { col: number; row: number }) => `${String(h.col).padStart(2, '0')},${String(h.row).padStart(2, '0')}`;

/** Dossier §3.1 places: x km, y km, and their part in the scenario. */
const PLACES: Record<string, [number, number]> = {
  Mainz: [19, 28],
  Frankfurt: [49, 40],
  Hanau: [66, 42],
  Friedberg: [54, 65],
  Giessen: [48, 92],
  Gelnhausen: [85, 50],
  Aschaffenburg: [83, 26],
  Schlüchtern: [109, 67],
  Fulda: [120, 89],
  Hünfeld: [126, 102],
  Lauterbach: [100, 99],
  Alsfeld: [90, 111],
  'Bad Hersfeld': [122, 124],
  Bebra: [127, 135],
  Kassel: [106, 173],
  'Bad Kissingen': [149, 50],
  Schweinfurt: [160, 33],
  Würzburg: [140, 4],
  Wildflecken: [136, 70],
  Eisenach: [165, 136],
  Vacha: [144, 120],
  Meiningen: [173, 91],
  Suhl: [192, 95],
  Gotha: [192, 133],
  Ohrdruf: [194, 120],
  Erfurt: [215, 136],
  Nohra: [231, 134],
  Weimar: [236, 136],
  Jena: [255, 131],
};

/** The hex of a latitude/longitude (air bases, radar sites); off-map points go to the nearest edge hex. */
export const hexAtLatLon = (lat: number, lon: number): string => label(hexOf(...kmOf(lat, lon)));

export const at = (place: string): string => {
  const p = PLACES[place];
  if (!p) throw new Error(`no place ${place}`);
  return label(hexOf(p[0], p[1]));
};

/**
 * The IGB (dossier §3.1, §5): east of about x = 147 km north of Vacha, x = 142 km between the
 * Bavarian border (y ≈ 64 km) and Vacha; south of 64 km all of Bavaria is NATO.
 */
function wpSide(xKm: number, yKm: number): boolean {
  if (yKm < 64) return false;
  return xKm > (yKm >= 110 ? 147 : 142);
}

function centre(col: number, row: number): [number, number] {
  return [(col + 0.5 + 0.5 * (row & 1)) * 28, HEIGHT_KM - (row + 0.5) * ROW_KM];
}

/** Dominant terrain of each hex (dossier §3.1: wooded hills = wooded rough; Frankfurt a city). */
function terrainOf(col: number, row: number, cities: Map<string, string>): string {
  const [x, y] = centre(col, row);
  const near = (px: number, py: number, r: number) => Math.hypot(x - px, y - py) <= r;
  const l = label({ col, row });
  if (l === at('Frankfurt')) return 'c';
  if (cities.has(l)) return 't';
  if (near(138, 83, 20)) return 'w'; // Rhön (Wasserkuppe)
  if (near(95, 100, 18)) return 'w'; // Vogelsberg
  if (near(190, 108, 20)) return 'w'; // Thuringian Forest
  if (near(100, 30, 18)) return 'f'; // Spessart
  if (near(105, 140, 14)) return 'r'; // Knüll
  return '.';
}

const nato = (u: Omit<UnitDef, 'side' | 'nation'> & { nation?: string }): UnitDef => ({ nation: 'US', ...u, side: 'nato' }) as UnitDef;
const wp = (u: Omit<UnitDef, 'side' | 'nation'> & { nation?: string }): UnitDef => ({ nation: 'USSR', ...u, side: 'wp' }) as UnitDef;

function units(): UnitDef[] {
  const usBde = (id: string, name: string, hex: string, hq: string, sub = 'armored'): UnitDef =>
    nato({ id, name, subtype: sub, class: 'armour', size: 'bde', cs: 7, csReduced: 4, ma: 8, hq, hex });
  const sovDiv = (id: string, name: string, hq: string, cs: number, where: { hex?: string; arrives?: { turn: number; hex: string } }, sub: string, nation = 'USSR'): UnitDef =>
    wp({ id, name, nation, subtype: sub, class: 'armour', size: 'div', cs, csReduced: Math.ceil(cs / 2), ma: 8, hq, ...where });
  const east = (row: number) => label({ col: W - 1, row });
  return [
    // NATO — V (US) Corps (dossier §4.1)
    nato({ id: 'v-corps', name: 'V Corps HQ', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'corps', support: { artillery: true, pontoon: true, aa: 2 }, hex: at('Frankfurt') }),
    nato({ id: '11acr-1', name: '1/11 ACR', subtype: 'cavalry', class: 'armour', size: 'btn', cs: 3, csReduced: 2, ma: 10, hq: 'v-corps', hex: at('Fulda') }),
    nato({ id: '11acr-2', name: '2/11 ACR', subtype: 'cavalry', class: 'armour', size: 'btn', cs: 3, csReduced: 2, ma: 10, hq: 'v-corps', hex: at('Bad Kissingen') }),
    nato({ id: '11acr-3', name: '3/11 ACR', subtype: 'cavalry', class: 'armour', size: 'btn', cs: 3, csReduced: 2, ma: 10, hq: 'v-corps', hex: at('Bad Hersfeld') }),
    nato({ id: '3ad', name: '3rd AD HQ', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'division', support: { artillery: true }, hq: 'v-corps', hex: at('Frankfurt') }),
    usBde('3ad-1', '1/3rd AD', at('Friedberg'), '3ad'),
    usBde('3ad-2', '2/3rd AD', at('Gelnhausen'), '3ad'),
    usBde('3ad-3', '3/3rd AD', at('Friedberg'), '3ad'),
    nato({ id: '8id', name: '8th ID HQ', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'division', support: { artillery: true }, hq: 'v-corps', hex: at('Mainz') }),
    usBde('8id-1', '1/8th ID', at('Mainz'), '8id', 'mechanized'),
    nato({ id: '8id-2', name: '2/8th ID', subtype: 'mechanized', class: 'armour', size: 'bde', cs: 7, csReduced: 4, ma: 8, hq: '8id', arrives: { turn: 2, hex: at('Mainz') } }),
    nato({ id: '8id-3', name: '3/8th ID', subtype: 'mechanized', class: 'armour', size: 'bde', cs: 7, csReduced: 4, ma: 8, hq: '8id', arrives: { turn: 2, hex: label({ col: 0, row: 6 }) } }),
    nato({ id: '41fa', name: '41st FA Bde', subtype: 'artillery', class: 'support', size: 'bde', cs: 0, ds: 2, ma: 6, hq: 'v-corps', hex: at('Giessen') }),
    nato({ id: '42fa', name: '42nd FA Bde', subtype: 'artillery', class: 'support', size: 'bde', cs: 0, ds: 2, ma: 6, hq: 'v-corps', hex: at('Hanau') }),
    // The neighbouring corps at the sector's edges (dossier §4.1 "Neighbours"): a division of each
    // holds its flank city; their corps HQs are off the map (independent units, RS-CMD-1).
    nato({ id: '2pzgren', name: '2. PzGrenDiv (III GE Corps)', nation: 'FRG', subtype: 'mechanized', class: 'armour', size: 'div', cs: 12, csReduced: 6, ma: 8, hex: at('Kassel') }),
    nato({ id: '3id', name: '3rd ID (VII Corps)', subtype: 'mechanized', class: 'armour', size: 'div', cs: 12, csReduced: 6, ma: 8, hex: at('Würzburg') }),
    nato({ id: 'hsb-52', name: 'HSchBrig 52', nation: 'FRG', subtype: 'territorial infantry', class: 'infantry', size: 'bde', cs: 3, csReduced: 2, ma: 6, arrives: { turn: 3, hex: at('Kassel') }, arrivalRoll: true }),
    // WP — 8th Guards Army and 1st Guards Tank Army (dossier §4.2)
    wp({ id: '8gda', name: '8th Gds Army HQ', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'army', support: { artillery: true, pontoon: true, nbc: true }, hex: at('Nohra') }),
    sovDiv('39gmrd', '39th Gds MRD', '8gda', 10, { hex: at('Ohrdruf') }, 'motor rifle'),
    sovDiv('79gtd', '79th Gds TD', '8gda', 12, { hex: at('Jena') }, 'tank'),
    sovDiv('4msd', '4th MSD (NVA)', '8gda', 9, { hex: at('Erfurt') }, 'motor rifle', 'GDR'),
    sovDiv('27gmrd', '27th Gds MRD', '8gda', 10, { arrives: { turn: 1, hex: east(3) } }, 'motor rifle'),
    sovDiv('57gmrd', '57th Gds MRD', '8gda', 10, { arrives: { turn: 1, hex: east(1) } }, 'motor rifle'),
    wp({ id: '8gda-tr', name: '8 GA sep. tank rgt', subtype: 'tank', class: 'armour', size: 'rgt', cs: 4, csReduced: 2, ma: 8, hq: '8gda', hex: at('Meiningen') }),
    wp({ id: '8gda-art', name: '8 GA artillery bde', subtype: 'artillery', class: 'support', size: 'bde', cs: 0, ds: 2, ma: 6, hq: '8gda', hex: at('Gotha') }),
    wp({ id: '1gta', name: '1st Gds Tank Army HQ', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'army', support: { artillery: true, pontoon: true }, arrives: { turn: 2, hex: east(3) } }),
    sovDiv('9td', '9th TD', '1gta', 12, { arrives: { turn: 2, hex: east(2) } }, 'tank'),
    sovDiv('11gtd', '11th Gds TD', '1gta', 12, { arrives: { turn: 2, hex: east(4) } }, 'tank'),
    sovDiv('20gmrd', '20th Gds MRD', '1gta', 10, { arrives: { turn: 3, hex: east(1) } }, 'motor rifle'),
    // LRMUs for the missiles rules (issue 17, RS-MSL-1/2): the corps' Lance battalion and the
    // army's Scud brigade (designations and positions est., docs/scenario-research-fulda-air.md).
    nato({ id: 'v-lance', name: 'V Corps Lance Bn', subtype: 'SS missile', class: 'lrmu', size: 'btn', cs: 0, ds: 1, ma: 6, hq: 'v-corps', missile: 'Lance', hex: at('Friedberg') }),
    wp({ id: '8gda-ssm', name: '8 GA Scud-B bde', subtype: 'SS missile', class: 'lrmu', size: 'bde', cs: 0, ds: 1, ma: 6, hq: '8gda', missile: 'Scud-B', hex: at('Weimar') }),
  ];
}

/** A road or railway through the named places: consecutive hexes along hex lines between them. */
function line(board: HexBoard, places: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < places.length; i++) {
    const a = board.parse(at(places[i - 1]!))!;
    const b = board.parse(at(places[i]!))!;
    for (const h of board.line(a, b)) {
      const l = board.label(h);
      if (out[out.length - 1] !== l) out.push(l);
    }
  }
  return out;
}

export function fuldaGap1989(): RsScenario {
  const board = new HexBoard(W, H);
  const cityNames = ['Frankfurt', 'Hanau', 'Giessen', 'Fulda', 'Bad Hersfeld', 'Schlüchtern', 'Kassel', 'Würzburg', 'Aschaffenburg', 'Eisenach', 'Gotha', 'Erfurt', 'Weimar', 'Jena', 'Meiningen', 'Suhl'];
  const cities = new Map<string, string>();
  for (const n of cityNames) if (!cities.has(at(n))) cities.set(at(n), n);
  const terrain: string[] = [];
  const territory: string[] = [];
  for (let r = 0; r < H; r++) {
    let t = '';
    let s = '';
    for (let c = 0; c < W; c++) {
      t += terrainOf(c, r, cities);
      const [x, y] = centre(c, r);
      s += wpSide(x, y) ? 'W' : 'N';
    }
    terrain.push(t);
    territory.push(s);
  }
  // The Rhine: the west bank at Mainz and south of it (dossier §3.1: major river).
  const rhineWest = [label({ col: 0, row: 5 }), label({ col: 0, row: 6 }), label({ col: 0, row: 7 })];
  const hexsides = [
    ...rhineWest.flatMap((hex) => (['E', 'NE', 'SE'] as const).map((dir) => ({ hex, dir, kind: 'majorRiver' as const }))),
    // The Main: south of Frankfurt and Hanau (river).
    ...[at('Frankfurt'), at('Hanau')].flatMap((hex) => (['SW', 'SE'] as const).map((dir) => ({ hex, dir, kind: 'river' as const }))),
    // The Werra along the border at Vacha / Herleshausen (river).
    { hex: at('Vacha'), dir: 'W' as const, kind: 'river' as const },
    { hex: at('Eisenach'), dir: 'W' as const, kind: 'river' as const },
  ].filter((h) => {
    const loc = board.parse(h.hex)!;
    return board.neighbor(loc, ['E', 'NE', 'NW', 'W', 'SW', 'SE'].indexOf(h.dir)) >= 0;
  });
  const objectives = [
    { hex: at('Frankfurt'), name: 'Frankfurt', vp: 10, owner: 'nato' as const },
    { hex: at('Fulda'), name: 'Fulda', vp: 3, owner: 'nato' as const },
    { hex: at('Bad Hersfeld'), name: 'Bad Hersfeld', vp: 2, owner: 'nato' as const },
    { hex: at('Giessen'), name: 'Giessen', vp: 3, owner: 'nato' as const },
    { hex: at('Hanau'), name: 'Hanau', vp: 3, owner: 'nato' as const },
    { hex: at('Kassel'), name: 'Kassel', vp: 5, owner: 'nato' as const },
    { hex: at('Eisenach'), name: 'Eisenach', vp: 2, owner: 'wp' as const },
    { hex: at('Gotha'), name: 'Gotha', vp: 2, owner: 'wp' as const },
    // Dossier §7: NATO is to "hold the main battle area east of the line Alsfeld–Lauterbach–
    // Schlüchtern–Gelnhausen through GT4": 1 VP to NATO for each place of the line it still holds
    // (scoring 'held'); the border towns east of it are expected to fall. See RS-D-FULDA-LINE.
    ...['Alsfeld', 'Lauterbach', 'Schlüchtern', 'Gelnhausen'].map((name) => ({
      hex: at(name),
      name: `${name} (the line)`,
      vp: HOLD_LINE_VP,
      owner: 'nato' as const,
      scoring: 'held' as const,
    })),
  ].filter((o, i, all) => all.findIndex((x) => x.hex === o.hex) === i);
  const raw = {
    system: 'red-strike',
    id: 'fulda-gap-1989',
    version: 1,
    title: 'The Fulda Gap, 1-8 August 1989',
    description:
      'Hypothetical war, opening days: US V Corps with the 11th ACR covering the border against the Soviet 8th Guards Army, the 1st Guards Tank Army in the second echelon. 4 GTs of 2 days.',
    turns: 4,
    initiative: 'wp',
    // Sector shares of the campaign's 500 / 500 SP (RS-SCN-3 "99 Red Balloons"), est.
    sp: { nato: 60, wp: 90 },
    spIncome: { nato: 12, wp: 15 },
    railCapacity: { nato: 3, wp: 6 },
    map: {
      width: W,
      height: H,
      terrain,
      territory,
      hexsides,
      roads: [
        line(board, ['Frankfurt', 'Hanau', 'Gelnhausen', 'Schlüchtern', 'Fulda']),
        line(board, ['Kassel', 'Bad Hersfeld', 'Fulda', 'Würzburg']),
        line(board, ['Kassel', 'Alsfeld', 'Giessen', 'Frankfurt', 'Mainz']),
        line(board, ['Bad Hersfeld', 'Eisenach', 'Gotha', 'Erfurt', 'Weimar', 'Jena']),
        line(board, ['Frankfurt', 'Aschaffenburg', 'Würzburg']),
        line(board, ['Fulda', 'Hünfeld', 'Vacha', 'Meiningen', 'Suhl', 'Erfurt']),
      ],
      rails: [
        line(board, ['Frankfurt', 'Hanau', 'Schlüchtern', 'Fulda', 'Bebra', 'Eisenach', 'Gotha', 'Erfurt', 'Weimar', 'Jena']),
        line(board, ['Kassel', 'Bebra']),
        line(board, ['Fulda', 'Würzburg']),
      ],
      // RS-SUP-20: NATO from the Rhine edge and the south (Würzburg road), the WP from the east edge.
      supply: [
        ...[1, 3, 5, 7].map((row) => ({ hex: label({ col: 0, row }), side: 'nato' as const })),
        { hex: at('Würzburg'), side: 'nato' as const },
        ...[1, 2, 3, 4].map((row) => ({ hex: label({ col: W - 1, row }), side: 'wp' as const })),
      ],
      ports: [],
      cities: [...cities].map(([hex, name]) => ({ hex, name })),
      places: ['Wildflecken', 'Hünfeld', 'Lauterbach', 'Alsfeld', 'Vacha', 'Nohra', 'Ohrdruf', 'Bebra', 'Friedberg', 'Gelnhausen', 'Mainz', 'Bad Kissingen']
        .filter((n) => !cities.has(at(n)))
        .filter((n, i, all) => all.findIndex((m) => at(m) === at(n)) === i)
        .map((n) => ({ hex: at(n), name: n })),
      ruhr: [],
      rhineWest,
    },
    units: units(),
    // Issue 17: the extended game's groups this scenario plays with by default.
    options: ['air', 'missiles', 'nbc', 'special-forces'],
    extended: fuldaExtended(hexAtLatLon, W, H, (c, r) => wpSide(...centre(c, r))),
    victory: { objectives, levels: { marginal: 1, tactical: 5, strategic: 10 } },
    briefings: {
      nato:
        'V Corps covers the Fulda Gap. The 11th ACR holds the border at Fulda, Bad Hersfeld and Bad Kissingen and may trade space for time (tactical withdrawal). The 3rd Armored Division stands around Frankfurt, Friedberg and Gelnhausen; the 8th Infantry Division crosses the Rhine from Mainz, its last brigades arriving on GT2. Hold Fulda, Bad Hersfeld, Hanau, Giessen and above all Frankfurt through 8 August. In the air (extended game) 4 ATAF flies from the Rhineland bases at the west edge — F-15s, F-16s, Wild Weasels, A-10s, Tornados, Canadian CF-18s, the NAEW E-3A — with V Corps\' Apaches and Cobras at Wiesbaden, Hanau and Fulda; 2 ATAF\'s RAF, Belgian and Dutch wings join on GT2.',
      wp:
        'The 8th Guards Army attacks through the Fulda Gap toward Frankfurt and the Rhine. The 39th Guards MRD at Ohrdruf and the NVA 4th MSD at Erfurt lead; the 79th Guards TD follows from Jena, the 27th and 57th Guards MRDs enter from the east on GT1 and the 1st Guards Tank Army on GT2-GT3. Take Fulda and Bad Hersfeld early, then Hanau and Frankfurt. In the air (extended game) the 16th Air Army flies from the Saxon airfields at the north-east corner — MiG-29s, MiG-23s, MiG-27s, Su-17s, Su-25s, an A-50 — and the army\'s Mi-24s from Nohra; a Su-24 regiment joins on GT2.',
    },
    sources: [
      'The project\'s scenario dossier red-strike-1989 (map, garrisons, orders of battle, reinforcements, objectives)',
      'Wikipedia, "Fulda Gap"; fuldagap.com; 1-33rdar.org "3rd AD on Central Front"; eaglehorse.org (2/11 ACR); 14cav.org (11th ACR garrisons)',
      'Wikipedia, "4. Mot.-Schützendivision (NVA)"; NVA-Interessengemeinschaft Halle (27th Gds MRD)',
      'Combat strengths, MA, SP and rail capacities are estimates of ours at Red Strike scale (the counters are not available)',
      'Air order of battle, bases, air defence sites, DEFCON and special forces: docs/scenario-research-fulda-air.md (IISS, The Military Balance 1989-1990; Isby & Kamps, Armies of NATO\'s Central Front, 1985; Y. Gordon and others on the 16th Air Army (Soviet air forces in Germany); USAFE and RAF Germany unit histories); every factor est.',
    ],
  };
  return scenarioSchema.parse(raw);
}
