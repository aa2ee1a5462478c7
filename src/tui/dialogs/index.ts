// The dialogs over the game: each module owns its keys and its window. A message window that fits
// closes on any key; one taller than the screen (an enemy turn at 80x24) scrolls with the dialog
// keys and closes on Esc, Enter or q, so that a key pressed to scroll does not lose the rest. The
// palette and the jump map read raw keys (typing, arrows); the others take actions of the 'dialog'
// context.

import type { BoxChars, Frame } from '../frame.js';
import type { Dialog, Shell } from '../shell.js';
import { dialogBox, scrollAction } from './box.js';
import { drawHelp } from './help.js';
import { drawJump, jumpKey } from './jump.js';
import { drawLoad, loadAction } from './load.js';
import { drawPalette, paletteKey } from './palette.js';
import { drawReplay, replayKey, startReplay } from './replay.js';
import { drawSettings, settingsAction } from './settings.js';
import { drawGrid, gridKey } from '../screens/grid-editor.js';

/** Raw keys a dialog reads itself; true when it took the key. */
export function dialogKey(shell: Shell, d: Dialog, key: string, ch: string | undefined): boolean {
  switch (d.kind) {
    case 'message':
      // p replays the enemy's turn on the map (PC-NET-06), from the summary that offers it.
      if (ch === 'p' && (d.replay?.length || d.replayFrom)) {
        // The map as it stood at each step when the part can be replayed; else the places alone.
        const then = d.replayFrom?.() ?? [];
        startReplay(shell, d.title.split(' · ')[0]!, then.length ? then : (d.replay ?? []), d);
        return true;
      }
      if ((d.overflow ?? 0) > 0 || d.keep) return false;
      shell.dialog = null;
      return true;
    case 'replay':
      replayKey(shell, d, key, ch);
      return true;
    case 'palette':
      paletteKey(shell, d, key, ch);
      return true;
    case 'jump':
      jumpKey(shell, d, key);
      return true;
    case 'grid':
      gridKey(shell, d, key, ch);
      return true;
    default:
      return false;
  }
}

export function dialogAction(shell: Shell, d: Dialog, action: string): void {
  if (action === 'abort') return shell.quit();
  switch (d.kind) {
    case 'confirm':
      if (action === 'dialog.yes') {
        shell.dialog = null;
        d.onYes();
      } else if (action === 'dialog.no') shell.dialog = null;
      return;
    case 'settings':
      return settingsAction(shell, d, action);
    case 'load':
      return loadAction(shell, d, action);
    case 'help':
    case 'message':
      if (scrollAction(d, action)) return;
      // q closes a window here rather than quitting from under it.
      if (action === 'dialog.no' || action === 'dialog.yes' || action === 'help' || action === 'quit')
        shell.dialog = null;
      return;
    default:
      if (action === 'dialog.no' || action === 'dialog.yes' || action === 'help') shell.dialog = null;
  }
}

export function drawDialog(shell: Shell, d: Dialog, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  switch (d.kind) {
    case 'help':
      return drawHelp(shell, d, f, box);
    case 'confirm':
      return dialogBox(p, f, box, 'Confirm', [
        { text: d.text },
        { text: '' },
        { text: 'y / Enter: yes    n / Esc: no', a: p.dim },
      ]);
    case 'palette':
      return drawPalette(shell, d, f, box);
    case 'settings':
      return drawSettings(shell, d, f, box);
    case 'load':
      return drawLoad(shell, d, f, box);
    case 'message':
      return dialogBox(
        p,
        f,
        box,
        d.title,
        d.lines.map((text) => ({ text })),
        30,
        d,
      );
    case 'jump':
      return drawJump(shell, d, f, box);
    case 'replay':
      return drawReplay(shell, d, f, box);
    case 'grid':
      return drawGrid(shell, d, f, box);
  }
}
