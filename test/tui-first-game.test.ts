// Issue 18, a new player at 80x24: help in one column that scrolls, long windows that scroll
// instead of closing on the first key, and the first game's small bugs, read off the screen.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Side } from '../src/engine/systems/panzer/model/unit.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import * as saveFile from '../src/save/save-file.js';
import type { Player } from '../src/session/session.js';
import { helpLines } from '../src/tui/keymap.js';
import { savesPort } from '../src/tui/start.js';
import { miniScenario } from './fixtures/mini.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

/** Every screen of a scrolling window, paging down until the text stops changing. */
async function allPages(hh: Harness, maxPages = 20): Promise<string[]> {
  const screens = [await hh.text()];
  for (let i = 0; i < maxPages; i++) {
    await hh.keys(KEY.pagedown);
    const t = await hh.text();
    if (t === screens[screens.length - 1]) break;
    screens.push(t);
  }
  return screens;
}

describe('help at 80x24 (issue 18, 3)', () => {
  it('lists every key of the map in one column, whole labels, scrolling with PgDn', async () => {
    h = harness({ cols: 80, rows: 24 });
    await h.dismiss();
    await h.keys('?');
    const first = await h.text();
    expect(first).toContain('Keys: map (keymap default)');
    expect(first).toMatch(/lines 1-\d+ of \d+/);
    const screens = await allPages(h);
    expect(screens.length).toBeGreaterThan(1);
    const lines = screens.flatMap((s) => s.split('\n'));
    const entries = helpLines(h.app.keymap, 'map');
    for (const e of entries) {
      // The keys and the label whole on one screen line: nothing cut, nothing in a second column.
      const row = lines.find((l) => l.includes(e.label));
      expect(row, e.label).toBeDefined();
      expect(row).toContain(e.keys);
      for (const other of entries)
        if (other.label !== e.label && other.label.length > 12) expect(row).not.toContain(other.label);
    }
    for (const word of [/Undo/, /mode/i, /Dig in/i, /rail/i, /patrol/i, /^.*Quit\b/m])
      expect(lines.join('\n')).toMatch(word);
    // Esc closes at the end.
    // Up scrolls back to the top, page by page (the map legend makes it a long window).
    for (let i = 0; i < screens.length; i++) await h.keys(KEY.pageup);
    expect(await h.text()).toMatch(/lines 1-\d+ of \d+/);
    await h.keys(KEY.escape);
    expect(h.app.dialog).toBeNull();
  });
});

