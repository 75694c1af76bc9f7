/** Content is cached this long (spec section 9). */
export const contentCacheMs = 30_000;

interface Entry<T> {
  storedAt: number;
  value: Promise<T>;
}

/**
 * Remembers each answer for `ttlMs`; callers asking while a fetch is in flight share it, and a
 * failed fetch is forgotten at once so the next request tries again.
 */
export function createTimedCache<T>(now: () => number, ttlMs = contentCacheMs) {
  const entries = new Map<string, Entry<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < ttlMs) return entry.value;
    const value = load();
    entries.set(key, { storedAt: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
