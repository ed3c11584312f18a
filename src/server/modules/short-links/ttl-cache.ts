// A small read-through cache for the redirect's hot path: a fresh entry answers synchronously (no
// promise, no query); a missing or stale one is loaded once however many requests ask at the same
// moment. Entries live `ttlMs` so several server processes sharing one database see each other's
// changes within that time; this process's own changes delete the entry at once (invalidate).
// At most `maxEntries` are kept, the oldest dropped first, so random keys cannot grow it forever.

interface Entry<V> {
  value: V;
  loadedAt: number;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The value, synchronously when cached and fresh. */
  get(key: K): V | Promise<V> {
    const entry = this.entries.get(key);
    if (entry && this.clock() - entry.loadedAt < this.ttlMs) return entry.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = this.clock();
    const promise = this.load(key)
      .then((value) => {
        // A change made while loading invalidated the key: the loaded value may predate it.
        if (this.loading.get(key) === promise) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { value, loadedAt: started });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  invalidate(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }
}
