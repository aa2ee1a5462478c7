// Soak of `hexfront serve` (issue 19, "Measured"): scripted players on loopback for a while, each
// in a loop — connect, open its game (or start one), a few cursor moves and unit keys, end the
// turn now and then (the computer plays its part on the server's shared thread meanwhile), leave
// cleanly with q or drop the connection, connect again. Counted as errors: failed logins, client
// and channel errors, timeouts, exit statuses other than 0, and every server log line that is
// not a normal one (listening, host key, a login). The server's RSS and heap are sampled every
// 30 s (after a full collection) to show whether memory grows.
//   HEXFRONT_SOAK_MINUTES  duration (default 10)
//   HEXFRONT_SOAK_CLIENTS  players (default 50)
import {
  delay,
  forkServer,
  GAME_SHOWN,
  KEY,
  load,
  LOBBY_SHOWN,
  makeKey,
  mb,
  newGameFromLobby,
  openedGame,
  Player,
  type Key,
  type ServerChild,
} from './serve-rig.js';

const MINUTES = Number(process.env.HEXFRONT_SOAK_MINUTES ?? 10);
const CLIENTS = Number(process.env.HEXFRONT_SOAK_CLIENTS ?? 50);
const SAMPLE_MS = 30_000;
/** The longest a screen may take to show what a step waits for before it counts as a timeout. */
const STEP_MS = 60_000;
/** Lines a healthy server logs; every other line is counted as an error. */
const NORMAL_LOG = [/^listening on /, /^host key generated: /, /^auth \S+: \S+ logged in by publickey$/];

/** A small seeded generator (mulberry32): the same run gives the same choices. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Counts {
  loops: number;
  connects: number;
  gamesStarted: number;
  turnsEnded: number;
  cleanLeaves: number;
  drops: number;
  waited: number;
  moves: number;
}

const counts: Counts = {
  loops: 0,
  connects: 0,
  gamesStarted: 0,
  turnsEnded: 0,
  cleanLeaves: 0,
  drops: 0,
  waited: 0,
  moves: 0,
};
const errors: { kind: string; text: string; full: string; at: number }[] = [];
const t0 = Date.now();
const error = (kind: string, text: string) => {
  errors.push({ kind, text: text.split('\n')[0]!.slice(0, 200), full: text, at: Date.now() - t0 });
  // The first few in full as they happen, so that a long run can be looked into while it goes.
  if (errors.length <= 3)
    console.log(`  error at ${((Date.now() - t0) / 1000).toFixed(0)} s: ${kind}: ${text}`);
};

/** Esc, then a key: sent together, a terminal parser reads them as Alt+key. */
async function escThen(p: Player, key: string): Promise<void> {
  p.keys(KEY.esc);
  await delay(150);
  p.keys(key);
}

/** From a game (or the waiting screen) back to the lobby: Esc, q, and y if the game asks to confirm. */
async function backToLobby(p: Player): Promise<void> {
  await escThen(p, 'q');
  const back = await p.until(new RegExp(`${LOBBY_SHOWN}|y / Enter: yes`), STEP_MS);
  if (!back.includes(LOBBY_SHOWN)) {
    p.keys('y');
    await p.until(LOBBY_SHOWN, STEP_MS);
  }
}

/** The screen after a game was asked for: the map, the waiting screen, or a finished game. */
async function intoGame(p: Player): Promise<'playing' | 'left'> {
  await p.until(new RegExp(`Briefing|Waiting for|Game over|${GAME_SHOWN.source}`), STEP_MS);
  // The whole frame: a finished game's window comes with the map.
  await p.quiet(150, 300);
  const s = await p.screen();
  if (s.includes('Waiting for')) {
    // The computer's part is still running on the shared thread: wait a little, else come back later.
    counts.waited++;
    try {
      await p.until(new RegExp(`Briefing|${GAME_SHOWN.source}`), 20_000);
    } catch {
      p.keys('q');
      await p.until(LOBBY_SHOWN, STEP_MS);
      return 'left';
    }
  }
  if ((await p.screen()).includes('Game over')) {
    // A finished game: back to the lobby and a new one (it is listed first: the last played).
    await backToLobby(p);
    await newGameFromLobby(p, STEP_MS);
    counts.gamesStarted++;
    return 'playing';
  }
  await openedGame(p, STEP_MS);
  return 'playing';
}

