// Key bindings from JSON (keymaps/*.json): per context, an action and the keys that trigger it. A
// keymap may extend another; a user keymap (keymap.json in the config directory) extends the chosen
// one. A layer that rebinds an action replaces its keys; when it takes a key another action still
// holds, the newer layer wins and the change is reported at start, as is a key given to two
// actions in one layer.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../package-root.js';

export type Context = 'global' | 'map' | 'units' | 'report' | 'dialog';
export const CONTEXTS: readonly Context[] = ['global', 'map', 'units', 'report', 'dialog'];

export interface ActionInfo {
  readonly context: Context;
  readonly label: string;
  /** More words the palette finds it by ("victory" finds the briefing). */
  readonly keywords?: string;
}

/**
 * The shell's actions, with the context each belongs to and what help and the palette call it. A
 * system's orders (its presenter's `orders`) join them in each Keymap's `actions`.
 */
export const ACTIONS: Record<string, ActionInfo> = {
  help: { context: 'global', label: 'Help: the keys of this screen' },
  palette: { context: 'global', label: 'Command palette' },
  settings: { context: 'global', label: 'Settings' },
  charts: { context: 'global', label: 'After-action charts (when the game is over)' },
  matchCard: { context: 'global', label: 'Match card: the optional rules in force (PC-OPT)' },
  score: { context: 'global', label: 'Score: victory points and the objectives' },
  briefing: {
    context: 'global',
    label: 'Briefing: your orders and how you win',
    keywords: 'victory conditions objectives tutorial scenario description',
  },
  legend: {
    context: 'global',
    label: 'Map legend: what each mark on the map means',
    keywords: 'glyphs symbols key terrain letters',
  },
  tutorial: {
    context: 'global',
    label: 'Tutorial: the step-by-step guide, from the start',
    keywords: 'guide help learn first game',
  },
  'tutorial.next': { context: 'global', label: 'Tutorial: skip this step' },
  'tutorial.back': { context: 'global', label: 'Tutorial: back a step (do it again)' },
  save: { context: 'global', label: 'Save the game' },
  load: { context: 'global', label: 'Load a game' },
  quit: { context: 'global', label: 'Quit' },
  abort: { context: 'global', label: 'Quit at once' },
  'cursor.e': { context: 'map', label: 'Cursor east' },
  'cursor.w': { context: 'map', label: 'Cursor west' },
  'cursor.ne': { context: 'map', label: 'Cursor north-east' },
  'cursor.nw': { context: 'map', label: 'Cursor north-west' },
  'cursor.se': { context: 'map', label: 'Cursor south-east' },
  'cursor.sw': { context: 'map', label: 'Cursor south-west' },
  'cursor.up': { context: 'map', label: 'Cursor up (north-west/north-east in turn)' },
  'cursor.down': { context: 'map', label: 'Cursor down (south-east/south-west in turn)' },
  'scroll.left': { context: 'map', label: 'Scroll the map left' },
  'scroll.right': { context: 'map', label: 'Scroll the map right' },
  'scroll.up': { context: 'map', label: 'Scroll the map up' },
  'scroll.down': { context: 'map', label: 'Scroll the map down' },
  'select.cycle': { context: 'map', label: 'Select / cycle the units under the cursor' },
  act: { context: 'map', label: 'Select all your units there / confirm the order' },
  cancel: { context: 'map', label: 'Cancel the order / clear the selection' },
  'unit.next': { context: 'map', label: 'Next unit that can still act' },
  'unit.prev': { context: 'map', label: 'Previous unit that can still act' },
  'order.undo': { context: 'map', label: 'Undo the last move' },
  'turn.end': { context: 'map', label: 'End the turn' },
  'zoom.normal': { context: 'map', label: 'Zoom: normal' },
  'zoom.out': { context: 'map', label: 'Zoom: out' },
  'zoom.extreme': { context: 'map', label: 'Zoom: extreme' },
  'map.jump': { context: 'map', label: 'Jump map' },
  'overlay.ranges': { context: 'map', label: 'Overlay: fire ranges and reachable hexes' },
  'overlay.los': { context: 'map', label: 'Overlay: line of sight' },
  'overlay.zoc': { context: 'map', label: 'Overlay: zones of control' },
  'overlay.objectives': { context: 'map', label: 'Overlay: objectives' },
  'focus.units': { context: 'map', label: 'Unit list' },
  'focus.report': { context: 'map', label: 'Combat and event report' },
  'report.explain': { context: 'map', label: 'Explain the last result' },
  'report.grow': { context: 'map', label: 'Enlarge the report / back to its size' },
  'list.up': { context: 'units', label: 'Previous unit' },
  'list.down': { context: 'units', label: 'Next unit' },
  'list.pageUp': { context: 'units', label: 'Page up' },
  'list.pageDown': { context: 'units', label: 'Page down' },
  'list.jump': { context: 'units', label: 'Jump to the unit' },
  'list.filter': { context: 'units', label: 'Filter: all / can move / can fire / formation' },
  'list.tree': { context: 'units', label: 'Organisation tree on/off' },
  'list.back': { context: 'units', label: 'Back to the map' },
  'report.up': { context: 'report', label: 'Previous line' },
  'report.down': { context: 'report', label: 'Next line' },
  'report.pageUp': { context: 'report', label: 'Page up' },
  'report.pageDown': { context: 'report', label: 'Page down' },
  'report.toggle': { context: 'report', label: 'Show / hide the full breakdown' },
  'report.back': { context: 'report', label: 'Back to the map' },
  'dialog.yes': { context: 'dialog', label: 'Yes / choose' },
  'dialog.no': { context: 'dialog', label: 'No / close' },
  'dialog.up': { context: 'dialog', label: 'Up' },
  'dialog.down': { context: 'dialog', label: 'Down' },
  'dialog.pageUp': { context: 'dialog', label: 'Page up (help and long windows)' },
  'dialog.pageDown': { context: 'dialog', label: 'Page down (help and long windows)' },
  'dialog.left': { context: 'dialog', label: 'Change value (back)' },
  'dialog.right': { context: 'dialog', label: 'Change value (forward)' },
};

