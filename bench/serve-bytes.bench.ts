// Bytes over the wire of `hexfront serve` (issue 19, "Measured"), at 80x24, counted at the server's
// TCP socket (socket.bytesWritten in the server process: SSH framing, padding and MAC included,
// TCP/IP headers not), without and with SSH compression (zlib@openssh.com, asked for by the
// client). Beside it, the channel data the client's terminal got (what the screen wrote). Each
// step sends one key and waits for the frame to end (no output for 120 ms).
//   login: handshake, key exchange and authentication;
//   the lobby's first frame; a lobby move (↓/↑ in "Your games", median of 50);
//   the game's first frame (Enter on a game: the map with the briefing over it), then Esc;
//   a cursor move (a walk over distinct hexes inside the map panel, median of 50: none may scroll);
//   a map scroll (the cursor pushed past the panel's edge with →, then ← back: median of 20).
import {
  forkServer,
  KEY,
  load,
  LOBBY_SHOWN,
  makeKey,
  median,
  Player,
  type ServerChild,
} from './serve-rig.js';

const QUIET_MS = 120;
const LOBBY_MOVES = 50;
const CURSOR_MOVES = 50;
const SCROLLS = 20;

interface Step {
  wire: number;
  data: number;
  up: number;
}

interface Run {
  compression: string;
  login: Step;
  lobby: Step;
  lobbyMoves: Step[];
  game: Step;
  briefing: Step | null;
  cursor: Step[];
  cursorChanged: number[];
  scrolls: Step[];
  movesBeforeScrolls: Step[];
  load: string;
}

/** The map panel's inside on screen: from its top-left corner to the first ┐ and the first └ below. */
function mapInside(lines: string[]): { x0: number; x1: number; y0: number; y1: number } {
  const top = lines.findIndex((l) => l.includes('Map · '));
  if (top < 0) throw new Error('the map panel is not on screen');
  const right = [...lines[top]!].indexOf('┐');
  let bottom = top + 1;
  while (bottom < lines.length && [...lines[bottom]!][0] !== '└') bottom++;
  return { x0: 1, x1: right - 1, y0: top + 1, y1: bottom - 1 };
}

/** The cursor's hex in the status line ("... | 06,04 Town"), or null when a message hides it. */
function cursorHex(lines: string[]): string | null {
  const m = lines[lines.length - 1]!.match(/\| (\d+,\d+)[^|]*$/);
  return m ? m[1]! : null;
}

async function measure(server: ServerChild, name: string, compress: boolean): Promise<Run> {
  const key = makeKey();
  await server.request('accounts', { list: [{ name, algo: key.algo, data: key.data }] });
  // Five games in the list, so that the lobby has rows to move through.
  await server.request('games', { account: name, scenarioId: 'arnhem-bridge', side: 'allied', count: 5 });
  const p = new Player(80, 24);
  const wire = async () => server.bytes(p.localPort);
  try {
    await p.connect(server.port, name, key, { compress });
    const afterLogin = await wire();
    const login: Step = { wire: afterLogin.written, data: 0, up: afterLogin.read };
    const step = async (send: () => Promise<void> | void): Promise<Step> => {
      const b0 = await wire();
      const d0 = p.received;
      await send();
      await p.quiet(QUIET_MS);
      const b1 = await wire();
      return { wire: b1.written - b0.written, data: p.received - d0, up: b1.read - b0.read };
    };
    const lobby = await step(async () => {
      await p.shell();
      await p.until(LOBBY_SHOWN);
    });
    const lobbyMoves: Step[] = [];
    for (let i = 0; i < LOBBY_MOVES; i++)
      lobbyMoves.push(await step(() => p.keys(i % 2 ? KEY.up : KEY.down)));
    const game = await step(async () => {
      p.keys(KEY.enter);
      await p.until(/Briefing|Map · /, 60_000);
    });
    let briefing: Step | null = null;
    if ((await p.screen()).includes('Briefing')) briefing = await step(() => p.keys(KEY.esc));

    // Cursor moves: a walk over distinct hexes inside the panel (→ along a row, ↓ to the next,
    // ← back, and so on; up again at the bottom), kept a hex away from every edge so that the map
    // never scrolls. A back-and-forth would repeat the same frames, which zlib's window turns into
    // almost nothing: the walk gives compression a fair case.
    const cursor: Step[] = [];
    const cursorChanged: number[] = [];
    const lines = (await p.screen()).split('\n');
    const inside = mapInside(lines);
    const mapCells = async () => {
      const c = await p.cells();
      const out: string[] = [];
      for (let y = inside.y0; y <= inside.y1; y++)
        out.push(c.slice(y * 80 + inside.x0, y * 80 + inside.x1 + 1));
      return out.join('');
    };
    const changed = (a: string, b: string) => {
      let n = 0;
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
      return n;
    };
    let across: string = KEY.right;
    let upDown: string = KEY.down;
    let scrolledInWalk = 0;
    for (let i = 0; i < CURSOR_MOVES; i++) {
      const at = await p.cursor();
      let k: string = across;
      // A hex is 6 cells wide and 3 rows high at this zoom, drawn from its anchor: the margins keep
      // the next hex whole inside the panel.
      const nearSide = across === KEY.right ? at.x > inside.x1 - 14 : at.x < inside.x0 + 8;
      if (nearSide) {
        if (upDown === KEY.down ? at.y > inside.y1 - 6 : at.y < inside.y0 + 4)
          upDown = upDown === KEY.down ? KEY.up : KEY.down;
        k = upDown;
        across = across === KEY.right ? KEY.left : KEY.right;
      }
      const before = await mapCells();
      cursor.push(await step(() => p.keys(k)));
      const to = await p.cursor();
      if (
        k === KEY.right
          ? to.x < at.x
          : k === KEY.left
            ? to.x > at.x
            : k === KEY.down
              ? to.y < at.y
              : to.y > at.y
      )
        scrolledInWalk++;
      cursorChanged.push(changed(before, await mapCells()));
    }
    if (scrolledInWalk) throw new Error(`the cursor walk scrolled the map ${scrolledInWalk} times`);

    // Scrolls: → until the map scrolls, on to the map's east edge (the cursor's hex stops
    // changing), then ← to the west edge, and so on. A press scrolled the map when the terminal's
    // cursor (on the map cursor's hex) jumped against the direction of the move: the hex grid
    // repeats itself, so counting changed cells would miss a scroll over uniform terrain.
    const scrolls: Step[] = [];
    const movesBeforeScrolls: Step[] = [];
    let dir: string = KEY.right;
    let presses = 0;
    while (scrolls.length < SCROLLS && presses++ < 800) {
      const hex = cursorHex((await p.screen()).split('\n'));
      const x0 = (await p.cursor()).x;
      const s = await step(() => p.keys(dir));
      const x1 = (await p.cursor()).x;
      const hexAfter = cursorHex((await p.screen()).split('\n'));
      if (hex !== null && hex === hexAfter) dir = dir === KEY.right ? KEY.left : KEY.right;
      else if (dir === KEY.right ? x1 < x0 : x1 > x0) scrolls.push(s);
      else movesBeforeScrolls.push(s);
    }
    if (scrolls.length < SCROLLS) throw new Error(`only ${scrolls.length} scrolls in ${presses} presses`);
    if (p.errors.length) throw new Error(p.errors.join('; '));
    return {
      compression: p.compression,
      login,
      lobby,
      lobbyMoves,
      game,
      briefing,
      cursor,
      cursorChanged,
      scrolls,
      movesBeforeScrolls,
      load: load(),
    };
  } finally {
    p.end();
  }
}

