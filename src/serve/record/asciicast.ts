// The asciicast v2 format (issue 19 "Recordings"; https://docs.asciinema.org/manual/asciicast/v2/):
// a header line (a JSON object), then one JSON array a line, [time, code, data], time in seconds
// since the start. We write "o" (output) and "r" (resize, "COLSxROWS") events and never "i"
// (input): input holds what players type, passwords included, and no switch here turns it on.

import { StringDecoder } from 'node:string_decoder';

export interface AsciicastHeader {
  readonly version: 2;
  readonly width: number;
  readonly height: number;
  /** Unix time of the start, in whole seconds. */
  readonly timestamp?: number;
  readonly title?: string;
  readonly env?: { readonly TERM?: string; readonly SHELL?: string };
}

export type AsciicastCode = 'o' | 'i' | 'r' | 'm';
export type AsciicastEvent = readonly [number, AsciicastCode, string];

export class AsciicastError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}, line ${line}: ${message}`);
    this.name = 'AsciicastError';
  }
}

/** Parses and checks the header line; errors name the file, the line and the field. */
export function parseHeader(text: string, file: string): AsciicastHeader {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AsciicastError(file, 1, 'the header is not JSON');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new AsciicastError(file, 1, 'the header must be a JSON object');
  }
  const h = v as Record<string, unknown>;
  if (h.version !== 2)
    throw new AsciicastError(file, 1, `field "version" must be 2, not ${JSON.stringify(h.version)}`);
  for (const field of ['width', 'height'] as const) {
    const n = h[field];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
      throw new AsciicastError(file, 1, `field "${field}" must be a whole number of 1 or more`);
    }
  }
  if (h.timestamp !== undefined && typeof h.timestamp !== 'number') {
    throw new AsciicastError(file, 1, 'field "timestamp" must be a number');
  }
  return h as unknown as AsciicastHeader;
}

/** Parses and checks one event line (`line` is its 1-based number in the file). */
export function parseEvent(text: string, file: string, line: number): AsciicastEvent {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AsciicastError(file, line, 'the event is not JSON');
  }
  if (!Array.isArray(v) || v.length !== 3) {
    throw new AsciicastError(file, line, 'an event must be an array [time, code, data]');
  }
  const [t, code, data] = v as unknown[];
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) {
    throw new AsciicastError(file, line, 'the event time must be a number of seconds, 0 or more');
  }
  if (code !== 'o' && code !== 'i' && code !== 'r' && code !== 'm') {
    throw new AsciicastError(file, line, `unknown event code ${JSON.stringify(code)}`);
  }
  if (typeof data !== 'string') throw new AsciicastError(file, line, 'the event data must be a string');
  if (code === 'r' && !/^\d+x\d+$/.test(data)) {
    throw new AsciicastError(file, line, `a resize must be "COLSxROWS", not ${JSON.stringify(data)}`);
  }
  return [t, code, data];
}

export interface RecorderOptions {
  readonly width: number;
  readonly height: number;
  readonly term: string;
  readonly title?: string;
  /** Milliseconds; Date.now in the server, a stepped clock in tests. */
  readonly now: () => number;
}

/** Turns a terminal's output and resizes into asciicast lines, handed to `writeLine` one by one. */
export class AsciicastRecorder {
  private readonly start: number;
  private readonly decoder = new StringDecoder('utf8');
  private closed = false;

  constructor(
    private readonly writeLine: (line: string) => void,
    private readonly opts: RecorderOptions,
  ) {
    this.start = opts.now();
    const header: AsciicastHeader = {
      version: 2,
      width: opts.width,
      height: opts.height,
      timestamp: Math.floor(this.start / 1000),
      ...(opts.title ? { title: opts.title } : {}),
      env: { TERM: opts.term },
    };
    writeLine(JSON.stringify(header) + '\n');
  }

  /** Output bytes; a UTF-8 character split across two writes is kept whole (StringDecoder). */
  output(data: Buffer | string): void {
    if (this.closed) return;
    const text = typeof data === 'string' ? this.decoder.end() + data : this.decoder.write(data);
    if (text) this.event('o', text);
  }

  resize(cols: number, rows: number): void {
    if (this.closed) return;
    this.event('r', `${cols}x${rows}`);
  }

  close(): void {
    if (this.closed) return;
    const rest = this.decoder.end();
    if (rest) this.event('o', rest);
    this.closed = true;
  }

  private event(code: AsciicastCode, data: string): void {
    // Microseconds are as fine as asciinema writes them.
    const t = Math.max(0, Math.round((this.opts.now() - this.start) * 1000) / 1e6);
    this.writeLine(JSON.stringify([t, code, data]) + '\n');
  }
}