export interface KeymapFile {
  readonly name?: string;
  readonly description?: string;
  readonly extends?: string;
  readonly bindings: Partial<Record<Context, Record<string, readonly string[]>>>;
}

export interface Keymap {
  readonly name: string;
  /** context -> key -> action */
  readonly byKey: ReadonlyMap<Context, ReadonlyMap<string, string>>;
  /** context -> action -> keys */
  readonly byAction: ReadonlyMap<Context, ReadonlyMap<string, readonly string[]>>;
  /** Conflicts and problems found while loading, for the start-up report. */
  readonly notices: readonly string[];
  /** Every action this keymap knows: the shell's and the orders of the game's system. */
  readonly actions: Readonly<Record<string, ActionInfo>>;
}

/** The orders of a game's system as a keymap layer under the keymap files: their default keys. */
export interface SystemKeys {
  readonly actions: Readonly<Record<string, ActionInfo>>;
  readonly bindings: KeymapFile;
}

/** A system's orders (id, default keys, label) as the first keymap layer. */
export function systemKeys(
  orders: readonly { readonly id: string; readonly keys: readonly string[]; readonly label: string }[],
): SystemKeys {
  const actions: Record<string, ActionInfo> = {};
  const map: Record<string, readonly string[]> = {};
  for (const o of orders) {
    actions[o.id] = { context: 'map', label: o.label };
    map[o.id] = o.keys;
  }
  return { actions, bindings: { name: 'orders', bindings: { map } } };
}

/**
 * Order ids ('order.fire', 'turn.opFire') belong to systems: a keymap file may bind orders that the
 * game's system does not have (another system's); they are kept quietly, not reported as unknown.
 */
const isOrderId = (action: string) => /^(order|turn)\./.test(action);

/** keymaps/ at the package root (found from src/ and from the dist/ bundle alike). */
export function keymapsDir(): string {
  return path.join(packageRoot(import.meta.url), 'keymaps');
}

export type KeymapSource = (name: string) => KeymapFile | undefined;

export function fileKeymapSource(dir = keymapsDir()): KeymapSource {
  return (name) => {
    const file = path.join(dir, `${name}.json`);
    if (!/^[\w.-]+$/.test(name) || !existsSync(file)) return undefined;
    return JSON.parse(readFileSync(file, 'utf8')) as KeymapFile;
  };
}

/** A shifted letter may be written "S-a" or "A"; both mean "A". */
export function canonicalKey(k: string): string {
  const m = /^S-([a-z])$/.exec(k);
  return m ? m[1]!.toUpperCase() : k;
}

/**
 * Builds a keymap from layers, oldest first: the chain of `extends` of `name`, then the user's
 * file (which extends `name` unless it says otherwise).
 */
