// Issue 22: a whole short game played through turn files between two passwords.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exchange, resolve, TEST_KDF } from './pbem-helpers.js';
import { decodeTurnFile } from '../src/pbem/format.js';
import { createGame, openTurn, writeTurn } from '../src/pbem/game.js';
import { readJournal, restoreJournal, writeJournal } from '../src/pbem/journal.js';
import { PbemRefusal } from '../src/pbem/refusal.js';
import { loadBundledGameScenario } from '../src/scenario/bundled.js';

describe('PC-NET-03..06 play by e-mail', () => {
  it('villers-bocage: a whole game through turn files, each side rebuilding the sender’s state', () => {
    const x = exchange('villers-bocage', 200, { allied: 'tiger at point 213', axis: 'cromwell 4' });
    expect(x.agreed.length).toBe(x.files.length);
    expect(x.agreed.every(Boolean)).toBe(true);
    // Played to the end: both players' copies hold the same finished game.
    const sys = x.games[x.files[0]!.from]!.session.system;
    const [a, b] = sys.sides.map((s) => x.games[s]!.session.state);
    expect(sys.result(a!)).not.toBeNull();
    expect(sys.hash(a!)).toBe(sys.hash(b!));
    // File numbers run 1, 2, 3... and each file comes from the side the previous one handed to.
    x.files.forEach((f, i) => {
      const h = decodeTurnFile(f.text).header;
      expect(h.file).toBe(i + 1);
      expect(h.from).toBe(f.from);
      if (i > 0) expect(h.from).toBe(decodeTurnFile(x.files[i - 1]!.text).header.toPlay);
    });
    const h = decodeTurnFile(x.files.at(-1)!.text).header;
    expect(h.turn).toBeGreaterThanOrEqual(8);
    console.log(`villers-bocage turn file sizes (chars): ${x.files.map((f) => f.text.length).join(', ')}`);
  }, 120_000);
});

describe('issue 22 starting a game and the player’s record', () => {
  it('PC-NET-02: a starter whose side does not move first writes an opening file with no command', () => {
    const loaded = loadBundledGameScenario('villers-bocage');
    const sys = loaded.system;
    const first = sys.actingSide(sys.newGame(loaded.scenario, 's', {}).state);
    const second = sys.sides.find((s) => s !== first)!;
    const { game, joinCode } = createGame({ loaded, side: second, password: 'pw2', kdf: TEST_KDF });
    expect(joinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const text = writeTurn(game);
    expect(decodeTurnFile(text).header).toMatchObject({ file: 1, from: second, toPlay: first });
    // The joining player types the code in lower case with spaces: it still opens.
    const o = openTurn(text, {
      journal: null,
      password: 'pw1',
      joinCode: joinCode.toLowerCase().replace(/-/g, ' '),
      resolve,
    });
    expect(o.game.side).toBe(first);
    expect(o.events).toEqual([]);
    // Nothing played since: a second file is refused with a sentence.
    expect(() => writeTurn(game)).toThrow(/nothing was played since the last turn file/);
  });

  it('the record round-trips through its file and refuses a changed field or the wrong password', () => {
    const x = exchange('villers-bocage', 2, { allied: 'a', axis: 'x' });
    const A = x.files[0]!.from;
    const dir = mkdtempSync(path.join(tmpdir(), 'pbem-journal-'));
    try {
      writeJournal(dir, x.journals[A]!);
      const j = readJournal(dir, x.journals[A]!.game, A)!;
      const loaded = loadBundledGameScenario('villers-bocage');
      const pw = A === 'allied' ? 'a' : 'x';
      const g = restoreJournal(j, pw, loaded);
      expect(loaded.system.hash(g.session.state)).toBe(loaded.system.hash(x.games[A]!.session.state));
      expect(() => restoreJournal({ ...j, file: j.file + 1 }, pw, loaded)).toThrow(
        /record of this game was changed/,
      );
      expect(() => restoreJournal(j, 'nope', loaded)).toThrow(/not the password/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('any one changed character after the first line is refused or means the same (property)', () => {
    const x = exchange('villers-bocage', 2, { allied: 'a', axis: 'x' });
    const text = x.files[1]!.text;
    const B = x.files[1]!.from;
    const j = x.history.find((h) => h.side !== B && h.file === 1)!.journal;
    const start = text.indexOf('\n') + 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    fc.assert(
      fc.property(fc.integer({ min: start, max: text.length - 2 }), fc.constantFrom(...alphabet), (i, c) => {
        if (text[i] === '\n' || text[i] === c || text[i] === '=') return;
        const changed = text.slice(0, i) + c + text.slice(i + 1);
        // Refused, or read as the very same contents (the unused low bits of the deflate stream's
        // last byte): a change that changes nothing of the file's meaning is not a change of the game.
        let refused = false;
        try {
          openTurn(changed, {
            journal: j,
            password: B === 'allied' ? 'x' : 'a',
            resolve,
            restore: restoreJournal,
          });
        } catch (e) {
          expect(e).toBeInstanceOf(PbemRefusal);
          refused = true;
        }
        if (!refused) expect(decodeTurnFile(changed)).toEqual(decodeTurnFile(text));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
