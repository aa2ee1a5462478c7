// Operational: Operation Crusader, Sidi Rezegh and the relief of Tobruk, 18-30 November 1941
// (dossier operational-2-crusader.md). 1 km hexes, 2-hour turns, battalions.

import type { AiOrder, ObjectiveSetup, Scenario } from '../../src/engine/systems/panzer/model/scenario.js';
import type { Quality } from '../../src/engine/systems/panzer/model/unit.js';
import { air } from './air.js';
import { along } from './common.js';
import { MapGen, polyDist, type Pt } from './mapgen.js';
import { Oob, type UnitSpec } from './oob.js';
import { box, yOn } from './sector.js';
import type { TemplateKey } from './templates.js';

const START = '1941-11-18T06:00';
const TURNS = 150; // 18 Nov 06:00 .. the turn of 30 Nov 16:00-18:00

// Places (km from the SW corner 31.45N 23.70E; dossier section 3).
const P = {
  tobruk: [25, 69],
  acroma: [5, 64],
  elAdem: [19, 46],
  seCorner: [34, 61],
  edDuda: [38, 59],
  belhamed: [43, 60],
  sidiRezegh: [40, 55],
  zaafran: [49, 60],
  pt175: [52, 54],
  chleta: [66, 56],
  gambut: [78, 57],
  sciafsciuf: [62, 44],
  birElGubi: [17, 12],
  gabrSaleh: [60, 11],
} satisfies Record<string, Pt>;

const COAST: Pt[] = [
  [-1, 73.5],
  [12, 73],
  [20, 71.5],
  [23, 70.2],
  [27, 70.6],
  [31, 69.8],
  [36, 68.3],
  [45, 66.8],
  [55, 65.2],
  [65, 63.4],
  [75, 62],
  [86, 60.5],
];
// Tobruk perimeter, about 13-15 km from the town (dossier: R and S posts, wire, ditch, mines).
const PERIMETER: Pt[] = [
  [9, 73],
  [8, 66],
  [10.5, 60],
  [16, 56.5],
  [24, 55.5],
  [30, 57],
  [34, 60.5],
  [36, 64.5],
  [38, 68],
];
const AXIS_SIEGE: Pt[] = PERIMETER.map(([x, y]) => {
  const dx = x - 23;
  const dy = y - 67;
  const d = Math.hypot(dx, dy);
  return [x + (dx / d) * 2.2, y + (dy / d) * 2.2] as Pt;
});
const ESC_SOUTH: Pt[] = [
  [30, 53],
  [36, 53.8],
  [40, 54.2],
  [46, 53.6],
  [52, 53.3],
  [60, 53.5],
  [68, 54.2],
];
const ESC_NORTH: Pt[] = [
  [33, 57.6],
  [38, 58.6],
  [43, 59.4],
  [49, 59.8],
  [56, 60.4],
  [62, 60],
];
const ESC_COAST: Pt[] = [
  [36, 64.3],
  [45, 62.5],
  [55, 61.1],
  [65, 59.7],
  [71, 58.9],
  [76, 60.2],
  [86, 59.3],
];
const VIA_BALBIA: Pt[] = [[-1, 68], [10, 69], P.tobruk, [32, 67], [40, 64.8], [50, 63], [60, 61.5], [70, 59.6], P.gambut, [86, 56]];
const BYPASS: Pt[] = [[6, 68.5], [9, 61], [16, 55], [26, 54], [33, 56.5], P.edDuda, [42, 62.5], [45, 64]];
const TRIGH_CAPUZZO: Pt[] = [P.elAdem, [30, 52.5], [36, 56], [41, 56.3], [47, 57], [55, 57], P.chleta, [76, 55], [86, 53.5]];
const TRIGH_EL_ABD: Pt[] = [[-1, 13], P.birElGubi, [40, 11.5], P.gabrSaleh, [86, 9]];

function drawMap(): MapGen {
  const m = new MapGen(85, 88, 1, 'd', 1941);
  // The sea north of the coast.
  m.paint('~', (p) => p[1] > yOn(COAST, p[0]));
  // Stony ground and camel-thorn scrub patches; rough along the escarpment edges and near Tobruk's wadis.
  m.patches('r', 0.12, 2.5, (p) => p[1] < yOn(COAST, p[0]) - 0.8, 1);
  for (const e of [ESC_SOUTH, ESC_NORTH, ESC_COAST]) m.band(e, 0.7, 'r', 0.45, 'd');
  m.paint('r', (p, loc) => p[0] < 40 && p[1] > 60 && p[1] < yOn(COAST, p[0]) - 0.8 && m.hash(loc, 4) < 0.25);
  // Salt flats near the coast east of Tobruk.
  m.paint('m', (p, loc) => p[0] > 40 && yOn(COAST, p[0]) - p[1] < 1.6 && p[1] < yOn(COAST, p[0]) && m.hash(loc, 9) < 0.35);
  // Places.
  m.disc(P.tobruk[0], P.tobruk[1] - 0.3, 1.4, 't');
  m.disc(P.tobruk[0] + 0.3, P.tobruk[1] - 0.4, 0.6, 'C');
  for (const [k, p] of Object.entries(P)) if (k !== 'tobruk' && k !== 'seCorner') m.disc(p[0], p[1], 0.5, 'v');
  // Airfields: flat, clear (Sidi Rezegh, El Adem, Gambut, Gasr el Arid).
  for (const a of [[40.5, 55.8], [19.5, 46.8], [77, 56], [83, 50]] as Pt[]) m.disc(a[0], a[1], 1, '.');

  m.hexsideLine(ESC_SOUTH, ['escarpment']);
  m.hexsideLine(ESC_NORTH, ['escarpment']);
  m.hexsideLine(ESC_COAST, ['escarpment']);
  m.hexsideLine(PERIMETER, ['antiTankDitch']);
  // Wadis running down to the sea near Tobruk and Gambut.
  for (const [x, y] of [[14, 67], [19, 66], [31, 64], [34, 63], [48, 62.5], [58, 61], [68, 59.3], [81, 58]] as Pt[])
    m.hexsideLine(
      [
        [x - 0.3, y - 2.5],
        [x, y],
        [x + 0.3, yOn(COAST, x) + 0.5],
      ],
      ['gully'],
    );

  m.road('primaryRoad', VIA_BALBIA);
  m.road('road', BYPASS);
  m.road('road', TRIGH_CAPUZZO);
  m.road('road', TRIGH_EL_ABD);
  m.road('road', [P.tobruk, [22, 58], P.elAdem, [18, 30], P.birElGubi]);
  m.road('road', [P.elAdem, [12, 56], P.acroma, [-1, 62]]);
  m.road('road', [P.gabrSaleh, [61, 28], P.sciafsciuf, [64, 50], P.chleta, P.gambut]);
  m.road('road', [P.sidiRezegh, [44, 48], P.sciafsciuf]);
  m.road('road', [P.gambut, [82, 50], [86, 45]]); // towards Gasr el Arid and Sidi Azeiz

  const steps = (p: Pt) =>
    [ESC_SOUTH, ESC_NORTH, ESC_COAST].reduce((h, e) => {
      const x0 = e[0]![0];
      const x1 = e[e.length - 1]![0];
      return p[0] >= x0 && p[0] <= x1 && p[1] > yOn(e, p[0]) ? h - (e === ESC_COAST ? 45 : 22) : h;
    }, 0);
  m.setElevation((p) => {
    if (p[1] > yOn(COAST, p[0])) return 0;
    const h = 200 - 1.1 * p[1] + 12 * (m.noise(p[0], p[1], 6) - 0.5) + steps(p);
    return Math.max(5, h);
  });
  const names: Record<string, string> = {
    tobruk: 'Tobruk',
    acroma: 'Acroma',
    elAdem: 'El Adem',
    seCorner: 'Tobruk perimeter, SE corner (Tugun and Butch)',
    edDuda: 'Ed Duda',
    belhamed: 'Belhamed',
    sidiRezegh: 'Sidi Rezegh',
    zaafran: 'Zaafran',
    pt175: 'Point 175',
    chleta: 'Bir el Chleta',
    gambut: 'Gambut',
    sciafsciuf: 'Bir Sciafsciuf',
    birElGubi: 'Bir el Gubi',
    gabrSaleh: 'Gabr Saleh',
  };
  for (const [k, p] of Object.entries(P)) m.name(p[0], p[1], names[k]!);
  m.name(40.5, 55.8, 'Sidi Rezegh airfield');
  return m;
}

