// Issue 19 "The operator can set a hook command to notify a player whose turn it is": an argv run
// without a shell, the facts in HEXFRONT_* variables, a time limit, failures logged, never fatal.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameSummary } from '../src/serve/contract.js';
import { notifyHook } from '../src/serve/store/notify.js';
import { ServerGameStore } from '../src/serve/store/games.js';
import { MemoryStorage } from '../src/serve/store/storage.js';

const SUMMARY: GameSummary = {
  id: 'g7',
  scenarioId: 'test-crossroads',
  title: 'Test Crossroads',
  seats: { allied: { kind: 'account', name: 'Ann' }, axis: { kind: 'account', name: 'Bob' } },
  status: 'active',
  toMove: 'axis',
  turn: 3,
  updatedAt: '2026-03-01T10:00:00.000Z',
  spectators: 'none',
};

const node = process.execPath;

describe('issue 19 the notify hook', () => {
  it('passes the account, game, scenario and turn as HEXFRONT_* variables; arguments are never shell-parsed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-notify-'));
    try {
      const out = path.join(dir, 'out.json');
      const trap = path.join(dir, 'trap');
      const script = `require('fs').writeFileSync(process.argv[1], JSON.stringify({ env: Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('HEXFRONT_'))), arg: process.argv[2] }))`;
      const lines: string[] = [];
      const hook = notifyHook([node, '-e', script, out, `$(touch ${trap}); \`touch ${trap}\``], {
        log: (l) => lines.push(l),
        env: { PATH: process.env.PATH ?? '' },
      });
      const r = await hook('Bob', SUMMARY);
      expect(r).toEqual({ ok: true, code: 0, timedOut: false, stderr: '' });
      const got = JSON.parse(readFileSync(out, 'utf8')) as { env: Record<string, string>; arg: string };
      expect(got.env).toEqual({
        HEXFRONT_ACCOUNT: 'Bob',
        HEXFRONT_GAME: 'g7',
        HEXFRONT_SCENARIO: 'test-crossroads',
        HEXFRONT_TITLE: 'Test Crossroads',
        HEXFRONT_TURN: '3',
        HEXFRONT_STATUS: 'active',
        HEXFRONT_SIDE: 'axis',
      });
      expect(got.arg).toBe(`$(touch ${trap}); \`touch ${trap}\``);
      expect(existsSync(trap)).toBe(false);
      expect(lines).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a failing command, a missing program and a command past its time limit are logged, not thrown', async () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const failing = await notifyHook(
      [node, '-e', 'process.stderr.write("mailer: no route\\n"); process.exit(3)'],
      { log },
    )('Bob', SUMMARY);
    expect(failing).toMatchObject({ ok: false, code: 3, timedOut: false });
    expect(lines[0]).toBe('the notify command for Bob (game g7) exited with code 3: mailer: no route');
    const missing = await notifyHook(['/nonexistent/hexfront-mailer'], { log })('Bob', SUMMARY);
    expect(missing).toMatchObject({ ok: false, code: null });
    expect(lines[1]).toMatch(/^the notify command for Bob \(game g7\) could not run: .*ENOENT/);
    const t0 = Date.now();
    const slow = await notifyHook([node, '-e', 'setTimeout(() => {}, 60000)'], { log, timeoutMs: 300 })(
      'Bob',
      SUMMARY,
    );
    expect(slow).toMatchObject({ ok: false, timedOut: true, code: null });
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(lines[2]).toBe('the notify command for Bob (game g7) timed out after 300 ms');
    expect(() => notifyHook([])).toThrow(/the notify command must be a non-empty list of strings/);
  });

  it('plugged into the store: a player whose part it is gets the hook; a failing hook never stops the game', async () => {
    const lines: string[] = [];
    const runs: Promise<unknown>[] = [];
    const hook = notifyHook([node, '-e', 'process.exit(1)'], { log: (l) => lines.push(l) });
    const store = new ServerGameStore(new MemoryStorage(), {
      runComputer: () => [],
      notify: (a, s) => void runs.push(hook(a, s)),
      newId: () => 'g1',
      log: (l) => lines.push(l),
    });
    store.challenge({
      account: 'Ann',
      scenarioId: 'test-crossroads',
      side: 'allied',
      opponent: 'Bob',
      spectators: 'none',
    });
    store.accept('Bob', 'g1');
    const o = store.open('Ann', 'g1');
    o.session.apply(o.session.system.endTurnCommand(o.session.state));
    expect(store.commit('Ann', 'g1', o.session)).toMatchObject({ toMove: 'axis' });
    await Promise.all(runs);
    // The challenge (Bob), its acceptance (Ann), the end of Ann's part (Bob); the hooks run at once.
    expect(lines.sort()).toEqual([
      'the notify command for Ann (game g1) exited with code 1',
      'the notify command for Bob (game g1) exited with code 1',
      'the notify command for Bob (game g1) exited with code 1',
    ]);
  });
});
