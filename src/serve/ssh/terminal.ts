// The terminal of one SSH session, as the screen (blessed) needs it: a duplex stream that looks
// like a TTY (contract.ts TerminalStream). Its size comes from the pty request and follows
// `window-change` ('resize' is emitted on the stream, where blessed listens for it on its output).
// Input passes the session's input bound (input-bound.ts) and is cut, never queued, beyond it;
// output goes straight to the channel, and a client that stops reading while output piles up is
// reported (onBacklog) so that the session can be dropped instead of growing without end.

import { Duplex } from 'node:stream';
import type { TerminalStream } from '../contract.js';
import { InputBound } from './input-bound.js';
import type { ServeLimits } from './limits.js';

/** What the terminal needs of an ssh2 channel (a ServerChannel; a plain Duplex in unit tests). */
export type ChannelLike = Duplex;

export type TerminalLimits = Pick<
  ServeLimits,
  | 'inputBurstBytes'
  | 'inputBytesPerSecond'
  | 'maxPendingInputBytes'
  | 'maxPendingOutputBytes'
  | 'maxCols'
  | 'maxRows'
>;

export interface SshTerminalOptions {
  readonly cols: number;
  readonly rows: number;
  readonly limits: TerminalLimits;
  readonly now: () => number;
  /** Any byte from the client (before the bound): for the idle timeout. */
  readonly onActivity?: () => void;
  /** A listener of the input threw: the session is at fault, not the server. */
  readonly onFault?: (error: unknown) => void;
  /** The client has not taken maxPendingOutputBytes of output. */
  readonly onBacklog?: () => void;
  /** Output could not be written (the connection is going): the session should end quietly. */
  readonly onWriteFailed?: (error: unknown) => void;
}

/** The terminal size a client may ask for: 0 (unknown) is 80x24, more than the limits is cut down. */
export function clampSize(cols: number, rows: number, limits: Pick<ServeLimits, 'maxCols' | 'maxRows'>) {
  const fit = (n: number, fallback: number, max: number) =>
    Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
  return { cols: fit(cols, 80, limits.maxCols), rows: fit(rows, 24, limits.maxRows) };
}

export class SshTerminal extends Duplex implements TerminalStream {
  columns: number;
  rows: number;
  readonly isTTY = true as const;
  /** Input bytes cut by the bound, for the server's stats. */
  droppedInput = 0;
  private open = true;
  private inputEnded = false;
  private readonly bound: InputBound;

  constructor(
    private readonly channel: ChannelLike,
    private readonly opts: SshTerminalOptions,
  ) {
    super({ allowHalfOpen: true });
    const size = clampSize(opts.cols, opts.rows, opts.limits);
    this.columns = size.cols;
    this.rows = size.rows;
    this.bound = new InputBound({
      burst: opts.limits.inputBurstBytes,
      perSecond: opts.limits.inputBytesPerSecond,
      now: opts.now,
    });
    channel.on('data', (data: Buffer) => this.onInput(data));
    channel.once('end', () => this.endInput());
    // A screen that writes after the end must not take the process down with an 'error' event.
    this.on('error', () => {});
  }

  /** blessed switches the terminal to raw mode; over SSH the client's pty already is. */
  setRawMode(_on: boolean): this {
    return this;
  }

  /** A window change: new size, then 'resize' (blessed re-lays the screen out on it). */
  resize(cols: number, rows: number): void {
    const size = clampSize(cols, rows, this.opts.limits);
    if (size.cols === this.columns && size.rows === this.rows) return;
    this.columns = size.cols;
    this.rows = size.rows;
    this.emit('resize');
  }

  /** The client will send nothing more: the screen's input ends (once). */
  endInput(): void {
    if (this.inputEnded) return;
    this.inputEnded = true;
    this.push(null);
  }

  /** Stops output (the channel is closing or closed): later writes are dropped. */
  detach(): void {
    this.open = false;
  }

  private onInput(data: Buffer): void {
    if (this.inputEnded) return;
    this.opts.onActivity?.();
    const room = Math.max(0, this.opts.limits.maxPendingInputBytes - this.readableLength);
    const part = this.bound.admit(data, room);
    this.droppedInput += data.length - part.length;
    if (part.length === 0) return;
    try {
      // In flowing mode push() calls the 'data' listeners (the screen's keys) right here.
      this.push(part);
    } catch (e) {
      this.opts.onFault?.(e);
    }
  }

  override _read(): void {
    // Input is pushed as it arrives; what the screen does not read is bounded in onInput.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.open && this.channel.writable) {
      try {
        this.channel.write(chunk);
      } catch (e) {
        // The connection is going: ssh2 has closed its compression stream but the channel still
        // says writable until the socket's 'close'. A late redraw (a timer, a store notification)
        // lands here; it must end this terminal's output, not the server.
        this.open = false;
        this.opts.onWriteFailed?.(e);
        callback();
        return;
      }
      if (this.channel.writableLength > this.opts.limits.maxPendingOutputBytes) {
        this.open = false;
        this.opts.onBacklog?.();
      }
    }
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    callback();
  }
}
