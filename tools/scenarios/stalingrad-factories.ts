// The factory district of Stalingrad, 14 October - 18 November 1942: the area-impulse scenario
// (dossier ../shared/scenario-research/area-impulse-stalingrad.md; rules ../shared/rules/
// area-impulse-fire.md). Everything is data: the area map (our own design, the dossier's table and
// adjacency), both orders of battle at regiment / battalion level, reinforcements by turn, the cards
// and the victory conditions. `npx tsx tools/scenarios/build.ts stalingrad-factories` writes it.

import type {
  AreaDef,
  AreaScenario,
  BorderDef,
  CardDef,
  UnitDef,
} from '../../src/engine/systems/area-impulse/model.js';

const GERMAN = 'german';
const SOVIET = 'soviet';
type Side = typeof GERMAN | typeof SOVIET;

const TURN_NAMES = [
  '14-15 Oct',
  '16-19 Oct',
  '20-24 Oct',
  '25-29 Oct',
  '30 Oct-3 Nov',
  '4-10 Nov',
  '11-13 Nov',
  '14-18 Nov',
] as const;
const TURNS = TURN_NAMES.length;

// ---- the map -------------------------------------------------------------------------------

/**
 * Where each area is drawn: north at the top, the Volga off the right-hand end of every row (the
 * river is straightened; the bank bulges east at the Barrikady as the real bank does below the
 * factories). Every border of the dossier joins two areas whose cells touch side by side, and no
 * two areas without a border touch, so the drawing never suggests a crossing that is not there.
 */
const MAP = [
  'N  N  A1 A1 A1 .  .  .',
  'N  A2 A2 A2 .  .  .  .',
  'W1 B2 B2 B1 B1 B1 .  .',
  'W1 C2 C2 C2 C1 C1 C1 .',
  'W1 W2 D2 D1 D1 D1 D0 .',
  '.  W2 D2 DE DE DE D0 D0',
  'W3 W2 E2 E2 E1 E0 E0 .',
  'W3 F2 F2 F1 F1 E0 .  .',
  'W3 G2 G2 G2 F1 .  .  .',
  'S  S  S  G1 G1 G1 .  .',
];

/** The areas that border the Volga (the dossier's list): Soviet ferries land only here. */
export const RIVERSIDE = ['A1', 'A2', 'B1', 'C1', 'D0', 'E0', 'F1', 'G1'] as const;

interface AreaRow {
  readonly id: string;
  readonly name: string;
  readonly short: string;
  readonly tdv: number;
  readonly control: Side;
  readonly kind: string;
  readonly notes: string;
}

