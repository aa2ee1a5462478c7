// Issue 22 on the command line: `pbem new` for a side that does not move first writes the opening
// file at once (PC-NET-02/03) and prints the join code; `pbem play` refuses a wrong join code and
// the player's own file with a sentence naming the file, and changes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeTurnFile } from '../src/pbem/format.js';
import { readFileSync } from 'node:fs';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const main = path.resolve('src/cli/main.ts');
const top = mkdtempSync(path.join(tmpdir(), 'pbem-cli-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

function hexfront(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, [tsx, main, ...args], {
    encoding: 'utf8',
    cwd: top,
    timeout: 60_000,
    env: { ...process.env, HEXFRONT_PASSWORD: '', HEXFRONT_JOIN_CODE: '', ...env },
  });
}

describe('issue 22 hexfront pbem', () => {
  it('new writes the opening file and the record; play refuses a wrong join code and your own file', () => {
    const a = path.join(top, 'a');
    const b = path.join(top, 'b');
    const file1 = path.join(top, 'one.pbem');
    // In villers-bocage the Germans (axis) move first: an allied starter sends an opening file.
    const n = hexfront(
      { HEXFRONT_CONFIG_DIR: a, HEXFRONT_PASSWORD: 'allied pw' },
      'pbem',
      'new',
      'villers-bocage',
      '--side',
      'allied',
      '--out',
      file1,
    );
    expect(n.stderr).not.toMatch(/hexfront:/);
    expect(n.status).toBe(0);
    const code = /Join code for your opponent: (\S+)/.exec(n.stdout)?.[1];
    expect(code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    expect(n.stdout).toContain(`Turn file 1 written: ${file1}`);
    const h = decodeTurnFile(readFileSync(file1, 'utf8')).header;
    expect(h).toMatchObject({ file: 1, from: 'allied', toPlay: 'axis', scenario: { id: 'villers-bocage' } });
    expect(readdirSync(path.join(a, 'pbem'))).toEqual([`${h.game}-allied.json`]);

    const wrong = hexfront(
      { HEXFRONT_CONFIG_DIR: b, HEXFRONT_PASSWORD: 'axis pw', HEXFRONT_JOIN_CODE: 'AAAA-AAAA-AAAA-AAAA' },
      'pbem',
      'play',
      file1,
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain(
      `${file1}: this turn file is refused: that is not the join code of this game for axis; nothing was changed`,
    );
    expect(existsSync(path.join(b, 'pbem'))).toBe(false);

    const own = hexfront({ HEXFRONT_CONFIG_DIR: a, HEXFRONT_PASSWORD: 'allied pw' }, 'pbem', 'play', file1);
    expect(own.status).toBe(1);
    expect(own.stderr).toContain('it is your own file 1 (allied); send it to your opponent instead');
  }, 120_000);
});
