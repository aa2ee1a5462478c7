// Terminal client figures (issue 5), measured through a fake TTY: the client (screen.ts and its
// screen-writer.ts, through blessed's output) writes into a counting stream exactly the bytes a
// terminal (or an SSH channel) would receive.
//   bytes per cursor move (target median <= 80), per unit move, per end of turn;
//   first-frame bytes at 80x24 and 200x60;
//   keypress-to-frame time at 200x60 on a 300x200-hex map (target p95 <= 16 ms);
//   start to first frame of `hexfront play` in a fresh process, from the TypeScript sources through
//   tsx and from the esbuild bundle that `npm start` runs (target <= 600 ms); resident memory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { loadBundledScenario, DEFAULT_SCENARIO_ID } from '../src/scenario/bundled.js';
import { GameSession } from '../src/session/session.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { App } from '../src/tui/app.js';
import { attach } from '../src/tui/host.js';
import { buildKeymap, fileKeymapSource } from '../src/tui/keymap.js';
import { openBlessedSurface, type Surface } from '../src/tui/screen.js';
import { computerPlayer } from '../src/tui/start.js';
import { memorySettingsStore } from '../src/tui/settings.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';
import { summarise, type Figures } from './util.js';

const KEY = { up: '\x1b[A', down: '\x1b[B', right: '\x1b[C', left: '\x1b[D', enter: '\r', space: ' ' };

function bigScenario(): Scenario {
  const W = 300;
  const H = 200;
  let seed = 4242;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const letters = '....,,,rofffbbmvt~';
  const terrain = Array.from({ length: H }, () =>
    Array.from({ length: W }, () => letters[Math.floor(rnd() * letters.length)]!).join(''),
  );
  const label = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
  const units = Array.from({ length: 600 }, (_, i) => {
    const side = i % 2 ? ('axis' as const) : ('allied' as const);
    const c = side === 'allied' ? Math.floor(rnd() * 140) : 160 + Math.floor(rnd() * 140);
    return unit({ id: `u${i}`, side, name: `Unit ${i}`, hex: label(c, Math.floor(rnd() * H)) });
  });
  return miniScenario({
    map: {
      width: W,
      height: H,
      terrain,
      lines: [{ kind: 'road', hexes: Array.from({ length: W }, (_, c) => label(c, 100)) }],
    },
    units,
    objectives: [{ hex: label(150, 100), name: 'Town', vp: 100, owner: 'axis' }],
  });
}

interface Rig {
  app: App;
  surface: Surface;
  bytes(): number;
  /** performance.now() of the last byte written. */
  lastWrite(): number;
  key(k: string): Promise<number>;
}

function rig(scenario: Scenario, cols: number, rows: number, withAi = false): Rig {
  let bytes = 0;
  let last = 0;
  const output = Object.assign(
    new Writable({
      write(chunk: Buffer, _e, cb) {
        bytes += chunk.length;
        last = performance.now();
        cb();
      },
    }),
    { isTTY: true, columns: cols, rows },
  );
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const players = { allied: 'human', axis: 'computer' } as const;
  const session = new GameSession(panzerSystem, scenario, { seed: 'bench', players });
  const source = fileKeymapSource();
  const app = new App({
    session,
    players,
    // End-turn steps measure the turn itself, not the idle-units question (warnIdleUnits).
    settings: memorySettingsStore({ confirmEndTurn: false, confirmFire: false, warnIdleUnits: false }),
    keymap: (n, orders) => buildKeymap(n, source, undefined, orders),
    ...(withAi ? { computer: computerPlayer() } : {}),
    env: { TERM: 'xterm-256color' },
    onQuit: () => {},
  });
  const surface = openBlessedSurface({ input, output });
  attach(app, surface);
  return {
    app,
    surface,
    bytes: () => bytes,
    lastWrite: () => last,
    async key(k) {
      const before = bytes;
      input.write(k);
      // blessed handles the key on the input event and flushes its output on the next tick.
      await new Promise((res) => setImmediate(res));
      return bytes - before;
    },
  };
}

async function closeWindows(r: Rig): Promise<void> {
  for (let i = 0; i < 5 && r.app.dialog; i++) await r.key('\x1b');
}

const fmtB = (f: Figures) => `median ${f.median} B  p95 ${f.p95} B  max ${f.max} B  (n=${f.n})`;
const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);

/** A random walk of the cursor: the bytes each arrow key costs. */
async function cursorMoves(r: Rig, n: number): Promise<Figures> {
  const dirs = [KEY.right, KEY.left, KEY.up, KEY.down, '\x1b[1~', '\x1b[5~', '\x1b[4~', '\x1b[6~'];
  let s = 99;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    s = (s * 16807) % 2147483647;
    out.push(await r.key(dirs[s % dirs.length]!));
  }
  return summarise(out);
}

