// Red Strike client figures at 80x24 (issue 17), through a fake TTY as in tui.bench.ts: the bytes a
// terminal (or an SSH channel) receives per key on the Fulda map with the extended game on —
// cursor moves, the unit list's air panel and moves in it, an air mission's preview and cancel.
import { performance } from 'node:perf_hooks';
import { PassThrough, Writable } from 'node:stream';
import { redStrikeSystem } from '../src/engine/systems/red-strike/index.js';
import { scenarioSchema } from '../src/engine/systems/red-strike/scenario.js';
import { GameSession } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { attach } from '../src/tui/host.js';
import { buildKeymap, fileKeymapSource } from '../src/tui/keymap.js';
import { openBlessedSurface } from '../src/tui/screen.js';
import { memorySettingsStore } from '../src/tui/settings.js';
import { AIR_KEY } from '../src/tui/systems/red-strike/ext-read.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';
import { summarise, type Figures } from './util.js';

const KEY = { up: '\x1b[A', down: '\x1b[B', right: '\x1b[C', left: '\x1b[D', esc: '\x1b' };
const cols = 80;
const rows = 24;
let bytes = 0;
const output = Object.assign(
  new Writable({
    write(chunk: Buffer, _e, cb) {
      bytes += chunk.length;
      cb();
    },
  }),
  { isTTY: true, columns: cols, rows },
);
const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
const players = { nato: 'human', wp: 'computer' } as const;
const scenario = scenarioSchema.parse(fuldaGap1989());
const session = new GameSession(redStrikeSystem, scenario, { seed: 'bench', players });
const source = fileKeymapSource();
const app = new App({
  session,
  players,
  settings: memorySettingsStore({ confirmEndTurn: false, confirmFire: false, warnIdleUnits: false }),
  keymap: (n, orders) => buildKeymap(n, source, undefined, orders),
  env: { TERM: 'xterm-256color' },
  onQuit: () => {},
});
const surface = openBlessedSurface({ input, output });
attach(app, surface);
const tick = () => new Promise((res) => setImmediate(res));
async function key(k: string): Promise<number> {
  const before = bytes;
  input.write(k);
  await tick();
  return bytes - before;
}
await tick();
await new Promise((res) => setTimeout(res, 100));
const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);
const fmtB = (f: Figures) => `median ${f.median} B  p95 ${f.p95} B  max ${f.max} B  (n=${f.n})`;
line(`first frame ${cols}x${rows} (fulda-gap-1989, extended game)`, `${bytes} B`);
for (let i = 0; i < 5 && app.dialog; i++) await key(KEY.esc);

const dirs = [KEY.right, KEY.left, KEY.up, KEY.down, '\x1b[1~', '\x1b[5~', '\x1b[4~', '\x1b[6~'];
let s = 99;
const moves: number[] = [];
for (let i = 0; i < 200; i++) {
  s = (s * 16807) % 2147483647;
  moves.push(await key(dirs[s % dirs.length]!));
}
line('bytes per cursor move', fmtB(summarise(moves)));

// The air panel: focus the unit list and cycle its filter to "air" (all, ready, reserve, air).
await key('U');
const filter: number[] = [];
for (let i = 0; i < 3; i++) filter.push(await key('f'));
line('bytes per list-filter key (to the air panel)', fmtB(summarise(filter)));
const panel: number[] = [];
for (let i = 0; i < 30; i++) panel.push(await key(i % 10 < 5 ? KEY.down : KEY.up));
line('bytes per move in the air panel', fmtB(summarise(panel)));
await key(KEY.esc);

// An air mission's preview: an A-10 selected, the cursor moved over targets with the preview on.
const a10 = scenario.extended!.air!.units.findIndex((d) => d.id === 'us-81tfw');
app.selected = [AIR_KEY + a10];
app.desk.cursor = session.state.world.map.board.parse('04,03')!;
const t0 = performance.now();
const open = await key('f');
const aim: number[] = [];
for (let i = 0; i < 40; i++) aim.push(await key([KEY.right, KEY.left, KEY.up, KEY.down][i % 4]!));
const cancel = await key(KEY.esc);
line('air mission: open the preview', `${open} B`);
line('air mission: bytes per aimed cursor move', fmtB(summarise(aim)));
line('air mission: cancel', `${cancel} B  (${(performance.now() - t0).toFixed(0)} ms in all)`);
surface.destroy();
