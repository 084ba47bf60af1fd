/**
 * Checks whether a value is a JSON object: not null, not an array.
 *
 * @param value Any value.
 * @returns Whether the value is a plain JSON-like object.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks whether two JSON values are equal: same type, `1` equals `1.0`, objects equal key by key
 * regardless of order, arrays item by item.
 *
 * @param a A JSON value.
 * @param b Another JSON value.
 * @returns Whether the values are equal.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * Sets an own property, even one named `__proto__`, without ever touching a prototype.
 *
 * @param target The object to write.
 * @param key The property key.
 * @param value The value.
 */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Creates a deep copy of a JSON value, so a default taken from a schema is never shared.
 *
 * @param value A JSON value.
 * @returns An equal value that shares no object with the original.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const copy = {};
  for (const key of Object.keys(value)) setOwn(copy, key, cloneJson((value as Record<string, unknown>)[key]));
  return copy as T;
}
