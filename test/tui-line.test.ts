// Line mode (issue 23): the client played by sentences and commands, for screen readers and pipes.
// A whole turn of villers-bocage fed line by line; every order the full-screen client reaches by a
// key reached by the same key (or by `do`) in line mode, for each rule system; hot-seat with the
// same hand-over and passwords and nothing of a side in the other's output; a closing pipe; and
// the transcript in docs/terminal-client.md, replayed.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SideView } from '../src/engine/systems/panzer/view.js';
import { loadGameScenarioFile, type LoadedScenario } from '../src/scenario/load.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { buildKeymap, fileKeymapSource } from '../src/tui/keymap.js';
import { LineClient } from '../src/tui/line/client.js';
import { keyOfToken } from '../src/tui/line/keys.js';
import { memorySettingsStore, type Settings } from '../src/tui/settings.js';
import { computerPlayer, startGame } from '../src/tui/start.js';
import { CROSSING_FILE, registerTinyArea } from './fixtures/area-system/index.js';

registerTinyArea();

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VILLERS = path.join(ROOT, 'scenarios/villers-bocage.json');
const STALINGRAD = path.join(ROOT, 'scenarios/stalingrad-factories.json');
const ESC = '\x1b';

const loaded = new Map<string, LoadedScenario>();
const scenarioOf = (file: string) => {
  if (!loaded.has(file)) loaded.set(file, loadGameScenarioFile(file));
  return loaded.get(file)!;
};

interface LineGame {
  readonly app: App;
  readonly opening: readonly string[];
  /** One typed line; the answer, with the computer's turn when the line started one. */
  send(line: string): string[];
}

/** A game in line mode as `hexfront play --text` starts it: default settings, the match card, the A/I. */
function lineGame(
  file: string,
  players: Record<string, Player>,
  o: {
    seed?: string;
    settings?: Partial<Settings>;
    matchCard?: boolean;
    passwords?: Record<string, string>;
  } = {},
): LineGame {
  const { system, scenario } = scenarioOf(file);
  const session = new GameSession(system, scenario, { seed: o.seed ?? 'line', players });
  const source = fileKeymapSource();
  const app = new App({
    session,
    players,
    settings: memorySettingsStore(o.settings),
    keymap: (name, orders) => buildKeymap(name, source, undefined, orders),
    computer: computerPlayer(),
    deferComputer: true,
    env: {},
    matchCard: o.matchCard ?? true,
    ...(o.passwords ? { passwords: o.passwords } : {}),
    onQuit: () => undefined,
  });
  const client = new LineClient(app);
  const drain = (lines: string[]) => {
    const out = [...lines];
    while (app.pendingComputer !== null) out.push(...client.runPending());
    return out;
  };
  return { app, opening: drain(client.opening()), send: (line) => drain(client.input(line)) };
}

const SOLO = { allied: 'computer', axis: 'human' } as const;

