// One search for a secret in anything that left the page (spec §22.4): the security tests of WebMCP
// and the bridge use it, and so do tool authors through `expectNoLeak`. The forms it looks for are
// core's one list (`SECRET_ENCODINGS`), the one the egress scrubs.
import { secretForms, toPlainData } from '@toolmark/core/internal';

/** The shortest secret the search accepts: shorter text is found by chance in any payload (spec §22.4). */
export const MIN_SECRET_LENGTH = 4;

/**
 * Lists the forms a secret takes in text (spec §6.2, §22.4): core's one list, `SECRET_ENCODINGS`
 * (as written, trimmed and in each Unicode normal form; JSON-escaped up to three times; as a URI
 * component, form-urlencoded, HTML-escaped in four styles and base64 of its UTF-8 at each alignment,
 * standard and URL-safe). The registry's egress scrubs exactly these, so what the kit looks for and
 * what is scrubbed cannot drift apart. Strings are also searched decoded (`findLeak`), so partly
 * escaped text is found too.
 *
 * `secretForms(secret)` answers its forms, each once.
 */
export { secretForms };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the HTML references of a text (named ones of `ENTITIES`, `&#..;`, `&#x..;`).
 *
 * @param text The text.
 * @returns The text with them decoded; others are left as they are.
 */
function decodeHtml(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-z]+));/g, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return ENTITIES[name!] ?? whole;
  });
}

/**
 * Decodes every well-formed run of `%XX` escapes of a text; a malformed one is left as it is.
 *
 * @param text The text.
 * @returns The decoded text.
 */
function decodeUrl(text: string): string {
  return text.replace(/(?:%[\da-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Tells whether a string holds a secret in one of its forms, as it is or once decoded.
 *
 * @param text The string.
 * @param forms The secret's forms.
 * @returns Whether one is in it.
 */
function holds(text: string, forms: readonly string[]): boolean {
  const readings = [text];
  if (text.includes('&')) readings.push(decodeHtml(text));
  if (text.includes('%')) readings.push(decodeUrl(text), decodeUrl(text.replace(/\+/g, ' ')));
  return readings.some((reading) => forms.some((form) => reading.includes(form)));
}

/**
 * Finds a secret in a payload (spec §22.4): in any string, key or number, in any of its forms
 * (`secretForms`), in strings decoded from HTML references and URL escapes, and inside any string that
 * is JSON text (what `executeTool` answers, a bridge message's text), parsed and searched again. Objects
 * are read for everything they would show, not only their own enumerable data: an `Error`'s name,
 * message, stack and cause, a `URL`'s or `URLSearchParams`'s text, a `RegExp`'s source, a `Map`'s keys
 * and values, a `Set`'s values, the bytes of a typed array or buffer read as UTF-8. Last, the payload's
 * JSON text as the registry's egress would write it (`toPlainData`) is searched whole, so a secret
 * split across a key and its value is found too. Functions are not payload and are skipped; a cycle
 * is walked once.
 *
 * @param payload What left the page.
 * @param secret The secret, at least `MIN_SECRET_LENGTH` characters.
 * @param path The path of `payload`, for the answer; default `$`.
 * @returns Where it was found, such as `$.content[0].text`, `$<json>.structuredContent.card` or
 *   `$<serialized>`, or `undefined`.
 */
export function findLeak(payload: unknown, secret: string, path = '$'): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH) throw new RangeError(`findLeak: a secret of ${secret.length} character(s) is found by chance; plant one of at least ${MIN_SECRET_LENGTH}`);
  const forms = secretForms(secret);
  const found = search(payload, secret, forms, path, new WeakSet());
  if (found) return found;
  let serialized: string | undefined;
  try {
    serialized = JSON.stringify(toPlainData(payload));
  } catch {
    // Nothing more to read than the walk did.
  }
  return serialized !== undefined && forms.some((form) => serialized.includes(form)) ? `${path}<serialized>` : undefined;
}

const utf8 = new TextDecoder();
const ERROR_PARTS = ['name', 'message', 'stack', 'cause'];

// What an object would show besides its own enumerable data, as [key, value] entries.
function entriesOf(payload: object): [unknown, unknown][] {
  if (payload instanceof Map) return [...payload];
  if (payload instanceof Set) return [...payload].map((value, index) => [String(index), value]);
  if (ArrayBuffer.isView(payload) || payload instanceof ArrayBuffer) {
    const bytes = payload instanceof ArrayBuffer ? new Uint8Array(payload) : new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength);
    return [['bytes', utf8.decode(bytes)]];
  }
  if (payload instanceof RegExp || (typeof URL === 'function' && payload instanceof URL) || (typeof URLSearchParams === 'function' && payload instanceof URLSearchParams)) {
    return [['text', String(payload)]];
  }
  const entries: [unknown, unknown][] = Object.entries(payload);
  if (payload instanceof Error || Object.prototype.toString.call(payload) === '[object Error]') {
    for (const part of ERROR_PARTS) entries.push([part, (payload as unknown as Record<string, unknown>)[part]]);
  }
  return entries;
}

function search(payload: unknown, secret: string, forms: readonly string[], path: string, seen: WeakSet<object>): string | undefined {
  if (typeof payload === 'string') {
    if (holds(payload, forms)) return path;
    const trimmed = payload.trim();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[') && !trimmed.startsWith('"')) return undefined;
    try {
      return search(JSON.parse(trimmed), secret, forms, `${path}<json>`, seen);
    } catch {
      return undefined;
    }
  }
  if (typeof payload === 'number' || typeof payload === 'bigint') return String(payload) === secret ? path : undefined;
  if (typeof payload !== 'object' || payload === null || seen.has(payload)) return undefined;
  seen.add(payload);
  let entries: [unknown, unknown][];
  try {
    entries = entriesOf(payload);
  } catch {
    return undefined;
  }
  for (const [key, value] of entries) {
    const at = Array.isArray(payload) ? `${path}[${String(key)}]` : `${path}.${String(key)}`;
    if (typeof key === 'string' && holds(key, forms)) return `${at}(key)`;
    const found = typeof key === 'string' ? undefined : search(key, secret, forms, `${at}(key)`, seen);
    if (found) return found;
    const inside = search(value, secret, forms, at, seen);
    if (inside) return inside;
  }
  return undefined;
}
