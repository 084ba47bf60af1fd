import { describe, expect, test, vi } from 'vitest';
import { isToolmarkError, type ToolmarkErrorCode } from '../errors.js';
import { ok } from '../result.js';
import type { ToolDefinition } from '../types.js';
import type { ToolmarkEvent } from './events.js';
import { createToolmark } from './create-toolmark.js';

const tool = (name: string, extra: Partial<ToolDefinition> = {}): ToolDefinition => ({
  name, description: `Tool ${name}`, run: () => ok(name), ...extra,
});
function setup(dev: boolean) {
  const tm = createToolmark({ dev });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  return { tm, events, names: () => tm.manifest().map((entry) => entry.name) };
}
function codeOf(work: () => unknown): ToolmarkErrorCode | undefined {
  try {
    work();
  } catch (error) {
    if (isToolmarkError(error)) return error.code;
    throw error;
  }
  return undefined;
}

describe('spec §2 register and scopes', () => {
  test('full names join nested scopes with dots', async () => {
    const { tm, names, events } = setup(true);
    const shop = tm.scope('shop');
    const cart = shop.scope('cart');
    expect([tm.scopePath, shop.scopePath, cart.scopePath]).toEqual(['', 'shop', 'shop.cart']);
    const handles = [tm.register(tool('ping')), shop.register(tool('search')), cart.register(tool('add')), tm.scope('shop.cart').register(tool('clear'))];
    expect(handles.map((handle) => handle.name)).toEqual(['ping', 'shop.search', 'shop.cart.add', 'shop.cart.clear']);
    expect(names()).toEqual(['ping', 'shop.cart.add', 'shop.cart.clear', 'shop.search']);
    expect(events).toEqual(handles.map((handle) => ({ type: 'tool:added', name: handle.name })));
    expect(await handles[2]!.call({})).toEqual(ok('add'));
    expect(await tm.call('shop.cart.add', {})).toEqual(ok('add'));
    expect(tm.info('shop.cart.add')).toMatchObject({ name: 'shop.cart.add', localName: 'add', scope: 'shop.cart' });
  });

  test.each(['a', 'A-z_0.9', 'x'.repeat(128), 'a.b.c', '_', '-'])('accepts the name %j', (name) => {
    expect(setup(true).tm.register(tool(name)).registered).toBe(true);
  });

  test.each(['', 'x'.repeat(129), 'a b', 'a/b', '.a', 'a.', 'a..b', 'ä', 'a:b', '*'])('rejects the name %j', (name) => {
    const { tm, events } = setup(false);
    expect(codeOf(() => setup(true).tm.register(tool(name)))).toBe('invalid_name');
    expect(tm.register(tool(name)).registered).toBe(false);
    expect(events).toEqual([{ type: 'error', code: 'invalid_name', message: expect.stringContaining(`The name ${JSON.stringify(name)} is invalid`), name }]);
  });

  test('a full name over 128 characters is rejected', () => {
    const { tm } = setup(true);
    expect(codeOf(() => tm.scope('s'.repeat(100)).register(tool('t'.repeat(28))))).toBe('invalid_name');
    expect(tm.scope('s'.repeat(100)).register(tool('t'.repeat(27))).name).toHaveLength(128);
  });

  test('invalid scope names throw invalid_name', () => {
    expect(codeOf(() => setup(true).tm.scope('bad name'))).toBe('invalid_name');
    expect(codeOf(() => setup(true).tm.scope(''))).toBe('invalid_name');
  });
});

