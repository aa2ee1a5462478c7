// The first login (issue 19 "accounts are created at first login"): a full-screen form where the
// newcomer picks an account name and, when they came without a key, a password typed twice
// (masked). The account is tied to the key they logged in with, or to the password (the store
// keeps it as a scrypt verifier). Esc leaves.

import type { Frame } from '../../tui/frame.js';
import type { Account, PublicKeyRef } from '../contract.js';
import { begin, bottomLines, center, editText, finish, titleLine, type Look } from './look.js';
import type { LobbyAccounts } from './ports.js';
import type { Stage } from './stage.js';

/**
 * Account names: what the form accepts before asking the store, which has the last word (its
 * refusal is shown as it words it). Not from the source (issue 19 leaves it open): the store's
 * pattern, 2 to 16 letters, digits, - and _, starting with a letter or a digit.
 */
export const NAME_RULE = /^[A-Za-z0-9][A-Za-z0-9_-]{1,15}$/;
/** The shortest password accepted (not from the source; NIST SP 800-63B's minimum). */
export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 128;

/** Why a name cannot be an account's, or null when it can. */
export function nameProblem(
  name: string,
  accounts: Pick<LobbyAccounts, 'exists' | 'nameProblem'>,
): string | null {
  if (name === '') return 'Type an account name first.';
  if (accounts.nameProblem) return accounts.nameProblem(name);
  if (!NAME_RULE.test(name))
    return 'Not a valid name: 2 to 16 letters, digits, - or _, starting with a letter or digit.';
  if (accounts.exists(name)) return `The name "${name}" is taken: choose another.`;
  return null;
}

export function passwordProblem(password: string, again: string): string | null {
  if ([...password].length < MIN_PASSWORD) return `The password needs at least ${MIN_PASSWORD} characters.`;
  if (password !== again) return 'The two passwords differ: type them again.';
  return null;
}

type Field = 'name' | 'password' | 'again';

export class NewcomerForm implements Stage {
  private name = '';
  private password = '';
  private again = '';
  private field: Field = 'name';
  private message: { text: string; warn: boolean } | null = null;
  private busy = false;
  private caret: { x: number; y: number } | null = null;

  constructor(
    private readonly look: Look,
    private readonly accounts: LobbyAccounts,
    private readonly sshKey: PublicKeyRef | undefined,
    private readonly done: (account: Account) => void,
    private readonly leave_: () => void,
    /** Redraw after the account store answers (it may hash a password first). */
    private readonly redraw: () => void,
    /**
     * The name the newcomer gave ssh (`ssh NAME@host`): the name field starts with it when it
     * could be an account's (valid and free), so that Enter is enough to take it.
     */
    sshUser?: string,
  ) {
    if (sshUser !== undefined && nameProblem(sshUser, accounts) === null) this.name = sshUser;
  }

  private get fields(): Field[] {
    return this.sshKey ? ['name'] : ['name', 'password', 'again'];
  }

  key(key: string, ch: string | undefined): void {
    if (this.busy) return;
    if (key === 'escape' || key === 'C-c') return this.leave_();
    const fields = this.fields;
    const i = fields.indexOf(this.field);
    if (key === 'tab' || key === 'down') {
      this.field = fields[(i + 1) % fields.length]!;
      return;
    }
    if (key === 'S-tab' || key === 'up') {
      this.field = fields[(i - 1 + fields.length) % fields.length]!;
      return;
    }
    if (key === 'enter') return this.submit();
    const max = this.field === 'name' ? 16 : MAX_PASSWORD;
    const next = editText(this[this.field], key, ch, max);
    if (next === null) return;
    this[this.field] = next;
    this.message = null;
  }

  private submit(): void {
    const bad = nameProblem(this.name, this.accounts);
    if (bad) {
      this.field = 'name';
      this.message = { text: bad, warn: true };
      return;
    }
    if (!this.sshKey) {
      // Enter in the first password field goes on to the second one.
      if (this.field !== 'again' && this.again === '' && this.password !== '') {
        this.field = 'again';
        return;
      }
      const weak = passwordProblem(this.password, this.again);
      if (weak) {
        this.field = 'password';
        this.password = '';
        this.again = '';
        this.message = { text: weak, warn: true };
        return;
      }
    }
    this.busy = true;
    this.message = { text: 'Creating your account…', warn: false };
    const credential = this.sshKey ? { key: this.sshKey } : { password: this.password };
    void Promise.resolve()
      .then(() => this.accounts.create(this.name, credential))
      .then(
        (account) => {
          this.busy = false;
          this.done(account);
        },
        (e: unknown) => {
          this.busy = false;
          this.message = { text: e instanceof Error ? e.message : String(e), warn: true };
          this.redraw();
        },
      );
  }

  draw(f: Frame): void {
    const look = this.look;
    const p = look.palette;
    this.caret = null;
    if (!begin(look, f)) return;
    titleLine(look, f, 'hexfront · a new player');
    const top = Math.max(2, Math.floor(f.rows / 2) - 8);
    center(f, top, 'Welcome to hexfront: wargames in the terminal, played on this server.', p.heading);
    center(
      f,
      top + 2,
      this.sshKey
        ? 'Pick an account name. It is tied to the key you logged in with.'
        : 'Pick an account name and a password: you log in with them next time.',
      p.plain,
    );
    center(f, top + 3, 'Your games, challenges and settings stay with the account.', p.dim);
    const x = Math.max(2, Math.floor((f.cols - 56) / 2));
    const rows: { field: Field; label: string; shown: string }[] = [
      { field: 'name', label: 'Account name', shown: this.name },
    ];
    if (!this.sshKey)
      rows.push(
        { field: 'password', label: 'Password', shown: '*'.repeat([...this.password].length) },
        { field: 'again', label: 'Password again', shown: '*'.repeat([...this.again].length) },
      );
    rows.forEach((r, k) => {
      const y = top + 6 + k * 2;
      const on = r.field === this.field;
      f.text(x, y, `${on ? '▸' : ' '} ${r.label.padEnd(15)}`, on ? p.heading : p.plain);
      const width = 32;
      const text = [...r.shown].slice(-(width - 1)).join('');
      f.line(x + 18, y, `[${text.padEnd(width - 1)}]`, width + 1, on ? p.selected : p.plain);
      if (on) this.caret = { x: x + 19 + [...text].length, y };
    });
    const rule = 'Names: 2 to 16 letters, digits, - and _, starting with a letter or digit.';
    center(f, top + 6 + rows.length * 2 + 1, rule, p.dim);
    bottomLines(
      look,
      f,
      this.message,
      this.sshKey
        ? 'Enter create the account · Esc leave'
        : 'Tab/↑↓ next field · Enter create the account · Esc leave',
    );
    finish(look, f);
  }

  cursor(): { x: number; y: number } | null {
    return this.caret;
  }
}
