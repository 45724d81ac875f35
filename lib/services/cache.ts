// The few values a server keeps in memory for a moment (the account types every new entry checks): one
// place that knows them all, so that a test can start every one of them cold (tests/api/no-hang.db.test.ts).
export interface TimedCache<T> {
  /** the kept value while it is younger than the cache's age, else null */
  get(): T | null;
  set(value: T): void;
  clear(): void;
}

const caches = new Set<TimedCache<unknown>>();

export function timedCache<T>(maxAgeMs: number): TimedCache<T> {
  let kept: { value: T; at: number } | null = null;
  const cache: TimedCache<T> = {
    get: () => (kept && Date.now() - kept.at < maxAgeMs ? kept.value : null),
    set: (value) => {
      kept = { value, at: Date.now() };
    },
    clear: () => {
      kept = null;
    },
  };
  caches.add(cache as TimedCache<unknown>);
  return cache;
}

/** Forgets every kept value: the next reads go to the database. */
export function clearCaches(): void {
  for (const cache of caches) cache.clear();
}
