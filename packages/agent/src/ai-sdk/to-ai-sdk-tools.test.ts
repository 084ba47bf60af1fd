import { createToolmark, image, ok, type ToolResult } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { describe, expect, test } from 'vitest';
import { toAiSdkTools } from './to-ai-sdk-tools.js';

describe('toAiSdkTools', () => {
  test("keys are core's provider-safe names; description, title and the manifest's input schema go through jsonSchema()", async () => {
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
    const schema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } as const;
    tm.register({ name: 'shop.find_item', title: 'Find', description: 'Finds an item', jsonSchema: schema, run: () => ok() });
    tm.register({ name: 'a__b', description: 'Odd name', run: () => ok() });
    const tools = toAiSdkTools(tm);
    expect(Object.keys(tools)).toEqual(['a___uu___b', 'shop__find_item']);
    const find = tools['shop__find_item']!;
    expect(find.description).toBe('Finds an item');
    expect(find.title).toBe('Find');
    expect(find.needsApproval).toBeUndefined();
    expect(await (find.inputSchema as { jsonSchema: unknown }).jsonSchema).toEqual(tm.manifest().find((entry) => entry.name === 'shop.find_item')!.inputSchema);
  });

  test('two long names whose shortened keys collide are both left out, not guessed between', () => {
    const tm = createToolmark();
    const long = 'x'.repeat(60);
    tm.register({ name: `${long}.one`, description: 'one', run: () => ok() });
    tm.register({ name: 'short', description: 'short', run: () => ok() });
    const manifest = tm.manifest();
    // Two entries with the same key: forge the second from the first (a real collision needs an FNV-1a clash).
    const forged = { ...manifest[0]!, name: `${long}.one` };
    const tools = toAiSdkTools({ start: tm.start, manifest: () => [...manifest, forged] });
    expect(Object.keys(tools)).toEqual(['short']);
  });

  test("the call carries the SDK's abort signal and the caller", async () => {
    const tm = createToolmark();
    const seen: unknown[] = [];
    tm.register({ name: 'slow', description: 'Waits', run: (_input, ctx) => new Promise<ToolResult>((resolve) => ctx.signal.addEventListener('abort', () => resolve(ok()))) });
    tm.subscribe((event) => event.type === 'call:started' && seen.push(event.caller));
    const controller = new AbortController();
    const result = toAiSdkTools(tm, { caller: { kind: 'in-page', id: 'my-agent' } })['slow']!.execute!({}, { toolCallId: 'c', messages: [], abortSignal: controller.signal });
    controller.abort();
    expect(await result).toMatchObject({ isError: true, code: 'aborted' });
    expect(seen).toEqual([{ kind: 'in-page', id: 'my-agent' }]);
    const defaults = toAiSdkTools(tm)['slow']!.execute!({}, { toolCallId: 'd', messages: [], abortSignal: AbortSignal.abort() });
    expect(await defaults).toMatchObject({ code: 'aborted' });
    expect(seen[1]).toEqual({ kind: 'in-page', id: 'ai-sdk' });
  });

  test("a tool writes images for the SDK that runs it: ai 7's options carry `context`, ai 6's `experimental_context`", async () => {
    const tm = createToolmark();
    tm.register({ name: 'shot', description: 'A picture', run: () => image({ data: 'AAAA', mimeType: 'image/png' }) });
    const modelOutput = async (options: Record<string, unknown>) => {
      const tool = toAiSdkTools(tm)['shot']!;
      const output = (await tool.execute!({}, { toolCallId: 'c', messages: [], ...options })) as ToolResult;
      return tool.toModelOutput!({ toolCallId: 'c', input: {}, output });
    };
    expect(await modelOutput({ experimental_context: undefined })).toEqual({ type: 'content', value: [{ type: 'image-data', data: 'AAAA', mediaType: 'image/png' }] });
    expect(await modelOutput({ context: undefined })).toEqual({ type: 'content', value: [{ type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } }] });
  });
});
