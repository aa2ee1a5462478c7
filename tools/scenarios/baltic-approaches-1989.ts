// The Baltic approaches, 1-12 August 1989 (6 GTs), a Red Strike naval scenario (issue 17): BALTAP
// (the Danish and West German navies, LANDJUT's 6. Panzergrenadierdivision and the Jutland
// Division, the Zealand brigades, Marineflieger and Danish F-16s) against the Soviet Baltic Fleet,
// the Polish and East German navies with their landing forces, Soviet naval aviation and the NVA's
// 5th Army on the coast. The map is 15 x 13 OpHexes of 28 km from the North Sea coast of Jutland
// to Usedom and from Hamburg to Aarhus (baltic-geo.ts). Orders of battle, positions and every
// factor: docs/scenario-research-baltic-approaches-1989.md; estimates are marked there "(est.)".

import { HexBoard } from '../../src/engine/core/board.js';
import { scenarioSchema, type RsScenario, type UnitDef } from '../../src/engine/systems/red-strike/scenario.js';
import { balticExtended } from './baltic-approaches-1989-ext.js';
import { W, H, centreKm, countryAt, hexAt, kmOf, label, lonLatOf, sampleHex, type Country } from './baltic-geo.js';

/** Places (lon, lat): gazetteer values rounded to 0.01°. */
export const PLACES: Record<string, [number, number]> = {
  Copenhagen: [12.57, 55.68],
  Helsingør: [12.61, 56.03],
  Roskilde: [12.08, 55.64],
  Ringsted: [11.79, 55.44],
  Høvelte: [12.4, 55.85],
  Korsør: [11.14, 55.33],
  Kalundborg: [11.09, 55.68],
  Vordingborg: [11.91, 55.01],
  Næstved: [11.76, 55.23],
  'Nykøbing Falster': [11.87, 54.77],
  Nakskov: [11.13, 54.83],
  Odense: [10.39, 55.4],
  Nyborg: [10.8, 55.31],
  Svendborg: [10.61, 55.06],
  Aarhus: [10.21, 56.15],
  Fredericia: [9.75, 55.56],
  Vejle: [9.53, 55.71],
  Kolding: [9.47, 55.49],
  Haderslev: [9.49, 55.25],
  Aabenraa: [9.42, 55.04],
  Esbjerg: [8.45, 55.47],
  Ribe: [8.76, 55.33],
  Tønder: [8.87, 54.93],
  Flensburg: [9.43, 54.78],
  Schleswig: [9.57, 54.52],
  Husum: [9.05, 54.48],
  Rendsburg: [9.67, 54.3],
  Kiel: [10.13, 54.32],
  Eckernförde: [9.84, 54.47],
  Neumünster: [9.98, 54.07],
  Heide: [9.1, 54.2],
  Brunsbüttel: [9.14, 53.89],
  Itzehoe: [9.51, 53.93],
  Eutin: [10.62, 54.14],
  'Oldenburg in Holstein': [10.88, 54.29],
  Lübeck: [10.69, 53.87],
  Hamburg: [10.0, 53.55],
  Wentorf: [10.25, 53.49],
  Cuxhaven: [8.7, 53.87],
  Stade: [9.48, 53.6],
  Buxtehude: [9.7, 53.47],
  Wismar: [11.46, 53.89],
  Schwerin: [11.41, 53.63],
  Demen: [11.75, 53.65],
  Rostock: [12.1, 54.09],
  Laage: [12.28, 53.92],
  Stralsund: [13.09, 54.31],
  Sassnitz: [13.64, 54.51],
  Prora: [13.57, 54.44],
  Greifswald: [13.38, 54.1],
  Peenemünde: [13.77, 54.14],
  Neubrandenburg: [13.26, 53.56],
  Anklam: [13.69, 53.86],
  Świnoujście: [14.25, 53.92],
  Szczecin: [14.55, 53.43],
};

const BOARD = new HexBoard(W, H);

