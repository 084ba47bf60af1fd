// @vitest-environment happy-dom
import { executeByName } from './polyfill.test-support.js';
import { createToolmark, ok } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { describe, expect, it, vi } from 'vitest';
import type { ModelContextLike, ModelContextTool } from './model-context.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';

const addSchema = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] };

function setup() {
  const runs: unknown[] = [];
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema, dev: true });
  tm.scope('math').register({
    name: 'add',
    title: 'Add',
    description: 'Adds two numbers',
    jsonSchema: addSchema,
    hints: { readOnly: true },
    run: (input: { a: number; b: number }) => (runs.push(input), ok({ sum: input.a + input.b })),
  });
  const context = createModelContextPolyfill();
  return { tm, runs, context };
}

const names = async (context: ModelContextLike) => (await context.getTools!()).map((record) => record.name);

describe('publish', () => {
  it('registers every tool with its schema and annotations', async () => {
    const { tm, context } = setup();
    tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true, untrustedContent: true }, run: () => ok() });
    const publication = publish(tm, { modelContext: context });
    await publication.settled();
    const tools = await context.getTools();
    expect(tools.map((record) => record.name)).toEqual(['cart.empty', 'math.add']);
    expect(tools[1]).toMatchObject({ title: 'Add', description: 'Adds two numbers', inputSchema: addSchema });
    expect(tools[1]?.annotations).toMatchObject({ readOnlyHint: true, untrustedContentHint: false, consequentialHint: false });
    expect(tools[0]?.annotations).toMatchObject({ readOnlyHint: false, untrustedContentHint: true, consequentialHint: true });
    expect(publication.names()).toEqual(['cart.empty', 'math.add']);
  });

  it('validates through tm.call: invalid input comes back as an error result and the tool does not run', async () => {
    const { tm, runs, context } = setup();
    await publish(tm, { modelContext: context }).settled();
    const refused = JSON.parse((await executeByName(context, 'math.add', { a: 'x' }))!);
    expect(refused).toEqual({
      content: [{ type: 'text', text: "Invalid input for 'math.add': 'a' must be a number; Missing required parameter 'b'" }],
      isError: true,
      _meta: {
        'toolmark/code': 'invalid_input',
        'toolmark/issues': [
          { path: 'a', message: "'a' must be a number" },
          { path: 'b', message: "Missing required parameter 'b'" },
        ],
      },
    });
    expect(runs).toEqual([]);
    const done = JSON.parse((await executeByName(context, 'math.add', { a: 1, b: 2 }))!);
    expect(done).toEqual({ content: [{ type: 'text', text: '{"sum":3}' }], structuredContent: { sum: 3 } });
    expect(runs).toEqual([{ a: 1, b: 2 }]);
  });

  it('calls as { kind: "webmcp" } and hands the browser’s signal to the call', async () => {
    const { tm } = setup();
    const started = vi.fn();
    tm.subscribe((event) => event.type === 'call:started' && started(event.caller));
    let execute: ModelContextTool['execute'] | undefined;
    const spy: ModelContextLike = Object.assign(new EventTarget(), {
      registerTool: (tool: ModelContextTool) => void (execute = tool.execute),
    });
    publish(tm, { modelContext: spy });
    const result = await execute!({ a: 1, b: 1 }, { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'aborted' } });
    expect(started).toHaveBeenCalledWith({ kind: 'webmcp' });
  });

  it('follows the registry: added, updated and removed tools', async () => {
    const { tm, context } = setup();
    const publication = publish(tm, { modelContext: context });
    const handle = tm.register({ name: 'greet', description: 'Greets', run: () => ok('hi') });
    await publication.settled();
    expect(await names(context)).toEqual(['greet', 'math.add']);
    handle.update({ name: 'greet', description: 'Greets warmly', run: () => ok('hello') });
    await publication.settled();
    expect((await context.getTools()).find((record) => record.name === 'greet')?.description).toBe('Greets warmly');
    expect(await executeByName(context, 'greet', {})).toContain('hello');
    handle.dispose();
    await publication.settled();
    expect(await names(context)).toEqual(['math.add']);
  });

  it('does not re-register a tool whose state changed', async () => {
    const { tm } = setup();
    const registerTool = vi.fn();
    const publication = publish(tm, { modelContext: Object.assign(new EventTarget(), { registerTool }) });
    const handle = tm.register({ name: 'cart', description: 'The cart', state: () => [], run: () => ok() });
    await publication.settled();
    expect(registerTool).toHaveBeenCalledTimes(2);
    handle.changed();
    await publication.settled();
    expect(registerTool).toHaveBeenCalledTimes(2);
  });

  it('skips native-form tools: the browser already serves them', async () => {
    const { tm, context } = setup();
    tm.register({ name: 'search', description: 'Search flights', origin: 'native-form', nativeName: 'search_flights', run: () => ok() });
    await publish(tm, { modelContext: context }).settled();
    expect(await names(context)).toEqual(['math.add']);
  });

  it('applies the filter', async () => {
    const { tm, context } = setup();
    tm.register({ name: 'secret', description: 'Internal', run: () => ok() });
    await publish(tm, { modelContext: context, filter: (entry) => entry.name !== 'secret' }).settled();
    expect(await names(context)).toEqual(['math.add']);
  });

  it('dispose() unregisters everything and stops following; so does aborting the signal', async () => {
    const { tm, context } = setup();
    const publication = publish(tm, { modelContext: context });
    await publication.settled();
    publication.dispose();
    publication.dispose();
    tm.register({ name: 'late', description: 'Late', run: () => ok() });
    await publication.settled();
    expect(await names(context)).toEqual([]);
    expect(publication.names()).toEqual([]);

    const controller = new AbortController();
    await publish(tm, { modelContext: context, signal: controller.signal }).settled();
    expect(await names(context)).toEqual(['late', 'math.add']);
    controller.abort();
    expect(await names(context)).toEqual([]);
  });

  it('reconciles: publishing again (hot reload, StrictMode, a second publish) never fails with a duplicate name', async () => {
    const { tm, context } = setup();
    const onError = vi.fn();
    const first = publish(tm, { modelContext: context, onError });
    await first.settled();
    // A hot reload: a new registry with the same tools, published without stopping the old one.
    const { tm: reloaded } = setup();
    reloaded.register({ name: 'fresh', description: 'New after reload', run: () => ok('fresh') });
    const second = publish(reloaded, { modelContext: context, onError });
    await second.settled();
    expect(onError).not.toHaveBeenCalled();
    expect(await names(context)).toEqual(['fresh', 'math.add']);
    // The old publication letting go later does not remove the tools the new one took over.
    first.dispose();
    expect(await names(context)).toEqual(['fresh', 'math.add']);
    // StrictMode: publish, stop, publish.
    second.dispose();
    const third = publish(reloaded, { modelContext: context, onError });
    await third.settled();
    expect(await names(context)).toEqual(['fresh', 'math.add']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a name held by a tool outside Toolmark, and publishes the rest', async () => {
    const { tm, context } = setup();
    await context.registerTool({ name: 'math.add', description: 'Someone else', execute: () => 0 });
    tm.register({ name: 'other', description: 'Other', run: () => ok() });
    const onError = vi.fn();
    const publication = publish(tm, { modelContext: context, onError });
    await publication.settled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'InvalidStateError' }), 'math.add');
    expect(publication.names()).toEqual(['other']);
    expect((await context.getTools()).find((record) => record.name === 'math.add')?.description).toBe('Someone else');
  });

  it('works with builds whose registerTool returns nothing, and unregisters through the signal alone', async () => {
    const { tm } = setup();
    const signals: AbortSignal[] = [];
    const unregister = vi.fn();
    // An early build's `{ unregister() }` is not called: the signal is the one way to unregister.
    const registerTool = vi.fn((_tool: ModelContextTool, options?: { signal?: AbortSignal }) => (signals.push(options!.signal!), { unregister }));
    const publication = publish(tm, { modelContext: Object.assign(new EventTarget(), { registerTool }) });
    await publication.settled();
    expect(publication.names()).toEqual(['math.add']);
    publication.dispose();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    expect(unregister).not.toHaveBeenCalled();
  });

  it('retries once when a build still holds a tool it was told to drop', async () => {
    const { tm } = setup();
    const polyfill = createModelContextPolyfill();
    // Unregisters a task late, like a build whose abort handling is asynchronous.
    const lagging: ModelContextLike = Object.assign(new EventTarget(), {
      registerTool: (tool: ModelContextTool, options: { signal?: AbortSignal } = {}) => {
        const inner = new AbortController();
        options.signal?.addEventListener('abort', () => setTimeout(() => inner.abort(), 0));
        return polyfill.registerTool(tool, { signal: inner.signal });
      },
      getTools: () => polyfill.getTools(),
    });
    const onError = vi.fn();
    await publish(tm, { modelContext: lagging, onError }).settled();
    await publish(setup().tm, { modelContext: lagging, onError }).settled();
    expect(onError).not.toHaveBeenCalled();
    expect(await names(lagging)).toEqual(['math.add']);
  });

  it('publishes nothing and warns TM301 without a model context', () => {
    const { tm } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const publication = publish(tm);
    expect(publication.modelContext).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[toolmark TM301]'));
    warn.mockRestore();
  });
});