// The dossier's table, north to south. TDV 3 = factory halls or the Kurgan; 2 = stone blocks,
// ravines, riverbank cliffs; 1 = burnt-out wooden settlements, parks; 0 = open rail yards.
const AREAS: readonly AreaRow[] = [
  {
    id: 'A1',
    name: 'Rynok',
    short: 'Rynok',
    tdv: 1,
    control: SOVIET,
    kind: 'village on the Volga, the northern tip',
    notes: 'Gorokhov group; faces 16. Panzer-Division to the north.',
  },
  {
    id: 'A2',
    name: 'Spartakovka',
    short: 'Sparta',
    tdv: 1,
    control: SOVIET,
    kind: "workers' settlement on the Volga",
    notes: 'Gorokhov group; its south edge is the Mokraya Mechetka ravine (ravine borders to B1 and B2).',
  },
  {
    id: 'B1',
    name: 'Tractor Factory (STZ)',
    short: 'STZ',
    tdv: 3,
    control: SOVIET,
    kind: 'factory on the Volga',
    notes: 'Huge halls; 37th Guards Rifle Division and 84th Tank Brigade. Fell on 14-15 October.',
  },
  {
    id: 'B2',
    name: 'Tractor Factory upper settlement and stadium',
    short: 'STZ-up',
    tdv: 1,
    control: SOVIET,
    kind: 'settlement',
    notes: 'Contested on 14 October: 112th Rifle Division and 37th Guards against 389. ID and 14. Panzer.',
  },
  {
    id: 'C1',
    name: 'Oil tanks and the Volga bank between STZ and Barrikady',
    short: 'Oil',
    tdv: 2,
    control: SOVIET,
    kind: 'riverbank',
    notes: 'Where Schützen-Regiment 103 reached the Volga on 15 October, splitting 62nd Army.',
  },
  {
    id: 'C2',
    name: 'Silicate factory and Minusinsk settlement',
    short: 'Silica',
    tdv: 2,
    control: GERMAN,
    kind: 'light industry and settlement',
    notes: 'Start area of 305. Infanterie-Division and 24. Panzer-Division (est.).',
  },
  {
    id: 'D1',
    name: 'Barrikady gun factory',
    short: 'Barr',
    tdv: 3,
    control: SOVIET,
    kind: 'factory',
    notes: "308th Rifle Division (Gurtiev), then Lyudnikov's 138th.",
  },
  {
    id: 'D2',
    name: 'Barrikady upper settlement and Sculpture Park',
    short: 'Bar-up',
    tdv: 1,
    control: SOVIET,
    kind: 'settlement and park',
    notes: 'Contested on 14 October; held by a regiment of the 308th Rifle Division.',
  },
  {
    id: 'D0',
    name: 'Barrikady lower settlement and the Volga cliffs',
    short: 'Bar-lo',
    tdv: 2,
    control: SOVIET,
    kind: 'riverbank settlement',
    notes:
      "The director's house; \"Lyudnikov's Island\", 700 m by 400 m, from 11 November; the 138th Rifle Division's ferry point.",
  },
  {
    id: 'DE',
    name: "Bread Factory No. 2, the Commissar's House and the Chemist's shop",
    short: 'Bread',
    tdv: 2,
    control: SOVIET,
    kind: 'stone blocks',
    notes: 'Between the Barrikady and Red October; the objectives of Operation Hubertus on 11-12 November.',
  },
  {
    id: 'E2',
    name: 'Red October upper settlement',
    short: 'RO-up',
    tdv: 1,
    control: GERMAN,
    kind: 'settlement',
    notes: 'Mostly taken by the Germans in late September and early October (est.).',
  },
  {
    id: 'E1',
    name: 'Red October (Krasny Oktyabr) steel works',
    short: 'RedOct',
    tdv: 3,
    control: SOVIET,
    kind: 'factory',
    notes: '193rd Rifle Division and 39th Guards; 79. Infanterie-Division attacks from 23 October.',
  },
  {
    id: 'E0',
    name: 'Volga bank below Red October',
    short: 'RO-bnk',
    tdv: 2,
    control: SOVIET,
    kind: 'riverbank',
    notes:
      "The landing stage, the main Soviet ferry point of the centre; Chuikov's HQ dugouts from mid-October (est.).",
  },
  {
    id: 'F1',
    name: 'Bannyi ravine',
    short: 'Bannyi',
    tdv: 2,
    control: SOVIET,
    kind: 'ravine, its mouth on the Volga',
    notes: 'The boundary between Red October and Lazur (ravine borders to E1 and E2); 284th Rifle Division.',
  },
  {
    id: 'F2',
    name: 'Lazur chemical works and the "tennis racket"',
    short: 'Lazur',
    tdv: 2,
    control: SOVIET,
    kind: 'industry and the railway loop',
    notes: 'Contested on 14 October: 284th Rifle Division against 295. ID and 100. Jäger.',
  },
  {
    id: 'G2',
    name: 'Mamayev Kurgan (Hill 102.0, the water tanks)',
    short: 'Kurgan',
    tdv: 3,
    control: GERMAN,
    kind: 'hill',
    notes:
      'Contested: the summit German, the east slopes Soviet (est.). It overlooks the district and the river.',
  },
  {
    id: 'G1',
    name: 'Dolgiy and Krutoy ravines and the Volga bank below Mamayev Kurgan',
    short: 'Krutoy',
    tdv: 2,
    control: SOVIET,
    kind: 'ravines and riverbank',
    notes: 'Links the factory district to the central city.',
  },
  {
    id: 'W1',
    name: 'Railway and the Orlovka-Gorodishche approaches',
    short: 'Orlovk',
    tdv: 0,
    control: GERMAN,
    kind: 'open ground and railway',
    notes: 'German entry area for B2 and C2.',
  },
  {
    id: 'W2',
    name: 'Vishnevaya balka and the railway west of Barrikady and Red October',
    short: 'Vishnv',
    tdv: 1,
    control: GERMAN,
    kind: 'ravine and railway',
    notes: 'German entry area for D2 and E2; the Hubertus pioneers arrive here.',
  },
  {
    id: 'W3',
    name: 'Railway west of Mamayev Kurgan (Razgulyaevka-city line)',
    short: 'Razgul',
    tdv: 0,
    control: GERMAN,
    kind: 'rail yard',
    notes: 'German entry area for F2 and G2.',
  },
  {
    id: 'S',
    name: 'Central city (its northern edge)',
    short: 'City',
    tdv: 2,
    control: GERMAN,
    kind: 'city',
    notes:
      'Off the detailed map: a link area. 13th Guards (Rodimtsev) held a strip along the bank, 71. ID the rest.',
  },
  {
    id: 'N',
    name: 'German positions north and north-west (Latoshinka-Orlovka heights)',
    short: 'Latosh',
    tdv: 1,
    control: GERMAN,
    kind: 'open ground and balki',
    notes: 'XIV. Panzerkorps (16. Panzer-Division, 94. ID) attacks Rynok and Spartakovka from here.',
  },
];

