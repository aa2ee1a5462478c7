// Unit-type templates shared by every bundled scenario, so that a Tiger, a 25-pdr battery or a
// rifle battalion has the same values in each battle (PC-UNT-03).
//
// Scale of the values (our convention; the manual gives only examples):
// - Attack and defense values are per element: per man for men units, per gun or vehicle for gun
//   and vehicle units (PC-FIR-04 multiplies by men-equivalents, 1 gun or vehicle = 10 men).
// - Hard attack ~ armour penetration at combat range, mm / 4 (2-pdr 12, 6-pdr 20, 75 mm M3 17,
//   7.5 cm L/48 24, 8.8 cm L/56 30, 7.5 cm L/70 32, 17-pdr 34).
// - Defense of armoured vehicles ~ effective frontal armour, mm / 4 with slope (Pz III 41 12,
//   T-34 20, Tiger 30, Matilda 22); soft units 8-10 (PC-FIR-23 compares hard attack with it).
// - Ranges are written in km and turned into hexes for the scenario's hex size, rounded (0.5 up);
//   0 = same hex only (PC-UNT-03), so infantry hard values are assault-only on 1 km hexes.
// - Speeds fit the default terrain costs (terrain.ts): foot 9, tracked 11-16, motorized 16-24.

import type { MoveClass } from '../../src/engine/systems/panzer/model/terrain.js';
import type { Component, UnitFlags, UnitType } from '../../src/engine/systems/panzer/model/unit.js';

export interface Template {
  readonly label: string;
  readonly type: UnitType;
  readonly component: Component;
  /** [value, range km] */
  readonly hard: readonly [number, number];
  readonly soft: readonly [number, number];
  readonly assault: number;
  readonly aa: readonly [number, number];
  readonly defense: number;
  readonly speed: number;
  readonly moveClass: MoveClass;
  readonly flags?: UnitFlags;
}

const armour = (
  label: string,
  hard: [number, number],
  soft: [number, number],
  defense: number,
  speed: number,
  extra: Partial<Template> = {},
): Template => ({
  label,
  type: 'armor',
  component: 'vehicles',
  hard,
  soft,
  assault: Math.round(soft[0] * 0.8 + 3),
  aa: [1, 0],
  defense,
  speed,
  moveClass: 'tracked',
  ...extra,
  flags: { hardTarget: true, ...extra.flags },
});

const foot = (label: string, soft: number, hard: number, assault: number, extra: Partial<Template> = {}): Template => ({
  label,
  type: 'infantry',
  component: 'men',
  // Hand-held anti-tank weapons reach the next hex only at tactical scale (PC-UNT-03: "4/0").
  hard: [hard, hard > 2 ? 0.2 : 0],
  soft: [soft, 0.5],
  assault,
  aa: [1, 0],
  defense: 10,
  speed: 9,
  moveClass: 'foot',
  ...extra,
});

const towed = (
  label: string,
  type: UnitType,
  hard: [number, number],
  soft: [number, number],
  speed = 16,
  extra: Partial<Template> = {},
): Template => ({
  label,
  type,
  component: 'guns',
  hard,
  soft,
  assault: 1,
  aa: [0, 0],
  defense: 4,
  speed,
  moveClass: 'motorized',
  ...extra,
  flags: { towed: true, mustTravel: true, ...extra.flags },
});

/** Indirect-fire guns: a small hard value (HE against armour, about soft / 10) with the soft range (PC-FIR-03). */
const field = (label: string, soft: number, rangeKm: number, extra: Partial<Template> = {}): Template =>
  towed(label, 'artillery', [Math.max(1, Math.round(soft / 10)), rangeKm], [soft, rangeKm], 16, {
    ...extra,
    flags: { indirect: true, ...extra.flags },
  });