/**
 * The land hex of a point: the hex of the point, or, for a coastal point that falls in a sea hex
 * at 28 km, the neighbouring land hex whose centre is nearest to it (RS-D-BALTIC-COAST).
 */
export function landAt(lon: number, lat: number): string {
  const h = BOARD.parse(hexAt(lon, lat))!;
  const o = BOARD.offset(h);
  if (countryOfHex(o.col, o.row) !== 'sea') return BOARD.label(h);
  const [px, py] = kmOf(lon, lat);
  const land = [0, 1, 2, 3, 4, 5]
    .map((d) => BOARD.neighbor(h, d))
    .filter((n) => n >= 0 && countryOfHex(BOARD.offset(n).col, BOARD.offset(n).row) !== 'sea')
    .map((n) => {
      const [x, y] = centreKm(BOARD.offset(n).col, BOARD.offset(n).row);
      return { n, d: Math.hypot(x - px, y - py) };
    })
    .sort((a, b) => a.d - b.d || a.n - b.n);
  if (land.length === 0) throw new Error(`${lon}, ${lat} is at sea`);
  return BOARD.label(land[0]!.n);
}

/** The hex of a named place (a coastal town in the nearest land hex, landAt). */
export const at = (place: string): string => {
  const p = PLACES[place];
  if (!p) throw new Error(`no place ${place}`);
  return landAt(p[0], p[1]);
};

/**
 * Hexes whose seven samples do not give them the part they play at 28 km (not from the source,
 * RS-D-BALTIC-STRAITS): Helsingør's hex is Danish land with the narrows of the Sound as its port;
 * the Sound between Copenhagen and Malmö is a sea hex (Malmö's hex goes to the Sound); the Wagrien
 * peninsula with Fehmarn is land; Świnoujście (Usedom/Wolin) is land with its port.
 */
const OVERRIDES: Record<string, Country> = {
  [hexAt(12.61, 56.03)]: 'DK',
  [hexAt(13.0, 55.6)]: 'sea',
  [hexAt(10.98, 54.37)]: 'FRG',
  [hexAt(14.25, 53.92)]: 'PL',
};

function countryOfHex(col: number, row: number): Country {
  return OVERRIDES[label({ col, row })] ?? sampleHex(col, row).country;
}

/** The Elbe below Lauenburg and the Kiel canal, as polylines (lon, lat) crossed by hexsides. */
const ELBE: [number, number][] = [[8.6, 53.9], [9.2, 53.88], [9.45, 53.75], [9.8, 53.57], [10.0, 53.53], [10.3, 53.43], [10.6, 53.37], [11.0, 53.25]];
const CANAL: [number, number][] = [[9.14, 53.89], [9.45, 54.1], [9.67, 54.3], [10.14, 54.37]];

function crosses(a: [number, number], b: [number, number], line: [number, number][]): boolean {
  const ccw = (p: number[], q: number[], r: number[]) => (r[1]! - p[1]!) * (q[0]! - p[0]!) > (q[1]! - p[1]!) * (r[0]! - p[0]!);
  for (let i = 1; i < line.length; i++) {
    const c = line[i - 1]!;
    const d = line[i]!;
    if (ccw(a, c, d) !== ccw(b, c, d) && ccw(a, b, c) !== ccw(a, b, d)) return true;
  }
  return false;
}

const TERRITORY: Record<Country, string> = { DK: 'N', FRG: 'N', GDR: 'W', PL: 'W', S: 'X', sea: '~' };

const nato = (u: Omit<UnitDef, 'side'>): UnitDef => ({ ...u, side: 'nato' }) as UnitDef;
const wp = (u: Omit<UnitDef, 'side'>): UnitDef => ({ ...u, side: 'wp' }) as UnitDef;

