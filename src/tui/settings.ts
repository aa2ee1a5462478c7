// Player settings, kept with conf in the user's config directory (XDG on Linux: ~/.config/hexfront,
// the same directory as the saves). HEXFRONT_CONFIG_DIR overrides it for tests and portable installs.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';
import type { ColorSetting, ThemeName } from './theme.js';

export interface Settings {
  theme: ThemeName;
  charset: 'unicode' | 'ascii';
  color: ColorSetting;
  /**
   * How the map shows the cursor hex: the terminal's own cursor (a move costs a few bytes, for slow
   * links) or the whole hex in inverse video.
   */
  cursorStyle: 'terminal' | 'inverse';
  /** Mouse clicks move the cursor (off: the terminal keeps its own text selection). */
  mouse: 'off' | 'on';
  keymap: string;
  confirmEndTurn: boolean;
  confirmFire: boolean;
  confirmQuit: boolean;
  /** Ending a turn asks first when own units have not moved or fired (a new player's safety net). */
  warnIdleUnits: boolean;
  reportVerbosity: 'brief' | 'normal' | 'full';
  /** Width of the right-hand column (hex info and unit list), in cells. */
  sidePanelWidth: number;
  /** Height of the report panel under the map, in rows. */
  reportHeight: number;
  /**
   * `hexfront play` starts in line mode (src/tui/line/): sentences out, commands in, for screen
   * readers and plain pipes; the same as `--text`.
   */
  textMode: boolean;
  /**
   * The tutorial has been shown (issue 18): it starts by itself only on a first game of the
   * tutorial scenario; the palette's "Tutorial" replays it any time. Set it back to replay it there.
   */
  tutorialSeen: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'dark',
  charset: 'unicode',
  color: 'auto',
  cursorStyle: 'terminal',
  mouse: 'off',
  keymap: 'default',
  confirmEndTurn: true,
  confirmFire: true,
  confirmQuit: true,
  warnIdleUnits: true,
  reportVerbosity: 'normal',
  sidePanelWidth: 28,
  reportHeight: 6,
  textMode: false,
  tutorialSeen: false,
};

/** The choices the settings dialog cycles through, per setting. */
export const SETTING_CHOICES: { [K in keyof Settings]: readonly Settings[K][] } = {
  // deutan: deuteranopia and protanopia; tritan: tritanopia; contrast: high contrast (theme.ts).
  theme: ['dark', 'light', 'mono', 'deutan', 'tritan', 'contrast'],
  charset: ['unicode', 'ascii'],
  color: ['auto', 'none', '16', '256'],
  cursorStyle: ['terminal', 'inverse'],
  mouse: ['off', 'on'],
  keymap: ['default', 'vi', 'numpad'],
  confirmEndTurn: [true, false],
  confirmFire: [true, false],
  confirmQuit: [true, false],
  warnIdleUnits: [true, false],
  reportVerbosity: ['brief', 'normal', 'full'],
  sidePanelWidth: [24, 28, 32, 36, 40, 48],
  reportHeight: [4, 6, 8, 10, 12],
  textMode: [false, true],
  tutorialSeen: [false, true],
};

export const SETTING_LABELS: Record<keyof Settings, string> = {
  theme: 'Theme',
  charset: 'Characters',
  color: 'Colours',
  cursorStyle: 'Map cursor',
  mouse: 'Mouse',
  keymap: 'Keymap',
  confirmEndTurn: 'Confirm end of turn',
  confirmFire: 'Confirm fire and assault',
  confirmQuit: 'Confirm quit',
  warnIdleUnits: 'Warn of idle units at end of turn',
  reportVerbosity: 'Report detail',
  sidePanelWidth: 'Side panel width',
  reportHeight: 'Report height',
  textMode: 'Line mode at start (screen readers)',
  tutorialSeen: 'Tutorial seen (no guide at start)',
};

export interface SettingsStore {
  readonly dir: string;
  load(): Settings;
  save(s: Settings): void;
  /** Resolves when every save so far is on disk. */
  flush?(): Promise<void>;
}

/** Only known keys with values of the right kind survive; the rest fall back to the defaults. */
export function sanitizeSettings(raw: Record<string, unknown>): Settings {
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const v = raw[key];
    const choices = SETTING_CHOICES[key] as readonly unknown[];
    if (key === 'keymap' ? typeof v === 'string' && v.length > 0 : choices.includes(v)) out[key] = v;
    else if ((key === 'sidePanelWidth' || key === 'reportHeight') && typeof v === 'number' && v > 0)
      out[key] = Math.round(v);
  }
  return out as unknown as Settings;
}

/** The config directory: HEXFRONT_CONFIG_DIR, else the platform's (XDG on Linux), as conf uses it. */
export function settingsDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.HEXFRONT_CONFIG_DIR;
  return override ? path.resolve(override) : envPaths('hexfront', { suffix: '' }).config;
}

/**
 * The settings file, written through conf. Reading is a plain JSON read so that the first frame
 * does not wait for conf and its schema validator (about 200 ms); conf loads when a setting is
 * first saved. A damaged file gives the defaults, and is replaced on the next save.
 */
export function openSettingsStore(env: NodeJS.ProcessEnv = process.env): SettingsStore {
  const dir = settingsDir(env);
  let writes: Promise<unknown> = Promise.resolve();
  return {
    dir,
    load() {
      try {
        return sanitizeSettings(
          JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>,
        );
      } catch {
        return { ...DEFAULT_SETTINGS };
      }
    },
    save(s) {
      writes = writes
        .then(async () => {
          const { default: Conf } = await import('conf');
          const conf = new Conf<Record<string, unknown>>({
            projectName: 'hexfront',
            configName: 'settings',
            cwd: dir,
          });
          conf.store = { ...s };
        })
        .catch(() => undefined);
    },
    flush: () => writes.then(() => undefined),
  };
}

/** An in-memory store for tests and benchmarks. */
export function memorySettingsStore(initial: Partial<Settings> = {}): SettingsStore {
  let current: Settings = { ...DEFAULT_SETTINGS, ...initial };
  return {
    dir: '',
    load: () => ({ ...current }),
    save: (s) => {
      current = { ...s };
    },
  };
}
