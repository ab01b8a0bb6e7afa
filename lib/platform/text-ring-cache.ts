// A cache of text values kept outside the V8 heap: keys and values are written as UTF-8, one after the other, into one
// buffer allocated once (a ring), and found again by a 30-bit hash of the key. Storing an entry allocates nothing that
// outlives the call: no string, object or map entry per key reaches the old generation, so a cache filled at every
// request (most 50-NPI pricing answers are never asked again) no longer fills the old generation with answers that
// die there, each full GC's worth of them.
// An entry lives until the ring's bytes are written over (oldest first), it expires, or `maxEntries` newer entries
// have been stored; a hit on an entry in the older half of the ring writes it again at the front, so what is asked
// for keeps its place, as in a least-recently-used cache. Two keys of one hash keep the later one.
export class TextRingCache {
  private readonly ring: Buffer;
  private written = 0; // bytes written since the start: an entry at `start` is intact while written - start <= size
  private readonly bySlot: {
    start: Float64Array;
    keyBytes: Int32Array;
    valueBytes: Int32Array;
    expiresAt: Float64Array;
    hash: Int32Array;
  };
  private readonly slotOfHash = new Map<number, number>();
  private nextSlot = 0;

  private readonly hashOf: (key: string) => number;

  constructor(
    private readonly options: {
      bytes: number;
      maxEntries: number;
      ttlMs: number;
      now?: () => number;
      hash?: (key: string) => number; // a 30-bit hash of the key (a test gives one that collides)
    },
  ) {
    this.hashOf = options.hash ?? fnv1a30;
    this.ring = Buffer.allocUnsafeSlow(options.bytes);
    const n = options.maxEntries;
    this.bySlot = {
      start: new Float64Array(n),
      keyBytes: new Int32Array(n),
      valueBytes: new Int32Array(n),
      expiresAt: new Float64Array(n),
      hash: new Int32Array(n).fill(-1),
    };
  }

  get size(): number {
    let live = 0;
    for (const slot of this.slotOfHash.values()) if (this.intact(slot)) live++;
    return live;
  }

  get(key: string): string | undefined {
    const hash = this.hashOf(key);
    const slot = this.slotOfHash.get(hash);
    if (slot === undefined) return undefined;
    const s = this.bySlot;
    if (!this.intact(slot) || s.expiresAt[slot]! <= this.now()) {
      this.forget(slot);
      return undefined;
    }
    const at = this.offsetOf(slot);
    const keyEnd = at + s.keyBytes[slot]!;
    if (this.ring.toString("utf8", at, keyEnd) !== key) return undefined;
    const value = this.ring.toString("utf8", keyEnd, keyEnd + s.valueBytes[slot]!);
    if (this.written - s.start[slot]! > this.options.bytes / 2) this.write(hash, key, value, s.expiresAt[slot]!);
    return value;
  }

  set(key: string, value: string): void {
    this.write(this.hashOf(key), key, value, this.now() + this.options.ttlMs);
  }

  clear(): void {
    this.slotOfHash.clear();
    this.bySlot.hash.fill(-1);
  }

  private write(hash: number, key: string, value: string, expiresAt: number): void {
    const keyBytes = Buffer.byteLength(key);
    const valueBytes = Buffer.byteLength(value);
    const length = keyBytes + valueBytes;
    // An entry never wraps around the end of the ring; one bigger than an eighth of it is not kept.
    if (length > this.options.bytes / 8) return;
    const offset = this.written % this.options.bytes;
    if (offset + length > this.options.bytes) this.written += this.options.bytes - offset;
    const start = this.written;
    const at = start % this.options.bytes;
    this.ring.write(key, at, keyBytes, "utf8");
    this.ring.write(value, at + keyBytes, valueBytes, "utf8");
    this.written += length;
    const previous = this.slotOfHash.get(hash);
    if (previous !== undefined) this.forget(previous);
    const slot = this.nextSlot;
    this.nextSlot = (slot + 1) % this.options.maxEntries;
    this.forget(slot);
    const s = this.bySlot;
    s.start[slot] = start;
    s.keyBytes[slot] = keyBytes;
    s.valueBytes[slot] = valueBytes;
    s.expiresAt[slot] = expiresAt;
    s.hash[slot] = hash;
    this.slotOfHash.set(hash, slot);
  }

  private intact(slot: number): boolean {
    const s = this.bySlot;
    return s.hash[slot] !== -1 && this.written - s.start[slot]! <= this.options.bytes;
  }

  private offsetOf(slot: number): number {
    return this.bySlot.start[slot]! % this.options.bytes;
  }

  private forget(slot: number): void {
    const hash = this.bySlot.hash[slot]!;
    if (hash === -1) return;
    if (this.slotOfHash.get(hash) === slot) this.slotOfHash.delete(hash);
    this.bySlot.hash[slot] = -1;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

// FNV-1a over the key's UTF-16 code units, kept to 30 bits so that the map's keys are small integers (no heap number).
function fnv1a30(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}