async function oneVisit(server: ServerChild, name: string, key: Key, r: () => number): Promise<void> {
  const p = new Player(80, 24);
  try {
    try {
      await p.connect(server.port, name, key, { compress: r() < 0.5, timeoutMs: STEP_MS });
    } catch (e) {
      error('login', `${name}: ${(e as Error).message}`);
      return;
    }
    counts.connects++;
    await p.shell();
    const lobby = await p.until(LOBBY_SHOWN, STEP_MS);
    let where: 'playing' | 'left';
    if (lobby.includes('No games yet')) {
      await newGameFromLobby(p, STEP_MS);
      counts.gamesStarted++;
      where = 'playing';
    } else {
      p.keys(KEY.enter);
      where = await intoGame(p);
    }
    if (where === 'playing') {
      const keys = [KEY.right, KEY.left, KEY.up, KEY.down, KEY.tab, ' ', KEY.esc];
      const n = 3 + Math.floor(r() * 8);
      for (let i = 0; i < n; i++) {
        p.keys(keys[Math.floor(r() * keys.length)]!);
        counts.moves++;
        await delay(100 + r() * 400);
      }
      // The game still on screen after the keys (none of them leaves it).
      await p.until(GAME_SHOWN, STEP_MS);
      if (r() < 0.35) {
        await escThen(p, 'e');
        await p.until('y / Enter: yes', STEP_MS);
        p.keys('y');
        counts.turnsEnded++;
        // The part is stored at once; the computer's part runs on the server whether we stay or not.
        await p.until(new RegExp(`Waiting for|What you saw|${GAME_SHOWN.source}`), STEP_MS);
        await delay(500 + r() * 1500);
      }
    }
    if (r() < 0.5) {
      // Leave cleanly: q back to the lobby (from a game or the waiting screen), q to leave.
      const s = await p.screen();
      if (!s.includes(LOBBY_SHOWN)) await backToLobby(p);
      p.keys('q');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        p.closed,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out: no close after q')), STEP_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      // The exit status arrives just before the channel closes (checked in finally below).
      if (p.exitCode === undefined) error('exit', `${name}: no exit status after q`);
      counts.cleanLeaves++;
    } else {
      counts.drops++;
    }
  } catch (e) {
    const m = (e as Error).message;
    error(m.startsWith('timed out') ? 'timeout' : 'client', `${name}: ${m}`);
  } finally {
    for (const e of p.errors) error('channel', `${name}: ${e}`);
    if (p.exitCode !== undefined && p.exitCode !== null && p.exitCode !== 0)
      error('exit', `${name}: exit status ${p.exitCode}`);
    p.end();
  }
}

const server = await forkServer();
const samples: { t: number; rss: number; heap: number; sessions: number; loops: number; load: string }[] = [];
const sample = async () => {
  const [m, st] = await Promise.all([
    server.mem(),
    server.request<{ sessions: number; connections: number }>('stats'),
  ]);
  samples.push({
    t: (Date.now() - t0) / 1000,
    rss: mb(m.rss),
    heap: mb(m.heapUsed),
    sessions: st.sessions,
    loops: counts.loops,
    load: load(),
  });
  const s = samples[samples.length - 1]!;
  console.log(
    `  t ${s.t.toFixed(0).padStart(4)} s  rss ${s.rss.toFixed(1).padStart(6)} MB  heap ${s.heap.toFixed(1).padStart(6)} MB  sessions ${String(s.sessions).padStart(3)}  visits ${String(s.loops).padStart(5)}  errors ${errors.length}  ${s.load}`,
  );
};

try {
  console.log(`hexfront serve soak: ${CLIENTS} players for ${MINUTES} min (${load()})`);
  const players = Array.from({ length: CLIENTS }, (_, i) => ({ name: `soak${i}`, key: makeKey() }));
  await server.request('accounts', {
    list: players.map((p) => ({ name: p.name, algo: p.key.algo, data: p.key.data })),
  });
  await sample();
  const sampler = setInterval(
    () => void sample().catch((e: unknown) => error('server', `sample: ${(e as Error).message}`)),
    SAMPLE_MS,
  );
  const end = t0 + MINUTES * 60_000;
  await Promise.all(
    players.map(async (pl, i) => {
      const r = rng(1000 + i);
      // Spread the first logins over a few seconds, as players would come.
      await delay(r() * 5000);
      while (Date.now() < end && server.alive()) {
        await oneVisit(server, pl.name, pl.key, r);
        counts.loops++;
        await delay(300 + r() * 1700);
      }
    }),
  );
  clearInterval(sampler);
  if (!server.alive()) error('server', 'the server process died: the soak stopped there');
  else {
    await delay(2000);
    await sample();
  }
} finally {
  await server.stop();
}

for (const line of server.logs) if (!NORMAL_LOG.some((re) => re.test(line))) error('server log', line);
for (const line of server.stderr) error('server stderr', line);

const first = samples[1] ?? samples[0]!;
const last = samples[samples.length - 1]!;
console.log(
  `\n${counts.loops} visits (${counts.connects} logins, ${counts.cleanLeaves} left with q, ${counts.drops} dropped), ` +
    `${counts.gamesStarted} games started, ${counts.turnsEnded} turns ended, ${counts.moves} keys, ` +
    `${counts.waited} times the computer's part was still running`,
);
console.log(
  `RSS ${first.rss.toFixed(1)} MB at ${first.t.toFixed(0)} s → ${last.rss.toFixed(1)} MB at ${last.t.toFixed(0)} s; ` +
    `heap ${first.heap.toFixed(1)} → ${last.heap.toFixed(1)} MB`,
);
const byKind = new Map<string, number>();
for (const e of errors) byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + 1);
console.log(
  `errors: ${errors.length}${byKind.size ? ` (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`,
);
const seen = new Map<string, { n: number; example: string; at: number }>();
for (const e of errors) {
  const shape = `${e.kind}: ${e.text.replace(/soak\d+/g, 'soakN').replace(/\d+/g, '#')}`;
  const s = seen.get(shape);
  if (s) s.n++;
  else seen.set(shape, { n: 1, example: e.full, at: e.at });
}
for (const [shape, s] of seen)
  console.log(
    `  ${String(s.n).padStart(4)} × ${shape}\n         first at ${(s.at / 1000).toFixed(0)} s: ${s.example}`,
  );
