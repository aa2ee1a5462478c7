// Operational, with the OCS movement module: Operation Exporter, the opening of the Syria-Lebanon
// campaign, 8-12 June 1941 (dossier ../shared/scenario-research/ocs-syria-1941.md). 1 km hexes,
// 2-hour turns, battalions; the movement phase is the OCS one (modules: ["ocs"]), with the
// Beirut-Aley-Zahle-Rayak metre-gauge railway, the break of gauge at Rayak and the Vichy depots.
//
// Why this scale: the panzer host rules (fire ranges, assault, spotting, stacking, command ranges,
// allowances) are tuned to 1 km hexes and 2-hour turns, and the shared unit templates turn their
// ranges into hexes of that size. At OCS scale (8 km hexes, 3-4 day turns) every direct-fire range
// rounds to 0 and every allowance, stacking limit and command range would need new values, so the
// host combat would no longer be the panzer combat. A sector at operational scale keeps the host
// rules as they are; the OCS module changes only the movement phase, as the issue asks.

import type { AiOrder, ObjectiveSetup, OcsDepotSetup, OcsRailLine, OcsStation, Scenario, UnitSetup } from '../../src/engine/systems/panzer/model/scenario.js';
import type { Quality } from '../../src/engine/systems/panzer/model/unit.js';
import { DIRECTIONS } from '../../src/engine/core/hex/coords.js';
import { air } from './air.js';
import { bump } from './common.js';
import { MapGen, polyDist, type Pt } from './mapgen.js';
import { Oob } from './oob.js';
import type { TemplateKey } from './templates.js';

const START = '1941-06-08T04:00';
/** 8 June 04:00 .. the turn of 11 June 22:00 (4 days; Merdjayoun fell on 11 June). */
const TURNS = 46;

/**
 * The dossier gives places in km from 32.30N 34.90E (section 3); the map's south-west corner is
 * that point moved 22 km east and 92 km north, so the map spans dossier x 22..112, y 92..182.
 */
const X0 = 22;
const Y0 = 92;
const WIDTH = 90;
const HEIGHT = 104;
const k = (x: number, y: number): Pt => [x - X0, y - Y0];

// Places, dossier km (section 3 table, and gazetteer values marked est. in the notes).
const D = {
  tyre: [27, 108],
  qasmiyeh: [33.5, 115],
  sidon: [44, 140],
  damour: [50.5, 158.5],
  beirut: [56, 176],
  aley: [65, 167],
  sofar: [75, 166],
  baidar: [80, 166.5],
  chtaura: [89, 169],
  zahle: [93, 172],
  rayak: [103, 172],
  jezzine: [64, 138],
  merdjayoun: [65, 118],
  khiam: [66, 114],
  hasbaya: [73, 122],
  rashaya: [88, 133],
  hermon: [90, 124],
  masnaa: [109, 150],
  metulla: [64, 108.5],
  nabatieh: [54, 120.5],
  khardali: [61.5, 117],
  banias: [73, 105],
  zahrani: [41, 133],
  qaraoun: [76, 141],
  deirQamar: [61, 155],
  naqoura: [23, 94],
} satisfies Record<string, Pt>;
type Place = keyof typeof D;
/** Rayak airfield, south-east of the village (map km). */
const RAYAK_AIRBASE: Pt = k(104.5, 170.5);
const P = Object.fromEntries(Object.entries(D).map(([n, p]) => [n, k(p[0], p[1])])) as Record<Place, Pt>;

/** x of a polyline given as points sorted by y (dossier km in, map km out), clamped to its ends. */
function xOn(line: readonly Pt[], y: number): number {
  if (y <= line[0]![1]) return line[0]![0];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    if (y <= b[1]) return a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]);
  }
  return line[line.length - 1]![0];
}
const kk = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => k(x, y));

// The coastline (sorted by y): Naqoura, Tyre's peninsula, the Litani mouth, Sidon, Damour, Ras Beirut.
const COAST = kk([
  [20, 88],
  [23, 96],
  [25, 104],
  [25.5, 108],
  [29, 111],
  [32.5, 114],
  [36, 122],
  [39, 130],
  [42, 137],
  [42.5, 140],
  [46, 147],
  [48.5, 154],
  [49.5, 158],
  [51.5, 166],
  [52.5, 171],
  [50.5, 176],
  [51.5, 178.5],
  [56, 179.3],
  [61, 180],
  [64, 186],
]);
// The Bekaa's floor between the eastern foot of Mount Lebanon and the western foot of the
// Anti-Lebanon, from Qaraoun north past Zahle and Rayak.
const BEKAA_W = kk([
  [73, 130],
  [74, 140],
  [80, 150],
  [86, 160],
  [90, 168],
  [94, 176],
  [98, 186],
]);
const BEKAA_E = kk([
  [80, 130],
  [82, 140],
  [90, 150],
  [98, 160],
  [104, 168],
  [110, 176],
  [114, 186],
]);
// The crest of Mount Lebanon (Niha, Barouk, Kneisse, Sannine).
const LEBANON_CREST = kk([
  [66, 132],
  [70, 145],
  [76, 156],
  [79, 163],
  [83, 172],
  [88, 182],
]);
const ANTI_LEBANON_CREST = kk([
  [90, 124],
  [96, 140],
  [104, 152],
  [112, 164],
]);

// Rivers (dossier "Terrain"): the Litani down the Bekaa, round the bend below Beaufort and west to
// the sea; the Hasbani; the Zahrani, Awali and Damour cut the coast in gorges.
const LITANI = kk([
  [101, 183],
  [97, 172],
  [93, 163],
  [86, 153],
  [78, 143],
  [72, 134],
  [66, 126],
  [62, 119],
  [60.5, 116],
  [55, 115.5],
  [47, 115],
  [40, 113.5],
  [33, 114],
  [31, 114],
]);
const HASBANI = kk([
  [75, 126],
  [71, 118],
  [69, 111],
  [67.5, 104],
  [66, 95],
  [66, 90],
]);
const ZAHRANI = kk([
  [58, 137],
  [50, 134],
  [45, 133],
  [40, 132.5],
]);
const AWALI = kk([
  [66, 152],
  [58, 148],
  [51, 145.5],
  [46, 145],
  [44.5, 145],
]);
const DAMOUR_R = kk([
  [66, 162],
  [60, 160],
  [55, 158.5],
  [50, 156.5],
  [48.5, 156.5],
]);

