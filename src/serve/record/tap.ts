// A TerminalStream that wraps another and reports what goes out and every resize (for the
// recorder), and nothing of what comes in. Input flows through with backpressure: when the screen
// does not read, the inner terminal is paused, so that its own input bound still holds.

import { Duplex } from 'node:stream';
import type { TerminalStream } from '../contract.js';

export interface TerminalTap {
  output(data: Buffer): void;
  resize(cols: number, rows: number): void;
}

export class TappedTerminal extends Duplex implements TerminalStream {
  readonly isTTY = true as const;

  constructor(
    private readonly inner: TerminalStream,
    private readonly tap: TerminalTap,
  ) {
    super({ allowHalfOpen: true });
    inner.on('data', (data: Buffer) => {
      if (!this.push(data)) inner.pause();
    });
    inner.once('end', () => this.push(null));
    inner.on('resize', () => {
      tap.resize(inner.columns, inner.rows);
      this.emit('resize');
    });
    this.on('error', () => {}); // as SshTerminal: a write after the end is not a crash
  }

  get columns(): number {
    return this.inner.columns;
  }
  set columns(n: number) {
    this.inner.columns = n;
  }
  get rows(): number {
    return this.inner.rows;
  }
  set rows(n: number) {
    this.inner.rows = n;
  }

  setRawMode(on: boolean): this {
    this.inner.setRawMode(on);
    return this;
  }

  override _read(): void {
    this.inner.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.tap.output(chunk);
    this.inner.write(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    callback();
  }
}
