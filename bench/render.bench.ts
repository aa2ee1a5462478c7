// Renderer speed (issue 3): a 300x200-hex operational map with 1,200 units, rivers and roads.
// Targets: Normal 200x60 viewport < 3 ms median; whole map at Extreme < 10 ms; cursor move < 1 ms.
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { HexsideEntry, LinePath, Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { HexMapRenderer, type Overlays } from '../src/render/ascii-hex/index.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';
import { measure, report, summarise, type Figures } from './util.js';

/**
 * CPU time per call (user + system), in batches: wall-clock figures swing widely when the machine
 * is shared, CPU time much less. Each sample is the mean over one batch.
 */
function measureCpu(batches: number, perBatch: number, fn: (i: number) => void): Figures {
  for (let i = 0; i < perBatch; i++) fn(i);
  const t: number[] = [];
  let n = 0;
  for (let b = 0; b < batches; b++) {
    const u = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) fn(n++);
    const d = process.cpuUsage(u);
    t.push((d.user + d.system) / 1000 / perBatch);
  }
  return summarise(t);
}

const W = 300;
const H = 200;

function bigScenario(): Scenario {
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const letters = '....,,,rofffbbmv t~';
  const terrain = Array.from({ length: H }, () =>
    Array.from({ length: W }, () => letters[Math.floor(rnd() * letters.length)]!.replace(' ', '.')).join(''),
  );
  const label = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
  const hexsides: HexsideEntry[] = [];
  for (let r = 0; r < H; r++) hexsides.push({ hex: label(150 + (r % 3), r), dir: 'E', features: ['river'] });
  const lines: LinePath[] = [];
  for (let r = 10; r < H; r += 40)
    lines.push({ kind: 'road', hexes: Array.from({ length: W }, (_, c) => label(c, r)) });
  const units = Array.from({ length: 1200 }, (_, i) => {
    const side = i % 2 ? ('axis' as const) : ('allied' as const);
    const c = side === 'allied' ? Math.floor(rnd() * 150) : 150 + Math.floor(rnd() * 150);
    return unit({
      id: `u${i}`,
      side,
      hex: label(c, Math.floor(rnd() * H)),
      strength: 50 + Math.floor(rnd() * 900),
    });
  });
  return miniScenario({
    fogOfWar: false,
    map: { width: W, height: H, terrain, hexsides, lines },
    units,
    objectives: [{ hex: label(100, 100), name: 'Town', vp: 100, owner: 'axis' }],
  });
}

const { state } = newGame(bigScenario(), 1);
const view = viewFor(state, 'allied');
const board = state.world.board;

const normal = new HexMapRenderer();
const normalOpts = {
  viewport: { col: 120, row: 80, width: 200, height: 60 },
  zoom: 'normal' as const,
  charset: 'unicode' as const,
  theme: '256' as const,
};
const moveRange = new Map<number, number>();
for (const l of board.within(board.loc(140, 95), 8)) moveRange.set(l, board.distance(l, board.loc(140, 95)));
const overlays: Overlays = { cursor: board.loc(140, 95), selected: board.loc(140, 95), moveRange };
const extreme = new HexMapRenderer();
const extremeOpts = {
  viewport: { col: 0, row: 0, width: W, height: H },
  zoom: 'extreme' as const,
  charset: 'unicode' as const,
  theme: '256' as const,
};
const jump = new HexMapRenderer();
const jumpOpts = {
  ...normalOpts,
  zoom: 'jump' as const,
  viewport: { col: 0, row: 0, width: 200, height: 60 },
};

/** Each case is timed twice: wall clock (bench/util measure) and CPU time in batches. */
function both(label: string, n: number, fn: (i: number) => void, target?: string): void {
  report(`${label} [wall]`, measure(n, fn), target);
  report(`${label} [cpu]`, measureCpu(Math.max(10, n / 10), 10, fn), target);
}

both('Normal, 200x60 cells of 300x200 hexes', 300, () => normal.render(view, normalOpts, overlays), '< 3 ms');
// After a game change the client passes a new SideView: the unit layer is rebuilt too.
both(
  'Normal, 200x60, new SideView each frame',
  300,
  () => normal.render({ ...view }, normalOpts, overlays),
  '< 3 ms',
);
both('Extreme, the whole 300x200 map', 100, () => extreme.render(view, extremeOpts, overlays), '< 10 ms');
both(
  'Extreme, whole map, new SideView each frame',
  100,
  () => extreme.render({ ...view }, extremeOpts, overlays),
  '< 10 ms',
);
both('Jump map, 300x200 hexes into 200x60 cells', 100, () => jump.render(view, jumpOpts, overlays));

// Cursor moves: render once, then update() with the cursor one hex further each time.
normal.render(view, normalOpts, overlays);
let dirty = 0;
let moves = 0;
both(
  'Cursor move at Normal (update), 200x60',
  1000,
  (i) => {
    const f = normal.update({
      cursor: board.loc(130 + (i % 20), 95),
      selected: board.loc(140, 95),
      moveRange,
    });
    dirty += f.dirtyCells.length;
    moves++;
  },
  '< 1 ms',
);
console.log(`  cells changed per cursor move: ${(dirty / moves).toFixed(1)} of ${200 * 60}`);
extreme.render(view, extremeOpts, overlays);
both(
  'Cursor move at Extreme (update), whole map',
  1000,
  (i) => extreme.update({ ...overlays, cursor: board.loc(100 + (i % 50), 100) }),
  '< 1 ms',
);
