// A bucket queue (Dial's algorithm) for searches whose priorities are whole multiples of a
// quantum (the movement rules count in quarter MP): push and pop in O(1). Priorities popped never
// decrease, as in Dijkstra or A* with a consistent heuristic. Within a bucket the last location
// pushed comes out first, which favours the deeper node when A* priorities tie.

export class BucketQueue {
  private head: Int32Array;
  private next: Int32Array;
  private ids: Int32Array;
  private used = 0;
  private cur = 0;
  private count = 0;
  private maxBucket = -1;

  constructor(buckets = 4096, nodes = 4096) {
    this.head = new Int32Array(buckets).fill(-1);
    this.next = new Int32Array(nodes);
    this.ids = new Int32Array(nodes);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    if (this.maxBucket >= 0) this.head.fill(-1, 0, this.maxBucket + 1);
    this.used = 0;
    this.cur = 0;
    this.count = 0;
    this.maxBucket = -1;
  }

  /** Adds `id` with integer priority `bucket` (never below the last one popped). */
  push(id: number, bucket: number): void {
    if (bucket >= this.head.length) {
      const h = new Int32Array(Math.max(bucket + 1, this.head.length * 2)).fill(-1);
      h.set(this.head);
      this.head = h;
    }
    if (this.used === this.ids.length) {
      const n = new Int32Array(this.ids.length * 2);
      n.set(this.next);
      this.next = n;
      const ids = new Int32Array(this.ids.length * 2);
      ids.set(this.ids);
      this.ids = ids;
    }
    const node = this.used++;
    this.ids[node] = id;
    this.next[node] = this.head[bucket]!;
    this.head[bucket] = node;
    if (bucket > this.maxBucket) this.maxBucket = bucket;
    if (bucket < this.cur) this.cur = bucket;
    this.count++;
  }

  /** The priority of the next entry; only valid when size > 0. */
  peekBucket(): number {
    while (this.head[this.cur]! < 0) this.cur++;
    return this.cur;
  }

  /** Removes and returns the id with the lowest priority (-1 when empty). */
  pop(): number {
    if (this.count === 0) return -1;
    const head = this.head;
    while (head[this.cur]! < 0) this.cur++;
    const node = head[this.cur]!;
    head[this.cur] = this.next[node]!;
    this.count--;
    return this.ids[node]!;
  }
}
