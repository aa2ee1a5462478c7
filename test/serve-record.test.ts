// Recordings (issue 19 "Every session can be recorded as an asciicast v2 file, with the terminal
// size and timings"; "hexfront serve lists recordings and can replay one"): the recorder's lines,
// a session recorded through the server, the list, and the replay.

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AsciicastRecorder,
  listRecordings,
  parseEvent,
  parseHeader,
  recordingFileName,
  recordingsDir,
  replayRecording,
} from '../src/serve/record/index.js';
import { connect, fakeAccounts, openShell, startTestServer, type TestServer } from './serve-ssh-helpers.js';

const dirs: string[] = [];
let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'hexfront-rec-'));
  dirs.push(d);
  return d;
};

/** Checks a whole file against asciicast v2 and returns its header and events. */
function readCast(file: string) {
  const lines = readFileSync(file, 'utf8').split('\n');
  expect(lines.at(-1)).toBe(''); // every line ends with a newline
  const header = parseHeader(lines[0]!, file);
  const events = lines.slice(1, -1).map((l, i) => parseEvent(l, file, i + 2));
  for (let i = 1; i < events.length; i++) expect(events[i]![0]).toBeGreaterThanOrEqual(events[i - 1]![0]);
  return { header, events };
}

describe('asciicast v2 recorder', () => {
  it('writes the header, output and resize events with times from the clock', () => {
    let now = 1_700_000_000_000;
    const lines: string[] = [];
    const rec = new AsciicastRecorder((l) => lines.push(l), {
      width: 80,
      height: 24,
      term: 'xterm-256color',
      now: () => now,
    });
    now += 250;
    rec.output('hello');
    now += 1000;
    rec.resize(100, 30);
    // A UTF-8 character split between two writes comes out whole.
    const hex = Buffer.from('⬡', 'utf8');
    rec.output(hex.subarray(0, 1));
    now += 1;
    rec.output(hex.subarray(1));
    rec.close();
    rec.output('ignored after close');
    expect(JSON.parse(lines[0]!)).toEqual({
      version: 2,
      width: 80,
      height: 24,
      timestamp: 1_700_000_000,
      env: { TERM: 'xterm-256color' },
    });
    expect(lines.slice(1).map((l) => JSON.parse(l))).toEqual([
      [0.25, 'o', 'hello'],
      [1.25, 'r', '100x30'],
      [1.251, 'o', '⬡'],
    ]);
  });

  it('a bad header or event is an error naming the file, the line and the field', () => {
    expect(() => parseHeader('{"version":1,"width":80,"height":24}', 'x.cast')).toThrow(
      'x.cast, line 1: field "version" must be 2',
    );
    expect(() => parseHeader('{"version":2,"width":0,"height":24}', 'x.cast')).toThrow('field "width"');
    expect(() => parseEvent('[1,"z","a"]', 'x.cast', 7)).toThrow('x.cast, line 7: unknown event code "z"');
    expect(() => parseEvent('[1,"r","wide"]', 'x.cast', 3)).toThrow('COLSxROWS');
    expect(() => parseEvent('nope', 'x.cast', 4)).toThrow('line 4: the event is not JSON');
  });

  it('file names carry the account, the UTC date and time, and the id; odd names are made safe', () => {
    const t = Date.UTC(2026, 10, 25, 2, 10, 33);
    expect(recordingFileName('alice', t, 'abc123')).toBe('alice-20261125-021033-abc123.cast');
    expect(recordingFileName('../../etc/passwd', t, 'x')).toBe('_etc_passwd-20261125-021033-x.cast');
  });
});

