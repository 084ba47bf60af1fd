/**
 * Writes an own, enumerable, writable property: a defined property, not an assignment, so a key
 * named `__proto__` (from a schema or from input) is a property like any other and never the
 * object's prototype. The one way Toolmark writes keys it did not choose.
 *
 * @param target The object or array written to.
 * @param key The key or index.
 * @param value The value.
 */
export function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
