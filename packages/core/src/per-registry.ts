import type { Toolmark } from './registry/create-toolmark.js';

/**
 * Keeps one value per registry (and key), made on first use and dropped with the registry: the
 * framework bindings' stores, so that one subscription serves every component that reads one.
 *
 * @param make Makes the value of a registry and key.
 * @returns The function that finds or makes it.
 */
export function perRegistry<S, K = undefined>(make: (tm: Toolmark, key: K) => S): (tm: Toolmark, key: K) => S {
  const made = new WeakMap<Toolmark, Map<K, S>>();
  return (tm, key) => {
    let byKey = made.get(tm);
    if (!byKey) made.set(tm, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, make(tm, key));
    return byKey.get(key)!;
  };
}