// Roads (dossier "Roads (1941)") and railways (dossier "Railways, gauges and stations").
const COAST_ROAD = kk([[24, 92], [25.5, 100], D.tyre, [30, 111.5], D.qasmiyeh, [37, 124], [40, 131], D.sidon, [47, 148], [49.5, 154], D.damour, [53, 167], D.beirut]);
const DAMASCUS_ROAD = kk([D.beirut, [60, 172], D.aley, [70, 165], D.sofar, D.baidar, [85, 167], D.chtaura, [95, 164], [102, 157], D.masnaa, [112, 148]]);
const BEKAA_ROAD = kk([D.chtaura, D.zahle, [98, 172.5], D.rayak, [106, 177], [109, 182]]);
const MERDJAYOUN_ROAD = kk([D.metulla, D.khiam, D.merdjayoun, [69, 121], D.hasbaya, [80, 128], D.rashaya, [88, 142], [89, 152], [92, 162], [95, 164]]);
const NABATIEH_ROAD = kk([D.merdjayoun, D.khardali, D.nabatieh, [49, 127], [46, 134], D.sidon]);
const JEZZINE_ROAD = kk([D.sidon, [50, 140], [57, 139], D.jezzine, [70, 140], D.qaraoun, [82, 147], [88, 142]]);
const TYRE_ROAD = kk([D.tyre, [36, 112], [44, 117], [50, 119], D.nabatieh]);
const CHOUF_ROAD = kk([D.damour, [55, 157], D.deirQamar, [63, 148], D.jezzine]);
const GALILEE_ROAD = kk([[58, 92], [62, 100], D.metulla]);
const BANIAS_ROAD = kk([D.metulla, [68, 107], D.banias, [79, 99], [83, 92]]);
const QARAOUN_ROAD = kk([D.qaraoun, [80, 152], [86, 161], [88, 166], D.chtaura]);
/** Metre gauge, Beirut-Aley-Sofar-Dahr el Baidar-Chtaura-Zahle-Rayak, then on towards Serghaya and Damascus. */
const RAIL_METRE = kk([D.beirut, [59, 171], D.aley, [70, 164], D.sofar, [80, 167.5], [85, 169.5], [89, 170.5], D.zahle, [98, 171], D.rayak, [107, 168], [112, 166]]);
/** Standard gauge, Rayak-Baalbek-Homs: the break of gauge is at Rayak. */
const RAIL_STANDARD = kk([D.rayak, [105, 176], [107.5, 182]]);

function elevation(m: MapGen, p: Pt): number {
  const coastX = xOn(COAST, p[1]);
  if (p[0] < coastX) return 0;
  const fromCoast = p[0] - coastX;
  // South Lebanon (Jebel Amel) rises gently to 700-800 m at Merdjayoun.
  let h = Math.min(800, 40 + fromCoast * 22);
  // Mount Lebanon climbs steeply from the coast: Aley stands at about 750 m, 13 km inland.
  if (p[1] > 38) h = Math.max(h, Math.min(1100, 40 + fromCoast * 55) * Math.min(1, (p[1] - 38) / 12));
  // Mount Lebanon: up to 2,000-2,600 m on the crest, north of Jezzine.
  const crest = polyDist(p, LEBANON_CREST);
  if (p[1] > 38) h = Math.max(h, Math.max(0, 2300 - crest * 260) * Math.min(1, (p[1] - 38) / 12));
  // The Bekaa floor at 900-1,000 m.
  const bw = xOn(BEKAA_W, p[1]);
  const be = xOn(BEKAA_E, p[1]);
  if (p[1] > 36 && p[0] >= bw && p[0] <= be) h = 880 + (p[1] - 36) * 2;
  // The Anti-Lebanon and Mount Hermon (2,814 m).
  if (p[0] > be) h = Math.max(h, Math.max(1000, 2100 - polyDist(p, ANTI_LEBANON_CREST) * 150));
  h = Math.max(h, bump(p, P.hermon, 2814, 4.5));
  // The Hula valley below Metulla (about 100 m).
  if (p[1] < 18 && p[0] > 40 && p[0] < 50) h = Math.min(h, 100 + (p[1] * 20));
  return Math.max(5, h + 60 * (m.noise(p[0], p[1], 5) - 0.5));
}

