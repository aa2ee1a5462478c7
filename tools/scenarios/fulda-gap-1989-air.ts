// The Fulda Gap scenario's extended block (issue 17): the air order of battle of 4 ATAF, with
// 2 ATAF on the flank, against the 16th Air Army; the air defence sectors and installations over
// the 10 x 8 map; DEFCON, special forces, recce, EABs and air transport. Research and estimates:
// docs/scenario-research-fulda-air.md. Every factor is a labelled default (rs-aircraft.ts).
//
// Bases off the map (not from the source, RS-D-SCN-OFFMAP): a base beyond the map's edge is placed
// in the map-edge hex nearest to it (the hex of its latitude on the west or east edge), so NATO's
// Rhineland and Eifel bases stand in column 0 behind the Rhine and the 16th Air Army's Saxon bases
// in the north-east corner. Several bases may share an edge hex.

import type { z } from 'zod';
import type { extScenarioSchema } from '../../src/engine/systems/red-strike/ext/scenario.js';
import type { AirBaseDef, AirUnitDef } from '../../src/engine/systems/red-strike/air/scenario.js';
import { airUnit, type RsModel } from './rs-aircraft.js';

/** Latitude/longitude to the Fulda map's km (SW corner 49.75N 8.00E, 71.7 km per degree of longitude). */
export function kmOf(lat: number, lon: number): [number, number] {
  return [(lon - 8.0) * 71.7, (lat - 49.75) * 111.2];
}

type HexAt = (lat: number, lon: number) => string;
/** The extended block as written in the scenario file (defaults may be left out). */
export type ExtScenarioInput = z.input<typeof extScenarioSchema>;

/** [id, name, lat, lon, side, operator, kind, cpy, aa]; all CPY and AA est. */
type BaseRow = [string, string, number, number, 'nato' | 'wp', string, 'airbase' | 'airport', number, number];

