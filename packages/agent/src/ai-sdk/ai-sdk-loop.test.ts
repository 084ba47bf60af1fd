// @vitest-environment happy-dom
// A registry's tools in real AI SDK loops (generateText, streamText) with the SDK's own mock model:
// the destructive tool's card appears, and approve, deny, abort, invalid input all end right (spec §21.6–§21.7).
import { createToolmark, image, ok, text, type CallEvent, type Toolmark } from '@toolmark/core';
import { confirmWith } from '@toolmark/ui';
import { generateText, stepCountIs, streamText } from 'ai';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { aiMajor, scriptedModel, toolOutputIn } from './mock-model.test-support.js';
import { toAiSdkTools } from './to-ai-sdk-tools.js';

let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  document.body.replaceChildren();
});

/** A registry with a destructive tool, its runs counted, and the cards of `@toolmark/ui`. */
function page(): { tm: Toolmark; runs: unknown[] } {
  const runs: unknown[] = [];
  const tm = createToolmark();
  tm.register({
    name: 'cart.empty',
    title: 'Empty the cart',
    description: 'Removes every item from the cart',
    input: z.object({ reason: z.string() }),
    hints: { destructive: true },
    run: (input) => {
      runs.push(input);
      return ok({ emptied: 3 });
    },
  });
  uninstall = confirmWith(tm, { armDelayMs: 0 });
  return { tm, runs };
}

async function card(): Promise<HTMLElement & { updateComplete: Promise<unknown> }> {
  const element = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('tm-confirm-card');
    if (!found) throw new Error('no card yet');
    return found;
  });
  await element.updateComplete;
  return element;
}

async function press(part: 'approve' | 'deny'): Promise<void> {
  (await card()).shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!.click();
}

describe('toAiSdkTools in generateText', () => {
  test('approve: the card appears, the tool runs, the model reads its result, the final text arrives', async () => {
    const { tm, runs } = page();
    const { model, calls } = scriptedModel({ call: 'cart__empty', input: { reason: 'asked' } }, { text: 'The cart is empty.' });
    const loop = generateText({ model, tools: toAiSdkTools(tm), prompt: 'Empty my cart', stopWhen: stepCountIs(5) });
    const shown = await card();
    expect(shown.shadowRoot!.textContent).toContain('Empty the cart');
    expect(runs).toEqual([]);
    await press('approve');
    const result = await loop;
    expect(runs).toEqual([{ reason: 'asked' }]);
    expect(toolOutputIn(calls[1], 'call-0')).toEqual({ type: 'text', value: '{"emptied":3}' });
    expect(result.text).toBe('The cart is empty.');
    expect(result.steps).toHaveLength(2);
    // The full name travels on the SDK's tool call as metadata, never to the model.
    expect(result.steps[0]!.toolCalls[0]!.toolMetadata).toEqual({ toolmarkName: 'cart.empty' });
    expect(JSON.stringify(calls[0]!.tools)).not.toContain('toolmarkName');
    expect(document.querySelector('tm-confirm-card')).toBeNull();
  });

  test('deny: the tool does not run, the model reads a denial, and the loop goes on to its end', async () => {
    const { tm, runs } = page();
    const { model, calls } = scriptedModel({ call: 'cart__empty', input: { reason: 'asked' } }, { text: 'I did not empty it.' });
    const loop = generateText({ model, tools: toAiSdkTools(tm), prompt: 'Empty my cart', stopWhen: stepCountIs(5) });
    await press('deny');
    const result = await loop;
    expect(runs).toEqual([]);
    const output = toolOutputIn(calls[1], 'call-0') as { type: string; reason: string };
    expect(output.type).toBe('execution-denied');
    expect(output.reason).toMatch(/declined/i);
    expect(result.text).toBe('I did not empty it.');
    expect(result.steps[0]!.toolResults[0]!.output).toMatchObject({ isError: true, code: 'declined' });
  });

  test("abort through the SDK's abortSignal while the card is open: the call ends aborted and the card goes", async () => {
    const { tm, runs } = page();
    const finished: CallEvent[] = [];
    tm.subscribe((event) => event.type === 'call:finished' && finished.push(event));
    const { model } = scriptedModel({ call: 'cart__empty', input: { reason: 'asked' } }, { text: 'never' });
    const controller = new AbortController();
    const loop = generateText({ model, tools: toAiSdkTools(tm), prompt: 'Empty my cart', abortSignal: controller.signal, stopWhen: stepCountIs(5) });
    await card();
    controller.abort();
    await loop.catch(() => undefined);
    expect(finished.map((event) => event.type === 'call:finished' && event.result.code)).toEqual(['aborted']);
    expect(runs).toEqual([]);
    // The card closes, first telling the person why (spec §17.3).
    await vi.waitFor(() => {
      const open = document.querySelector('tm-confirm-card');
      expect(open === null || /stopped waiting/.test(open.shadowRoot?.querySelector('[part~="notice"]')?.textContent ?? '')).toBe(true);
    });
  });

  test("invalid input from the model: the registry's validation error reaches the model, and it can try again", async () => {
    const { tm, runs } = page();
    const { model, calls } = scriptedModel({ call: 'cart__empty', input: { why: 1 } }, { text: 'sorry' });
    await generateText({ model, tools: toAiSdkTools(tm), prompt: 'Empty my cart', stopWhen: stepCountIs(5) });
    expect(runs).toEqual([]);
    expect(document.querySelector('tm-confirm-card')).toBeNull();
    const output = toolOutputIn(calls[1], 'call-0') as { type: string; value: { code: string; message: string; issues: unknown[] } };
    expect(output.type).toBe('error-json');
    expect(output.value.code).toBe('invalid_input');
    expect(output.value.message).toContain("Invalid input for 'cart.empty': 'reason'");
    expect(output.value.issues.length).toBeGreaterThan(0);
  });

  test("a sensitive value never reaches the model's prompt, however the tool echoes it", async () => {
    const tm = createToolmark();
    tm.register({
      name: 'account.sign_in',
      description: 'Signs in',
      input: z.object({ user: z.string(), password: z.string() }),
      sensitivePaths: () => ['password'],
      // A careless tool that hands the secret back.
      run: (input) => ok({ welcome: input.user, echoed: input.password, note: `used ${input.password}` }),
    });
    const secret = 'hunter2-correct-horse';
    const { model, calls } = scriptedModel({ call: 'account__sign_in', input: { user: 'ada', password: secret } }, { text: 'Signed in.' });
    await generateText({ model, tools: toAiSdkTools(tm), prompt: 'Sign me in', stopWhen: stepCountIs(5) });
    const output = toolOutputIn(calls[1], 'call-0');
    expect(JSON.stringify(output)).toContain('ada');
    expect(JSON.stringify(output)).not.toContain(secret);
    // The only place the secret is in the prompt is the model's own tool call, which it wrote itself.
    const toolMessages = calls[1]!.prompt.filter((message) => message.role !== 'assistant');
    expect(JSON.stringify(toolMessages)).not.toContain(secret);
  });
});

