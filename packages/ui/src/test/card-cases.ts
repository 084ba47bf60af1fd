// Hostile inputs for a confirmation card and a model of what a person reads on it, shared by the
// card's property test (node) and its Chromium check (docs/security.md T5: a card that tells the truth).
import { createToolmark, ok, type ConfirmRequest } from '@toolmark/core';
import fc from 'fast-check';
import { toCardInput, type CardInput } from '../view-models/card-input.js';
import { formatKey } from '../view-models/row-text.js';
import { toVisibleText, type VisibleText } from '../view-models/visible-text.js';

/** The tool's declared input: what the card lists first, in this order. */
export const SCHEMA = {
  type: 'object',
  properties: {
    to: { type: 'string' },
    amount: { type: 'number' },
    note: { type: 'string' },
    card: { type: 'object', properties: { number: { type: 'string' }, name: { type: 'string' } } },
    items: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' }, secret: { type: 'string' } } } },
  },
};
const DECLARED = Object.keys(SCHEMA.properties);
/** The tool's sensitive paths. */
export const SENSITIVE = ['card.number', 'items[*].secret'];

// One registry for every case: a schema that passes its input through (extra keys reach `run`, as
// with valibot's looseObject), a handler that records the request and declines.
let asked: ConfirmRequest | undefined;
const tm = createToolmark({ toJsonSchema: () => SCHEMA, confirm: (request) => ((asked = request), false) });
tm.register({
  name: 'pay',
  description: 'Pays',
  input: { '~standard': { version: 1, vendor: 'card-cases', validate: (value: unknown) => ({ value }) } },
  hints: { destructive: true },
  sensitivePaths: () => SENSITIVE,
  run: () => ok(),
});

// A registry whose tool's schema declares nothing (a page's `v.unknown()`): no key is marked, and
// an input may be a single value.
const openTm = createToolmark({ toJsonSchema: () => ({}), confirm: (request) => ((asked = request), false) });
openTm.register({
  name: 'pay',
  description: 'Pays',
  input: { '~standard': { version: 1, vendor: 'card-cases', validate: (value: unknown) => ({ value }) } },
  hints: { destructive: true },
  run: () => ok(),
});

/** The real registry's confirmation request for an input; `open`, for the tool whose schema declares nothing. */
export async function requestFor(input: unknown, schema: 'declared' | 'open' = 'declared'): Promise<ConfirmRequest> {
  asked = undefined;
  await (schema === 'open' ? openTm : tm).call('pay', input);
  if (!asked) throw new Error('the registry asked nothing');
  return asked;
}

const INVISIBLE = ['\u034F', '\u200B', '\u2060', '\uFE0F', '\u{E0041}', '\u115F', '\u3164', '\u180E', '\u202E', '\u061C', '\u00AD', '\uFEFF', '\u2800', '\t'];
const SPACES = ['\u00A0', '\u2009', '\u3000', '\u202F', '\u2007'];
const LOOKALIKES: Record<string, string[]> = { a: ['\u0430', '\u03B1'], e: ['\u0435'], o: ['\u043E', '\u03BF'], p: ['\u0440'], c: ['\u0441'], x: ['\u0445'], y: ['\u0443'], i: ['\u0456'], K: ['\u212A', '\u039A'], 1: ['\uFF11'], 0: ['\uFF10'] };
const word = fc.stringMatching(/^[a-z0-9Kp]{1,8}$/);

/** Two strings a caller could send that a careless card shows alike. */
export const hostilePair: fc.Arbitrary<[unknown, unknown]> = fc.oneof(
  fc.tuple(word, fc.nat(), fc.constantFrom(...INVISIBLE, ...SPACES)).map(([text, at, char]): [unknown, unknown] => {
    const cut = at % (text.length + 1);
    return [text, text.slice(0, cut) + char + text.slice(cut)];
  }),
  fc.tuple(word, fc.constantFrom(...SPACES)).map(([text, space]): [unknown, unknown] => [`${text} ${text}`, `${text}${space}${text}`]),
  fc.tuple(fc.constantFrom('paypal', 'apple', 'ocean', 'K100', 'acc10'), fc.nat()).map(([text, at]): [unknown, unknown] => {
    const spots = [...text].flatMap((char, index) => (LOOKALIKES[char] ?? []).map((other) => [index, other] as const));
    const [index, other] = spots[at % spots.length]!;
    return [text, text.slice(0, index) + other + text.slice(index + 1)];
  }),
  word.map((text): [unknown, unknown] => [`${text}\u00E9`, `${text}e\u0301`]),
  fc.constantFrom<[unknown, unknown]>(['[redacted]', 'x'], ['12', 12], ['true', true], ['null', null], ['', ' '], ['Ada', 'Ada '], ['', undefined], ['0', -0], ['[]', []], ['{}', {}]),
);

