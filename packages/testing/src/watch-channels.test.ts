// @vitest-environment happy-dom
// The leak check both ways (spec §22.4): a secret planted in each channel is found there, by channel
// and path; a correct tool with `sensitivePaths` passes through every channel.
import { createToolmark, ok, text, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { createBridge, installModelContextPolyfill } from '@toolmark/webmcp';
import { afterEach, describe, expect, test } from 'vitest';
import { FakeWindow, settle } from '../../webmcp/src/bridge/fake-windows.test-support.js';
import { createEnvelope } from '../../webmcp/src/bridge/wire.js';
import { expectNoLeak, findLeaks } from './expect-no-leak.js';
import { createFakeAgent, type FakeAgent } from './fake-agent.js';
import { installScriptedConfirm } from './scripted-confirm.js';
import { watchChannels, type ChannelWatch, type LeakChannel } from './watch-channels.js';
import { secretForms } from './find-leak.js';
import { SECRET_ENCODINGS, secretForms as coreSecretForms } from '@toolmark/core/internal';

const SECRET = '4111-1111-SECRET-77';
const base64 = (value: string) => Buffer.from(value).toString('base64');
const schema = { type: 'object', properties: { card: { type: 'string' }, amount: { type: 'number' } }, required: ['card'] } as const;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
});

function registry(): Toolmark {
  return createToolmark({ dev: false, compileJsonSchema: fromJsonSchema, confirm: () => true });
}

function watch(tm: Toolmark, options?: Parameters<typeof watchChannels>[1]): ChannelWatch {
  const watched = watchChannels(tm, options);
  cleanups.push(() => watched.dispose());
  return watched;
}

const channelsOf = (watched: ChannelWatch) => [...new Set(findLeaks(watched, SECRET).map((leak) => leak.channel))].sort();

describe('watchChannels + expectNoLeak find a planted leak in each channel (spec §22.4)', () => {
  test('result: a tool without sensitive paths hands the card back base64-encoded (the registry knows no secret to scrub)', async () => {
    const tm = registry();
    tm.register({ name: 'pay', description: 'Pays', jsonSchema: schema, run: (input: { card: string }) => text(`receipt ${base64(`card=${input.card}`)}`) });
    const watched = watch(tm);
    await tm.call('pay', { card: SECRET });
    expect(findLeaks(watched, SECRET)).toContainEqual({ channel: 'result', label: 'pay call-1', path: '$.content[0].text' });
    // The input, unredacted by any path, comes first.
    expect(() => expectNoLeak(watched, SECRET)).toThrow(/^The secret leaked through the event channel, in call:started pay, at \$\.input\.card \(and 2 more: event, result\)$/);
  });

  test('state: a tool that keeps the card under a key its sensitive paths do not name', async () => {
    const tm = registry();
    let last = '';
    tm.register({ name: 'pay', description: 'Pays', jsonSchema: schema, sensitivePaths: () => ['card'], state: () => ({ lastCard: last }), run: (input: { card: string }) => ((last = input.card), ok()) });
    const watched = watch(tm);
    await tm.call('pay', { card: SECRET });
    expect(channelsOf(watched)).toEqual(['state']);
    expect(findLeaks(watched, SECRET)[0]).toEqual({ channel: 'state', label: 'pay', path: '$.lastCard' });
  });

  test('manifest: a description that holds the secret', () => {
    const tm = registry();
    const watched = watch(tm);
    tm.register({ name: 'pay', description: `Pays with ${SECRET}`, run: () => ok() });
    expect(channelsOf(watched)).toEqual(['manifest']);
    expect(findLeaks(watched, SECRET)[0]).toEqual({ channel: 'manifest', label: 'pay', path: '$.description' });
  });

  test('event: a progress report with the card URL-safe base64-encoded, by a tool without sensitive paths', async () => {
    const tm = registry();
    tm.register({ name: 'pay', description: 'Pays', jsonSchema: schema, run: (input: { card: string }, ctx) => (ctx.progress({ message: Buffer.from(input.card).toString('base64url') }), ok()) });
    const watched = watch(tm);
    await tm.call('pay', { card: SECRET });
    expect(findLeaks(watched, SECRET)).toContainEqual({ channel: 'event', label: 'call:progress pay', path: '$.update.message' });
  });

  test('dom: a page that writes the card into an attribute inside a shadow root', async () => {
    const tm = registry();
    tm.register({
      name: 'pay',
      description: 'Pays',
      jsonSchema: schema,
      sensitivePaths: () => ['card'],
      run: (input: { card: string }) => {
        const host = document.body.appendChild(document.createElement('receipt-view'));
        host.attachShadow({ mode: 'open' }).innerHTML = `<span title="${input.card.replace(/-/g, '&#45;')}">paid</span>`;
        return ok();
      },
    });
    const watched = watch(tm, { document });
    await tm.call('pay', { card: SECRET });
    expect(findLeaks(watched, SECRET)).toEqual([{ channel: 'dom', label: 'document', path: '$.document>html[0]>body[1]>receipt-view[0]>#shadow>span[0][@title]' }]);
  });

  test('bridge: a tool without sensitive paths, called by a peer', async () => {
    const tm = registry();
    tm.register({ name: 'pay', description: 'Pays', jsonSchema: schema, run: (input: { card: string }) => ok({ charged: input.card }) });
    const page = new FakeWindow('https://shop.test');
    const peer = new FakeWindow('https://agent.test');
    const watched = watch(tm, { bridge: [peer.seenFrom(page)] });
    const bridge = createBridge(tm, { window: page.self as unknown as Window, allowedOrigins: ['https://agent.test'] });
    cleanups.push(() => bridge.dispose());
    page.seenFrom(peer).postMessage(createEnvelope('client', 'toolmark', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'pay', arguments: { card: SECRET } } }), 'https://shop.test');
    await settle();
    expect(findLeaks(watched, SECRET)).toContainEqual({ channel: 'bridge', label: 'postMessage #1', path: '$.message.result.content[0].text' });
  });

  test('webmcp and transcript: what the model context is given and answers, and what the agent saw', async () => {
    const tm = registry();
    tm.register({ name: 'pay', description: 'Pays', jsonSchema: schema, run: (input: { card: string }) => text(base64(input.card)) });
    const modelContext = installModelContextPolyfill()!;
    const agent: FakeAgent = createFakeAgent(tm, { channel: 'webmcp', modelContext });
    const watched = watch(tm, { modelContext, agents: [agent] });
    cleanups.push(() => agent.dispose());
    await agent.call('pay', { card: SECRET });
    const labels = findLeaks(watched, SECRET).map((leak) => `${leak.channel} ${leak.label}`);
    expect(labels).toEqual(expect.arrayContaining(['webmcp execute pay', 'webmcp executeTool pay', 'transcript agent #1']));
  });
});

