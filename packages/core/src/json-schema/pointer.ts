import { refuse } from './compile-context.js';

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
 * Resolves a local `$ref` at compile time: its target in the document and the pointer of the
 * target's own place, under which it compiles once.
 *
 * @param ref The `$ref` value.
 * @param pointer The JSON pointer of the schema that holds it.
 * @param root The document.
 * @returns The target and its pointer.
 * @throws {ToolmarkError} `schema_conversion_failed` for a reference that is not local or does not resolve.
 */
export function resolveRef(ref: unknown, pointer: string, root: unknown): { readonly target: unknown; readonly local: string } {
  const text = JSON.stringify(ref);
  const local = parseLocalRef(ref);
  if (local === undefined) return refuse(`${pointer}/$ref`, `only local references such as '#/$defs/name' are supported, got ${text}`);
  let target = root;
  for (const token of local.split('/').slice(1)) {
    // RFC 6901: `~1` is `/`, then `~0` is `~`.
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof target !== 'object' || !target || !Object.hasOwn(target, key)) return refuse(`${pointer}/$ref`, `${text} does not resolve`);
    target = (target as Record<string, unknown>)[key];
  }
  return { target, local };
}
