// Recordings on disk (issue 19 "Recordings"): one asciicast v2 file a session in
// `<dataDir>/recordings/`, named by account, start time (UTC) and a short id, written line by line
// as the session goes; a list of them for the operator, and a replay into a terminal.

import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  closeSync,
  existsSync,
  renameSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TerminalStream } from '../contract.js';
import { AsciicastRecorder, parseEvent, parseHeader } from './asciicast.js';
import { TappedTerminal } from './tap.js';

export const RECORDINGS_DIR = 'recordings';
const EXT = '.cast';

export function recordingsDir(dataDir: string): string {
  return path.join(dataDir, RECORDINGS_DIR);
}

/** A file-name-safe label: an account name as the store allows it stays as it is. */
export function safeLabel(label: string): string {
  const s = label.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
  return s || 'session';
}

/** `<label>-<YYYYMMDD>-<HHMMSS>-<id>.cast`, the time in UTC. */
export function recordingFileName(label: string, startMs: number, id: string): string {
  const iso = new Date(startMs).toISOString(); // 2026-11-25T02:10:33.123Z
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
  return `${safeLabel(label)}-${stamp}-${id}${EXT}`;
}

/** Where a recorded terminal keeps the renaming of its recording: a property of that terminal. */
const RELABEL = Symbol('hexfront.recording.relabel');

/**
 * Names a session's recording by a new label: a newcomer's session is recorded as "newcomer"
 * until the account is made, then by the account's name (issue 19: recordings are found by
 * account). Nothing happens for a terminal that is not recorded.
 */
export function relabelRecording(tty: TerminalStream, label: string): void {
  const f = (tty as unknown as Record<symbol, unknown>)[RELABEL];
  if (typeof f === 'function') (f as (label: string) => void)(label);
}

export interface RecordTerminalOptions {
  readonly dataDir: string;
  /** Whose session: the account name, or "newcomer" (relabelRecording renames it later). */
  readonly label: string;
  readonly term: string;
  readonly now?: () => number;
  /** The short id in the file name (6 random hex digits unless given). */
  readonly id?: string;
}

export interface Recording {
  /** The terminal to hand the screen: it is `tty` with its output recorded. */
  readonly tty: TerminalStream;
  readonly file: string;
  /** Ends the recording and resolves once the file is flushed. */
  close(): Promise<void>;
}

/**
 * Records a terminal's output and resizes into a new file (mode 0600: a recording shows what
 * one player saw, their side's secrets included). Lines go to the file as they happen.
 */
export function recordTerminal(tty: TerminalStream, opts: RecordTerminalOptions): Recording {
  const now = opts.now ?? Date.now;
  const dir = recordingsDir(opts.dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const startMs = now();
  const id = opts.id ?? randomBytes(3).toString('hex');
  let file = path.join(dir, recordingFileName(opts.label, startMs, id));
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let failed = false;
  out.on('error', () => {
    failed = true; // a full disk stops the recording, not the session
  });
  const recorder = new AsciicastRecorder((line) => !failed && out.write(line), {
    width: tty.columns,
    height: tty.rows,
    term: opts.term,
    title: `hexfront: ${opts.label}`,
    now,
  });
  const wrapped = new TappedTerminal(tty, {
    output: (data) => recorder.output(data),
    resize: (cols, rows) => recorder.resize(cols, rows),
  });
  // The file takes a new label in place (same time and id); the stream writes on to the same
  // file, whatever its name. A name already taken, or a rename that fails, keeps the old one.
  const relabel = (label: string): void => {
    const rename = () => {
      const next = path.join(dir, recordingFileName(label, startMs, id));
      if (next === file || existsSync(next)) return;
      try {
        renameSync(file, next);
        file = next;
      } catch {
        // The recording goes on under its first name.
      }
    };
    if (out.pending) out.once('ready', rename);
    else rename();
  };
  Object.defineProperty(wrapped, RELABEL, { value: relabel });
  let closing: Promise<void> | undefined;
  return {
    tty: wrapped,
    get file() {
      return file;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        recorder.close();
        if (failed) return resolve();
        out.end(() => resolve());
      });
      return closing;
    },
  };
}

export interface RecordingInfo {
  readonly file: string;
  readonly name: string;
  /** The label in the file name (the account). */
  readonly label: string;
  readonly bytes: number;
  /** From the header: when it began (ISO), and the terminal's size at the start. */
  readonly startedAt?: string;
  readonly width?: number;
  readonly height?: number;
  /** Seconds, from the last event. */
  readonly duration?: number;
  /** Set when the file is not a readable recording: why. */
  readonly problem?: string;
}

