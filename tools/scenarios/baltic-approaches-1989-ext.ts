// The Baltic approaches scenario's extended block (issue 17): naval units, sea zones, mines, the
// Kiel canal and holding boxes; air bases and air units; the air defence sectors; DEFCON and
// special forces. Units, bases and factors: docs/scenario-research-baltic-approaches-1989.md.
// Every factor is a labelled default of ours (not from the source); air factors come from
// rs-aircraft.ts. Bases off the map stand in the nearest edge land hex (RS-D-SCN-OFFMAP); the
// Soviet long-range bombers in a red holding box (RS-SMAP-20).

import type { HexBoard } from '../../src/engine/core/board.js';
import type { AirBaseDef, AirUnitDef } from '../../src/engine/systems/red-strike/air/scenario.js';
import type { NavalUnitDef } from '../../src/engine/systems/red-strike/naval/scenario.js';
import type { ExtScenarioInput } from './fulda-gap-1989-air.js';
import type { Country } from './baltic-geo.js';
import { centreKm, lonLatOf } from './baltic-geo.js';
import { airUnit, type RsModel } from './rs-aircraft.js';

interface Geo {
  at: (place: string) => string;
  hexAt: (lon: number, lat: number) => string;
  /** The land hex of a point (a coastal point in a sea hex: the nearest land hex). */
  landAt: (lon: number, lat: number) => string;
  countries: readonly Country[];
  width: number;
  height: number;
  board: HexBoard;
}

/** [id, name, lon, lat, side, operator, kind, cpy, aa] — CPY and AA est. */
type BaseRow = [string, string, number, number, 'nato' | 'wp', string, 'airbase' | 'airport', number, number];

const BASES: BaseRow[] = [
  ['skrydstrup', 'Skrydstrup', 9.26, 55.23, 'nato', 'Denmark', 'airbase', 2, 3],
  ['karup', 'Karup (off map)', 9.12, 56.3, 'nato', 'Denmark', 'airbase', 2, 3],
  ['vaerlose', 'Værløse', 12.33, 55.77, 'nato', 'Denmark', 'airbase', 1, 3],
  ['kastrup', 'Copenhagen Kastrup airport', 12.65, 55.62, 'nato', 'Denmark', 'airport', 1, 1],
  ['jagel', 'Schleswig-Jagel', 9.52, 54.46, 'nato', 'FRG', 'airbase', 2, 3],
  ['eggebek', 'Eggebek', 9.35, 54.63, 'nato', 'FRG', 'airbase', 2, 3],
  ['husum', 'Husum', 9.14, 54.51, 'nato', 'FRG', 'airbase', 1, 2],
  ['leck', 'Leck', 8.95, 54.79, 'nato', 'FRG', 'airbase', 1, 2],
  ['nordholz', 'Nordholz', 8.66, 53.77, 'nato', 'FRG', 'airbase', 1, 2],
  ['hohn', 'Hohn', 9.54, 54.31, 'nato', 'FRG', 'airbase', 1, 2],
  ['wittmund', 'Wittmund (off map)', 7.67, 53.55, 'nato', 'FRG', 'airbase', 1, 3],
  ['geilenkirchen', 'Geilenkirchen, NAEW (off map)', 6.04, 50.96, 'nato', 'NATO', 'airbase', 1, 2],
  ['soesterberg', 'Soesterberg (off map)', 5.28, 52.13, 'nato', 'US', 'airbase', 1, 3],
  ['laage', 'Laage', 12.28, 53.92, 'wp', 'GDR', 'airbase', 2, 3],
  ['peenemuende', 'Peenemünde', 13.77, 54.14, 'wp', 'GDR', 'airbase', 2, 3],
  ['parow', 'Parow (naval helicopters)', 13.03, 54.37, 'wp', 'GDR', 'airbase', 1, 2],
  ['trollenhagen', 'Trollenhagen', 13.3, 53.6, 'wp', 'GDR', 'airbase', 1, 3],
  ['wittstock', 'Wittstock (off map)', 12.52, 53.2, 'wp', 'USSR', 'airbase', 2, 3],
  ['pomerania', 'Baltic Fleet fields in Pomerania and Kaliningrad (off map)', 15.5, 53.6, 'wp', 'USSR', 'airbase', 3, 3],
  ['pl-naval-fields', 'Polish naval aviation fields (off map)', 15.5, 53.7, 'wp', 'Poland', 'airbase', 1, 2],
];

