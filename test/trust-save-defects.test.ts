// Issue 21, parts 1 and 4: each defect the probe found in loading saves, with the edit that showed
// it. Every edited file is resealed as the probe did (integrity and state hash recomputed, which
// anyone can do for a readable save), so that the schema, the system's snapshot check and the
// checks against the log are what refuse it: "this save was changed or damaged: <field>".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson } from '../src/engine/core/serialize.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { loadedScenario } from '../src/scenario/load.js';
import { sha256 } from '../src/save/hash.js';
import {
  decodeSave,
  encodeSave,
  listSaves,
  loadSession,
  readSave,
  SaveError,
  verifyReplay,
  writeSave,
} from '../src/save/save-file.js';
import { removeStaleTempFiles } from '../src/save/stale-temp.js';
import { GameSession } from '../src/session/session.js';
import { runCommandFile } from '../src/cli/run.js';
import { miniScenario } from './fixtures/mini.js';

const scenario = miniScenario();
const resolve = (id: string) => (id === scenario.id ? loadedScenario(panzerSystem, scenario) : undefined);
const tmp = () => mkdtempSync(path.join(tmpdir(), 'hexfront-trust-'));

function played() {
  const s = new GameSession(panzerSystem, scenario, { seed: 21 });
  const ok = (c: unknown) => expect(s.apply(c as never).ok).toBe(true);
  ok({ type: 'move', units: ['a-inf1'], path: ['03,03'] });
  ok({ type: 'endTurn' });
  ok({ type: 'endTurn' });
  return s;
}

type Raw = Record<string, unknown> & {
  snapshot: { units: Record<string, unknown>[] } & Record<string, unknown>;
};

/** A readable save edited by `edit`, with its state hash and integrity hash recomputed. */
function resealed(edit: (raw: Raw) => void): string {
  const raw = JSON.parse(encodeSave(played())) as Raw;
  edit(raw);
  raw.stateHash = canonicalHash(raw.snapshot);
  const { integrity: _old, ...body } = raw;
  return JSON.stringify({ ...body, integrity: sha256(canonicalJson(body)) });
}

/** Writes the text and loads it as `play --load` does; returns the refusal. */
function refusal(text: string): SaveError {
  const file = path.join(tmp(), 'edited.json');
  writeFileSync(file, text);
  try {
    loadSession(readSave(file), file, resolve);
  } catch (e) {
    expect(e).toBeInstanceOf(SaveError);
    expect((e as Error).message.startsWith(`${file}: `)).toBe(true);
    return e as SaveError;
  }
  throw new Error('the edited save loaded');
}

describe('a unit location that made the game spin at 100% CPU is refused (issue 21)', () => {
  it.each([
    ['"abc"', 'abc'],
    ['10.5', 10.5],
    ['2^53', 2 ** 53],
    ['-7', -7],
    ['off the map (120 on a 12x10 map)', 120],
  ])('loc %s', (_name, value) => {
    const e = refusal(resealed((r) => (r.snapshot.units[0]!.loc = value)));
    expect(e.reason).toMatch(/^this save was changed or damaged: .*field "units\.0\.loc"/);
  });

  it('loc missing', () => {
    const e = refusal(resealed((r) => delete r.snapshot.units[1]!.loc));
    expect(e.reason).toMatch(/field "units\.1\.loc"/);
  });

  it('a unit missing from the snapshot (which made `report` fail on reading "side")', () => {
    const e = refusal(resealed((r) => r.snapshot.units.pop()));
    expect(e.reason).toMatch(/field "units" must hold the \d+ units of the scenario/);
  });

  it('knowledge of a side deleted', () => {
    const e = refusal(resealed((r) => delete (r.snapshot.knowledge as Record<string, unknown>).axis));
    expect(e.reason).toMatch(/field "knowledge.axis"/);
  });
});

