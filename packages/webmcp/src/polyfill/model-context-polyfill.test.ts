// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { executeByName } from '../polyfill.test-support.js';
import { createModelContextPolyfill, isModelContextPolyfill } from './model-context-polyfill.js';

const tool = (name: string, execute: (input: unknown) => unknown = () => ({ ok: true })) => ({
  name,
  description: `The ${name} tool`,
  inputSchema: { type: 'object', properties: { a: { type: 'number' } } },
  execute,
});

describe('createModelContextPolyfill', () => {
  it("lists tools sorted by name, with Chromium's record: members sorted, four hints or none, the window", async () => {
    const context = createModelContextPolyfill();
    await context.registerTool(tool('zeta'));
    await context.registerTool({ ...tool('alpha'), title: 'Alpha', annotations: { readOnlyHint: true } });
    const tools = await context.getTools();
    expect(tools.map((record) => record.name)).toEqual(['alpha', 'zeta']);
    expect(Object.keys(tools[0]!)).toEqual(['annotations', 'description', 'inputSchema', 'name', 'origin', 'title', 'window']);
    expect(tools[0]).toEqual({
      annotations: { consequentialHint: false, debugging: false, readOnlyHint: true, untrustedContentHint: false },
      description: 'The alpha tool',
      inputSchema: { type: 'object', properties: { a: { type: 'number' } } },
      name: 'alpha',
      origin: window.origin ?? location.origin,
      title: 'Alpha',
      window,
    });
    expect(tools[1]).not.toHaveProperty('annotations');
    expect(tools[1]?.title).toBe('');
  });

  it('hands out a copy of the schema: a caller that changes a record changes nothing', async () => {
    const context = createModelContextPolyfill();
    await context.registerTool(tool('a'));
    const [first] = await context.getTools();
    (first!.inputSchema as { type: string }).type = 'string';
    expect((await context.getTools())[0]?.inputSchema).toEqual({ type: 'object', properties: { a: { type: 'number' } } });
  });

  it("refuses what Chromium refuses, with Chromium's error names", async () => {
    const context = createModelContextPolyfill();
    await context.registerTool(tool('cart.add'));
    await expect(context.registerTool(tool('cart.add'))).rejects.toMatchObject({ name: 'InvalidStateError', message: 'Duplicate tool name' });
    await expect(context.registerTool(tool('cart add'))).rejects.toMatchObject({ name: 'InvalidStateError', message: 'Invalid tool name' });
    await expect(context.registerTool(tool('x'.repeat(129)))).rejects.toMatchObject({ name: 'InvalidStateError' });
    await expect(context.registerTool({ ...tool('d'), description: '' })).rejects.toMatchObject({ name: 'InvalidStateError', message: 'Description is required' });
    await expect(context.registerTool({ name: 'n', description: 'd' } as never)).rejects.toBeInstanceOf(TypeError);
    await expect(context.registerTool({ ...tool('s'), inputSchema: '{"type":"object"}' })).rejects.toBeInstanceOf(TypeError);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    await expect(context.registerTool({ ...tool('c'), inputSchema: cycle })).rejects.toBeInstanceOf(TypeError);
  });

  it('fails closed on exposedTo: a secure origin other than its own is not supported, an insecure one is a SecurityError', async () => {
    const context = createModelContextPolyfill();
    await expect(context.registerTool(tool('a'), { exposedTo: ['https://partner.example'] })).rejects.toMatchObject({ name: 'NotSupportedError' });
    await expect(context.registerTool(tool('b'), { exposedTo: ['http://partner.example'] })).rejects.toMatchObject({ name: 'SecurityError' });
    await expect(context.registerTool(tool('c'), { exposedTo: ['not a url'] })).rejects.toMatchObject({ name: 'SecurityError' });
    await expect(context.getTools({ fromOrigins: ['http://partner.example'] })).rejects.toMatchObject({ name: 'SecurityError' });
    expect(await context.getTools({ fromOrigins: ['https://partner.example'] })).toEqual([]);
  });

  it('unregisters a tool when its signal aborts, and registers nothing for an aborted signal', async () => {
    const context = createModelContextPolyfill();
    const controller = new AbortController();
    await context.registerTool(tool('a'), { signal: controller.signal });
    controller.abort();
    expect(await context.getTools()).toEqual([]);
    await context.registerTool(tool('a'));
    await expect(context.registerTool(tool('b'), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect((await context.getTools()).map((record) => record.name)).toEqual(['a']);
  });

  it('fires toolchange before registerTool resolves, once per batch, through listeners and ontoolchange', async () => {
    const context = createModelContextPolyfill();
    const order: string[] = [];
    context.addEventListener('toolchange', () => order.push('toolchange'));
    const handler = vi.fn();
    context.ontoolchange = handler;
    const controller = new AbortController();
    await Promise.all([context.registerTool(tool('a'), { signal: controller.signal }).then(() => order.push('a')), context.registerTool(tool('b')).then(() => order.push('b'))]);
    expect(order).toEqual(['toolchange', 'a', 'b']);
    expect(handler).toHaveBeenCalledTimes(1);
    context.ontoolchange = null;
    controller.abort();
    await Promise.resolve();
    expect(order).toEqual(['toolchange', 'a', 'b', 'toolchange']);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs a tool from its record only: a made-up record, or one of a tool since gone, is UnknownError', async () => {
    const context = createModelContextPolyfill();
    await context.registerTool(tool('echo', (input) => ({ got: input })));
    expect(await executeByName(context, 'echo', { a: 1 })).toBe('{"got":{"a":1}}');
    const fake = { name: 'nope', description: 'd', origin: location.origin, window };
    await expect(context.executeTool(fake as never, {})).rejects.toMatchObject({ name: 'UnknownError' });
    await expect(context.executeTool({ name: 'echo', description: 'd', window } as never, {})).rejects.toBeInstanceOf(TypeError);
  });

  it('is branded, so the script tag and publish know it from a browser', () => {
    expect(isModelContextPolyfill(createModelContextPolyfill())).toBe(true);
    expect(isModelContextPolyfill(new EventTarget())).toBe(false);
  });

  it('refuses every operation of a document that is not fully active, with InvalidStateError', async () => {
    const context = createModelContextPolyfill(document.implementation.createHTMLDocument());
    await expect(context.registerTool(tool('a'))).rejects.toMatchObject({ name: 'InvalidStateError' });
    await expect(context.getTools()).rejects.toMatchObject({ name: 'InvalidStateError' });
  });
});
