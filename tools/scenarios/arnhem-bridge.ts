// Tactical: the Arnhem road bridge, 17-21 September 1944 (dossier tutorial-and-tactical.md, Part B).
// 250 m hexes, 30-minute turns, platoons and companies; playable with the base rules.

import type { AiOrder, ObjectiveSetup, Scenario } from '../../src/engine/systems/panzer/model/scenario.js';
import type { SpecialRules } from '../../src/engine/systems/panzer/model/special-rules.js';
import type { Quality } from '../../src/engine/systems/panzer/model/unit.js';
import { bump } from './common.js';
import { MapGen, polyDist, type Pt } from './mapgen.js';
import { Oob, type UnitSpec } from './oob.js';
import type { TemplateKey } from './templates.js';

const START = '1944-09-17T19:30';
const TURNS = 165; // 17 Sep 19:30 .. 21 Sep 06:00

// 26 x 17 hexes of 250 m (6.6 x 3.6 km); the north ramp is hex 16,07 as in the dossier.
const RAMP: Pt = [4.25, 2.07];
const SOUTH_RAMP: Pt = [4.25, 1.42];
const CHURCH: Pt = [3.95, 2.3];
const STATION: Pt = [3.15, 3.2];
const PONTOON: Pt = [3.2, 1.75];
const ST_ELISABETH: Pt = [1.9, 2.25];
const BRICKWORKS: Pt = [3.4, 1.35];
const POWER_STATION: Pt = [5.9, 2.2];
const RIVER_N = 1.96; // north bank, km from the south edge
const RIVER_S = 1.53;
const RIJNKADE: Pt[] = [
  [0, 2.22],
  [1.1, 2.18],
  ST_ELISABETH,
  [2.7, 2.08],
  RAMP,
  [5.2, 2.08],
  [6.7, 2.1],
];
const NIJMEEGSEWEG: Pt[] = [RAMP, [4.3, 2.55], [4.55, 3.2], [4.8, 3.8]];
const EUSEBIUSBUITENSINGEL: Pt[] = [RAMP, [4.6, 2.4], [5.1, 2.9], [5.6, 3.7]];
const DEN_BRINK: Pt[] = [
  [0, 2.45],
  [1.2, 2.4],
  [2.2, 2.35],
  [2.7, 2.45],
];

