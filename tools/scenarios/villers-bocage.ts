// Tutorial: Villers-Bocage, 13 June 1944, 08:30-12:30 (dossier tutorial-and-tactical.md, Part A).
// 250 m hexes, 30-minute turns, troops and platoons; at most 15 units a side and 8 turns.

import type { Scenario } from '../../src/engine/systems/panzer/model/scenario.js';
import { bump } from './common.js';
import { MapGen, polyDist, type Pt } from './mapgen.js';
import { Oob } from './oob.js';

const START = '1944-06-13T08:30';

// Places in km from the map's SW corner (24 x 18 hexes of 250 m: 6.1 x 3.9 km).
const SQUARE: Pt = [2.25, 1.9]; // town square / town hall: hex 08,09 as in the dossier
const WEST_EXIT: Pt = [1.68, 1.85];
const MONTBROCQ: Pt = [3.15, 2.35];
const PT213: Pt = [4.15, 3.0];
const TRACY: Pt = [0.3, 1.65];
const STATION: Pt = [2.3, 1.38];
const N175: Pt[] = [
  [0, 1.72],
  [0.9, 1.78],
  WEST_EXIT,
  SQUARE,
  [2.8, 2.05],
  MONTBROCQ,
  [3.65, 2.7],
  PT213,
  [5.0, 3.45],
  [6.2, 3.85],
];

function drawMap(): MapGen {
  const m = new MapGen(24, 18, 0.25, 'b', 613);
  // Bocage everywhere, with orchards near the farms (dossier A3).
  m.patches('o', 0.22, 0.6, () => true, 1);
  m.patches(',', 0.12, 0.8, () => true, 2);
  // The open crest round Point 213 and the strip of fields along the N175 east of Montbrocq.
  m.paint('.', (p) => Math.hypot(p[0] - PT213[0], p[1] - PT213[1]) < 0.75);
  m.paint('.', (p) => p[0] > 3.3 && polyDist(p, N175) < 0.45);
  // The wood south of the road between Montbrocq and Point 213 where the Tigers waited (est.).
  m.disc(3.75, 2.3, 0.22, 'f');
  m.disc(4.5, 2.65, 0.15, 'f');
  // Villers-Bocage: about 1.2 km W-E by 0.8 km N-S of stone houses.
  m.paint('t', (p) => ((p[0] - SQUARE[0]) / 0.62) ** 2 + ((p[1] - SQUARE[1] + 0.05) / 0.42) ** 2 <= 1);
  m.disc(MONTBROCQ[0], MONTBROCQ[1], 0.15, 'v');
  m.disc(MONTBROCQ[0] + 0.25, MONTBROCQ[1] - 0.2, 0.12, 'o');
  m.disc(TRACY[0], TRACY[1], 0.2, 'v');
  // The upper Seulles rises just W/NW of the town and flows north: a minor stream.
  const seulles: Pt[] = [
    [1.45, 1.95],
    [1.3, 2.5],
    [1.15, 3.1],
    [1.0, 4.2],
  ];
  m.hexsideLine(seulles, ['stream']);
  m.band(seulles, 0.12, ',', 1, 'bo');
  const n175 = m.road('primaryRoad', N175);
  m.road('road', [SQUARE, [2.15, 2.6], [2.0, 4.2]]); // D6 north to Tilly-sur-Seulles
  m.road('road', [SQUARE, [2.35, 1.2], [2.5, 0]]); // D6 south to Aunay-sur-Odon
  m.road('road', [MONTBROCQ, [3.3, 1.6], [3.6, 0]]); // lane south from Montbrocq (est.)
  m.road('rail', [
    [0, 1.3],
    STATION,
    [4.5, 1.25],
    [6.2, 1.05],
  ]);
  hedgeRows(m, n175);
  m.setElevation(
    (p) =>
      150 +
      bump(p, PT213, 63, 0.9) +
      bump(p, [0.1, 2.9], 24, 0.8) +
      6 * (p[1] / 4) -
      10 * Math.exp(-(polyDist(p, seulles) ** 2) / 0.05),
  );
  m.name(SQUARE[0], SQUARE[1], 'Villers-Bocage, town square');
  m.name(WEST_EXIT[0], WEST_EXIT[1], 'Villers-Bocage, west exit');
  m.name(MONTBROCQ[0], MONTBROCQ[1], 'Montbrocq');
  m.name(PT213[0], PT213[1], 'Point 213');
  m.name(TRACY[0], TRACY[1], 'Tracy-Bocage');
  m.name(STATION[0], STATION[1], 'Villers-Bocage station');
  return m;
}