/** The recordings in the data directory, oldest first; a damaged file is listed with its problem. */
export function listRecordings(dataDir: string): RecordingInfo[] {
  const dir = recordingsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(EXT));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const out = names.map((name) => describe(path.join(dir, name), name));
  return out.sort(
    (a, b) => (a.startedAt ?? '').localeCompare(b.startedAt ?? '') || a.name.localeCompare(b.name),
  );
}

function describe(file: string, name: string): RecordingInfo {
  const label = name.replace(/-\d{8}-\d{6}-[^-]*\.cast$/, '');
  const st = statSync(file);
  const base = { file, name, label, bytes: st.size };
  try {
    if (!st.isFile()) throw new Error('not a regular file');
    const head = readChunk(file, 0, Math.min(st.size, 64 * 1024));
    const nl = head.indexOf('\n');
    const header = parseHeader(nl < 0 ? head : head.slice(0, nl), file);
    // The duration is the time of the last event: read only the file's tail.
    const tail = readChunk(file, Math.max(0, st.size - 64 * 1024), Math.min(st.size, 64 * 1024));
    const lines = tail.split('\n').filter((l) => l.startsWith('['));
    const last = lines.at(-1);
    let duration = 0;
    if (last) {
      try {
        duration = parseEvent(last, file, 0)[0];
      } catch {
        duration = 0; // a last line cut by a crash: the rest of the file still plays
      }
    }
    return {
      ...base,
      ...(header.timestamp !== undefined
        ? { startedAt: new Date(header.timestamp * 1000).toISOString() }
        : {}),
      width: header.width,
      height: header.height,
      duration,
    };
  } catch (e) {
    return { ...base, problem: e instanceof Error ? e.message : String(e) };
  }
}

function readChunk(file: string, offset: number, length: number): string {
  const buf = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    const n = readSync(fd, buf, 0, length, offset);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export interface ReplayOptions {
  /** 2 plays twice as fast. Default 1. */
  readonly speed?: number;
  /** The longest pause, in seconds, whatever the recording says (default 2; 0 = no pauses). */
  readonly maxIdle?: number;
  /** Waits ms; tests pass one that only counts. */
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface ReplaySummary {
  readonly width: number;
  readonly height: number;
  readonly events: number;
  /** Milliseconds spent waiting, after speed and maxIdle. */
  readonly waitedMs: number;
}

/**
 * Plays a recording's output into `out` with its timing (scaled by speed, pauses capped at
 * maxIdle). Resizes are not sent: a terminal cannot be resized from inside; play it in a window
 * at least as large as the header's size. A damaged line stops the replay with an error naming
 * the file and the line.
 */
export async function replayRecording(
  file: string,
  out: NodeJS.WritableStream,
  opts: ReplayOptions = {},
): Promise<ReplaySummary> {
  const speed = opts.speed ?? 1;
  if (!(typeof speed === 'number' && Number.isFinite(speed) && speed > 0)) {
    throw new Error(`speed: must be a number above 0, not ${String(speed)}`);
  }
  const maxIdle = opts.maxIdle ?? 2;
  if (!(typeof maxIdle === 'number' && maxIdle >= 0)) {
    throw new Error(`maxIdle: must be a number of seconds, 0 or more, not ${String(maxIdle)}`);
  }
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let lineNo = 0;
  let header: { width: number; height: number } | undefined;
  let events = 0;
  let waitedMs = 0;
  let lastT = 0;
  try {
    for await (const text of lines) {
      lineNo++;
      if (lineNo === 1) {
        header = parseHeader(text, file);
        continue;
      }
      if (text.trim() === '') continue;
      const [t, code, data] = parseEvent(text, file, lineNo);
      if (code !== 'o') continue; // the time of a resize counts into the pause before the next output
      const gap = Math.min(Math.max(0, t - lastT), maxIdle) / speed;
      lastT = t;
      if (gap > 0) {
        const ms = Math.round(gap * 1000);
        waitedMs += ms;
        await sleep(ms);
      }
      events++;
      if (!out.write(data)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
  } finally {
    lines.close();
  }
  if (!header) throw new Error(`${file}: empty, not an asciicast recording`);
  return { width: header.width, height: header.height, events, waitedMs };
}