function units(eastEdge: (row: number) => string): UnitDef[] {
  const bde = (id: string, name: string, nation: string, hex: string, hq: string | undefined, cs = 6, sub = 'mechanized'): UnitDef =>
    nato({ id, name, nation, subtype: sub, class: 'armour', size: 'bde', cs, csReduced: Math.ceil(cs / 2), ma: 8, ...(hq ? { hq } : {}), hex });
  return [
    // NATO — LANDJUT (HQ Rendsburg): 6. Panzergrenadierdivision and the Jutland Division
    nato({ id: 'landjut', name: 'LANDJUT HQ', nation: 'FRG', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'corps', support: { artillery: true, pontoon: true, aa: 2 }, hex: at('Rendsburg') }),
    nato({ id: '6pzgren', name: '6. PzGrenDiv HQ', nation: 'FRG', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'division', support: { artillery: true }, hq: 'landjut', hex: at('Neumünster') }),
    bde('pzgren16', 'PzGrenBrig 16', 'FRG', at('Wentorf'), '6pzgren'),
    bde('pzgren17', 'PzGrenBrig 17', 'FRG', at('Hamburg'), '6pzgren'),
    bde('pzbrig18', 'PzBrig 18', 'FRG', at('Neumünster'), '6pzgren', 7, 'armored'),
    nato({ id: 'hsb51', name: 'HSchBrig 51', nation: 'FRG', subtype: 'territorial infantry', class: 'infantry', size: 'bde', cs: 3, csReduced: 2, ma: 6, hq: 'landjut', hex: at('Eutin') }),
    nato({ id: 'jydiv', name: 'Jutland Division HQ', nation: 'Denmark', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'division', support: { artillery: true }, hq: 'landjut', hex: at('Fredericia') }),
    bde('1jybde', '1st Jutland Bde', 'Denmark', at('Fredericia'), 'jydiv', 5),
    bde('2jybde', '2nd Jutland Bde', 'Denmark', at('Haderslev'), 'jydiv', 5),
    bde('3jybde', '3rd Jutland Bde', 'Denmark', at('Aarhus'), 'jydiv', 5),
    // NATO — the neighbour south of the Elbe: I (GE) Corps' 3. Panzerdivision (Buxtehude) holds the
    // flank with a brigade; its corps HQ is off the map (independent unit, RS-CMD-1).
    bde('pzbrig7', 'PzBrig 7 (3. PzDiv, I GE Corps)', 'FRG', at('Buxtehude'), undefined, 7, 'armored'),
    // NATO — LANDZEALAND (HQ Ringsted)
    nato({ id: 'landzealand', name: 'LANDZEALAND HQ', nation: 'Denmark', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'corps', support: { artillery: true, aa: 2 }, hex: at('Ringsted') }),
    bde('1sjbde', '1st Zealand Bde', 'Denmark', at('Høvelte'), 'landzealand', 5),
    bde('2sjbde', '2nd Zealand Bde', 'Denmark', at('Næstved'), 'landzealand', 5),
    nato({ id: 'dk-lolland', name: 'Lolland-Falster regimental combat team', nation: 'Denmark', subtype: 'infantry', class: 'infantry', size: 'btn', cs: 2, csReduced: 1, ma: 6, hq: 'landzealand', hex: at('Nykøbing Falster') }),
    // NATO — local defence of the ports (Danish regional commands, German Territorialheer; est.)
    nato({ id: 'dk-funen', name: 'Funen local defence bn', nation: 'Denmark', subtype: 'territorial infantry', class: 'infantry', size: 'btn', cs: 2, csReduced: 1, ma: 6, hq: 'jydiv', hex: at('Odense') }),
    nato({ id: 'de-flensburg', name: 'HSchRgt (Flensburg)', nation: 'FRG', subtype: 'territorial infantry', class: 'infantry', size: 'btn', cs: 2, csReduced: 1, ma: 6, hq: 'landjut', hex: at('Flensburg') }),
    nato({ id: 'de-cuxhaven', name: 'Sicherungsbataillon (Cuxhaven)', nation: 'FRG', subtype: 'territorial infantry', class: 'infantry', size: 'btn', cs: 2, csReduced: 1, ma: 6, hex: at('Cuxhaven') }),
    // NATO reinforcements (est.)
    nato({ id: 'ukmf', name: 'UK Mobile Force (1 Inf Bde)', nation: 'UK', subtype: 'infantry', class: 'infantry', size: 'bde', cs: 4, csReduced: 2, ma: 6, hq: 'landjut', arrives: { turn: 3, hex: at('Esbjerg') } }),
    // WP — NVA 5th Army on the coast (HQ Neubrandenburg)
    wp({ id: 'nva5a', name: '5th Army HQ (NVA)', nation: 'GDR', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'army', support: { artillery: true, pontoon: true }, hex: at('Neubrandenburg') }),
    wp({ id: '8msd', name: '8th MSD (NVA)', nation: 'GDR', subtype: 'motor rifle', class: 'armour', size: 'div', cs: 9, csReduced: 5, ma: 8, hq: 'nva5a', hex: at('Schwerin') }),
    wp({ id: '94gmrd', name: '94th Gds MRD', nation: 'USSR', subtype: 'motor rifle', class: 'armour', size: 'div', cs: 10, csReduced: 5, ma: 8, hq: 'nva5a', hex: at('Wismar') }),
    wp({ id: 'msr29', name: 'MSR-29 (NVA, amphibious)', nation: 'GDR', subtype: 'amphibious motor rifle', class: 'armour', size: 'rgt', cs: 3, csReduced: 2, ma: 8, hq: 'nva5a', hex: at('Sassnitz') }),
    wp({ id: 'rbr5', name: 'Raketenbrigade 5 (NVA, Scud-B)', nation: 'GDR', subtype: 'SS missile', class: 'lrmu', size: 'bde', cs: 0, ds: 1, ma: 6, hq: 'nva5a', missile: 'Scud-B', hex: at('Demen') }),
    // WP — landing forces at Świnoujście (the Soviet and Polish naval bases there)
    wp({ id: '336gnib', name: '336th Gds Naval Infantry Bde', nation: 'USSR', subtype: 'naval infantry', class: 'infantry', size: 'bde', cs: 4, csReduced: 2, ma: 6, hex: at('Świnoujście') }),
    wp({ id: 'pl-7dd', name: '7th Łużycka Coastal Defence Div', nation: 'Poland', subtype: 'naval infantry', class: 'infantry', size: 'div', cs: 8, csReduced: 4, ma: 6, hq: 'pl-front', hex: at('Świnoujście') }),
    wp({ id: 'pl-6abn', name: '6th Airborne Bde (Polish)', nation: 'Poland', subtype: 'parachute', class: 'infantry', size: 'bde', cs: 3, csReduced: 2, ma: 6, hq: 'pl-front', hex: at('Peenemünde') }),
    // WP — the Polish Front's second echelon (est.)
    wp({ id: 'pl-front', name: 'Polish Front HQ', nation: 'Poland', subtype: 'hq', class: 'hq', size: 'hq', cs: 1, ma: 8, level: 'front', support: { artillery: true, pontoon: true }, hex: at('Szczecin') }),
    wp({ id: 'pl-12md', name: '12th Mech Div (Polish)', nation: 'Poland', subtype: 'mechanized', class: 'armour', size: 'div', cs: 9, csReduced: 5, ma: 8, hq: 'pl-front', arrives: { turn: 1, hex: eastEdge(11) } }),
    wp({ id: 'pl-20td', name: '20th Armoured Div (Polish)', nation: 'Poland', subtype: 'tank', class: 'armour', size: 'div', cs: 10, csReduced: 5, ma: 8, hq: 'pl-front', arrives: { turn: 2, hex: eastEdge(12) } }),
  ];
}

