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

/** Every action, with the context it belongs to and what help and the palette call it. */
export const ACTIONS: Record<string, { readonly context: Context; readonly label: string }> = {
  help: { context: 'global', label: 'Help: the keys of this screen' },
  palette: { context: 'global', label: 'Command palette' },
  settings: { context: 'global', label: 'Settings' },
  charts: { context: 'global', label: 'After-action charts (when the game is over)' },
  matchCard: { context: 'global', label: 'Match card: the optional rules in force (PC-OPT)' },
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
  'select.cycle': { context: 'map', label: 'Select / cycle the units in the hex' },
  act: { context: 'map', label: 'Select the whole stack / confirm the order' },
  cancel: { context: 'map', label: 'Cancel the order / clear the selection' },
  'unit.next': { context: 'map', label: 'Next unit with MP left' },
  'unit.prev': { context: 'map', label: 'Previous unit with MP left' },
  'order.move': { context: 'map', label: 'Move (path preview follows the cursor)' },
  'order.fire': { context: 'map', label: 'Fire (choose the target hex)' },
  'order.assault': { context: 'map', label: 'Assault (choose the adjacent hex)' },
  'order.mode': { context: 'map', label: 'Change mode (deployed / travel)' },
  'order.digIn': { context: 'map', label: 'Dig in' },
  'order.undo': { context: 'map', label: 'Undo the last move' },
  'order.rail': { context: 'map', label: 'Rail mode (PC-MOV-08)' },
  'order.recon': { context: 'map', label: 'Recon spotting (PC-SPT-07)' },
  'order.patrol': { context: 'map', label: 'Patrol (PC-SUT-08)' },
  'order.layMines': { context: 'map', label: 'Engineer: lay mines (PC-ENG-08)' },
  'order.clearHex': { context: 'map', label: 'Engineer: clear mines or rubble (PC-ENG-06/07)' },
  'order.stopWork': { context: 'map', label: 'Engineer: stop work' },
  'order.buildBridge': { context: 'map', label: 'Engineer: build a bridge toward a hex (PC-ENG-09)' },
  'order.dismantleBridge': { context: 'map', label: 'Engineer: dismantle own bridge (PC-ENG-12)' },
  'order.abandonBridge': { context: 'map', label: 'Engineer: abandon bridge (PC-ENG-13)' },
  'order.wireBridge': { context: 'map', label: 'Engineer: wire the bridge (PC-ENG-16)' },
  'order.damageBridge': { context: 'map', label: 'Engineer: damage a bridge or AT ditch (PC-ENG-15)' },
  'order.ferry': { context: 'map', label: 'Engineer: ferry a unit across (PC-ENG-20)' },
  'order.damageRail': { context: 'map', label: 'Damage rail (PC-IMP-02)' },
  'order.destroyFerry': { context: 'map', label: 'Destroy a ferry (PC-WAT-03)' },
  'order.deployDeception': { context: 'map', label: 'Deploy a deception unit (PC-DEC-02)' },
  'order.airStrike': {
    context: 'map',
    label: 'Air strike on the cursor hex, first ready air unit (PC-AIR-02)',
  },
  'order.airRecon': {
    context: 'map',
    label: 'Air recon over the cursor hex, first ready RECON unit (PC-AIR-06)',
  },
  'turn.opFire': { context: 'map', label: 'Opportunity fire: all / armour only / none (PC-TRN-06)' },
  'turn.nextPhase': { context: 'map', label: 'Next phase (manual defensive fire, PC-PHS-02)' },
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
}

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
export function buildKeymap(name: string, source: KeymapSource, user?: KeymapFile): Keymap {
  const notices: string[] = [];
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
        if (!ACTIONS[action]) {
          notices.push(`${label}: unknown action "${action}"`);
          continue;
        }
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
  return { name: last?.label ?? name, byKey, byAction, notices };
}

/** The action of a key in a context, falling back to the global bindings. */
export function actionFor(km: Keymap, ctx: Context, key: string): string | undefined {
  return km.byKey.get(ctx)?.get(key) ?? km.byKey.get('global')?.get(key);
}

export function keysOf(km: Keymap, action: string): readonly string[] {
  const ctx = ACTIONS[action]?.context;
  return (ctx && km.byAction.get(ctx)?.get(action)) || [];
}

/** Help lines for a context: its own actions, then the global ones. */
export function helpLines(km: Keymap, ctx: Context): { keys: string; label: string }[] {
  const out: { keys: string; label: string }[] = [];
  const contexts = ctx === 'global' ? ['global' as Context] : [ctx, 'global' as Context];
  for (const c of contexts)
    for (const [action, keys] of km.byAction.get(c) ?? [])
      if (keys.length > 0)
        out.push({ keys: keys.map(displayKey).join(' '), label: ACTIONS[action]?.label ?? action });
  return out;
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
export function loadKeymap(name: string, configDir: string | undefined, source = fileKeymapSource()): Keymap {
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
  const km = buildKeymap(name, source, user);
  return { ...km, notices: [...notices, ...km.notices] };
}
