// Spotting benchmarks (issue 2 targets): a full recompute for 300 units a side on a 200x200 map
// (< 30 ms), the incremental refresh after a one-hex move (apply(move) must stay < 1 ms median),
// and viewFor. Two layouts: a dense front where every unit has enemies in sight, and units
// scattered over the whole map.
import seedrandom from 'seedrandom';
import { apply, cloneState, newGame, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { lineOfSight } from '../src/engine/systems/panzer/rules/los.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { measure, report } from './util.js';

const W = 200;
const H = 200;

function unitAt(id: string, side: 'allied' | 'axis', col: number, row: number): UnitSetup {
  return {
    id,
    name: id,
    side,
    nation: side === 'allied' ? 'UK' : 'Germany',
    type: 'infantry',
    component: 'men',
    size: 'battalion',
    org: side === 'allied' ? 'a-div' : 'x-div',
    strength: 600,
    hard: { value: 2, range: 1 },
    soft: { value: 10, range: 1 },
    assault: 12,
    aa: { value: 1, range: 0 },
    defense: 10,
    speed: 9,
    moveClass: 'foot',
    quality: 'C',
    flags: {},
    hex: `${String(col).padStart(2, '0')},${String(row).padStart(2, '0')}`,
  };
}

type Layout = 'front' | 'scattered' | 'open front';

function scenario(layout: Layout): Scenario {
  const rng = seedrandom(`spot-${layout}`);
  // Terrain: mostly clear and fields, woods and villages in clumps, rolling hills.
  const terrain: string[] = [];
  const elevation: number[][] = [];
  for (let r = 0; r < H; r++) {
    let row = '';
    const e: number[] = [];
    for (let c = 0; c < W; c++) {
      const x = rng();
      const clump = Math.sin(c / 7) * Math.cos(r / 5) > 0.6;
      if (layout === 'open front') {
        // Worst case: open flat ground, every enemy within Visibility is spotted.
        row += '.';
        e.push(40);
        continue;
      }
      row += clump ? (x < 0.7 ? 'f' : 'v') : x < 0.1 ? 'f' : x < 0.3 ? ',' : '.';
      e.push(Math.round(60 + 40 * Math.sin(c / 11) + 30 * Math.cos(r / 13)));
    }
    terrain.push(row);
    elevation.push(e);
  }
  const units: UnitSetup[] = [];
  const used = new Set<string>();
  const place = (side: 'allied' | 'axis', n: number, pick: () => [number, number]) => {
    for (let i = 0; i < n;) {
      const [c, r] = pick();
      const k = `${c},${r}`;
      if (used.has(k)) continue;
      used.add(k);
      units.push(unitAt(`${side}-${i}`, side, c, r));
      i++;
    }
  };
  if (layout !== 'scattered') {
    place('allied', 300, () => [90 + Math.floor(rng() * 10), Math.floor(rng() * H)]);
    place('axis', 300, () => [100 + Math.floor(rng() * 10), Math.floor(rng() * H)]);
  } else {
    place('allied', 300, () => [Math.floor(rng() * W), Math.floor(rng() * H)]);
    place('axis', 300, () => [Math.floor(rng() * W), Math.floor(rng() * H)]);
  }
  return {
    id: `bench-${layout}`,
    version: 1,
    title: 'Spotting bench',
    description: '',
    scale: 'operational',
    start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 10, firstSide: 'allied' },
    environment: { visibility: { min: 5, max: 5, start: 5 } },
    map: { width: W, height: H, terrain, elevation },
    orgs: [
      { id: 'a-div', name: 'A', side: 'allied', level: 'division' },
      { id: 'x-div', name: 'X', side: 'axis', level: 'division' },
    ],
    units,
    objectives: [],
    victory: { alliedMajor: 100, alliedMinor: 50, axisMinor: -50, axisMajor: -100 },
  };
}

function moveOneHex(s: GameState, i: number, k: number): void {
  const u = s.units[i]!;
  const board = s.world.board;
  for (let d = 0; d < 6; d++) {
    const n = board.neighbor(u.loc, (k + d) % 6);
    if (n >= 0) {
      u.loc = n;
      u.moved = true;
      return;
    }
  }
}

for (const layout of ['front', 'open front', 'scattered'] as const) {
  const { state } = newGame(scenario(layout), 1);
  const k = state.knowledge;
  console.log(
    `${layout}: 300 units a side, visibility 5; allied sees ${k.allied.spotted.length}, axis sees ${k.axis.spotted.length}`,
  );
  report(
    `full spotting recompute, 200x200, 300/side (${layout})`,
    measure(60, () => refreshSpotting(cloneState(state), 'all')),
    '< 30 ms',
  );
  const allied = state.units.map((_, i) => i).filter((i) => state.world.units[i]!.side === 'allied');
  const draft = cloneState(state);
  report(
    `incremental refresh after a one-hex move (${layout})`,
    measure(2000, (n) => {
      const i = allied[n % allied.length]!;
      moveOneHex(draft, i, n);
      refreshSpotting(draft, [i]);
    }),
    'part of apply(move) < 1 ms',
  );
  report(
    `viewFor(allied) (${layout})`,
    measure(200, () => viewFor(draft, 'allied')),
  );
  // apply(move) end to end, when the movement rules are in.
  const mover = state.world.units[allied[0]!]!;
  const from = state.units[allied[0]!]!.loc;
  const to =
    state.world.board.neighbor(from, 0) >= 0
      ? state.world.board.neighbor(from, 0)
      : state.world.board.neighbor(from, 3);
  const probe = apply(state, { type: 'move', units: [mover.id], path: [state.world.board.label(to)] });
  if (probe.ok)
    report(
      `apply(move) one hex incl. spotting (${layout})`,
      measure(500, () =>
        apply(state, { type: 'move', units: [mover.id], path: [state.world.board.label(to)] }),
      ),
      '< 1 ms',
    );
  else console.log(`apply(move) not measured: ${probe.error.message}`);
}

{
  const { state } = newGame(scenario('front'), 1);
  const rng = seedrandom('los');
  const pairs: [number, number][] = [];
  for (let i = 0; i < 10000; i++) {
    const a = Math.floor(rng() * W * H);
    const col = (a % W) + Math.floor(rng() * 11) - 5;
    const row = Math.floor(a / W) + Math.floor(rng() * 11) - 5;
    const b = state.world.board.loc(Math.min(W - 1, Math.max(0, col)), Math.min(H - 1, Math.max(0, row)));
    pairs.push([a, b]);
  }
  report(
    'lineOfSight x10,000 pairs within ~5 hexes',
    measure(50, () => {
      for (const [a, b] of pairs) lineOfSight(state.world, a, b);
    }),
  );
}