function drawMap(): MapGen {
  const m = new MapGen(26, 17, 0.25, 't', 1709);
  // North bank: dense brick city round the old town and the ramp, town beyond, parks to the west.
  m.paint('C', (p) => p[0] > 2.6 && p[0] < 5.4 && p[1] > RIVER_N && p[1] < 3.4);
  m.paint('i', (p) => Math.hypot(p[0] - POWER_STATION[0], p[1] - POWER_STATION[1]) < 0.35);
  m.disc(1.1, 2.9, 0.45, 'f'); // Den Brink park
  m.disc(0.3, 3.3, 0.4, 'f');
  m.paint('o', (p, loc) => p[1] > 3.4 && p[0] > 5.4 && m.hash(loc, 3) < 0.3);
  // The Onderlangs strip between the river and the steep bank.
  m.paint('.', (p) => p[0] < 2.5 && p[1] > RIVER_N && p[1] < 2.3 && polyDist(p, RIJNKADE) > 0.1);
  // The Neder Rijn, about 100 m wide with its flood plain; the south bank polder.
  m.paint('~', (p) => p[1] >= RIVER_S && p[1] <= RIVER_N);
  m.paint(',', (p, loc) => p[1] < RIVER_S && m.hash(loc, 5) < 0.45);
  m.paint('.', (p, loc) => p[1] < RIVER_S && m.letterAt(loc) === 't');
  m.paint('m', (p, loc) => p[1] < 1.25 && p[0] < 2.5 && m.hash(loc, 7) < 0.35);
  m.paint('v', (p) => p[1] < RIVER_S && p[0] > 4.6 && p[0] < 5.6 && p[1] < 0.9); // Malburgen
  m.disc(BRICKWORKS[0], BRICKWORKS[1], 0.15, 'i');
  m.hexsideLine(
    [
      [-0.1, 1.3],
      [2.5, 1.3],
      [4.0, 1.3],
      [6.8, 1.3],
    ],
    ['dike'],
  );
  m.hexsideLine(DEN_BRINK, ['escarpment']);

  m.road('primaryRoad', [[4.3, 0], [4.25, 0.9], SOUTH_RAMP, RAMP]);
  m.road('primaryRoad', NIJMEEGSEWEG);
  m.road('road', RIJNKADE);
  m.road('road', EUSEBIUSBUITENSINGEL);
  m.road('road', [CHURCH, [3.6, 2.7], STATION, [2.4, 3.5], [1.2, 3.2], [0, 3.1]]); // to Utrechtseweg
  m.road('road', [[0, 0.8], [2.2, 1.0], SOUTH_RAMP, [5.5, 1.1], [6.7, 1.0]]); // south-bank dike road
  m.road('rail', [[0, 2.6], [1.9, 2.55], STATION, [4.6, 3.45], [6.7, 3.3]]);
  // The bridge: the road crosses the water hexes on the bridge (full-hex bridge, PC-WAT-05).
  for (const line of m.lines)
    if (line.kind === 'primaryRoad')
      for (const h of line.hexes) {
        const loc = m.board.parse(h)!;
        if (m.letterAt(loc) === '~') m.feature(loc, { fullHexBridge: true, name: 'Arnhem road bridge (Rijnbrug)' });
      }

  m.setElevation((p) => {
    if (p[1] >= RIVER_S && p[1] <= RIVER_N) return 8;
    if (p[1] < RIVER_S) return 10 + (m.letterAt(m.at(p[0], p[1])) === 'v' ? 2 : 0);
    const up = Math.max(0, Math.min(1, (p[1] - RIVER_N) / 1.4));
    const brink = p[0] < 2.7 && p[1] > 2.4 ? 18 : 0;
    return 13 + 22 * up + brink + bump(p, [1.1, 2.9], 10, 0.4);
  });
  m.name(RAMP[0], RAMP[1], 'North ramp of the road bridge');
  m.name(SOUTH_RAMP[0], SOUTH_RAMP[1], 'South ramp of the road bridge');
  m.name(CHURCH[0], CHURCH[1], 'St Eusebius church (Grote Kerk)');
  m.name(STATION[0], STATION[1], 'Arnhem station');
  m.name(ST_ELISABETH[0], ST_ELISABETH[1], 'Onderlangs and St Elisabeth hospital');
  m.name(BRICKWORKS[0], BRICKWORKS[1], 'Brickworks');
  m.name(POWER_STATION[0], POWER_STATION[1], 'Power station');
  m.name(PONTOON[0], PONTOON[1], 'Pontoon bridge site (centre section removed)');
  const ramp = m.at(RAMP[0], RAMP[1]);
  m.feature(m.board.neighbor(ramp, 3), { name: 'Brigade HQ building' });
  m.feature(m.board.neighbor(ramp, 0), { name: 'Van Limburg Stirum school' });
  // The houses round the ramp that the bridge force prepared for defence on the first night
  // (loopholes, barricades: dossier B5, "15-20 buildings"): Improved Positions (est.).
  for (const dir of [0, 1, 2, 3, 4, 5]) {
    const loc = m.board.neighbor(ramp, dir);
    if (loc >= 0 && m.letterAt(loc) !== '~') m.feature(loc, { fortification: 'ip' });
  }
  m.feature(m.at(SOUTH_RAMP[0], SOUTH_RAMP[1]), { fortification: 'pillbox', name: 'South ramp pillbox' });
  return m;
}

