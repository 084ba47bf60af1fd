import { describe, expect, test } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import { DEFAULT_LIMITS, snapshotInput, type InputLimits } from './snapshot-input.js';

const resolveLimits = (limits: InputLimits) => ({ ...DEFAULT_LIMITS, ...limits });
// The issue that refuses an input, or undefined when it fits.
const issueOf = (input: unknown, limits?: Required<InputLimits>) => snapshotInput(input, limits).issue;

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { next: value };
  return value;
}

/**
 * What the walk reads of an input: each object or array from `wrap` is a proxy that counts the
 * property reads made on it (`get`, the reads the snapshot promises to make once each) and the
 * deepest level, from the root at 0, that had one. The work is counted rather than timed, so the
 * test does not depend on the machine's speed; past `fuse` reads a read throws, so a walk that a
 * limit no longer cuts off fails the test instead of running for hours.
 */
function readCounter(fuse: number) {
  const reads = { count: 0, deepest: -1 };
  const wrap = <T extends object>(target: T, level: number): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (++reads.count > fuse) throw new Error(`the walk read more than ${fuse} properties`);
        reads.deepest = Math.max(reads.deepest, level);
        return Reflect.get(object, key, receiver);
      },
    });
  return { reads, wrap };
}

describe('spec §3.2 input limits', () => {
  test('an ordinary input fits the defaults', () => {
    expect(issueOf({ origin: 'SFO', passengers: [{ name: 'Ada' }], flexible: true, note: null })).toBeUndefined();
    expect(issueOf(undefined)).toBeUndefined();
  });

  test('total size: a 1 MB input is refused by default', () => {
    const big = { parts: Array.from({ length: 20 }, () => 'x'.repeat(60_000)) };
    expect(issueOf(big)).toEqual({ path: '', message: 'Input is too large: at most 1000000 bytes' });
    expect(issueOf(big, resolveLimits({ maxBytes: 2_000_000 }))).toBeUndefined();
  });

  test('string length names the path', () => {
    expect(issueOf({ a: [{ b: 'x'.repeat(11) }] }, resolveLimits({ maxStringLength: 10 }))).toEqual({
      path: 'a[0].b',
      message: "'a[0].b' is too long: at most 10 characters",
    });
  });

  test('array length names the path', () => {
    expect(issueOf({ list: Array.from({ length: 6 }, (_, i) => i) }, resolveLimits({ maxArrayLength: 5 }))).toEqual({
      path: 'list',
      message: "'list' has too many items: at most 5",
    });
  });

  test('nesting depth: 64 levels fit, 65 do not; of 100,000 levels only the first 64 are read, without a stack overflow', () => {
    expect(issueOf(nested(DEFAULT_LIMITS.maxDepth))).toBeUndefined();
    expect(issueOf(nested(DEFAULT_LIMITS.maxDepth + 1))?.message).toBe('Input is nested too deeply: at most 64 levels');
    const { reads, wrap } = readCounter(1_000);
    let deep: unknown = 'leaf';
    for (let level = 100_000 - 1; level >= 0; level--) deep = wrap({ next: deep }, level);
    expect(issueOf(deep)?.message).toMatch(/nested too deeply/);
    // One read of `next` on each of levels 0 to 63; level 64 is refused before it is read.
    expect(reads).toEqual({ count: DEFAULT_LIMITS.maxDepth, deepest: DEFAULT_LIMITS.maxDepth - 1 });
  });

  test('a cycle is refused; a value shared by two keys is not a cycle', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node['self'] = node;
    // It nests without end, so the depth limit refuses it.
    expect(issueOf({ node })).toEqual({ path: `node${'.self'.repeat(63)}`, message: 'Input is nested too deeply: at most 64 levels' });
    const shared = { x: 1 };
    expect(issueOf({ a: shared, b: shared, c: [shared, shared] })).toBeUndefined();
  });

  test('the snapshot is a copy equal to the input that shares no object with it; __proto__ stays data', () => {
    const input = JSON.parse('{"a":[{"b":1},"x",null,true],"__proto__":{"c":2},"d":{"e":{}}}');
    const { value } = snapshotInput(input) as { value: Record<string, unknown> };
    expect(value).toEqual(input);
    const objects = (root: unknown): unknown[] =>
      typeof root === 'object' && root !== null ? [root, ...Object.values(root).flatMap(objects)] : [];
    const copied = new Set(objects(value));
    expect(objects(input).some((object) => copied.has(object))).toBe(false);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toContain('__proto__');
  });

  test('what a page script made enumerable on Object.prototype is not copied as the input\'s own', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto['injected'] = 'from the page';
    try {
      const { value } = snapshotInput({ a: { b: 1 }, list: [{ c: 2 }] }) as { value: Record<string, unknown> };
      expect(value).toEqual({ a: { b: 1 }, list: [{ c: 2 }] });
      expect(Object.keys(value)).toEqual(['a', 'list']);
      expect(Object.keys(value['a'] as object)).toEqual(['b']);
    } finally {
      delete proto['injected'];
    }
  });

  test('a property name counts against maxStringLength, and names the path', () => {
    expect(issueOf({ a: { ['k'.repeat(11)]: 1 } }, resolveLimits({ maxStringLength: 10 }))).toEqual({
      path: `a.${'k'.repeat(11)}`,
      message: `'a.${'k'.repeat(11)}' has a name too long: at most 10 characters`,
    });
  });

  test('a value shared 2^40 times over is cut off by the size limit, after at most maxBytes reads', () => {
    // 2^40 copies of 100 characters: walked to the end, 110 TB. Each array is a proxy that counts reads.
    const { reads, wrap } = readCounter(DEFAULT_LIMITS.maxBytes);
    let value: unknown = 'x'.repeat(100);
    for (let level = 39; level >= 0; level--) value = wrap([value, value], level);
    // Every read (an array's length, each of its items) counts at least one byte against maxBytes,
    // so the walk stops within maxBytes reads (the fuse) whatever the input's logical size.
    expect(issueOf(value)?.message).toMatch(/too large/);
    expect(reads.count).toBeGreaterThan(0);
    expect(reads.count).toBeLessThanOrEqual(DEFAULT_LIMITS.maxBytes);
  });
});

describe('spec §3.2 limits in the pipeline', () => {
  test('a breach is invalid_input and the tool never runs', async () => {
    let ran = false;
    const tm = createToolmark({ limits: { maxStringLength: 5 } });
    tm.register({ name: 'echo', description: 'd', run: () => ((ran = true), ok()) });
    const result = await tm.call('echo', { text: 'too long' });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input', issues: [{ path: 'text' }] });
    expect(result.content[0]).toEqual({ type: 'text', text: "Invalid input for 'echo': 'text' is too long: at most 5 characters" });
    expect(ran).toBe(false);
  });

  test('keys like __proto__ and constructor in input are data, never a prototype', async () => {
    const tm = createToolmark();
    let seen: unknown;
    tm.register({ name: 'echo', description: 'd', run: (input) => ((seen = input), ok(input)) });
    const input = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}');
    const result = await tm.call('echo', input);
    expect(result.isError).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.getPrototypeOf(seen)).toBe(Object.prototype);
  });
});
