// Canonical JSON and its hash, shared by every system's state hash and by save files.

// sha256 from @noble/hashes: pure JavaScript, so the engine hashes states without Node's crypto.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Canonical JSON: object keys sorted, no whitespace. Two equal states give byte-identical text
 * however they were built, which is what the state hash and the save integrity hash rely on.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

function write(v: unknown, out: string[]): void {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new RangeError(`cannot serialise number ${v}`);
    out.push(v === undefined ? 'null' : JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    out.push('[');
    v.forEach((x, i) => {
      if (i) out.push(',');
      write(x, out);
    });
    out.push(']');
    return;
  }
  if (ArrayBuffer.isView(v)) {
    write(Array.from(v as unknown as ArrayLike<number>), out);
    return;
  }
  const keys = Object.keys(v as object)
    .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
    .sort();
  out.push('{');
  keys.forEach((k, i) => {
    if (i) out.push(',');
    out.push(JSON.stringify(k), ':');
    write((v as Record<string, unknown>)[k], out);
  });
  out.push('}');
}

/** sha256 of a text, hex. */
export function sha256(text: string): string {
  return bytesToHex(nobleSha256(utf8ToBytes(text)));
}

/** The hash of any JSON value: equal values give equal hashes however their keys were ordered. */
export function canonicalHash(value: unknown): string {
  return sha256(canonicalJson(value));
}
