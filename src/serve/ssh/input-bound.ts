// The input bound of a session (issue 19 "Input is bounded: no unbounded buffer from a pasted
// megabyte"). A player types a few keys a second; even key repeat, a pasted name or a burst of
// mouse clicks stays under a few hundred bytes. So input passes through a token bucket
// (`burst` bytes at once, refilled at `perSecond`) and whatever is over it is cut and counted,
// never queued: a pasted megabyte costs the screen at most one burst. A cut never splits a UTF-8
// character or leaves half an escape sequence, so the screen never sees a broken key.

export interface InputBoundOptions {
  readonly burst: number;
  readonly perSecond: number;
  readonly now: () => number;
}

export class InputBound {
  private tokens: number;
  private last: number;

  constructor(private readonly opts: InputBoundOptions) {
    this.tokens = opts.burst;
    this.last = opts.now();
  }

  /** The part of `chunk` that may pass now (possibly empty); the rest is dropped. */
  admit(chunk: Buffer, room = Infinity): Buffer {
    const now = this.opts.now();
    this.tokens = Math.min(this.opts.burst, this.tokens + ((now - this.last) / 1000) * this.opts.perSecond);
    this.last = now;
    const allowed = Math.floor(Math.min(this.tokens, room));
    if (chunk.length <= allowed) {
      this.tokens -= chunk.length;
      return chunk;
    }
    const cut = safeCut(chunk, Math.max(0, allowed));
    this.tokens -= cut;
    return chunk.subarray(0, cut);
  }
}

/**
 * The largest n <= max such that chunk[0, n) ends neither inside a UTF-8 character nor inside an
 * escape sequence (ESC, then CSI/SS3 parameters without their final byte).
 */
export function safeCut(chunk: Buffer, max: number): number {
  let n = Math.min(max, chunk.length);
  if (n === chunk.length) return n;
  // Back off continuation bytes (10xxxxxx) so that the character whose lead byte is at n goes whole.
  while (n > 0 && (chunk[n]! & 0xc0) === 0x80) n--;
  // An escape sequence is short: look back a little for an ESC whose sequence is not complete at n.
  const from = Math.max(0, n - 32);
  for (let i = n - 1; i >= from; i--) {
    if (chunk[i] !== 0x1b) continue;
    if (!escapeComplete(chunk, i, n)) n = i;
    break;
  }
  return n;
}

/** Whether the escape sequence starting at `start` ends before `end`. */
function escapeComplete(buf: Buffer, start: number, end: number): boolean {
  if (start + 1 >= end) return false; // a lone ESC may be the start of a sequence
  const second = buf[start + 1]!;
  if (second === 0x5b /* [ */ || second === 0x4f /* O */) {
    // CSI / SS3: parameters and intermediates (0x20-0x3f), then one final byte (0x40-0x7e).
    for (let i = start + 2; i < end; i++) {
      const b = buf[i]!;
      if (b >= 0x40 && b <= 0x7e) return true;
      if (b < 0x20 || b > 0x3f) return true; // not a sequence after all: let it go as it is
    }
    return false;
  }
  return true; // ESC + one byte (Alt-key)
}