/** The dossier's adjacency, in its order; 'r' marks a ravine border (its "|r"). */
const ADJACENCY = `
  A1-A2
  A2-B1r A2-B2r
  B1-B2 B1-C1 B1-C2
  B2-C2 B2-W1
  C1-C2 C1-D1 C1-D0
  C2-D1 C2-D2 C2-W1 C2-W2
  D1-D2 D1-D0 D1-DE
  D2-DE D2-E2 D2-W2
  D0-DE D0-E0
  DE-E1 DE-E2 DE-E0
  E1-E2 E1-E0 E1-F1r
  E2-F1r E2-F2 E2-W2
  E0-F1
  F1-F2 F1-G2 F1-G1
  F2-G2 F2-W2 F2-W3
  G2-G1 G2-W3 G2-S
  G1-S
  W1-W2 W2-W3 W3-S
  N-A1 N-A2 N-W1
`;

function borders(): BorderDef[] {
  return ADJACENCY.trim()
    .split(/\s+/)
    .map((token) => {
      const ravine = token.endsWith('r');
      const [a, b] = (ravine ? token.slice(0, -1) : token).split('-') as [string, string];
      return ravine ? { a, b, kind: 'ravine' } : { a, b };
    });
}

function cellsByArea(): Map<string, { col: number; row: number }[]> {
  const out = new Map<string, { col: number; row: number }[]>();
  MAP.forEach((line, row) =>
    line
      .trim()
      .split(/\s+/)
      .forEach((id, col) => {
        if (id !== '.') out.set(id, [...(out.get(id) ?? []), { col, row }]);
      }),
  );
  return out;
}

function areas(): AreaDef[] {
  const cells = cellsByArea();
  return AREAS.map((a) => ({ ...a, cells: cells.get(a.id) ?? [] }));
}

// ---- the orders of battle ------------------------------------------------------------------

/** Fresh and spent faces: [firepower, defence] each (the scale is in the notes). */
type Faces = readonly [fresh: readonly [number, number], spent: readonly [number, number]];

// German faces.
const BATTALION: Faces = [
  [2, 6],
  [1, 5],
];
const REGIMENT: Faces = [
  [3, 6],
  [2, 5],
];
const PANZER: Faces = [
  [4, 6],
  [2, 5],
];
const STUG: Faces = [
  [3, 7],
  [1, 5],
];
const PIONEER: Faces = [
  [3, 7],
  [2, 5],
];
// Soviet faces.
const WEAK: Faces = [
  [1, 5],
  [0, 4],
];
const RIFLE: Faces = [
  [2, 6],
  [1, 5],
];
const SPENT_DIVISION: Faces = [
  [2, 5],
  [1, 4],
];
const FRESH_RIFLE: Faces = [
  [3, 6],
  [2, 5],
];
const STEADY: Faces = [
  [2, 7],
  [1, 6],
];
const GUARDS_FRESH: Faces = [
  [3, 7],
  [2, 6],
];
const DUG_IN_TANKS: Faces = [
  [3, 8],
  [1, 6],
];

type Where = string | { readonly turn: number; readonly entry: readonly string[] };

function unit(
  side: Side,
  id: string,
  name: string,
  type: string,
  formation: string,
  faces: Faces,
  where: Where,
): UnitDef {
  const [[ff, fd], [sf, sd]] = faces;
  return {
    id,
    side,
    name,
    type,
    formation,
    fresh: { firepower: ff, defense: fd },
    spent: { firepower: sf, defense: sd },
    ...(typeof where === 'string' ? { area: where } : { arrives: { turn: where.turn, entry: where.entry } }),
  };
}

const PZ14 = '14. Panzer-Division';
const PZ24 = '24. Panzer-Division';
const ID305 = '305. Infanterie-Division';
const ID389 = '389. Infanterie-Division';
const JG100 = '100. Jäger-Division';
const ID79 = '79. Infanterie-Division';
const ID295 = '295. Infanterie-Division';
const SELLE = 'Pioneers of Operation Hubertus (Oberst Selle)';
const LI = 'LI. Armeekorps';

/** German arrivals enter from the west: the dossier's area first, the others if it is lost or full (10 units). */
const WEST_ENTRY = { w1: ['W1', 'W2', 'W3'], w2: ['W2', 'W1', 'W3'] } as const;