export function buildKeymap(
  name: string,
  source: KeymapSource,
  user?: KeymapFile,
  system?: SystemKeys,
): Keymap {
  const notices: string[] = [];
  const known: Record<string, ActionInfo> = { ...ACTIONS, ...system?.actions };
  const layers: { label: string; file: KeymapFile }[] = [];
  const seen = new Set<string>();
  let cur: string | undefined = user?.extends ?? name;
  while (cur && !seen.has(cur)) {
    seen.add(cur);
    const f = source(cur);
    if (!f) {
      notices.push(`keymap "${cur}" not found; using the default keys`);
      if (cur !== 'default' && !seen.has('default')) {
        cur = 'default';
        continue;
      }
      break;
    }
    layers.unshift({ label: cur, file: f });
    cur = f.extends;
  }
  if (user) layers.push({ label: 'your keymap.json', file: user });
  // The system's orders come first: the keymap files may rebind them.
  if (system) layers.unshift({ label: 'orders', file: system.bindings });

  const byAction = new Map<Context, Map<string, string[]>>(CONTEXTS.map((c) => [c, new Map()]));
  for (const { label, file } of layers) {
    for (const [ctx, actions] of Object.entries(file.bindings ?? {}) as [
      Context,
      Record<string, string[]>,
    ][]) {
      const table = byAction.get(ctx);
      if (!table) {
        notices.push(`${label}: unknown context "${ctx}"`);
        continue;
      }
      const takenHere = new Map<string, string>();
      for (const [action, rawKeys] of Object.entries(actions)) {
        if (!known[action] && !isOrderId(action)) {
          notices.push(`${label}: unknown action "${action}"`);
          continue;
        }
        // Another system's order (the keymap files serve every system): it has no use in this
        // game, and must not take a key from this system's own orders ("f" is panzer's fire and
        // another system's attack).
        if (system && !known[action]) continue;
        if (!Array.isArray(rawKeys)) {
          notices.push(`${label}: keys of "${action}" must be a list`);
          continue;
        }
        const keys = rawKeys.filter((k): k is string => typeof k === 'string').map(canonicalKey);
        for (const k of keys) {
          const other = takenHere.get(k);
          if (other && other !== action)
            notices.push(`${label}: key "${k}" is given to both ${other} and ${action}`);
          takenHere.set(k, action);
        }
        table.set(action, keys);
      }
      // Keys this layer took from actions it did not rebind: the newer layer wins; say so.
      for (const [k, action] of takenHere) {
        for (const scope of ctx === 'global' ? CONTEXTS : [ctx, 'global' as Context]) {
          const t = byAction.get(scope)!;
          for (const [other, ks] of t) {
            if (other === action || !ks.includes(k)) continue;
            if (layers.length > 1 && label !== layers[0]!.label)
              notices.push(`${label}: key "${k}" now means ${action} (was ${other})`);
            t.set(
              other,
              ks.filter((x) => x !== k),
            );
          }
        }
      }
    }
  }
  const byKey = new Map<Context, Map<string, string>>();
  for (const [ctx, t] of byAction) {
    const m = new Map<string, string>();
    for (const [action, keys] of t) for (const k of keys) if (!m.has(k)) m.set(k, action);
    byKey.set(ctx, m);
  }
  const last = layers.length > 0 ? layers[layers.length - (user ? 2 : 1)] : undefined;
  return { name: last?.label ?? name, byKey, byAction, notices, actions: known };
}

/** The action of a key in a context, falling back to the global bindings. */
export function actionFor(km: Keymap, ctx: Context, key: string): string | undefined {
  return km.byKey.get(ctx)?.get(key) ?? km.byKey.get('global')?.get(key);
}

export function keysOf(km: Keymap, action: string): readonly string[] {
  const ctx = km.actions[action]?.context;
  return (ctx && km.byAction.get(ctx)?.get(action)) || [];
}

/** Help lines for a context: its own actions, then the global ones. */
export function helpLines(
  km: Keymap,
  ctx: Context,
  hide: (action: string) => boolean = () => false,
): { keys: string; label: string }[] {
  const out: { keys: string; label: string }[] = [];
  const contexts = ctx === 'global' ? ['global' as Context] : [ctx, 'global' as Context];
  for (const c of contexts) {
    const entries = [...(km.byAction.get(c) ?? [])].filter(
      ([a, keys]) => keys.length > 0 && km.actions[a] && !hide(a),
    );
    entries.sort(([a], [b]) => helpRank(a) - helpRank(b));
    for (const [action, keys] of entries)
      out.push({ keys: keys.map(displayKey).join(' '), label: km.actions[action]!.label });
  }
  return out;
}

const SHELL_ORDER = Object.keys(ACTIONS);
/** Shell actions in their table's order; a system's orders right after the unit keys, as the originals list them. */
function helpRank(action: string): number {
  const i = SHELL_ORDER.indexOf(action);
  return i >= 0 ? i : SHELL_ORDER.indexOf('unit.prev') + 0.5;
}

export function displayKey(k: string): string {
  const names: Record<string, string> = {
    space: 'Space',
    enter: 'Enter',
    escape: 'Esc',
    tab: 'Tab',
    'S-tab': 'Shift-Tab',
    up: '↑',
    down: '↓',
    left: '←',
    right: '→',
    'S-up': 'Shift-↑',
    'S-down': 'Shift-↓',
    'S-left': 'Shift-←',
    'S-right': 'Shift-→',
    pageup: 'PgUp',
    pagedown: 'PgDn',
    home: 'Home',
    end: 'End',
  };
  if (names[k]) return names[k];
  if (/^C-.$/.test(k)) return `Ctrl-${k.slice(2).toUpperCase()}`;
  if (/^f\d+$/.test(k)) return k.toUpperCase();
  return k;
}

/** Loads the chosen keymap and the user's keymap.json from the config directory. */
export function loadKeymap(
  name: string,
  configDir: string | undefined,
  source = fileKeymapSource(),
  system?: SystemKeys,
): Keymap {
  let user: KeymapFile | undefined;
  const notices: string[] = [];
  if (configDir) {
    const file = path.join(configDir, 'keymap.json');
    if (existsSync(file)) {
      try {
        user = JSON.parse(readFileSync(file, 'utf8')) as KeymapFile;
      } catch (e) {
        notices.push(
          `keymap.json in the config directory is not valid JSON (${(e as Error).message}); ignored`,
        );
      }
    }
  }
  const km = buildKeymap(name, source, user, system);
  return { ...km, notices: [...notices, ...km.notices] };
}