/**
 * Whole inputs of a tool whose schema declares nothing: a single value against another (a hostile
 * pair), against an object holding it under the card's own label for a single value, or under a key
 * that reads like a path, and against a list of it.
 */
export const wholeCase: fc.Arbitrary<readonly [unknown, unknown]> = fc
  .tuple(hostilePair, fc.constantFrom('other', 'Value', '', '[0]', 'list'))
  .map(([[a, b], how]) => [a, how === 'other' ? b : how === 'list' ? [a] : { [how]: a }] as const);

/** One case: the input as sent without and with the hostile difference, in one place. */
export interface CardCase {
  readonly base: Record<string, unknown>;
  readonly hostile: Record<string, unknown>;
}

const extraKey = fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }));
const extraValue = fc.oneof(word, fc.integer(), fc.string({ unit: 'binary', maxLength: 6 }));
const extras = fc.oneof(
  fc.array(fc.tuple(extraKey, extraValue), { maxLength: 4 }),
  fc.array(fc.tuple(extraKey, extraValue), { minLength: 45, maxLength: 80 }),
);

/**
 * Hostile cases: an input of the declared fields after random extra keys (sent first, up to 80, so
 * a capped card would push the declared ones out of sight), and the same input with one hostile
 * difference in a declared value, a sensitive one, an extra value, an extra key, or one more key.
 */
export const cardCase: fc.Arbitrary<CardCase> = fc
  .record({
    to: word,
    amount: fc.integer(),
    note: word,
    number: fc.stringMatching(/^\d{4}$/),
    name: word,
    items: fc.array(fc.record({ sku: word, secret: word }), { maxLength: 2 }),
    extras,
    pair: hostilePair,
    where: fc.constantFrom('to', 'note', 'card.name', 'card.number', 'items', 'extra value', 'extra key', 'new key'),
  })
  .map(({ to, amount, note, number, name, items, extras, pair: [a, b], where }) => {
    const make = (side: unknown, keySide: string, isHostile: boolean): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of extras) if (!DECLARED.includes(key)) out[key] = value;
      const at = (here: string, otherwise: unknown) => (where === here ? side : otherwise);
      Object.assign(out, { to: at('to', to), amount, note: at('note', note), card: { number: at('card.number', number), name: at('card.name', name) } });
      out['items'] = [...items.map((item) => ({ ...item })), ...(where === 'items' ? [{ sku: side, secret: 's' }] : [])];
      if (where === 'extra value') out['zz'] = side;
      if (where === 'extra key') out[keySide] = 1;
      // A key that passes for a declared one: `amount` with a Cyrillic `о`.
      if (where === 'new key' && isHostile) out['am\u043Eunt'] = 1;
      return out;
    };
    const keys = [typeof a === 'string' && a ? `k${a}` : 'k', typeof b === 'string' && b ? `k${b}` : 'k '];
    return { base: make(a, keys[0]!, false), hostile: make(b, keys[1]!, true) };
  });

/**
 * One row as a person reads it: the key (`null` for the card's own label of a single value), its
 * note, and the value's text, or `null` for the drawn mask.
 */
export type ReadRow = readonly [key: string | null, undeclared: boolean, value: string | null];

/** How a card is made: the rows it lists and the text it shows; a switch-off test replaces them. */
export interface CardMaking {
  readonly rows: (request: ConfirmRequest) => CardInput;
  readonly text: (text: string) => VisibleText;
}
/** The card as it is. */
export const REAL_CARD: CardMaking = { rows: toCardInput, text: toVisibleText };