describe('spec §2 registration errors: development throws, production reports', () => {
  test('duplicate names across scopes', () => {
    const { tm } = setup(true);
    tm.scope('shop').register(tool('search'));
    let error: unknown;
    try {
      tm.register(tool('shop.search'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ name: 'ToolmarkError', code: 'duplicate_name', message: "A tool named 'shop.search' is already registered" });
  });

  test('production without an error listener: the refusal is printed with console.error', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const tm = createToolmark({ dev: false });
      tm.register(tool('dup'));
      tm.register(tool('dup'));
      expect(printed).toHaveBeenCalledTimes(1);
      expect(String(printed.mock.calls[0]?.[0])).toMatch(/^\[toolmark\] duplicate_name: /);
      tm.subscribe(() => undefined);
      tm.register(tool('dup'));
      expect(printed).toHaveBeenCalledTimes(1);
    } finally {
      printed.mockRestore();
    }
  });

  test('production: error event, registry unchanged, the original tool still answers', async () => {
    const { tm, events, names } = setup(false);
    const first = tm.register(tool('dup'));
    const second = tm.register(tool('dup', { run: () => ok('second') }));
    expect(second.registered).toBe(false);
    expect(first.registered).toBe(true);
    expect(names()).toEqual(['dup']);
    expect(events).toEqual([
      { type: 'tool:added', name: 'dup' },
      { type: 'error', code: 'duplicate_name', message: "A tool named 'dup' is already registered", name: 'dup' },
    ]);
    expect(await tm.call('dup', {})).toEqual(ok('dup'));
    second.dispose();
    expect(first.registered).toBe(true);
  });

  test('entry is the manifest entry while registered, then undefined', () => {
    const { tm } = setup(true);
    const handle = tm.scope('s').register(tool('a', { title: 'A' }));
    expect(handle.entry).toBe(tm.manifest()[0]);
    expect(handle.entry).toMatchObject({ name: 's.a', title: 'A', inputSchema: { type: 'object', properties: {} } });
    handle.dispose();
    expect(handle.entry).toBeUndefined();
  });

  test("a failed or removed handle's call never reaches another tool of the same name", async () => {
    const { tm } = setup(false);
    const first = tm.register(tool('dup'));
    const second = tm.register(tool('dup', { run: () => ok('second') }));
    expect(await second.call({})).toMatchObject({ isError: true, code: 'unknown_tool' });
    expect(await first.call({})).toEqual(ok('dup'));
    first.dispose();
    const third = tm.register(tool('dup', { run: () => ok('third') }));
    expect(await first.call({})).toMatchObject({ isError: true, code: 'unknown_tool' });
    expect(await third.call({})).toEqual(ok('third'));
  });

  test.each([
    ['invalid_definition', { description: ' ' }],
    ['invalid_definition', { run: 'nope' }],
    ['invalid_schema', { input: { parse: () => 1 } }],
  ] as const)('%s in both modes', (code, extra) => {
    expect(codeOf(() => setup(true).tm.register(tool('t', extra as never)))).toBe(code);
    const { tm, events, names } = setup(false);
    expect(() => tm.register(tool('t', extra as never))).not.toThrow();
    expect(names()).toEqual([]);
    expect(events).toEqual([{ type: 'error', code, message: expect.any(String), name: 't' }]);
  });

  // A registry without the converter or the compiler its tools need fails loudly in every build.
  const valibotLike = { '~standard': { version: 1, vendor: 'valibot', validate: (value: unknown) => ({ value }) } };
  test.each([
    ['a Standard Schema without a JSON Schema of its own, and no toJsonSchema', { input: valibotLike }, "pass `toJsonSchema` from '@toolmark/core/to-json-schema'"],
    ['a jsonSchema-only tool, and no compileJsonSchema', { jsonSchema: { type: 'object' } }, "pass `compileJsonSchema: fromJsonSchema` from '@toolmark/core/json-schema'"],
  ] as const)('json_schema_unsupported throws the same error in development and production: %s', (_, extra, advice) => {
    const thrown = (production: boolean) => {
      if (production) vi.stubEnv('DEV', false);
      try {
        const { tm, events, names } = setup(!production);
        let error: unknown;
        try {
          tm.register(tool('t', extra as never));
        } catch (caught) {
          error = caught;
        }
        expect(names()).toEqual([]);
        expect(events).toEqual([]);
        return error;
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const development = thrown(false);
    const production = thrown(true);
    expect(isToolmarkError(development) && development.code).toBe('json_schema_unsupported');
    expect(String((development as Error).message)).toContain(advice);
    expect(production).toEqual(development);
    expect((production as Error).message).toBe((development as Error).message);
  });

  test('a definition that is not an object', () => {
    expect(codeOf(() => setup(true).tm.register(null as never))).toBe('invalid_definition');
    const { tm, events } = setup(false);
    expect(tm.register(null as never).registered).toBe(false);
    expect(events).toMatchObject([{ type: 'error', code: 'invalid_definition' }]);
  });
});

describe('spec §2 handles', () => {
  test('dispose unregisters once and is safe to repeat; the name can be reused', () => {
    const { tm, events, names } = setup(true);
    const handle = tm.register(tool('a'));
    handle.dispose();
    handle.dispose();
    expect(handle.registered).toBe(false);
    expect(names()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['tool:added', 'tool:removed']);
    const again = tm.register(tool('a'));
    handle.dispose();
    expect(again.registered).toBe(true);
  });

  test('aborting the signal unregisters; an already-aborted signal registers nothing', async () => {
    const { tm, events } = setup(false);
    const controller = new AbortController();
    const handle = tm.register(tool('a'), { signal: controller.signal });
    controller.abort();
    expect(handle.registered).toBe(false);
    expect(await tm.call('a', {})).toMatchObject({ code: 'unknown_tool' });
    const late = tm.register(tool('b'), { signal: AbortSignal.abort() });
    expect(late.registered).toBe(false);
    expect(tm.manifest()).toEqual([]);
    expect(events.filter((event) => event.type === 'tool:added')).toEqual([{ type: 'tool:added', name: 'a' }]);
  });

  test('development: an already-aborted signal is a registration error (spec §2.4)', () => {
    const { tm } = setup(true);
    expect(codeOf(() => tm.register(tool('a'), { signal: AbortSignal.abort() }))).toBe('invalid_definition');
    expect(tm.manifest()).toEqual([]);
  });

  test('development warns (TM101) about a destructive tool that never confirms; production does not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hints = { destructive: true, confirm: 'never' } as const;
    setup(false).tm.register(tool('quiet', { hints }));
    expect(warn).not.toHaveBeenCalled();
    setup(true).tm.register(tool('loud', { hints }));
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "[toolmark TM101] 'loud' is destructive and says confirm: 'never': agents can run it without asking anyone. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM101.md",
    );
    warn.mockClear();
    setup(true).tm.register(tool('pay', { hints: { consequential: true, confirm: 'never' } }));
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "[toolmark TM101] 'pay' is consequential and says confirm: 'never': agents can run it without asking anyone. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM101.md",
    );
    warn.mockRestore();
  });

  test('update replaces the definition and emits tool:changed; the name cannot change', async () => {
    const { tm, events } = setup(true);
    const handle = tm.scope('s').register(tool('a'));
    handle.update(tool('a', { description: 'New', run: () => ok('new') }));
    expect(events.at(-1)).toEqual({ type: 'tool:changed', name: 's.a' });
    expect(tm.manifest()[0]?.description).toBe('New');
    expect(await handle.call({})).toEqual(ok('new'));
    expect(codeOf(() => handle.update(tool('b')))).toBe('invalid_definition');
    expect(codeOf(() => handle.update(tool('a', { description: '' })))).toBe('invalid_definition');
    expect(await handle.call({})).toEqual(ok('new'));
  });

  test('changed emits tool:changed only while registered; update after dispose does nothing', () => {
    const { tm, events } = setup(true);
    const handle = tm.register(tool('a'));
    handle.changed();
    handle.dispose();
    handle.changed();
    handle.update(tool('a'));
    expect(events.map((event) => event.type)).toEqual(['tool:added', 'tool:changed', 'tool:removed']);
    expect(tm.manifest()).toEqual([]);
  });

  test('dispose after re-registration by someone else leaves the new tool', () => {
    const { tm } = setup(true);
    const controller = new AbortController();
    const old = tm.register(tool('a'), { signal: controller.signal });
    old.dispose();
    const fresh = tm.register(tool('a'));
    controller.abort();
    old.dispose();
    expect(fresh.registered).toBe(true);
  });

  test('a listener sees the tool in the registry when tool:added fires', () => {
    const tm = createToolmark({ dev: true });
    const seen = vi.fn((event: ToolmarkEvent) => tm.info((event as { name: string }).name)?.name);
    tm.subscribe(seen);
    tm.register(tool('a'));
    expect(seen).toHaveReturnedWith('a');
  });
});

