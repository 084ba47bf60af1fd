// The one list of the forms a secret takes in text (spec §6.2). The egress scrubs every form it
// lists, and the test kit's leak finder (@toolmark/testing) looks for every one of them: one list,
// so what is scrubbed and what is looked for cannot drift apart. Adding a form means adding a step here.

/** One named step of how text made from a secret carries it: what it makes of a text, one form or several. */
export interface SecretEncoding {
  readonly name: string;
  readonly encode: (text: string) => string | readonly string[];
}

/** Forms shorter than this are never searched for: they turn up by chance in any text (spec §6). */
export const MIN_FORM_LENGTH = 3;

const HTML_NAMED: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// The characters an HTML escaper rewrites: the five special ones, and, for the numeric styles,
// everything outside printable ASCII (what `he.encode` and XML serializers write as references).
function htmlEscape(text: string, style: 'named' | 'react' | 'decimal' | 'hex'): string {
  const special = style === 'named' || style === 'react' ? /[&<>"']/g : /[&<>"']|[^\x20-\x7e]/gu;
  return text.replace(special, (char) => {
    if (style === 'react') return char === "'" ? '&#x27;' : HTML_NAMED[char]!;
    if (style === 'named') return HTML_NAMED[char]!;
    const code = char.codePointAt(0)!;
    return style === 'decimal' ? `&#${code};` : `&#x${code.toString(16)};`;
  });
}

const encoder = new TextEncoder();
const ASCII = /^[\x00-\x7f]*$/;

// Base64 turns 3 bytes into 4 characters, so text at an offset encodes differently by the offset's
// remainder of 3. For each of the 3 alignments, the whole 3-byte groups made only of the text's bytes
// encode the same whatever surrounds them: an encoding that holds the text anywhere holds one of these.
// A shifted piece shorter than 8 characters would turn up by chance in any long base64 (an image).
function base64Aligned(text: string): string[] {
  // btoa reads each character as a byte: ASCII text is its own UTF-8.
  let binary = text;
  if (!ASCII.test(text)) {
    binary = '';
    for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  }
  const forms: string[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const whole = Math.floor((binary.length - skip) / 3) * 3;
    if (whole >= 3 && (skip === 0 || whole >= 6)) forms.push(btoa(binary.slice(skip, skip + whole)));
  }
  return forms;
}

// The URL-safe alphabet: `-` and `_` for `+` and `/` (whole groups carry no padding).
const urlSafe = (forms: readonly string[]) => forms.map((form) => form.replace(/\+/g, '-').replace(/\//g, '_'));

// A lone surrogate has no URI form: encodeURIComponent throws for it, and the text stays as it is.
function uriComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

const json = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The steps, in the order they compose (spec §6.2): how the secret is written (trimmed, as a schema
 * trims it; in a Unicode normal form, as text from another source is), then how many times it is
 * escaped as JSON (a result's text quotes its JSON; a tool quotes JSON in JSON; a publisher serializes
 * the whole result again), then what carries it (a URI component, a form or `URLSearchParams` body, HTML
 * as templates and serializers write it, base64 of its UTF-8 at each alignment), then whether the
 * result's own JSON text escapes it once more (`ok` writes its value as JSON). Every form of a secret
 * is one step of each stage, applied in turn: `secretForms`.
 */
export const SECRET_ENCODINGS: readonly (readonly SecretEncoding[])[] = [
  [
    { name: 'as written', encode: (text) => text },
    { name: 'trimmed', encode: (text) => text.trim() },
    { name: 'trimmed at the start', encode: (text) => text.trimStart() },
    { name: 'trimmed at the end', encode: (text) => text.trimEnd() },
  ],
  [
    { name: 'as written', encode: (text) => text },
    { name: 'NFC', encode: (text) => text.normalize('NFC') },
    { name: 'NFD', encode: (text) => text.normalize('NFD') },
    { name: 'NFKC', encode: (text) => text.normalize('NFKC') },
  ],
  [
    { name: 'as written', encode: (text) => text },
    { name: 'JSON-escaped', encode: json },
    { name: 'JSON-escaped twice', encode: (text) => json(json(text)) },
    { name: 'JSON-escaped three times', encode: (text) => json(json(json(text))) },
  ],
  [
    { name: 'as text', encode: (text) => text },
    { name: 'URI component', encode: uriComponent },
    // What URLSearchParams and a form post write: space as `+`, and `!'()~` escaped too.
    { name: 'form-urlencoded', encode: (text) => new URLSearchParams({ s: text }).toString().slice(2) },
    { name: 'HTML, named entities', encode: (text) => htmlEscape(text, 'named') },
    { name: "HTML, named entities and &#x27;", encode: (text) => htmlEscape(text, 'react') },
    { name: 'HTML, decimal references', encode: (text) => htmlEscape(text, 'decimal') },
    { name: 'HTML, hexadecimal references', encode: (text) => htmlEscape(text, 'hex') },
    { name: 'base64', encode: base64Aligned },
    { name: 'base64url', encode: (text) => urlSafe(base64Aligned(text)) },
  ],
  // A value carried in structured content is JSON-escaped once more in the text `ok()` writes of it.
  [
    { name: 'as carried', encode: (text) => text },
    { name: 'JSON-escaped once more', encode: json },
  ],
];

// Text that no step but base64 changes: letters, digits, `_ . * -`, nothing to trim, normalize or escape.
const UNCHANGED = /^[\w.*-]*$/;

/**
 * Lists every form of a secret (spec §6.2): each combination of one step of each stage of
 * `SECRET_ENCODINGS`, each form once, none shorter than `MIN_FORM_LENGTH`.
 *
 * @param secret The secret as written.
 * @returns Its forms, each once.
 */
export function secretForms(secret: string): string[] {
  // Most secrets (card numbers, tokens) read the same through every step but base64: only it is done.
  if (UNCHANGED.test(secret)) {
    const base64 = base64Aligned(secret);
    return [...new Set([secret, ...base64, ...urlSafe(base64)])].filter((form) => form.length >= MIN_FORM_LENGTH);
  }
  let texts = [secret];
  for (const stage of SECRET_ENCODINGS) {
    const next = new Set<string>();
    for (const text of texts) for (const { encode } of stage) for (const form of [encode(text)].flat()) next.add(form);
    texts = [...next];
  }
  return texts.filter((form) => form.length >= MIN_FORM_LENGTH);
}
