// The tool set following the registry between steps of a real generateText loop (spec §21.8).
import { createToolmark, ok } from '@toolmark/core';
import { generateText, stepCountIs } from 'ai';
import { describe, expect, test } from 'vitest';
import { scriptedModel, toolOutputIn } from './mock-model.test-support.js';
import { createAiSdkToolSet } from './tool-set.js';

/** A page with two routes: the catalog's tools, and checkout's, which a call navigates to. */
function routedPage() {
  const tm = createToolmark();
  const paid: unknown[] = [];
  let catalog = new AbortController();
  const showCatalog = () => {
    catalog = new AbortController();
    tm.register({ name: 'catalog.search', description: 'Searches', run: () => ok(['tea']) }, { signal: catalog.signal });
    tm.register(
      {
        name: 'catalog.checkout',
        description: 'Goes to checkout',
        run: () => {
          catalog.abort();
          tm.register({ name: 'checkout.pay', description: 'Pays', run: (input) => (paid.push(input), ok('paid')) });
          return { ...ok('at checkout'), tools: { added: ['checkout.pay'], removed: ['catalog.search', 'catalog.checkout'] } };
        },
      },
      { signal: catalog.signal },
    );
  };
  showCatalog();
  return { tm, paid };
}

const offered = (options: { tools?: readonly { name: string }[] } | undefined) => options?.tools?.map((tool) => tool.name) ?? [];

describe('createAiSdkToolSet', () => {
  test('a tool a call adds is what the next step offers, and one it removes is no longer offered', async () => {
    const { tm, paid } = routedPage();
    const set = createAiSdkToolSet(tm);
    const { model, calls } = scriptedModel({ call: 'catalog__checkout', input: {} }, { call: 'checkout__pay', input: {} }, { text: 'Paid.' });
    const result = await generateText({ model, tools: set.tools, prepareStep: set.prepareStep, prompt: 'Buy', stopWhen: stepCountIs(5) });
    expect(offered(calls[0])).toEqual(['catalog__checkout', 'catalog__search']);
    expect(offered(calls[1])).toEqual(['checkout__pay']);
    expect(offered(calls[2])).toEqual(['checkout__pay']);
    expect(paid).toEqual([{}]);
    expect(toolOutputIn(calls[2], 'call-1')).toEqual({ type: 'text', value: 'paid' });
    expect(result.text).toBe('Paid.');
  });

  test('a removed tool the model calls anyway answers unknown_tool through the registry', async () => {
    const { tm } = routedPage();
    const set = createAiSdkToolSet(tm);
    // The model calls checkout and search in one step: search is gone by the time it runs.
    await tm.call('catalog.checkout', {});
    const output = await set.tools['catalog__search']!.execute!({}, { toolCallId: 'x', messages: [] });
    expect(output).toMatchObject({ isError: true, code: 'unknown_tool' });
    expect(set.prepareStep().activeTools).toEqual(['checkout__pay']);
  });

  test('a tool registered anew is rebuilt from its new entry', () => {
    const tm = createToolmark();
    tm.register({ name: 'a.b', description: 'first', run: () => ok() });
    const set = createAiSdkToolSet(tm);
    const first = set.tools['a__b'];
    set.prepareStep();
    expect(set.tools['a__b']).toBe(first);
    tm.register({ name: 'a.b', description: 'second', run: () => ok() }, { replace: true });
    set.prepareStep();
    expect(set.tools['a__b']!.description).toBe('second');
  });
});