describe('recording sessions through the server', () => {
  it('record: true writes a valid asciicast v2 file per session, with output and resizes and never input', async () => {
    const dataDir = tempDir();
    server = await startTestServer({
      dataDir,
      record: true,
      accounts: fakeAccounts({ alice: { password: 'a' } }),
      handler: async (ctx) => {
        ctx.tty.write('\x1b[1mwelcome\x1b[0m ⬡\r\n');
        ctx.tty.on('resize', () => ctx.tty.write(`now ${ctx.tty.columns}x${ctx.tty.rows}\r\n`));
        ctx.tty.on('data', (d: Buffer) => {
          if (d.toString().includes('\r')) ctx.close(0, 'goodbye');
        });
        await new Promise<void>((r) => ctx.onClose(r));
      },
    });
    const c = await connect(server.port, { username: 'alice', password: 'a' });
    const sh = await openShell(c, { cols: 90, rows: 28 });
    await sh.waitFor('welcome');
    sh.channel.setWindow(40, 120, 0, 0);
    await sh.waitFor('now 120x40');
    sh.channel.write('secret-password\r');
    await sh.closed;
    c.end();
    await server.stop();
    server = undefined;

    const list = listRecordings(dataDir);
    expect(list).toHaveLength(1);
    const info = list[0]!;
    expect(info).toMatchObject({ label: 'alice', width: 90, height: 28 });
    expect(info.name).toMatch(/^alice-\d{8}-\d{6}-[0-9a-f]{6}\.cast$/);
    expect(info.problem).toBeUndefined();
    if (process.platform !== 'win32') expect(statSync(info.file).mode & 0o777).toBe(0o600);
    const { header, events } = readCast(info.file);
    expect(header).toMatchObject({ version: 2, width: 90, height: 28, env: { TERM: 'xterm-256color' } });
    expect(events.some(([, code, data]) => code === 'r' && data === '120x40')).toBe(true);
    const output = events
      .filter(([, code]) => code === 'o')
      .map(([, , d]) => d)
      .join('');
    expect(output).toContain('\x1b[1mwelcome\x1b[0m ⬡');
    expect(output).toContain('now 120x40');
    expect(output).toContain('goodbye');
    expect(events.some(([, code]) => code === 'i')).toBe(false);
    expect(readFileSync(info.file, 'utf8')).not.toContain('secret-password');
    expect(info.duration).toBe(events.at(-1)![0]);
  });

  it('without record, no recordings directory is made', async () => {
    const dataDir = tempDir();
    server = await startTestServer({
      dataDir,
      accounts: fakeAccounts({ alice: { password: 'a' } }),
      handler: async (ctx) => {
        ctx.tty.write('hi\r\n');
      },
    });
    const c = await connect(server.port, { username: 'alice', password: 'a' });
    await (
      await openShell(c)
    ).closed;
    c.end();
    expect(listRecordings(dataDir)).toEqual([]);
  });
});

describe('listing and replaying', () => {
  function writeCast(dataDir: string, name: string, body: string) {
    mkdirSync(recordingsDir(dataDir), { recursive: true });
    const file = path.join(recordingsDir(dataDir), name);
    writeFileSync(file, body);
    return file;
  }
  const header = (ts: number) => JSON.stringify({ version: 2, width: 80, height: 24, timestamp: ts }) + '\n';

  it('lists oldest first, and a damaged file with its problem instead of failing the list', () => {
    const dataDir = tempDir();
    writeCast(dataDir, 'bob-20261125-030000-b.cast', header(1_800_000_100) + '[1.5,"o","x"]\n');
    writeCast(
      dataDir,
      'alice-20261125-020000-a.cast',
      header(1_800_000_000) + '[0.5,"o","x"]\n[2.25,"o","y"]\n',
    );
    writeCast(dataDir, 'broken-20261125-010000-c.cast', '{"version":3}\n');
    writeCast(dataDir, 'notes.txt', 'not a recording');
    const list = listRecordings(dataDir);
    expect(list.map((r) => [r.label, r.duration])).toEqual([
      ['broken', undefined],
      ['alice', 2.25],
      ['bob', 1.5],
    ]);
    expect(list[0]!.problem).toMatch(/line 1: field "version" must be 2/);
    expect(list[1]!.startedAt).toBe(new Date(1_800_000_000_000).toISOString());
  });

  it('replays output with its timing, scaled by speed and with pauses capped at maxIdle', async () => {
    const dataDir = tempDir();
    const file = writeCast(
      dataDir,
      'a-20261125-020000-a.cast',
      header(1) + '[0.5,"o","one "]\n[1.5,"r","100x30"]\n[2.0,"o","two "]\n[60,"o","three"]\n',
    );
    const out = new PassThrough();
    let text = '';
    out.on('data', (d: Buffer) => (text += d.toString()));
    const sleeps: number[] = [];
    const summary = await replayRecording(file, out, {
      speed: 2,
      maxIdle: 5,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(text).toBe('one two three');
    // 0.5 s / 2, then 1.5 s (the resize's time included) / 2, then 58 s capped at 5 / 2.
    expect(sleeps).toEqual([250, 750, 2500]);
    expect(summary).toEqual({ width: 80, height: 24, events: 3, waitedMs: 3500 });
  });

  it('a damaged line stops the replay with an error naming the file and line; bad options name the field', async () => {
    const dataDir = tempDir();
    const file = writeCast(dataDir, 'a-20261125-020000-a.cast', header(1) + '[0.1,"o","ok"]\n[oops\n');
    const sink = new Writable({ write: (_c, _e, cb) => cb() });
    await expect(replayRecording(file, sink, { sleep: async () => {} })).rejects.toThrow(`${file}, line 3`);
    await expect(replayRecording(file, sink, { speed: 0 })).rejects.toThrow(
      'speed: must be a number above 0',
    );
    await expect(replayRecording(file, sink, { maxIdle: -1 })).rejects.toThrow('maxIdle');
  });
});
