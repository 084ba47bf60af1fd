// The fake agent's bridge channel (spec §22.1) in Chromium: a bridge on this window, MCP over
// postMessage from the same window and origin as an extension's content script, and the leak check's
// bridge channel reading what the bridge posts.
import { createToolmark, defineTool, ok, type Caller } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoLeak, findLeaks } from './expect-no-leak.js';
import { createFakeAgent, type FakeAgent } from './fake-agent.js';
import { installScriptedConfirm } from './scripted-confirm.js';
import { watchChannels, type ChannelWatch } from './watch-channels.js';

const SECRET = '4111-1111-SECRET-55';
let agent: FakeAgent | undefined;
let watch: ChannelWatch | undefined;
afterEach(() => (agent?.dispose(), watch?.dispose()));

function shop(leaky = false) {
  const tm = createToolmark({ dev: false, toJsonSchema });
  tm.register(
    defineTool({
      name: 'pay',
      description: 'Pays with a card',
      input: v.object({ card: v.string(), sku: v.picklist(['mug', 'tee']) }),
      hints: { consequential: true },
      ...(leaky ? {} : { sensitivePaths: () => ['card'] }),
      run: ({ card, sku }) => ok({ sku, card }),
    }),
  );
  return tm;
}

describe('createFakeAgent over the bridge (spec §22.1, §16.7)', () => {
  test('lists with tools/list and calls with tools/call; the caller is the bridge with this origin', async () => {
    const tm = shop();
    const callers: Caller[] = [];
    tm.subscribe((event) => event.type === 'call:started' && callers.push(event.caller));
    const person = installScriptedConfirm(tm, [{ answer: 'approve' }, { answer: 'deny' }]);
    agent = createFakeAgent(tm, { channel: 'bridge' });
    expect((await agent.listTools()).map((tool) => [tool.name, tool.inputSchema['required']])).toEqual([['pay', ['card', 'sku']]]);
    expect((await agent.call('pay', { card: SECRET, sku: 'mug' })).structuredContent).toEqual({ sku: 'mug', card: '[redacted]' });
    expect(await agent.call('pay', { card: SECRET, sku: 'mug' })).toMatchObject({ isError: true, code: 'declined' });
    expect(await agent.callWithBadInput('pay', 'not-in-enum', { card: SECRET, sku: 'mug' })).toMatchObject({ ran: false, result: { code: 'invalid_input' } });
    person.verify();
    expect(callers[0]).toEqual({ kind: 'bridge', origin: location.origin });
  });

  test("the bridge channel of the leak check reads the bridge's replies, not the agent's own requests", async () => {
    const correct = shop();
    installScriptedConfirm(correct, [{ answer: 'approve' }]);
    watch = watchChannels(correct, { bridge: [window] });
    agent = createFakeAgent(correct, { channel: 'bridge' });
    await agent.call('pay', { card: SECRET, sku: 'tee' });
    expect(watch.payloads().filter((payload) => payload.channel === 'bridge').length).toBeGreaterThan(0);
    expectNoLeak(watch, SECRET);
    agent.dispose();
    watch.dispose();

    const leaky = shop(true);
    installScriptedConfirm(leaky, [{ answer: 'approve' }]);
    watch = watchChannels(leaky, { bridge: [window] });
    agent = createFakeAgent(leaky, { channel: 'bridge' });
    await agent.call('pay', { card: SECRET, sku: 'tee' });
    expect(findLeaks(watch, SECRET).filter((leak) => leak.channel === 'bridge').map((leak) => leak.path)).toEqual(['$.message.result.content[0].text']);
  });
});
