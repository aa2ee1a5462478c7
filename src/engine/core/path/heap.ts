// A binary min-heap of small integer ids (locations) keyed by a float priority and a float
// tie-break (compared when the priorities are equal), in typed arrays. Decrease-key is done
// lazily: a location may be pushed again with a lower priority and the stale entry is skipped by
// the caller when popped (cheaper than tracking heap positions).

export class MinHeap {
  private ids: Int32Array;
  private keys: Float64Array;
  private ties: Float64Array;
  private n = 0;

  constructor(capacity = 1024) {
    this.ids = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
    this.ties = new Float64Array(capacity);
  }

  get size(): number {
    return this.n;
  }

  clear(): void {
    this.n = 0;
  }

  push(id: number, key: number, tie = 0): void {
    if (this.n === this.ids.length) this.grow();
    let i = this.n++;
    const ids = this.ids;
    const keys = this.keys;
    const ties = this.ties;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk < key || (pk === key && ties[p]! <= tie)) break;
      ids[i] = ids[p]!;
      keys[i] = pk;
      ties[i] = ties[p]!;
      i = p;
    }
    ids[i] = id;
    keys[i] = key;
    ties[i] = tie;
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
    const ties = this.ties;
    const top = ids[0]!;
    const n = --this.n;
    if (n > 0) {
      const id = ids[n]!;
      const key = keys[n]!;
      const tie = ties[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        const r = c + 1;
        if (r < n && (keys[r]! < keys[c]! || (keys[r] === keys[c] && ties[r]! < ties[c]!))) c = r;
        const ck = keys[c]!;
        if (ck > key || (ck === key && ties[c]! >= tie)) break;
        ids[i] = ids[c]!;
        keys[i] = ck;
        ties[i] = ties[c]!;
        i = c;
      }
      ids[i] = id;
      keys[i] = key;
      ties[i] = tie;
    }
    return top;
  }

  private grow(): void {
    const ids = new Int32Array(this.ids.length * 2);
    ids.set(this.ids);
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const ties = new Float64Array(this.ties.length * 2);
    ties.set(this.ties);
    this.ids = ids;
    this.keys = keys;
    this.ties = ties;
  }
}