export const T = {
  // ---- headquarters ----------------------------------------------------------------------
  hq: {
    label: 'headquarters',
    type: 'hq',
    component: 'men',
    hard: [0, 0],
    soft: [0, 0],
    assault: 0,
    aa: [1, 0],
    defense: 6,
    speed: 18,
    moveClass: 'motorized',
  },
  hqFoot: {
    label: 'headquarters (on foot)',
    type: 'hq',
    component: 'men',
    hard: [0, 0],
    soft: [1, 0.3],
    assault: 0,
    aa: [1, 0],
    defense: 8,
    speed: 9,
    moveClass: 'foot',
  },
  hqTank: armour('command tanks', [0, 0], [0, 0], 12, 14, { type: 'hq', assault: 0 }),

  // ---- German armour -----------------------------------------------------------------------
  pz2: armour('Pz.Kpfw. II (2 cm)', [5, 0.6], [5, 1], 6, 16),
  pz3_41: armour('Pz.Kpfw. III G/H (5 cm L/42)', [12, 1], [10, 1], 12, 14),
  pz4_41: armour('Pz.Kpfw. IV E/F1 (7.5 cm L/24)', [9, 1], [18, 1.5], 12, 13),
  /** A DAK Panzer-Abteilung of 1941: Pz II, III and IV mixed (about 1:2:0.5). */
  pzMix41: armour('Panzer-Abteilung 1941 (Pz II/III/IV)', [11, 1], [11, 1], 11, 14),
  pz3_43: armour('Pz.Kpfw. III L/M (5 cm L/60)', [17, 1], [12, 1], 14, 14),
  pz4_43: armour('Pz.Kpfw. IV G/H (7.5 cm L/48)', [24, 1.5], [14, 1.5], 18, 13),
  /** A Panzer-Abteilung of 1943: Pz IV long with Pz III (about 1:1). */
  pzMix43: armour('Panzer-Abteilung 1943 (Pz IV long/Pz III)', [21, 1.5], [13, 1.5], 16, 13),
  pz3_44: armour('Pz.Kpfw. III (training)', [14, 1], [11, 1], 13, 13, { flags: { lowReliability: true } }),
  tiger: armour('Pz.Kpfw. VI Tiger I (8.8 cm L/56)', [30, 2], [18, 1.5], 30, 11, {
    flags: { lowReliability: true },
  }),
  panther: armour('Pz.Kpfw. V Panther D (7.5 cm L/70)', [32, 2], [14, 1.5], 28, 13, {
    flags: { lowReliability: true },
  }),
  flammPz: armour('Pz.Kpfw. III (Fl)', [4, 0.1], [20, 0.1], 14, 13),
  stug: armour('StuG III F/G (7.5 cm L/48)', [24, 1.5], [12, 1.5], 18, 12, { assault: 9 }),
  marder: armour('Marder II/III (7.5 cm Pak)', [24, 1.5], [5, 1], 6, 13, { type: 'antiTank', assault: 3 }),
  sdkfz234: armour('Sd.Kfz. 234 armoured car (2 cm)', [5, 0.5], [8, 1], 4, 22, {
    type: 'recon',
    moveClass: 'motorized',
    flags: { recon: true },
  }),
  armouredCar41: armour('Sd.Kfz. 221/222/231 armoured cars', [4, 0.5], [6, 1], 4, 22, {
    type: 'recon',
    moveClass: 'motorized',
    flags: { recon: true },
  }),

  // ---- Allied armour -----------------------------------------------------------------------
  crusader: armour('Crusader I/II (2-pdr)', [12, 1], [5, 1], 11, 16, { flags: { lowReliability: true } }),
  a13: armour('A10/A13 cruiser (2-pdr)', [12, 1], [5, 1], 8, 14, { flags: { lowReliability: true } }),
  stuart41: armour('M3 Stuart "Honey" (37 mm)', [11, 1], [6, 1], 11, 18),
  matilda: armour('Matilda II (2-pdr)', [12, 1], [3, 1], 22, 8),
  valentine: armour('Valentine II (2-pdr)', [12, 1], [4, 1], 18, 10),
  cromwell: armour('Cromwell IV (75 mm)', [17, 1], [14, 1], 18, 16),
  cromwellCs: armour('Cromwell VI CS (95 mm howitzer)', [8, 0.8], [22, 1], 18, 16),
  firefly: armour('Sherman Firefly (17-pdr)', [34, 1.5], [10, 1], 19, 13),
  stuart44: armour('M5 Stuart (37 mm)', [11, 0.8], [6, 1], 11, 18, { type: 'recon', flags: { recon: true } }),
  opTank: armour('Cromwell OP tank (observation post)', [2, 0.5], [4, 0.5], 18, 16, {
    type: 'recon',
    assault: 1,
    flags: { recon: true },
  }),
  marmon: armour('Marmon-Herrington / Humber armoured cars', [4, 0.5], [4, 1], 3, 24, {
    type: 'recon',
    moveClass: 'motorized',
    flags: { recon: true },
  }),
  jeeps: armour('armed jeeps (Vickers K)', [0, 0], [6, 0.5], 1, 24, {
    type: 'recon',
    moveClass: 'motorized',
    flags: { recon: true, hardTarget: false },
  }),

  // ---- Soviet armour -----------------------------------------------------------------------
  t34: armour('T-34/76 (76 mm F-34)', [17, 1], [14, 1], 20, 15),
  /** Second tank battalion of a 1943 tank brigade: T-34 with T-70 (about 1:1). */
  t34t70: armour('T-34/76 and T-70 mixed', [15, 1], [10, 1], 16, 15),
  t70: armour('T-70 (45 mm)', [12, 1], [6, 1], 11, 16),
  m3lee: armour('M3 Lee (75 mm)', [16, 1], [14, 1], 14, 12),
  m3stuart: armour('M3 Stuart (37 mm)', [11, 1], [6, 1], 11, 17),
  churchill: armour('Churchill III/IV (6-pdr)', [20, 1], [10, 1], 24, 9),
  su76: armour('SU-76 (76 mm)', [16, 1], [14, 1.5], 6, 14),
  su122: armour('SU-122 (122 mm howitzer)', [10, 1], [24, 1.5], 14, 12),
  su152: armour('SU-152 (152 mm)', [26, 1.5], [30, 2], 16, 11),

  // ---- Italian armour ----------------------------------------------------------------------
  m13: armour('M13/40 (47/32)', [10, 1], [6, 1], 8, 12, { flags: { lowReliability: true } }),
  l3: armour('L3/35 tankettes', [1, 0.3], [3, 0.5], 4, 16),
  // Outpost Snipe (1942): the Semovente and the Sherman II of 24th Armoured Brigade (est. values).
  semovente7518: armour('Semovente 75/18 (75 mm howitzer)', [10, 1], [14, 1], 12, 12, { assault: 8 }),
  sherman42: armour('M4A1 Sherman II (75 mm)', [17, 1], [14, 1], 18, 14),

  // ---- infantry ----------------------------------------------------------------------------
  gerInf: foot('Infanterie (foot)', 6, 2, 14),
  gerPzGren: foot('Panzergrenadiere (lorried)', 7, 2, 16, { speed: 18, moveClass: 'motorized' }),
  gerPzGrenSpw: foot('Panzergrenadiere (half-tracks)', 8, 3, 18, { speed: 15, moveClass: 'tracked' }),
  gerSchuetzen41: foot('Schützen (lorried)', 7, 2, 15, { speed: 18, moveClass: 'motorized' }),
  gerKrad: foot('Kradschützen (motorcycles)', 7, 2, 13, { type: 'recon', speed: 22, moveClass: 'motorized' }),
  ssPzGren44: foot('SS-Panzergrenadiere (1944)', 8, 5, 16),
  ssBicycle: foot('SS-Panzergrenadiere (bicycles)', 7, 4, 15, { speed: 12, moveClass: 'bicycle' }),
  gerTraining: foot('Ausbildungs- und Ersatz-Kompanie', 6, 4, 12),
  ssStaff: foot('Abteilung staff and supply men', 5, 1, 10),
  sovRifle: foot('Soviet rifle battalion', 6, 3, 14),
  sovMotRifle: foot('Soviet motor-rifle battalion', 6, 3, 16, { speed: 18, moveClass: 'motorized' }),
  britInf41: foot('British/Commonwealth infantry (lorried)', 6, 2, 14, { speed: 18, moveClass: 'motorized' }),
  britInfFoot: foot('British infantry (garrison)', 6, 2, 14),
  britMotor41: foot('Motor battalion (carriers and lorries)', 7, 3, 14, { speed: 20, moveClass: 'motorized' }),
  britInf44: foot('British rifle company (PIAT)', 7, 5, 15),
  britMotor44: foot('Motor platoon (half-tracks, PIAT)', 8, 5, 14, { speed: 15, moveClass: 'tracked' }),
  para: foot('Parachute infantry (PIAT, Sten, Bren)', 7, 5, 17),
  sapper: foot('Sappers', 6, 4, 18, { type: 'engineer', flags: { engineer: true, demolition: true, mineClear: true } }),
  itaInf: foot('Italian infantry (foot)', 5, 1, 10),
  bersaglieri: foot('Bersaglieri (lorried)', 6, 2, 12, { speed: 18, moveClass: 'motorized' }),

  // ---- engineers, recon, support weapons -----------------------------------------------------
  gerPioneer: foot('Pioniere', 6, 4, 18, {
    type: 'engineer',
    speed: 18,
    moveClass: 'motorized',
    flags: { engineer: true, mineClear: true, demolition: true, bridgeEngineer: true },
  }),
  sovSapper: foot('Soviet sapper battalion', 5, 3, 16, {
    type: 'engineer',
    flags: { engineer: true, mineClear: true, demolition: true },
  }),
  britRE41: foot('Royal Engineers field company', 5, 2, 14, {
    type: 'engineer',
    speed: 18,
    moveClass: 'motorized',
    flags: { engineer: true, mineClear: true, bridgeEngineer: true },
  }),
  gerRecon: foot('Aufklärungs-Abteilung (armoured cars, half-tracks)', 7, 4, 13, {
    type: 'recon',
    speed: 20,
    moveClass: 'motorized',
    flags: { recon: true },
  }),
  sovMotorcycle: foot('Soviet motorcycle battalion', 6, 2, 12, {
    type: 'recon',
    speed: 22,
    moveClass: 'motorized',
    flags: { recon: true },
  }),
  mgBn: foot('Machine-gun battalion (Vickers)', 10, 1, 8, {
    type: 'heavyWeapons',
    soft: [10, 2],
    speed: 18,
    moveClass: 'motorized',
  }),
  mgSection: foot('Vickers MMG section', 12, 0, 6, { type: 'heavyWeapons', soft: [12, 1], hard: [0, 0] }),
  piatSection: foot('PIAT section', 2, 10, 8, { type: 'antiTank', hard: [10, 0.2], soft: [2, 0.2] }),
  flameEngineers: foot('Pioniere with flamethrowers', 10, 6, 22, {
    type: 'engineer',
    soft: [10, 0.1],
    flags: { engineer: true, demolition: true },
  }),

  // ---- anti-tank and anti-aircraft guns --------------------------------------------------------
  pak38: towed('5 cm Pak 38', 'antiTank', [17, 1], [4, 1]),
  pak40: towed('7.5 cm Pak 40', 'antiTank', [25, 1.5], [6, 1]),
  pak36: towed('3.7 cm Pak 36', 'antiTank', [9, 0.8], [3, 1]),
  flak88: towed('8.8 cm Flak 18/36', 'antiAircraft', [26, 2], [12, 2], 14, { aa: [14, 3] }),
  flak20: towed('2 cm Flak 30/38', 'antiAircraft', [5, 0.5], [10, 1], 18, { aa: [10, 1] }),
  sovAt45: towed('45 mm M1937/M1942 AT gun', 'antiTank', [12, 1], [4, 1]),
  sovAt76: towed('76 mm ZiS-3 AT regiment', 'antiTank', [18, 1], [10, 1]),
  sovAa: towed('37 mm AA guns', 'antiAircraft', [6, 0.5], [6, 1], 18, { aa: [10, 1] }),
  brit2pdr: towed('2-pdr anti-tank gun', 'antiTank', [12, 1], [2, 1]),
  brit6pdr: towed('6-pdr anti-tank gun', 'antiTank', [20, 1], [4, 1]),
  brit6pdrAirborne: towed('6-pdr anti-tank gun (airborne)', 'antiTank', [20, 0.8], [4, 0.8], 9, {
    moveClass: 'foot',
  }),
  britBofors: towed('40 mm Bofors', 'antiAircraft', [5, 0.5], [6, 1], 18, { aa: [12, 2] }),
  itaAt47: towed('47/32 anti-tank gun', 'antiTank', [10, 1], [4, 1]),

  // ---- artillery (indirect) -------------------------------------------------------------------
  lefh18: field('10.5 cm le.FH 18', 22, 10.5),
  sfh18: field('15 cm s.FH 18', 34, 13, { flags: { heavyArtillery: true } }),
  k18: field('10 cm K 18', 24, 19, { flags: { heavyArtillery: true } }),
  moerser21: field('21 cm Mörser 18', 48, 16, { speed: 12, flags: { heavyArtillery: true, siegeGun: true } }),
  wespe: armour('Wespe / Hummel (SP howitzers)', [3, 11], [26, 11], 5, 13, {
    type: 'artillery',
    component: 'guns',
    assault: 1,
    flags: { indirect: true },
  }),
  nebelwerfer: towed('15 cm Nebelwerfer 41', 'rocket', [2, 6.5], [30, 6.5], 16, { flags: { indirect: true } }),
  sovArt76: field('76 mm ZiS-3 divisional guns', 16, 13),
  sovArt122: field('122 mm M-30 howitzers', 28, 11.8),
  sovArt152: field('152 mm ML-20 gun-howitzers', 40, 17, { flags: { heavyArtillery: true } }),
  katyusha: {
    label: 'BM-13 Katyusha',
    type: 'rocket',
    component: 'guns',
    hard: [2, 8.5],
    soft: [30, 8.5],
    assault: 0,
    aa: [0, 0],
    defense: 3,
    speed: 18,
    moveClass: 'motorized',
    flags: { indirect: true },
  },
  sovMortar120: field('120 mm regimental mortars', 18, 5.7, { type: 'mortar' }),
  pdr25: field('25-pdr field guns', 20, 12),
  sexton: armour('Sexton (25-pdr SP)', [2, 12], [20, 12], 6, 14, {
    type: 'artillery',
    component: 'guns',
    assault: 1,
    flags: { indirect: true },
  }),
  britMedium: field('4.5-inch / 60-pdr medium guns', 30, 18, { flags: { heavyArtillery: true } }),
  packHow: field('75 mm pack howitzers', 14, 8.5),
  mortar3in: field('3-inch mortars', 10, 2.5, {
    type: 'mortar',
    speed: 9,
    moveClass: 'foot',
    flags: { towed: false, mustTravel: false },
  }),
  mortar8cm: field('8 cm Granatwerfer 34', 10, 2.4, {
    type: 'mortar',
    speed: 9,
    moveClass: 'foot',
    flags: { towed: false, mustTravel: false },
  }),
  ita75: field('75/27 field guns', 14, 10),
  ita100: field('100/17 howitzers', 20, 9),
  ita149: field('149/13 heavy howitzers', 30, 8.8, { flags: { heavyArtillery: true } }),
} satisfies Record<string, Template>;

export type TemplateKey = keyof typeof T;
