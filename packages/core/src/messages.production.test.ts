// What agents and callers read from the registry is the same in both builds (spec §10): this file runs
// in the `unit` project (development) and in the `production` project (`import.meta.env.DEV` false),
// with the same expectations; only the warnings differ, and production prints none.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { collectWarnings, printed } from './warnings.test-support.js';
import { createToolmark, fail, ok, type ToolmarkEvent } from './index.js';
import { warn } from './dev.js';
import { toJsonSchema } from './to-json-schema/index.js';


const warned = collectWarnings();

const text = (result: { content: readonly unknown[] }) => (result.content[0] as { text: string }).text;

describe('spec §10 warn', () => {
  test('development prints each code and message once, with its page; production prints nothing', () => {
    warn('TM101', 'once only');
    warn('TM101', 'once only');
    warn('TM101', 'another message');
    expect(warned).toEqual([...printed('TM101', 'once only'), ...printed('TM101', 'another message')]);
  });

  test('with a subject, once per subject', () => {
    const [first, second] = [{}, {}];
    warn('TM201', 'per subject', first);
    warn('TM201', 'per subject', first);
    warn('TM201', 'per subject', second);
    expect(warned).toEqual([...printed('TM201', 'per subject'), ...printed('TM201', 'per subject')]);
  });

  test('a message that ends a sentence gets no second full stop', () => {
    warn('TM102', 'Ends here.');
    expect(warned).toEqual(printed('TM102', 'Ends here'));
  });
});

describe('spec §3 what a caller reads, in both builds', () => {
  const tm = createToolmark({ dev: true, toJsonSchema });
  tm.register({
    name: 'cart.add',
    description: 'Adds an item to the cart.',
    input: v.object({ sku: v.string(), qty: v.number() }),
    run: ({ qty }) => (qty > 9 ? fail('too_many', 'At most 9 of an item') : ok({ added: qty })),
  });

  test('an unknown tool', async () => {
    expect(await tm.call('cart.nope', {})).toEqual({
      content: [{ type: 'text', text: "Unknown tool 'cart.nope'" }],
      isError: true,
      code: 'unknown_tool',
    });
    expect(warned).toEqual([]);
  });

  test('invalid input', async () => {
    const result = await tm.call('cart.add', { sku: 'TM-MUG', qty: 'two' });
    expect(result.code).toBe('invalid_input');
    expect(text(result)).toBe("Invalid input for 'cart.add': 'qty' must be a number");
  });

  test("a tool's own result and failure", async () => {
    expect(await tm.call('cart.add', { sku: 'TM-MUG', qty: 2 })).toMatchObject({ structuredContent: { added: 2 } });
    expect(await tm.call('cart.add', { sku: 'TM-MUG', qty: 10 })).toEqual({
      content: [{ type: 'text', text: 'At most 9 of an item' }],
      isError: true,
      code: 'too_many',
    });
  });

  test('a call through a handle whose tool is gone: unknown_tool, and the reason in a development warning (TM104)', async () => {
    const handle = tm.register({ name: 'cart.empty', description: 'Empties the cart.', run: () => ok() });
    handle.dispose();
    expect(handle.registered).toBe(false);
    expect(await handle.call({})).toEqual({ content: [{ type: 'text', text: "Unknown tool 'cart.empty'" }], isError: true, code: 'unknown_tool' });
    expect(warned).toEqual(
      printed('TM104', "'cart.empty' was called through a handle that is not registered (its registration failed, or the tool was removed since): the call fails as an unknown tool"),
    );
  });

  test("a state() that throws: the state_failed event's message", () => {
    const events: ToolmarkEvent[] = [];
    tm.subscribe((event) => void events.push(event));
    tm.register({ name: 'cart.state', description: 'The cart.', state: () => { throw new Error('not ready'); }, run: () => ok() });
    expect(tm.state('cart.state')).toBeUndefined();
    expect(events.at(-1)).toEqual({ type: 'error', code: 'state_failed', message: "Reading the state of 'cart.state' failed: not ready", name: 'cart.state' });
  });

  test('a destructive tool that never confirms registers, and only development warns (TM101)', () => {
    tm.register({ name: 'cart.clear', description: 'Clears the cart.', hints: { destructive: true, confirm: 'never' }, run: () => ok() });
    expect(tm.info('cart.clear')).toBeDefined();
    expect(warned).toEqual(printed('TM101', "'cart.clear' is destructive and says confirm: 'never': agents can run it without asking anyone"));
  });
});
