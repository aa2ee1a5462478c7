// Issue 18, part 5: `hexfront report NAME` and `play --load NAME` take the names `hexfront saves`
// prints (a bare name in the saves directory, with or without .json), as well as paths.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportOfSave } from '../src/cli/report.js';
import { resolveSaveName } from '../src/save/paths.js';
import { writeSave } from '../src/save/save-file.js';
import { DEFAULT_SCENARIO_ID, loadBundledGameScenario } from '../src/scenario/bundled.js';
import { GameSession } from '../src/session/session.js';
import { continueSave } from '../src/tui/start.js';

function savedGame(): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-names-'));
  const { system, scenario } = loadBundledGameScenario(DEFAULT_SCENARIO_ID);
  const session = new GameSession(system, scenario, { seed: 'names' });
  const file = path.join(dir, 'my-game.json');
  writeSave(file, session, { side: system.sides[0]! });
  return { dir, file };
}

describe('save names as `hexfront saves` prints them', () => {
  it('resolveSaveName finds a bare name in the saves directory, with or without .json', () => {
    const { dir, file } = savedGame();
    expect(resolveSaveName('my-game.json', dir)).toBe(file);
    expect(resolveSaveName('my-game', dir)).toBe(file);
    expect(resolveSaveName(file, '/nowhere')).toBe(file);
    expect(resolveSaveName('no-such-game', dir)).toBe('no-such-game');
  });

  it('hexfront report NAME and play --load NAME open the save', async () => {
    const { dir } = savedGame();
    for (const name of ['my-game', 'my-game.json']) {
      expect(reportOfSave(name, { dir })).toContain('after-action report');
      const { session } = await continueSave(name, dir);
      expect(session.log.length).toBe(0);
    }
    expect(() => reportOfSave('no-such-game', { dir })).toThrow(/no such save file/);
  });
});