/**
 * Hedge Rows (PB-MAP-03, PB-IMP-30), from the dossier (A3): "small fields enclosed by high hedges
 * on earth banks" and the N175 "tree-lined in places, with sunken stretches and hedges". The bocage
 * hexes stand for the small fields themselves; the Hedge Row hexsides mark (judgement) where the
 * bocage meets open ground (the crest round Point 213, the fields along the road and the Seulles)
 * and the banks along the N175 outside the town, so that tanks leave the road or the open only
 * through a hedge. Never on a hexside a road or railway crosses (a gap) nor at the town's edge.
 */
function hedgeRows(m: MapGen, n175: readonly number[]): void {
  const onLine = new Set<number>();
  for (const line of m.lines)
    for (let k = 1; k < line.hexes.length; k++)
      onLine.add(m.board.edgeBetween(m.board.parse(line.hexes[k - 1]!)!, m.board.parse(line.hexes[k]!)!));
  const road = new Set(n175);
  const open = (l: string) => l === '.' || l === ',';
  const built = (l: string) => l === 't' || l === 'v';
  for (let a = 0; a < m.letters.length; a++)
    for (let dir = 0; dir < 3; dir++) {
      const b = m.board.neighbor(a, dir);
      const e = m.board.hexside(a, dir);
      if (b < 0 || e < 0 || onLine.has(e)) continue;
      const la = m.letterAt(a);
      const lb = m.letterAt(b);
      if (built(la) || built(lb)) continue;
      const edgeOfBocage = (la === 'b' && open(lb)) || (lb === 'b' && open(la));
      const roadside = road.has(a) !== road.has(b) && !(open(la) && open(lb));
      if (!edgeOfBocage && !roadside) continue;
      const set = m.edgeBits.get(e) ?? new Set();
      set.add('hedgerow');
      m.edgeBits.set(e, set);
    }
}

