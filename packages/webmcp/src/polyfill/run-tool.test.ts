// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { executeByName } from '../polyfill.test-support.js';
import { createModelContextPolyfill } from './model-context-polyfill.js';
import { ToolActivatedEvent, ToolCancelEvent } from './tool-events.js';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('a run of a polyfilled tool', () => {
  it('calls execute with a signal of its own, then fires toolactivated at the context, not the window', async () => {
    const context = createModelContextPolyfill();
    const events: string[] = [];
    let signal: AbortSignal | undefined;
    await context.registerTool({ name: 't', description: 'd', execute: (_input: object | string, options?: { signal?: AbortSignal }) => (events.push('execute'), (signal = options?.signal), 'done') });
    context.addEventListener('toolactivated', (event) => events.push(`context:${(event as ToolActivatedEvent).toolName}:${event instanceof ToolActivatedEvent}`));
    const onWindow = (event: Event) => events.push(`window:${(event as ToolActivatedEvent).toolName}`);
    window.addEventListener('toolactivated', onWindow);
    try {
      expect(await executeByName(context, 't')).toBe('done');
    } finally {
      window.removeEventListener('toolactivated', onWindow);
    }
    expect(events).toEqual(['execute', 'context:t:true']);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });

  it("rejects at once with the caller's reason; a task later the tool's signal aborts and toolcancel fires", async () => {
    const context = createModelContextPolyfill();
    const events: string[] = [];
    await context.registerTool({
      name: 'slow',
      description: 'd',
      execute: (_input: object | string, options?: { signal?: AbortSignal }) => {
        options?.signal?.addEventListener('abort', () => events.push(`signal:${(options.signal!.reason as DOMException).name}`));
        return new Promise(() => {});
      },
    });
    context.addEventListener('toolcancel', (event) => events.push(`toolcancel:${(event as ToolCancelEvent).toolName}:${event instanceof ToolCancelEvent}`));
    const caller = new AbortController();
    const call = executeByName(context, 'slow', {}, { signal: caller.signal }).catch((reason: unknown) => events.push(`rejected:${String(reason)}`));
    await nextTask();
    caller.abort('stop');
    await call;
    await nextTask();
    expect(events).toEqual(['rejected:stop', 'signal:AbortError', 'toolcancel:slow:true']);
  });

  it('never runs a tool for a signal already aborted, and rejects before anything else happens', async () => {
    const context = createModelContextPolyfill();
    let ran = false;
    await context.registerTool({ name: 't', description: 'd', execute: () => (ran = true) });
    const [record] = await context.getTools();
    let reason: unknown;
    void context.executeTool(record!, {}, { signal: AbortSignal.abort('early') }).catch((error: unknown) => (reason = error));
    await Promise.resolve();
    expect(reason).toBe('early');
    expect(ran).toBe(false);
  });

  it('resolves to the text of the result, as Chromium does, and turns a throw into UnknownError', async () => {
    const context = createModelContextPolyfill();
    const results: Record<string, unknown> = { text: 'plain', object: { a: 1 }, number: 5, nothing: undefined, empty: null };
    for (const [name, value] of Object.entries(results)) await context.registerTool({ name, description: 'd', execute: () => value });
    await context.registerTool({ name: 'boom', description: 'd', execute: () => { throw new Error('secret detail'); } });
    const texts = await Promise.all(Object.keys(results).map((name) => executeByName(context, name)));
    expect(texts).toEqual(['plain', '{"a":1}', '5', 'undefined', 'null']);
    await expect(executeByName(context, 'boom')).rejects.toMatchObject({ name: 'UnknownError', message: expect.not.stringContaining('secret') });
  });

  it('ends as it would have when the tool unregisters itself during the run', async () => {
    const context = createModelContextPolyfill();
    const registration = new AbortController();
    await context.registerTool({ name: 'once', description: 'd', execute: async () => (registration.abort(), { status: 'done' }) }, { signal: registration.signal });
    expect(await executeByName(context, 'once')).toBe('{"status":"done"}');
    expect(await context.getTools()).toEqual([]);
  });
});
