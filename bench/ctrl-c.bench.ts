// Ctrl-C during the computer's turn (issue 21): the real game in a pseudo-terminal (util-linux
// `script`) on kursk-south; the player ends the turn, and Ctrl-C is sent 500 ms into the computer's
// turn (which takes seconds there: bench/ai-speed.bench.ts). Prints how long the process takes to
// exit after the key. (The screen's text cannot be matched to time it: the game sends only the
// cells that change, so a line seldom arrives whole.)

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise } from './util.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'hexfront.js');

function ctrlC(seed: number): Promise<number> {
  const config = mkdtempSync(path.join(tmpdir(), 'hexfront-ctrlc-'));
  const cmd = `stty cols 80 rows 24; exec node ${JSON.stringify(bin)} play --scenario kursk-south --seed ${seed}`;
  const child = spawn('script', ['-qfec', cmd, '/dev/null'], {
    env: { ...process.env, HEXFRONT_CONFIG_DIR: config, TERM: 'xterm-256color' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let started = false;
  let t0 = 0;
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the game did not exit within 60 s of Ctrl-C'));
    }, 60_000);
    child.stdout.on('data', (b: Buffer) => {
      if (started || !b.toString('latin1').includes('Briefing')) return;
      started = true;
      const key = (k: string, at: number) => setTimeout(() => child.stdin.write(k), at);
      key('\x1b', 300); // close the briefing
      key('e', 600);
      key('y', 900); // confirm the end of the turn: the computer starts
      setTimeout(() => {
        t0 = performance.now();
        child.stdin.write('\x03');
      }, 1400);
    });
    child.on('exit', () => {
      clearTimeout(timer);
      rmSync(config, { recursive: true, force: true });
      resolve(performance.now() - t0);
    });
  });
}

if (spawnSync('script', ['--version']).status !== 0) {
  console.log('ctrl-c: skipped (needs util-linux `script` for a pseudo-terminal)');
} else {
  const quit: number[] = [];
  for (let seed = 1; seed <= 5; seed++) quit.push(await ctrlC(seed));
  const q = summarise(quit);
  console.log(
    `ctrl-c 500 ms into the computer's turn, kursk-south, 80x24, 5 games: exit after median ${q.median.toFixed(0)} ms, max ${q.max.toFixed(0)} ms`,
  );
}
