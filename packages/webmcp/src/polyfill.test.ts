// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findModelContext } from './model-context.js';
import { createModelContextPolyfill, installModelContextPolyfill, isModelContextPolyfill } from './polyfill.js';

const tool = (name: string, execute: (input: unknown) => unknown = () => ({ ok: true })) => ({
  name,
  description: `The ${name} tool`,
  inputSchema: { type: 'object', properties: { a: { type: 'number' } } },
  execute,
});

afterEach(() => {
  delete (document as { modelContext?: unknown }).modelContext;
});

describe('createModelContextPolyfill', () => {
  it('registers tools and lists them sorted by name, as Chromium does', async () => {
    const context = createModelContextPolyfill('https://shop.example');
    await context.registerTool(tool('zeta'));
    await context.registerTool({ ...tool('alpha'), title: 'Alpha', annotations: { readOnlyHint: true } });
    const tools = await context.getTools();
    expect(tools.map((record) => record.name)).toEqual(['alpha', 'zeta']);
    expect(tools[0]).toEqual({
      name: 'alpha',
      title: 'Alpha',
      description: 'The alpha tool',
      inputSchema: { type: 'object', properties: { a: { type: 'number' } } },
      annotations: { readOnlyHint: true, untrustedContentHint: false, consequentialHint: false },
      origin: 'https://shop.example',
    });
    expect(tools[1]?.title).toBe('');
  });

  it('refuses a duplicate or invalid name with InvalidStateError, and a tool without execute with TypeError', async () => {
    const context = createModelContextPolyfill();
    await context.registerTool(tool('cart.add'));
    await expect(context.registerTool(tool('cart.add'))).rejects.toMatchObject({ name: 'InvalidStateError', message: 'Duplicate tool name' });
    await expect(context.registerTool(tool('cart add'))).rejects.toMatchObject({ name: 'InvalidStateError', message: 'Invalid tool name' });
    await expect(context.registerTool(tool('x'.repeat(129)))).rejects.toMatchObject({ name: 'InvalidStateError' });
    await expect(context.registerTool({ name: 'n', description: 'd' } as never)).rejects.toBeInstanceOf(TypeError);
  });

  it('unregisters a tool when its signal aborts, and registers nothing for an aborted signal', async () => {
    const context = createModelContextPolyfill();
    const controller = new AbortController();
    await context.registerTool(tool('a'), { signal: controller.signal });
    controller.abort();
    expect(await context.getTools()).toEqual([]);
    await context.registerTool(tool('a'));
    expect((await context.getTools()).map((record) => record.name)).toEqual(['a']);
    await expect(context.registerTool(tool('b'), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect((await context.getTools()).map((record) => record.name)).toEqual(['a']);
  });

  it('executes by record or by name, with an object or JSON text, and resolves to JSON text', async () => {
    const context = createModelContextPolyfill();
    const execute = vi.fn((input: unknown, _options?: unknown) => ({ got: input }));
    await context.registerTool(tool('echo', execute));
    const [record] = await context.getTools();
    expect(await context.executeTool(record!, { a: 1 })).toBe('{"got":{"a":1}}');
    expect(await context.executeTool('echo', '{"a":2}')).toBe('{"got":{"a":2}}');
    expect(execute.mock.calls[0]?.[1]).toMatchObject({ signal: expect.any(AbortSignal) });
    await expect(context.executeTool('echo', '[1]')).rejects.toBeInstanceOf(TypeError);
    await expect(context.executeTool('echo', 'not json')).rejects.toBeInstanceOf(TypeError);
    await expect(context.executeTool('nope', {})).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('passes a string result as it is and turns a throw into UnknownError', async () => {
    const context = createModelContextPolyfill();
    await context.registerTool(tool('plain', () => 'plain text'));
    await context.registerTool(
      tool('boom', () => {
        throw new Error('secret detail');
      }),
    );
    expect(await context.executeTool('plain', {})).toBe('plain text');
    await expect(context.executeTool('boom', {})).rejects.toMatchObject({ name: 'UnknownError' });
  });

  it('fires one toolchange per batch of changes, through listeners and ontoolchange', async () => {
    const context = createModelContextPolyfill();
    const listener = vi.fn();
    const handler = vi.fn();
    context.addEventListener('toolchange', listener);
    context.ontoolchange = handler;
    const controller = new AbortController();
    void context.registerTool(tool('a'), { signal: controller.signal });
    void context.registerTool(tool('b'));
    await Promise.resolve();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
    controller.abort();
    context.ontoolchange = null;
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('installModelContextPolyfill', () => {
  it('defines document.modelContext only when it is absent', () => {
    expect(findModelContext()).toBeUndefined();
    const installed = installModelContextPolyfill();
    expect(isModelContextPolyfill(installed)).toBe(true);
    expect(findModelContext()).toBe(installed);
    expect(installModelContextPolyfill()).toBe(installed);
  });

  it('leaves a native model context in place', () => {
    const native = Object.assign(new EventTarget(), { registerTool: () => undefined });
    Object.defineProperty(document, 'modelContext', { value: native, configurable: true });
    expect(installModelContextPolyfill()).toBe(native);
    expect(isModelContextPolyfill((document as { modelContext?: unknown }).modelContext)).toBe(false);
  });

  it('reads document.modelContext only: builds before Chrome 152 (navigator.modelContext) are not supported', () => {
    const old = Object.assign(new EventTarget(), { registerTool: () => undefined });
    Object.defineProperty(navigator, 'modelContext', { value: old, configurable: true });
    try {
      expect(findModelContext()).toBeUndefined();
      expect(isModelContextPolyfill(installModelContextPolyfill())).toBe(true);
    } finally {
      delete (navigator as { modelContext?: unknown }).modelContext;
    }
  });
});
