// Renderer speed (issue 3): a 300x200-hex operational map with 1,200 units, rivers and roads.
// Targets: Normal 200x60 viewport < 3 ms median; whole map at Extreme < 10 ms; cursor move < 1 ms.
import { newGame } from '../src/engine/game.js';
import type { HexsideEntry, LinePath, Scenario } from '../src/engine/model/scenario.js';
import { viewFor } from '../src/engine/view.js';
import { HexMapRenderer, type Overlays } from '../src/render/ascii-hex/index.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';
import { measure, report } from './util.js';

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
report(
  'Normal zoom, 200x60-cell viewport of 300x200 hexes',
  measure(300, () => normal.render(view, normalOpts, overlays)),
  '< 3 ms',
);

// After a game change the client passes a new SideView: the unit layer is rebuilt too.
report(
  'Normal zoom, 200x60 viewport, new SideView each frame',
  measure(300, () => normal.render({ ...view }, normalOpts, overlays)),
  '< 3 ms',
);

const extreme = new HexMapRenderer();
const extremeOpts = {
  viewport: { col: 0, row: 0, width: W, height: H },
  zoom: 'extreme' as const,
  charset: 'unicode' as const,
  theme: '256' as const,
};
report(
  'Extreme zoom, the whole 300x200 map',
  measure(100, () => extreme.render(view, extremeOpts, overlays)),
  '< 10 ms',
);

report(
  'Extreme zoom, whole map, new SideView each frame',
  measure(100, () => extreme.render({ ...view }, extremeOpts, overlays)),
  '< 10 ms',
);

const jump = new HexMapRenderer();
report(
  'Jump map, 300x200 hexes into 200x60 cells',
  measure(100, () =>
    jump.render(
      view,
      { ...normalOpts, zoom: 'jump', viewport: { col: 0, row: 0, width: 200, height: 60 } },
      overlays,
    ),
  ),
);

// Cursor moves: render once, then update() with the cursor one hex further each time.
normal.render(view, normalOpts, overlays);
let dirty = 0;
let n = 0;
const cursorMove = measure(1000, (i) => {
  const col = 130 + (i % 20);
  const f = normal.update({ cursor: board.loc(col, 95), selected: board.loc(140, 95), moveRange });
  dirty += f.dirtyCells.length;
  n++;
});
report('Cursor move at Normal zoom (update), 200x60 viewport', cursorMove, '< 1 ms');
console.log(`  cells changed per cursor move: ${(dirty / n).toFixed(1)} of ${200 * 60}`);

extreme.render(view, extremeOpts, overlays);
report(
  'Cursor move at Extreme zoom (update), whole map',
  measure(1000, (i) => extreme.update({ ...overlays, cursor: board.loc(100 + (i % 50), 100) })),
  '< 1 ms',
);
