import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameSession } from '../src/session/session.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { stateHash } from '../src/engine/systems/panzer/serialize.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { loadedScenario } from '../src/scenario/load.js';
import {
  SaveError,
  decodeSave,
  encodeSave,
  listSaves,
  loadSession,
  readSave,
  verifyReplay,
  writeAutosave,
  writeSave,
} from '../src/save/save-file.js';
import { sha256 } from '../src/save/hash.js';
import { canonicalJson } from '../src/engine/core/serialize.js';
import { miniScenario } from './fixtures/mini.js';

const scenario = miniScenario();
const resolve = (id: string) => (id === scenario.id ? loadedScenario(panzerSystem, scenario) : undefined);
const tmp = () => mkdtempSync(path.join(tmpdir(), 'hexfront-save-'));

function playedSession(turns = 3) {
  const s = new GameSession(panzerSystem, scenario, { seed: 42 });
  for (let i = 0; i < turns * 2; i++) {
    const r = s.apply({ type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
  }
  return s;
}

describe('saves (design invariant 4)', () => {
  it('round-trips: a loaded game has the same state hash and log', () => {
    const s = playedSession();
    const dir = tmp();
    const file = path.join(dir, 'game.json');
    writeSave(file, s);
    const loaded = loadSession(readSave(file), file, resolve);
    expect(stateHash(loaded.state as GameState)).toBe(stateHash(s.state));
    expect(loaded.log).toEqual(s.log);
    expect((loaded.state as GameState).turn).toBe(4);
  });

  it('replay --verify re-applies the log and confirms the hash', () => {
    const s = playedSession();
    const save = decodeSave(encodeSave(s), 'x.json');
    const check = verifyReplay(save, 'x.json', resolve);
    expect(check.ok).toBe(true);
    expect(check.commands).toBe(6);
  });

  it('a tampered file is refused with a message saying so', () => {
    const text = encodeSave(playedSession());
    const tampered = text.replace('"turn":4', '"turn":5');
    expect(tampered).not.toBe(text);
    expect(() => decodeSave(tampered, 'g.json')).toThrow(/integrity hash does not match/);
  });

  it('a truncated file is refused as broken JSON', () => {
    const text = encodeSave(playedSession());
    expect(() => decodeSave(text.slice(0, text.length / 2), 'g.json')).toThrow(SaveError);
    expect(() => decodeSave(text.slice(0, text.length / 2), 'g.json')).toThrow(/truncated/);
  });

  it('a damaged snapshot whose integrity hash was recomputed is caught by the state hash', () => {
    const save = JSON.parse(encodeSave(playedSession()));
    save.snapshot.units[0].strength = 1;
    // Re-sign the body as a careless editor might: loading must still refuse the snapshot.
    const { integrity: _old, ...body } = save;
    save.integrity = sha256(canonicalJson(body));
    const file = path.join(tmp(), 'g.json');
    writeFileSync(file, JSON.stringify(save));
    expect(() => loadSession(readSave(file), file, resolve)).toThrow(/does not match its hash/);
  });

  it('a save of a changed scenario is refused by its content hash', () => {
    const save = decodeSave(encodeSave(playedSession()), 'g.json');
    const changed = { ...scenario, title: 'Changed' };
    expect(() => loadSession(save, 'g.json', () => loadedScenario(panzerSystem, changed))).toThrow(
      /changed since this game was saved/,
    );
  });

  it('a failed write never damages the previous save', () => {
    const dir = tmp();
    const file = path.join(dir, 'game.json');
    const s = playedSession(1);
    writeSave(file, s);
    const good = readFileSync(file, 'utf8');
    // A state that cannot be serialised makes the write fail before the file is touched.
    const broken = playedSession(2);
    (broken.state.units[0] as { fatigue: number }).fatigue = Number.NaN;
    expect(() => writeSave(file, broken)).toThrow();
    expect(readFileSync(file, 'utf8')).toBe(good);
  });

  it('the autosave keeps the previous good autosave', () => {
    const dir = tmp();
    writeAutosave(dir, playedSession(1));
    writeAutosave(dir, playedSession(2));
    expect(readSave(path.join(dir, 'autosave.json')).meta.turn).toBe(3);
    expect(readSave(path.join(dir, 'autosave.prev.json')).meta.turn).toBe(2);
  });

  it('the save list shows broken files with their error and keeps the good ones', () => {
    const dir = tmp();
    writeSave(path.join(dir, 'a.json'), playedSession(1), { label: 'first' });
    writeFileSync(path.join(dir, 'b.json'), '{"format":"hexfront-save"');
    const list = listSaves(dir);
    expect(list).toHaveLength(2);
    expect(list.find((l) => l.name === 'a.json')?.meta?.label).toBe('first');
    expect(list.find((l) => l.name === 'b.json')?.error).toMatch(/JSON is broken/);
    expect(existsSync(path.join(dir, 'a.json'))).toBe(true);
  });
});

describe('game options (PC-OPT-19)', () => {
  it('optional rules chosen at the start are in force and survive a save', () => {
    const s = new GameSession(panzerSystem, scenario, {
      seed: 5,
      game: { optionalRules: ['lockingZoc'], fogOfWar: false },
    });
    expect(s.state.world.options.optionalRules.has('lockingZoc')).toBe(true);
    expect(s.state.world.options.fogOfWar).toBe(false);
    const save = decodeSave(encodeSave(s), 'o.json');
    const loaded = loadSession(save, 'o.json', resolve).state as GameState;
    expect(loaded.world.options.optionalRules.has('lockingZoc')).toBe(true);
    expect(loaded.world.options.fogOfWar).toBe(false);
  });

  it('an unknown optional rule is refused with its name', () => {
    expect(
      () => new GameSession(panzerSystem, scenario, { seed: 5, game: { optionalRules: ['flyingTanks'] } }),
    ).toThrow(/unknown optional rule\(s\): flyingTanks/);
  });
});

describe('saves name their rule system (issue 12)', () => {
  const resign = (save: Record<string, unknown>) => {
    const { integrity: _old, ...body } = save;
    return JSON.stringify({ ...body, integrity: sha256(canonicalJson(body)) });
  };

  it('a new save names its system and loads back as one of it', () => {
    const save = decodeSave(encodeSave(playedSession(1)), 'n.json');
    expect(save.system).toBe('panzer');
    expect(loadSession(save, 'n.json', resolve).system).toBe(panzerSystem);
  });

  it('a version 1 save, written before there were several systems, loads and verifies as panzer', () => {
    // Written by the code of commit 64495ae: the mini scenario, a move and a game turn.
    const file = path.join(import.meta.dirname, 'fixtures', 'save-v1.json');
    const save = readSave(file);
    expect(save.version).toBe(1);
    expect(save.system).toBe('panzer');
    const loaded = loadSession(save, file, resolve);
    expect((loaded.state as GameState).turn).toBe(2);
    expect(loaded.log).toHaveLength(3);
    expect(loaded.players).toEqual({ allied: 'human', axis: 'computer' });
    expect(save.meta.side).toBe('allied');
    const check = verifyReplay(save, file, resolve);
    expect(check.message).toMatch(/matches/);
    expect(check.ok).toBe(true);
  });

  it('a save of a system hexfront does not know is refused, naming it', () => {
    const save = JSON.parse(encodeSave(playedSession(1)));
    save.system = 'chess';
    expect(() => decodeSave(resign(save), 'c.json')).toThrow(
      /rule system this hexfront does not know \("chess"\)/,
    );
  });

  it("sides that are not the system's are refused with the field that names them", () => {
    const save = JSON.parse(encodeSave(playedSession(1)));
    save.meta.side = 'nato';
    expect(() => decodeSave(resign(save), 's.json')).toThrow(/field "meta.side" must be one of allied, axis/);
    save.meta.side = 'axis';
    save.meta.players = { allied: 'human' };
    expect(() => decodeSave(resign(save), 's.json')).toThrow(
      /field "meta.players" names no player for the side "axis"/,
    );
    save.meta.players = { allied: 'human', axis: 'computer', nato: 'human' };
    expect(() => decodeSave(resign(save), 's.json')).toThrow(
      /field "meta.players.nato" must be one of allied, axis/,
    );
  });

  it('a version 2 save without its system is refused as damaged', () => {
    const save = JSON.parse(encodeSave(playedSession(1)));
    delete save.system;
    expect(() => decodeSave(resign(save), 'v.json')).toThrow(/field "system" is missing/);
  });
});
