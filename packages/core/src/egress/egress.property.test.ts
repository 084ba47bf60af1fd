// docs/security.md T1, the egress invariant (spec §6): a secret at a sensitive path, carried in any
// form of the one encoding list by any kind of object, comes out through no channel of the registry.
// Hostile cases are generated: object types × encodings × channels. Seeded: `FC_SEED` overrides the
// seed; `FC_RUNS_SCALE` multiplies the runs. The oracle is twofold: the test kit's `findLeak` (which
// searches the same list), and a search of its own for the exact text planted, independent of the list.
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { findLeak } from '../../../testing/src/find-leak.js';
import { createToolmark } from '../registry/create-toolmark.js';
import type { ToolmarkEvent } from '../registry/events.js';
import { ok, text } from '../result.js';
import { SECRET_ENCODINGS } from './secret-encodings.js';

const SEED = Number(process.env['FC_SEED'] ?? 33);
const RUNS = Math.round(1_200 * Number(process.env['FC_RUNS_SCALE'] ?? 1));
const summary: string[] = [];
afterAll(() => summary.forEach((line) => console.log(`[security] ${line}`)));

/** Secrets marked `SECRET-` (so no piece of the wire format is one), with the characters every step rewrites. */
const secretArb = fc
  .tuple(
    fc.constantFrom('', ' ', '\n'),
    fc.string({ minLength: 1, maxLength: 10, unit: fc.oneof(fc.constantFrom('"', '\\', '\n', ' ', '+', '!', "'", '(', ')', '~', '<', '&', '>', 'é', 'e\u0301', 'ﬁ', '😀', '\u2028', '\u0000', '/', '%'), fc.string({ minLength: 1, maxLength: 1 })) }),
    fc.constantFrom('', ' ', '\t'),
  )
  .map(([before, tail, after]) => `${before}SECRET-${tail}${after}`);

/**
 * One step of each stage of the one list, by index: the form a run writes the secret in. The last
 * stage (the result's JSON text escaping it once more) is the channels' own: `ok()` writes it.
 */
const encodingArb = fc.tuple(...SECRET_ENCODINGS.slice(0, -1).map((stage) => fc.nat({ max: stage.length - 1 })));

function encode(secret: string, steps: readonly number[], before: string): { written: string; escaped: string; label: string } {
  let written = secret;
  // The text before the last stage (what carries it): a URL carries it in its own encoding.
  let escaped = secret;
  const names: string[] = [];
  steps.forEach((index, stage) => {
    if (stage === 3) escaped = written;
    const step = SECRET_ENCODINGS[stage]![index]!;
    names.push(step.name);
    if (step.name.startsWith('base64')) {
      // Base64 of the text with neighbours, as a run writes it (a token, a data URL): the planted text.
      const bytes = new TextEncoder().encode(`${before}${written}!`);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      written = btoa(binary);
      if (step.name === 'base64url') written = written.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    } else {
      written = [step.encode(written)].flat()[0]!;
    }
  });
  return { written, escaped, label: names.join(' › ') };
}

class Receipt {
  constructor(readonly note: string) {}
}

/**
 * The kinds of object a run puts the written secret in, and the text planted. A URL writes its query
 * in its own encoding (form-urlencoded): it carries the secret as it was before the last stage.
 */
const CARRIERS: Readonly<Record<string, (written: string, escaped: string) => [unknown, string]>> = {
  string: (written) => [`paid with ${written}`, written],
  key: (written) => [{ [written]: true }, written],
  'Error message': (written) => [new Error(`declined: ${written}`), written],
  'Error cause': (written) => [new TypeError('declined', { cause: new Error(written) }), written],
  'Error in an array': (written) => [[1, new RangeError(written)], written],
  URL: (_, escaped) => {
    const query = new URLSearchParams({ card: escaped });
    return [new URL(`https://shop.test/pay?${query}`), query.toString().slice(5)];
  },
  URLSearchParams: (_, escaped) => {
    const query = new URLSearchParams({ card: escaped });
    return [query, query.toString().slice(5)];
  },
  'Map key': (written) => [new Map([[written, 1]]), written],
  'Map value': (written) => [new Map([['card', written]]), written],
  Set: (written) => [new Set(['a', written]), written],
  'class instance': (written) => [new Receipt(written), written],
  toJSON: (written) => [{ toJSON: () => written }, written],
  'boxed String': (written) => [Object(written) as unknown, written],
  getter: (written) => [Object.defineProperty({}, 'card', { enumerable: true, get: () => written }), written],
  // Plain to the egress's first reads, the secret to every read after (the review's hostile case):
  // whoever reads the payload later must not get it.
  'late getter': (written) => {
    let reads = 0;
    return [Object.defineProperty({}, 'card', { enumerable: true, get: () => (reads++ > 2 ? written : 'fine') }), written];
  },
  'late Proxy': (written) => {
    let reads = 0;
    return [new Proxy({ card: 'fine' }, { get: (target, key) => (key === 'card' && reads++ > 2 ? written : Reflect.get(target, key)) }), written];
  },
};