type UnitRow = [string, string, RsModel, string, string, number?];

const NATO_AIR: UnitRow[] = [
  ['dk-esk727', 'Esk 727/730 F-16A', 'F-16A', 'skrydstrup', 'Denmark'],
  ['dk-esk725', 'Esk 725 F-35 Draken', 'F-35 Draken', 'karup', 'Denmark'],
  ['dk-esk729', 'Esk 729 RF-35 Draken', 'RF-35 Draken', 'karup', 'Denmark'],
  ['dk-esk721', 'Esk 721 C-130', 'C-130', 'vaerlose', 'Denmark'],
  ['de-mfg1', 'MFG 1 Tornado (Kormoran)', 'Tornado IDS (Kormoran)', 'jagel', 'FRG'],
  ['de-mfg2', 'MFG 2 Tornado (Kormoran)', 'Tornado IDS (Kormoran)', 'eggebek', 'FRG'],
  ['de-mfg3', 'MFG 3 Breguet Atlantic', 'Atlantic', 'nordholz', 'FRG'],
  ['de-jbg41', 'JaboG 41 Alpha Jet', 'Alpha Jet', 'husum', 'FRG'],
  ['de-ag52', 'AG 52 RF-4E', 'RF-4E', 'leck', 'FRG'],
  ['de-jg71', 'JG 71 F-4F', 'F-4F', 'wittmund', 'FRG'],
  ['nato-e3a', 'NAEW Force E-3A', 'E-3A', 'geilenkirchen', 'NATO'],
  ['us-32tfs', '32nd TFS F-15C', 'F-15C', 'soesterberg', 'US', 2],
];

const WP_AIR: UnitRow[] = [
  ['gdr-mfg28', 'MFG-28 Su-22M4', 'Su-22M4', 'laage', 'GDR'],
  ['gdr-jbg77', 'JBG-77 Su-22M4', 'Su-22M4', 'laage', 'GDR'],
  ['gdr-jg9', 'JG-9 MiG-23MLD', 'MiG-23MLD', 'peenemuende', 'GDR'],
  ['gdr-jg2', 'JG-2 MiG-21bis', 'MiG-21bis', 'trollenhagen', 'GDR'],
  ['gdr-mhg18', 'MHG-18 Mi-14PL', 'Mi-14PL', 'parow', 'GDR'],
  ['sov-33iap', '33rd IAP MiG-29', 'MiG-29', 'wittstock', 'USSR'],
  ['sov-bf-su24', 'Baltic Fleet Su-24M rgt', 'Su-24M', 'pomerania', 'USSR'],
  ['sov-bf-il38', 'Baltic Fleet Il-38 sqn', 'Il-38', 'pomerania', 'USSR'],
  ['sov-a50', 'A-50 AWACS detachment', 'A-50', 'pomerania', 'USSR'],
  ['sov-bf-tu22m', 'Baltic Fleet Tu-22M2 rgt (AS-4)', 'Tu-22M2', 'east', 'USSR'],
  ['sov-bf-tu16', 'Baltic Fleet Tu-16K rgt (AS-6)', 'Tu-16K', 'east', 'USSR'],
  ['pl-7plb', 'Polish naval aviation Su-22M4 (est.)', 'Su-22M4', 'pl-naval-fields', 'Poland', 2],
];