export function arnhemBridge(): Scenario {
  const map = drawMap();
  const oob = new Oob(map, START, 30, 1500, 3);
  const ai: { allied: AiOrder[]; axis: AiOrder[] } = { allied: [], axis: [] };
  const rampLoc = map.at(RAMP[0], RAMP[1]);
  const bdeHqLoc = map.board.neighbor(rampLoc, 3);
  const schoolLoc = map.board.neighbor(rampLoc, 0);
  const approachLoc = map.board.neighbor(rampLoc, 2);
  const singelLoc = map.board.neighbor(rampLoc, 1);
  const kadeWestLoc = map.board.neighbor(bdeHqLoc, 3);
  const hexOf = (p: Pt) => map.hex(p[0], p[1]);
  const order = (side: 'allied' | 'axis', org: string, o: AiOrder['order'], target?: string, from?: string) =>
    ai[side].push({ org, order: o, ...(target ? { target } : {}), ...(from ? { fromTurn: oob.turnOf(from) } : {}) });
  type B = { key: TemplateKey; name: string; n: number; q?: Quality; size?: UnitSpec['size'] };
  const add = (org: string, q: Quality, b: B, where: Partial<UnitSpec>) =>
    oob.add({ org, key: b.key, name: b.name, strength: b.n, quality: b.q ?? q, size: b.size ?? 'platoon', ...where });
  const road = (x: number): Partial<UnitSpec> => ({ at: [x, 2.12], mode: 'travel' });

  // =========================== British: Frost Force =======================================
  const div = oob.org('1abd', '1st Airborne Division (Urquhart)', 'allied', 'division', undefined, 'UK');
  const bde = oob.org('1pb', '1st Parachute Brigade (Lathbury; Bde Maj. Hibbert)', 'allied', 'brigade', div);
  const bn2 = oob.org('2para', '2nd Parachute Battalion (Frost)', 'allied', 'battalion', bde);
  // Division HQ and the Light Regiment were 8 km west at Oosterbeek: they stand fixed at the west edge.
  oob.hq(div, '1st Airborne Div HQ, Hartenstein (off map W)', 40, 'B', { at: [0.1, 2.6] }, { key: 'hqFoot', fixed: true, size: 'division' });
  add(div, 'B', { key: 'packHow', name: '1st Airlanding Light Regt RA (Oosterbeek)', n: 12, size: 'battalion' }, { at: [0.1, 2.9], fixed: true });
  oob.hq(bde, '1st Para Bde HQ (Hibbert)', 12, 'A', road(1.5), { key: 'hqFoot', strength: 60, size: 'brigade' });
  oob.hq(bn2, '2 Para Bn HQ (Lt-Col Frost)', 10, 'A', road(2.4), { key: 'hqFoot', strength: 40, size: 'battalion' });
  for (const [i, n] of ['1 Platoon', '2 Platoon (Grayburn)', '3 Platoon'].entries())
    add(bn2, 'A', { key: 'para', name: `A Coy (Tatham-Warter), ${n}`, n: 36 }, road(2.95 - i * 0.12));
  for (const b of [
    { key: 'mortar3in', name: 'Support Coy, Mortar Pl (1)', n: 3 },
    { key: 'mortar3in', name: 'Support Coy, Mortar Pl (2)', n: 3 },
    { key: 'mgSection', name: 'Support Coy, MMG Pl (1)', n: 16 },
    { key: 'mgSection', name: 'Support Coy, MMG Pl (2)', n: 16 },
    { key: 'piatSection', name: 'Support Coy, Anti-Tank Pl (PIATs)', n: 20 },
    { key: 'para', name: 'HQ Company (signals and admin)', n: 60, q: 'B', size: 'company' },
  ] as B[])
    add(bn2, 'A', b, road(2.2));
  const bIn = { when: '1944-09-18T04:30', at: [0, 2.22] as Pt };
  add(bn2, 'A', { key: 'para', name: 'B Coy (Crawley), 5 Platoon', n: 34 }, { arrive: bIn });
  add(bn2, 'A', { key: 'para', name: 'B Coy (Crawley), 6 Platoon', n: 34 }, { arrive: bIn });
  add(bde, 'A', { key: 'para', name: '1 Para Bde Defence Platoon', n: 40 }, road(1.6));
  for (const [i, n] of ['A Troop (Mackay)', 'B Troop', 'Sqn HQ'].entries())
    add(bde, 'A', { key: 'sapper', name: `1st Para Sqn RE, ${n}`, n: 25 }, road(1.75 - i * 0.08));
  add(bde, 'B', { key: 'sapper', name: '9th Field Coy RE, detachment', n: 15 }, road(1.3));
  for (const k of ['B Troop (1)', 'B Troop (2)', 'B Troop (3)'])
    add(bde, 'A', { key: 'brit6pdrAirborne', name: `1st Airlanding AT Bty, ${k}`, n: 2 }, road(1.1));
  add(bde, 'A', { key: 'jeeps', name: '1st Airborne Recce Sqn, A Troop (Gough)', n: 6 }, road(0.9));
  add(bde, 'C', { key: 'para', name: '250 Lt Comp Coy RASC, platoon', n: 25 }, road(0.8));
  const cIn = { when: '1944-09-17T23:30', at: [3.0, 3.7] as Pt };
  add(bde, 'A', { key: 'para', name: 'C Coy 3 Para (Lewis), 7 Platoon', n: 28 }, { arrive: cIn });
  add(bde, 'A', { key: 'para', name: 'C Coy 3 Para (Lewis), 9 Platoon', n: 28 }, { arrive: cIn });

  order('allied', div, 'hold', map.label(rampLoc));
  order('allied', bde, 'move', map.label(bdeHqLoc));
  order('allied', bde, 'hold', map.label(bdeHqLoc), '1944-09-17T21:00');
  order('allied', bn2, 'attack', map.label(rampLoc));
  order('allied', bn2, 'hold', map.label(rampLoc), '1944-09-17T21:00'); // the north end was held by about 21:00 (B1)

  // =========================== German: II. SS-Panzerkorps =================================
  const korps = oob.org('2sspzk', 'II. SS-Panzerkorps (Bittrich)', 'axis', 'corps', undefined, 'Germany');
  oob.hq(korps, 'II. SS-Pz.K. HQ (Doetinchem, off map E)', 40, 'A', { at: [6.5, 3.0] }, { size: 'corps' });
  const ss10 = oob.org('10ss', '10. SS-Panzer-Division Frundsberg (Harmel)', 'axis', 'division', korps);
  oob.hq(ss10, '10. SS-Pz.Div. HQ (Harmel)', 20, 'A', { at: [6.5, 2.6] }, { size: 'division' });
  const kgB = oob.org('kg-brinkmann', 'Kampfgruppe Brinkmann (SS-Pz.Aufkl.Abt. 10)', 'axis', 'battalion', ss10);
  const eIn = (when: string, y = 2.1): { arrive: { when: string; at: Pt } } => ({ arrive: { when, at: [6.7, y] } });
  oob.hq(kgB, 'KG Brinkmann HQ', 10, 'A', eIn('1944-09-17T23:00'), { strength: 30 });
  for (const b of [
    { key: 'sdkfz234', name: 'SS-Pz.Aufkl.Abt. 10, armoured car platoon', n: 4 },
    { key: 'gerPzGrenSpw', name: 'SS-Pz.Aufkl.Abt. 10, half-track platoon', n: 40 },
  ] as B[])
    add(kgB, 'B', b, eIn('1944-09-17T23:00'));
  for (const k of ['1', '2', '3'])
    add(kgB, 'B', { key: 'ssPzGren44', name: `KG Brinkmann, dismounted company ${k}`, n: 100, size: 'company' }, eIn('1944-09-18T06:00', 2.5));
  add(ss10, 'B', { key: 'ssBicycle', name: '3./SS-Pz.Gren.Rgt 21 (Trapp)', n: 100, size: 'company' }, eIn('1944-09-18T01:00', 2.7));
  add(ss10, 'B', { key: 'gerPioneer', name: 'SS-Pz.Pionier-Btl. 10, company', n: 90, size: 'company' }, eIn('1944-09-18T08:00', 2.7));
  add(ss10, 'B', { key: 'flak20', name: 'SS-Flak-Abt. 10, 2 cm battery', n: 6, size: 'company' }, eIn('1944-09-18T08:00', 2.9));
  add(ss10, 'B', { key: 'lefh18', name: 'SS-Pz.Art.Rgt 10, light battery', n: 4, size: 'company' }, eIn('1944-09-18T08:00', 3.3));
  add(ss10, 'B', { key: 'sfh18', name: 'SS-Pz.Art.Rgt 10, heavy battery', n: 4, size: 'company' }, eIn('1944-09-18T12:00', 3.3));
  add(ss10, 'B', { key: 'mortar8cm', name: 'SS mortar section', n: 6 }, eIn('1944-09-18T06:00', 2.9));
  add(ss10, 'B', { key: 'flameEngineers', name: 'SS-Pioniere with flamethrowers', n: 40 }, eIn('1944-09-20T07:00', 2.5));

  const ss9 = oob.org('9ss', '9. SS-Panzer-Division Hohenstaufen (Harzer)', 'axis', 'division', korps);
  const sIn = { arrive: { when: '1944-09-18T09:00', at: [4.3, 0] as Pt } };
  oob.hq(ss9, '9. SS-Pz.Div. HQ (Harzer)', 20, 'A', { arrive: { when: '1944-09-18T09:00', at: [6.7, 3.5] } }, { size: 'division' });
  const aa9 = oob.org('aa9', 'SS-Pz.Aufkl.Abt. 9 (Gräbner)', 'axis', 'battalion', ss9);
  oob.hq(aa9, 'SS-Pz.Aufkl.Abt. 9 HQ (Gräbner)', 8, 'A', sIn, { strength: 25 });
  for (const b of [
    { key: 'sdkfz234', name: 'SS-Pz.Aufkl.Abt. 9, Sd.Kfz. 234 platoon', n: 5 },
    { key: 'gerPzGrenSpw', name: 'SS-Pz.Aufkl.Abt. 9, half-track platoon (1)', n: 40 },
    { key: 'gerPzGrenSpw', name: 'SS-Pz.Aufkl.Abt. 9, half-track platoon (2)', n: 40 },
    { key: 'gerPzGren', name: 'SS-Pz.Aufkl.Abt. 9, lorried platoon', n: 40 },
  ] as B[])
    add(aa9, 'A', b, sIn);

  const kgK = oob.org('kg-knaust', 'Kampfgruppe Knaust (Pz.Gren.Ers.u.Ausb.Btl. Bocholt)', 'axis', 'battalion', korps);
  oob.hq(kgK, 'KG Knaust HQ (Major Knaust)', 10, 'C', eIn('1944-09-18T15:00', 2.6), { strength: 30 });
  for (const k of ['1', '2', '3', '4'])
    add(kgK, 'C', { key: 'gerTraining', name: `KG Knaust, ${k}. Kompanie`, n: 120, size: 'company' }, eIn('1944-09-18T15:00', 2.6));
  add(kgK, 'C', { key: 'mortar8cm', name: 'KG Knaust, MG and mortar company', n: 8, size: 'company' }, eIn('1944-09-18T15:00', 2.9));
  add(kgK, 'C', { key: 'pz3_44', name: 'Pz.Kp. Mielke, Pz III platoon', n: 4 }, eIn('1944-09-18T19:00', 2.6));
  add(kgK, 'C', { key: 'pz4_43', name: 'Pz.Kp. Mielke, Pz IV platoon', n: 3 }, eIn('1944-09-18T19:00', 2.6));

  // Corps troops: the bridge guard, south-bank flak, Tigers, StuGs and rockets.
  add(korps, 'C', { key: 'flak20', name: 'Bridge flak crew (2 cm)', n: 3 }, { at: RAMP });
  add(korps, 'C', { key: 'gerTraining', name: 'Bridge guard (south ramp pillbox)', n: 25 }, { at: SOUTH_RAMP });
  add(korps, 'B', { key: 'sdkfz234', name: 'Armoured car at the south end', n: 1 }, { at: [4.25, 1.15] });
  add(korps, 'B', { key: 'flak88', name: 'Flak battery south bank (8.8 cm)', n: 2, size: 'company' }, { arrive: { when: '1944-09-18T10:00', at: [5.2, 0] } });
  add(korps, 'B', { key: 'flak20', name: 'Flak south bank (2 cm)', n: 4, size: 'company' }, { arrive: { when: '1944-09-18T10:00', at: [3.4, 0] } });
  add(korps, 'B', { key: 'nebelwerfer', name: 'Werfer battery', n: 6, size: 'company' }, eIn('1944-09-19T10:00', 3.3));
  add(korps, 'B', { key: 'stug', name: 'StuG-Brigade 280, section (1)', n: 2 }, eIn('1944-09-19T12:00', 2.6));
  add(korps, 'B', { key: 'stug', name: 'StuG-Brigade 280, section (2)', n: 2 }, eIn('1944-09-19T12:00', 2.6));
  const nijIn = { arrive: { when: '1944-09-19T20:00', at: [5.6, 3.8] as Pt } };
  add(korps, 'B', { key: 'tiger', name: 's.Pz.Kp. Hummel, Tiger (Knaack)', n: 1 }, nijIn);
  add(korps, 'B', { key: 'tiger', name: 's.Pz.Kp. Hummel, Tiger (Barneki)', n: 1 }, nijIn);

  // ====================== Special rules of the dossier (§B8), issue 13 ======================
  const britishId = (name: string) => oob.units.find((u) => u.side === 'allied' && u.name.startsWith(name))!.id;
  const germanId = (name: string) => oob.units.find((u) => u.side === 'axis' && u.name.startsWith(name))!.id;
  const specialRules: SpecialRules = {
    // SR-AMMO: what was carried, no resupply reached the bridge. Counts (est.) are shots of the
    // engine (one fire action each); mortars and PIATs scarcer (the dossier: "especially scarce").
    ammunition: [
      {
        side: 'allied',
        shots: 36,
        byType: { mortar: 14, antiTank: 20 },
        units: {
          [britishId('Support Coy, Anti-Tank Pl (PIATs)')]: 12,
          // The Light Regiment at Oosterbeek had its own dumps and some air resupply (est.).
          [britishId('1st Airlanding Light Regt RA')]: 60,
        },
      },
    ],
    // SR-BURN: from 19 September tanks, assault guns and flame engineers set the houses on fire.
    burning: {
      terrain: ['C', 't', 'i'],
      fromTurn: oob.turnOf('1944-09-19T07:00'),
      igniters: [
        { side: 'axis', types: ['armor'], chance: 20 }, // tank and StuG HE (est.)
        { side: 'axis', units: [germanId('SS-Pioniere with flamethrowers')], chance: 60 }, // flame (est.)
      ],
      leaveTurns: 1, // "occupants must leave within 1-2 turns": one turn of their own (est.)
      lossPercent: 25, // (est.)
      burnTurns: 6, // three hours, then rubble (est.)
    },
    // SR-TRUCE: the truce for the wounded in the Brigade HQ cellars, 20 September evening.
    truces: [{ fromTurn: oob.turnOf('1944-09-20T20:00'), turns: 2, name: 'the truce for the wounded' }],
  };

  order('axis', korps, 'hold', map.label(rampLoc));
  order('axis', ss10, 'attack', map.label(schoolLoc));
  order('axis', kgB, 'attack', map.label(schoolLoc));
  order('axis', ss9, 'attack', map.label(rampLoc));
  order('axis', aa9, 'attack', map.label(rampLoc));
  order('axis', kgK, 'attack', map.label(bdeHqLoc));
  order('axis', kgK, 'attack', map.label(rampLoc), '1944-09-20T12:00');

  const objectives: ObjectiveSetup[] = [
    // B7: "every 12 hours the ramp is denied to the Germans earns VP": per-turn accrual (PB-VP-02
    // format 4), 3 VP a turn to the British holding it, 1 to the Germans (traffic south) (est.).
    { hex: map.label(rampLoc), name: 'North ramp (3 VP a turn British, 1 German)', vp: 0, value: '3/1', owner: 'axis' },
    { hex: map.label(approachLoc), name: 'Ramp approach (Nijmeegseweg)', vp: 30, owner: 'axis' },
    { hex: map.label(bdeHqLoc), name: 'Brigade HQ building', vp: 40, owner: 'axis' },
    { hex: map.label(schoolLoc), name: 'Van Limburg Stirum school', vp: 30, owner: 'axis' },
    { hex: hexOf(CHURCH), name: 'St Eusebius church', vp: 15, owner: 'axis' },
    // Not the south ramp: the dossier's victory hexes (B7) are all at the north end, and a south-ramp
    // objective only drew the British A/I onto the bridge spans (Frost's two attempts failed).
    {
      hex: map.label(singelLoc),
      name: 'Eusebiusbuitensingel houses (held on 19 Sep 19:30)',
      vp: 40,
      owner: 'axis',
      kind: 'limited',
      expires: oob.turnOf('1944-09-19T19:30'),
    },
    {
      hex: map.label(kadeWestLoc),
      name: 'Rijnkade west of the ramp (held on 20 Sep 12:00)',
      vp: 40,
      owner: 'axis',
      kind: 'limited',
      expires: oob.turnOf('1944-09-20T12:00'),
    },
    { hex: hexOf([4.3, 0]), name: 'Road south to Nijmegen (exit)', vp: 0, owner: 'axis', kind: 'exit' },
  ];

  return {
    id: 'arnhem-bridge',
    version: 1,
    title: 'Arnhem: the road bridge',
    description:
      '17-21 September 1944: Frost\'s 2nd Parachute Battalion holds the north end of the Arnhem bridge against the SS.',
    scale: 'tactical',
    profile: 'tactical', // issue 13: the Panzer Battles rules (src/engine/systems/panzer/profiles/tactical)
    sources: [
      'Middlebrook, Arnhem 1944: The Airborne Battle (1994)',
      'Kershaw, It Never Snows in September (1990)',
      'Frost, A Drop Too Many (1980)',
      'Ryan, A Bridge Too Far (1974)',
      'Buckingham, Arnhem 1944 (2002)',
      'Beevor, Arnhem: The Battle for the Bridges (2018)',
      'Pegasus Archive: 2nd Parachute Battalion and 1st Parachute Brigade war diaries (WO 171/1237, WO 171/592)',
      'Haught, "Frost\'s Perimeter"; defendingarnhem.com, "Schwere Panzer Kompanie Hummel"',
    ],
    notes: [
      'Scale: 250 m hexes and 30-minute turns, played under the Panzer Battles (tactical) profile. Night turns are 30 minutes too (the engine has one turn length).',
      'Map: 26 x 17 hexes (6.6 x 3.6 km) with the north ramp at hex 16,07 as in the dossier; the river is two hexes of water crossed by full-hex bridge hexes.',
      'Judgement: the Brigade HQ building and the Van Limburg Stirum school are put in the hexes west and east of the ramp (about 150 m each way in the sources); St Eusebius church 300 m NW.',
      'Judgement: Arnhem station, the Den Brink bank (an escarpment hexside), the railway and the south-bank dike road are placed from the dossier\'s distances (est.).',
      'Judgement: 1st Airborne Division HQ and the Light Regiment (Oosterbeek, 8 km west) stand Fixed at the west edge; their fire reaches the bridge.',
      'Judgement: the German bridge flak crew starts on the ramp and a guard in the pillbox at the south end; KG Brinkmann enters from the east on the Westervoortsedijk.',
      'Judgement: the six hexes round the north ramp hold Improved Positions (the houses the bridge force prepared on the first night, B5; est.). The victory hexes are the dossier\'s (B7), all at the north end: the south ramp is not one.',
      'Victory (B7): the north ramp accrues VP each turn to its holder (3 a turn British, 1 German: "every 12 hours the ramp is denied earns VP"); the other hexes count at the end; the two limited objectives reward clearing the perimeter by the historical times.',
      'Judgement: C Company 2 Para, the 4 Platoon of B Company and the relief attempts from the west are left out (none reached the bridge).',
      'Special rules (dossier B8): finite British ammunition, no resupply (36 shots a unit, mortars 14, 6-pdrs 20, PIATs 12, the Light Regiment 60; est.); from 19 Sep 07:00 German tanks and StuGs (20%) and the flame engineers (60%) may set the house they fire at or assault on fire: its occupants must get out within one turn of their own or lose 25% a turn, and after 3 hours it is rubble (est.); the truce for the wounded, 20 Sep 20:00-21:00, stops all fire and assaults (est. from the dossier: 1-2 turns).',
      'Judgement: the wounded themselves are not counters (losses leave the units when taken), so the truce pauses the fighting and removes nothing.',
      'Balance (issue 13): victory levels set from 40 A/I-against-A/I games (seeds 1-40): with -130/-405/-435/-530 the British won 19, drew 5 and lost 16 (net VP quartiles -493, -406, -290; 0 refused commands). The old levels (+150/+50/-100/-250) gave the Germans all 40. The A/I\'s perimeter falls on 18-19 September, far sooner than Frost\'s did: the historical course (the ramp held about 130 turns) would score about +200 net (est.), a British major victory on these levels. Against the random baseline (sim --games 20) the A/I scores 40/40.',
    ],
    // What players call the sides (issue 18): the rules keep the ids allied and axis.
    sides: { allied: { name: 'British' }, axis: { name: 'German' } },
    briefing: {
      allied:
        '17 September 1944, 19:30. 2nd Parachute Battalion has slipped along the river road into Arnhem. Seize the north end of the road bridge, occupy the houses either side of the ramp, and hold it until XXX Corps arrives from Nijmegen - 48 hours, they say. Deny the bridge to German traffic towards Nijmegen. Ammunition is what you carry.',
      axis:
        '17 September 1944, 19:30. British paratroopers are marching on the Arnhem road bridge. II. SS-Panzerkorps must clear the north end: KG Brinkmann comes in from the east tonight, Gräbner\'s reconnaissance battalion returns from Nijmegen across the bridge in the morning, and KG Knaust follows with tanks. Open the bridge and pass units south to the Nijmegen front, the sooner the better.',
    },
    start: { date: START, minutesPerTurn: 30, turns: TURNS, firstSide: 'allied' },
    daylight: { dawn: 7, day: 8, dusk: 19, night: 20 },
    environment: {
      visibility: { min: 4, max: 16, start: 12 },
      condition: 'normal',
      conditionRange: ['normal'],
      weather: [
        { from: '1944-09-17', conditions: { normal: 100 }, visibility: { min: 8, max: 16 } },
        { from: '1944-09-18', conditions: { normal: 100 }, visibility: { min: 4, max: 10 } },
        { from: '1944-09-20', conditions: { normal: 70, soft: 30 }, visibility: { min: 4, max: 8 } },
      ],
    },
    fogOfWar: true,
    optionalRules: ['programmedWeather'],
    params: { maxStacking: 1500, roadStacking: 750, vpPerMenLost: 0.2, vpPerVehicleLost: 3, vpPerGunLost: 2 },
    map: map.build(),
    orgs: oob.orgs,
    units: oob.units,
    objectives,
    victory: { alliedMajor: -130, alliedMinor: -405, axisMinor: -435, axisMajor: -530 }, // calibrated: notes, rules-decisions
    ai,
    specialRules,
  };
}