/** How it leaves: each a run that puts `carried` somewhere, and the payloads that channel hands out. */
type Channel = (carried: unknown, secret: string) => Promise<unknown[]>;

const schema = { '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) } } as const;

function registryWith(run: (input: { card: string }, ctx: { progress(update: object): void }) => unknown, state?: () => unknown) {
  const tm = createToolmark({ dev: false, confirm: () => true });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  tm.register({ name: 'pay', description: 'Pays', input: schema, jsonSchema: { type: 'object' }, sensitivePaths: () => ['card'], run: run as never, ...(state && { state }) });
  return { tm, events };
}

const CHANNELS: Readonly<Record<string, Channel>> = {
  'structuredContent and events': async (carried, secret) => {
    const { tm, events } = registryWith(() => ok({ receipt: carried }));
    return [await tm.call('pay', { card: secret }), events];
  },
  'content text': async (carried, secret) => {
    const { tm, events } = registryWith(() => ({ content: [{ type: 'text', text: carried }], structuredContent: [carried] }));
    return [await tm.call('pay', { card: secret }), events];
  },
  'run_failed (a thrown value)': async (carried, secret) => {
    const { tm, events } = registryWith(() => {
      throw carried;
    });
    return [await tm.call('pay', { card: secret }), events];
  },
  'progress and onProgress': async (carried, secret) => {
    const { tm, events } = registryWith((_, ctx) => (ctx.progress({ message: 'charging', detail: carried } as object), text('done')));
    const updates: unknown[] = [];
    await tm.call('pay', { card: secret }, { onProgress: (update) => updates.push(update) });
    return [updates, events];
  },
  'state and manifest': async (carried, secret) => {
    const { tm } = registryWith(() => ok(), () => ({ card: secret, log: carried }));
    return [tm.state('pay'), tm.manifest()];
  },
};

describe('docs/security.md T1: one egress, whatever carries the secret (property)', () => {
  test('object types × encodings × channels: no form of the secret in anything the registry hands out', async () => {
    let cases = 0;
    const counted = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(secretArb, encodingArb, fc.constantFrom(...Object.keys(CARRIERS)), fc.constantFrom(...Object.keys(CHANNELS)), fc.constantFrom('', 'a', 'ab'), async (secret, steps, carrier, channel, before) => {
        const { written, escaped, label } = encode(secret, steps, before);
        const [carried, planted] = CARRIERS[carrier]!(written, escaped);
        const payloads = await CHANNELS[channel]!(carried, secret);
        const serialized = JSON.stringify(payloads);
        // The kit's search over the same list, and a search of our own for the text that was planted.
        for (const payload of payloads) expect(findLeak(payload, secret), `${carrier} via ${channel}, ${label}`).toBeUndefined();
        expect(serialized.includes(planted) || serialized.includes(JSON.stringify(planted).slice(1, -1)), `${carrier} via ${channel}, ${label}: planted text`).toBe(false);
        cases++;
        counted.set(channel, (counted.get(channel) ?? 0) + 1);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    summary.push(`egress: ${cases} cases (object types × encodings × channels: ${[...counted].map(([name, n]) => `${name} ${n}`).join(', ')}), seed ${SEED}, 0 failures`);
    expect(cases).toBeGreaterThanOrEqual(1_000);
  }, 120_000);
});
