// Line mode's key tokens: a player types the keys of the full-screen client by the names the
// keymaps give them ("right", "enter", "S-tab", "C-z", "f1", "m", "?"), so that every key binding,
// a user's keymap.json included, works the same in both clients and help can list them as typed.

/** A key press for App.key(): the keymap's name and the character a terminal would send. */
export interface KeyPress {
  readonly key: string;
  readonly ch: string | undefined;
}

/** Keys whose names are longer than one character, as the keymap files and blessed write them. */
const NAMED = [
  'space',
  'enter',
  'escape',
  'tab',
  'backspace',
  'delete',
  'insert',
  'up',
  'down',
  'left',
  'right',
  'pageup',
  'pagedown',
  'home',
  'end',
];

/** What people also call them (and what other programs print). */
const ALIASES: Readonly<Record<string, string>> = {
  esc: 'escape',
  return: 'enter',
  pgup: 'pageup',
  pgdn: 'pagedown',
  del: 'delete',
  bs: 'backspace',
  backtab: 'S-tab',
};

/** The character each named key sends, where a dialog reads characters (the palette, passwords). */
const CHARS: Readonly<Record<string, string>> = { space: ' ', enter: '\r', tab: '\t' };

/** The key a token names, or undefined when it names none (then it may be a word such as `look`). */
export function keyOfToken(token: string): KeyPress | undefined {
  // One character is that key, as the terminal sends it: "m", "M", "?", "6".
  if ([...token].length === 1) return { key: token, ch: token };
  const lower = token.toLowerCase();
  const name = ALIASES[lower] ?? lower;
  if (name === 'S-tab') return { key: name, ch: undefined };
  if (NAMED.includes(name)) return { key: name, ch: CHARS[name] };
  const fn = /^f([1-9]|1[0-2])$/.exec(name);
  if (fn) return { key: `f${fn[1]}`, ch: undefined };
  const ctrl = /^(?:c|ctrl)-(.)$/.exec(name);
  if (ctrl) return { key: `C-${ctrl[1]}`, ch: undefined };
  const shift = /^(?:s|shift)-(.+)$/.exec(name);
  if (shift) {
    const k = shift[1]!;
    // A shifted letter is the capital letter, as the keymaps canonicalise it (keymap.ts).
    if (/^[a-z]$/.test(k)) return { key: k.toUpperCase(), ch: k.toUpperCase() };
    if (k === 'tab' || ['up', 'down', 'left', 'right'].includes(k)) return { key: `S-${k}`, ch: undefined };
  }
  return undefined;
}

/** A token with a repeat count, "right*3": the token and how many times (at most 50). */
export function repeated(token: string): { token: string; times: number } {
  const m = /^(.+)\*(\d{1,2})$/.exec(token);
  if (!m) return { token, times: 1 };
  return { token: m[1]!, times: Math.min(50, Number(m[2])) };
}
