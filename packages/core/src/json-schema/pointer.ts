/**
 * Appends a token to a JSON pointer, escaping `~` and `/` (RFC 6901).
 *
 * @param pointer The parent pointer (`''` for the root).
 * @param token The key or index to append.
 * @returns The child pointer.
 */
export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/**
 * Reads the JSON pointer of a local `$ref` (`#`, `#/$defs/name`, percent-encoded as a URI fragment).
 * It is written as {@link childPointer} writes the pointers of the schemas it reaches.
 *
 * @param ref The `$ref` value.
 * @returns The pointer (`''` for the root), or `undefined` when the reference is not a local JSON pointer.
 */
export function parseLocalRef(ref: unknown): string | undefined {
  try {
    // A malformed percent-escape throws: the reference is then not a pointer.
    const pointer = typeof ref === 'string' && ref[0] === '#' ? decodeURIComponent(ref.slice(1)) : '#';
    if (!pointer || pointer[0] === '/') return pointer;
  } catch {
    // Not a pointer.
  }
  return undefined;
}

/**
 * Finds what a JSON pointer (as {@link parseLocalRef} gives it) points to in a document, through own
 * keys only, RFC 6901 unescaped: the one resolution of local references, for the compiler and the
 * provider formats alike.
 *
 * @param root The document.
 * @param pointer The pointer (`''` for the root).
 * @returns The value there, or `undefined` when the pointer does not resolve (JSON has no `undefined`).
 */
export function resolvePointer(root: unknown, pointer: string): unknown {
  let target = root;
  for (const token of pointer.split('/').slice(1)) {
    // RFC 6901: `~1` is `/`, then `~0` is `~`.
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof target !== 'object' || !target || !Object.hasOwn(target, key)) return undefined;
    target = (target as Record<string, unknown>)[key];
  }
  return target;
}
