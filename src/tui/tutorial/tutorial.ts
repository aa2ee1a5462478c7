// The tutorial's runner: which step the player is on, what happened since it began, and moving on
// when the step's predicate holds (the App calls check() after each key, click and computer turn).
// It knows no rule system: the steps come from the presenter (or generic.ts) as data.

import { displayKey, keysOf, type Keymap } from '../keymap.js';
import type { Shell } from '../shell.js';
import type { TutorialContext, TutorialSignal, TutorialStep } from './types.js';

export class Tutorial {
  private at = 0;
  private signals: TutorialSignal[] = [];
  /** Orders aimed with a preview drawn (no refusal) since the step began. */
  private previews = new Set<string>();
  finished = false;

  constructor(readonly steps: readonly TutorialStep[]) {
    if (steps.length === 0) throw new Error('a tutorial needs at least one step');
  }

  get index(): number {
    return this.at;
  }

  get step(): TutorialStep {
    return this.steps[this.at]!;
  }

  /** The App reports what happened (app.ts: actions run, orders taken, the desk opening). */
  signal(s: TutorialSignal): void {
    if (!this.finished) this.signals.push(s);
  }

  /**
   * Notes a drawn preview, then moves on while the current step is done (a player who already did
   * the next step's thing, such as having a unit selected, is not asked again). True when it moved.
   */
  check(shell: Shell): boolean {
    if (this.finished) return false;
    if (shell.aim && shell.preview && !shell.preview.error) this.previews.add(shell.aim.spec.id);
    let moved = false;
    for (let guard = 0; guard < this.steps.length && !this.finished; guard++) {
      const done = this.step.done;
      const ctx: TutorialContext = {
        shell,
        signals: this.signals,
        previewed: (id) => this.previews.has(id),
      };
      if (!done || !done(ctx)) break;
      this.next();
      moved = true;
    }
    return moved;
  }

  /** The next step (the skip key); past the last one the tutorial is finished. */
  next(): void {
    if (this.at + 1 >= this.steps.length) this.finished = true;
    else this.go(this.at + 1);
  }

  /** The step before (to read it again and do it again). */
  back(): void {
    this.go(Math.max(0, this.at - 1));
  }

  private go(i: number): void {
    this.at = i;
    this.signals = [];
    this.previews.clear();
  }
}

/**
 * The keys the keymap in use gives an action, for a sentence: "m", "Space or Enter". An action with
 * no key is reached through the palette, and the text says so.
 */
export function keysText(km: Keymap, action: string): string {
  const keys = keysOf(km, action).slice(0, 2).map(displayKey);
  if (keys.length > 0) return keys.join(' or ');
  const label = km.actions[action]?.label ?? action;
  const palette = keysOf(km, 'palette')[0];
  return `"${label}" in the palette${palette ? ` (${displayKey(palette)})` : ''}`;
}

/** A step's text with each `{action.id}` replaced by its keys (an unknown id is left as written). */
export function stepText(km: Keymap, text: string): string {
  return text.replace(/\{([\w.]+)\}/g, (whole, id: string) => (km.actions[id] ? keysText(km, id) : whole));
}
