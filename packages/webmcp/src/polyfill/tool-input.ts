// What `executeTool` hands `execute` and what it resolves to, as Chromium 156 does (measured in the
// web-platform-tests and by probes on this machine).

/**
 * Copies a caller's input for `execute`: its JSON, parsed again, so `execute` never holds the caller's
 * object (each getter is read once, and nothing the caller changes later reaches the tool). A missing
 * input is `{}`; an array is an object, so it is taken; a primitive, `null`, a cycle, a BigInt or a
 * `toJSON` that returns nothing is a `TypeError`, as WebIDL's `object` argument and Chromium's
 * serialization make it.
 *
 * @param input The caller's input.
 * @returns The copy.
 */
export function copyToolInput(input: unknown): object {
  if (input === undefined) return {};
  if (input === null || (typeof input !== 'object' && typeof input !== 'function')) throw new TypeError('executeTool: the input must be an object');
  let text: string | undefined;
  try {
    text = JSON.stringify(input);
  } catch (error) {
    throw new TypeError(`executeTool: the input cannot be serialized: ${String(error)}`);
  }
  const copy: unknown = text === undefined ? undefined : JSON.parse(text);
  if (copy === null || typeof copy !== 'object') throw new TypeError('executeTool: the input must serialize to a JSON object or array');
  return copy;
}

/**
 * Writes what `execute` returned as `executeTool`'s result: a string as it is, anything else as its
 * JSON text, and what has none (`undefined`, a function) as its string, as Chromium does.
 *
 * @param value What `execute` returned (or its promise resolved to).
 * @returns The result's text.
 */
export function toResultText(value: unknown): string {
  if (typeof value === 'string') return value;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    // A cycle or a BigInt: the value's string, as for what has no JSON.
  }
  return text ?? String(value);
}
