// Movement benchmarks on a generated 200x200 map (varied terrain, roads, rivers; 300 units a side).
// Targets (issue 2): reachable set for a 12-MP unit < 2 ms; A* corner to corner < 10 ms;
// apply(move) median < 1 ms.
import { apply, cloneState, newGame, type GameState } from '../src/engine/systems/panzer/index.js';
import { knowledgeFor } from '../src/engine/systems/panzer/rules/movecost.js';
import { plannerFor } from '../src/engine/systems/panzer/rules/planner.js';
import { performance } from 'node:perf_hooks';
import { generatedScenario } from '../test/fixtures/genmap.js';
import { measure, report, type Figures } from './util.js';

// Wall-clock figures suffer when other processes share the CPU, so each line also gives the mean
// CPU time of this process per call (process.cpuUsage over the batch) and the fastest call, which
// is the closest to what an idle machine does.
function timed(label: string, n: number, fn: (i: number) => void, target?: string): void {
  let best = Infinity;
  const before = process.cpuUsage();
  const f: Figures = measure(n, (i) => {
    const t = performance.now();
    fn(i);
    best = Math.min(best, performance.now() - t);
  });
  const used = process.cpuUsage(before);
  report(label, f, target);
  const cpu = (used.user + used.system) / 1000 / (n + Math.min(20, n));
  console.log(`  fastest ${best.toFixed(3)} ms, cpu mean ${cpu.toFixed(3)} ms per call`);
}

const scenario = generatedScenario({ width: 200, height: 200, seed: 'bench', unitsPerSide: 300 });
const state: GameState = newGame({ ...scenario, fogOfWar: false }, 7).state;
const { board } = state.world;
const side = state.activeSide;

// A foot unit with 12 MP, not next to an enemy.
const mover = state.units.findIndex(
  (s, i) => state.world.units[i]!.side === side && state.world.units[i]!.moveClass === 'foot',
);
state.units[mover]!.mp = 12;
state.units[mover]!.mpMax = 12;
const moverId = state.world.units[mover]!.id;

const planner = plannerFor(state, side);
let reached = 0;
timed('planner creation (knowledge of 40,000 hexes, 600 units)', 100, () => plannerFor(state, side));
timed(
  'reachable set, 12-MP foot unit',
  500,
  () => {
    reached = planner.reachable([mover]).locs.length;
  },
  '< 2 ms',
);
console.log(`  (${reached} hexes reached)`);

// A* corner to corner for a tracked unit put in the corner hex (fresh state each time).
const tank = state.units.findIndex(
  (s, i) => state.world.units[i]!.side === side && state.world.units[i]!.moveClass === 'tracked',
);
const corner = board.parse('00,00')!;
const far = board.parse('199,199')!;
const occupied = new Set(state.units.map((s) => s.loc));
let goal = far;
while (occupied.has(goal)) goal--;
state.units[tank]!.loc = corner;
const cornerPlanner = plannerFor(state, side);
let steps = 0;
let cost = 0;
let searched = 0;
timed(
  'A* path corner to corner, tracked unit',
  50,
  () => {
    const r = cornerPlanner.findPath([tank], goal, { refuseDetours: false });
    if (r.ok) {
      steps = r.path.length;
      cost = r.total;
      searched = r.expanded;
    }
  },
  '< 10 ms',
);
console.log(`  (${steps} hexes, ${cost} MP, ${searched} hexes searched)`);

const truck = state.units.findIndex((s, i) => state.world.units[i]!.side === side && s.mode === 'travel');
state.units[truck]!.loc = corner;
const truckPlanner = plannerFor(state, side);
timed(
  'A* path corner to corner, motorized unit in Travel Mode',
  50,
  () => {
    const r = truckPlanner.findPath([truck], goal, { refuseDetours: false });
    if (r.ok) {
      steps = r.path.length;
      cost = r.expanded;
    }
  },
  '< 10 ms',
);
console.log(`  (${steps} hexes, ${cost} hexes searched)`);

// apply(move): one step of 1-3 hexes from the reachable set, on the same state each time.
const reach = planner.reachable([mover]);
const targets = reach.locs.filter((l) => {
  const path = reach.route(l);
  return path !== undefined && path.length >= 1 && path.length <= 3;
});
const paths = targets.map((l) => reach.route(l)!.map((x) => board.label(x)));
let refusals = 0;
timed('cloneState (600 units)', 500, () => cloneState(state));
timed('knowledgeFor (truth)', 200, () => knowledgeFor(state, side, true));
timed(
  'apply(move), 1-3 hexes, 600 units on the map',
  500,
  (i) => {
    const r = apply(state, { type: 'move', units: [moverId], path: paths[i % paths.length]! });
    if (!r.ok) refusals++;
  },
  '< 1 ms',
);
if (refusals) console.log(`  (${refusals} refusals)`);