/** A road or railway through the named places, on land hexes only (split where it would cross the sea). */
function line(board: HexBoard, isLand: (h: number) => boolean, places: readonly string[]): string[][] {
  const hexes: number[] = [];
  for (let i = 1; i < places.length; i++) {
    const a = board.parse(at(places[i - 1]!))!;
    const b = board.parse(at(places[i]!))!;
    for (const h of board.line(a, b)) if (hexes[hexes.length - 1] !== h) hexes.push(h);
  }
  const out: string[][] = [];
  let cur: string[] = [];
  for (const h of hexes) {
    if (isLand(h)) cur.push(board.label(h));
    else {
      if (cur.length > 1) out.push(cur);
      cur = [];
    }
  }
  if (cur.length > 1) out.push(cur);
  return out;
}

export function balticApproaches1989(): RsScenario {
  const board = new HexBoard(W, H);
  const countries: Country[] = [];
  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) countries.push(countryOfHex(c, r));
  const isLand = (h: number) => countries[h] !== 'sea';
  const hasLandSample = (c: number, r: number) => sampleHex(c, r).land > 0;
  const cityNames = ['Copenhagen', 'Hamburg'];
  const townNames = ['Kiel', 'Lübeck', 'Aarhus', 'Odense', 'Rostock', 'Schwerin', 'Flensburg', 'Esbjerg', 'Stralsund', 'Szczecin', 'Neubrandenburg', 'Wismar', 'Neumünster', 'Rendsburg', 'Helsingør', 'Korsør', 'Fredericia'];
  const cities = new Map<string, string>();
  for (const n of [...cityNames, ...townNames]) if (!cities.has(at(n))) cities.set(at(n), n);
  const terrain: string[] = [];
  const territory: string[] = [];
  for (let r = 0; r < H; r++) {
    let t = '';
    let s = '';
    for (let c = 0; c < W; c++) {
      const k = countries[r * W + c]!;
      const l = label({ col: c, row: r });
      s += TERRITORY[k];
      if (k === 'sea') t += hasLandSample(c, r) || OVERRIDES[l] === 'sea' ? '~' : '=';
      else if (cityNames.some((n) => at(n) === l)) t += 'c';
      else if (cities.has(l)) t += 't';
      else if (lonLatOf(...centreKm(c, r))[0] < 9.0 && k !== 'S') t += 's'; // the North Sea marshes (Marsch)
      else t += '.';
    }
    terrain.push(t);
    territory.push(s);
  }
  const centreLonLat = (h: number): [number, number] => {
    const o = board.offset(h);
    return lonLatOf(...centreKm(o.col, o.row));
  };
  // Hexsides: the Elbe (major river) and the Kiel canal (river) between land hexes.
  const hexsides: { hex: string; dir: 'E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE'; kind: 'river' | 'majorRiver' }[] = [];
  const dirs = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
  for (let h = 0; h < W * H; h++) {
    if (!isLand(h)) continue;
    for (let d = 0; d < 3; d++) {
      const n = board.neighbor(h, d);
      if (n < 0 || !isLand(n)) continue;
      const a = centreLonLat(h);
      const b = centreLonLat(n);
      if (crosses(a, b, ELBE)) hexsides.push({ hex: board.label(h), dir: dirs[d]!, kind: 'majorRiver' });
      else if (crosses(a, b, CANAL)) hexsides.push({ hex: board.label(h), dir: dirs[d]!, kind: 'river' });
    }
  }
  const eastEdge = (row: number) => label({ col: W - 1, row });
  const ports = ['Copenhagen', 'Helsingør', 'Korsør', 'Kalundborg', 'Nyborg', 'Svendborg', 'Aarhus', 'Esbjerg', 'Kiel', 'Eckernförde', 'Flensburg', 'Lübeck', 'Cuxhaven', 'Wismar', 'Rostock', 'Stralsund', 'Sassnitz', 'Świnoujście']
    .filter((n, i, all) => all.findIndex((m) => at(m) === at(n)) === i)
    .map((name) => ({ hex: at(name), name }));
  for (const p of ports) {
    const h = board.parse(p.hex)!;
    if (!isLand(h)) throw new Error(`port ${p.name} is in a sea hex ${p.hex}`);
    const nb = [0, 1, 2, 3, 4, 5].map((d) => board.neighbor(h, d)).filter((n) => n >= 0);
    if (!nb.some((n) => !isLand(n))) throw new Error(`port ${p.name} (${p.hex}) has no sea next to it`);
  }
  const objectives = [
    { hex: at('Copenhagen'), name: 'Copenhagen', vp: 10, owner: 'nato' as const },
    { hex: at('Kiel'), name: 'Kiel', vp: 10, owner: 'nato' as const },
    { hex: at('Hamburg'), name: 'Hamburg', vp: 5, owner: 'nato' as const },
    { hex: at('Lübeck'), name: 'Lübeck', vp: 3, owner: 'nato' as const },
    { hex: at('Helsingør'), name: 'Helsingør (the Sound)', vp: 3, owner: 'nato' as const },
    { hex: at('Korsør'), name: 'Korsør (the Great Belt)', vp: 3, owner: 'nato' as const },
    { hex: at('Oldenburg in Holstein'), name: 'Wagrien and Fehmarn (the Fehmarn Belt)', vp: 3, owner: 'nato' as const },
    { hex: at('Rendsburg'), name: 'Rendsburg (the Kiel canal)', vp: 3, owner: 'nato' as const },
  ];
  const supply = [
    ...[0, 1, 2, 3].filter((c) => countries[12 * W + c] === 'FRG').map((c) => ({ hex: label({ col: c, row: 12 }), side: 'nato' as const })),
    ...[0, 1, 2, 3, 4].filter((c) => countries[c] === 'DK').map((c) => ({ hex: label({ col: c, row: 0 }), side: 'nato' as const })),
    ...[8, 10, 12].filter((c) => countries[12 * W + c] === 'GDR').map((c) => ({ hex: label({ col: c, row: 12 }), side: 'wp' as const })),
    ...[11, 12].filter((r) => countries[r * W + W - 1] === 'PL').map((r) => ({ hex: eastEdge(r), side: 'wp' as const })),
  ];
  const roads = [
    ['Aarhus', 'Vejle', 'Kolding', 'Haderslev', 'Aabenraa', 'Flensburg', 'Schleswig', 'Rendsburg', 'Neumünster', 'Hamburg'],
    ['Esbjerg', 'Kolding', 'Fredericia'],
    ['Kiel', 'Neumünster'],
    ['Kiel', 'Eutin', 'Lübeck', 'Hamburg'],
    ['Lübeck', 'Eutin', 'Oldenburg in Holstein'],
    ['Husum', 'Rendsburg', 'Kiel'],
    ['Hamburg', 'Itzehoe', 'Heide', 'Husum'],
    ['Helsingør', 'Høvelte', 'Copenhagen', 'Roskilde', 'Ringsted', 'Korsør'],
    ['Copenhagen', 'Vordingborg'],
    ['Nyborg', 'Odense'],
    ['Lübeck', 'Wismar', 'Rostock', 'Stralsund', 'Greifswald', 'Anklam', 'Szczecin'],
    ['Hamburg', 'Schwerin', 'Rostock'],
    ['Schwerin', 'Neubrandenburg', 'Szczecin'],
    ['Stralsund', 'Sassnitz'],
  ].flatMap((p) => line(board, isLand, p));
  const rails = [
    ['Aarhus', 'Fredericia', 'Kolding', 'Flensburg', 'Rendsburg', 'Neumünster', 'Hamburg'],
    ['Kiel', 'Neumünster'],
    ['Lübeck', 'Hamburg'],
    ['Copenhagen', 'Roskilde', 'Ringsted', 'Korsør'],
    ['Hamburg', 'Schwerin', 'Rostock', 'Stralsund', 'Sassnitz'],
    ['Lübeck', 'Wismar', 'Rostock'],
    ['Stralsund', 'Greifswald', 'Anklam', 'Szczecin'],
  ].flatMap((p) => line(board, isLand, p));
  const extended = balticExtended({ at, hexAt, landAt, countries, width: W, height: H, board });
  const raw = {
    system: 'red-strike',
    id: 'baltic-approaches-1989',
    version: 1,
    title: 'The Baltic Approaches, 1-12 August 1989',
    description:
      'Hypothetical war, opening days on the northern flank: the Soviet Baltic Fleet with the Polish and East German navies tries to force the Danish straits and land the Polish 7th Coastal Defence Division and Soviet naval infantry on Zealand, Lolland-Falster or Schleswig-Holstein, while the NVA 5th Army attacks along the coast toward Lübeck and Hamburg. BALTAP defends with fast attack craft, submarines, mines, Marineflieger Tornados and Danish F-16s. 6 GTs of 2 days.',
    turns: 6,
    initiative: 'wp',
    // Sector shares of the campaign's 500 / 500 SP (RS-SCN-3 "99 Red Balloons"), est.
    sp: { nato: 50, wp: 70 },
    spIncome: { nato: 10, wp: 12 },
    railCapacity: { nato: 3, wp: 4 },
    map: {
      width: W,
      height: H,
      terrain,
      territory,
      hexsides,
      roads,
      rails,
      supply,
      ports,
      cities: [...cities].map(([hex, name]) => ({ hex, name })),
      places: ['Ringsted', 'Høvelte', 'Næstved', 'Vordingborg', 'Haderslev', 'Husum', 'Eutin', 'Oldenburg in Holstein', 'Wentorf', 'Sassnitz', 'Demen', 'Peenemünde', 'Laage', 'Świnoujście', 'Cuxhaven', 'Kalundborg', 'Nyborg', 'Svendborg', 'Eckernförde', 'Nykøbing Falster']
        .filter((n) => !cities.has(at(n)))
        .filter((n, i, all) => all.findIndex((m) => at(m) === at(n)) === i)
        .map((n) => ({ hex: at(n), name: n })),
      ruhr: [],
      rhineWest: [],
    },
    units: units(eastEdge),
    options: ['naval', 'air', 'missiles', 'nbc', 'holding-boxes'],
    extended,
    victory: { objectives, levels: { marginal: 10, tactical: 20, strategic: 30 } },
    briefings: {
      nato:
        'BALTAP holds the exits of the Baltic. The Danish and German navies, with mines laid in the Great Belt and the Sound, must stop the Warsaw Pact landing fleets before they reach Zealand, Lolland-Falster or the Holstein coast; Marineflieger Tornados with Kormoran and Danish F-16s strike the amphibious groups at sea. On land LANDJUT holds Lübeck, Hamburg and the Kiel canal with the 6. Panzergrenadierdivision, the Jutland Division guards the east coast of Jutland, the Zealand brigades cover Copenhagen. Hold Copenhagen, Kiel and the straits through 12 August.',
      wp:
        'Open the Baltic. The NVA 5th Army attacks from Wismar and Schwerin toward Lübeck and Hamburg; the Baltic Fleet, the Volksmarine and the Polish Navy escort the landing groups from Świnoujście and Sassnitz: the Polish 7th Coastal Defence Division, the Soviet 336th Guards Naval Infantry Brigade and the NVA MSR-29. Take the straits — Fehmarn, Korsør, Helsingør — and Copenhagen or Kiel. Tu-22M2 and Tu-16 regiments strike NATO ships from the Soviet bases in the east.',
    },
    sources: [
      'docs/scenario-research-baltic-approaches-1989.md (geography, orders of battle, bases, radar sites, mines, estimates)',
      'IISS, The Military Balance 1989-1990; N. Polmar, Guide to the Soviet Navy (5th ed., 1991); Jane\'s Fighting Ships 1989-90',
      'Isby & Kamps, Armies of NATO\'s Central Front (1985) for LANDJUT and the Danish army; BALTAP and the Danish straits in open NATO histories',
      'Combat strengths, naval and air factors, SP and capacities are estimates of ours at Red Strike scale (the counters are not available)',
    ],
  };
  return scenarioSchema.parse(raw);
}

/** For tests: the country of each hex as the generator sees it. */
export function balticCountries(): Country[] {
  const out: Country[] = [];
  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) out.push(countryOfHex(c, r));
  return out;
}

export { countryAt };
