import type { Clock } from './clock';

// A short-lived cache of public reads (the careers site's job list and job pages: the most read
// and least changing answers of the product). Entries live `ttlMs` on the app clock and the
// whole cache is dropped whenever this process changes what it shows (see installReadCacheReset
// in app.ts); other processes see a change after at most `ttlMs`. The promise is cached, so
// concurrent misses of one key run the query once.

export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = Math.ceil(this.maxEntries / 10);
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (--drop === 0) break;
      }
    }
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load (not found, database error) is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
