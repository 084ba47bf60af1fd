// Shared by the security tests of WebMCP and the bridge: secrets with the characters that change
// when text is escaped. The search for a secret in every form it can take is @toolmark/testing's
// `findLeak` (spec §22.4), the one implementation; this arbitrary stays here so that the kit does not
// depend on fast-check.
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
