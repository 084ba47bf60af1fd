import { createToolmark, defineTool, ok, type Caller } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createFakeAgent } from './fake-agent.js';
import { installScriptedConfirm } from './scripted-confirm.js';

function shop() {
  const tm = createToolmark({ dev: false, toJsonSchema });
  const runs: unknown[] = [];
  tm.register(
    defineTool({
      name: 'cart.add',
      title: 'Add to cart',
      description: 'Adds a product',
      input: v.object({ sku: v.picklist(['mug', 'tee']), qty: v.optional(v.number(), 1) }),
      run: (input) => (runs.push(input), ok(input)),
    }),
  );
  tm.register(
    defineTool({
      name: 'pay',
      description: 'Pays with a card',
      input: v.object({ card: v.string(), amount: v.number() }),
      hints: { consequential: true },
      sensitivePaths: () => ['card'],
      run: ({ amount }) => ok({ paid: amount }),
    }),
  );
  return { tm, runs };
}

describe('createFakeAgent over the registry (spec §22.1)', () => {
  test('lists the published entries and calls through tm.call as an in-page agent', async () => {
    const { tm } = shop();
    const callers: Caller[] = [];
    tm.subscribe((event) => event.type === 'call:started' && callers.push(event.caller));
    const agent = createFakeAgent(tm);
    const tools = await agent.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['cart.add', 'pay']);
    expect(tools[0]).toEqual({ name: 'cart.add', title: 'Add to cart', description: 'Adds a product', inputSchema: tm.entry('cart.add')!.inputSchema });
    const result = await agent.call('cart.add', { sku: 'mug' });
    expect(result.structuredContent).toEqual({ sku: 'mug', qty: 1 });
    expect(callers).toEqual([{ kind: 'in-page', id: 'fake-agent' }]);
  });

  test.each([
    ['missing-required', 'sku', "Missing required parameter 'sku'"],
    ['wrong-type', 'sku', "'sku' must be one of: mug, tee"],
    ['not-in-enum', 'sku', "'sku' must be one of: mug, tee"],
  ] as const)('callWithBadInput %s: invalid_input with the issue, and the tool never runs', async (kind, path, message) => {
    const { tm, runs } = shop();
    const bad = await createFakeAgent(tm).callWithBadInput('cart.add', kind);
    expect(bad).toMatchObject({ kind, path, ran: false, result: { isError: true, code: 'invalid_input' } });
    expect(bad!.result.issues).toContainEqual({ path, message });
    expect(runs).toEqual([]);
  });

  test("callWithBadInput's ran: a tool whose published schema promises more than its validator checks runs, synchronously inside tm.start, and is seen running", async () => {
    const tm = createToolmark({ dev: false });
    const runs: unknown[] = [];
    tm.register({
      name: 'cart.add',
      description: 'Adds a product',
      // The validator takes any string; the published schema says only mug or tee.
      input: v.object({ sku: v.string() }),
      jsonSchema: { type: 'object', properties: { sku: { type: 'string', enum: ['mug', 'tee'] } }, required: ['sku'] },
      hints: { readOnly: true },
      run: (input) => (runs.push(input), ok(input)),
    });
    const bad = await createFakeAgent(tm).callWithBadInput('cart.add', 'not-in-enum');
    expect(runs).toHaveLength(1);
    expect(bad).toMatchObject({ ran: true, result: { structuredContent: runs[0] } });
  });

  test("callWithBadInput's ran is its own call's: the page running the same tool meanwhile does not count", async () => {
    const { tm, runs } = shop();
    // As the agent's call starts, the page calls the same tool with a valid input, which runs.
    tm.subscribe((event) => {
      if (event.type === 'call:started' && event.caller.id === 'fake-agent') void tm.call('cart.add', { sku: 'tee' });
    });
    const bad = await createFakeAgent(tm).callWithBadInput('cart.add', 'not-in-enum');
    expect(runs).toEqual([{ sku: 'tee', qty: 1 }]);
    expect(bad).toMatchObject({ ran: false, result: { code: 'invalid_input' } });
  });

  test('callWithBadInput breaks a given valid input in one place, and answers undefined when nothing can break', async () => {
    const { tm } = shop();
    const agent = createFakeAgent(tm);
    const bad = await agent.callWithBadInput('pay', 'wrong-type', { card: '4111-SECRET', amount: 5 });
    expect(bad).toMatchObject({ path: 'card', input: { card: 12345, amount: 5 } });
    expect(bad!.result.issues).toEqual([{ path: 'card', message: "'card' must be a string" }]);
    expect(await agent.callWithBadInput('pay', 'not-in-enum')).toBeUndefined();
    expect(await agent.callWithBadInput('nope')).toBeUndefined();
  });

  test('callUntilValid retries after invalid_input with the next input, capped by maxRetries', async () => {
    const { tm, runs } = shop();
    const agent = createFakeAgent(tm, { maxRetries: 1 });
    const fixed = await agent.callUntilValid('cart.add', [{ sku: 'cup' }, { sku: 'tee', qty: 2 }]);
    expect(fixed).toMatchObject({ calls: 2, result: { structuredContent: { sku: 'tee', qty: 2 } } });
    const capped = await agent.callUntilValid('cart.add', [{}, { qty: 1 }, { sku: 'mug' }]);
    expect(capped).toMatchObject({ calls: 2, result: { code: 'invalid_input' } });
    expect(runs).toEqual([{ sku: 'tee', qty: 2 }]);
  });

  test('a declined call is not retried, and the scripted approval combines with the agent', async () => {
    const { tm } = shop();
    const scripted = installScriptedConfirm(tm, [{ answer: 'deny', tool: 'pay' }, { answer: 'approve', tool: 'pay' }]);
    const agent = createFakeAgent(tm);
    const denied = await agent.callUntilValid('pay', [{ card: '4111-SECRET', amount: 5 }, { card: '4111-SECRET', amount: 5 }]);
    expect(denied).toMatchObject({ calls: 1, result: { code: 'declined' } });
    expect((await agent.call('pay', { card: '4111-SECRET', amount: 6 })).structuredContent).toEqual({ paid: 6 });
    scripted.verify();
  });

  test('a channel that cannot open answers channel_failed, and dispose is quiet', async () => {
    const { tm, runs } = shop();
    // Node has no DOM: no model context to publish to.
    const agent = createFakeAgent(tm, { channel: 'webmcp' });
    const result = await agent.call('cart.add', { sku: 'mug' });
    expect(result).toMatchObject({ isError: true, code: 'channel_failed' });
    expect(result.content[0]).toMatchObject({ text: expect.stringMatching(/^The webmcp channel failed: createFakeAgent: the webmcp channel needs a model context/) });
    await expect(agent.listTools()).rejects.toThrow(TypeError);
    agent.dispose();
    agent.dispose();
    expect(runs).toEqual([]);
  });

  test('the transcript holds every list and call in order, sensitive input redacted', async () => {
    const { tm } = shop();
    tm.setConfirm(() => true);
    const agent = createFakeAgent(tm);
    await agent.listTools();
    await agent.call('pay', { card: '4111-SECRET', amount: 5 });
    await agent.call('nope', {});
    expect(JSON.stringify(agent.transcript)).not.toContain('4111-SECRET');
    expect(agent.transcript).toMatchInlineSnapshot(`
      [
        {
          "step": "list",
          "tools": [
            "cart.add",
            "pay",
          ],
        },
        {
          "input": {
            "amount": 5,
            "card": "[redacted]",
          },
          "name": "pay",
          "outcome": "ok",
          "step": "call",
          "structuredContent": {
            "paid": 5,
          },
          "text": "{"paid":5}",
        },
        {
          "input": {},
          "name": "nope",
          "outcome": "unknown_tool",
          "step": "call",
          "text": "Unknown tool 'nope'",
        },
      ]
    `);
  });
});