const BASES: BaseRow[] = [
  // On the map (4 ATAF / US Army and Heeresflieger airfields)
  ['rhein-main', 'Rhein-Main AB (Frankfurt)', 50.03, 8.54, 'nato', 'US', 'airbase', 3, 3],
  ['wiesbaden', 'Wiesbaden AAF (Erbenheim)', 50.05, 8.33, 'nato', 'US', 'airbase', 2, 2],
  ['hanau', 'Hanau AAF (Langendiebach)', 50.17, 8.96, 'nato', 'US', 'airbase', 2, 2],
  ['fulda', 'Fulda AAF (Sickels)', 50.55, 9.68, 'nato', 'US', 'airbase', 1, 1],
  ['fritzlar', 'Fritzlar (Heeresflieger)', 51.11, 9.29, 'nato', 'FRG', 'airbase', 2, 2],
  ['kassel-calden', 'Kassel-Calden airport', 51.41, 9.38, 'nato', 'FRG', 'airport', 1, 1],
  // Off the map, west edge (RS-D-SCN-OFFMAP)
  ['ramstein', 'Ramstein AB (off map)', 49.44, 7.6, 'nato', 'US', 'airbase', 3, 4],
  ['hahn', 'Hahn AB (off map)', 49.95, 7.26, 'nato', 'US', 'airbase', 2, 3],
  ['spangdahlem', 'Spangdahlem AB (off map)', 49.97, 6.69, 'nato', 'US', 'airbase', 3, 3],
  ['bitburg', 'Bitburg AB (off map)', 49.95, 6.57, 'nato', 'US', 'airbase', 2, 3],
  ['sembach', 'Sembach AB, A-10 FOL (off map)', 49.51, 7.87, 'nato', 'US', 'airbase', 2, 2],
  ['zweibruecken', 'Zweibrücken AB (off map)', 49.21, 7.4, 'nato', 'US', 'airbase', 1, 2],
  ['pferdsfeld', 'Pferdsfeld (off map)', 49.86, 7.6, 'nato', 'FRG', 'airbase', 2, 3],
  ['buechel', 'Büchel (off map)', 50.17, 7.06, 'nato', 'FRG', 'airbase', 2, 3],
  ['baden-soellingen', 'Baden-Söllingen (off map)', 48.78, 8.08, 'nato', 'Canada', 'airbase', 2, 3],
  ['geilenkirchen', 'Geilenkirchen, NAEW (off map)', 50.96, 6.04, 'nato', 'NATO', 'airbase', 1, 2],
  ['brueggen', 'RAF Brüggen (off map)', 51.2, 6.13, 'nato', 'UK', 'airbase', 2, 4],
  ['wildenrath', 'RAF Wildenrath (off map)', 51.11, 6.22, 'nato', 'UK', 'airbase', 1, 4],
  ['guetersloh', 'RAF Gütersloh (off map)', 51.92, 8.31, 'nato', 'UK', 'airbase', 1, 3],
  ['kleine-brogel', 'Kleine Brogel (off map)', 51.17, 5.47, 'nato', 'Belgium', 'airbase', 1, 2],
  ['volkel', 'Volkel (off map)', 51.66, 5.71, 'nato', 'Netherlands', 'airbase', 1, 3],
  // On the map (8th Guards Army's airfields)
  ['nohra', 'Nohra (helicopters)', 50.96, 11.25, 'wp', 'USSR', 'airbase', 2, 2],
  ['allstedt', 'Allstedt', 51.38, 11.45, 'wp', 'USSR', 'airbase', 2, 3],
  // Off the map, east edge (RS-D-SCN-OFFMAP)
  ['merseburg', 'Merseburg (off map)', 51.36, 11.94, 'wp', 'USSR', 'airbase', 3, 3],
  ['altenburg', 'Altenburg-Nobitz (off map)', 50.98, 12.51, 'wp', 'USSR', 'airbase', 3, 3],
  ['brandis', 'Brandis (off map)', 51.33, 12.61, 'wp', 'USSR', 'airbase', 2, 3],
  ['grossenhain', 'Grossenhain (off map)', 51.31, 13.55, 'wp', 'USSR', 'airbase', 3, 3],
  ['koethen', 'Köthen (off map)', 51.72, 11.95, 'wp', 'USSR', 'airbase', 2, 3],
  ['falkenberg', 'Falkenberg (off map)', 51.55, 13.23, 'wp', 'USSR', 'airbase', 2, 3],
  ['brand', 'Brand (off map)', 52.03, 13.75, 'wp', 'USSR', 'airbase', 2, 3],
  ['preschen', 'Preschen, LSK/LV (off map)', 51.67, 14.63, 'wp', 'GDR', 'airbase', 1, 3],
];

/** [id, name, model, base, nation, arrives?] — unit designations and bases 1989, est. where the research note says so. */
type UnitRow = [string, string, RsModel, string, string, number?];