describe('long windows scroll (issue 18, 4)', () => {
  it('a message taller than the screen scrolls with the arrows and PgDn, and closes on Esc', async () => {
    h = harness({ cols: 80, rows: 24 });
    await h.dismiss();
    const lines = Array.from({ length: 40 }, (_, i) => `enemy line ${i + 1}`);
    h.app.dialog = { kind: 'message', title: 'What you saw of the Axis turn · Esc closes', lines };
    h.host.render();
    let text = await h.text();
    expect(text).toContain('enemy line 1\n'.trim());
    expect(text).not.toContain('enemy line 40');
    await h.keys(KEY.down);
    expect(h.app.dialog).not.toBeNull();
    text = await h.text();
    expect(text).not.toMatch(/enemy line 1\b/);
    await h.keys(KEY.pagedown, KEY.pagedown, KEY.pagedown);
    text = await h.text();
    expect(text).toContain('enemy line 40');
    expect(text).toContain('of 40');
    // A key that is not a scroll key does not close it; Esc does.
    await h.keys('e');
    expect(h.app.dialog).not.toBeNull();
    await h.keys(KEY.escape);
    expect(h.app.dialog).toBeNull();
  });

  it('q and Enter close a tall message; a short one still closes on any key', async () => {
    h = harness({ cols: 80, rows: 24 });
    await h.dismiss();
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`);
    h.app.dialog = { kind: 'message', title: 'Tall', lines };
    h.host.render();
    await h.keys('q');
    expect(h.app.dialog).toBeNull();
    expect(h.quit.called).toBe(false);
    h.app.dialog = { kind: 'message', title: 'Tall', lines };
    h.host.render();
    await h.keys(KEY.enter);
    expect(h.app.dialog).toBeNull();
    h.app.dialog = { kind: 'message', title: 'Short', lines: ['one line'] };
    h.host.render();
    await h.keys('e');
    expect(h.app.dialog).toBeNull();
  });
});

const players: Record<Side, Player> = { allied: 'human', axis: 'computer' };
const mini = miniScenario();
/** The mini scenario is not bundled: the saves port resolves it for loading. */
const resolveMini = (id: string) =>
  id === 'mini' ? { system: panzerSystem, scenario: mini, summary: panzerSystem.summarize(mini) } : undefined;

function withSaves(): { h: Harness; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-first-'));
  const port = savesPort(
    dir,
    () => players,
    () => saveFile,
    resolveMini,
  );
  return { h: harness({ players, scenario: mini, app: { saves: port } }), dir };
}

/** 1/7 Queens from 02,03 to 03,03 (as tui-saves.test.ts moves it). */
const MOVE = [KEY.pageup, KEY.right, KEY.space, 'm', KEY.right, KEY.enter];
const reportText = (hh: Harness) => hh.app.desk.report.map((e) => e.text).join('\n');

describe('the report after undo and after loading (issue 18, 5)', () => {
  it("undo takes the undone move's line out of the report", async () => {
    h = harness({ players });
    await h.dismiss();
    await h.keys(...MOVE);
    expect(reportText(h)).toMatch(/moves 02,03 → 03,03/);
    expect(await h.text()).toMatch(/moves 02,03 → 03,03/);
    await h.keys('u');
    expect((await h.lines())[23]).toContain('Move undone.');
    expect(reportText(h)).not.toMatch(/moves 02,03 → 03,03/);
    expect(await h.text()).not.toMatch(/moves 02,03 → 03,03/);
  });

  it('a loaded game shows the recent entries in the report, not an empty one', async () => {
    const w = withSaves();
    h = w.h;
    await h.dismiss();
    await h.keys(...MOVE, '\x13');
    expect((await h.lines())[23]).toMatch(/Saved: /);
    const saved = h.app.opts.saves!.list().find((e) => !e.error)!;
    h.app.loadEntry(saved);
    h.host.render();
    expect(h.app.dialog).toBeNull();
    expect(reportText(h)).toMatch(/moves 02,03 → 03,03/);
    expect(await h.text()).toMatch(/moves 02,03 → 03,03/);
  });
});

describe('saves (issue 18, 5)', () => {
  it('the load dialog labels the two autosaves and the saved games', async () => {
    const w = withSaves();
    h = w.h;
    await h.dismiss();
    await h.keys('\x13', 'e');
    await h.dismiss();
    await h.keys('e');
    await h.dismiss();
    expect(existsSync(path.join(w.dir, 'autosave.prev.json'))).toBe(true);
    await h.keys('\x0f');
    const text = await h.text();
    expect(text).toContain('autosave (last turn) · Mini test map');
    expect(text).toContain('autosave (the turn before) · Mini test map');
    expect(text).toContain('saved · Mini test map');
  });

  it('a game that ends in the computer turn is autosaved as over, and its report says so', async () => {
    const w = withSaves();
    h = w.h;
    for (let i = 0; i < 10 && !h.session.state.result; i++) {
      await h.dismiss();
      await h.keys('e');
    }
    expect(h.session.state.result).not.toBeNull();
    const save = saveFile.readSave(path.join(w.dir, 'autosave.json'));
    expect(save.meta.over).toBe(true);
    const session = saveFile.loadSession(save, 'autosave.json', resolveMini);
    const lines = session.system.afterAction(session.state, save.meta.side ?? null).lines.join('\n');
    expect(lines).toContain('Game over on turn');
    expect(lines).not.toContain('game in progress');
  });
});

describe('how you are doing (issue 18, 2)', () => {
  it('V opens the score with the objectives; the status line carries it when there is room', async () => {
    h = harness({ players, cols: 80, rows: 24 });
    await h.dismiss();
    await h.keys('V');
    const text = await h.text();
    expect(text).toContain('Score');
    expect(text).toContain('Objective VP Allied 50 Axis 100');
    expect(text).toContain('Villers-Bocage (06,04): 100 VP, Axis');
    await h.keys(KEY.escape);
    expect(helpLines(h.app.keymap, 'map').some((l) => l.keys === 'V' && /Score/.test(l.label))).toBe(true);
    // At 80 columns the status line has no room for it; at 130 it has.
    expect((await h.lines())[23]).not.toContain('Objective VP');
    h.close();
    h = harness({ players, cols: 130, rows: 30 });
    await h.dismiss();
    expect((await h.lines())[29]).toContain('Objective VP Allied 50 Axis 100');
  });

  it('ending a turn with idle units asks first, naming how many and the first ones', async () => {
    h = harness({ players, settings: { warnIdleUnits: true } });
    await h.dismiss();
    await h.keys('e');
    const d = h.app.dialog;
    expect(d?.kind).toBe('confirm');
    expect(await h.text()).toMatch(/\d+ units have not moved or fired: /);
    // The whole question, wrapped on the screen: the count, three names and how many more.
    const question = d?.kind === 'confirm' ? d.text : '';
    expect(question).toMatch(
      /^\d+ units have not moved or fired: [^;]+; [^;]+; .+ and \d+ more\. End the Allied turn 1\?$/,
    );
    await h.keys('n');
    expect(h.session.state.turn).toBe(1);
    await h.keys('e', 'y');
    expect(h.session.state.turn).toBe(2);
  });

  it('warnIdleUnits is on by default and can be turned off', async () => {
    const { DEFAULT_SETTINGS, SETTING_CHOICES } = await import('../src/tui/settings.js');
    expect(DEFAULT_SETTINGS.warnIdleUnits).toBe(true);
    expect(SETTING_CHOICES.warnIdleUnits).toEqual([true, false]);
    h = harness({ players, settings: { warnIdleUnits: false } });
    await h.dismiss();
    await h.keys('e');
    expect(h.app.dialog?.kind).not.toBe('confirm');
    expect(h.session.state.turn).toBe(2);
  });
});