function germans(): UnitDef[] {
  const g = (id: string, name: string, type: string, formation: string, faces: Faces, where: Where) =>
    unit(GERMAN, id, name, type, formation, faces, where);
  return [
    // W1: all of 389. ID and 14. Panzer, ready for the Tractor Factory (dossier section 5).
    g('de-ir544', 'IR 544', 'infantry', ID389, REGIMENT, 'W1'),
    g('de-ir545', 'IR 545', 'infantry', ID389, REGIMENT, 'W1'),
    g('de-ir546', 'IR 546', 'infantry', ID389, REGIMENT, 'W1'),
    g('de-pzr36-1', 'KG I./Pz.Rgt 36', 'panzer', PZ14, PANZER, 'W1'),
    g('de-pzr36-2', 'KG II./Pz.Rgt 36', 'panzer', PZ14, PANZER, 'W1'),
    g('de-sr103-1', 'I./Schützen-Rgt 103', 'infantry', PZ14, BATTALION, 'W1'),
    g('de-sr103-2', 'II./Schützen-Rgt 103', 'infantry', PZ14, BATTALION, 'W1'),
    g('de-sr108-1', 'I./Schützen-Rgt 108', 'infantry', PZ14, BATTALION, 'W1'),
    g('de-sr108-2', 'II./Schützen-Rgt 108', 'infantry', PZ14, BATTALION, 'W1'),
    // C2: two battalions of 305. ID and most of 24. Panzer.
    g('de-ir576-1', 'I./IR 576', 'infantry', ID305, BATTALION, 'C2'),
    g('de-ir576-2', 'II./IR 576', 'infantry', ID305, BATTALION, 'C2'),
    g('de-pzr24', 'KG Pz.Rgt 24', 'panzer', PZ24, PANZER, 'C2'),
    g('de-sr21-1', 'I./Schützen-Rgt 21', 'infantry', PZ24, BATTALION, 'C2'),
    g('de-sr21-2', 'II./Schützen-Rgt 21', 'infantry', PZ24, BATTALION, 'C2'),
    g('de-sr26-1', 'I./Schützen-Rgt 26', 'infantry', PZ24, BATTALION, 'C2'),
    // W2: the rest of 305. ID, two regiments of 100. Jäger and an assault-gun battalion.
    g('de-ir577-1', 'I./IR 577', 'infantry', ID305, BATTALION, 'W2'),
    g('de-ir577-2', 'II./IR 577', 'infantry', ID305, BATTALION, 'W2'),
    g('de-ir578-1', 'I./IR 578', 'infantry', ID305, BATTALION, 'W2'),
    g('de-ir578-2', 'II./IR 578', 'infantry', ID305, BATTALION, 'W2'),
    g('de-jr54', 'Jäger-Rgt 54', 'infantry', JG100, REGIMENT, 'W2'),
    g('de-jr227', 'Jäger-Rgt 227', 'infantry', JG100, REGIMENT, 'W2'),
    g('de-stug244', 'StuG-Abt. 244', 'assault-gun', LI, STUG, 'W2'),
    // E2: the Croatian regiment of 100. Jäger and a battalion of 24. Panzer.
    g('de-ir369', 'Kroat. IR 369', 'infantry', JG100, BATTALION, 'E2'),
    g('de-sr26-2', 'II./Schützen-Rgt 26', 'infantry', PZ24, BATTALION, 'E2'),
    // 295. ID: one regiment on the Kurgan's summit, one behind it; 71. ID in the central city.
    g('de-ir518', 'IR 518', 'infantry', ID295, BATTALION, 'G2'),
    g('de-ir516', 'IR 516', 'infantry', ID295, BATTALION, 'W3'),
    g('de-ir194', 'IR 194', 'infantry', '71. Infanterie-Division', BATTALION, 'S'),
    // N: XIV. Panzerkorps against Rynok and Spartakovka.
    g('de-pzr2', 'KG Pz.Rgt 2 (with SR 79)', 'panzer', '16. Panzer-Division', PANZER, 'N'),
    g('de-ir276', 'IR 276', 'infantry', '94. Infanterie-Division', BATTALION, 'N'),
    // Reinforcements (dossier section 6).
    ...[208, 212, 226].map((n) =>
      g(`de-ir${n}`, `IR ${n}`, 'infantry', ID79, REGIMENT, { turn: 3, entry: WEST_ENTRY.w2 }),
    ),
    g('de-stug245', 'StuG-Abt. 245', 'assault-gun', LI, STUG, { turn: 5, entry: WEST_ENTRY.w1 }),
    ...[45, 50, 162, 294, 336].map((n) =>
      g(`de-pi${n}`, `Pionier-Btl ${n}`, 'pioneer', SELLE, PIONEER, { turn: 6, entry: WEST_ENTRY.w2 }),
    ),
  ];
}

