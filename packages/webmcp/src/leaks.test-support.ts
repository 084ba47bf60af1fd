// Shared by the security tests of WebMCP and the bridge: secrets with the characters that change
// when text is escaped, and a search for a secret in every form it can take in a payload.
import fc from 'fast-check';

/**
 * Secrets marked `SECRET-` (so no piece of the wire format can be one) whose tails hold quotes,
 * backslashes, line breaks, control characters, `</script>` and non-ASCII: the characters JSON,
 * HTML and line folding rewrite.
 */
export const hostileSecret: fc.Arbitrary<string> = fc
  .string({
    minLength: 1,
    maxLength: 16,
    unit: fc.oneof(fc.constantFrom('"', '\\', '\n', '\r', '\t', '\u0000', '\u001f', '\u007f', '\u2028', '<', '/', "'", '`', 'é', '😀'), fc.string({ minLength: 1, maxLength: 1 })),
  })
  .map((tail) => `SECRET-${tail}`);

/** The forms a secret takes in text: as it is, JSON-escaped once, and twice (JSON text inside JSON text). */
export function secretForms(secret: string): string[] {
  const once = JSON.stringify(secret).slice(1, -1);
  return [secret, once, JSON.stringify(once).slice(1, -1)];
}

/**
 * Finds a secret in a payload: in any string or key, in any of its forms, and inside any string that
 * is JSON text (what `executeTool` answers), parsed and searched again.
 *
 * @param payload What left the page.
 * @param secret The secret.
 * @returns Where it was found (a path), or `undefined`.
 */
export function findLeak(payload: unknown, secret: string, path = '$'): string | undefined {
  const forms = secretForms(secret);
  if (typeof payload === 'string') {
    if (forms.some((form) => payload.includes(form))) return path;
    try {
      const parsed: unknown = JSON.parse(payload);
      return typeof parsed === 'object' && parsed !== null ? findLeak(parsed, secret, `${path}<json>`) : undefined;
    } catch {
      return undefined;
    }
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  for (const [key, value] of Object.entries(payload)) {
    if (forms.some((form) => key.includes(form))) return `${path}.${key}(key)`;
    const found = findLeak(value, secret, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}
