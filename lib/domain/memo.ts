// A function's results kept by key, at most `limit` of them: the cache is emptied when full, so that a long
// file with ever new keys never grows it without bound while the few keys it repeats are computed once.
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const seen = new Map<string, V>();
  return (key) => {
    if (seen.has(key)) return seen.get(key)!;
    const value = compute(key);
    if (seen.size >= limit) seen.clear();
    seen.set(key, value);
    return value;
  };
}