const NATO_AIR: UnitRow[] = [
  // 4 ATAF: USAFE 17th Air Force
  ['us-36tfw', '36th TFW F-15C', 'F-15C', 'bitburg', 'US'],
  ['us-86tfw', '86th TFW F-16C', 'F-16C', 'ramstein', 'US'],
  ['us-50tfw', '50th TFW F-16C', 'F-16C', 'hahn', 'US'],
  ['us-52tfw', '52nd TFW F-16C', 'F-16C', 'spangdahlem', 'US'],
  ['us-52tfw-ww', '52nd TFW (81st TFS) F-4G Wild Weasel', 'F-4G', 'spangdahlem', 'US'],
  ['us-81tfw', '81st TFW A-10A (FOL Sembach)', 'A-10A', 'sembach', 'US'],
  ['us-26trw', '26th TRW RF-4C', 'RF-4C', 'zweibruecken', 'US'],
  ['us-435taw', '435th TAW C-130', 'C-130', 'rhein-main', 'US'],
  // US Army aviation in V Corps
  ['us-12avn', '12th Aviation Bde AH-64A', 'AH-64A', 'wiesbaden', 'US'],
  ['us-3ad-avn', '3rd AD Aviation Bde AH-64A', 'AH-64A', 'hanau', 'US'],
  ['us-4-11acr', '4/11 ACR (Air Cav) AH-1F', 'AH-1F', 'fulda', 'US'],
  // 4 ATAF: Luftwaffe, Heeresflieger, Canadians, NAEW
  ['frg-jbg33', 'JaboG 33 Tornado IDS', 'Tornado IDS', 'buechel', 'FRG'],
  ['frg-jbg35', 'JaboG 35 F-4F', 'F-4F', 'pferdsfeld', 'FRG'],
  ['frg-khr36', 'KHR 36 PAH-1', 'PAH-1', 'fritzlar', 'FRG'],
  ['can-1cag', '1 CAG CF-18', 'CF-18', 'baden-soellingen', 'Canada'],
  ['nato-e3a', 'NAEW Force E-3A', 'E-3A', 'geilenkirchen', 'NATO'],
  // 2 ATAF on the flank, released to the central sector from GT2 (est.)
  ['uk-bruggen', 'RAF Brüggen wing Tornado GR1', 'Tornado IDS', 'brueggen', 'UK', 2],
  ['uk-wildenrath', 'RAF Wildenrath Phantom FGR2', 'Phantom FGR2', 'wildenrath', 'UK', 2],
  ['uk-gutersloh', 'RAF Gütersloh Harrier GR3', 'Harrier GR3', 'guetersloh', 'UK', 2],
  ['be-kb', '10 Wing (Kleine Brogel) F-16A', 'F-16A', 'kleine-brogel', 'Belgium', 2],
  ['nl-volkel', 'Volkel (311/312 Sqn) F-16A', 'F-16A', 'volkel', 'Netherlands', 2],
];

const WP_AIR: UnitRow[] = [
  // 16th Air Army (GSFG)
  ['sov-85giap', '85th Gds IAP MiG-29', 'MiG-29', 'merseburg', 'USSR'],
  ['sov-73giap', '73rd Gds IAP MiG-29', 'MiG-29', 'koethen', 'USSR'],
  ['sov-833iap', '833rd IAP MiG-23MLD', 'MiG-23MLD', 'altenburg', 'USSR'],
  ['sov-296apib', '296th APIB MiG-27', 'MiG-27', 'grossenhain', 'USSR'],
  ['sov-559apib', '559th APIB MiG-27', 'MiG-27', 'grossenhain', 'USSR'],
  ['sov-20gapib', '20th Gds APIB Su-17M4', 'Su-17M4', 'altenburg', 'USSR'],
  ['sov-357oshap', '357th OShAP Su-25', 'Su-25', 'brandis', 'USSR'],
  ['sov-294orap', '294th ORAP MiG-25RB', 'MiG-25RB', 'allstedt', 'USSR'],
  ['sov-8ga-ovp', '8 Gds Army helicopter rgt Mi-24', 'Mi-24', 'nohra', 'USSR'],
  ['sov-a50', 'A-50 AWACS detachment', 'A-50', 'merseburg', 'USSR'],
  ['gdr-jg3', 'JG-3 (LSK/LV) MiG-29', 'MiG-29', 'preschen', 'GDR'],
  ['sov-31giap', '31st Gds IAP MiG-29', 'MiG-29', 'falkenberg', 'USSR'],
  ['sov-911apib', '911th APIB Su-17M4', 'Su-17M4', 'brand', 'USSR'],
  // Front reinforcements (est.)
  ['sov-su24', 'Su-24M bomber rgt (Front reserve)', 'Su-24M', 'merseburg', 'USSR', 2],
  ['sov-1gta-ovp', '1 Gds Tank Army helicopter rgt Mi-24', 'Mi-24', 'allstedt', 'USSR', 2],
  ['sov-368oshap', '368th OShAP Su-25', 'Su-25', 'brandis', 'USSR', 2],
];

function units(rows: UnitRow[], side: 'nato' | 'wp'): AirUnitDef[] {
  return rows.map(([id, name, model, base, nation, arrives]) =>
    airUnit(side, nation, id, name, model, base, arrives === undefined ? {} : { arrives }),
  );
}