/** Writes visible pieces as the card draws them: a code point between ⟨ ⟩, then the notes on scripts. */
export function drawText(visible: VisibleText): string {
  const text = visible.pieces.map((piece) => (typeof piece === 'string' ? piece : `⟨${piece.codePoint}⟩`)).join('');
  const scripts = visible.scripts.length > 0 ? ` mixed scripts: ${visible.scripts.join(' + ')}` : '';
  return text + scripts + visible.lookalike.map((script) => ` ${script} letters that look Latin`).join('');
}

/** What a person reads on the card of a request, or `'too large'` when Approve is refused. */
export function readCard(request: ConfirmRequest, making: CardMaking = REAL_CARD): readonly ReadRow[] | 'too large' {
  const { rows, tooLarge } = making.rows(request);
  if (tooLarge) return 'too large';
  return rows.map((row) => [row.key === '' ? null : drawText(making.text(row.key)), !!row.undeclared, row.masked ? null : drawText(making.text(row.value))]);
}

// Characters that look alike, for `looks`: what the generator plants, and the brackets' twins.
const LOOKS_AS: Record<string, string> = {
  '\u0430': 'a', '\u03B1': 'a', '\u0435': 'e', '\u043E': 'o', '\u03BF': 'o', '\u0440': 'p', '\u0441': 'c', '\u0445': 'x', '\u0443': 'y',
  '\u0456': 'i', '\u039A': 'K', '\u2329': '⟨', '\u3008': '⟨', '\u232A': '⟩', '\u3009': '⟩', '\u2800': ' ', '\t': ' ',
};

/** How text looks: compatibility forms folded, invisible characters gone, spaces alike, lookalikes merged. */
export function looks(text: string): string {
  return [...text.normalize('NFKD')]
    .map((char) => LOOKS_AS[char] ?? char)
    .join('')
    .replace(/[\p{Zl}\p{Zp}]/gu, '\n')
    .replace(/\p{Zs}/gu, ' ')
    .replace(/(?!\n)[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Co}\p{Cn}\p{Cs}]/gu, '');
}

/** What a person sees of a card: its rows as they look. */
export function seen(read: readonly ReadRow[] | 'too large'): string {
  return read === 'too large' ? read : JSON.stringify(read.map(([key, undeclared, value]) => [key === null ? null : looks(key), undeclared, value === null ? null : looks(value)]));
}

/** The places the test expects masked: the sensitive paths the input holds (worked out here, not by the registry). */
export function expectedMasks(input: Record<string, unknown>): string[] {
  const out: string[] = [];
  const card = input['card'];
  if (card && typeof card === 'object' && Object.hasOwn(card, 'number')) out.push('card.number');
  const items = input['items'];
  if (Array.isArray(items)) items.forEach((item, index) => item && typeof item === 'object' && Object.hasOwn(item, 'secret') && out.push(`items[${index}].secret`));
  return out;
}

/** Every leaf of an input (an empty object or array is one; a masked place is one), as the card writes its path. */
export function leavesOf(value: unknown, masked: readonly string[], path: (string | number)[] = []): string[] {
  const key = formatKey(path);
  if (masked.includes(key)) return [key];
  if (typeof value !== 'object' || value === null || Object.keys(value).length === 0) return path.length === 0 && typeof value === 'object' ? [] : [key];
  return Object.keys(value).flatMap((inner) => leavesOf((value as Record<string, unknown>)[inner], masked, [...path, Array.isArray(value) ? Number(inner) : inner]));
}

/** The input as run receives it, masked places made equal: two inputs differ for the person iff these differ. */
export function canonical(value: unknown, masked: readonly string[], path: (string | number)[] = []): string {
  if (masked.includes(formatKey(path))) return 'MASK';
  if (typeof value === 'string') return `s${JSON.stringify(value)}`;
  if (typeof value === 'number') return `n${Object.is(value, -0) ? '-0' : String(value)}`;
  if (typeof value !== 'object' || value === null) return String(value);
  const keys = Array.isArray(value) ? Object.keys(value) : Object.keys(value).sort();
  const inner = keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key], masked, [...path, Array.isArray(value) ? Number(key) : key])}`);
  return `${Array.isArray(value) ? 'a' : 'o'}{${inner.join(',')}}`;
}

/** The seed of a run: `FC_SEED`, else a fixed one, so a failure can be replayed. */
export const SEED = Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env['FC_SEED'] ?? 332_026);