describe('sides and the meta are checked against the system and the state', () => {
  it('activeSide "russia" in the snapshot (a blank screen before) is refused', () => {
    const e = refusal(resealed((r) => (r.snapshot.activeSide = 'russia')));
    expect(e.reason).toMatch(/field "activeSide"/);
  });

  it('activeSide "russia" in the meta is refused naming the field', () => {
    const e = refusal(resealed((r) => ((r.meta as Record<string, unknown>).activeSide = 'russia')));
    expect(e.reason).toMatch(/field "meta.activeSide" must be one of allied, axis/);
  });

  it('a meta that disagrees with the state (the list would show another turn) is refused', () => {
    const e = refusal(resealed((r) => ((r.meta as Record<string, unknown>).turn = 9)));
    expect(e.reason).toMatch(/field "meta.turn" is 9, the game is at turn 2/);
  });

  it('a recent entry whose command is not in the log is refused', () => {
    const e = refusal(
      resealed((r) => {
        const recent = r.recent as { command: unknown }[];
        recent[0]!.command = { type: 'move', units: ['x-hq'], path: ['09,09'] };
      }),
    );
    expect(e.reason).toMatch(/field "recent.0.command" is not a command of the log/);
  });

  it('a number past its maximum in the envelope is refused naming it', () => {
    const e = refusal(resealed((r) => ((r.meta as Record<string, unknown>).turn = 2 ** 53)));
    expect(e.reason).toMatch(/field "meta.turn"/);
  });
});

describe('replay --verify replays from the scenario and compares everything', () => {
  it('names the first field of the snapshot that the log does not give', () => {
    // A consistent edit the load accepts (a fatigue within bounds), caught only by the replay.
    const text = resealed((r) => (r.snapshot.units[2]!.fatigue = 40));
    const file = path.join(tmp(), 'f.json');
    writeFileSync(file, text);
    const check = verifyReplay(readSave(file), file, resolve);
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(
      /this save was changed or damaged: field "snapshot.units.2.fatigue" is 40 in the save, 0 on replay/,
    );
  });

  it('the seed and options are the log start record: an edit of the seed is caught by the replay', () => {
    const text = resealed((r) => ((r.start as Record<string, unknown>).seed = '22'));
    const file = path.join(tmp(), 'seed.json');
    writeFileSync(file, text);
    const check = verifyReplay(readSave(file), file, resolve);
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/snapshot.seed/);
  });

  it('an untouched save verifies', () => {
    const save = decodeSave(encodeSave(played()), 'ok.json');
    expect(verifyReplay(save, 'ok.json', resolve)).toMatchObject({ ok: true, commands: 3 });
  });
});