describe('a correct tool with sensitivePaths passes every channel (spec §22.4, §6)', () => {
  test('echoes, progress, state, summary, card text, bridge and WebMCP hold no secret', async () => {
    const tm = registry();
    let last = '';
    tm.register({
      name: 'pay',
      description: 'Pays',
      hints: { consequential: true },
      jsonSchema: schema,
      sensitivePaths: () => ['card'],
      summary: (input: Record<string, unknown>) => `Pay with ${JSON.stringify(input)}`,
      state: () => ({ card: last }),
      run: (input: { card: string }, ctx) => {
        last = input.card;
        ctx.progress({ message: `charging ${input.card}` });
        document.body.append(`Paid with •••• ${input.card.slice(-2)}`);
        return { content: [{ type: 'text', text: `paid with ${JSON.stringify(JSON.stringify(input))}` }], structuredContent: { echo: input } };
      },
    });
    const scripted = installScriptedConfirm(tm, [{ answer: 'approve' }, { answer: 'approve' }, { answer: 'approve' }]);
    const modelContext = installModelContextPolyfill()!;
    const page = new FakeWindow('https://shop.test');
    const peer = new FakeWindow('https://agent.test');
    const registryAgent = createFakeAgent(tm);
    const watched = watch(tm, { document, modelContext, bridge: [peer.seenFrom(page)], agents: [registryAgent] });
    const webmcpAgent = createFakeAgent(tm, { channel: 'webmcp', modelContext });
    const bridge = createBridge(tm, { window: page.self as unknown as Window, allowedOrigins: ['https://agent.test'] });
    cleanups.push(() => (bridge.dispose(), webmcpAgent.dispose()));

    await registryAgent.call('pay', { card: SECRET, amount: 5 });
    await webmcpAgent.call('pay', { card: SECRET, amount: 5 });
    page.seenFrom(peer).postMessage(createEnvelope('client', 'toolmark', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'pay', arguments: { card: SECRET } } }), 'https://shop.test');
    await settle();
    scripted.verify();
    const channels = new Set(watched.payloads().map((payload) => payload.channel));
    expect([...channels].sort()).toEqual(['bridge', 'dom', 'event', 'manifest', 'result', 'state', 'transcript', 'webmcp']);
    expect(() => expectNoLeak(watched, SECRET)).not.toThrow();
    expect(document.body.textContent).toContain('Paid with •••• 77');
  });

  test('dispose restores what it wrapped', () => {
    const tm = registry();
    const target = { postMessage: (_message: unknown) => undefined };
    const original = target.postMessage;
    watchChannels(tm, { bridge: [target] }).dispose();
    expect(target.postMessage).toBe(original);
  });
});