/** Naval units: all factors est. (RS-D-SCN-NAVFACTORS). */
function navalUnits(g: Geo): NavalUnitDef[] {
  const sea = (lon: number, lat: number) => g.hexAt(lon, lat);
  const u = (x: Partial<NavalUnitDef> & Pick<NavalUnitDef, 'id' | 'side' | 'nation' | 'name' | 'class' | 'ma'>): NavalUnitDef =>
    ({ aa: 0, b: 0, as: 0, asRange: 0, asShots: 2, ss: 0, ecm: 0, hits: 3, ...x }) as NavalUnitDef;
  return [
    // Bundesmarine (Flottenkommando, Glücksburg)
    u({ id: 'de-zg1', side: 'nato', nation: 'FRG', name: 'Zerstörergeschwader 1 (Lütjens class)', class: 'SAG', aa: 6, b: 3, as: 5, asRange: 4, missile: 'Harpoon', ss: 3, ecm: 4, ma: 40, hex: g.at('Kiel'), inPort: true }),
    u({ id: 'de-sg2', side: 'nato', nation: 'FRG', name: '2. Schnellbootgeschwader (Type 143)', class: 'SAG', aa: 2, as: 5, asRange: 1, ecm: 3, hits: 2, ma: 50, hex: sea(10.3, 54.6) }),
    u({ id: 'de-sg3', side: 'nato', nation: 'FRG', name: '3. Schnellbootgeschwader (Type 148)', class: 'SAG', aa: 1, as: 4, asRange: 1, ecm: 2, hits: 2, ma: 50, hex: g.at('Flensburg'), inPort: true }),
    u({ id: 'de-ug3', side: 'nato', nation: 'FRG', name: '3. Ubootgeschwader (Type 206A)', class: 'SS', ss: 6, ecm: 5, hits: 2, ma: 20, hex: sea(11.5, 54.45) }),
    u({ id: 'de-msg', side: 'nato', nation: 'FRG', name: 'Minensuchgeschwader (Lindau/Schütze class)', class: 'MCM', aa: 1, hits: 2, ma: 25, minesweeper: true, minelayer: true, hex: g.at('Kiel'), inPort: true }),
    u({ id: 'de-fg2', side: 'nato', nation: 'FRG', name: '2. Fregattengeschwader (Bremen class)', class: 'SAG', aa: 5, b: 3, as: 5, asRange: 4, missile: 'Harpoon', ss: 5, ecm: 4, ma: 40, arrives: 2, hex: sea(8.4, 54.0) }),
    // Søværnet (Royal Danish Navy)
    u({ id: 'dk-corv', side: 'nato', nation: 'Denmark', name: 'Niels Juel corvettes and Peder Skram frigates', class: 'SAG', aa: 3, b: 2, as: 5, asRange: 4, missile: 'Harpoon', ss: 2, ecm: 3, ma: 40, hex: g.at('Korsør'), inPort: true }),
    u({ id: 'dk-fac', side: 'nato', nation: 'Denmark', name: 'Willemoes FAC squadron (Harpoon)', class: 'SAG', aa: 1, as: 5, asRange: 4, missile: 'Harpoon', ecm: 2, hits: 2, ma: 50, hex: g.at('Copenhagen'), inPort: true }),
    u({ id: 'dk-ss', side: 'nato', nation: 'Denmark', name: 'Danish submarines (Narhvalen/Delfinen)', class: 'SS', ss: 5, ecm: 4, hits: 2, ma: 20, hex: sea(11.0, 55.1) }),
    u({ id: 'dk-ml', side: 'nato', nation: 'Denmark', name: 'Danish minelayers (Falster class)', class: 'MCM', aa: 2, hits: 2, ma: 25, minelayer: true, hex: g.at('Korsør'), inPort: true }),
    // Soviet Baltic Fleet (from Baltiysk and Liepāja, east of the map; the Świnoujście base)
    u({ id: 'su-sag', side: 'wp', nation: 'USSR', name: 'Baltic Fleet SAG (Sovremenny, Krivak)', class: 'SAG', aa: 6, b: 4, as: 7, asRange: 4, missile: 'SS-N-22', ss: 4, ecm: 4, ma: 40, hex: sea(14.4, 54.9) }),
    u({ id: 'su-asw', side: 'wp', nation: 'USSR', name: 'Baltic Fleet ASW group (Krivak, Grisha)', class: 'ASW', aa: 4, b: 2, ss: 6, ecm: 3, ma: 40, hex: sea(14.4, 54.5) }),
    u({ id: 'su-msl', side: 'wp', nation: 'USSR', name: 'Tarantul and Nanuchka missile corvettes', class: 'SAG', aa: 2, as: 6, asRange: 3, missile: 'SS-N-2', ecm: 2, hits: 2, ma: 50, hex: g.at('Świnoujście'), inPort: true }),
    u({ id: 'su-ss', side: 'wp', nation: 'USSR', name: 'Baltic Fleet submarines (Kilo, Tango, Foxtrot)', class: 'SS', ss: 6, ecm: 4, hits: 2, ma: 20, hex: sea(13.9, 54.9) }),
    u({ id: 'su-amph', side: 'wp', nation: 'USSR', name: 'Baltic Fleet landing ships (Ropucha, Alligator)', class: 'amphibious', aa: 2, b: 1, hits: 3, ma: 30, hex: g.at('Świnoujście'), inPort: true, carries: '336gnib' }),
    u({ id: 'su-mcm', side: 'wp', nation: 'USSR', name: 'Baltic Fleet minesweepers (Natya)', class: 'MCM', aa: 1, hits: 2, ma: 25, minesweeper: true, minelayer: true, hex: g.at('Świnoujście'), inPort: true }),
    // Volksmarine
    u({ id: 'gdr-1fl', side: 'wp', nation: 'GDR', name: '1. Flottille (Koni frigates, Parchim corvettes)', class: 'ASW', aa: 3, b: 2, ss: 5, ecm: 2, ma: 35, hex: g.at('Rostock'), inPort: true }),
    u({ id: 'gdr-6fl', side: 'wp', nation: 'GDR', name: '6. Flottille (Tarantul, Osa missile boats)', class: 'SAG', aa: 1, as: 5, asRange: 3, missile: 'SS-N-2', ecm: 1, hits: 2, ma: 50, hex: g.at('Sassnitz'), inPort: true }),
    u({ id: 'gdr-lsb', side: 'wp', nation: 'GDR', name: 'Landungsschiffsbrigade (Frosch class)', class: 'amphibious', aa: 2, b: 1, hits: 3, ma: 30, hex: g.at('Sassnitz'), inPort: true, carries: 'msr29' }),
    u({ id: 'gdr-4fl', side: 'wp', nation: 'GDR', name: '4. Flottille minesweepers (Kondor)', class: 'MCM', aa: 1, hits: 2, ma: 25, minesweeper: true, minelayer: true, hex: g.at('Rostock'), inPort: true }),
    // Marynarka Wojenna (Polish Navy)
    u({ id: 'pl-sag', side: 'wp', nation: 'Poland', name: 'ORP Warszawa (Kashin) and Kaszub', class: 'SAG', aa: 5, b: 3, as: 4, asRange: 3, missile: 'SS-N-2', ss: 3, ecm: 3, ma: 40, arrives: 1, hex: sea(14.4, 54.7) }),
    u({ id: 'pl-msl', side: 'wp', nation: 'Poland', name: '3rd Flotilla missile boats (Osa, Tarantul)', class: 'SAG', aa: 1, as: 5, asRange: 3, missile: 'SS-N-2', ecm: 1, hits: 2, ma: 50, hex: g.at('Świnoujście'), inPort: true }),
    u({ id: 'pl-amph', side: 'wp', nation: 'Poland', name: 'Polish landing ships (Polnocny, Lublin)', class: 'amphibious', aa: 1, b: 1, hits: 3, ma: 30, minelayer: true, hex: g.at('Świnoujście'), inPort: true, carries: 'pl-7dd' }),
    u({ id: 'pl-ss', side: 'wp', nation: 'Poland', name: 'Polish submarines (Orzeł, Foxtrots)', class: 'SS', ss: 5, ecm: 3, hits: 2, ma: 20, arrives: 1, hex: sea(14.4, 55.1) }),
  ];
}