const GOROKHOV = 'North (Gorokhov) group';
const GDS37 = '37th Guards Rifle Division';
const RD112 = '112th Rifle Division';
const TB84 = '84th Tank Brigade';
const RD308 = '308th Rifle Division';
const RD138 = '138th Rifle Division';
const RD95 = '95th Rifle Division';
const RD193 = '193rd Rifle Division';
const GDS39 = '39th Guards Rifle Division';
const RD45 = '45th Rifle Division';
const RD284 = '284th Rifle Division';

/** Soviet ferries land on a Soviet-held riverside area: the dossier's first, the others if it is lost or full. */
const FERRY = {
  barrikady: ['D0', 'C1', 'E0'],
  redOctober: ['E0', 'G1', 'D0'],
  anyLanding: ['E0', 'G1', 'D0', 'F1'],
} as const;

function soviets(): UnitDef[] {
  const s = (id: string, name: string, type: string, formation: string, faces: Faces, where: Where) =>
    unit(SOVIET, id, name, type, formation, faces, where);
  return [
    // The Gorokhov group in Rynok and Spartakovka.
    s('su-124rb', '124th Rifle Bde', 'rifle', GOROKHOV, RIFLE, 'A1'),
    s('su-149rb', '149th Rifle Bde', 'rifle', GOROKHOV, RIFLE, 'A2'),
    s('su-115rb', '115th Rifle Bde (remnants)', 'rifle', GOROKHOV, WEAK, 'A2'),
    s('su-2mrb', '2nd Motor Rifle Bde (remnants)', 'motor-rifle', GOROKHOV, WEAK, 'A2'),
    // The Tractor Factory and its settlement.
    s('su-109gr', '109th Gds Rifle Rgt (37th Gds RD)', 'guards', GDS37, GUARDS_FRESH, 'B1'),
    s('su-114gr', '114th Gds Rifle Rgt (37th Gds RD)', 'guards', GDS37, GUARDS_FRESH, 'B1'),
    s('su-84tb-1', '1st Tank Bn (84th Tank Bde)', 'tank', TB84, DUG_IN_TANKS, 'B1'),
    s('su-118gr', '118th Gds Rifle Rgt (37th Gds RD)', 'guards', GDS37, GUARDS_FRESH, 'B2'),
    s('su-385rr', '385th/416th Rifle Rgts (112th RD)', 'rifle', RD112, SPENT_DIVISION, 'B2'),
    s('su-524rr', '524th Rifle Rgt (112th RD)', 'rifle', RD112, SPENT_DIVISION, 'B2'),
    s('su-84tb-2', '2nd Tank Bn (84th Tank Bde)', 'tank', TB84, DUG_IN_TANKS, 'C1'),
    // The Barrikady.
    s('su-339rr', '339th Rifle Rgt (308th RD)', 'rifle', RD308, STEADY, 'D1'),
    s('su-347rr', '347th Rifle Rgt (308th RD)', 'rifle', RD308, STEADY, 'D1'),
    s('su-351rr', '351st Rifle Rgt (308th RD)', 'rifle', RD308, STEADY, 'D2'),
    s('su-90rr', '90th Rifle Rgt (95th RD)', 'rifle', RD95, RIFLE, 'DE'),
    // Red October.
    s('su-685rr', '685th Rifle Rgt (193rd RD)', 'rifle', RD193, RIFLE, 'E1'),
    s('su-883rr', '883rd/895th Rifle Rgts (193rd RD)', 'rifle', RD193, RIFLE, 'E1'),
    s('su-112gr', '112th Gds Rifle Rgt (39th Gds RD)', 'guards', GDS39, STEADY, 'E1'),
    s('su-117gr', '117th Gds Rifle Rgt (39th Gds RD)', 'guards', GDS39, STEADY, 'E1'),
    s('su-120gr', '120th Gds Rifle Rgt (39th Gds RD)', 'guards', GDS39, STEADY, 'E0'),
    s('su-62hq', '62nd Army HQ and guard', 'hq', '62nd Army', WEAK, 'E0'),
    // Lazur, the Bannyi ravine and Mamayev Kurgan.
    s('su-1043rr', '1043rd Rifle Rgt (284th RD)', 'rifle', RD284, STEADY, 'F1'),
    s('su-1045rr', '1045th Rifle Rgt (284th RD)', 'rifle', RD284, STEADY, 'F2'),
    s('su-1047rr', '1047th Rifle Rgt (284th RD)', 'rifle', RD284, STEADY, 'G2'),
    s('su-161rr', '161st Rifle Rgt (95th RD)', 'rifle', RD95, RIFLE, 'G2'),
    s('su-241rr', '241st Rifle Rgt (95th RD)', 'rifle', RD95, RIFLE, 'G1'),
    s('su-42gr', '42nd Gds Rifle Rgt (13th Gds RD)', 'guards', '13th Guards Rifle Division', STEADY, 'S'),
    // Reinforcements across the Volga (dossier section 6).
    ...['344th', '650th', '768th'].map((n) =>
      s(`su-${parseInt(n)}rr`, `${n} Rifle Rgt (138th RD)`, 'rifle', RD138, FRESH_RIFLE, {
        turn: 2,
        entry: FERRY.barrikady,
      }),
    ),
    ...['10th', '61st', '253rd'].map((n) =>
      s(`su-${parseInt(n)}rr`, `${n} Rifle Rgt (45th RD)`, 'rifle', RD45, FRESH_RIFLE, {
        turn: 4,
        entry: FERRY.redOctober,
      }),
    ),
    s('su-march', 'March companies (62nd Army)', 'rifle', '62nd Army', WEAK, {
      turn: 7,
      entry: FERRY.anyLanding,
    }),
  ];
}