describe('line mode: a whole turn of villers-bocage', () => {
  it('selects, previews and moves a unit, ends the turn and reads the enemy turn, with no escape codes', () => {
    const g = lineGame(VILLERS, SOLO);
    const all: string[] = [...g.opening];
    const send = (line: string) => {
      const out = g.send(line);
      all.push(...out);
      return out;
    };
    expect(g.opening[0]).toBe('hexfront line mode: Villers-Bocage. Type help for the commands.');
    expect(g.opening).toContain('Match card:');
    expect(g.opening).toContain('British: computer · German: player');
    expect(g.opening).toContain('— Turn 1, German (day) —');
    expect(g.opening.at(-1)).toBe('Hex 23,00 Clear; yours: s.SS-Pz.Abt. 101 staff (v. Westernhagen)');
    // Tab twice: the second unit that can still act, with the cursor on it.
    expect(send('tab tab')).toEqual([
      "Hex 14,07 Forest; yours: Wittmann's Tiger (2./101) (selected)",
      "Selected: 13 14,07 Wittmann's Tiger (2./101)",
    ]);
    expect(send('look')).toEqual([
      'Hex info:',
      'Hex 14,07 Forest',
      'elev 195 m, hedgerow NW', // PB-IMP-30: the Hedge Rows of the Villers-Bocage map
      "Wittmann's Tiger (2./101) (selected)",
      'armor str 1/1 vehicles',
      'MP 13/13 ftg 0 Q A',
      'deployed · supply 80% · sees enemy',
      'S 18/6 H 30/8 A 17 D 30',
      'HQ s.SS-Pz.Abt. 101 staff (v. Westernhagen) (12 hex)',
    ]);
    expect(send('m')).toEqual(['Move: put the cursor on the destination, Enter to move, Esc to cancel.']);
    expect(send('right*2')).toEqual(['Hex 16,07 Clear', 'MOVE: path 2 hex · cost 6.25 MP · 6.75 left']);
    expect(send('odds')).toEqual([
      'MOVE at 16,07: path 2 hex · cost 6.25 MP · 6.75 left',
      'Path: 15,07 (3.25 MP), 16,07 (6.25 MP)',
    ]);
    const moved = send('enter');
    expect(moved).toContain(
      "Wittmann's Tiger (2./101) moves 14,07 → 16,07 (6.25 MP, 6.75 left) (more: report 4)",
    );
    expect(send('report 4')).toEqual([
      "4. Wittmann's Tiger (2./101) moves 14,07 → 16,07 (6.25 MP, 6.75 left)",
      'path 14,07 15,07 16,07',
    ]);
    expect(send('look')).toContain('MP 6.8/13 ftg 0 Q A');
    // Ending the turn with units that did nothing asks first (warnIdleUnits, on by default).
    expect(send('e')).toEqual([
      '4 units have not moved or fired: s.SS-Pz.Abt. 101 staff (v. Westernhagen); 2./101, Hantusch; 2./101, Brandt and 1 more. End the German turn 1? y/n',
    ]);
    const enemyTurn = send('y');
    expect(enemyTurn[0]).toBe('The computer is playing the British turn…');
    expect(enemyTurn).toContain('What you saw of the British turn:');
    expect(enemyTurn).toContain('— Turn 2, German (day) —');
    expect(enemyTurn.at(-1)).toMatch(/^Hex 16,07 Clear; yours: Wittmann's Tiger/);
    expect(send('enemy')[0]).toBe('What you saw of the British side:');
    expect(send('score')).toContain('Montbrocq crossroads (12,07): 25 VP, British');
    expect(g.app.session.system.turn(g.app.session.state)).toBe(2);
    for (const line of all) expect(line).not.toContain(ESC);
  });

  it('an empty line says the status line, an unknown word does nothing, again repeats', () => {
    const g = lineGame(VILLERS, SOLO, { matchCard: false });
    expect(g.send('')).toEqual(['Turn 1/8, 08:30 13 Jun 1944, German, vis 8 normal, 23,00 Clear']);
    expect(g.send('tab blah m')).toEqual([
      'Unknown command "blah": nothing done. Type help for the commands.',
    ]);
    expect(g.app.selected).toEqual([]);
    expect(g.send('units')[0]).toBe('Units, all: 5. jump N goes to unit N.');
    const jumped = g.send('jump 2');
    expect(jumped).toEqual([
      "Hex 14,07 Forest; yours: Wittmann's Tiger (2./101) (selected)",
      "Selected: 13 14,07 Wittmann's Tiger (2./101)",
    ]);
    expect(g.send('again')).toEqual(jumped);
    expect(g.send('go 12,07')[0]).toMatch(/^Hex 12,07 /);
    expect(g.send('tree')[1]).toBe('schwere SS-Panzer-Abteilung 101 (I. SS-Panzerkorps):');
  });
});

describe('line mode: every order reachable by key in the full-screen client', () => {
  const systems = [
    { name: 'panzer (villers-bocage)', file: VILLERS, players: SOLO },
    {
      name: 'area impulse (stalingrad-factories)',
      file: STALINGRAD,
      players: { german: 'human', soviet: 'computer' },
    },
    {
      name: 'the test area system (crossing)',
      file: CROSSING_FILE,
      players: { red: 'human', blue: 'computer' },
    },
  ] as const;
  for (const s of systems)
    it(`${s.name}: each map and global action's key (or do, for a keyless order) reaches the App; help lists it`, () => {
      const probe = lineGame(s.file, s.players, { matchCard: false });
      const km = probe.app.keymap;
      const actions = Object.entries(km.actions).filter(
        ([, a]) => a.context === 'map' || a.context === 'global',
      );
      // The system's orders are among them (the keymap's first layer).
      expect(actions.map(([id]) => id)).toEqual(
        expect.arrayContaining(probe.app.presenter.orders.map((o) => o.id)),
      );
      const help = probe.send('help');
      for (const [id, info] of actions) {
        const keys = km.byAction.get(info.context)?.get(id) ?? [];
        expect(help).toContain(
          keys.length > 0 ? `${keys.join(' or ')}: ${info.label}` : `do ${id}: ${info.label}`,
        );
        for (const token of keys.length > 0 ? keys : [`do ${id}`]) {
          // Each key as help prints it is a token line mode takes as that very key.
          if (keys.length > 0) expect(keyOfToken(token)?.key).toBe(token);
          const g = lineGame(s.file, s.players, { matchCard: false });
          const ran: string[] = [];
          const run = g.app.run.bind(g.app);
          g.app.run = (action) => {
            ran.push(action);
            run(action);
          };
          const out = g.send(token);
          expect(out.join('\n')).not.toContain('Unknown command');
          // Ctrl-C quits before any action runs, as in the full-screen client.
          if (id === 'abort') expect(g.app.quitting).toBe(true);
          else expect(ran[0], `${token} -> ${id}`).toBe(id);
        }
      }
    });
});

describe('line mode: hot-seat', () => {
  it('the hand-over names only the side; no unit of a side reaches the other side before its turn', () => {
    const g = lineGame(
      VILLERS,
      { allied: 'human', axis: 'human' },
      { passwords: { allied: 'a1', axis: 'x1' } },
    );
    const sys = g.app.session.system;
    const names = (side: string) =>
      (scenarioOf(VILLERS).scenario as { units: { side: string; name: string }[] }).units
        .filter((u) => u.side === side)
        .map((u) => u.name);
    const seenBy = (side: string) =>
      new Set((sys.viewFor(g.app.session.state, side) as SideView).enemies.map((e) => e.name));
    expect(g.opening).toEqual([
      'hexfront line mode: Villers-Bocage. Type help for the commands.',
      'Pass to the German player, then press Enter.',
    ]);
    expect(g.send('')).toEqual(['German player: type your password and press Enter.']);
    expect(g.send('guess')).toEqual(['Wrong password. German player: type your password and press Enter.']);
    // The Axis turn: what its player reads, and which Allied units it saw on the way.
    const axisOut: string[] = [];
    const axisSaw = new Set<string>();
    for (const line of [
      'x1',
      'tab tab',
      'm',
      'right right',
      'odds',
      'enter',
      'look',
      'units',
      'report',
      'e',
    ]) {
      axisOut.push(...g.send(line));
      for (const n of seenBy('axis')) axisSaw.add(n);
    }
    expect(axisOut).toContain("Selected: 13 14,07 Wittmann's Tiger (2./101)");
    // The hand-over and the password screen: the side to play, nothing else.
    expect(g.send('y')).toEqual(['Pass to the British player, then press Enter.']);
    expect(g.send('')).toEqual(['British player: type your password and press Enter.']);
    expect(g.send('x1')).toEqual(['Wrong password. British player: type your password and press Enter.']);
    const hiddenAllied = names('allied').filter((x) => !axisSaw.has(x));
    expect(hiddenAllied.length).toBeGreaterThan(5);
    for (const n of hiddenAllied)
      expect(axisOut.join('\n'), `Allied ${n} in the Axis output`).not.toContain(n);
    const alliedOut = [...g.send('a1'), ...g.send('units'), ...g.send('enemy'), ...g.send('look')];
    expect(alliedOut).toContain('Match card:');
    expect(alliedOut).toContain('What you saw of the German turn:');
    expect(alliedOut.some((l) => l.startsWith('Units, all: '))).toBe(true);
    const alliedSaw = seenBy('allied');
    const hiddenAxis = names('axis').filter((x) => !alliedSaw.has(x));
    expect(hiddenAxis).toContain("Wittmann's Tiger (2./101)");
    for (const n of hiddenAxis)
      expect(alliedOut.join('\n'), `Axis ${n} in the Allied output`).not.toContain(n);
    for (const line of [...axisOut, ...alliedOut]) expect(line).not.toContain(ESC);
  });
});

describe('line mode: the host', () => {
  const sink = () => {
    const chunks: string[] = [];
    const output = new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        chunks.push(chunk.toString());
        cb();
      },
    });
    return { output, text: () => chunks.join('') };
  };

  it('a stdin pipe that closes ends the game cleanly (no terminal on either side)', async () => {
    const input = new PassThrough();
    const { output, text } = sink();
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-line-'));
    const done = startGame({
      text: true,
      scenario: 'villers-bocage',
      seed: 'pipe',
      input,
      output,
      env: { HEXFRONT_CONFIG_DIR: dir },
    });
    input.write('tab tab\nlook\n');
    input.end();
    expect(await done).toBe(0);
    const out = text();
    expect(out).toContain("Hex 14,07 Forest; yours: Wittmann's Tiger (2./101) (selected)\n");
    expect(out.trimEnd().split('\n').at(-1)).toBe('The input has closed: the game ends.');
    expect(out).not.toContain(ESC);
  });

  it('the textMode setting starts play in line mode, and q quits with the pipe still open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-line-'));
    writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ textMode: true }));
    const input = new PassThrough();
    const { output, text } = sink();
    const done = startGame({
      scenario: 'villers-bocage',
      seed: 'pipe',
      input,
      output,
      env: { HEXFRONT_CONFIG_DIR: dir },
    });
    input.write('q\ny\n');
    expect(await done).toBe(0);
    expect(text()).toContain('Quit the game? (the last turn is autosaved) y/n\n');
    expect(text()).not.toContain('The input has closed');
  });

  it('`hexfront play --text` over real pipes: sentences out, no escape codes, exit 0', () => {
    const tsx = path.join(ROOT, 'node_modules/tsx/dist/loader.mjs');
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        tsx,
        path.join(ROOT, 'src/cli/main.ts'),
        'play',
        '--text',
        '--scenario',
        'villers-bocage',
        '--seed',
        'pipe',
      ],
      {
        input: 'look\nnonsense\nq\ny\n',
        encoding: 'utf8',
        env: { ...process.env, HEXFRONT_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'hexfront-line-')) },
        timeout: 60_000,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Hex info:\nHex 23,00 Clear\n');
    expect(r.stdout).toContain('Unknown command "nonsense"');
    expect(r.stdout).not.toContain(ESC);
  }, 60_000);
});

describe('line mode: the transcript in docs/terminal-client.md', () => {
  it('is what line mode prints for those commands', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/terminal-client.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Line mode'));
    const block = /```text\n([\s\S]*?)```/.exec(section)![1]!.trimEnd().split('\n');
    const command = block.shift()!;
    expect(command).toBe('$ hexfront play --text --scenario villers-bocage --seed line');
    const g = lineGame(VILLERS, SOLO);
    const actual = [...g.opening];
    for (const line of block) if (line.startsWith('> ')) actual.push(line, ...g.send(line.slice(2)));
    expect(actual).toEqual(block);
  });
});