/** RS-MAP-2 sea zones for mine warfare (boundaries ours, by the names on the charts). */
const ZONES = [
  { id: 'north-sea', name: 'North Sea (German Bight)', letter: 'N', mines: 0, baltic: false },
  { id: 'kattegat', name: 'Kattegat', letter: 'K', mines: 0, baltic: false },
  { id: 'sound', name: 'The Sound (Øresund)', letter: 'S', mines: 2, baltic: false },
  { id: 'belts', name: 'The Belts', letter: 'G', mines: 2, baltic: false },
  { id: 'western-baltic', name: 'Western Baltic (Kiel and Mecklenburg Bights)', letter: 'B', mines: 0, baltic: true },
  { id: 'arkona', name: 'Arkona Sea', letter: 'A', mines: 1, baltic: true },
];

function zoneLetter(lon: number, lat: number): string {
  if (lon < 9.0) return 'N';
  if (lon >= 12.2 && lon < 13.2 && lat >= 55.3) return 'S';
  if (lat >= 55.75 && lon < 12.45) return 'K';
  if (lat >= 54.95 && lon < 11.4) return 'G';
  if (lon < 12.3 && lat < 54.95) return 'B';
  if (lon < 12.45 && lat >= 54.95) return 'G';
  return 'A';
}

export function balticExtended(g: Geo): ExtScenarioInput {
  const { board, countries, width, height } = g;
  const ll = (h: number) => {
    const o = board.offset(h);
    return lonLatOf(...centreKm(o.col, o.row));
  };
  const portHexes = new Set(
    ['Copenhagen', 'Helsingør', 'Korsør', 'Kalundborg', 'Nyborg', 'Svendborg', 'Aarhus', 'Esbjerg', 'Kiel', 'Eckernförde', 'Flensburg', 'Lübeck', 'Cuxhaven', 'Wismar', 'Rostock', 'Stralsund', 'Sassnitz', 'Świnoujście'].map(
      (p) => board.parse(g.at(p))!,
    ),
  );
  const nearestSea = (h: number): number => {
    for (let d = 0; d < 6; d++) {
      const n = board.neighbor(h, d);
      if (n >= 0 && countries[n] === 'sea') return n;
    }
    return h;
  };
  const seaZoneRows: string[] = [];
  for (let r = 0; r < height; r++) {
    let line = '';
    for (let c = 0; c < width; c++) {
      const h = r * width + c;
      if (countries[h] === 'sea') line += zoneLetter(...ll(h));
      else if (portHexes.has(h)) line += zoneLetter(...ll(nearestSea(h)));
      else line += '.';
    }
    seaZoneRows.push(line);
  }
  // ADN sectors (RS-AIR-101): Denmark and Schleswig-Holstein north of the Elbe AFNORTH (BALTAP's
  // air defence), Lower Saxony south of the Elbe 2 ATAF (the rulebook's 8/12), the GDR 3. LVD;
  // Polish and Swedish hexes none. A sea hex takes the sector of the nearest land hex within 2.
  // The Elbe's latitude by longitude, less 0.05° so that Hamburg's hex (the city north of the river) is AFNORTH's.
  const ELBE_LAT = (lon: number) =>
    (lon < 9.2 ? 53.88 : lon < 9.45 ? 53.88 - (lon - 9.2) * 0.52 : lon < 10.0 ? 53.75 - (lon - 9.45) * 0.4 : 53.53 - (lon - 10.0) * 0.27) - 0.05;
  const landSector = (h: number): string => {
    const k = countries[h];
    if (k === 'DK') return 'A';
    if (k === 'FRG') {
      const [lon, lat] = ll(h);
      return lat < ELBE_LAT(lon) ? 'T' : 'A';
    }
    if (k === 'GDR') return 'L';
    return '.';
  };
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let line = '';
    for (let c = 0; c < width; c++) {
      const h = r * width + c;
      if (countries[h] !== 'sea') {
        line += landSector(h);
        continue;
      }
      let best = '.';
      for (const radius of [1, 2]) {
        const near = board.within(h, radius).filter((n) => countries[n] !== 'sea' && landSector(n) !== '.');
        if (near.length > 0) {
          near.sort((a, b) => board.distance(h, a) - board.distance(h, b) || a - b);
          best = landSector(near[0]!);
          break;
        }
      }
      line += best;
    }
    rows.push(line);
  }
  const bases: AirBaseDef[] = BASES.map(([id, name, lon, lat, side, operator, kind, cpy, aa]) => ({
    id,
    name,
    hex: g.landAt(lon, lat),
    side,
    operator,
    kind,
    cpy,
    aa,
  }));
  const airUnits = (rowsIn: UnitRow[], side: 'nato' | 'wp'): AirUnitDef[] =>
    rowsIn.map(([id, name, model, base, nation, arrives]) =>
      airUnit(side, nation, id, name, model, base, arrives === undefined ? {} : { arrives }),
    );
  const eastSea = [4, 5, 6, 7, 8, 9].map((r) => r * width + width - 1).filter((h) => countries[h] === 'sea').map((h) => board.label(h));
  const westSea = [5, 6, 7, 8, 9, 10].map((r) => r * width).filter((h) => countries[h] === 'sea').map((h) => board.label(h));
  // RS-MAP-9: Brunsbüttel - Rendsburg - Kiel-Holtenau.
  const canal = (() => {
    const stops = ['Brunsbüttel', 'Rendsburg', 'Kiel'].map((p) => board.parse(g.at(p))!);
    const out: number[] = [];
    for (let i = 1; i < stops.length; i++)
      for (const h of board.line(stops[i - 1]!, stops[i]!)) if (out[out.length - 1] !== h) out.push(h);
    return out.map((h) => board.label(h));
  })();
  return {
    naval: {
      units: navalUnits(g),
      seaZoneRows,
      seaZones: ZONES,
      holdingBoxes: [
        { id: 'east', name: 'Soviet Baltic bases and Long-Range Aviation (East)', side: 'wp', edge: eastSea, mp: 10, bombers: true, ssbnHaven: false },
        { id: 'north-sea', name: 'North Sea and the Skagerrak', side: 'nato', edge: westSea, mp: 10, bombers: false, ssbnHaven: false },
      ],
      canal,
      // RS-MOV-42 amphibious combat transport, RE per GT and for the game (est.).
      amphibiousTransport: { perGt: { nato: 0, wp: 4 }, game: { nato: 0, wp: 8 } },
    },
    air: {
      bases,
      units: [...airUnits(NATO_AIR, 'nato'), ...airUnits(WP_AIR, 'wp')],
      eabs: { nato: 1, wp: 1 },
      recce: { nato: 2, wp: 2 },
      airTransport: { perGt: { nato: 0, wp: 1 }, game: { nato: 0, wp: 1 } },
    },
    adn: {
      sectors: [
        { id: 'AFNORTH', name: 'AFNORTH (BALTAP)', side: 'nato', letter: 'A', limitedAt: 8, outAt: 12, source: 'default' },
        { id: '2ATAF', name: '2 ATAF', side: 'nato', letter: 'T', limitedAt: 8, outAt: 12, source: 'rulebook' },
        { id: 'LVD3', name: '3. LVD', side: 'wp', letter: 'L', limitedAt: 6, outAt: 10, source: 'default' },
      ],
      rows,
      installations: [
        { id: 'crc-skrydstrup', kind: 'CRC', name: 'CRC Skrydstrup', hex: g.landAt(9.26, 55.23), sector: 'AFNORTH' },
        { id: 'crc-vedbaek', kind: 'CRC', name: 'CRC Vedbæk', hex: g.landAt(12.57, 55.85), sector: 'AFNORTH' },
        { id: 'crc-brekendorf', kind: 'CRC', name: 'CRC Brekendorf', hex: g.landAt(9.63, 54.42), sector: 'AFNORTH' },
        { id: 'soc-finderup', kind: 'SOC', name: 'SOC Finderup (off map)', hex: g.landAt(9.3, 56.6), sector: 'AFNORTH' },
        { id: 'crc-visselhoevede', kind: 'CRC', name: 'CRC Visselhövede (off map)', hex: g.landAt(9.58, 52.98), sector: '2ATAF' },
        { id: 'lvd3-cp', kind: 'sector-HQ', name: '3. LVD command post Trollenhagen', hex: g.landAt(13.3, 53.6), sector: 'LVD3' },
        { id: 'crp-arkona', kind: 'CRP', name: 'Radar site Kap Arkona (est.)', hex: g.landAt(13.43, 54.66), sector: 'LVD3' },
        { id: 'crp-pramort', kind: 'CRP', name: 'Radar site Pramort, Zingst (est.)', hex: g.landAt(12.87, 54.43), sector: 'LVD3' },
      ],
      groundAaRange: 0,
      bvrRange: 1,
      sectorInterception: false,
    },
    nbc: { defcon: 4, worldOpinion: 0, authorised: {} },
    // RS-SF-1 (est.): Danish Jægerkorps and Frømandskorps, German Kampfschwimmer; Soviet naval Spetsnaz.
    specialForces: { nato: 1, wp: 2 },
    // RS-VIC-20 / RS-HIT-10 installations: oil terminals and refineries, nuclear power plants.
    installations: [
      { id: 'oil-fredericia', kind: 'oil-terminal', name: 'Fredericia oil terminal and refinery', hex: g.at('Fredericia'), side: 'nato' },
      { id: 'oil-kalundborg', kind: 'oil-terminal', name: 'Kalundborg refinery', hex: g.at('Kalundborg'), side: 'nato' },
      { id: 'oil-rostock', kind: 'oil-terminal', name: 'Rostock oil port', hex: g.at('Rostock'), side: 'wp' },
      { id: 'npp-brunsbuettel', kind: 'nuclear-plant', name: 'Brunsbüttel nuclear power plant', hex: g.landAt(9.2, 53.89), side: 'nato' },
      { id: 'npp-brokdorf', kind: 'nuclear-plant', name: 'Brokdorf nuclear power plant', hex: g.landAt(9.35, 53.85), side: 'nato' },
      { id: 'npp-kruemmel', kind: 'nuclear-plant', name: 'Krümmel nuclear power plant', hex: g.landAt(10.41, 53.41), side: 'nato' },
      { id: 'npp-greifswald', kind: 'nuclear-plant', name: 'Greifswald (Lubmin) nuclear power plant', hex: g.landAt(13.66, 54.14), side: 'wp' },
    ],
  };
}
