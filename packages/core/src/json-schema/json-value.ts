import { isRecord } from '../is-record.js';
import { spend, type WorkMeter } from './work-meter.js';
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

/**
 * Writes a JSON value as text that is equal for two values exactly when {@link deepEqual} says they
 * are: object keys sorted, strings quoted, other values tagged with their type (`1` and `1.0` are
 * one number). Built by concatenation, so nested values are not copied at every level: its cost is
 * linear in the value's size, which it charges to the meter (spec §13.8).
 *
 * @param value A JSON value.
 * @param meter The validation's meter.
 * @returns Its canonical text.
 */
export function canonicalText(value: unknown, meter: WorkMeter): string {
  spend(meter, 4);
  if (typeof value === 'string') return spend(meter, value.length), JSON.stringify(value);
  if (typeof value !== 'object' || value === null) return typeof value + String(value);
  let text = Array.isArray(value) ? '[' : '{';
  if (Array.isArray(value)) for (const item of value) text += canonicalText(item, meter) + ',';
  else {
    const keys = Object.keys(value).sort();
    spend(meter, keys.length);
    for (const key of keys) text += canonicalText(key, meter) + ':' + canonicalText((value as Record<string, unknown>)[key], meter) + ',';
  }
  return text + (Array.isArray(value) ? ']' : '}');
}