/** The extended block, given the map's place-to-hex function and the IGB test for the ADN sectors. */
export function fuldaExtended(hexAt: HexAt, width: number, height: number, wpHex: (col: number, row: number) => boolean): ExtScenarioInput {
  const bases: AirBaseDef[] = BASES.map(([id, name, lat, lon, side, operator, kind, cpy, aa]) => ({
    id,
    name,
    hex: hexAt(lat, lon),
    side,
    operator,
    kind,
    cpy,
    aa,
  }));
  // ADN (RS-AIR-100/101): the NATO part of the map is 4 ATAF airspace (the 2 ATAF boundary runs
  // north of Kassel, off this map), the GDR part 1. LVD's.
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let line = '';
    for (let c = 0; c < width; c++) line += wpHex(c, r) ? 'L' : 'F';
    rows.push(line);
  }
  return {
    air: {
      bases,
      units: [...units(NATO_AIR, 'nato'), ...units(WP_AIR, 'wp')],
      // RS-AIR-5 EABs (autobahn strips NATO, dispersal strips WP), RS-AIR-66 recce per GT,
      // RS-AIR-67 combat transport: all est.
      eabs: { nato: 2, wp: 2 },
      recce: { nato: 2, wp: 2 },
      airTransport: { perGt: { nato: 1, wp: 1 }, game: { nato: 3, wp: 3 } },
    },
    adn: {
      sectors: [
        { id: '4ATAF', name: '4 ATAF', side: 'nato', letter: 'F', limitedAt: 8, outAt: 12, source: 'default' },
        { id: 'LVD1', name: '1. LVD', side: 'wp', letter: 'L', limitedAt: 8, outAt: 12, source: 'default' },
      ],
      rows,
      installations: [
        { id: 'crp-wasserkuppe', kind: 'CRP', name: 'Radar site Wasserkuppe', hex: hexAt(50.5, 9.94), sector: '4ATAF' },
        { id: 'crc-lauda', kind: 'CRC', name: 'CRC Lauda (off map)', hex: hexAt(49.56, 9.7), sector: '4ATAF' },
        { id: 'soc-boerfink', kind: 'SOC', name: 'SOC Börfink (off map)', hex: hexAt(49.68, 7.07), sector: '4ATAF' },
        { id: 'crp-inselsberg', kind: 'CRP', name: 'Radar site Großer Inselsberg', hex: hexAt(50.85, 10.47), sector: 'LVD1' },
        { id: 'crc-thuringia', kind: 'CRC', name: '1. LVD radar battalion (Erfurt, est.)', hex: hexAt(50.98, 11.03), sector: 'LVD1' },
        { id: 'soc-cottbus', kind: 'SOC', name: '1. LVD command post Cottbus (off map)', hex: hexAt(51.76, 14.32), sector: 'LVD1' },
      ],
      groundAaRange: 0,
      bvrRange: 1,
      sectorInterception: false,
    },
    // RS-AMB-46: DEFCON 4 in a week of rising tension (est.), World Opinion level.
    nbc: { defcon: 4, worldOpinion: 0, authorised: {} },
    // RS-SF-1 (est.): V Corps LRS company and German Fernspäher; GSFG's Spetsnaz brigade.
    specialForces: { nato: 1, wp: 2 },
    // RS-VIC-20 / RS-HIT-10 installations: the nuclear power plants in the sector (Biblis at the
    // map's southern edge, Grafenrheinfeld near Schweinfurt).
    installations: [
      { id: 'npp-biblis', kind: 'nuclear-plant', name: 'Biblis nuclear power plant', hex: hexAt(49.71, 8.42), side: 'nato' },
      { id: 'npp-grafenrheinfeld', kind: 'nuclear-plant', name: 'Grafenrheinfeld nuclear power plant', hex: hexAt(49.98, 10.18), side: 'nato' },
    ],
  };
}
