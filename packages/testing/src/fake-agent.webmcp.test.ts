// @vitest-environment happy-dom
import { createToolmark, defineTool, ok, type Caller } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { afterEach, describe, expect, test } from 'vitest';
import { createFakeAgent, type FakeAgent } from './fake-agent.js';
import { installScriptedConfirm } from './scripted-confirm.js';

let agent: FakeAgent | undefined;
afterEach(() => agent?.dispose());

function shop() {
  const tm = createToolmark({ dev: false, toJsonSchema });
  tm.register(defineTool({ name: 'cart.add', description: 'Adds a product', input: v.object({ sku: v.picklist(['mug', 'tee']) }), run: ({ sku }) => ok({ sku }) }));
  tm.register(
    defineTool({
      name: 'pay',
      description: 'Pays with a card',
      input: v.object({ card: v.string(), amount: v.number() }),
      hints: { consequential: true },
      sensitivePaths: () => ['card'],
      run: ({ card, amount }) => ok({ paid: amount, card }),
    }),
  );
  return tm;
}

describe("createFakeAgent over WebMCP (spec §22.1): publish onto the polyfill's document.modelContext", () => {
  test('lists what getTools lists and calls with executeTool; results read back with their code', async () => {
    const tm = shop();
    const callers: Caller[] = [];
    tm.subscribe((event) => event.type === 'call:started' && callers.push(event.caller));
    agent = createFakeAgent(tm, { channel: 'webmcp' });
    expect((await agent.listTools()).map((tool) => [tool.name, tool.inputSchema['required']])).toEqual([
      ['cart.add', ['sku']],
      ['pay', ['card', 'amount']],
    ]);
    expect(await agent.call('cart.add', { sku: 'tee' })).toEqual({ content: [{ type: 'text', text: '{"sku":"tee"}' }], structuredContent: { sku: 'tee' } });
    const bad = await agent.callWithBadInput('cart.add', 'not-in-enum');
    expect(bad).toMatchObject({ ran: false, result: { isError: true, code: 'invalid_input', issues: [{ path: 'sku', message: "'sku' must be one of: mug, tee" }] } });
    expect(await agent.call('nope', {})).toMatchObject({ isError: true, code: 'unknown_tool' });
    expect(callers).toEqual([{ kind: 'webmcp' }, { kind: 'webmcp' }]);
  });

  test('scripted confirmations answer the calls that come through WebMCP; the answer is redacted', async () => {
    const tm = shop();
    const scripted = installScriptedConfirm(tm, [{ answer: 'approve', tool: 'pay' }, { answer: 'deny', tool: 'pay' }]);
    agent = createFakeAgent(tm, { channel: 'webmcp', caller: { kind: 'webmcp', id: 'kit' } });
    expect((await agent.call('pay', { card: '4111-SECRET', amount: 5 })).structuredContent).toEqual({ paid: 5, card: '[redacted]' });
    expect(await agent.call('pay', { card: '4111-SECRET', amount: 5 })).toMatchObject({ isError: true, code: 'declined' });
    scripted.verify();
    expect(JSON.stringify(agent.transcript)).not.toContain('4111-SECRET');
  });
});