// ---- cards ---------------------------------------------------------------------------------

const ALL_TURNS = Array.from({ length: TURNS }, (_, i) => i + 1);
const EARLY = ALL_TURNS.filter((t) => t <= 5);
const LATE = ALL_TURNS.filter((t) => t >= 6);

function card(
  side: Side,
  id: string,
  kind: CardDef['kind'],
  name: string,
  text: string,
  value?: number,
  turns?: readonly number[],
): CardDef {
  return {
    id,
    side,
    kind,
    name,
    ...(value === undefined ? {} : { value }),
    ...(turns ? { turns } : {}),
    text,
  };
}

function cards(): CardDef[] {
  return [
    card(
      GERMAN,
      'de-stuka-14oct',
      'bombard',
      'VIII. Fliegerkorps: the 14 October effort',
      'Up to 3,000 sorties on the first day: add 3 to one fire attack.',
      3,
      [1],
    ),
    card(
      GERMAN,
      'de-stuka-1',
      'bombard',
      'Stuka attack (VIII. Fliegerkorps)',
      'Ju 87s over the factories in daylight: add 3 to one fire attack.',
      3,
      EARLY,
    ),
    card(
      GERMAN,
      'de-stuka-2',
      'bombard',
      'Stuka attack (VIII. Fliegerkorps)',
      'A second wave of dive bombers: add 2 to one fire attack.',
      2,
      EARLY,
    ),
    card(
      GERMAN,
      'de-stuka-late',
      'bombard',
      'Stuka attack, short days and sleet',
      'Fewer sorties as the days shorten and the weather closes in: add 2 to one fire attack.',
      2,
      LATE,
    ),
    card(
      GERMAN,
      'de-nebelwerfer',
      'bombard',
      'Nebelwerfer salvo',
      'A rocket-launcher regiment fires a concentration: add 2 to one fire attack.',
      2,
    ),
    card(
      GERMAN,
      'de-stosstrupp',
      'directed',
      'Stosstrupp',
      'An assault squad clears one building at a time: you assign the damage of this fire to the target units.',
    ),
    card(
      GERMAN,
      'de-hubertus',
      'directed',
      "Selle's pioneers: flamethrowers and charges",
      "Operation Hubertus: the pioneers blow their way into the Commissar's House. You assign the damage of this fire to the target units.",
      undefined,
      [7],
    ),
    card(
      SOVIET,
      'su-eastbank',
      'bombard',
      'East-bank artillery',
      'Army and front guns across the Volga fire on call: add 2 to one fire attack.',
      2,
    ),
    card(
      SOVIET,
      'su-katyusha',
      'bombard',
      'Katyusha salvo',
      'A Guards mortar regiment fires from the east bank: add 3 to one fire attack.',
      3,
    ),
    card(
      SOVIET,
      'su-flotilla',
      'bombard',
      'Volga Flotilla gunboats',
      'Gunboats fire from the river until the ice floes drive them off: add 1 to one fire attack.',
      1,
      ALL_TURNS.filter((t) => t <= 6),
    ),
    card(
      SOVIET,
      'su-stormgroup',
      'directed',
      'Storm group',
      "Chuikov's small storm groups close to grenade range: you assign the damage of this fire to the target units.",
    ),
  ];
}

// ---- the scenario --------------------------------------------------------------------------

const VP: Readonly<Record<string, number>> = { B1: 3, D1: 3, E1: 3, G2: 3, D0: 2, DE: 2, E0: 2, F2: 2 };

