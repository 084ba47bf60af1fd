/**
 * Checks whether a value is an object that is not an array (a JSON object, when it came from JSON).
 * One check for every package that reads values it did not make: inputs, messages, schemas.
 *
 * @param value Any value.
 * @returns Whether it is a non-null object other than an array.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
