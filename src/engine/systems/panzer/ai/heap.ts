// A binary min-heap of (priority, item) pairs in typed arrays, for the A/I's Dijkstra fields.
// Ties break on the item number, so every field is computed in the same order on every machine.

export class MinHeap {
  private pri: Float64Array;
  private item: Int32Array;
  size = 0;

  constructor(capacity = 1024) {
    this.pri = new Float64Array(capacity);
    this.item = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(priority: number, item: number): void {
    if (this.size === this.pri.length) this.grow();
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(priority, item, this.pri[p]!, this.item[p]!)) break;
      this.pri[i] = this.pri[p]!;
      this.item[i] = this.item[p]!;
      i = p;
    }
    this.pri[i] = priority;
    this.item[i] = item;
  }

  /** Priority of the top entry (call only when size > 0). */
  topPriority(): number {
    return this.pri[0]!;
  }

  /** Removes the top entry and returns its item (call only when size > 0). */
  pop(): number {
    const top = this.item[0]!;
    const n = --this.size;
    if (n > 0) {
      const lp = this.pri[n]!;
      const li = this.item[n]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && this.less(this.pri[r]!, this.item[r]!, this.pri[l]!, this.item[l]!) ? r : l;
        if (!this.less(this.pri[c]!, this.item[c]!, lp, li)) break;
        this.pri[i] = this.pri[c]!;
        this.item[i] = this.item[c]!;
        i = c;
      }
      this.pri[i] = lp;
      this.item[i] = li;
    }
    return top;
  }

  private less(pa: number, ia: number, pb: number, ib: number): boolean {
    return pa < pb || (pa === pb && ia < ib);
  }

  private grow(): void {
    const p = new Float64Array(this.pri.length * 2);
    p.set(this.pri);
    const it = new Int32Array(this.item.length * 2);
    it.set(this.item);
    this.pri = p;
    this.item = it;
  }
}
