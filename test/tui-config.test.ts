// Settings (conf, XDG config directory), keymaps (JSON, user overrides, conflicts reported),
// colour detection and the terminal-byte helpers of the client (issue 5).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  buildKeymap,
  fileKeymapSource,
  helpLines,
  loadKeymap,
  type KeymapFile,
} from '../src/tui/keymap.js';
import { compactMoves, normalizeKey } from '../src/tui/screen.js';
import { DEFAULT_SETTINGS, openSettingsStore, sanitizeSettings, settingsDir } from '../src/tui/settings.js';
import { detectColorDepth, makePalette, resolveColorDepth } from '../src/tui/theme.js';

describe('settings', () => {
  it('HEXFRONT_CONFIG_DIR overrides the XDG config directory', () => {
    expect(settingsDir({ HEXFRONT_CONFIG_DIR: '/tmp/x' })).toBe(path.resolve('/tmp/x'));
    expect(settingsDir({ XDG_CONFIG_HOME: '/home/u/.cfg' })).toMatch(/hexfront$/);
  });

  it('are saved with conf in the config directory and read back by a new store', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-settings-'));
    const a = openSettingsStore({ HEXFRONT_CONFIG_DIR: dir });
    expect(a.load()).toEqual(DEFAULT_SETTINGS);
    a.save({ ...DEFAULT_SETTINGS, keymap: 'vi', charset: 'ascii', sidePanelWidth: 36 });
    await a.flush!();
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8')).keymap).toBe('vi');
    const b = openSettingsStore({ HEXFRONT_CONFIG_DIR: dir });
    expect(b.load()).toMatchObject({ keymap: 'vi', charset: 'ascii', sidePanelWidth: 36, theme: 'dark' });
  });

  it('a damaged settings file gives the defaults; bad values fall back one by one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-settings-'));
    writeFileSync(path.join(dir, 'settings.json'), '{ not json');
    expect(openSettingsStore({ HEXFRONT_CONFIG_DIR: dir }).load()).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings({ theme: 'neon', charset: 'ascii', reportHeight: -3 })).toMatchObject({
      theme: 'dark',
      charset: 'ascii',
      reportHeight: DEFAULT_SETTINGS.reportHeight,
    });
  });
});

describe('keymaps', () => {
  const source = fileKeymapSource();

  it('the bundled keymaps load without conflicts', () => {
    for (const name of ['default', 'vi', 'numpad']) expect(buildKeymap(name, source).notices).toEqual([]);
  });

  it('in every bundled keymap the digits move the cursor as the README says: 7 NW, 9 NE, 4 W, 6 E, 1 SW, 3 SE, 8 up, 2 down (issue 18)', () => {
    for (const name of ['default', 'vi', 'numpad']) {
      const km = buildKeymap(name, source);
      expect(
        ['7', '9', '4', '6', '1', '3', '8', '2'].map((k) => actionFor(km, 'map', k)),
        name,
      ).toEqual([
        'cursor.nw',
        'cursor.ne',
        'cursor.w',
        'cursor.e',
        'cursor.sw',
        'cursor.se',
        'cursor.up',
        'cursor.down',
      ]);
      // Zoom has keys of its own, none of them a digit.
      expect(
        ['=', '-', '_'].map((k) => actionFor(km, 'map', k)),
        name,
      ).toEqual(['zoom.normal', 'zoom.out', 'zoom.extreme']);
      expect(actionFor(km, 'map', 'f3'), name).toBe('zoom.out');
    }
  });

  it('a user keymap overrides the chosen one and its conflicts are reported at start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-keymap-'));
    const user: KeymapFile = {
      bindings: {
        map: { 'turn.end': ['E'], 'order.fire': ['e', 'F'], 'no.such': ['z'] },
      },
    };
    writeFileSync(path.join(dir, 'keymap.json'), JSON.stringify(user));
    const km = loadKeymap('default', dir, source);
    expect(actionFor(km, 'map', 'E')).toBe('turn.end');
    expect(actionFor(km, 'map', 'e')).toBe('order.fire');
    expect(actionFor(km, 'map', 'f')).toBeUndefined();
    expect(km.notices).toContain('your keymap.json: unknown action "no.such"');
    // "z" stays the ZOC overlay: an unknown action takes nothing.
    expect(actionFor(km, 'map', 'z')).toBe('overlay.zoc');
    const taken = loadKeymap(
      'default',
      (writeFileSync(
        path.join(dir, 'keymap.json'),
        JSON.stringify({ bindings: { map: { 'turn.end': ['m'] } } }),
      ),
      dir),
      source,
    );
    expect(taken.notices).toContain('your keymap.json: key "m" now means turn.end (was order.move)');
    writeFileSync(path.join(dir, 'keymap.json'), '{ broken');
    expect(loadKeymap('default', dir, source).notices[0]).toMatch(
      /keymap.json in the config directory is not valid JSON/,
    );
  });

  it('help lists the keys of a context from the keymap in use', () => {
    const vi = buildKeymap('vi', source);
    const lines = helpLines(vi, 'map');
    expect(lines).toContainEqual({ keys: '← 4 h', label: 'Cursor west' });
    expect(lines.some((l) => l.label === 'Help: the keys of this screen')).toBe(true);
  });
});

describe('terminal', () => {
  it('colour support from NO_COLOR, TERM and COLORTERM, with a setting to override', () => {
    expect(detectColorDepth({ TERM: 'xterm-256color', NO_COLOR: '1' })).toBe('none');
    expect(detectColorDepth({ TERM: 'xterm-256color' })).toBe('256');
    expect(detectColorDepth({ TERM: 'xterm', COLORTERM: 'truecolor' })).toBe('256');
    expect(detectColorDepth({ TERM: 'screen' })).toBe('16');
    expect(detectColorDepth({ TERM: 'dumb' })).toBe('none');
    expect(resolveColorDepth('16', { NO_COLOR: '1' })).toBe('16');
    const mono = makePalette('dark', 'none');
    expect(mono.mono).toBe(true);
    expect((mono.own >> 9) & 0x1ff).toBe(0x1ff); // no colour at all, only bold
  });

  it('key names: a shifted letter is the capital; the \\r "return" duplicate is dropped', () => {
    expect(normalizeKey('S-a', 'A')).toBe('A');
    expect(normalizeKey('return', '\r')).toBeUndefined();
    expect(normalizeKey('linefeed', '\n')).toBe('enter');
    expect(normalizeKey(undefined, '?')).toBe('?');
  });

  it('cursor moves are sent as one absolute move', () => {
    expect(compactMoves('\x1b[2;1H\x1b[58Cx')).toBe('\x1b[2;59Hx');
    expect(compactMoves('\x1b[24;1H\x1b[24;61Hy')).toBe('\x1b[24;61Hy');
    expect(compactMoves('\x1b[3;1Hz')).toBe('\x1b[3;1Hz');
  });
});

describe('hex info colours (PC-UI-09)', () => {
  it('remaining MP: full, at least 2/3, at least 1/3, less', async () => {
    const { mpStyle } = await import('../src/tui/systems/panzer/hexinfo.js');
    expect([mpStyle(9, 9), mpStyle(6, 9), mpStyle(3, 9), mpStyle(2.9, 9), mpStyle(0, 0)]).toEqual([
      'plain',
      'good',
      'warn',
      'low',
      'plain',
    ]);
  });
});