export function stalingradFactories(): AreaScenario {
  const units = [...germans(), ...soviets()];
  const scenario: AreaScenario = {
    system: 'area-impulse',
    id: 'stalingrad-factories',
    version: 1,
    title: 'Stalingrad: the factory district',
    description:
      "14 October - 18 November 1942: Sixth Army storms the Tractor Factory, the Barrikady and Red October against Chuikov's 62nd Army, from the great assault of 14 October to Operation Hubertus.",
    sources: [
      'Antony Beevor, Stalingrad (1998), online copies (rulit.me, kostenlosonlinelesen): the 14 October assault, the 84th Tank Brigade, the 37th Guards and 112th encircled, Schützen-Regiment 103 at the Volga, the 138th RD crossing, 8th Air Army under 200 aircraft; ch. 12 (read for the dossier).',
      "William Craig, Enemy at the Gates (1973), online copy pp. 33-34: ice floes in early November; Operation Hubertus, the Chemist's shop, the Commissar's House, Regiment 576, Pionier-Bataillon 50, Oberst Selle's five battalions (read for the dossier).",
      'ron84z.neocities.org chronology, 14 October 1942: 90,000 men and 300 panzers; 37th Guards, 112th, 2nd Motorized, 115th, 124th and 149th Rifle Brigades; the 138th RD crossing (read for the dossier).',
      'A Soviet history of the battle (Chinese translation, qb5200.tw), 12-14 October: the attack on a 4 km front by three infantry and two panzer divisions; five engineer battalions flown in (read for the dossier).',
      'Russian sources (bibliboba.online copies): "Stalingrad: 7 decisive days"; Rubezhi slavy (45th RD, the 31 October counter-attack); Kto s mechom k nam voydet ("Lyudnikov\'s Island") (read for the dossier).',
      "Volgograd memorial pages (who-knows, touristportal, welcome2018): Lyudnikov's Island and the breakthrough to the Volga on 11 November (read for the dossier).",
      'news-pravda.com, "October 14, 1942": a front of about 5 km, three infantry and two tank divisions (read for the dossier).',
      'historyback.com on Operation Hubertus: the Soviet divisions holding the factories in November (read for the dossier).',
      'Storm Over Stalingrad reviews and play reports (battlefieldswarriors blog; grognard.com reviews by W. Terdoslavich and L. Ritter): the game system only (read for the dossier).',
      'Jason D. Mark, Island of Fire (2006); David Glantz and Jonathan House, Armageddon in Stalingrad (2009); V. I. Chuikov, The Beginning of the Road (1959): standard works for checking (not read).',
    ],
    notes: [
      "The area map is our own design from the real geography (the dossier's 22 land areas and adjacency); it copies no published game. North is at the top, the Volga off the right-hand end of each row, straightened; the off-map boxes (the east bank, the islands, the German rear) are not areas: the east-bank guns are cards, reinforcements enter through entry areas.",
      'Start control: areas the dossier calls contested go to the side holding most of it on 14 October, which is the side with units there at the start where only one side has any (B2, D2, F2 Soviet); Mamayev Kurgan (G2) is German (the summit and the water tanks) with the 284th and 95th on the east slopes; the central city edge (S) is German (71. ID held most of it) with a 13th Guards regiment on the bank.',
      "Unit values (AI-FIRE-NS-04) are ours, scaled from the strengths the dossier gives: fresh firepower 1 = a few hundred men or a headquarters guard, 2 = a depleted regiment or a German battalion of 100-300 fighting men, 3 = a fresh or strong regiment, a pioneer battalion of about 600 or an assault-gun battalion, 4 = a panzer Kampfgruppe; fresh defence 5 for remnants, 6 for ordinary infantry, 7 for the Guards, the Siberian 284th and 308th, the pioneers and the assault guns, 8 for the 84th Tank Brigade's dug-in tanks. The regiments of 295., 71. and 94. ID and the Croatian 369th were down to battalion strength and count as battalions. The spent face has 1 less firepower and 1 less defence, except that armour (panzers, assault guns, the 84th's tanks) loses 2 firepower and the units whose defence is their position or their gear (assault guns, dug-in tanks, pioneers) lose 2 defence.",
      "Counter mix: the dossier's (Soviet regiments and brigades, German battalions and panzer Kampfgruppen). 389. ID is three regiments, not six battalions, so 389. ID and 14. Panzer fit together in W1 under the 10-unit limit; 112th RD is two units (385th with 416th, and 524th), the 193rd two; 16. Panzer and 94. ID are one unit each in the north; 71. ID has one regiment in the link area S.",
      'Set-up (dossier section 5) with its gaps filled: the 37th Guards reserve in C1 is folded into its regiments; the 95th RD reserve in G1 is its 241st Rifle Regiment; 62nd Army HQ in E0 is a weak HQ-guard unit.',
      "Reinforcements (dossier section 6): the 138th RD on turn 2 by ferry to D0 (else C1, E0), 79. ID on turn 3 at W2, the 45th RD on turn 4 by ferry to E0 (else G1, D0), StuG-Abt. 245 on turn 5 (the dossier's est. assault guns; no march battalions), Selle's five pioneer battalions on turn 6 at W2 for Hubertus on turn 7, and one weak unit of Soviet march companies on turn 7 (the ice let little across). A unit lands in the first listed area its side controls with room; with none it waits a turn.",
      'Initiative: the Germans, the attackers, take the first impulse of every turn.',
      'Cards (AI-FIRE-NS-09): the names and texts are ours. Bombard cards add 1-3 to one fire attack; directed cards let the firer assign the damage (AI-FIRE-50). The Luftwaffe has three Stuka cards on turn 1, two on turns 2-5 and one from turn 6 (shorter days, sleet); the Volga Flotilla card ends with the ice after turn 6.',
      'Victory (dossier section 7): the Germans win at once if they control every riverside area at the end of a turn (the Soviets could no longer cross); otherwise the Soviets win if at the end of turn 8 they hold an area of each factory complex (B1 or C1; D1, D0 or DE; E1 or E0). The German score (3 VP for B1, D1, E1, G2; 2 for D0, DE, E0, F2; 1 for the others) is shown each turn. A hard test for the Soviet player: the STZ and the oil tanks fell on 14-15 October, so the historical end state (about 24 VP) is a German win here.',
      "Left out (the dossier's section 8 suggestions the engine does not model): ferry rolls in the ice, the Kurgan's observation bonus, rubble, night infiltration along the bank, pioneers ignoring terrain, isolation, and daylight-limited air attacks within a turn. The ravine borders (the Mokraya Mechetka and the Bannyi) bar moving into an area that holds enemy units.",
    ],
    sides: [
      { id: GERMAN, name: 'German' },
      { id: SOVIET, name: 'Soviet' },
    ],
    briefing: {
      german:
        "Sixth Army attacks the northern factory district: 389. ID and 14. Panzer from the north-west against the Tractor Factory (STZ), 305. ID and 24. Panzer against the Barrikady, 100. Jäger at Red October. Reach the Volga: take every riverside area (Rynok, Spartakovka, STZ, the oil tanks, the Barrikady lower settlement, the Red October bank, the Bannyi ravine and the Krutoy ravine) and you win at once. Otherwise you must take a whole factory complex by 18 November - the STZ and the oil tanks, or the Barrikady with its lower settlement and the Bread Factory blocks, or Red October and its bank. 79. ID arrives on turn 3, Selle's pioneers on turn 6 for Hubertus; the Stukas thin out as the days shorten.",
      soviet:
        "Hold the bank. 62nd Army must keep a foothold in each of the three factory complexes until 18 November: the Tractor Factory (STZ) or the oil tanks; the Barrikady, its lower settlement or the Bread Factory blocks; Red October or its bank below. Lose every riverside area and the ferries stop: the battle is lost. The Gorokhov group in Rynok and Spartakovka is on its own. Lyudnikov's 138th crosses on turn 2 to the Barrikady, the 45th on turn 4 to Red October. Your guns and Katyushas fire from the east bank; storm groups let you choose whom your fire hits.",
    },
    turns: TURNS,
    turnNames: [...TURN_NAMES],
    initiative: ALL_TURNS.map(() => GERMAN),
    grid: { cols: Math.max(...MAP.map((l) => l.trim().split(/\s+/).length)), rows: MAP.length },
    areas: areas(),
    borders: borders(),
    units,
    cards: cards(),
    victory: {
      suddenDeath: [{ side: GERMAN, areas: [...RIVERSIDE] }],
      holdGroups: {
        side: SOVIET,
        groups: [
          ['B1', 'C1'],
          ['D1', 'D0', 'DE'],
          ['E1', 'E0'],
        ],
      },
      vp: Object.fromEntries(AREAS.map((a) => [a.id, VP[a.id] ?? 1])),
      scoreSide: GERMAN,
    },
  };
  selfCheck(scenario);
  return scenario;
}

/** The generator fails loudly on a name that points nowhere (the engine's checks say the rest). */
function selfCheck(s: AreaScenario): void {
  const ids = new Set(s.areas.map((a) => a.id));
  const named = [
    ...s.borders.flatMap((b) => [b.a, b.b]),
    ...s.units.flatMap((u) => (u.area ? [u.area] : (u.arrives?.entry ?? []))),
    ...s.areas.filter((a) => a.cells.length === 0).map((a) => `${a.id} (no cells)`),
  ];
  for (const id of named) if (!ids.has(id)) throw new Error(`stalingrad-factories: unknown area ${id}`);
  if (cellsByArea().size !== ids.size)
    throw new Error('stalingrad-factories: the map draws an area with no row');
}