describe('reading the file', () => {
  it('a byte-order mark is accepted, as the scenario loader accepts one', () => {
    const file = path.join(tmp(), 'bom.json');
    writeFileSync(file, `\uFEFF${encodeSave(played())}`);
    expect(loadSession(readSave(file), file, resolve).log).toHaveLength(3);
  });

  it('invalid UTF-8 is refused with its offset, never replaced', () => {
    const file = path.join(tmp(), 'utf.json');
    const text = Buffer.from(encodeSave(played()), 'utf8');
    text[40] = 0xff;
    writeFileSync(file, text);
    expect(() => readSave(file)).toThrow(/changed or damaged: not UTF-8 text: invalid byte at offset 40/);
  });

  it('JSON nested 5,000 deep is refused naming the file, not with a stack overflow', () => {
    const file = path.join(tmp(), 'deep.json');
    writeFileSync(file, `{"format":"hexfront-save","x":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(() => readSave(file)).toThrow(new RegExp(`^${file}: .*nested more than 64 deep`));
  });

  it('a FIFO in the saves folder never hangs `hexfront saves`, and is listed as skipped', () => {
    const dir = tmp();
    writeSave(path.join(dir, 'good.json'), played());
    execFileSync('mkfifo', [path.join(dir, 'pipe.json')]);
    const t0 = Date.now();
    const list = listSaves(dir);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(list.find((l) => l.name === 'pipe.json')?.error).toMatch(/^skipped: not a regular file/);
    expect(list.find((l) => l.name === 'good.json')?.meta?.turn).toBe(2);
    expect(() => readSave(path.join(dir, 'pipe.json'))).toThrow(/not a regular file/);
  });
});

describe('small mends', () => {
  it('stale temp files of killed saves are removed; fresh ones, live writers and other files stay', () => {
    const dir = tmp();
    const old = (name: string) => {
      const f = path.join(dir, name);
      writeFileSync(f, 'partial');
      utimesSync(f, new Date(1_000_000), new Date(1_000_000));
      return f;
    };
    const stale = old('.autosave.json.999999.k3j9x.tmp');
    const live = old(`.game.json.${process.pid}.abc12.tmp`);
    const other = old('.hidden-notes.tmp');
    const fresh = path.join(dir, '.game.json.999998.zz9.tmp');
    writeFileSync(fresh, 'writing now');
    const removed = removeStaleTempFiles(dir, Date.now() - 60_000, (pid) => pid === process.pid);
    expect(removed).toEqual(['.autosave.json.999999.k3j9x.tmp']);
    expect(existsSync(stale)).toBe(false);
    for (const f of [live, other, fresh]) expect(existsSync(f)).toBe(true);
  });

  it('the first save into a folder sweeps its stale temp files', () => {
    const dir = tmp();
    const f = path.join(dir, '.autosave.json.999997.q1.tmp');
    writeFileSync(f, 'partial');
    utimesSync(f, new Date(1_000_000), new Date(1_000_000));
    writeSave(path.join(dir, 'g.json'), played());
    expect(existsSync(f)).toBe(false);
  });

  it('`hexfront run` reports an order after the game is over (GAME_OVER) instead of skipping it', () => {
    const dir = tmp();
    const commands = path.join(dir, 'c.jsonl');
    const turns = Array.from({ length: 12 }, () => '{"type":"endTurn"}');
    writeFileSync(commands, [...turns, '{"type":"endTurn"}'].join('\n'));
    const file = path.join(dir, 'mini.json');
    writeFileSync(file, JSON.stringify(scenario));
    const out: string[] = [];
    const code = runCommandFile(file, { seed: '1', commands }, (l) => out.push(l));
    expect(code).toBe(2);
    expect(out.at(-1)).toMatch(/c\.jsonl:13: illegal command \{"type":"endTurn"\}: The game is over\./);
    const json: string[] = [];
    runCommandFile(file, { seed: '1', commands, json: true }, (l) => json.push(l));
    expect(JSON.parse(json.at(-1)!)).toMatchObject({ type: 'error', line: 13, code: 'GAME_OVER' });
  });
});

describe('version 1 and 2 saves still load, checked the same way', () => {
  it('the version 1 fixture loads and verifies', () => {
    const file = path.join(import.meta.dirname, 'fixtures', 'save-v1.json');
    const save = readSave(file);
    expect(loadSession(save, file, resolve).log).toHaveLength(3);
    expect(verifyReplay(save, file, resolve).ok).toBe(true);
  });

  it('a version 1 fixture with a unit off the map is refused like a new save', () => {
    const raw = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'save-v1.json'), 'utf8'));
    raw.snapshot.units[0].loc = 'abc';
    raw.stateHash = canonicalHash(raw.snapshot);
    const { integrity: _x, ...body } = raw;
    const e = refusal(JSON.stringify({ ...body, integrity: sha256(canonicalJson(body)) }));
    expect(e.reason).toMatch(/field "units.0.loc"/);
  });
});

describe('`hexfront report` of a resealed save', () => {
  it('a missing unit is refused naming the field, not "Cannot read properties of undefined"', async () => {
    const { reportOfSave } = await import('../src/cli/report.js');
    const { resolveScenarioId } = await import('../src/cli/scenario-arg.js');
    const vb = resolveScenarioId('villers-bocage')!;
    const s = new GameSession(vb.system, vb.scenario, { seed: 'r' });
    s.apply(vb.system.endTurnCommand(s.state));
    const raw = JSON.parse(encodeSave(s)) as Raw;
    raw.snapshot.units.splice(3, 1);
    raw.stateHash = canonicalHash(raw.snapshot);
    const { integrity: _x, ...body } = raw;
    const file = path.join(tmp(), 'report.json');
    writeFileSync(file, JSON.stringify({ ...body, integrity: sha256(canonicalJson(body)) }));
    expect(() => reportOfSave(file)).toThrow(
      /report\.json: this save was changed or damaged: .*field "units" must hold the \d+ units/,
    );
  });
});
