// One search for a secret in anything that left the page (spec §22.4): the security tests of WebMCP
// and the bridge use it, and so do tool authors through `expectNoLeak`.

/** The shortest secret the search accepts: shorter text is found by chance in any payload (spec §22.4). */
export const MIN_SECRET_LENGTH = 4;

const encoder = new TextEncoder();

/**
 * Encodes bytes as base64, standard or URL-safe (without padding).
 *
 * @param bytes The bytes.
 * @param urlSafe `-` and `_` for `+` and `/`, and no `=`.
 * @returns The base64 text.
 */
function base64(bytes: Uint8Array, urlSafe: boolean): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const text = btoa(binary);
  return urlSafe ? text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : text;
}

/**
 * The base64 forms of a text wherever it sits in the encoded bytes: base64 turns 3 bytes into 4
 * characters, so the text at an offset encodes differently by the offset's remainder of 3. For each of
 * the 3 alignments the whole 3-byte groups that hold only the text's bytes are encoded; an encoding
 * that holds the text at any offset contains one of them.
 *
 * @param text The text (encoded as UTF-8).
 * @returns The standard and URL-safe forms, at least 8 characters each except for a whole short text.
 */
function base64Forms(text: string): string[] {
  const bytes = encoder.encode(text);
  const forms: string[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    // A 4-character piece is found by chance in any long base64 text (an image); the unshifted form is kept whatever its length.
    if (whole < 3 || (skip > 0 && whole < 6)) continue;
    const group = bytes.subarray(skip, skip + whole);
    forms.push(base64(group, false), base64(group, true));
  }
  return forms;
}

/**
 * Escapes text as HTML with named entities, decimal or hexadecimal references.
 *
 * @param text The text.
 * @param style Which references.
 * @returns The escaped text.
 */
function escapeHtml(text: string, style: 'named' | 'decimal' | 'hex'): string {
  const named: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return text.replace(/[&<>"']|[^\x20-\x7e]/gu, (char) => {
    if (style === 'named') return named[char] ?? char;
    const code = char.codePointAt(0)!;
    return style === 'decimal' ? `&#${code};` : `&#x${code.toString(16)};`;
  });
}

/**
 * Lists the forms a secret takes in text (spec §22.4): as it is; escaped as JSON once and twice (JSON
 * text inside JSON text); URL-encoded (`encodeURIComponent`, with `+` for spaces, and as a form
 * posts it); as HTML (named entities, decimal and hexadecimal references); and as base64 of its UTF-8,
 * standard and URL-safe, at each of the 3 alignments. Strings are also searched decoded
 * (`findLeak`), so partly escaped text is found too.
 *
 * @param secret The secret.
 * @returns Its forms, each once.
 */
export function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const jsonTwice = JSON.stringify(json).slice(1, -1);
  const url = encodeURIComponent(secret);
  const forms = [
    secret,
    json,
    jsonTwice,
    url,
    url.replace(/%20/g, '+'),
    new URLSearchParams({ s: secret }).toString().slice(2),
    escapeHtml(secret, 'named'),
    escapeHtml(secret, 'decimal'),
    escapeHtml(secret, 'hex'),
    ...base64Forms(secret),
    ...base64Forms(json),
  ];
  return [...new Set(forms)];
}

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
 * is JSON text (what `executeTool` answers, a bridge message's text), parsed and searched again.
 * Functions are not payload and are skipped; a cycle is walked once.
 *
 * @param payload What left the page.
 * @param secret The secret, at least `MIN_SECRET_LENGTH` characters.
 * @param path The path of `payload`, for the answer; default `$`.
 * @returns Where it was found, such as `$.content[0].text` or `$<json>.structuredContent.card`, or `undefined`.
 */
export function findLeak(payload: unknown, secret: string, path = '$'): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH) throw new RangeError(`findLeak: a secret of ${secret.length} character(s) is found by chance; plant one of at least ${MIN_SECRET_LENGTH}`);
  return search(payload, secret, secretForms(secret), path, new WeakSet());
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
  const entries = payload instanceof Map ? [...payload] : Object.entries(payload);
  for (const [key, value] of entries) {
    const at = Array.isArray(payload) ? `${path}[${key}]` : `${path}.${String(key)}`;
    if (typeof key === 'string' && holds(key, forms)) return `${at}(key)`;
    const found = search(value, secret, forms, at, seen);
    if (found) return found;
  }
  return undefined;
}
