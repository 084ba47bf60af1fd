import fc from 'fast-check';
import * as v from 'valibot';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, test } from 'vitest';
import type { ConfirmRequest } from './options.js';
import { createToolmark } from './registry/create-toolmark.js';
import { ok } from './result.js';

type Segment = { key: string } | { index: number };

const MARK = 'SECRET-';
const keyArb = fc.oneof(
  fc.constantFrom('card', 'number', '__proto__', 'x.y', '[0]', '*', 'we"ird', '0', 'constructor'),
  fc.string({ minLength: 1, maxLength: 6 }),
);
const segmentArb: fc.Arbitrary<Segment> = fc.oneof(
  keyArb.map((key) => ({ key })),
  fc.nat({ max: 3 }).map((index) => ({ index })),
);
const pathArb = fc.tuple(keyArb, fc.array(segmentArb, { maxLength: 3 })).map(([first, rest]) => [{ key: first }, ...rest]);
const fillerArb = fc.jsonValue({ maxDepth: 2 }).filter((value) => !JSON.stringify(value).includes(MARK));

// Builds an input holding `secret` at `path`, with filler beside it at every level.
function plant(path: readonly Segment[], secret: string, filler: unknown): unknown {
  let value: unknown = secret;
  for (const segment of [...path].reverse()) {
    if ('index' in segment) {
      const list: unknown[] = Array.from({ length: segment.index + 2 }, () => filler);
      list[segment.index] = value;
      value = list;
    } else {
      const object: Record<string, unknown> = { filler };
      Object.defineProperty(object, segment.key, { value, enumerable: true, writable: true, configurable: true });
      value = object;
    }
  }
  return value;
}

function formatSegments(path: readonly Segment[], wild: readonly boolean[]): string {
  return path
    .map((segment, i) => {
      if (wild[i]) return '[*]';
      if ('index' in segment) return `[${segment.index}]`;
      if (/^[A-Za-z0-9_$-]+$/.test(segment.key)) return i === 0 ? segment.key : `.${segment.key}`;
      return `[${JSON.stringify(segment.key)}]`;
    })
    .join('');
}

// Everything that leaves Toolmark for one call, as one JSON text.
async function leaked(input: unknown, path: string): Promise<string> {
  const requests: Omit<ConfirmRequest, 'signal'>[] = [];
  const tm = createToolmark({
    dev: true,
    confirm: ({ signal: _signal, ...request }) => (requests.push(request), true),
  });
  const events: unknown[] = [];
  tm.subscribe((event) => events.push(event));
  let shouldThrow = false;
  tm.register({
    name: 'echo',
    description: 'Echoes its input everywhere',
    hints: { destructive: true },
    sensitivePaths: () => [path],
    state: () => input,
    summary: (value) => `Echo ${JSON.stringify(value)}`,
    run: (value, ctx) => {
      ctx.progress({ message: JSON.stringify(value), progress: 1 });
      if (shouldThrow) throw new Error(`could not echo ${JSON.stringify(value)}`);
      // The input quoted as JSON inside JSON inside JSON, and each of its strings as a URI and as HTML.
      const nested = JSON.stringify({ log: JSON.stringify({ entry: JSON.stringify(value) }) });
      const strings = stringsOf(value);
      const text = `echo: ${nested} ${strings.map(encodeURIComponent).join(' ')} ${strings.map(escapeHtml).join(' ')}`;
      return { content: [{ type: 'text', text }], structuredContent: value };
    },
  });
  const results = [await tm.call('echo', input)];
  shouldThrow = true;
  results.push(await tm.call('echo', input));
  return JSON.stringify({ events, requests, results, state: tm.state('echo'), manifest: tm.manifest(), info: tm.info('echo') });
}

// The secret as it appears in JSON text, and as it appears once JSON text is itself put in JSON.
const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const uri = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}
// `out` is JSON text of everything that left, so each form is looked for as JSON puts it there too.
function expectNoSecret(out: string, secret: string) {
  for (const form of [secret, escaped(secret), escaped(escaped(secret)), escaped(escaped(escaped(secret))), uri(secret), escapeHtml(secret)]) {
    expect(out).not.toContain(escaped(form));
  }
}