function drawMap(): { map: MapGen; rail: { metre: number[]; standard: number[] } } {
  const m = new MapGen(WIDTH, HEIGHT, 1, 'r', 1941);
  const coastX = (p: Pt) => xOn(COAST, p[1]);
  const bekaa = (p: Pt) => p[1] > 38 && p[0] >= xOn(BEKAA_W, p[1]) && p[0] <= xOn(BEKAA_E, p[1]);
  // Hills of south Lebanon and Galilee: rough with fields and olive groves.
  m.patches(',', 0.35, 4, (p) => p[1] < 46, 1);
  m.patches('o', 0.18, 3, (p) => p[1] < 60, 2);
  // Mount Lebanon: rough with pine and cedar woods on the upper slopes; the crest is impassable.
  m.patches('f', 0.22, 3, (p) => p[1] >= 46, 3);
  m.paint('#', (p, loc) => p[1] > 50 && polyDist(p, LEBANON_CREST) < 1.2 && m.hash(loc, 5) < 0.75);
  // The Bekaa: an open plain of fields.
  m.paint(',', (p) => bekaa(p));
  m.patches('.', 0.4, 3, (p) => bekaa(p), 4);
  // Mount Hermon: bare rock above about 2,200 m.
  m.disc(P.hermon[0], P.hermon[1], 2.2, '#');
  // The Hula basin north of the lake: marsh and fields.
  m.paint(',', (p) => p[0] > 40 && p[0] < 48 && p[1] < 16);
  m.paint('m', (p, loc) => p[0] > 42 && p[0] < 47 && p[1] < 5 && m.hash(loc, 6) < 0.7);
  // The coastal strip: orchards (citrus, bananas) and fields, 2-5 km wide.
  const plain = (p: Pt) => (p[1] < 50 ? 4 : p[1] < 70 ? 2.5 : 3.5);
  m.paint('o', (p, loc) => p[0] >= coastX(p) && p[0] < coastX(p) + plain(p) && m.hash(loc, 8) < 0.55);
  m.paint(',', (p, loc) => p[0] >= coastX(p) && p[0] < coastX(p) + plain(p) && m.letterAt(loc) !== 'o');
  // The sea.
  m.paint('~', (p) => p[0] < coastX(p));

  // Towns and villages.
  const town = (p: Pt, r: number, letter: string) => m.disc(p[0], p[1], r, letter);
  town(P.beirut, 2.6, 't');
  town([P.beirut[0] - 0.5, P.beirut[1] + 0.5], 1.6, 'C');
  for (const n of ['tyre', 'sidon', 'nabatieh', 'zahle', 'aley'] as const) town(P[n], 0.9, 't');
  for (const n of ['damour', 'sofar', 'chtaura', 'rayak', 'jezzine', 'merdjayoun', 'khiam', 'hasbaya', 'rashaya', 'masnaa', 'metulla', 'banias', 'qaraoun', 'deirQamar', 'qasmiyeh', 'naqoura', 'baidar'] as const)
    town(P[n], 0.5, 'v');
  // Scattered villages on the spurs and in the plains.
  m.paint('v', (p, loc) => m.letterAt(loc) !== '~' && m.letterAt(loc) !== '#' && m.hash(loc, 9) < 0.025);
  // Rayak airfield: flat and clear beside the village.
  m.disc(RAYAK_AIRBASE[0], RAYAK_AIRBASE[1], 0.9, '.');
  m.name(RAYAK_AIRBASE[0], RAYAK_AIRBASE[1], 'Rayak air base');

  m.hexsideLine(LITANI, ['river']);
  m.hexsideLine(DAMOUR_R, ['river']);
  m.hexsideLine(HASBANI, ['stream']);
  m.hexsideLine(ZAHRANI, ['stream']);
  m.hexsideLine(AWALI, ['stream']);
  // Litani fords and crossing places (the 9 June crossing was made by boat; est.).
  for (const f of [k(45, 114.5), k(57, 115.5), k(74, 137), k(88, 155)]) m.markNearestEdge(f[0], f[1], 'river', 'ford');
  m.markNearestEdge(...k(57, 159.5), 'river', 'ford');

  m.road('primaryRoad', COAST_ROAD);
  m.road('primaryRoad', DAMASCUS_ROAD);
  for (const r of [BEKAA_ROAD, MERDJAYOUN_ROAD, NABATIEH_ROAD, JEZZINE_ROAD, TYRE_ROAD, CHOUF_ROAD, GALILEE_ROAD, BANIAS_ROAD, QARAOUN_ROAD])
    m.road('road', r);
  const metre = m.road('rail', RAIL_METRE);
  const standard = m.road('rail', RAIL_STANDARD);
  // Roads and railways cross the crests by the passes: no impassable hex under a line.
  for (const line of m.lines) for (const h of line.hexes) {
    const loc = m.board.parse(h)!;
    if (m.letterAt(loc) === '#' || m.letterAt(loc) === '~') m.letters[loc] = m.letterAt(loc) === '~' ? ',' : 'r';
  }

  m.setElevation((p) => elevation(m, p));
  const names: Record<Place, string> = {
    tyre: 'Tyre (Sour)',
    qasmiyeh: 'Qasmiyeh bridge (Litani mouth)',
    sidon: 'Sidon (Saida)',
    damour: 'Damour',
    beirut: 'Beirut',
    aley: 'Aley',
    sofar: 'Sofar',
    baidar: 'Dahr el Baidar pass',
    chtaura: 'Chtaura',
    zahle: 'Zahle',
    rayak: 'Rayak',
    jezzine: 'Jezzine',
    merdjayoun: 'Merdjayoun',
    khiam: 'Khiam',
    hasbaya: 'Hasbaya',
    rashaya: 'Rashaya',
    hermon: 'Mount Hermon',
    masnaa: 'Jdaidet Yabus (Masnaa)',
    metulla: 'Metulla',
    nabatieh: 'Nabatieh',
    khardali: 'Khardali bridge (below Beaufort)',
    banias: 'Banias',
    zahrani: 'Zahrani',
    qaraoun: 'Qaraoun',
    deirQamar: 'Deir el Qamar',
    naqoura: 'Ras en Naqoura road',
  };
  for (const [n, p] of Object.entries(P)) m.name(p[0], p[1], names[n as Place]);
  return { map: m, rail: { metre, standard } };
}

/** The hex and direction of the bridge where a line crosses a river (for PC-ENG-19 wired bridges). */
function bridgeOn(m: MapGen, hexes: readonly number[], near: Pt): { hex: string; dir: (typeof DIRECTIONS)[number] } {
  let best: { hex: string; dir: (typeof DIRECTIONS)[number] } | undefined;
  let bestD = Infinity;
  for (let i = 1; i < hexes.length; i++) {
    const a = hexes[i - 1]!;
    const b = hexes[i]!;
    if (!m.edgeBits.get(m.board.edgeBetween(a, b))?.has('river')) continue;
    const q = m.xy(a);
    const d = Math.hypot(q[0] - near[0], q[1] - near[1]);
    for (let dir = 0; dir < 6; dir++)
      if (m.board.neighbor(a, dir) === b && d < bestD) {
        bestD = d;
        best = { hex: m.label(a), dir: DIRECTIONS[dir]! };
      }
  }
  if (!best) throw new Error(`no river crossing near ${near[0]},${near[1]}`);
  return best;
}

