// What the connection needs from the rest of the server (issue 19): the accounts it creates at a
// first login, each account's settings, and the scenarios a game may be started on. Small
// interfaces of the lobby's own, so that the store (src/serve/store/) and the front can satisfy
// them and tests can use in-memory ones.

import type { SideId } from '../../engine/core/system.js';
import type { Settings, SettingsStore } from '../../tui/settings.js';
import { DEFAULT_SETTINGS, sanitizeSettings } from '../../tui/settings.js';
import type { Account, GameStore, PublicKeyRef } from '../contract.js';

/** A new account's credential: the key the newcomer logged in with, or a password they chose. */
export type Credential = { readonly key: PublicKeyRef } | { readonly password: string };

/** The accounts as the newcomer form uses them (the store's AccountStore satisfies it). */
export interface LobbyAccounts {
  exists(name: string): boolean;
  /**
   * Why a name cannot be an account's (its form, reserved names, taken), or null: the store's own
   * rule when it has one; else the form checks NAME_RULE (newcomer.ts) and `exists`.
   */
  nameProblem?(name: string): string | null;
  /** Creates the account; refused (thrown, with a sentence a player reads) when the name is taken. */
  create(name: string, credential: Credential): Account | Promise<Account>;
}

/** Each account's client settings, kept by the server (never in a file the player could edit). */
export interface AccountSettings {
  load(name: string): Settings;
  save(name: string, settings: Settings): void;
}

/** Settings in memory, per account; the server backs the same interface with its storage. */
export function memoryAccountSettings(): AccountSettings {
  const byName = new Map<string, Settings>();
  return {
    load: (name) => ({ ...(byName.get(name) ?? DEFAULT_SETTINGS) }),
    save: (name, s) => void byName.set(name, sanitizeSettings({ ...s })),
  };
}

/**
 * One account's settings as the App's SettingsStore: no directory (no keymap.json is read from the
 * server's disk on a player's behalf), loads and saves go to the server's store.
 */
export function accountSettingsStore(all: AccountSettings, name: string): SettingsStore {
  return { dir: '', load: () => all.load(name), save: (s) => all.save(name, s) };
}

/** A scenario a game may be started on, as the lobby's forms offer it. */
export interface ScenarioChoice {
  readonly id: string;
  readonly title: string;
  /** The sides in the order menus list them, with the names players read. */
  readonly sides: readonly { readonly id: SideId; readonly name: string }[];
}

export interface ConnectionDeps {
  readonly games: GameStore;
  readonly accounts: LobbyAccounts;
  readonly settings: AccountSettings;
  /** The scenarios offered for new games and challenges (bundled, not the tests': choices.ts). */
  readonly scenarios: readonly ScenarioChoice[];
  /**
   * The terminal's environment for the colour depth (TERM, COLORTERM, NO_COLOR); default
   * xterm-256color, which every SSH client we target speaks (research/stack.md §5).
   */
  readonly env?: NodeJS.ProcessEnv;
  /** Where a session's failure is logged (the player is told in a sentence); default: nowhere. */
  readonly log?: (line: string) => void;
}