describe('spec §2.2 register(def, { replace: true })', () => {
  for (const dev of [true, false]) {
    test(`${dev ? 'development' : 'production'}: replaces the tool of that name; the old handle is no longer registered and cannot remove the new one`, async () => {
      const { tm, events, names } = setup(dev);
      const oldSignal = new AbortController();
      const first = tm.register(tool('newsletter.subscribe', { description: 'Old description' }), { signal: oldSignal.signal });
      const second = tm.register(tool('newsletter.subscribe', { description: 'New description', run: () => ok('new') }), { replace: true });
      expect(events).toEqual([
        { type: 'tool:added', name: 'newsletter.subscribe' },
        { type: 'tool:changed', name: 'newsletter.subscribe' },
      ]);
      expect([first.registered, second.registered]).toEqual([false, true]);
      expect(tm.entry('newsletter.subscribe')?.description).toBe('New description');
      // What a hot reload does with the old module's cleanup, after the new module registered.
      first.dispose();
      oldSignal.abort();
      expect(names()).toEqual(['newsletter.subscribe']);
      expect(await first.call({})).toMatchObject({ isError: true, code: 'unknown_tool' });
      expect(await tm.call('newsletter.subscribe', {})).toEqual(ok('new'));
    });
  }

  test('a call under way finishes with the definition it started with', async () => {
    const { tm } = setup(true);
    let release!: () => void;
    tm.register(tool('slow', { run: () => new Promise((resolve) => (release = () => resolve(ok('old')))) }));
    const running = tm.call('slow', {});
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    tm.register(tool('slow', { run: () => ok('new') }), { replace: true });
    release();
    expect(await running).toEqual(ok('old'));
    expect(await tm.call('slow', {})).toEqual(ok('new'));
  });

  test('with no tool of that name it registers, tool:added; an invalid definition is still refused and the old tool stays', () => {
    const { tm, events } = setup(false);
    tm.register(tool('fresh'), { replace: true });
    const refused = tm.register({ name: 'fresh', description: '' } as unknown as ToolDefinition, { replace: true });
    expect(refused.registered).toBe(false);
    expect(tm.entry('fresh')?.description).toBe('Tool fresh');
    expect(events.map((event) => event.type)).toEqual(['tool:added', 'error']);
  });
});