const tutorial = loadBundledScenario(DEFAULT_SCENARIO_ID);
const rssStart = process.memoryUsage().rss;

for (const [cols, rows] of [
  [80, 24],
  [200, 60],
] as const) {
  const r = rig(tutorial, cols, rows);
  await new Promise((res) => setImmediate(res));
  line(`first frame ${cols}x${rows} (${DEFAULT_SCENARIO_ID})`, `${r.bytes()} B`);
  // The windows over the game at start (match card, briefing) close first: keys move the cursor.
  await closeWindows(r);
  line(
    `bytes per cursor move ${cols}x${rows}`,
    fmtB(await cursorMoves(r, 400)) + (cols === 80 ? '  target median <= 80' : ''),
  );
  // A unit move: select the next unit with MP, order a move two hexes east, confirm.
  const orders: number[] = [];
  const confirms: number[] = [];
  for (let i = 0; i < 10; i++) {
    let b = (await r.key('\t')) + (await r.key('m')) + (await r.key(KEY.right)) + (await r.key(KEY.right));
    const c = await r.key(KEY.enter);
    b += c;
    orders.push(b);
    confirms.push(c);
  }
  line(`bytes per unit move ${cols}x${rows} (Tab m → → Enter)`, fmtB(summarise(orders)));
  line(`bytes per unit move ${cols}x${rows} (Enter alone)`, fmtB(summarise(confirms)));
  const ends: number[] = [];
  for (let i = 0; i < 4; i++) ends.push(await r.key('e'));
  line(`bytes per end of turn ${cols}x${rows} (computer side ends at once)`, fmtB(summarise(ends)));
  r.surface.destroy();
  // With the A/I playing its side: its moves and fire show up on the map and in the report.
  const ai = rig(tutorial, cols, rows, true);
  await new Promise((res) => setImmediate(res));
  await closeWindows(ai);
  const aiEnds: number[] = [];
  for (let i = 0; i < 3; i++) aiEnds.push(await ai.key('e'));
  line(`bytes per end of turn ${cols}x${rows} (A/I plays its turn)`, fmtB(summarise(aiEnds)));
  ai.surface.destroy();
}

// Every scroll step at 80x24 (issue 18: each <= 2 KB), one line per step: the map scrolled by
// Shift+arrows (half a screen), and the cursor walking off the edge (the map follows it).
export async function scrollSteps(cols = 80, rows = 24): Promise<{ label: string; bytes: number }[]> {
  const r = rig(tutorial, cols, rows);
  await new Promise((res) => setImmediate(res));
  await closeWindows(r);
  const out: { label: string; bytes: number }[] = [];
  const shift = { right: '\x1b[1;2C', left: '\x1b[1;2D', down: '\x1b[1;2B', up: '\x1b[1;2A' };
  for (const [name, k] of [
    ['right', shift.right],
    ['right', shift.right],
    ['down', shift.down],
    ['down', shift.down],
    ['left', shift.left],
    ['left', shift.left],
    ['up', shift.up],
    ['up', shift.up],
  ] as const)
    out.push({ label: `scroll ${name} (Shift+arrow)`, bytes: await r.key(k) });
  // The cursor walks east then south until the map scrolls under it; each step that scrolls counts.
  for (const [name, k] of [
    ['east', KEY.right],
    ['south', KEY.down],
    ['west', KEY.left],
    ['north', KEY.up],
  ] as const) {
    for (let i = 0; i < 40; i++) {
      const before = `${r.app.desk.originCol},${r.app.desk.originRow}`;
      const b = await r.key(k);
      if (`${r.app.desk.originCol},${r.app.desk.originRow}` !== before)
        out.push({ label: `cursor ${name} scrolls the map`, bytes: b });
    }
  }
  r.surface.destroy();
  return out;
}

{
  const steps = await scrollSteps(80, 24);
  for (const s of steps) line(`  80x24 ${s.label}`, `${s.bytes} B${s.bytes > 2048 ? '  over 2 KB' : ''}`);
  const worst = Math.max(...steps.map((s) => s.bytes));
  line('every scroll step 80x24', `max ${worst} B (n=${steps.length})  target each <= 2048 B`);
  const big = await scrollSteps(200, 60);
  const f = summarise(big.map((s) => s.bytes));
  line('every scroll step 200x60 (no target)', `${fmtB(f)}`);
}

