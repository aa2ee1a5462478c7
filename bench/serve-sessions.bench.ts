// Sessions held by `hexfront serve` (issue 19, "Measured"; goal: >= 100 sessions at <= 10 MB
// each). The server runs alone in a child process (bench/serve-child.ts) so that its RSS is its
// own; this process holds the ssh2 clients. Each session is its own account (logged in by key),
// at 80x24, with a new game against the computer on screen, started from the lobby as a player
// would (n, Enter: the form's default scenario and side; HEXFRONT_SESSIONS_MIX=1 cycles through
// every bundled scenario instead). After each step the server's memory is read after a full
// collection: per session from the empty server, and at the margin between two steps (the
// scenario's one-off load left out).
//   HEXFRONT_SESSIONS  the steps (default 25,50,100,150)
import {
  forkServer,
  KEY,
  load,
  LOBBY_SHOWN,
  makeKey,
  mb,
  newGameFromLobby,
  openedGame,
  Player,
  type Memory,
} from './serve-rig.js';

const STEPS = (process.env.HEXFRONT_SESSIONS ?? '25,50,100,150').split(',').map(Number);
const MIX = process.env.HEXFRONT_SESSIONS_MIX === '1';
/** Scenarios in the lobby's form (bundledScenarioChoices: the bundled ones, tests' left out). */
const SCENARIOS_IN_FORM = 7;
/** Logins at once: a player base arriving, not a flood (the machine has 2 shared cores). */
const CONCURRENT = 4;

const most = Math.max(...STEPS);
const server = await forkServer();
const players: Player[] = [];
const rows: { n: number; sessions: number; m: Memory; seconds: number; load: string }[] = [];
try {
  console.log(
    `hexfront serve: sessions held, each with a game against the computer on screen (${MIX ? 'every scenario in turn' : "the lobby form's default scenario"}), 80x24`,
  );
  const accounts = Array.from({ length: most }, (_, i) => ({ name: `s${i}`, key: makeKey() }));
  await server.request('accounts', {
    list: accounts.map((a) => ({ name: a.name, algo: a.key.algo, data: a.key.data })),
  });
  const empty = await server.mem();
  rows.push({ n: 0, sessions: 0, m: empty, seconds: 0, load: load() });

  const open = async (i: number) => {
    const p = new Player(80, 24);
    players.push(p);
    await p.connect(server.port, accounts[i]!.name, accounts[i]!.key, { timeoutMs: 60_000 });
    await p.shell();
    await p.until(LOBBY_SHOWN, 60_000);
    if (MIX) {
      p.keys('n');
      await p.until('New game against the computer', 60_000);
      for (let k = 0; k < i % SCENARIOS_IN_FORM; k++) p.keys(KEY.right);
      p.keys(KEY.enter);
      await openedGame(p, 120_000);
    } else await newGameFromLobby(p, 120_000);
    if (p.errors.length) throw new Error(`session ${i}: ${p.errors.join('; ')}`);
  };

  let opened = 0;
  for (const n of STEPS) {
    const t = Date.now();
    const queue = Array.from({ length: n - opened }, (_, k) => opened + k);
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await open(i);
      }),
    );
    opened = n;
    const seconds = (Date.now() - t) / 1000;
    const st = await server.request<{ sessions: number }>('stats');
    rows.push({ n, sessions: st.sessions, m: await server.mem(), seconds, load: load() });
    const r = rows[rows.length - 1]!;
    console.log(
      `  ${n} sessions open (${seconds.toFixed(0)} s), rss ${mb(r.m.rss).toFixed(1)} MB, ${r.load}`,
    );
  }
  const played = await server.request<Record<string, number>>('scenarios', {
    accounts: accounts.map((a) => a.name),
  });
  console.log(
    `  games on screen by scenario: ${Object.entries(played)
      .map(([id, n]) => `${id} ${n}`)
      .join(', ')}`,
  );
  for (const p of players) p.end();
  await Promise.all(players.map((p) => Promise.race([p.closed, new Promise((r) => setTimeout(r, 10_000))])));
  await new Promise((r) => setTimeout(r, 2000));
  const after = await server.mem();

  const f = (x: number, w = 7) => x.toFixed(1).padStart(w);
  console.log(
    '\n sessions | RSS MB | heap MB | external MB | RSS/session from empty | heap/session | RSS/session at the margin | load (1/5/15 min)',
  );
  console.log(
    '----------|--------|---------|-------------|------------------------|--------------|---------------------------|------------------',
  );
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    const prev = rows[k - 1];
    const per = r.n ? mb(r.m.rss - empty.rss) / r.n : NaN;
    const heapPer = r.n ? mb(r.m.heapUsed - empty.heapUsed) / r.n : NaN;
    const margin = prev && r.n > prev.n ? mb(r.m.rss - prev.m.rss) / (r.n - prev.n) : NaN;
    console.log(
      ` ${String(r.n).padStart(8)} | ${f(mb(r.m.rss), 6)} | ${f(mb(r.m.heapUsed))} | ${f(mb(r.m.external), 11)} | ${r.n ? f(per, 22) : '(empty server)'.padStart(22)} | ${r.n ? f(heapPer, 12) : ''.padStart(12)} | ${prev && r.n ? f(margin, 25) : ''.padStart(25)} | ${r.load.slice(5)}`,
    );
    if (r.n && r.sessions !== r.n) console.log(`   (the server counted ${r.sessions} sessions)`);
  }
  console.log(
    `\nall ${most} closed: RSS ${mb(after.rss).toFixed(1)} MB, heap ${mb(after.heapUsed).toFixed(1)} MB (the store keeps up to 64 games decoded: its cache)`,
  );
  const errs = server.logs.filter(
    (l) => !/^listening on |^host key generated: |^auth \S+: \S+ logged in by publickey$/.test(l),
  );
  console.log(
    `server log lines other than logins: ${errs.length}${errs.length ? `\n  ${errs.slice(0, 10).join('\n  ')}` : ''}`,
  );
} finally {
  for (const p of players) p.end();
  await server.stop();
}
