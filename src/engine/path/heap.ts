// A binary min-heap of small integer ids (locations) keyed by a float priority, in typed arrays.
// Decrease-key is done lazily: a location may be pushed again with a lower priority and the stale
// entry is skipped by the caller when popped (cheaper than tracking heap positions).

export class MinHeap {
  private ids: Int32Array;
  private keys: Float64Array;
  private n = 0;

  constructor(capacity = 1024) {
    this.ids = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
  }

  get size(): number {
    return this.n;
  }

  clear(): void {
    this.n = 0;
  }

  push(id: number, key: number): void {
    if (this.n === this.ids.length) this.grow();
    let i = this.n++;
    const ids = this.ids;
    const keys = this.keys;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk <= key) break;
      ids[i] = ids[p]!;
      keys[i] = pk;
      i = p;
    }
    ids[i] = id;
    keys[i] = key;
  }

  /** The key of the smallest entry; undefined behaviour when empty. */
  peekKey(): number {
    return this.keys[0]!;
  }

  /** Removes the smallest entry and returns its id (-1 when empty). */
  pop(): number {
    if (this.n === 0) return -1;
    const ids = this.ids;
    const keys = this.keys;
    const top = ids[0]!;
    const n = --this.n;
    if (n > 0) {
      const id = ids[n]!;
      const key = keys[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        const r = c + 1;
        if (r < n && keys[r]! < keys[c]!) c = r;
        if (keys[c]! >= key) break;
        ids[i] = ids[c]!;
        keys[i] = keys[c]!;
        i = c;
      }
      ids[i] = id;
      keys[i] = key;
    }
    return top;
  }

  private grow(): void {
    const ids = new Int32Array(this.ids.length * 2);
    ids.set(this.ids);
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    this.ids = ids;
    this.keys = keys;
  }
}
