// Issue 21, part 2: a hot-seat game with passwords is saved encrypted (AES-256-GCM under a random
// game key, wrapped per side with a scrypt-derived key, src/session/keyring.ts, src/save/seal.ts).
// Nothing of the game is in the file in plain text; a wrong password is refused with a clear
// message; the other side's view needs that side's password in `render` and `report`; any edit
// of the file is refused; the passwords survive a restart, and the hand-over then asks for the
// existing password instead of a new one.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSaveForRender, renderGameText } from '../src/cli/render-command.js';
import { reportOfSave } from '../src/cli/report.js';
import { replayCheck } from '../src/cli/replay.js';
import { resolveScenarioId } from '../src/cli/scenario-arg.js';
import type { AnySystem } from '../src/engine/core/system.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import * as saveFile from '../src/save/save-file.js';
import {
  LockedSaveError,
  listSaves,
  loadSession,
  readSave,
  SaveError,
  writeSave,
} from '../src/save/save-file.js';
import { Keyring } from '../src/session/keyring.js';
import { GameSession, type AnySession } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { savesPort } from '../src/tui/start.js';
import { testAppOptions } from './tui-harness.js';

const loaded = resolveScenarioId('villers-bocage')!;
const sys = loaded.system as AnySystem;
const HOTSEAT = { allied: 'human', axis: 'human' } as const;
const PW = { allied: 'hedgerow-7', axis: 'tiger-222' };
const tmp = () => mkdtempSync(path.join(tmpdir(), 'hexfront-crypt-'));

/** A hot-seat game a turn in, both players with passwords, saved to a file. */
function savedGame(passwords: Partial<typeof PW> = PW): { file: string; session: AnySession } {
  const session: AnySession = new GameSession(sys, loaded.scenario, { seed: 'crypt', players: HOTSEAT });
  session.apply(sys.endTurnCommand(session.state));
  session.keyring = Keyring.create();
  for (const [side, pw] of Object.entries(passwords)) session.keyring.set(side, pw);
  const file = path.join(tmp(), 'hotseat.json');
  writeSave(file, session, { side: 'axis' });
  return { file, session };
}

describe('an encrypted save holds nothing of the game in plain text', () => {
  it('no unit name, id, location, seed or log in the file', () => {
    const { file, session } = savedGame();
    const text = readFileSync(file, 'utf8');
    const state = session.state as GameState;
    expect(text).toContain('"sealed"');
    for (const u of state.world.units) {
      expect(text).not.toContain(u.name);
      expect(text).not.toContain(`"${u.id}"`);
    }
    for (const word of ['"snapshot"', '"log"', '"loc"', '"units"', '"crypt"', 'endTurn', '"recent"'])
      expect(text).not.toContain(word);
    // The list shows the header only, marked as having passwords.
    const [entry] = listSaves(path.dirname(file));
    expect(entry).toMatchObject({ encrypted: true, meta: { turn: 1, activeSide: 'allied' } });
  });

  it('a game without passwords stays readable', () => {
    const session = new GameSession(sys, loaded.scenario, { seed: 'plain', players: HOTSEAT });
    const text = saveFile.encodeSave(session);
    expect(text).toContain('"snapshot"');
  });
});

describe('passwords', () => {
  it('no password: a clear refusal that says the game has passwords; nothing is asked off a terminal', () => {
    const { file } = savedGame();
    expect(() => readSave(file, { ask: false })).toThrow(LockedSaveError);
    expect(() => readSave(file)).toThrow(/this game is protected by passwords \(allied, axis\)/);
  });

  it('a wrong password is refused with a clear message', () => {
    const { file } = savedGame();
    expect(() => readSave(file, { password: 'guess' })).toThrow(
      /wrong password: it is not the password of the Allied player or the Axis player/,
    );
  });

  it('either player’s password opens the game, and the save says whose it was', () => {
    const { file, session } = savedGame();
    for (const side of ['allied', 'axis'] as const) {
      const save = readSave(file, { password: PW[side] });
      expect(save.lock?.side).toBe(side);
      const s = loadSession(save, file, resolveScenarioId);
      expect(sys.hash(s.state)).toBe(sys.hash(session.state));
      expect(replayCheck(file, { password: PW[side] }).ok).toBe(true);
    }
  });

  it('the other side’s view needs that side’s password: render and report', () => {
    const { file } = savedGame();
    expect(() => openSaveForRender(file, 'axis', PW.allied)).toThrow(
      /wrong password: it is not the password of the Axis player/,
    );
    expect(() => reportOfSave(file, { side: 'axis', password: PW.allied })).toThrow(
      /not the password of the Axis player/,
    );
    const { session, side } = openSaveForRender(file, undefined, PW.allied);
    expect(side).toBe('allied');
    const axis = openSaveForRender(file, 'axis', PW.axis);
    expect(axis.side).toBe('axis');
    // What the Allied password shows is the Allied view: no hidden Axis unit's name.
    const frame = renderGameText(session, {}, { NO_COLOR: '1' }, { width: 100, height: 40, side });
    const state = session.state as GameState;
    const view = sys.viewFor(state, 'allied') as { enemy?: readonly { index: number }[] };
    const seen = new Set((view.enemy ?? []).map((e) => e.index));
    state.world.units.forEach((u, i) => {
      if (u.side === 'axis' && !seen.has(i)) expect(frame).not.toContain(u.name);
    });
    expect(reportOfSave(file, { password: PW.axis })).toBe(
      reportOfSave(file, { side: 'axis', password: PW.axis }),
    );
  });

  it('a side without a password cannot open the game alone, and its view is not protected', () => {
    const { file } = savedGame({ allied: PW.allied });
    expect(() => readSave(file, { password: '' })).toThrow(/not the password of the Allied player/);
    expect(openSaveForRender(file, 'axis', PW.allied).side).toBe('axis');
  });
});