/** Tobruk's posts, wire and mines; the Axis siege line; Ariete's position at Bir el Gubi (dossier 3). */
function fortify(m: MapGen): void {
  m.each((loc, p) => {
    const t = m.letterAt(loc);
    if (t === '~') return;
    if (polyDist(p, PERIMETER) <= 0.55) m.feature(loc, { fortification: m.hash(loc, 31) < 0.5 ? 'bunker' : 'trench' });
    else if (polyDist(p, PERIMETER.map(([x, y]) => [x + (x - 23) * 0.07, y + (y - 67) * 0.07] as Pt)) <= 0.6 && m.hash(loc, 32) < 0.6)
      m.feature(loc, { minefield: 2 });
    else if (polyDist(p, AXIS_SIEGE) <= 0.5 && m.hash(loc, 33) < 0.7) m.feature(loc, { fortification: 'trench' });
    else if (Math.hypot(p[0] - P.birElGubi[0], p[1] - P.birElGubi[1]) <= 2.2)
      m.feature(loc, { fortification: 'ip', ...(m.hash(loc, 34) < 0.3 ? { minefield: 1 as const } : {}) });
  });
}

export function crusader(): Scenario {
  const map = drawMap();
  fortify(map);
  const oob = new Oob(map, START, 120, 3000, 2);
  const ai: { allied: AiOrder[]; axis: AiOrder[] } = { allied: [], axis: [] };
  const hexOf = (p: Pt) => map.hex(p[0], p[1]);
  const order = (side: 'allied' | 'axis', org: string, o: AiOrder['order'], target?: Pt, from?: string) =>
    ai[side].push({
      org,
      order: o,
      ...(target ? { target: hexOf(target) } : {}),
      ...(from ? { fromTurn: oob.turnOf(from) } : {}),
    });
  type B = { key: TemplateKey; name: string; n: number; q?: Quality; nation?: string; size?: UnitSpec['size'] };
  type Where = Pick<UnitSpec, 'at' | 'arrive'> & Partial<UnitSpec>;
  /** An organisation with its HQ and units, laid out in a box round `c` (or arriving together). */
  const group = (
    parent: string,
    id: string,
    name: string,
    level: 'division' | 'brigade' | 'regiment',
    q: Quality,
    c: Pt,
    units: B[],
    extra: { arrive?: { when: string; at: Pt }; w?: number; h?: number; nation?: string; range?: number; fixed?: string } = {},
  ): string => {
    const side = oob.sideOf(parent);
    const org = oob.org(id, name, side, level, parent, extra.nation);
    const pts = box(c, extra.w ?? 3, extra.h ?? 2.5, units.length + 1);
    const where = (i: number): Where => ({
      ...(extra.arrive ? { arrive: extra.arrive } : { at: pts[i]! }),
      ...(extra.fixed ? { fixed: true, release: extra.fixed } : {}),
    });
    const hqName = `${name.replace(/ \(.*\)$/, '')} HQ`;
    oob.hq(org, hqName, extra.range ?? (level === 'division' ? 8 : 5), q, where(units.length), {
      key: units.every((u) => u.key === 'britInfFoot' || u.key === 'itaInf' || u.key === 'gerInf') ? 'hqFoot' : 'hq',
    });
    units.forEach((u, i) =>
      oob.add({ org, key: u.key, name: u.name, strength: u.n, quality: u.q ?? q, ...(u.nation ? { nation: u.nation } : {}), ...(u.size ? { size: u.size } : {}), ...where(i) }),
    );
    return org;
  };
  const units = (org: string, q: Quality, list: (B & { at: Pt })[], extra: Partial<UnitSpec> = {}) =>
    list.forEach((u) =>
      oob.add({ org, key: u.key, name: u.name, strength: u.n, quality: u.q ?? q, at: u.at, ...(u.size ? { size: u.size } : {}), ...(u.nation ? { nation: u.nation } : {}), ...extra }),
    );

  // =========================== British Commonwealth: Eighth Army ==========================
  const army = oob.org('8army', 'Eighth Army (Cunningham)', 'allied', 'army', undefined, 'UK');
  oob.hq(army, 'Eighth Army HQ (Cunningham)', 35, 'C', { at: [82, 3] }, { size: 'army' });

  // ---- XXX Corps: across the wire in the south-east at dawn on 18 November ----
  const xxx = oob.org('xxx', 'XXX Corps (Norrie)', 'allied', 'corps', army);
  oob.hq(xxx, 'XXX Corps HQ (Norrie)', 18, 'C', { at: [70, 4] });
  const ad7 = oob.org('7ad', '7th Armoured Division (Gott)', 'allied', 'division', xxx);
  oob.hq(ad7, '7th Armoured Div HQ (Gott)', 10, 'B', { at: [60, 5] });
  const ab7 = group(ad7, '7ab', '7th Armoured Brigade (Davy)', 'brigade', 'B', [57, 7], [
    { key: 'a13', name: '7th Hussars', n: 45 },
    { key: 'a13', name: '2nd Royal Tank Regiment', n: 45 },
    { key: 'crusader', name: '6th Royal Tank Regiment', n: 40 },
  ]);
  const ab22 = group(ad7, '22ab', '22nd Armoured Brigade (Scott-Cockburn)', 'brigade', 'C', [48, 6], [
    { key: 'crusader', name: '2nd Royal Gloucestershire Hussars', n: 52 },
    { key: 'crusader', name: '3rd County of London Yeomanry', n: 52 },
    { key: 'crusader', name: '4th County of London Yeomanry', n: 51 },
  ]);
  const ab4 = group(ad7, '4ab', '4th Armoured Brigade Group (Gatehouse)', 'brigade', 'B', [63, 8], [
    { key: 'stuart41', name: '8th Kings Royal Irish Hussars', n: 55 },
    { key: 'stuart41', name: '3rd Royal Tank Regiment', n: 55 },
    { key: 'stuart41', name: '5th Royal Tank Regiment', n: 55 },
    { key: 'pdr25', name: '2nd Royal Horse Artillery', n: 24 },
  ]);
  const sg7 = group(ad7, '7sg', '7th Support Group (Campbell)', 'brigade', 'B', [55, 3], [
    { key: 'britMotor41', name: '1st Bn Kings Royal Rifle Corps', n: 800 },
    { key: 'britMotor41', name: '2nd Bn Rifle Brigade', n: 800 },
    { key: 'brit2pdr', name: '3rd Royal Horse Artillery (anti-tank)', n: 36 },
    { key: 'pdr25', name: '4th Royal Horse Artillery', n: 24 },
    { key: 'pdr25', name: '60th Field Regiment RA', n: 24 },
  ]);
  units(ad7, 'B', [
    { key: 'marmon', name: 'Kings Dragoon Guards', n: 50, at: [50, 15] },
    { key: 'marmon', name: '11th Hussars', n: 50, at: [60, 17] },
    { key: 'marmon', name: '4th South African Armoured Car Regt', n: 50, at: [70, 14], q: 'C' },
  ]);
  const sa1 = oob.org('1sad', '1st South African Division (Brink)', 'allied', 'division', xxx, 'South Africa');
  const saIn1 = { when: '1941-11-19T10:00', at: [26, 0] as Pt };
  const saIn5 = { when: '1941-11-20T08:00', at: [44, 0] as Pt };
  oob.hq(sa1, '1st SA Division HQ (Brink)', 9, 'C', { arrive: saIn5 });
  const sab1 = group(sa1, '1sab', '1st SA Infantry Brigade', 'brigade', 'C', [0, 0], [
    { key: 'britInf41', name: '1st Royal Natal Carbineers', n: 800 },
    { key: 'britInf41', name: '1st Duke of Edinburghs Own Rifles', n: 800 },
    { key: 'britInf41', name: '1st Transvaal Scottish', n: 800 },
    { key: 'pdr25', name: '1st SA Field Regiment', n: 24 },
  ], { arrive: saIn1 });
  const sab5 = group(sa1, '5sab', '5th SA Infantry Brigade', 'brigade', 'C', [0, 0], [
    { key: 'britInf41', name: '3rd Transvaal Scottish', n: 800 },
    { key: 'britInf41', name: '1st South African Irish', n: 800 },
    { key: 'britInf41', name: '2nd Regiment Botha', n: 800 },
    { key: 'pdr25', name: '2nd SA Field Regiment', n: 24 },
  ], { arrive: saIn5 });
  for (const b of [
    { key: 'pdr25', name: '3rd SA Field Regiment', n: 24 },
    { key: 'brit2pdr', name: '1st SA Anti-Tank Regiment', n: 36 },
  ] as const)
    oob.add({ org: sa1, key: b.key, name: b.name, strength: b.n, quality: 'C', arrive: saIn5 });
  const gds22 = group(xxx, '22gds', '22nd Guards Brigade (Marriott)', 'brigade', 'B', [75, 6], [
    { key: 'britInf41', name: '3rd Bn Coldstream Guards', n: 800 },
    { key: 'britInf41', name: '2nd Bn Scots Guards', n: 800 },
    { key: 'britInf41', name: '1st Bn Worcestershire Regiment', n: 800, q: 'C' },
  ]);
  oob.add({ org: xxx, key: 'britMedium', name: '7th Medium Regiment RA', strength: 16, quality: 'C', size: 'regiment', arrive: { when: '1941-11-19T08:00', at: [70, 0] } });

  // ---- XIII Corps: the New Zealand Division and 1st Army Tank Brigade from the east ----
  const xiii = oob.org('xiii', 'XIII Corps (Godwin-Austen)', 'allied', 'corps', army);
  const nz6In = { when: '1941-11-22T10:00', at: [86, 53.5] as Pt };
  const nz4In = { when: '1941-11-23T08:00', at: [86, 56] as Pt };
  oob.hq(xiii, 'XIII Corps HQ (Godwin-Austen)', 18, 'C', { arrive: nz4In });
  const nzd = oob.org('2nzd', '2nd New Zealand Division (Freyberg)', 'allied', 'division', xiii, 'New Zealand');
  oob.hq(nzd, '2nd NZ Division HQ (Freyberg)', 10, 'B', { arrive: nz4In });
  const nzb6 = group(nzd, '6nzb', '6th NZ Infantry Brigade (Barrowclough)', 'brigade', 'B', [0, 0], [
    { key: 'britInf41', name: '24th NZ Battalion', n: 750 },
    { key: 'britInf41', name: '25th NZ Battalion', n: 750 },
    { key: 'britInf41', name: '26th NZ Battalion', n: 750 },
    { key: 'pdr25', name: '6th NZ Field Regiment', n: 24 },
  ], { arrive: nz6In });
  const nzb4 = group(nzd, '4nzb', '4th NZ Infantry Brigade (Inglis)', 'brigade', 'B', [0, 0], [
    { key: 'britInf41', name: '18th NZ Battalion', n: 750 },
    { key: 'britInf41', name: '19th NZ Battalion', n: 750 },
    { key: 'britInf41', name: '20th NZ Battalion', n: 750 },
    { key: 'pdr25', name: '4th NZ Field Regiment', n: 24 },
  ], { arrive: nz4In });
  for (const b of [
    { key: 'marmon', name: 'NZ Divisional Cavalry', n: 45 },
    { key: 'mgBn', name: '27th NZ (Machine Gun) Battalion', n: 650 },
    { key: 'pdr25', name: '5th NZ Field Regiment', n: 24 },
    { key: 'brit2pdr', name: '7th NZ Anti-Tank Regiment', n: 36 },
    { key: 'britBofors', name: '14th NZ Light AA Regiment', n: 24 },
    { key: 'britRE41', name: 'NZ Divisional Engineers', n: 450 },
  ] as const)
    oob.add({ org: nzd, key: b.key, name: b.name, strength: b.n, quality: 'B', arrive: nz4In });
  const atb1 = oob.org('1atb', '1st Army Tank Brigade (Watkins)', 'allied', 'brigade', xiii, 'UK');
  oob.hq(atb1, '1st Army Tank Bde HQ', 5, 'C', { arrive: nz6In });
  oob.add({ org: atb1, key: 'valentine', name: '8th Royal Tank Regiment', strength: 50, quality: 'C', arrive: nz6In });
  oob.add({ org: atb1, key: 'matilda', name: '44th Royal Tank Regiment', strength: 50, quality: 'C', arrive: nz4In });

  // ---- Tobruk Fortress: 70th Division, the Polish brigade, 32nd Army Tank Brigade ----
  const rel = '1941-11-21T06:00'; // the breakout (dossier 8: garrison fixed until the British declare it)
  const d70 = oob.org('70d', '70th Infantry Division and Tobruk Fortress (Scobie)', 'allied', 'division', army, 'UK');
  oob.hq(d70, 'Tobruk Fortress HQ (Scobie)', 12, 'C', { at: [24, 66] });
  const fx = { fixed: rel };
  const b14 = group(d70, '14ib', '14th Infantry Brigade', 'brigade', 'C', [30, 60.5], [
    { key: 'britInfFoot', name: '2nd Bn Black Watch', n: 800 },
    { key: 'britInfFoot', name: '1st Bn Bedfordshire and Hertfordshire', n: 800 },
    { key: 'britInfFoot', name: '2nd Bn York and Lancaster', n: 800 },
  ], fx);
  const b16 = group(d70, '16ib', '16th Infantry Brigade', 'brigade', 'C', [27, 59.5], [
    { key: 'britInfFoot', name: '2nd Bn Leicestershire Regiment', n: 800 },
    { key: 'britInfFoot', name: '2nd Bn Queens Royal Regiment', n: 800 },
    { key: 'britInfFoot', name: '2nd Bn Kings Own Royal Regiment', n: 800 },
  ], fx);
  const b23 = group(d70, '23ib', '23rd Infantry Brigade', 'brigade', 'C', [20, 59], [
    { key: 'britInfFoot', name: '1st Bn Durham Light Infantry', n: 800 },
    { key: 'britInfFoot', name: '4th Bn Border Regiment', n: 800 },
    { key: 'britInfFoot', name: '1st Bn Essex Regiment', n: 800 },
  ], { ...fx, w: 8, h: 2 });
  units(d70, 'C', [
    { key: 'mgBn', name: '1st Bn Royal Northumberland Fusiliers (MG)', n: 700, at: [32, 63] },
    { key: 'britInfFoot', name: '2/13th Australian Infantry Bn', n: 750, at: [34, 65], q: 'B', nation: 'Australia' },
    { key: 'britInfFoot', name: '11th Czechoslovak Infantry Bn', n: 650, at: [12, 68], nation: 'Czechoslovakia' },
    { key: 'pdr25', name: 'Tobruk field regiment (1)', n: 24, at: [27, 63] },
    { key: 'pdr25', name: 'Tobruk field regiment (2)', n: 24, at: [21, 62] },
    { key: 'pdr25', name: 'Tobruk field regiment (3)', n: 24, at: [15, 64] },
    { key: 'britMedium', name: 'Tobruk medium regiment', n: 16, at: [24, 64] },
    { key: 'brit2pdr', name: 'Tobruk anti-tank regiment', n: 36, at: [29, 62] },
  ], { fixed: true, release: rel });
  const pol = group(d70, 'pol', 'Polish Carpathian Rifle Brigade (Kopanski)', 'brigade', 'B', [13, 64], [
    { key: 'britInfFoot', name: '1st Carpathian Rifle Bn', n: 750 },
    { key: 'britInfFoot', name: '2nd Carpathian Rifle Bn', n: 750 },
    { key: 'britInfFoot', name: '3rd Carpathian Rifle Bn', n: 750 },
    { key: 'britInf41', name: 'Carpathian Lancers Regiment', n: 600 },
    { key: 'pdr25', name: 'Carpathian Artillery Regiment', n: 24 },
  ], { ...fx, nation: 'Poland', w: 3, h: 6 });
  const atb32 = group(d70, '32atb', '32nd Army Tank Brigade (Willison)', 'brigade', 'C', [28, 62.5], [
    { key: 'a13', name: '1st Royal Tank Regiment', n: 45 },
    { key: 'matilda', name: '4th Royal Tank Regiment', n: 50 },
    { key: 'matilda', name: 'D Squadron, 7th Royal Tank Regiment', n: 15, size: 'company' },
  ], fx);

  // British A/I orders (dossier sections 1 and 5).
  order('allied', ad7, 'attack', P.sidiRezegh);
  order('allied', ab7, 'attack', P.sidiRezegh);
  order('allied', sg7, 'attack', P.sidiRezegh, '1941-11-19T08:00');
  order('allied', ab22, 'attack', P.birElGubi);
  order('allied', ab22, 'move', P.gabrSaleh, '1941-11-20T06:00');
  order('allied', ab22, 'attack', P.sidiRezegh, '1941-11-21T08:00');
  order('allied', ab4, 'hold', P.gabrSaleh);
  order('allied', ab4, 'attack', P.sidiRezegh, '1941-11-21T08:00');
  order('allied', sa1, 'move', [42, 50]);
  order('allied', sab1, 'hold', [20, 16]);
  order('allied', sab5, 'attack', P.sidiRezegh, '1941-11-22T06:00');
  order('allied', gds22, 'hold', [75, 6]);
  order('allied', xxx, 'attack', P.sidiRezegh);
  order('allied', nzd, 'attack', P.pt175);
  order('allied', nzb6, 'attack', P.sidiRezegh, '1941-11-25T18:00');
  order('allied', nzb4, 'attack', P.belhamed, '1941-11-25T18:00');
  order('allied', atb1, 'attack', P.edDuda, '1941-11-26T06:00');
  order('allied', xiii, 'attack', P.belhamed);
  order('allied', d70, 'hold', P.tobruk);
  order('allied', b14, 'attack', P.edDuda, rel);
  order('allied', b16, 'attack', P.edDuda, rel);
  order('allied', atb32, 'attack', P.edDuda, rel);
  order('allied', b23, 'hold', [20, 58]);
  order('allied', pol, 'hold', [10, 63]);
  order('allied', army, 'reserve');

  // =========================== Axis: Panzergruppe Afrika ==================================
  const pg = oob.org('pgafrika', 'Panzergruppe Afrika (Rommel)', 'axis', 'army', undefined, 'Germany');
  oob.hq(pg, 'Panzergruppe Afrika HQ (Rommel)', 35, 'B', { at: [76, 54] }, { size: 'army' });
  const dak = oob.org('dak', 'Deutsches Afrikakorps (Crüwell)', 'axis', 'corps', pg);
  oob.hq(dak, 'DAK HQ (Crüwell)', 18, 'A', { at: [68, 53] });
  const pz15 = oob.org('15pz', '15. Panzer-Division (Neumann-Silkow)', 'axis', 'division', dak);
  oob.hq(pz15, '15. Pz.Div. HQ', 9, 'A', { at: [74, 49] });
  group(pz15, '15pz-pr8', 'Panzer-Regiment 8', 'regiment', 'A', [72, 47], [
    { key: 'pzMix41', name: 'I./Pz.Rgt 8', n: 66 },
    { key: 'pzMix41', name: 'II./Pz.Rgt 8', n: 66 },
  ]);
  group(pz15, '15pz-sr115', 'Schützen-Regiment 115', 'regiment', 'B', [77, 51], [
    { key: 'gerSchuetzen41', name: 'I./Schtz.Rgt 115', n: 650 },
    { key: 'gerSchuetzen41', name: 'II./Schtz.Rgt 115', n: 650 },
    { key: 'gerSchuetzen41', name: 'III./Schtz.Rgt 115', n: 650 },
  ]);
  group(pz15, '15pz-ar33', 'Artillerie-Regiment 33', 'regiment', 'B', [76, 46], [
    { key: 'lefh18', name: 'I./Art.Rgt 33', n: 12 },
    { key: 'lefh18', name: 'II./Art.Rgt 33', n: 12 },
    { key: 'sfh18', name: 'III./Art.Rgt 33', n: 12 },
  ]);
  units(pz15, 'A', [
    { key: 'gerKrad', name: 'Kradschützen-Btl. 15', n: 500, at: [70, 45] },
    { key: 'pak38', name: 'Panzerjäger-Abt. 33', n: 24, at: [73, 50], q: 'B' },
    { key: 'gerPioneer', name: 'Pionier-Btl. 33', n: 400, at: [75, 52], q: 'B' },
  ]);
  const pz21 = oob.org('21pz', '21. Panzer-Division (v. Ravenstein)', 'axis', 'division', dak);
  oob.hq(pz21, '21. Pz.Div. HQ', 9, 'A', { at: [82, 44] });
  group(pz21, '21pz-pr5', 'Panzer-Regiment 5', 'regiment', 'A', [80, 41], [
    { key: 'pzMix41', name: 'I./Pz.Rgt 5', n: 56 },
    { key: 'pzMix41', name: 'II./Pz.Rgt 5', n: 56 },
  ]);
  group(pz21, '21pz-sr104', 'Schützen-Regiment 104', 'regiment', 'B', [83, 47], [
    { key: 'gerSchuetzen41', name: 'I./Schtz.Rgt 104', n: 650 },
    { key: 'gerSchuetzen41', name: 'II./Schtz.Rgt 104', n: 650 },
  ]);
  group(pz21, '21pz-ar155', 'Artillerie-Regiment 155', 'regiment', 'B', [82, 38], [
    { key: 'lefh18', name: 'I./Art.Rgt 155', n: 12 },
    { key: 'lefh18', name: 'II./Art.Rgt 155', n: 12 },
    { key: 'sfh18', name: 'III./Art.Rgt 155', n: 12 },
  ]);
  units(pz21, 'B', [
    { key: 'pak38', name: 'Panzerjäger-Abt. 39', n: 24, at: [79, 44] },
    { key: 'gerPioneer', name: 'Pionier-Btl. 200', n: 400, at: [84, 42] },
  ]);
  const zbv = oob.org('zbv', 'Division z.b.V. Afrika (Sümmermann)', 'axis', 'division', dak);
  oob.hq(zbv, 'Div. z.b.V. Afrika HQ', 8, 'B', { at: [42, 62.5] }, { key: 'hqFoot' });
  const ir155 = oob.org('zbv-ir155', 'Infanterie-Regiment 155', 'axis', 'regiment', zbv);
  oob.hq(ir155, 'Inf.Rgt 155 HQ', 5, 'B', { at: [39, 60.5] }, { key: 'hqFoot' });
  units(ir155, 'B', [
    { key: 'gerInf', name: 'I./Inf.Rgt 155', n: 700, at: P.edDuda },
    { key: 'gerInf', name: 'II./Inf.Rgt 155', n: 700, at: P.belhamed },
    { key: 'gerInf', name: 'III./Inf.Rgt 155', n: 700, at: [40.5, 55.5] },
  ]);
  const ar361 = oob.org('zbv-ar361', 'Afrika-Regiment 361', 'axis', 'regiment', zbv);
  oob.hq(ar361, 'Afrika-Rgt 361 HQ', 5, 'B', { at: [46, 62] }, { key: 'hqFoot' });
  units(ar361, 'C', [
    { key: 'gerInf', name: 'I./Afrika-Rgt 361', n: 700, at: [45, 61] },
    { key: 'gerInf', name: 'II./Afrika-Rgt 361', n: 700, at: [36, 62.5] },
  ]);
  units(zbv, 'B', [
    { key: 'gerInf', name: 'Inf.Btl. z.b.V. 300 (Oasis)', n: 500, at: P.zaafran, q: 'C' },
    { key: 'pak38', name: 'Panzerjäger-Abt. 605', n: 27, at: [42, 58] },
    { key: 'lefh18', name: 'Art.Abt. (Div. z.b.V.)', n: 12, at: [44, 63.5] },
  ]);
  const wechmar = group(dak, 'wechmar', 'Aufklärungsgruppe Wechmar', 'regiment', 'A', [58, 36], [
    { key: 'armouredCar41', name: 'Aufklärungs-Abt. 3', n: 30 },
    { key: 'armouredCar41', name: 'Aufklärungs-Abt. 33', n: 30 },
  ], { w: 14, h: 6 });
  const arko = group(dak, 'arko104', 'Artillerie-Kommando 104 (Böttcher)', 'brigade', 'B', [44, 65], [
    { key: 'k18', name: 'Arko 104, s.Art.Abt. (10 cm K 18)', n: 12 },
    { key: 'sfh18', name: 'Arko 104, s.Art.Abt. (15 cm)', n: 12 },
    { key: 'moerser21', name: 'Arko 104, s.Art.Abt. (21 cm Mörser)', n: 8 },
    { key: 'sfh18', name: 'Arko 104, II./Art.Rgt (15 cm)', n: 12 },
  ], { w: 10, h: 2 });
  units(dak, 'B', [
    { key: 'flak88', name: 'I./Flak-Rgt 33 (8.8 cm)', n: 12, at: [71, 50] },
    { key: 'flak88', name: 'I./Flak-Rgt 18 (8.8 cm)', n: 12, at: [80, 46] },
  ]);

  // ---- Italian XXI Corps: the siege of Tobruk ----
  const xxi = oob.org('xxi', 'XXI Corpo d\'Armata (Navarrini)', 'axis', 'corps', pg, 'Italy');
  oob.hq(xxi, 'XXI Corps HQ (Navarrini)', 16, 'D', { at: [14, 50] });
  const itaDiv = (id: string, name: string, regts: [string, string], art: string, along: Pt[], q: Quality) => {
    const d = oob.org(id, name, 'axis', 'division', xxi);
    const pts = along;
    oob.hq(d, `${name.replace(/ \(.*\)$/, '')} HQ`, 8, q, { at: pts[8]! }, { key: 'hqFoot' });
    let k = 0;
    for (const r of regts)
      for (const b of ['I', 'II', 'III'])
        oob.add({ org: d, key: 'itaInf', name: `${b}/${r}`, strength: 600, quality: q, at: pts[k++]! });
    oob.add({ org: d, key: 'ita75', name: `${art} (75/27)`, strength: 24, quality: q, size: 'regiment', at: pts[6]! });
    oob.add({ org: d, key: 'ita100', name: `${art} (100/17)`, strength: 12, quality: q, at: pts[7]! });
    return d;
  };
  /** Six battalion places along the siege line between two x values, then three 2.5 km further out. */
  const siege = (x0: number, x1: number): Pt[] => {
    const seg = AXIS_SIEGE.filter(([x]) => x >= x0 && x <= x1);
    return [...along(seg, 6), ...along(seg, 3).map(([x, y]) => [x, y - 2.5] as Pt)];
  };
  const bologna = itaDiv('bologna', '25th Infantry Division Bologna', ['39 Rgt Bologna', '40 Rgt Bologna'], '205 Art.Rgt', siege(23, 37), 'D');
  const pavia = itaDiv('pavia', '17th Infantry Division Pavia', ['27 Rgt Pavia', '28 Rgt Pavia'], '26 Art.Rgt', siege(12, 25), 'D');
  const brescia = itaDiv('brescia', '27th Infantry Division Brescia', ['19 Rgt Brescia', '20 Rgt Brescia'], '55 Art.Rgt', box([5, 61], 3, 8, 9), 'D');
  const trento = itaDiv('trento', '102nd Motorised Division Trento', ['61 Rgt Trento', '62 Rgt Trento'], '46 Art.Rgt', box([5, 70], 3, 5, 9), 'D');
  units(xxi, 'D', [
    { key: 'ita149', name: 'XXI Corps heavy artillery (149/13) I', n: 12, at: [16, 52] },
    { key: 'ita149', name: 'XXI Corps heavy artillery (149/13) II', n: 12, at: [28, 52] },
  ]);

  // ---- Italian XX Mobile Corps ----
  const xx = oob.org('xx', 'XX Corpo d\'Armata di Manovra (Gambara)', 'axis', 'corps', pg, 'Italy');
  oob.hq(xx, 'XX Mobile Corps HQ (Gambara)', 16, 'C', { at: [16, 20] });
  const ariete = oob.org('ariete', '132nd Armoured Division Ariete (Balotta)', 'axis', 'division', xx);
  oob.hq(ariete, 'Ariete HQ', 8, 'C', { at: [16, 13] });
  group(ariete, 'ariete-132', '132nd Tank Regiment', 'regiment', 'C', [19, 11], [
    { key: 'm13', name: 'VII Tank Bn (M13/40)', n: 48 },
    { key: 'm13', name: 'VIII Tank Bn (M13/40)', n: 49 },
    { key: 'm13', name: 'IX Tank Bn (M13/40)', n: 49 },
    { key: 'l3', name: 'Ariete light tank group (L3)', n: 30, q: 'D' },
  ]);
  group(ariete, 'ariete-8b', '8th Bersaglieri Regiment', 'regiment', 'C', [16, 11.5], [
    { key: 'bersaglieri', name: 'III Bersaglieri Bn', n: 600 },
    { key: 'bersaglieri', name: 'V Bersaglieri Bn', n: 600 },
    { key: 'bersaglieri', name: 'XII Bersaglieri Bn', n: 600 },
  ], { w: 2, h: 2 });
  units(ariete, 'C', [
    { key: 'ita75', name: '132nd Artillery Regiment (75/27)', n: 24, at: [15, 13], size: 'regiment' },
    { key: 'itaAt47', name: 'Ariete anti-tank group (47/32)', n: 24, at: [18, 12.5] },
  ]);
  const trIn = { when: '1941-11-24T08:00', at: [-1, 20] as Pt };
  const trieste = oob.org('trieste', '101st Motorised Division Trieste', 'axis', 'division', xx);
  oob.hq(trieste, 'Trieste HQ', 8, 'C', { arrive: trIn });
  for (const b of [
    { key: 'bersaglieri', name: 'I/65 Rgt Trieste', n: 600 },
    { key: 'bersaglieri', name: 'II/65 Rgt Trieste', n: 600 },
    { key: 'bersaglieri', name: 'I/66 Rgt Trieste', n: 600 },
    { key: 'bersaglieri', name: 'II/66 Rgt Trieste', n: 600 },
    { key: 'bersaglieri', name: '9th Bersaglieri Regiment', n: 900 },
    { key: 'ita100', name: '21st Artillery Regiment (100/17)', n: 12 },
    { key: 'ita75', name: '21st Artillery Regiment (75/27)', n: 12 },
  ] as const)
    oob.add({ org: trieste, key: b.key, name: b.name, strength: b.n, quality: 'C', arrive: trIn });
  oob.add({ org: xx, key: 'l3', name: 'RECAM reconnaissance group', strength: 25, quality: 'C', at: [6, 22] });

  // Axis A/I orders (dossier sections 1 and 6: the historical moves and the dash to the wire).
  order('axis', pz15, 'reserve', [74, 50]);
  order('axis', pz15, 'attack', P.gabrSaleh, '1941-11-20T06:00');
  order('axis', pz15, 'attack', P.sidiRezegh, '1941-11-21T06:00');
  order('axis', pz15, 'move', [84, 30], '1941-11-24T08:00');
  order('axis', pz15, 'attack', P.belhamed, '1941-11-27T08:00');
  order('axis', pz21, 'attack', P.gabrSaleh, '1941-11-19T08:00');
  order('axis', pz21, 'attack', P.sidiRezegh, '1941-11-21T06:00');
  order('axis', pz21, 'move', [84, 20], '1941-11-24T08:00');
  order('axis', pz21, 'attack', P.edDuda, '1941-11-28T06:00');
  order('axis', zbv, 'hold', P.edDuda);
  order('axis', wechmar, 'hold', P.sciafsciuf);
  order('axis', arko, 'hold', [44, 65]);
  order('axis', dak, 'reserve');
  order('axis', xxi, 'hold');
  for (const d of [bologna, pavia, brescia, trento]) order('axis', d, 'hold');
  order('axis', ariete, 'hold', P.birElGubi);
  order('axis', ariete, 'attack', P.sidiRezegh, '1941-11-23T06:00');
  order('axis', trieste, 'move', P.elAdem);
  order('axis', xx, 'hold', P.birElGubi);
  order('axis', pg, 'reserve');

  // =========================== Objectives (dossier section 7) =============================
  const obj = (p: Pt, name: string, vp: number, owner: 'allied' | 'axis'): ObjectiveSetup => ({ hex: hexOf(p), name, vp, owner });
  const objectives: ObjectiveSetup[] = [
    obj(P.tobruk, 'Tobruk', 100, 'allied'),
    obj(P.gabrSaleh, 'Gabr Saleh', 10, 'allied'),
    obj(P.edDuda, 'Ed Duda', 40, 'axis'),
    obj(P.sidiRezegh, 'Sidi Rezegh', 40, 'axis'),
    obj([40.5, 55.8], 'Sidi Rezegh airfield', 15, 'axis'),
    obj(P.belhamed, 'Belhamed', 30, 'axis'),
    obj(P.zaafran, 'Zaafran', 15, 'axis'),
    obj(P.pt175, 'Point 175', 25, 'axis'),
    obj(P.elAdem, 'El Adem', 40, 'axis'),
    obj(P.gambut, 'Gambut', 40, 'axis'),
    obj(P.chleta, 'Bir el Chleta', 10, 'axis'),
    obj(P.birElGubi, 'Bir el Gubi', 20, 'axis'),
  ];

  return {
    id: 'crusader',
    version: 1,
    title: 'Crusader: the relief of Tobruk',
    description:
      '18-30 November 1941: Eighth Army swings round the frontier to destroy the Afrika Korps and relieve Tobruk.',
    scale: 'operational',
    sources: [
      'Murphy, The Relief of Tobruk (Official History of New Zealand in the Second World War, 1961)',
      'Playfair, The Mediterranean and Middle East vol. III (HMSO, 1960)',
      'Agar-Hamilton & Turner, The Sidi Rezeg Battles 1941 (South African official history, 1957)',
      'Maughan, Tobruk and El Alamein (Australian official history), ch. 10 "Ed Duda"',
      'Jentz, Tank Combat in North Africa (1998)',
      'Humble, Crusader (1987)',
      'Biermann, rommelsriposte.com: "The Empire\'s largest tank force"; 3 CLY strength 26 Oct 1941; First Battle of Bir el Gobi; Scientia Militaria 49/1 (2021)',
      'Crisp, Brazen Chariots',
    ],
    notes: [
      'Times are UTC+2 (Egyptian time and Berlin time agreed in November 1941); turns at even hours: 06:00 dawn, 08:00-14:00 day, 16:00 dusk, 18:00-04:00 night.',
      'Map: 85 x 88 hexes of 1 km (85 x 75 km, SW corner 31.45N 23.70E), from Acroma and Tobruk in the north-west to Gambut in the north-east and Bir el Gubi and Gabr Saleh in the south.',
      'Judgement: the coast line, the three escarpments round Sidi Rezegh (southern, Belhamed and coastal), the Axis by-pass road and the perimeter trace are drawn from the NZ official history maps as described in the dossier (est.), not surveyed.',
      'Judgement: Sidi Rezegh, Ed Duda, Belhamed, Zaafran, Point 175, Bir el Chleta, Gambut, Bir Sciafsciuf, Bir el Gubi and Gabr Saleh are where the dossier puts them; Ed Duda is 3 miles NNW of Sidi Rezegh as the 1941 communique says.',
      'Judgement: the frontier (Sidi Omar, Capuzzo, Bardia, Halfaya), 4th Indian Division, 5th NZ Brigade and 42nd RTR are off the map; the DAK dash to the wire (24-27 Nov) is an A/I move to the east edge.',
      'Judgement: the Tobruk garrison is Fixed until 21 Nov 06:00, the breakout (dossier 8); the battalion lists of 22nd Guards and 23rd Brigades and the Tobruk artillery regiments are est.',
      'Judgement: the Italian siege divisions are shown by battalions; Trieste enters from the west edge on 24 November (est.); Arko 104 battalions are named by calibre.',
      'Judgement: a DAK Panzer-Abteilung is one unit of mixed Pz II, III and IV (about 249 German tanks in all); British and Commonwealth infantry outside Tobruk is lorried.',
      'Dust spotting is on for both sides (desert).',
      'Air (dossier 4-5 and 8): Western Desert Air Force (Blenheims, Hurricanes, Marylands for reconnaissance) against Fliegerfuehrer Afrika (Ju 87, Bf 110) and the Italian 5th Squadra (CR.42). Simplified: each air unit is one mission package of 6-12 aircraft, not the 616 and 342 serviceable aircraft of the force totals; the Axis units are grounded (availability 0) until 20 Nov 06:00, though their interdiction parameter is not; fighters are left to the Air Interception parameters; the aircraft numbers and values are est.',
      'Victory: the historical 30 November position (corridor cut, NZ Division broken, the DAK down to a few dozen tanks) scores about an Axis minor victory on the map.',
      'Balance (issue 20): the A/I reads the victory levels (it pushes harder when not winning), and its results swing with them. A/I against A/I, seeds 1-20, Commonwealth wins-draws-losses: levels +250/+60/-60/-250 (the old ones) 3-5-12; +150/-50/-160/-350 11-3-4 (18 seeds); +150/0/-110/-350 3-7-10; +150/-25/-135/-350 12-3-5; +150/-12/-122/-350 (these) 8-2-10: the Commonwealth wins or draws 50 % and the Axis 60 %, 0 refused commands. Historically Crusader was a Commonwealth victory at a cost of about twice the Axis tank losses (est.), hence levels below zero.',
    ],
    // What players call the sides (issue 18): the rules keep the ids allied and axis.
    sides: { allied: { name: 'Commonwealth' }, axis: { name: 'Axis' } },
    briefing: {
      allied:
        'Eighth Army, 18 November 1941. XXX Corps has crossed the wire unseen after the storm. Seek out and destroy the Afrika Korps\' panzer divisions, seize the Sidi Rezegh ridge and link up with the Tobruk garrison, which breaks out towards Ed Duda from 21 November. The New Zealand Division follows from the east along the Trigh Capuzzo. Do not feed your armoured brigades in one at a time.',
      axis:
        'Panzergruppe Afrika, 18 November 1941. The British offensive has come sooner than expected. The Italian XXI Corps holds the ring round Tobruk; Division z.b.V. Afrika holds Ed Duda and Belhamed. Concentrate the Afrikakorps\' two panzer divisions and destroy the British armour piece by piece, keep Tobruk isolated, and hold El Adem and the by-pass road. Ariete holds Bir el Gubi.',
    },
    start: { date: START, minutesPerTurn: 120, turns: TURNS, firstSide: 'allied' },
    daylight: { dawn: 6, day: 8, dusk: 16, night: 18 },
    environment: {
      visibility: { min: 3, max: 10, start: 5 },
      condition: 'normal',
      conditionRange: ['normal'],
      weather: [
        { from: '1941-11-18', conditions: { normal: 70, soft: 30 }, visibility: { min: 3, max: 7 }, storm: 25 },
        { from: '1941-11-19', conditions: { normal: 100 }, visibility: { min: 5, max: 10 } },
        { from: '1941-11-24', conditions: { normal: 90, soft: 10 }, visibility: { min: 4, max: 9 }, storm: 5 },
        { from: '1941-11-28', conditions: { normal: 80, soft: 20 }, visibility: { min: 4, max: 8 }, storm: 10 },
      ],
    },
    fogOfWar: true,
    optionalRules: ['programmedWeather'],
    params: {
      side: {
        // PC-AIR-10/13: RAF superiority early (dossier 8); the Bf 109F made interception costly.
        allied: { dustSpotting: 30, airInterception: 15, airInterdiction: 10 },
        axis: { dustSpotting: 30, airInterception: 15, airInterdiction: 5 },
      },
    },
    map: map.build(),
    orgs: oob.orgs,
    units: oob.units,
    objectives,
    air: [
      air('blenheim', 'air-blenheim', 'Blenheim IV, WDAF light bombers', 'allied', 'UK', 12, 'C'),
      air('hurricane', 'air-hurricane', 'Hurricane I, WDAF (strafing)', 'allied', 'UK', 12, 'C'),
      air('hurricane', 'air-tomahawk', 'Tomahawk IIB, WDAF (strafing)', 'allied', 'UK', 12, 'C'),
      air('maryland', 'air-maryland', 'Maryland, reconnaissance', 'allied', 'UK', 6, 'C'),
      air('ju87', 'air-stg1', 'Ju 87 B/R, Fliegerfuehrer Afrika', 'axis', 'Germany', 12, 'B', { available: false }),
      air('ju87', 'air-stg2', 'Ju 87 B/R, Fliegerfuehrer Afrika (2)', 'axis', 'Germany', 12, 'B', { available: false }),
      air('bf110', 'air-zg26', 'Bf 110, Fliegerfuehrer Afrika', 'axis', 'Germany', 8, 'C', { available: false }),
      air('cr42', 'air-5sq', 'CR.42, 5a Squadra', 'axis', 'Italy', 12, 'D', { available: false }),
    ],
    // PC-AIR-16: the Axis airfields flooded 17-19 Nov (dossier 2, 8); turn 25 = 20 Nov 06:00.
    airSchedule: [
      { turn: 1, side: 'axis', availability: 0 },
      { turn: 25, side: 'axis', availability: 50 },
    ],
    victory: { alliedMajor: 150, alliedMinor: -12, axisMinor: -122, axisMajor: -350 },
    ai,
  };
}
