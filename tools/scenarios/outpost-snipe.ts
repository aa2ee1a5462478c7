// Tactical: Outpost Snipe, Kidney Ridge, El Alamein, 27 October 1942 (dossier docs/scenario-research-snipe.md,
// Part C). 250 m hexes, 30-minute turns, platoons and companies; the Panzer Battles (tactical) profile.
// Written from published histories (named in `sources` and the dossier); "(est.)" marks estimates.

import type { AiOrder, ObjectiveSetup, Scenario } from '../../src/engine/systems/panzer/model/scenario.js';
import type { SpecialRules } from '../../src/engine/systems/panzer/model/special-rules.js';
import type { Quality } from '../../src/engine/systems/panzer/model/unit.js';
import { bump } from './common.js';
import { MapGen, type Pt } from './mapgen.js';
import { Oob, type UnitSpec } from './oob.js';
import type { TemplateKey } from './templates.js';

const START = '1942-10-27T05:30';
const TURNS = 28; // 27 Oct 05:30 .. the turn of 19:00-19:30 (withdrawal after dark)

// 22 x 16 hexes of 250 m (5.5 x 3.5 km), km from the SW corner. Snipe is a shallow oval
// depression about 900 x 400 yards (est.), some 2 km WSW of the Kidney feature (est.).
const SNIPE: Pt = [2.6, 1.7];
const SNIPE_W: Pt = [2.3, 1.75];
const SNIPE_E: Pt = [2.9, 1.65];
const KIDNEY: Pt = [4.6, 2.3];
const WOODCOCK: Pt = [2.9, 3.2];
const LEAGUER_W: Pt = [1.0, 2.2]; // the Axis tank leaguer west of Snipe at dawn (est.)
const LEAGUER_SW: Pt = [1.3, 0.6]; // the second leaguer, south-west (est.)

function drawMap(): MapGen {
  const m = new MapGen(22, 16, 0.25, 'd', 2710);
  // Open desert, with low stony rises and patches of scrub ('r', rough) scattered by noise.
  m.patches('r', 0.18, 0.8, () => true, 3);
  m.disc(SNIPE[0], SNIPE[1], 0.35, 'r'); // the scrub in the Snipe depression (camel-thorn, est.)
  m.disc(KIDNEY[0], KIDNEY[1], 0.3, 'r');
  // The track 2 RB followed west from the Kidney feature by night (est. line).
  m.road('road', [[5.5, 2.2], KIDNEY, [3.6, 2.0], SNIPE_E]);
  m.setElevation(
    (p) => 24 + bump(p, KIDNEY, 10, 0.6) + bump(p, [0.6, 1.4], 6, 0.7) - bump(p, SNIPE, 3, 0.3),
  );
  m.name(SNIPE[0], SNIPE[1], 'Snipe: the depression (2 RB Bn HQ)', { fortification: 'ip' });
  m.name(SNIPE_W[0], SNIPE_W[1], 'Snipe: west lip', { fortification: 'ip' });
  m.name(SNIPE_E[0], SNIPE_E[1], 'Snipe: east lip', { fortification: 'ip' });
  m.name(KIDNEY[0], KIDNEY[1], 'The Kidney feature (Kidney Ridge)');
  m.name(WOODCOCK[0], WOODCOCK[1], 'Woodcock (2 KRRC objective, not reached)');
  m.name(LEAGUER_W[0], LEAGUER_W[1], 'Axis tank leaguer (west)');
  m.name(LEAGUER_SW[0], LEAGUER_SW[1], 'Axis tank leaguer (south-west)');
  return m;
}

