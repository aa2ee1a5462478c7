// The settings dialog: up and down choose a setting, left and right (or Enter) change it; each
// change is saved at once.

import type { BoxChars, Frame } from '../frame.js';
import { SETTING_CHOICES, SETTING_LABELS, type Settings } from '../settings.js';
import type { Dialog, Shell } from '../shell.js';
import { dialogBox } from './box.js';

type SettingsDialog = Extract<Dialog, { kind: 'settings' }>;

export function settingsAction(shell: Shell, d: SettingsDialog, action: string): void {
  const count = Object.keys(SETTING_CHOICES).length;
  if (action === 'dialog.up') d.index = Math.max(0, d.index - 1);
  else if (action === 'dialog.down') d.index = Math.min(count - 1, d.index + 1);
  else if (action === 'dialog.left') shell.changeSetting(d.index, -1);
  else if (action === 'dialog.right' || action === 'dialog.yes') shell.changeSetting(d.index, 1);
  else if (action === 'dialog.no') shell.dialog = null;
}

export function drawSettings(shell: Shell, d: SettingsDialog, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  const keys = Object.keys(SETTING_CHOICES) as (keyof Settings)[];
  const lines = keys.map((k, i) => ({
    text: `${SETTING_LABELS[k].padEnd(26)} ${String(shell.settings[k])}`,
    a: i === d.index ? p.cursor : p.plain,
  }));
  lines.push({ text: '', a: p.plain }, { text: '↑↓ choose  ←→ change  Esc close', a: p.dim });
  dialogBox(p, f, box, 'Settings', lines, 44);
}