// Keypress to frame on a 300x200-hex map at 200x60: from writing the key to the last byte out.
{
  const big = bigScenario();
  const t0 = performance.now();
  const r = rig(big, 200, 60);
  await new Promise((res) => setImmediate(res));
  line(
    'first frame 200x60, 300x200-hex map, 600 units',
    `${r.bytes()} B, ${(performance.now() - t0).toFixed(0)} ms to build`,
  );
  const times: number[] = [];
  const cpu: number[] = [];
  const dirs = [KEY.right, KEY.down, KEY.right, KEY.up, KEY.right, KEY.down];
  for (let i = 0; i < 400; i++) {
    const a = performance.now();
    const c = process.cpuUsage();
    await r.key(dirs[i % dirs.length]!);
    const d = process.cpuUsage(c);
    times.push(Math.max(0, r.lastWrite() - a));
    cpu.push((d.user + d.system) / 1000);
  }
  const f = summarise(times);
  line(
    'keypress to frame 200x60, 300x200 map (cursor)',
    `median ${f.median.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  max ${f.max.toFixed(2)} ms  (n=${f.n})  target p95 <= 16 ms`,
  );
  const fc = summarise(cpu);
  line(
    '  CPU time per keypress (same run; wall time includes load)',
    `median ${fc.median.toFixed(2)} ms  p95 ${fc.p95.toFixed(2)} ms`,
  );
  const moveTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    await r.key('\t');
    await r.key('m');
    const a = performance.now();
    await r.key(KEY.right);
    moveTimes.push(r.lastWrite() - a);
    await r.key('\x1b');
  }
  const m = summarise(moveTimes);
  line(
    'keypress to frame, path preview (move order)',
    `median ${m.median.toFixed(2)} ms  p95 ${m.p95.toFixed(2)} ms`,
  );
  r.surface.destroy();
}

line(
  'resident memory',
  `${(rssStart / 2 ** 20).toFixed(0)} MB at start, ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB after the runs`,
);

// Start to first frame in a fresh process, through the real command on a fake 80x24 terminal
// (start-probe.mjs, preloaded): `npm start` used to run the TypeScript through tsx; it now runs the
// esbuild bundle in dist/ (bin/hexfront.js; scripts/build.mjs builds it on install and again when a
// source is newer). Wall time is from spawning to the exit right after the first frame.
{
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const probe = pathToFileURL(fileURLToPath(new URL('./start-probe.mjs', import.meta.url))).href;
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const configDir = mkdtempSync(path.join(tmpdir(), 'hexfront-bench-config-'));
  const env = { ...process.env, HEXFRONT_CONFIG_DIR: configDir };
  // The bundle is rebuilt here if stale, so that the runs below time the start alone.
  spawnSync(process.execPath, ['bin/hexfront.js', '--version'], { cwd: repo, env });
  const ways = [
    {
      label: 'tsx (npm start before)',
      // tsx starts a second node process; NODE_OPTIONS puts the probe into both.
      args: [tsxCli, 'src/cli/main.ts', 'play', '--seed', 'bench'],
      env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}` },
    },
    {
      label: 'bundle (npm start now)',
      args: ['--import', probe, 'bin/hexfront.js', 'play', '--seed', 'bench'],
      env,
    },
  ];
  for (const way of ways) {
    const walls: number[] = [];
    const inside: number[] = [];
    const cpus: number[] = [];
    let rss = 0;
    let first = '';
    for (let i = 0; i < 6; i++) {
      const t = performance.now();
      const p = spawnSync(process.execPath, way.args, {
        cwd: repo,
        env: way.env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      const wall = performance.now() - t;
      const m = /first-frame (\d+(?:\.\d+)?) rss (\d+) cpu (\d+)/.exec(p.stdout);
      if (!m) {
        console.log(`${way.label}: no first frame:`, p.stderr.slice(0, 400));
        break;
      }
      // The first run fills the OS file cache (and tsx's compile cache): shown apart.
      if (i === 0) first = `(first run ${wall.toFixed(0)} ms)`;
      else {
        walls.push(wall);
        inside.push(Number(m[1]));
        cpus.push(Number(m[3]));
        rss = Number(m[2]);
      }
    }
    if (!walls.length) continue;
    const w = summarise(walls);
    line(
      `start to first frame, ${way.label}`,
      `wall median ${w.median.toFixed(0)} ms  max ${w.max.toFixed(0)} ms  target <= 600 ms ${first}`,
    );
    line(
      '  same runs: in the process, CPU, memory',
      `median ${summarise(inside).median.toFixed(0)} ms since process start, CPU ${summarise(cpus).median.toFixed(0)} ms, RSS ${(rss / 2 ** 20).toFixed(0)} MB`,
    );
  }
}
