// @vitest-environment happy-dom
import type { Toolmark, ToolmarkEvent } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { runSample } from './sample-runner';

describe('guide: calls you can follow', () => {
  test('calls-follow prints what its comments say: the handle, its phases and progress, abort', async () => {
    await runSample('calls-follow.ts');
  });

  test('calls-deadline prints what its comments say: pending at the deadline, the outcome from toolmark.call_status, only for its caller', async () => {
    await runSample('calls-deadline.ts');
  });
});

describe('guide: asking the person with a form', () => {
  afterEach(() => document.body.replaceChildren());

  async function openForm(): Promise<HTMLFormElement> {
    await expect.poll(() => document.querySelector('form')).toBeTruthy();
    return document.querySelector('form')!;
  }

  function fill(form: HTMLFormElement, values: Record<string, string>): void {
    for (const [name, value] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = value;
  }

  async function registry(): Promise<{ tm: Toolmark; events: ToolmarkEvent[] }> {
    const { module } = await runSample<typeof import('./samples/calls-ask')>('calls-ask.ts');
    const events: ToolmarkEvent[] = [];
    module.tm.subscribe((event) => events.push(event));
    return { tm: module.tm, events };
  }

  test('the form is made from the schema, the cvc field is a password; the answer reaches run and nothing else', async () => {
    const { tm, events } = await registry();
    // A tool that echoes the answer everywhere it can: the registry still scrubs the cvc.
    tm.register({
      name: 'shop.echo_card',
      description: 'd',
      run: async (_input, ctx) => {
        const answer = await ctx.ask({ message: 'Card?', input: { '~standard': { version: 1, vendor: 'x', validate: (value: unknown) => ({ value: value as { cvc: string } }) } }, jsonSchema: { type: 'object', properties: { cvc: { type: 'string' } } }, sensitivePaths: ['cvc'] });
        if (!answer.ok) return { content: [{ type: 'text', text: answer.code }] };
        ctx.progress({ message: `checking ${answer.value.cvc}` });
        return { content: [{ type: 'text', text: `cvc ${answer.value.cvc}` }], structuredContent: answer.value };
      },
    });

    const call = tm.start('shop.choose_card', {});
    const form = await openForm();
    expect(call.phase).toBe('waiting-for-person');
    expect(form.textContent).toContain('Which card should pay for this order?');
    expect([...form.querySelectorAll('option')].map((option) => option.value)).toEqual(['Visa ending 4242', 'Amex ending 0005']);
    expect(form.querySelector<HTMLInputElement>('input[name="cvc"]')!.type).toBe('password');
    fill(form, { card: 'Amex ending 0005', cvc: '7391' });
    form.requestSubmit();
    expect((await call.result).structuredContent).toEqual({ card: 'Amex ending 0005', checked: '4 digits' });
    expect(document.querySelector('form')).toBeNull();

    const echo = tm.start('shop.echo_card', {});
    fill(await openForm(), { cvc: '7391' });
    document.querySelector('form')!.requestSubmit();
    const echoed = await echo.result;
    expect(echoed.content[0]).toEqual({ type: 'text', text: 'cvc [redacted]' });
    expect(JSON.stringify([echoed, events, echo.progress])).not.toContain('7391');
    expect(events.filter((event) => event.type === 'call:asking').map((event) => 'message' in event && event.message)).toEqual(['Which card should pay for this order?', 'Card?']);
  });

  test('Cancel declines; an answer the schema refuses is invalid_answer; a call aborted while asking closes the form', async () => {
    const { tm } = await registry();
    const declined = tm.start('shop.choose_card', {});
    (await openForm()).querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    expect(await declined.result).toMatchObject({ code: 'declined', content: [{ text: 'The person declined to answer' }] });

    const invalid = tm.start('shop.choose_card', {});
    const form = await openForm();
    fill(form, { cvc: '12' });
    form.requestSubmit();
    expect(await invalid.result).toMatchObject({ code: 'invalid_answer', content: [{ text: expect.stringContaining('The security code has 3 or 4 digits') }] });

    const aborted = tm.start('shop.choose_card', {});
    await openForm();
    aborted.abort();
    expect(await aborted.result).toMatchObject({ code: 'aborted' });
    expect(document.querySelector('form')).toBeNull();
  });
});