describe('images, in ai 6 and ai 7', () => {
  afterEach(() => {
    delete (globalThis as { AI_SDK_LOG_WARNINGS?: unknown }).AI_SDK_LOG_WARNINGS;
  });

  test('an image result reaches the model as parts of the SDK that runs, with no deprecation warning', async () => {
    const warnings: unknown[] = [];
    // Both majors hand their warnings to this global when it is a function, instead of printing them.
    (globalThis as { AI_SDK_LOG_WARNINGS?: unknown }).AI_SDK_LOG_WARNINGS = (options: { warnings: unknown[] }) => warnings.push(...options.warnings);
    const tm = createToolmark();
    tm.register({
      name: 'page.screenshot',
      description: 'Shows the page',
      run: () => ({ content: [...text('the page').content, ...image({ data: 'AAAA', mimeType: 'image/png' }).content, ...image({ url: 'https://x.test/a.png' }).content] }),
    });
    const { model, calls } = scriptedModel({ call: 'page__screenshot', input: {} }, { text: 'I see it.' });
    const result = await generateText({ model, tools: toAiSdkTools(tm), prompt: 'Look', stopWhen: stepCountIs(5) });
    expect(result.text).toBe('I see it.');
    // What a (V3) model is sent: ai 7 turns its `file` parts into V3's `file-*` parts.
    const [data, url] = aiMajor >= 7 ? (['file-data', 'file-url'] as const) : (['image-data', 'image-url'] as const);
    expect(toolOutputIn(calls[1], 'call-0')).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'the page' },
        { type: data, data: 'AAAA', mediaType: 'image/png' },
        { type: url, url: 'https://x.test/a.png' },
      ],
    });
    expect(warnings).toEqual([]);
  });
});

describe('toAiSdkTools in streamText', () => {
  test('approve in a streaming loop: the card appears, the tool runs, the final text streams', async () => {
    const { tm, runs } = page();
    const { model, calls } = scriptedModel({ call: 'cart__empty', input: { reason: 'asked' } }, { text: 'Emptied.' });
    const stream = streamText({ model, tools: toAiSdkTools(tm), prompt: 'Empty my cart', stopWhen: stepCountIs(5) });
    const parts: string[] = [];
    const reading = (async () => {
      for await (const part of stream.fullStream) parts.push(part.type);
    })();
    await press('approve');
    await reading;
    expect(runs).toEqual([{ reason: 'asked' }]);
    expect(await stream.text).toBe('Emptied.');
    expect(parts).toContain('tool-result');
    expect(parts).not.toContain('tool-error');
    expect(toolOutputIn(calls[1], 'call-0')).toEqual({ type: 'text', value: '{"emptied":3}' });
  });

  test('while the card is open the stream carries a preliminary "waiting for approval" output; the model reads only the result', async () => {
    const { tm } = page();
    const { model, calls } = scriptedModel({ call: 'cart__empty', input: { reason: 'asked' } }, { text: 'Emptied.' });
    const stream = streamText({ model, tools: toAiSdkTools(tm), prompt: 'Empty my cart', stopWhen: stepCountIs(5) });
    const results: { preliminary: boolean | undefined; output: unknown }[] = [];
    const reading = (async () => {
      for await (const part of stream.fullStream) if (part.type === 'tool-result') results.push({ preliminary: part.preliminary, output: part.output });
    })();
    await card();
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toMatchObject({ preliminary: true, output: { structuredContent: { status: 'waiting-for-person', name: 'cart.empty' } } });
    await press('approve');
    await reading;
    // The SDK streams every output as preliminary, then the last one again as the final result.
    expect(results.map((result) => result.preliminary === true)).toEqual([true, true, false]);
    expect(results[2]!.output).toMatchObject({ structuredContent: { emptied: 3 } });
    expect(results[1]!.output).toEqual(results[2]!.output);
    expect((await stream.steps)[0]!.toolResults.map((result) => result.output)).toEqual([results[2]!.output]);
    expect(toolOutputIn(calls[1], 'call-0')).toEqual({ type: 'text', value: '{"emptied":3}' });
    expect(JSON.stringify(calls[1]!.prompt)).not.toContain('waiting-for-person');
  });
});