export function villersBocage(): Scenario {
  const map = drawMap();
  const oob = new Oob(map, START, 30, 1500, 2);

  // ---- British: 22nd Armoured Brigade group (dossier A4) --------------------------------
  const bde = oob.org('22ab', '22nd Armoured Brigade (7th Armoured Division)', 'allied', 'brigade', undefined, 'UK');
  const cly = oob.org('4cly', '4th County of London Yeomanry (Sharpshooters)', 'allied', 'regiment', bde);
  oob.hq(bde, '22 Armd Bde Tac HQ (Brig. Hinde)', 16, 'B', { at: [1.1, 1.75] }, { size: 'brigade' });
  oob.hq(cly, '4 CLY RHQ Troop (Lt-Col Cranley)', 12, 'B', { at: [2.75, 2.02] }, {
    key: 'hqTank',
    strength: 4,
    mode: 'travel',
  });
  const road = { mode: 'travel' as const };
  oob.add({ org: cly, key: 'stuart44', name: '4 CLY Recce Troop', strength: 3, quality: 'C', at: [2.95, 2.15], ...road });
  oob.add({ org: cly, key: 'cromwell', name: 'A Sqn 1st Troop', strength: 4, quality: 'C', at: PT213, ...road });
  oob.add({ org: cly, key: 'cromwell', name: 'A Sqn 2nd Troop', strength: 4, quality: 'C', at: [3.9, 2.85], ...road });
  oob.add({ org: cly, key: 'firefly', name: 'A Sqn Fireflies', strength: 2, quality: 'C', at: [4.3, 3.1], ...road });
  oob.add({ org: cly, key: 'cromwellCs', name: 'A Sqn SHQ (Cromwell and CS)', strength: 3, quality: 'C', at: [4.0, 2.95], ...road });
  oob.add({ org: cly, key: 'britMotor44', name: 'A Coy 1 RB, platoon group', strength: 38, quality: 'B', size: 'platoon', at: [3.5, 2.6], ...road });
  oob.add({ org: cly, key: 'brit6pdr', name: 'A Coy 1 RB, 6-pdr section', strength: 2, quality: 'B', size: 'platoon', at: [3.55, 2.65], ...road });
  oob.add({ org: cly, key: 'cromwell', name: 'B Sqn 4th Troop (Lt Cotton)', strength: 4, quality: 'C', at: [2.0, 1.88] });
  oob.add({ org: cly, key: 'cromwell', name: 'B Sqn 4 CLY', strength: 9, quality: 'C', size: 'company', at: [1.6, 1.85] });
  oob.add({ org: bde, key: 'opTank', name: '5 RHA OP tank', strength: 1, quality: 'B', size: 'platoon', at: [3.8, 2.78], ...road });
  oob.add({ org: bde, key: 'sexton', name: '5th Royal Horse Artillery', strength: 24, quality: 'B', at: [0.25, 1.35] });
  oob.add({ org: bde, key: 'britInf44', name: 'A Coy 1/7th Queens', strength: 110, quality: 'C', size: 'company', arrive: { when: '1944-06-13T11:00', at: [0, 1.72] } });
  oob.add({ org: bde, key: 'brit6pdr', name: '1/7th Queens 6-pdr platoon', strength: 4, quality: 'C', size: 'platoon', arrive: { when: '1944-06-13T11:00', at: [0, 1.72] } });

  // ---- German: schwere SS-Panzer-Abteilung 101 (dossier A4) -------------------------------
  const ss = oob.org('ss101', 'schwere SS-Panzer-Abteilung 101 (I. SS-Panzerkorps)', 'axis', 'battalion', undefined, 'Germany');
  oob.hq(ss, 's.SS-Pz.Abt. 101 staff (v. Westernhagen)', 16, 'A', { at: [5.9, 3.75] }, { size: 'battalion', strength: 40 });
  const tiger = (name: string, strength: number, at: Pt) =>
    oob.add({ org: ss, key: 'tiger', name, strength, quality: 'A', size: 'platoon', at });
  tiger("Wittmann's Tiger (2./101)", 1, [3.72, 2.3]);
  tiger('2./101, Hantusch', 2, [4.45, 2.65]);
  tiger('2./101, Brandt', 2, [4.0, 3.55]);
  tiger('2./101, reserve Tiger', 1, [5.0, 3.1]);
  oob.add({ org: ss, key: 'ssStaff', name: 'Abt. 101 staff infantry', strength: 45, quality: 'B', size: 'platoon', arrive: { when: '1944-06-13T10:00', at: [6.1, 3.85] } });
  const mobius = (name: string, strength: number, when: string) =>
    oob.add({ org: ss, key: 'tiger', name, strength, quality: 'A', size: 'platoon', arrive: { when, at: [6.1, 3.3] } });
  mobius('1./101 (Möbius), 1st Zug', 3, '1944-06-13T11:30');
  mobius('1./101 (Möbius), 2nd Zug', 3, '1944-06-13T11:30');
  mobius('1./101 (Möbius), 3rd Zug', 2, '1944-06-13T12:00');

  const obj = (p: Pt, name: string, vp: number) => ({ hex: map.hex(p[0], p[1]), name, vp, owner: 'allied' as const });
  const p213n = map.at(PT213[0], PT213[1]);
  const p213s = map.board.neighbor(p213n, 4); // SW neighbour: the two hexes astride the road
  return {
    id: 'villers-bocage',
    version: 1,
    title: 'Villers-Bocage',
    description:
      'Tutorial. 13 June 1944: Tigers ambush the British column on the road to Point 213. Small, 8 turns.',
    scale: 'tactical',
    profile: 'tactical', // issue 13: the Panzer Battles rules (src/engine/systems/panzer/profiles/tactical)
    sources: [
      'Dunphie & Johnson, Gold Beach - Inland from King (Battleground Europe), ch. "Disaster at Villers-Bocage"',
      'Taylor, Villers-Bocage Through the Lens (1999)',
      'Forty, Villers-Bocage (Battle Zone Normandy, 2004)',
      'Ellis, Victory in the West vol. 1 (HMSO, 1962)',
      '4th County of London Yeomanry association (sharpshooters.org.uk), "Villers-Bocage - what really happened?"',
      'strijdbewijs.nl battlefield tour, Operation Perch pages',
    ],
    notes: [
      'Scale: 250 m hexes and 30-minute turns, played under the Panzer Battles (tactical) profile; movement allowances are the operational ones since hex size and turn length shrink together.',
      'Judgement: the wood south of the N175 between Montbrocq and Point 213 where the Tigers waited, and the lane south from Montbrocq, are placed from the narrative (est.).',
      'Judgement: the railway line runs W-E about 0.5 km south of the square (the dossier gives its alignment as est.).',
      'Judgement: Point 213 is put 2.2 km ENE of the square on the N175; the N175 leaves the map at the NE corner towards Caen.',
      'Judgement: each A Squadron troop counts four Cromwells; the Fireflies of the squadron are pooled in one unit so the 17-pdr shows; B Squadron is one unit less its 4th Troop.',
      'Judgement: 5 RHA fires from the west edge instead of off map; its OP tank is with A Squadron.',
      'The British units east of the town start in travel mode on the road (surprise, dossier A7).',
      'Organisation: 22nd Armoured Brigade group is the top of the British tree (7th Armoured Division HQ was off map at Livry); A Coy 1 RB is attached to 4 CLY as it was on the day.',
      'Balance (issue 13): victory levels set from 40 A/I-against-A/I games (seeds 1-40): with +100/+15/0/-25 the British won 14, drew 4 and lost 22 (net VP quartiles -52, -2, +50; 0 refused commands). The old levels (+100/+40/-40/-130) gave 16 British wins, 22 draws and 2 German wins. Against the random baseline (sim --games 20) the A/I scores 40/40.',
    ],
    // What players call the sides (issue 18): the rules keep the ids allied and axis.
    sides: { allied: { name: 'British' }, axis: { name: 'German' } },
    briefing: {
      allied:
        '13 June 1944, 08:30. Your column of 4th County of London Yeomanry has driven through Villers-Bocage and A Squadron has halted on the road at Point 213, the ridge that looks towards Caen. Hold Point 213, Montbrocq and the town. Keep your tanks off the open road: German heavy tanks are reported nearby. Only the Fireflies can hurt a Tiger from the front.',
      axis:
        '13 June 1944, 08:30. A British armoured column sits nose to tail on the N175 east of Villers-Bocage. Your handful of Tigers of the 2nd Company, schwere SS-Panzer-Abteilung 101, waits in the woods beside the road. Strike now: take Point 213 and Montbrocq, and destroy as many vehicles as you can. The 1st Company arrives from the east towards noon.',
    },
    start: { date: START, minutesPerTurn: 30, turns: 8, firstSide: 'axis' },
    daylight: { dawn: 5, day: 6, dusk: 22, night: 23 },
    environment: { visibility: { min: 6, max: 12, start: 8 }, condition: 'normal', conditionRange: ['normal'] },
    fogOfWar: true,
    params: { maxStacking: 1500, roadStacking: 750, vpPerVehicleLost: 4, vpPerMenLost: 0.1, vpPerGunLost: 2 },
    map: map.build(),
    orgs: oob.orgs,
    units: oob.units,
    objectives: [
      obj(SQUARE, 'Villers-Bocage, town square', 50),
      obj(WEST_EXIT, 'Villers-Bocage, west exit', 25),
      obj(MONTBROCQ, 'Montbrocq crossroads', 25),
      { hex: map.label(p213n), name: 'Point 213 (north of the road)', vp: 25, owner: 'allied' },
      { hex: map.label(p213s), name: 'Point 213 (south of the road)', vp: 25, owner: 'allied' },
    ],
    victory: { alliedMajor: 100, alliedMinor: 15, axisMinor: 0, axisMajor: -25 }, // calibrated (issue 13): notes, rules-decisions
    ai: {
      allied: [
        { org: '4cly', order: 'hold', target: map.label(p213n) },
        { org: '22ab', order: 'hold', target: map.hex(SQUARE[0], SQUARE[1]) },
      ],
      axis: [
        { org: 'ss101', order: 'attack', target: map.label(p213n) },
        { org: 'ss101', order: 'attack', target: map.hex(MONTBROCQ[0], MONTBROCQ[1]), fromTurn: 4 },
      ],
    },
  };
}