describe('an encrypted save cannot be edited', () => {
  interface Sealed {
    meta: { turn: number; activeSide: string };
    scenario: { hash: string };
    sealed: { data: string; tag: string };
  }
  const edits: [string, (raw: Sealed) => void][] = [
    ['a byte of the sealed game', (r) => (r.sealed.data = flip(r.sealed.data))],
    ['the turn in the readable header', (r) => (r.meta.turn = 7)],
    ['the side to move in the header', (r) => (r.meta.activeSide = 'axis')],
    ['the scenario hash', (r) => (r.scenario.hash = '0'.repeat(64))],
    ['the GCM tag', (r) => (r.sealed.tag = flip(r.sealed.tag))],
  ];
  it.each(edits)('%s', (_name, edit) => {
    const { file } = savedGame();
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    edit(raw);
    writeFileSync(file, JSON.stringify(raw));
    let err: unknown;
    try {
      loadSession(readSave(file, { password: PW.allied }), file, resolveScenarioId);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SaveError);
    expect((err as Error).message).toMatch(
      new RegExp(`^${file}: (this save was changed or damaged|the scenario)`),
    );
  });

  it("swapping a side's wrapped key for the other's is refused as a wrong password", () => {
    const { file } = savedGame();
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    raw.sealed.keys.axis = raw.sealed.keys.allied;
    writeFileSync(file, JSON.stringify(raw));
    expect(() => readSave(file, { password: PW.allied, side: 'axis' })).toThrow(/wrong password/);
  });
});

function flip(b64: string): string {
  const b = Buffer.from(b64, 'base64');
  b[0] = b[0]! ^ 1;
  return b.toString('base64');
}

describe('the hot-seat client keeps the passwords across a restart', () => {
  function appFor(session: AnySession, dir: string) {
    const players = { ...HOTSEAT };
    const saves = savesPort(
      dir,
      () => players,
      () => saveFile,
      resolveScenarioId,
    );
    return new App(testAppOptions(session, players, {}, { saves }));
  }
  const type = (app: App, text: string) => {
    for (const ch of text) app.key(ch, ch);
    app.key('enter');
  };

  it('passwords chosen at the first hand-over seal the autosave; the reopened game asks for them', () => {
    const dir = tmp();
    const session: AnySession = new GameSession(sys, loaded.scenario, { seed: 'hs', players: HOTSEAT });
    const app = appFor(session, dir);
    // Axis moves first in Villers-Bocage.
    app.key('space');
    expect(app.screen).toMatchObject({ kind: 'password', side: 'axis', mode: 'set' });
    type(app, PW.axis);
    app.endTurn();
    app.key('space');
    expect(app.screen).toMatchObject({ kind: 'password', side: 'allied', mode: 'set' });
    type(app, PW.allied);
    app.endTurn();
    const auto = path.join(dir, 'autosave.json');
    expect(readFileSync(auto, 'utf8')).toContain('"sealed"');

    // A restart: the game reopens with a player's password and asks each for the existing one.
    const reopened = loadSession(readSave(auto, { password: PW.axis }), auto, resolveScenarioId);
    const again = appFor(reopened, dir);
    again.key('space');
    expect(again.screen).toMatchObject({ kind: 'password', side: 'axis', mode: 'enter' });
    type(again, PW.allied);
    expect(again.screen).toMatchObject({ kind: 'password', error: 'Wrong password.' });
    type(again, PW.axis);
    expect(again.screen.kind).toBe('play');
  });

  it('the Load dialog opens an encrypted save with a player’s password', () => {
    const dir = tmp();
    const { file, session } = savedGame();
    const current = new GameSession(sys, loaded.scenario, { seed: 'other', players: HOTSEAT });
    const app = appFor(current, dir);
    app.loadEntry({ file, title: 'hotseat' });
    expect(app.screen).toMatchObject({ kind: 'password', mode: 'enter' });
    type(app, 'wrong');
    expect(app.screen).toMatchObject({ kind: 'password', error: expect.stringMatching(/^Wrong password/) });
    expect(app.session).toBe(current);
    type(app, PW.allied);
    expect(sys.hash(app.session.state)).toBe(sys.hash(session.state));
    // The Allied player, to move, typed their password to open it: their desk opens at once.
    expect(app.screen.kind).toBe('play');
    expect(app.viewer).toBe('allied');
    expect(app.session.keyring?.has('axis')).toBe(true);
  });
});

describe('asking for the password', () => {
  it('three tries on a terminal, then a clear refusal; the right one on the second try opens it', () => {
    const { file } = savedGame();
    const asked: string[] = [];
    const answers = ['no', PW.axis];
    const save = readSave(file, { ask: (q) => (asked.push(q), answers.shift()) });
    expect(save.lock?.side).toBe('axis');
    expect(asked[0]).toMatch(/hotseat\.json: password of the Allied or Axis player: $/);
    expect(asked[1]).toMatch(/^Wrong password\. /);
    expect(() => readSave(file, { ask: () => 'nope' })).toThrow(/wrong password/);
  });
});
