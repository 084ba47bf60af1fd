/** `T` with every field that may be `undefined` made optional instead. */
export type Compact<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * Creates a copy of an object without its `undefined` fields, so optional fields are absent rather
 * than present and `undefined` (what `exactOptionalPropertyTypes` and JSON readers expect). One
 * helper instead of a conditional spread per field keeps the bundle small.
 *
 * @param value A flat object literal.
 * @returns A new object with the defined fields, in the same order.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compact<T extends object>(value: T): Compact<T> {
  const out: Partial<T> = {};
  for (const key in value) if (value[key] !== undefined) out[key] = value[key];
  return out as unknown as Compact<T>;
}