const server = await forkServer({ limits: { keepaliveIntervalMs: 0 } });
const runs: Run[] = [];
try {
  console.log(`hexfront serve: bytes over the wire at 80x24 (${load()})`);
  runs.push(await measure(server, 'plain', false));
  runs.push(await measure(server, 'zipped', true));
} finally {
  await server.stop();
}

const [plain, zipped] = runs as [Run, Run];
const med = (xs: Step[], k: keyof Step) => median(xs.map((x) => x[k]));
const p95 = (xs: Step[], k: keyof Step) => {
  const s = xs.map((x) => x[k]).sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]!;
};
const rows: [string, (r: Run, k: keyof Step) => number | string][] = [
  ['login (handshake, kex, auth)', (r, k) => (k === 'data' ? '' : r.login[k])],
  ['lobby, first frame', (r, k) => r.lobby[k]],
  [`lobby move, median of ${LOBBY_MOVES}`, (r, k) => med(r.lobbyMoves, k)],
  ['game, first frame (map + briefing)', (r, k) => r.game[k]],
  ['briefing closed (Esc)', (r, k) => (r.briefing ? r.briefing[k] : '-')],
  [`cursor move, median of ${CURSOR_MOVES}`, (r, k) => med(r.cursor, k)],
  [`cursor move, 95th percentile`, (r, k) => p95(r.cursor, k)],
  [`map scroll, median of ${SCROLLS}`, (r, k) => med(r.scrolls, k)],
  [`map scroll, largest`, (r, k) => Math.max(...r.scrolls.map((x) => x[k]))],
];
const c = (x: number | string, w: number) => String(x).padStart(w);
console.log(
  `\n what (bytes)                         | screen data | wire, no compression | wire, ${zipped.compression || '?'} | client→server`,
);
console.log(
  '-------------------------------------|-------------|----------------------|---------------------------|--------------',
);
for (const [label, get] of rows)
  console.log(
    ` ${label.padEnd(36)} | ${c(get(plain, 'data'), 11)} | ${c(get(plain, 'wire'), 20)} | ${c(get(zipped, 'wire'), 25)} | ${c(get(plain, 'up'), 12)}`,
  );
const scrolledInCursorRun = plain.cursorChanged.filter((n) => n > 0).length;
console.log(
  `\ncursor moves that changed any map cell: ${scrolledInCursorRun} of ${CURSOR_MOVES} (the cursor is the terminal's own); ` +
    `scroll presses: ${plain.scrolls.length} of ${plain.scrolls.length + plain.movesBeforeScrolls.length} moves; ` +
    `compression negotiated: none / ${zipped.compression}`,
);
console.log(`load: ${plain.load} (no compression), ${zipped.load} (compression)`);
