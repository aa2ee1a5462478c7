// The lobby's two forms: a new game against the computer (scenario, side) and a challenge
// (scenario, side, opponent or anyone, what spectators may see). A window over the lobby: ↑↓
// move between fields, ←→ change a choice, typing fills the opponent's name, Enter makes the game.

import { DEFAULT_SCENARIO_ID } from '../../scenario/bundled.js';
import { drawBox, type Frame } from '../../tui/frame.js';
import type { SpectatorPolicy } from '../contract.js';
import { editText, type Look } from './look.js';
import type { ScenarioChoice } from './ports.js';
import { POLICY_LABEL } from './rows.js';

export type FormKind = 'computer' | 'challenge';
type Field = 'scenario' | 'side' | 'opponent' | 'spectators';

export const POLICIES: readonly SpectatorPolicy[] = ['none', 'side-late', 'after-end'];

/** What the form gives when the player presses Enter. */
export interface FormResult {
  readonly kind: FormKind;
  readonly scenarioId: string;
  readonly side: string;
  /** A challenge's opponent; undefined: open to anyone. */
  readonly opponent?: string;
  readonly spectators: SpectatorPolicy;
}

export class GameForm {
  private scenario = 0;
  private side = 0;
  private opponent = '';
  private policy = 0;
  private field: Field = 'scenario';
  caret: { x: number; y: number } | null = null;

  constructor(
    readonly kind: FormKind,
    private readonly scenarios: readonly ScenarioChoice[],
    /**
     * The scenario chosen at first: the tutorial, as `npm start` plays it (a newcomer's first game
     * should be the one the tutorial guides), or the first listed when it is not offered.
     */
    defaultId: string = DEFAULT_SCENARIO_ID,
  ) {
    this.scenario = Math.max(
      0,
      scenarios.findIndex((c) => c.id === defaultId),
    );
  }

  private get fields(): Field[] {
    return this.kind === 'computer' ? ['scenario', 'side'] : ['scenario', 'side', 'opponent', 'spectators'];
  }

  private get choice(): ScenarioChoice | undefined {
    return this.scenarios[this.scenario];
  }

  /** A key: 'submit' with Enter, 'cancel' with Esc, else null (the form took it). */
  key(key: string, ch: string | undefined): FormResult | 'cancel' | null {
    const fields = this.fields;
    const i = fields.indexOf(this.field);
    if (key === 'escape') return 'cancel';
    if (key === 'enter') return this.result();
    if (key === 'down' || key === 'tab') this.field = fields[(i + 1) % fields.length]!;
    else if (key === 'up' || key === 'S-tab') this.field = fields[(i - 1 + fields.length) % fields.length]!;
    else if (key === 'left' || key === 'right') this.cycle(key === 'left' ? -1 : 1);
    else if (this.field === 'opponent') {
      const next = editText(this.opponent, key, ch, 20);
      if (next !== null) this.opponent = next;
    }
    return null;
  }

  private cycle(step: 1 | -1): void {
    const wrap = (v: number, n: number) => (n === 0 ? 0 : (v + step + n) % n);
    if (this.field === 'scenario') {
      this.scenario = wrap(this.scenario, this.scenarios.length);
      this.side = 0;
    } else if (this.field === 'side') this.side = wrap(this.side, this.choice?.sides.length ?? 0);
    else if (this.field === 'spectators') this.policy = wrap(this.policy, POLICIES.length);
  }

  private result(): FormResult | null {
    const c = this.choice;
    const side = c?.sides[this.side];
    if (!c || !side) return null;
    const opponent = this.opponent.trim();
    return {
      kind: this.kind,
      scenarioId: c.id,
      side: side.id,
      ...(this.kind === 'challenge' && opponent ? { opponent } : {}),
      spectators: this.kind === 'challenge' ? POLICIES[this.policy]! : 'none',
    };
  }

  help(): string {
    return this.kind === 'challenge'
      ? '↑↓ field · ←→ change · type the opponent (empty: anyone) · Enter challenge · Esc cancel'
      : '↑↓ field · ←→ change · Enter start the game · Esc cancel';
  }

  draw(look: Look, f: Frame): void {
    const p = look.palette;
    const c = this.choice;
    const rows: { field: Field; label: string; value: string; text?: boolean }[] = [
      {
        field: 'scenario',
        label: 'Scenario',
        value: c ? `${c.title} (${c.id})` : 'no scenarios on this server',
      },
      { field: 'side', label: 'Your side', value: c?.sides[this.side]?.name ?? '' },
    ];
    if (this.kind === 'challenge')
      rows.push(
        { field: 'opponent', label: 'Opponent', value: this.opponent, text: true },
        { field: 'spectators', label: 'Spectators', value: POLICY_LABEL[POLICIES[this.policy]!] },
      );
    const w = Math.min(f.cols - 4, 72);
    const h = rows.length * 2 + 4;
    const x = Math.floor((f.cols - w) / 2);
    const y = Math.max(1, Math.floor((f.rows - h) / 2));
    f.fill(x, y, w, h, ' ', p.plain);
    const title = this.kind === 'challenge' ? 'Challenge a player' : 'New game against the computer';
    drawBox(f, x, y, w, h, title, look.box, p.border, p.focusTitle);
    this.caret = null;
    rows.forEach((r, k) => {
      const ry = y + 2 + k * 2;
      const on = r.field === this.field;
      f.text(x + 2, ry, `${on ? '▸' : ' '} ${r.label.padEnd(11)}`, on ? p.heading : p.plain);
      const room = w - 18;
      if (r.text) {
        const shown = [...r.value].slice(-(room - 3)).join('');
        const hint = r.value === '' && !on ? 'anyone (an open challenge)' : '';
        f.line(x + 16, ry, `[${(shown || hint).padEnd(room - 3)}]`, room - 1, on ? p.selected : p.plain);
        if (on) this.caret = { x: x + 17 + [...shown].length, y: ry };
      } else f.line(x + 16, ry, `← ${r.value} →`, room, on ? p.selected : p.plain);
    });
    if (this.kind === 'challenge' && this.opponent.trim() === '')
      f.text(x + 2, y + h - 2, 'With no opponent named, anyone may accept it.', p.dim, w - 4);
  }
}
