/**
 * Checks whether a value is a plain JSON object: not `null`, not an array.
 *
 * @param value Any value.
 * @returns Whether it is an object that is not an array.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