export function syria1941(): Scenario {
  const { map, rail } = drawMap();
  const oob = new Oob(map, START, 120, 3000, 2);
  const hexOf = (p: Pt) => map.hex(p[0], p[1]);
  const ai: { allied: AiOrder[]; axis: AiOrder[] } = { allied: [], axis: [] };
  const order = (side: 'allied' | 'axis', org: string, o: AiOrder['order'], target?: Pt, from?: string) =>
    ai[side].push({ org, order: o, ...(target ? { target: hexOf(target) } : {}), ...(from ? { fromTurn: oob.turnOf(from) } : {}) });

  /** Replaces a unit's values after the template (types the shared templates lack: R35, horsed cavalry). */
  const patch = (u: UnitSetup, p: Partial<UnitSetup>): void => {
    const i = oob.units.indexOf(u);
    oob.units[i] = { ...u, ...p };
  };
  const horse = (u: UnitSetup) => patch(u, { type: 'cavalry', moveClass: 'horse', speed: 14 });
  // R35: 37 mm SA 18 short gun (about 25 mm penetration), 40 mm cast armour, 20 km/h (dossier 4.2a).
  const r35 = (u: UnitSetup) => patch(u, { hard: { value: 6, range: 1 }, soft: { value: 6, range: 1 }, defense: 10, speed: 10, flags: { hardTarget: true } });
  type B = { key: TemplateKey; name: string; n: number; at: Pt; q?: Quality };
  const add = (org: string, q: Quality, list: B[], extra: { arrive?: string } = {}): UnitSetup[] =>
    list.map((b) =>
      oob.add({
        org,
        key: b.key,
        name: b.name,
        strength: b.n,
        quality: b.q ?? q,
        ...(extra.arrive ? { arrive: { when: extra.arrive, at: b.at } } : { at: b.at }),
      }),
    );
  const at = (x: number, y: number): Pt => k(x, y);

  // ======================= Allied: Palestine Command, 7th Australian Division ======================
  const army = oob.org('palforce', 'Palestine and Transjordan Command (Maitland Wilson)', 'allied', 'army', undefined, 'UK');
  oob.hq(army, 'Palestine Command HQ (Maitland Wilson)', 35, 'C', { at: at(45, 93) });
  const div7 = oob.org('7aus', '7th Australian Division (Lavarack)', 'allied', 'division', army, 'Australia');
  oob.hq(div7, '7th Australian Div HQ (Lavarack)', 10, 'B', { at: at(33, 94) });
  const b21 = oob.org('21aus', '21st Australian Infantry Brigade (Stevens)', 'allied', 'brigade', div7);
  oob.hq(b21, '21st Australian Bde HQ (Stevens)', 5, 'B', { at: at(27, 95) });
  add(b21, 'B', [
    { key: 'britInf41', name: '2/14th Australian Battalion', n: 850, at: at(26, 98) },
    { key: 'britInf41', name: '2/16th Australian Battalion', n: 850, at: at(25, 101) },
    { key: 'britInf41', name: '2/27th Australian Battalion', n: 850, at: at(28, 96) },
  ]);
  const b25 = oob.org('25aus', '25th Australian Infantry Brigade (Cox)', 'allied', 'brigade', div7);
  oob.hq(b25, '25th Australian Bde HQ (Cox)', 5, 'B', { at: at(62, 103) });
  add(b25, 'B', [
    { key: 'britInf41', name: '2/25th Australian Battalion', n: 850, at: at(64, 107) },
    { key: 'britInf41', name: '2/31st Australian Battalion', n: 850, at: at(62, 106) },
    { key: 'britInf41', name: '2/33rd Australian Battalion', n: 850, at: at(60, 102) },
  ]);
  const divTroops = add(div7, 'B', [
    { key: 'pdr25', name: '2/4th Field Regiment', n: 24, at: at(27, 93.5) },
    { key: 'pdr25', name: '2/5th Field Regiment', n: 24, at: at(61, 100), q: 'C' },
    { key: 'pdr25', name: '2/6th Field Regiment', n: 24, at: at(58, 97), q: 'C' },
    { key: 'brit2pdr', name: '2/2nd Anti-Tank Regiment', n: 36, at: at(30, 94) },
    { key: 'britRE41', name: '2/2nd Pioneer Battalion', n: 700, at: at(56, 96) },
    { key: 'mgBn', name: '2/3rd Machine Gun Battalion', n: 600, at: at(63, 101) },
    { key: 'marmon', name: '6th Aus Div Cavalry Regt, A Sqn (light tanks)', n: 14, at: at(24, 103) },
    { key: 'marmon', name: '6th Aus Div Cavalry Regt, carrier squadrons', n: 24, at: at(65, 104) },
  ]);
  patch(divTroops[6]!, { moveClass: 'tracked', speed: 16, hard: { value: 2, range: 1 } });
  patch(divTroops[7]!, { moveClass: 'tracked', speed: 16, hard: { value: 2, range: 1 } });
  // No. 11 (Scottish) Commando lands north of the Litani at dawn on 9 June (dossier 6).
  const [commando] = add(div7, 'A', [{ key: 'britInfFoot', name: 'No. 11 (Scottish) Commando', n: 450, at: at(35, 120) }], { arrive: '1941-06-09T04:00' });
  patch(commando!, { type: 'commando', nation: 'UK' });
  // The Cheshire Yeomanry, horsed, on the coast column's inland flank (dossier 4.1).
  const [cheshire] = add(army, 'C', [{ key: 'britInfFoot', name: 'Cheshire Yeomanry (horsed)', n: 500, at: at(32, 97) }]);
  horse(cheshire!);
  // The TJFF: a mechanised (wheeled) squadron on the Banias road, the east flank (dossier 4.1, est.).
  const [tjff] = add(army, 'C', [{ key: 'marmon', name: 'TJFF Mechanised Squadron (Transjordan Frontier Force)', n: 20, at: at(70, 102) }]);
  patch(tjff!, { nation: 'Transjordan' });

  // The 15th Cruiser Squadron off the coast (dossier 4.1, 8): ships are host naval units (PC-SUT-03)
  // on sea hexes out of touch with land, and fire in the OCS Air and Naval Bombardment Segment.
  const seaOff = (p: Pt): string => {
    const loc = map.at(p[0], p[1]);
    const deep = (l: number) => map.letterAt(l) === '~' && map.board.within(l, 1).every((n) => map.letterAt(n) === '~');
    const best = map.board
      .within(loc, 8)
      .filter(deep)
      .sort((a, b) => map.board.distance(a, loc) - map.board.distance(b, loc) || a - b)[0];
    if (best === undefined) throw new Error(`no open sea near ${p[0]},${p[1]}`);
    return map.label(best);
  };
  const ship = (u: UnitSetup, hex: string, soft: number, rangeKm: number) =>
    patch(u, {
      hex,
      type: 'naval',
      moveClass: 'naval',
      speed: 20,
      defense: 12,
      soft: { value: soft, range: oob.range(rangeKm) },
      hard: { value: Math.round(soft / 10), range: oob.range(rangeKm) },
      flags: { indirect: true },
    });
  const [cruisers, destroyers] = add(army, 'B', [
    { key: 'britMedium', name: 'HMS Phoebe and Ajax (cruisers, 5.25 and 6-inch)', n: 16, at: at(24, 99) },
    { key: 'britMedium', name: 'Destroyers Janus, Jackal, Hotspur, Isis (4.7-inch)', n: 20, at: at(24, 99) },
  ]);
  ship(cruisers!, seaOff(at(27, 112)), 34, 16);
  ship(destroyers!, seaOff(at(31, 118)), 22, 12);

  // ============================ Vichy France: Armée du Levant ============================
  const levant = oob.org('levant', 'Armée du Levant (Dentz, de Verdilhac)', 'axis', 'army', undefined, 'Vichy France');
  oob.hq(levant, 'Armée du Levant HQ (de Verdilhac)', 35, 'B', { at: at(62, 170) });
  const sud = oob.org('sud-liban', 'Secteur du Sud-Liban', 'axis', 'division', levant);
  oob.hq(sud, 'Secteur du Sud-Liban HQ', 9, 'B', { at: at(46, 137) });
  const saida = oob.org('saida', 'Sous-secteur de Saïda', 'axis', 'brigade', sud);
  oob.hq(saida, 'Sous-secteur de Saïda HQ', 6, 'B', { at: at(42, 128) });
  // Quality (est.): the Legion is the best Vichy infantry; the tirailleurs and the colonial
  // battalions are regulars of uneven training; the Troupes Spéciales are the weakest.
  const saidaUnits = add(saida, 'C', [
    { key: 'gerInf', name: 'III/22e RTA', n: 750, at: at(37, 116.5) },
    { key: 'gerInf', name: 'II/22e RTA', n: 750, at: at(41, 133.5) },
    { key: 'gerInf', name: 'I/29e RTA', n: 700, at: at(47, 118) },
    { key: 'gerInf', name: 'IV/6e REI (Légion étrangère)', n: 750, at: at(39, 121), q: 'B' },
    { key: 'gerInf', name: 'I/24e RMC', n: 700, at: at(44.5, 139) },
    { key: 'm13', name: 'I/6e RCA, R35 company', n: 13, at: at(40, 126), q: 'B' },
    { key: 'marmon', name: 'I/6e RCA, armoured cars', n: 12, at: at(31, 113) },
    { key: 'gerInf', name: 'I/8e RSA (spahis)', n: 400, at: at(28, 109) },
    { key: 'ita75', name: 'I/RACL (75 mm)', n: 12, at: at(42, 125), q: 'B' },
    { key: 'ita75', name: 'Groupe d\'artillerie de la Légion (75 mm)', n: 12, at: at(44, 131), q: 'B' },
  ]);
  r35(saidaUnits[5]!);
  horse(saidaUnits[7]!);
  const merdj = oob.org('merdjayoun', 'Sous-secteur de Merdjayoun', 'axis', 'brigade', sud);
  oob.hq(merdj, 'Sous-secteur de Merdjayoun HQ', 6, 'B', { at: at(66, 121) });
  const merdjUnits = add(merdj, 'C', [
    { key: 'gerInf', name: 'II/29e RTA', n: 700, at: at(65, 118.5) },
    { key: 'gerInf', name: 'I/22e RTA', n: 750, at: at(66.5, 114.5) },
    // OCS-MOV worked example A-1: the Senegalese battalion whose ZOC cuts off the TJFF.
    { key: 'gerInf', name: 'II/17e Sénégalais', n: 700, at: at(70, 110) },
    { key: 'pak36', name: 'Compagnie antichar (25 mm)', n: 8, at: at(63.5, 116.5) },
    { key: 'ita75', name: 'II/RACL (75 mm)', n: 12, at: at(65, 122), q: 'B' },
    { key: 'gerInf', name: 'Escadron druze (horsed)', n: 250, at: at(73, 122), q: 'D' },
  ]);
  horse(merdjUnits[5]!);
  const beyrouth = oob.org('beyrouth', 'Secteur de Beyrouth', 'axis', 'brigade', levant);
  oob.hq(beyrouth, 'Secteur de Beyrouth HQ', 6, 'C', { at: at(57, 174) });
  add(beyrouth, 'C', [
    { key: 'itaInf', name: '1er Bataillon de Chasseurs Libanais', n: 650, at: at(51, 158) },
    { key: 'itaInf', name: '2e Bataillon de Chasseurs Libanais', n: 650, at: at(55, 175), q: 'D' },
    { key: 'itaInf', name: '3e Bataillon de Chasseurs Libanais', n: 650, at: at(65, 166.5), q: 'D' },
    { key: 'sfh18', name: 'Groupe lourd du RACL (155 mm)', n: 8, at: at(56, 172) },
    { key: 'flak20', name: '421e Groupement de DCA (25 mm)', n: 12, at: at(58, 176) },
  ]);
  const bekaa = oob.org('bekaa', 'Groupement de la Bekaa (reserve)', 'axis', 'brigade', levant);
  oob.hq(bekaa, 'Groupement de la Bekaa HQ', 6, 'B', { at: at(93, 171) });
  const bekaaUnits = add(bekaa, 'B', [
    { key: 'gerInf', name: 'III/24e RMC (Sénégalais)', n: 700, at: P.rayak },
    { key: 'itaInf', name: '5e Bataillon du Levant', n: 600, at: P.zahle, q: 'D' },
    { key: 'm13', name: '7e RCA, R35 company', n: 13, at: at(89, 168) },
    { key: 'lefh18', name: 'I/1er RAML (105 mm)', n: 12, at: at(101, 174) },
    { key: 'flak20', name: 'DCA de la base de Rayak (25 mm)', n: 8, at: at(104, 171) },
    { key: 'gerInf', name: 'Escadron tcherkesse (horsed)', n: 250, at: at(88, 134), q: 'D' },
  ]);
  r35(bekaaUnits[2]!);
  horse(bekaaUnits[5]!);
  // Reinforcements from the Damascus front by the Masnaa road (est.; the Tunisians and the tanks of
  // the 15 June Merdjayoun counter-attack, dossier 4.2, brought forward).
  const renfort = add(bekaa, 'B', [
    { key: 'gerInf', name: 'I/16e RTT (Tunisiens)', n: 700, at: at(112, 148) },
    { key: 'm13', name: '6e RCA, R35 group', n: 20, at: at(112, 149) },
  ], { arrive: '1941-06-10T06:00' });
  r35(renfort[1]!);

  // Allied A/I orders (dossier 1 and 5: the coast column to the Litani and Sidon, the centre to
  // Merdjayoun, the commando at the Litani mouth).
  order('allied', b21, 'attack', P.tyre);
  order('allied', b21, 'attack', P.qasmiyeh, '1941-06-08T16:00');
  order('allied', b21, 'attack', P.sidon, '1941-06-10T06:00');
  order('allied', b25, 'attack', P.khiam);
  order('allied', b25, 'attack', P.merdjayoun, '1941-06-09T06:00');
  order('allied', b25, 'attack', P.jezzine, '1941-06-11T06:00');
  // Divisional troops (the field regiments, anti-tank, MG and pioneers) support from behind the
  // brigades rather than lead the attack.
  order('allied', div7, 'reserve');
  order('allied', army, 'hold', P.metulla);
  // Vichy: hold the Litani, Sidon and Merdjayoun; the Bekaa reserve moves south (by rail to Zahle,
  // then by road) when the Australians are across the Litani.
  order('axis', saida, 'hold', k(40, 121));
  order('axis', saida, 'hold', P.sidon, '1941-06-10T06:00');
  order('axis', merdj, 'hold', P.merdjayoun);
  order('axis', sud, 'hold', P.nabatieh);
  order('axis', beyrouth, 'hold', P.beirut);
  order('axis', bekaa, 'reserve', P.zahle);
  order('axis', bekaa, 'move', P.rashaya, '1941-06-09T06:00');
  order('axis', bekaa, 'attack', P.merdjayoun, '1941-06-11T06:00');
  order('axis', levant, 'reserve', P.aley);

  // =========================== Objectives (dossier section 7) =============================
  const obj = (p: Pt, name: string, vp: number, owner: 'allied' | 'axis'): ObjectiveSetup => ({ hex: hexOf(p), name, vp, owner });
  const objectives: ObjectiveSetup[] = [
    obj(P.metulla, 'Metulla', 30, 'allied'),
    obj(P.tyre, 'Tyre', 20, 'axis'),
    obj(P.qasmiyeh, 'Qasmiyeh bridge', 30, 'axis'),
    obj(P.nabatieh, 'Nabatieh', 20, 'axis'),
    obj(P.khiam, 'Khiam', 20, 'axis'),
    obj(P.merdjayoun, 'Merdjayoun', 50, 'axis'),
    obj(P.sidon, 'Sidon', 60, 'axis'),
    obj(P.jezzine, 'Jezzine', 40, 'axis'),
    obj(P.hasbaya, 'Hasbaya', 20, 'axis'),
    obj(P.damour, 'Damour', 20, 'axis'),
    obj(P.beirut, 'Beirut', 60, 'axis'),
    obj(P.zahle, 'Zahle', 20, 'axis'),
    // The air base beside the village, not the station: the Bekaa reserve entrains at the station.
    obj(RAYAK_AIRBASE, 'Rayak air base', 40, 'axis'),
  ];

  // ======================== OCS data: stations, gauges, depots ========================
  const label = (loc: number) => map.label(loc);
  const stationAt = (p: Pt, line: readonly number[], name: string, side: 'axis'): OcsStation => {
    const loc = map.at(p[0], p[1]);
    if (!line.includes(loc)) throw new Error(`station ${name} is not on its line`);
    return { hex: label(loc), name, side };
  };
  const stations: OcsStation[] = [
    stationAt(P.beirut, rail.metre, 'Beirut', 'axis'),
    stationAt(P.aley, rail.metre, 'Aley', 'axis'),
    stationAt(P.sofar, rail.metre, 'Sofar', 'axis'),
    stationAt(P.zahle, rail.metre, 'Zahle', 'axis'),
    stationAt(P.rayak, rail.metre, 'Rayak', 'axis'),
  ];
  const railLines: OcsRailLine[] = [
    { name: 'Beirut-Aley-Zahle-Rayak-Damascus (DHP, 1,050 mm)', gauge: 'metre', hexes: rail.metre.map(label) },
    { name: 'Rayak-Baalbek-Homs (1,435 mm)', gauge: 'standard', hexes: rail.standard.map(label) },
  ];

  // Depots (OCS-MOV-50): the Vichy dumps behind each sub-sector and at the bases; the Allied
  // dumps on the start lines. SP are est. (the dossier gives none): about one SP per battalion-day
  // of fighting for the troops each serves, the Beirut and Rayak bases larger.
  const depots: OcsDepotSetup[] = [
    { hex: hexOf(k(57, 173)), side: 'axis', sp: 12, name: 'Beirut base depot' },
    { hex: hexOf(k(102, 173)), side: 'axis', sp: 10, name: 'Rayak depot' },
    { hex: hexOf(k(45, 138)), side: 'axis', sp: 6, name: 'Sidon depot' },
    { hex: hexOf(k(65.5, 120)), side: 'axis', sp: 4, name: 'Merdjayoun depot' },
    { hex: hexOf(k(64.5, 139)), side: 'axis', sp: 3, name: 'Jezzine depot' },
    { hex: hexOf(k(27, 94)), side: 'allied', sp: 8, name: 'Coast column dump' },
    { hex: hexOf(k(62, 101)), side: 'allied', sp: 6, name: 'Metulla dump' },
  ];
  const qasmiyehBridge = bridgeOn(map, map.chain(COAST_ROAD), P.qasmiyeh);
  const khardaliBridge = bridgeOn(map, map.chain(NABATIEH_ROAD), P.khardali);

  return {
    id: 'syria-1941',
    version: 1,
    title: 'Exporter: the Litani and Merdjayoun (OCS movement)',
    description:
      '8-11 June 1941: the 7th Australian Division invades Vichy Lebanon along the coast road and towards Merdjayoun; Allied side = British, Australian and Commonwealth; Axis side = Vichy French. OCS movement phase.',
    scale: 'operational',
    modules: ['ocs'],
    sources: [
      'Long, Greece, Crete and Syria (Australian official history, 1953), via the panzer-abwehr.blogspot.com summaries',
      'Playfair, The Mediterranean and Middle East vol. II (HMSO, 1956), ch. 10',
      'Wikipedia, Syria-Lebanon campaign and its order of battle',
      'prisonniers-de-guerre.fr and historine.blogspot.com, L\'armée du Levant 1941; 67400.free.fr, L\'artillerie du Levant',
      'Smith, England\'s Last War Against France (2009)',
      'Our rules text ../shared/rules/ocs-movement.md (the TJFF, the II/17e Sénégalais, the Beirut-Aley-Zahle-Rayak rail example)',
    ],
    notes: [
      'Sides: the Allied side is the British, Australian and Commonwealth force (with the TJFF); the Axis side is Vichy France\'s Armée du Levant, which the game calls "Vichy French".',
      'Scale: operational (1 km hexes, 2-hour turns) over a sector, not the OCS campaign scale (8 km hexes, 3-4 day turns). The host combat rules (panzer fire ranges, assault, stacking, spotting, command ranges, allowances) are tuned to 1 km and 2 hours and the unit templates turn their ranges into hexes of that size; at 8 km every direct-fire range would round to 0 and every allowance and stacking limit would need new values. The OCS module replaces only the movement phase, so its modes, breakouts and rail moves work at any scale.',
      'Map: 90 x 104 hexes of 1 km (dossier km x 22-112, y 92-182 from 32.30N 34.90E): the coast road from Ras en Naqoura to Beirut, the Litani from the Bekaa round the bend below Beaufort to the sea, Mount Lebanon with the Dahr el Baidar pass, the Bekaa with Zahle and Rayak, the Merdjayoun-Hasbaya-Rashaya road and Mount Hermon. Damascus, Kuneitra and the Gentforce axis are off the map to the east; their battle is not in this scenario.',
      'Judgement: coast, ridges and river courses are drawn from the dossier\'s place table and descriptions (est., +-2 km), not surveyed. Mount Lebanon and the Anti-Lebanon are rough hexes (8 MP for wheels, so vehicles keep to the roads) with woods; the crests and the top of Hermon are impassable except where a road or the railway crosses.',
      'Judgement: the Litani and Damour are rivers (bridges where roads cross; fords est.); the Zahrani, Awali and Hasbani are streams. The Qasmiyeh and Khardali road bridges are wired against the Allies (PC-ENG-19): both were blown on 9 June.',
      'Rail (OCS-MOV-40..49): the Beirut-Aley-Sofar-Chtaura-Zahle-Rayak line is metre gauge (1,050 mm) and goes on towards Serghaya and Damascus (east edge); Rayak-Baalbek is standard gauge (1,435 mm), so a train cannot run through Rayak from one to the other (OCS-MOV-45). Stations: Beirut, Aley, Sofar, Zahle, Rayak. Single track throughout (no double line). Capacity: Vichy 1 RE per turn (the rack line was slow, est.); the Allies hold no rolling stock on the line (0 RE).',
      'Judgement: Vichy battalions are foot infantry of the shared templates (the Legion and the tirailleurs as regular infantry, the Chasseurs Libanais and Bataillons du Levant weaker); the R35 has its own values (37 mm SA 18, 40 mm armour, slow); spahis, Druze and Circassian squadrons and the Cheshire Yeomanry are horsed cavalry; the 6th Australian Division Cavalry has light tanks and carriers; the TJFF squadron is wheeled.',
      'Judgement: the battalion positions of 8 June follow the dossier\'s dispositions (Saïda and Merdjayoun sub-sectors); which battalion stood where inside a sub-sector is est. "II/17e Sénégalais" is the name our rules text uses for a Senegalese battalion of the 24e RMC (dossier 4.2, est.).',
      'Judgement: the I/16e RTT and an R35 group of the 6e RCA arrive from the Damascus front by the Masnaa road on 10 June (est.: the dossier puts them at Merdjayoun for the 15 June counter-attack).',
      'Naval gunfire (dossier 1, 4.1, 8): the 15th Cruiser Squadron (HMS Phoebe and Ajax, four destroyers) bombarded the Litani, Sidon and Damour. It is two host naval units (PC-SUT-03) on open sea off Tyre and the Litani mouth, firing indirect at 16 and 12 km in the OCS Air and Naval Bombardment Segment; the Vichy destroyers Guépard and Valmy are left out (est.).',
      'Air (dossier 4 and 8): RAF and RAAF Hurricanes, Tomahawks and Blenheims against the Armée de l\'Air du Levant (D.520, Martin 167, Potez 63) from Rayak; each air unit is one mission package; Vichy air superiority early, so the Vichy interception value is the higher.',
      'Victory: the historical position at the end (Tyre, the Litani crossing, Khiam and Merdjayoun taken; Sidon, Jezzine and Nabatieh still Vichy; about -130 net) scores an Allied minor victory: the first bound was taken on time, Sidon and Jezzine were not.',
    ],
    // What players call the sides (issue 18): the rules keep the ids allied and axis.
    sides: { allied: { name: 'Allied' }, axis: { name: 'Vichy French', adjective: 'Vichy' } },
    briefing: {
      allied:
        'Allied side: the 7th Australian Division with British and Transjordan troops, 8 June 1941. You have crossed the frontier before dawn. The 21st Brigade goes up the coast road to Tyre and must cross the Litani, where No. 11 Commando lands at dawn on 9 June; then on to Sidon. The 25th Brigade takes Khiam and Merdjayoun, then turns towards Jezzine. The TJFF squadron watches the Banias road. The Vichy French fight hard; their R35 tanks outgun your light tanks. The railway to Zahle and Rayak is theirs.',
      axis:
        'Axis side: Vichy France, the Armée du Levant, 8 June 1941. The British and the Australians have invaded. Hold the Litani line, Sidon and Merdjayoun. The Bekaa reserve can move by the metre-gauge railway from Rayak and Zahle towards Beirut (1 RE a turn; the line does not run through Rayak onto the standard gauge), then by road over the passes. The I/16e RTT and R35 tanks come from Damascus on 10 June. Keep Beirut, Rayak and its air base.',
    },
    start: { date: START, minutesPerTurn: 120, turns: TURNS, firstSide: 'allied' },
    // Sunrise about 05:25, sunset about 19:45 (dossier 2).
    daylight: { dawn: 4, day: 6, dusk: 18, night: 20 },
    environment: {
      visibility: { min: 6, max: 12, start: 10 },
      condition: 'normal',
      conditionRange: ['normal'],
      // Hot and dry throughout (dossier 2); haze and dust in the afternoons cut the longest views.
      weather: [
        { from: '1941-06-08', conditions: { normal: 100 }, visibility: { min: 8, max: 12 } },
        { from: '1941-06-10', conditions: { normal: 100 }, visibility: { min: 6, max: 12 } },
      ],
    },
    fogOfWar: true,
    optionalRules: ['programmedWeather'],
    params: {
      side: {
        // PC-AIR-10/13: Vichy D.520s from Rayak held the air early (dossier 8).
        allied: { airInterception: 10, airInterdiction: 5 },
        axis: { airInterception: 20, airInterdiction: 5 },
      },
    },
    map: map.build(),
    orgs: oob.orgs,
    units: oob.units,
    objectives,
    supplyEdges: { allied: ['S'], axis: ['N', 'E'] },
    wiredBridges: [
      { ...qasmiyehBridge, against: 'allied' },
      { ...khardaliBridge, against: 'allied' },
    ],
    air: [
      air('hurricane', 'air-80sqn', 'Hurricane I, No. 80 Sqn RAF', 'allied', 'UK', 10, 'C'),
      air('hurricane', 'air-3sqn', 'Tomahawk IIB, No. 3 Sqn RAAF', 'allied', 'Australia', 10, 'B'),
      air('blenheim', 'air-11sqn', 'Blenheim IV, No. 11 Sqn RAF', 'allied', 'UK', 9, 'C'),
      air('hurricane', 'air-gc', 'D.520, GC II/3 and III/6 (strafing)', 'axis', 'Vichy France', 10, 'B'),
      air('blenheim', 'air-gb', 'Martin 167 and LeO 451, GB I/39 (bombers)', 'axis', 'Vichy France', 8, 'C'),
      air('maryland', 'air-potez', 'Potez 63.11, reconnaissance', 'axis', 'Vichy France', 6, 'C'),
    ],
    victory: { alliedMajor: -40, alliedMinor: -150, axisMinor: -290, axisMajor: -400 },
    ai,
    ocs: {
      stations,
      railLines,
      railCapacity: { allied: 0, axis: 1 },
      depots,
      airbases: [
        { hex: hexOf(RAYAK_AIRBASE), level: 3, side: 'axis' }, // Rayak, the main Vichy air base
        { hex: hexOf(k(56.5, 172.5)), level: 2, side: 'axis' }, // Beirut (Bir Hassan)
      ],
      fortifications: [
        { hex: hexOf(k(66, 114.5)), level: 1 }, // the French barracks at Khiam
        { hex: hexOf(P.merdjayoun), level: 1 },
        { hex: hexOf(k(37, 116.5)), level: 1 }, // north bank of the Litani at Qasmiyeh
        { hex: hexOf(P.khardali), level: 1 }, // Beaufort and the Khardali bridge
        { hex: hexOf(P.sidon), level: 1 },
        { hex: hexOf(P.jezzine), level: 1 },
        { hex: hexOf(k(51, 158)), level: 2 }, // the Damour river line
      ],
      ports: [
        { hex: hexOf(P.beirut), name: 'Beirut', level: 3 },
        { hex: hexOf(P.sidon), name: 'Sidon' },
        { hex: hexOf(P.tyre), name: 'Tyre' },
      ],
    },
  };
}
