// Each account's client settings, kept in the server's store (collection "settings", one document
// per account, by its lower-case name). A player changes them in the game's settings dialog; they
// are never read from a file the player could edit, and a damaged document gives the defaults.

import { DEFAULT_SETTINGS, sanitizeSettings, type Settings } from '../tui/settings.js';
import type { AccountSettings } from './lobby/ports.js';
import type { Storage } from './store/storage.js';

export const SETTINGS = 'settings';

export function storedAccountSettings(
  storage: Storage,
  log: (line: string) => void = () => {},
): AccountSettings {
  const key = (name: string) => name.toLowerCase();
  return {
    load(name) {
      try {
        const doc = storage.get<Record<string, unknown>>(SETTINGS, key(name));
        return doc && typeof doc === 'object' ? sanitizeSettings(doc) : { ...DEFAULT_SETTINGS };
      } catch (e) {
        log(`settings of ${name}: ${(e as Error).message}; the defaults are used`);
        return { ...DEFAULT_SETTINGS };
      }
    },
    save(name, settings: Settings) {
      storage.put(SETTINGS, key(name), sanitizeSettings({ ...settings }));
    },
  };
}
