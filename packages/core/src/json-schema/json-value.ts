import { isRecord } from '../is-record.js';
/**
 * Checks whether two JSON values are equal: same type, `1` equals `1.0`, objects equal key by key
 * regardless of order, arrays item by item (their keys are their indexes).
 *
 * @param a A JSON value.
 * @param b Another JSON value.
 * @returns Whether the values are equal.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
