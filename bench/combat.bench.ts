// Combat speed (issue 4 targets): resolving 10,000 fires (< 500 ms in all), and the previews for
// every target in range of a stack (< 5 ms). A generated 60x40 map with 150 units a side along a
// front, woods and towns for line of sight, an artillery battalion in the stack.
//
//   npx tsx bench/combat.bench.ts

import { performance } from 'node:perf_hooks';
import { apply, newGame, type GameState, type UnitSetup } from '../src/engine/systems/panzer/index.js';
import { makeDice } from '../src/engine/core/rng.js';
import { chooseTarget, resolveFire } from '../src/engine/systems/panzer/rules/fire.js';
import { previewTargets } from '../src/engine/systems/panzer/rules/preview.js';
import { opportunityFire } from '../src/engine/systems/panzer/rules/opportunity.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';
import { measure, report } from './util.js';

const W = 60;
const H = 40;
const rnd = makeDice('bench-map');
const rows = Array.from({ length: H }, () =>
  Array.from({ length: W }, () => {
    const x = rnd.next();
    return x < 0.12 ? 'f' : x < 0.16 ? 't' : x < 0.2 ? ',' : '.';
  }).join(''),
);
const units: UnitSetup[] = [];
const hex = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
for (let r = 0; r < H; r += 1) {
  for (let k = 0; k < 4; k++) {
    const c = 27 - 2 * k;
    if (units.length < 150)
      units.push(unit({ id: `a${r}-${k}`, side: 'allied', hex: hex(c, r), soft: { value: 10, range: 2 } }));
  }
}
for (let r = 0; r < H; r += 1) {
  for (let k = 0; k < 4; k++) {
    const c = 28 + 2 * k;
    if (units.length < 300)
      units.push(unit({ id: `x${r}-${k}`, side: 'axis', hex: hex(c, r), soft: { value: 10, range: 2 } }));
  }
}
// The previewed stack: infantry, tanks and an indirect-fire artillery battalion at 27,20.
units.push(
  unit({
    id: 'tank',
    side: 'allied',
    hex: hex(27, 20),
    type: 'armor',
    component: 'vehicles',
    strength: 40,
    hard: { value: 14, range: 3 },
    soft: { value: 10, range: 3 },
    flags: { hardTarget: true },
  }),
  unit({
    id: 'guns',
    side: 'allied',
    hex: hex(27, 20),
    type: 'artillery',
    component: 'guns',
    strength: 12,
    hard: { value: 6, range: 10 },
    soft: { value: 20, range: 10 },
    flags: { indirect: true },
  }),
);
const scenario = miniScenario({
  map: { width: W, height: H, terrain: rows },
  units,
  objectives: [],
  params: { maxStacking: 100000, combat: { opFireOnFire: false } },
});
const { state: start } = newGame(scenario, 'bench');
const spotAll = (s: GameState) => {
  for (const side of ['allied', 'axis'] as const)
    s.knowledge[side].spotted = s.units.flatMap((u, i) =>
      u.status === 'active' && s.world.units[i]!.side !== side ? [i] : [],
    );
};
spotAll(start);

// 1. 10,000 fires resolved on one working state (the rule work, without apply's state copy).
const pairs: [number, number][] = [];
start.units.forEach((s, i) => {
  if (start.world.units[i]!.side !== 'allied' || s.loc < 0) return;
  start.units.forEach((t, j) => {
    if (start.world.units[j]!.side === 'axis' && t.loc >= 0 && start.world.board.distance(s.loc, t.loc) === 1)
      pairs.push([i, t.loc]);
  });
});
const work = structuredClone({ ...start, world: undefined }) as unknown as GameState;
Object.assign(work, { world: start.world });
const dice = makeDice('bench-fire');
const N = 10000;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
let resolved = 0;
for (let n = 0; n < N; n++) {
  const [firer, loc] = pairs[n % pairs.length]!;
  const f = work.units[firer]!;
  f.mp = 9; // fresh MP so every shot is legal
  work.combat.hexFire = {};
  const calc = chooseTarget(work, firer, loc, { indirect: false, opportunity: false });
  if ('code' in calc) continue;
  resolveFire(work, calc, dice, []);
  resolved++;
  if (n % 500 === 0)
    work.units.forEach((u, i) => {
      u.strength = start.world.units[i]!.strength;
      u.cohesion = 'ok';
      u.fatigue = 0;
      u.status = start.units[i]!.status;
      u.loc = start.units[i]!.loc;
    });
}
const total = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `resolve ${N} fires (${resolved} resolved, ${pairs.length} firer/target pairs)`.padEnd(58),
  `wall ${total.toFixed(1)} ms, cpu ${cpuMs.toFixed(1)} ms (${((1000 * total) / N).toFixed(1)} µs/fire)  target < 500 ms`,
);

// 1b. The same through apply() (guards, state copy, events), per command.
let cur = start;
const firstPair = pairs.find(([f]) => start.world.units[f]!.id.startsWith('a'))!;
const cmdUnit = start.world.units[firstPair[0]]!.id;
const cmdHex = start.world.board.label(firstPair[1]);
report(
  'apply(fire) on a 300-unit game, one shot',
  measure(300, () => {
    const r = apply(cur, { type: 'fire', units: [cmdUnit], target: cmdHex });
    if (r.ok) cur = r.state.units[firstPair[0]]!.mp >= 3 ? r.state : start;
    else cur = start;
  }),
);

// 2. Previews for every target in range of the stack.
const stack = ['tank', 'guns', 'a20-0'].map((id) => start.world.unitIndex.get(id)!);
const count = previewTargets(start, stack).length;
report(
  `previews of every target in range of a 3-unit stack (${count})`,
  measure(200, () => previewTargets(start, stack)),
  '< 5 ms',
);

// 3. The opportunity-fire hook movement calls after every hex entered (a mover at the front).
const mover = start.world.unitIndex.get('a20-0')!;
let opState = start;
report(
  'opportunityFire after one hex entered (front line, 300 units)',
  measure(500, (i) => {
    if (i % 50 === 0) opState = structuredClone({ ...start, world: undefined }) as unknown as GameState;
    Object.assign(opState, { world: start.world, seq: i });
    opportunityFire(opState, [mover], opState.units[mover]!.loc, 'enter');
  }),
);
