// @vitest-environment happy-dom
import type { Toolmark } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { runSample } from './sample-runner';

describe('guide: npm in a single-page app', () => {
  test('spa-tools registers three tools in the shop scope', async () => {
    const { module } = await runSample<{ tm: Toolmark }>('spa-tools.ts');
    expect(module.tm.manifest().map((entry) => entry.name)).toEqual(['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']);
    expect(module.tm.entry('shop.cart.add')?.inputSchema).toMatchObject({
      type: 'object',
      properties: { sku: { type: 'string', pattern: '^TM-[A-Z]+$' }, qty: { type: 'integer', minimum: 1, maximum: 9, default: 1 } },
      required: ['sku'],
    });
  });

  test('spa-call prints what its comments say', async () => {
    await runSample('spa-call.ts');
  });

  test('spa-manifest prints what its comments say', async () => {
    await runSample('spa-manifest.ts');
  });

  test('spa-own-confirm declines with the person’s reason, and names the page’s agent', async () => {
    await runSample('spa-own-confirm.ts');
  });
});

describe('guide: confirmation and publishing in a single-page app', () => {
  async function cardButton(part: 'approve' | 'deny'): Promise<HTMLButtonElement> {
    await expect.poll(() => document.querySelector('tm-confirm-card')?.shadowRoot?.querySelector(`[part~="${part}"]`)).toBeTruthy();
    return document.querySelector('tm-confirm-card')!.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;
  }

  test('spa-confirm shows a card with the summary; Approve runs the tool, Deny declines it', async () => {
    const { module: tools } = await runSample<{ tm: Toolmark }>('spa-tools.ts');
    const confirm = await import('./samples/spa-confirm');
    await tools.tm.call('shop.cart.add', { sku: 'TM-MUG' });

    const approved = tools.tm.call('shop.cart.empty');
    const approve = await cardButton('approve');
    expect(document.querySelector('tm-confirm-card')!.shadowRoot!.textContent).toContain('Remove all 1 products from the cart');
    // happy-dom has no layout, so the card never arms by itself (spec §17.2 Arming): turn it off here.
    const card = document.querySelector('tm-confirm-card')!;
    card.armDelayMs = 0;
    await card.updateComplete;
    approve.click();
    expect((await approved).isError).toBeUndefined();
    expect((await tools.tm.call('shop.cart.show')).structuredContent).toEqual({ items: {} });
    expect(document.querySelector('tm-confirm-card')).toBeNull();

    const denied = tools.tm.call('shop.cart.empty');
    (await cardButton('deny')).click();
    expect((await denied).code).toBe('declined');

    confirm.uninstall();
    expect((await tools.tm.call('shop.cart.empty')).code).toBe('declined');
  });

  test('spa-spotlight gives a code tool anchors the spotlight finds, and mounts one spotlight', async () => {
    const { module } = await runSample<{ spotlight: HTMLElementTagNameMap['tm-spotlight'] }>('spa-spotlight.ts');
    const { spotlight } = module;
    expect(spotlight.isConnected).toBe(true);
    expect(document.querySelectorAll('tm-spotlight')).toHaveLength(1);
    expect(spotlight.tm?.anchor('shop.checkout.start', 'button')).toEqual([document.getElementById('checkout')]);
    spotlight.remove();
  });

  test('spa-publish mirrors the registry into document.modelContext, through tm.call', async () => {
    const { module: tools } = await runSample<{ tm: Toolmark }>('spa-tools.ts');
    const { publication } = await import('./samples/spa-publish');
    await publication.settled();
    const modelContext = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]>; executeTool(tool: { name: string }, input: unknown): Promise<string> } }).modelContext;
    const listed = await modelContext.getTools();
    expect(listed.map((tool) => tool.name)).toEqual(['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']);
    const add = listed.find((tool) => tool.name === 'shop.cart.add')!;
    expect(JSON.parse(await modelContext.executeTool(add, { sku: 'TM-MUG' }))).toEqual({
      content: [{ type: 'text', text: '{"sku":"TM-MUG","qty":1}' }],
      structuredContent: { sku: 'TM-MUG', qty: 1 },
    });
    // Validation is the registry's: the tool never runs with bad input.
    expect(JSON.parse(await modelContext.executeTool(add, { sku: 'mug' }))).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'invalid_input' } });
    tools.tm.register({ name: 'late', description: 'Registered after publishing', run: () => ({ content: [] }) });
    await publication.settled();
    expect(publication.names()).toContain('late');
    publication.dispose();
    expect(await modelContext.getTools()).toEqual([]);
  });
});
