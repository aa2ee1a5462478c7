// Air speed: one air strike through apply() on a 60x40 map with 150 units a side and AA units
// (interception, AA fire, strike, event), an air recon mission, and the cost the interdiction
// hook adds to a Travel Mode move of 10 hexes (with and without enemy air).
//
//   npx tsx bench/air.bench.ts

import { apply, newGame, type GameState, type UnitSetup } from '../src/engine/systems/panzer/index.js';
import type { AirUnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';
import { measure, report } from './util.js';

const W = 60;
const H = 40;
const hex = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
const units: UnitSetup[] = [];
for (let r = 0; r < H; r++)
  for (let k = 0; k < 4; k++) {
    if (units.length < 150) units.push(unit({ id: `a${r}-${k}`, side: 'allied', hex: hex(27 - 2 * k, r) }));
  }
for (let r = 0; r < H; r++)
  for (let k = 0; k < 4; k++) {
    const aa =
      k === 3
        ? { type: 'antiAircraft' as const, aa: { value: 3, range: 3 }, flags: { heavyAA: r % 2 === 0 } }
        : {};
    if (units.length < 300)
      units.push(unit({ id: `x${r}-${k}`, side: 'axis', hex: hex(28 + 2 * k, r), ...aa }));
  }
units.push(
  unit({
    id: 'truck',
    side: 'allied',
    hex: hex(2, 20),
    mode: 'travel',
    component: 'vehicles',
    moveClass: 'motorized',
    speed: 60,
    strength: 20,
  }),
);
const planes = (side: 'allied' | 'axis'): AirUnitSetup[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `${side}-air${i}`,
    name: `${side} air ${i}`,
    side,
    kind: i === 19 ? 'recon' : 'combat',
    strength: 12,
    hard: 4,
    soft: 8,
    defense: 5,
    quality: 'C',
  }));
const base = miniScenario();
const scenario = (enemyAir: boolean) => ({
  ...base,
  fogOfWar: false,
  environment: { visibility: { min: 4, max: 4, start: 4 } },
  params: { airStrikeHexLimit: 0, side: { axis: { airInterdiction: 5 } } },
  map: { width: W, height: H, terrain: Array.from({ length: H }, () => '.'.repeat(W)) },
  units,
  objectives: [],
  air: [...planes('allied'), ...(enemyAir ? planes('axis') : [])],
});
const s: GameState = newGame(scenario(true), 1).state;
const quiet: GameState = newGame(scenario(false), 1).state;

report(
  'air strike (interception, AA fire, strike) via apply',
  measure(2000, (i) => {
    const r = apply(
      { ...s, seed: `b${i}` },
      { type: 'airStrike', air: `allied-air${i % 19}`, hex: hex(28, i % 36) },
    );
    if (!r.ok) throw new Error(r.error.message);
  }),
);
report(
  'air recon over a hex via apply',
  measure(2000, (i) => {
    const r = apply({ ...s, seed: `r${i}` }, { type: 'airRecon', air: 'allied-air19', hex: hex(30, i % 36) });
    if (!r.ok) throw new Error(r.error.message);
  }),
);
const path = Array.from({ length: 10 }, (_, k) => hex(3 + k, 20));
for (const [label, st] of [
  ['Travel Mode move of 10 hexes, enemy has air (interdiction)', s],
  ['Travel Mode move of 10 hexes, no enemy air', quiet],
] as const)
  report(
    label,
    measure(500, (i) => {
      const r = apply({ ...st, seed: `m${i}` }, { type: 'move', units: ['truck'], path });
      if (!r.ok) throw new Error(r.error.message);
    }),
  );