describe('the kit finds every form the egress scrubs, in every channel it watches (spec §22.4, §6.2: one list)', () => {
  // A secret every step of the list changes: whitespace at both ends, a decomposable letter, a
  // compatibility ligature, quotes, a line break, HTML and URL specials.
  const secret = ' SECRET-é"ﬁ<a>&b!\'()~\n ';
  const ascii = 'SECRET-4111';
  const base64Of = (text: string, urlSafe: boolean) => {
    const encoded = Buffer.from(`ab${text}!`, 'utf8').toString('base64');
    return urlSafe ? encoded.replace(/\+/g, '-').replace(/\//g, '_') : encoded;
  };
  // Each step of each stage of core's list alone (the others as written), as a run would write it.
  const planted = SECRET_ENCODINGS.flatMap((stage, index) =>
    stage.map(({ name, encode }) => {
      const base64 = name.startsWith('base64');
      return { label: `stage ${index + 1}: ${name}`, written: base64 ? base64Of(secret, name === 'base64url') : [encode(secret)].flat()[0]! };
    }),
  );

  const schemaFree = { type: 'object' } as const;
  // How each channel carries `written`, from a registry that does not know the secret (no sensitive path).
  const channels: Readonly<Record<LeakChannel, (written: string) => Promise<ChannelWatch>>> = {
    result: async (written) => {
      const tm = registry();
      tm.register({ name: 'echo', description: 'Echo', jsonSchema: schemaFree, run: () => text(written) });
      const watched = watch(tm);
      await tm.call('echo', {});
      return watched;
    },
    event: async (written) => {
      const tm = registry();
      tm.register({ name: 'echo', description: 'Echo', jsonSchema: schemaFree, run: (_: unknown, ctx) => (ctx.progress({ message: written }), ok()) });
      const watched = watch(tm);
      await tm.call('echo', {});
      return watched;
    },
    state: async (written) => {
      const tm = registry();
      tm.register({ name: 'echo', description: 'Echo', jsonSchema: schemaFree, state: () => ({ note: written }), run: () => ok() });
      return watch(tm);
    },
    manifest: async (written) => {
      const tm = registry();
      const watched = watch(tm);
      tm.register({ name: 'echo', description: `Echo ${written}`, jsonSchema: schemaFree, run: () => ok() });
      return watched;
    },
    dom: async (written) => {
      const tm = registry();
      const watched = watch(tm, { document });
      document.body.append(written);
      return watched;
    },
    bridge: async (written) => {
      const tm = registry();
      tm.register({ name: 'echo', description: 'Echo', jsonSchema: schemaFree, run: () => text(written) });
      const page = new FakeWindow('https://shop.test');
      const peer = new FakeWindow('https://agent.test');
      const watched = watch(tm, { bridge: [peer.seenFrom(page)] });
      const bridge = createBridge(tm, { window: page.self as unknown as Window, allowedOrigins: ['https://agent.test'] });
      cleanups.push(() => bridge.dispose());
      page.seenFrom(peer).postMessage(createEnvelope('client', 'toolmark', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: {} } }), 'https://shop.test');
      await settle();
      return watched;
    },
    webmcp: async (written) => {
      const tm = registry();
      tm.register({ name: 'echo', description: 'Echo', jsonSchema: schemaFree, run: () => text(written) });
      const modelContext = installModelContextPolyfill()!;
      const watched = watch(tm, { modelContext });
      const agent = createFakeAgent(tm, { channel: 'webmcp', modelContext });
      cleanups.push(() => agent.dispose());
      await agent.call('echo', {});
      return watched;
    },
    transcript: async (written) => {
      const tm = registry();
      tm.register({ name: 'echo', description: 'Echo', jsonSchema: schemaFree, run: () => text(written) });
      const agent = createFakeAgent(tm);
      await agent.call('echo', {});
      // The transcript alone: what the agent saw, with no registry channel watched beside it.
      return { payloads: () => [{ channel: 'transcript', label: 'agent #1', value: agent.transcript }], dispose: () => {} };
    },
  };

  test('every form of core’s list is one the kit looks for', () => {
    for (const value of [secret, ascii]) expect(new Set(secretForms(value))).toEqual(new Set(coreSecretForms(value)));
    expect(secretForms).toBe(coreSecretForms);
  });

  test.each(Object.keys(channels) as LeakChannel[])('%s: each step of each stage, planted there, is found there', async (channel) => {
    for (const { label, written } of planted) {
      const watched = await channels[channel](written);
      expect(findLeaks(watched, secret).map((leak) => leak.channel), `${label}: ${JSON.stringify(written)}`).toContain(channel);
      watched.dispose();
      for (const cleanup of cleanups.splice(0)) cleanup();
      document.body.replaceChildren();
    }
    console.log(`[security] kit finds every form: ${channel}, ${planted.length} steps, 0 misses`);
  });
});
