// Save and load dialogs and the autosave at every turn (issue 5); a corrupt save is listed with a
// clear message and does not stop the others from loading.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import * as saveFile from '../src/save/save-file.js';
import { savesPort } from '../src/tui/start.js';
import { harness, KEY, type Harness } from './tui-harness.js';
import { miniScenario } from './fixtures/mini.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

describe('saves in the client', () => {
  it('Ctrl-S saves, Ctrl-O lists scenario, side, turn and date; a corrupt file says why', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-saves-'));
    const players = { allied: 'human', axis: 'computer' } as const;
    const mini = miniScenario();
    // The mini scenario is not bundled: resolve it for loading.
    const port = savesPort(
      dir,
      () => players,
      () => saveFile,
      (id) =>
        id === 'mini'
          ? { system: panzerSystem, scenario: mini, summary: panzerSystem.summarize(mini) }
          : undefined,
    );
    h = harness({ players, app: { saves: port } });
    await h.keys(KEY.pageup, KEY.right, KEY.space, 'm', KEY.right, KEY.enter); // 1/7 Queens to 03,03
    await h.keys('\x13');
    expect((await h.lines())[23]).toMatch(/Saved: .*mini-t1-allied-.*\.json/);
    writeFileSync(path.join(dir, 'zz-broken.json'), '{"format":"hexfront-save", "version": 1');
    await h.keys('e');
    expect(existsSync(path.join(dir, 'autosave.json'))).toBe(true);
    await h.keys('\x0f');
    const text = await h.text();
    expect(text).toContain('Load a game');
    expect(text).toMatch(/Mini test map · allied · turn 1 · \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(text).toContain('zz-broken.json:');
    // Choose the broken one: a clear message, nothing lost.
    const names = port.list();
    const broken = names.findIndex((e) => e.error);
    const good = names.findIndex((e) => !e.error && e.file.includes('mini-t1'));
    for (let i = 0; i < broken; i++) await h.keys(KEY.down);
    await h.keys(KEY.enter);
    expect((await h.lines())[23]).toContain('Cannot load:');
    for (let i = 0; i < broken; i++) await h.keys(KEY.up);
    for (let i = 0; i < good; i++) await h.keys(KEY.down);
    await h.keys(KEY.enter);
    const loaded = h.app.session.state as GameState;
    expect(loaded.turn).toBe(1);
    const u = loaded.units[loaded.world.unitIndex.get('a-inf1')!]!;
    expect(loaded.world.board.label(u.loc)).toBe('03,03');
    expect(readdirSync(dir).length).toBeGreaterThanOrEqual(3);
  });
});
