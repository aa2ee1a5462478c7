// Optional supply rules: the start-of-turn supply computation with Virtual Supply Trucks on a
// 300x200 map (60,000 hexes, the design's largest), against the plain line-of-communication
// flood; and an Explicit Supply resupply pass.
//
//   npx tsx bench/supply-options.bench.ts

import { newGame } from '../src/engine/systems/panzer/game.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import { explicitResupply } from '../src/engine/systems/panzer/rules/explicit-supply.js';
import { computeSupply } from '../src/engine/systems/panzer/rules/supply.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';
import { measure, report } from './util.js';

const W = 300;
const H = 200;
const pad = (n: number) => String(n).padStart(2, '0');
const label = (c: number, r: number) => `${pad(c)},${pad(r)}`;

function bigScenario(rules: string[]): { sc: Scenario; rules: string[] } {
  const terrain = Array.from({ length: H }, (_, r) =>
    Array.from({ length: W }, (_, c) =>
      (c * 7 + r * 13) % 11 === 0 ? 'f' : (c * 3 + r) % 17 === 0 ? 'm' : '.',
    ).join(''),
  );
  const units: UnitSetup[] = [];
  for (let k = 0; k < 200; k++)
    units.push(unit({ id: `a${k}`, side: 'allied', hex: label(5 + ((k * 37) % 120), (k * 53) % H) }));
  for (let k = 0; k < 200; k++)
    units.push(unit({ id: `x${k}`, side: 'axis', hex: label(170 + ((k * 41) % 120), (k * 29) % H) }));
  for (let k = 0; k < 10; k++)
    units.push(
      unit({
        id: `sup${k}`,
        side: 'allied',
        type: 'supply',
        component: 'vehicles',
        strength: 30,
        moveClass: 'motorized',
        supplyRange: 8,
        hex: label(20 + k * 10, 10 + k * 18),
      }),
    );
  const sc: Scenario = {
    ...miniScenario(),
    map: {
      width: W,
      height: H,
      terrain,
      lines: [{ kind: 'primaryRoad', hexes: Array.from({ length: W }, (_, c) => label(c, 100)) }],
    },
    supplySources: [0, 50, 100, 150].map((r) => ({ hex: label(0, r), side: 'allied' as const, value: 80 })),
    units,
    objectives: [],
  };
  return { sc, rules };
}

for (const [name, rules] of [
  ['line of communication only', []],
  ['with Virtual Supply Trucks (PC-SUP-30)', ['virtualSupplyTrucks']],
] as const) {
  const { sc } = bigScenario([...rules]);
  const s = newGame(sc, 1, { optionalRules: [...rules] }).state;
  report(
    `computeSupply 300x200, 4 sources: ${name}`,
    measure(10, () => computeSupply(s, 'allied', []), 2),
  );
}
{
  const { sc } = bigScenario(['explicitSupply']);
  const s = newGame(sc, 1, { optionalRules: ['explicitSupply'] }).state;
  report(
    'explicitResupply: 10 supply units, 200 units Low on Ammo',
    measure(
      10,
      () => {
        s.units.forEach((u, i) => {
          if (s.world.units[i]!.type !== 'supply') u.lowAmmo = true;
          else u.strength = 30;
        });
        explicitResupply(s, 'allied', []);
      },
      2,
    ),
  );
}