export function outpostSnipe(): Scenario {
  const map = drawMap();
  const oob = new Oob(map, START, 30, 1500, 3);
  const ai: { allied: AiOrder[]; axis: AiOrder[] } = { allied: [], axis: [] };
  const order = (side: 'allied' | 'axis', org: string, o: AiOrder['order'], target: string, from?: string) =>
    ai[side].push({ org, order: o, target, ...(from ? { fromTurn: oob.turnOf(from) } : {}) });
  type B = { key: TemplateKey; name: string; n: number; q?: Quality; size?: UnitSpec['size'] };
  const add = (org: string, q: Quality, b: B, where: Partial<UnitSpec>) =>
    oob.add({ org, key: b.key, name: b.name, strength: b.n, quality: b.q ?? q, size: b.size ?? 'platoon', ...where });
  const dug: Partial<UnitSpec> = { mode: 'deployed' };
  const at = (p: Pt, dx = 0, dy = 0): Partial<UnitSpec> => ({ at: [p[0] + dx, p[1] + dy], ...dug });

  // =========================== British: the Snipe battle group ===========================
  const div = oob.org('1ad', '1st Armoured Division (Briggs)', 'allied', 'division', undefined, 'UK');
  const bde7 = oob.org('7mb', '7th Motor Brigade (Bosvile)', 'allied', 'brigade', div);
  const rb2 = oob.org('2rb', '2nd Bn The Rifle Brigade (Lt-Col V. B. Turner)', 'allied', 'battalion', bde7);
  const bty = rb2; // 239 Battery RA, 76th Anti-Tank Regiment: under Turner's command for the night
  oob.hq(div, '1st Armoured Div HQ (off map E)', 30, 'B', { at: [5.4, 1.2] }, { fixed: true, size: 'division' });
  add(div, 'B', { key: 'pdr25', name: '1st Armd Div artillery, 25-pdr regiment (off map E)', n: 8, size: 'battalion' }, {
    at: [5.4, 0.6],
    fixed: true,
  });
  oob.hq(bde7, '7th Motor Bde HQ (off map E)', 12, 'B', { at: [5.4, 1.8] }, { fixed: true });
  oob.hq(rb2, '2 RB Bn HQ (Turner)', 6, 'A', at(SNIPE), { key: 'hqFoot', strength: 40, size: 'battalion' });
  for (const [coy, p] of [
    ['A', SNIPE_W],
    ['B', SNIPE_E],
    ['C', SNIPE],
  ] as const) {
    for (const pl of ['1', '2'])
      add(rb2, 'A', { key: 'britMotor41', name: `${coy} Coy 2 RB, motor platoon ${pl}`, n: 25 }, at(p, pl === '1' ? -0.1 : 0.1));
    add(rb2, 'A', { key: 'britMotor41', name: `${coy} Coy 2 RB, scout platoon (carriers)`, n: 18 }, at(p, 0, 0.15));
  }
  // 19 six-pounders in all: 13 of 2 RB's anti-tank company and 6 of 239 Battery.
  for (const [name, n, p, dx, dy] of [
    ['S Coy 2 RB, 6-pdr platoon 1', 3, SNIPE_W, 0, -0.1],
    ['S Coy 2 RB, 6-pdr platoon 2', 3, SNIPE_W, -0.1, 0.1],
    ['S Coy 2 RB, 6-pdr platoon 3', 3, SNIPE, 0, -0.15],
    ['S Coy 2 RB, 6-pdr platoon 4 (incl. Sgt Calistan)', 4, SNIPE_E, 0, -0.1],
  ] as const)
    add(rb2, 'A', { key: 'brit6pdr', name, n }, at(p, dx, dy));
  add(bty, 'B', { key: 'brit6pdr', name: '239 Bty RA, troop 1', n: 3 }, at(SNIPE_E, 0.1, 0.1));
  add(bty, 'B', { key: 'brit6pdr', name: '239 Bty RA, troop 2', n: 3 }, at(SNIPE, 0.1, 0.15));

  // 24th Armoured Brigade came over the ridge behind at about 07:30, shelled Snipe by mistake,
  // lost tanks to the Axis guns and pulled back by mid-morning (withdrawn at 10:00, est.).
  const bde24 = oob.org('24ab', '24th Armoured Brigade (Kenchington)', 'allied', 'brigade', div);
  const e24 = { when: '1942-10-27T07:30', at: [5.5, 2.1] as Pt };
  oob.hq(bde24, '24th Armd Bde HQ', 10, 'B', { arrive: e24 }, { key: 'hqTank', strength: 4 });
  for (const name of ['47 RTR, A Sqn', '47 RTR, B Sqn', '41 RTR, A Sqn'])
    add(bde24, 'B', { key: 'sherman42', name, n: 10, size: 'company' }, { arrive: e24, withdraw: '1942-10-27T10:00' });

  order('allied', rb2, 'hold', map.hex(SNIPE[0], SNIPE[1]));
  order('allied', bde7, 'hold', map.hex(SNIPE[0], SNIPE[1]));
  order('allied', bde24, 'move', map.hex(KIDNEY[0] - 0.6, KIDNEY[1]));
  order('allied', div, 'hold', map.hex(KIDNEY[0], KIDNEY[1]));

  // =========================== Axis: the counter-attacks ================================
  const pza = oob.org('dak', 'Deutsches Afrikakorps (von Thoma)', 'axis', 'corps', undefined, 'Germany');
  oob.hq(pza, 'DAK HQ (off map W)', 40, 'A', { at: [0.1, 3.2] }, { fixed: true, size: 'corps' });
  add(pza, 'B', { key: 'lefh18', name: 'Artillery group, 10.5 cm battalion (off map W)', n: 8, size: 'battalion' }, {
    at: [0.1, 2.7],
    fixed: true,
  });
  const pz15 = oob.org('15pz', '15. Panzer-Division', 'axis', 'division', pza);
  oob.hq(pz15, '15. Pz.Div. HQ (off map W)', 20, 'A', { at: [0.1, 1.9] }, { fixed: true, size: 'division' });
  const pr8 = oob.org('pr8', 'Panzer-Regiment 8', 'axis', 'regiment', pz15);
  oob.hq(pr8, 'Pz.Rgt 8 HQ', 8, 'B', at(LEAGUER_W, -0.3, 0.3), { key: 'hqTank', strength: 4 });
  for (const [name, key, n, p] of [
    ['Pz.Rgt 8, Pz III (lang) company', 'pz3_43', 8, LEAGUER_W],
    ['Pz.Rgt 8, Pz III company', 'pz3_41', 7, LEAGUER_W],
    ['Pz.Rgt 8, Pz IV F2 platoon', 'pz4_43', 3, LEAGUER_W],
  ] as const)
    add(pr8, 'B', { key, name, n, size: 'company' }, { ...at(p), mode: 'travel' }); // in leaguer at dawn
  // The Italian armour: Littorio's 133rd Armoured Regiment and its Semoventi (some accounts say Ariete).
  const lit = oob.org('littorio', '133ª Divisione corazzata Littorio', 'axis', 'division', pza, 'Italy');
  oob.hq(lit, 'Littorio HQ (off map W)', 20, 'C', { at: [0.1, 0.4] }, { fixed: true, size: 'division' });
  const r133 = oob.org('133rgt', '133° Reggimento carri', 'axis', 'regiment', lit);
  oob.hq(r133, '133° Rgt carri HQ', 8, 'C', at(LEAGUER_SW, 0, -0.2), { key: 'hqTank', strength: 3 });
  const leaguer = (dx: number): Partial<UnitSpec> => ({ ...at(LEAGUER_SW, dx), mode: 'travel' });
  add(r133, 'C', { key: 'm13', name: 'XII Btg carri M14/41, company 1', n: 9, size: 'company' }, leaguer(0));
  add(r133, 'C', { key: 'm13', name: 'XII Btg carri M14/41, company 2', n: 9, size: 'company' }, leaguer(0.3));
  const mid = { when: '1942-10-27T10:00', at: [0, 0.8] as Pt };
  add(r133, 'C', { key: 'm13', name: 'LI Btg carri M14/41, company', n: 8, size: 'company' }, { arrive: { ...mid, when: '1942-10-27T12:30' } });
  add(r133, 'C', { key: 'semovente7518', name: 'Gruppo semoventi 75/18', n: 6, size: 'company' }, { arrive: mid });
  add(lit, 'C', { key: 'bersaglieri', name: '12° Bersaglieri, company', n: 120, size: 'company' }, { arrive: mid });
  // The main counter-attack, about 16:00-17:30: 21. Panzer from the south-west, 15. Panzer's
  // second group from the north-west towards 24th Armoured Brigade (est. 60-70 tanks in all).
  const pz21 = oob.org('21pz', '21. Panzer-Division', 'axis', 'division', pza);
  oob.hq(pz21, '21. Pz.Div. HQ', 20, 'A', { arrive: { when: '1942-10-27T15:30', at: [0, 1.0] } }, { size: 'division' });
  const pr5 = oob.org('pr5', 'Panzer-Regiment 5', 'axis', 'regiment', pz21);
  const late = { when: '1942-10-27T15:30', at: [0, 1.2] as Pt };
  oob.hq(pr5, 'Pz.Rgt 5 HQ', 8, 'B', { arrive: late }, { key: 'hqTank', strength: 4 });
  for (const [name, key, n] of [
    ['Pz.Rgt 5, Pz III (lang) company 1', 'pz3_43', 10],
    ['Pz.Rgt 5, Pz III (lang) company 2', 'pz3_43', 9],
    ['Pz.Rgt 5, Pz III company', 'pz3_41', 9],
    ['Pz.Rgt 5, Pz IV company', 'pz4_43', 5],
  ] as const)
    add(pr5, 'B', { key, name, n, size: 'company' }, { arrive: late });
  const nw = { when: '1942-10-27T15:30', at: [0, 3.3] as Pt };
  add(pr8, 'B', { key: 'pz3_43', name: 'Pz.Rgt 8, second group (Pz III lang)', n: 10, size: 'company' }, { arrive: nw });
  add(pr8, 'B', { key: 'pz4_43', name: 'Pz.Rgt 8, second group (Pz IV F2)', n: 4, size: 'company' }, { arrive: nw });

  const snipeHex = map.hex(SNIPE[0], SNIPE[1]);
  order('axis', pza, 'hold', map.hex(LEAGUER_W[0], LEAGUER_W[1]));
  order('axis', pr8, 'attack', snipeHex);
  order('axis', r133, 'attack', snipeHex, '1942-10-27T09:30');
  order('axis', lit, 'attack', snipeHex, '1942-10-27T10:00');
  order('axis', pr5, 'attack', snipeHex, '1942-10-27T15:30');
  order('axis', pz21, 'attack', snipeHex, '1942-10-27T15:30');

  const objectives: ObjectiveSetup[] = [
    // Holding Snipe through the day was the point: per-turn accrual (PB-VP-02 format 4), 3 VP a
    // turn to the British holding the depression, 1 to the Axis (est.).
    { hex: snipeHex, name: 'Snipe: the depression (3 VP a turn British, 1 Axis)', vp: 0, value: '3/1', owner: 'allied' },
    { hex: map.hex(SNIPE_W[0], SNIPE_W[1]), name: 'Snipe: west lip', vp: 30, owner: 'allied' },
    { hex: map.hex(SNIPE_E[0], SNIPE_E[1]), name: 'Snipe: east lip', vp: 30, owner: 'allied' },
    { hex: map.hex(KIDNEY[0], KIDNEY[1]), name: 'The Kidney feature', vp: 40, owner: 'allied' },
    { hex: map.hex(LEAGUER_W[0], LEAGUER_W[1]), name: 'Axis tank leaguer (west)', vp: 20, owner: 'axis' },
  ];

  // SR-AMMO (model/special-rules.ts): the guns' ammunition ran short by the afternoon; the CO and
  // Lt Toms ran a jeep-load to Sgt Calistan's gun under fire. Counts are engine shots (est.).
  // Only the Snipe force was cut off: 24th Armoured Brigade and the divisional guns were not short
  // (200 shots: more than a day's firing).
  const notShort = oob.units
    .filter((u) => u.side === 'allied' && u.type !== 'hq' && (u.org === bde24 || u.org === div))
    .map((u) => [u.id, 200] as const);
  const specialRules: SpecialRules = {
    ammunition: [{ side: 'allied', shots: 30, byType: { antiTank: 16 }, units: Object.fromEntries(notShort) }],
  };

  return {
    id: 'outpost-snipe',
    version: 1,
    title: 'Outpost Snipe: Kidney Ridge, El Alamein',
    description:
      '27 October 1942: 2nd Rifle Brigade and 239 Battery hold the Snipe depression with 19 six-pounders against the Axis armour.',
    scale: 'tactical',
    profile: 'tactical', // issue 13: the Panzer Battles rules (src/engine/systems/panzer/profiles/tactical)
    sources: [
      'C. E. Lucas Phillips, Alamein (Heinemann, 1962): the chapters on the "dog-fight" of 25-28 October and the Snipe action',
      'I. S. O. Playfair et al., The Mediterranean and Middle East, Vol. IV: The Destruction of the Axis Forces in Africa (HMSO, 1966): the chapter on the battle of Alamein, 24-28 October',
      'R. H. W. S. Hastings, The Rifle Brigade in the Second World War 1939-1945 (Gale & Polden, 1950): the chapter on Alamein',
      'Niall Barr, Pendulum of War: The Three Battles of El Alamein (Jonathan Cape, 2004): the chapters on Operation Lightfoot',
      'Stephen Bungay, Alamein (Aurum, 2002): the chapter on the dog-fight',
      'B. H. Liddell Hart (ed.), The Rommel Papers (Collins, 1953): the chapter on Alamein, 27 October',
      'Dossier: docs/scenario-research-snipe.md (Part C), with the estimates marked',
    ],
    notes: [
      'Scale: 250 m hexes and 30-minute turns, played under the Panzer Battles (tactical) profile.',
      'Map: 22 x 16 hexes (5.5 x 3.5 km) of open desert with scrub patches (rough); Snipe is a shallow depression of three hexes about 2 km WSW of the Kidney feature (est.). The battalion dug in during the night: the three Snipe hexes hold Improved Positions (est.).',
      'Time: the clock is local time, taken as UTC+2 (est.); first light about 05:45, sunrise about 06:10, sunset about 17:25 (computed for 30.85N 28.95E).',
      'Judgement: 2 RB fought with about 300 men and 19 six-pounders (13 of its own, 6 of 239 Battery, as Lucas Phillips and Hastings give them); the companies are two motor platoons and a carrier scout platoon each (est. strengths).',
      'Judgement: 24th Armoured Brigade arrives at 07:30 and is withdrawn at 10:00 (it pulled back behind the ridge after losses; est. times). The divisional 25-pdrs stand Fixed at the east edge: support was patchy (est. 8 guns).',
      'Judgement: the Italian tanks are Littorio\'s (133rd Armoured Regiment, M14/41 and Semoventi 75/18); some accounts name Ariete, which the histories above place in the southern sector until November (est.).',
      'Judgement: the Axis tank numbers are estimates: 18 in the western leaguer at dawn, 18 Italian tanks in the south-western one, 8 more M14/41 and 6 Semoventi at midday, and about 47 German tanks in the 16:00 counter-attack.',
      'Victory: the depression accrues VP each turn to its holder (3 a turn British, 1 Axis; PB-VP-02 format 4), the lips (30 each), the Kidney feature (40) and the western leaguer (20) count at the end; losses 4 VP a tank or vehicle, 3 a gun, 0.2 a man. The historical result (Snipe held all day, about 30 tanks and SP guns destroyed against most of the guns) scores about +200 net (est.): a British major victory.',
      'Special rule (SR-AMMO): the British carried what they had; the guns ran short in the afternoon (16 shots a gun unit, 30 for the riflemen; est.). No resupply. 24th Armoured Brigade and the divisional guns were not cut off: 200 shots.',
      'Historical result: the position held all day and was given up after dark; the British claimed 22 German and 10 Italian tanks and 5 self-propelled guns destroyed (a later investigation confirmed at least 21 wrecks, est.); 2 RB lost about 72 men and most of its guns were disabled or abandoned.',
      'Balance (issue 13): victory levels set from 40 A/I-against-A/I games (seeds 1-40): with -145/-195/-200/-235 the British won 20, drew 2 and lost 18 (net VP quartiles -219, -194, -175; 0 refused commands); with +150/+50/-50/-150 the Axis won all 40. The A/I\'s British lose the position far more often than 2 RB did, so the historical result is a British major victory here. Against the random baseline (sim --games 20) the A/I scores 40/40.',
    ],
    sides: { allied: { name: 'British' }, axis: { name: 'Axis' } },
    briefing: {
      allied:
        '27 October 1942, 05:30. 2nd Battalion The Rifle Brigade and 239 Battery RA have dug in by night in a shallow depression, "Snipe", in the open desert west of Kidney Ridge, with 19 six-pounders. At first light the Axis armour will leave its leaguers around you. Hold the position and kill tanks: each one destroyed is what this battle is about. Ammunition is what you brought; 24th Armoured Brigade should come up behind you in the morning.',
      axis:
        '27 October 1942, 05:30. British infantry and anti-tank guns have slipped into the desert between our tank leaguers west of Kidney Ridge. Clear them out: 15. Panzer-Division\'s tanks are in leaguer beside them, Littorio\'s tanks and the Bersaglieri attack from the south-west in the morning, and in the afternoon 21. Panzer-Division and 15. Panzer\'s second group counter-attack towards Kidney Ridge. Take the Snipe depression and spare your tanks.',
    },
    // The guns opened fire first, at first light, on tanks leaving their leaguers (Lucas Phillips).
    start: { date: START, minutesPerTurn: 30, turns: TURNS, firstSide: 'allied' },
    daylight: { dawn: 5, day: 6, dusk: 17, night: 18 },
    environment: {
      visibility: { min: 6, max: 16, start: 8 },
      condition: 'normal',
      conditionRange: ['normal'],
    },
    fogOfWar: true,
    params: { maxStacking: 1500, roadStacking: 750, vpPerMenLost: 0.2, vpPerVehicleLost: 4, vpPerGunLost: 3 },
    map: map.build(),
    orgs: oob.orgs,
    units: oob.units,
    objectives,
    victory: { alliedMajor: -145, alliedMinor: -195, axisMinor: -200, axisMajor: -235 }, // calibrated: notes, rules-decisions
    ai,
    specialRules,
  };
}