describe('spec §6 a secret at a sensitive path leaves nowhere (property)', () => {
  const cases = (secretArb: fc.Arbitrary<string>) =>
    fc.record({
      path: pathArb,
      wild: fc.array(fc.nat({ max: 4 }).map((n) => n === 0), { minLength: 4, maxLength: 4 }),
      secret: secretArb.map((tail) => MARK + tail),
      filler: fillerArb,
    });

  test('alphanumeric secrets: events, confirmation, results, state, manifest', async () => {
    await fc.assert(
      fc.asyncProperty(cases(fc.stringMatching(/^[A-Za-z0-9]{1,16}$/)), async ({ path, wild, secret, filler }) => {
        const input = plant(path, secret, filler);
        const out = await leaked(input, formatSegments(path, wild));
        expectNoSecret(out, secret);
        expect(out).toContain('[redacted]');
      }),
      { numRuns: 200 },
    );
  });

  // Regression: secrets holding characters JSON escapes (`"`, `\`, control characters) once leaked
  // through text that quotes the input as JSON, such as ok(input)'s own text.
  test('secrets with any printable characters', async () => {
    await fc.assert(
      fc.asyncProperty(cases(fc.string({ minLength: 1, maxLength: 16 })), async ({ path, wild, secret, filler }) => {
        const out = await leaked(plant(path, secret, filler), formatSegments(path, wild));
        expectNoSecret(out, secret);
      }),
      { numRuns: 200 },
    );
  });

  // Regression (docs/security.md): a secret holding a quote, a line break or a control character
  // came back in content[0].text once the text quoted JSON that quoted JSON.
  test('secrets full of quotes, backslashes, line breaks and control characters, in every escaping', async () => {
    const special = fc.string({ unit: fc.constantFrom('"', "'", '\\', '\n', '\r', '\t', '\u0001', '\u001f', '<', '&', 'é', ' ', 'a'), minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(cases(special), async ({ path, wild, secret, filler }) => {
        const out = await leaked(plant(path, secret, filler), formatSegments(path, wild));
        expectNoSecret(out, secret);
      }),
      { numRuns: 300 },
    );
  });
});

describe('spec §6 scrubbing text that quotes the input', () => {
  test('a secret echoed by ok(input) is scrubbed from the text block', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'echo', description: 'd', sensitivePaths: () => ['password'], run: (value) => ok(value) });
    const plain = await tm.call('echo', { password: 'hunter2-plain' });
    expect(plain.content).toEqual([{ type: 'text', text: '{"password":"[redacted]"}' }]);
    // The JSON text holds `pa\"ss`, not `pa"ss`: the escaped form is a secret too.
    const quoted = await tm.call('echo', { password: 'pa"ss-word' });
    expect(quoted.structuredContent).toEqual({ password: '[redacted]' });
    expect(quoted.content).toEqual([{ type: 'text', text: '{"password":"[redacted]"}' }]);
  });

  test('a secret the input schema transforms is scrubbed in its transformed form too', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema: () => ({ type: 'object' }) });
    tm.register({
      name: 'sign_in',
      description: 'd',
      input: v.object({ password: v.pipe(v.string(), v.trim(), v.toUpperCase()) }),
      sensitivePaths: () => ['password'],
      run: ({ password }) => ok(`Checked ${password}`),
    });
    const events: unknown[] = [];
    tm.subscribe((event) => events.push(event));
    const result = await tm.call('sign_in', { password: '  open-sesame  ' });
    expect(result.content).toEqual([{ type: 'text', text: 'Checked [redacted]' }]);
    expect(JSON.stringify(events)).not.toMatch(/open-sesame|OPEN-SESAME/);
  });

  // Regression (docs/security.md): the schema trimmed the secret, then refused it, and its message
  // quoted the trimmed secret with its line break, which the echo-stripping did not reach.
  test('a trimmed secret holding a line break is in no invalid_input message, whatever the vendor', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema: () => ({ type: 'object' }) });
    const echoing: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'other',
        validate: (value) => ({ issues: [{ message: `must be short (was "${String((value as { code: string }).code).trim()}")`, path: ['code'] }] }),
      },
    };
    tm.register({ name: 'otp', description: 'd', input: echoing, sensitivePaths: () => ['code'], run: () => ok() });
    tm.register({
      name: 'mail',
      description: 'd',
      input: v.object({ code: v.pipe(v.string(), v.trim(), v.email()) }),
      sensitivePaths: () => ['code'],
      run: () => ok(),
    });
    for (const name of ['otp', 'mail']) {
      const result = await tm.call(name, { code: '  one\ntwo-three  ' });
      expect(result.code).toBe('invalid_input');
      expect(JSON.stringify(result)).not.toMatch(/one(\\n|\n)two/);
    }
  });
});
