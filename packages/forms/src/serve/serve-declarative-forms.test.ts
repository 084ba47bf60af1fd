// @vitest-environment happy-dom
// Spec §14.11: declarative forms served through a model context that does not serve them itself.
import { createToolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { scanForms } from '../scan/scan-forms.js';
import { fakeModelContext, settled, type FakeModelContext } from './fake-model-context.test-support.js';
import { serveDeclarativeForms, type DeclarativeFormsService } from './serve-declarative-forms.js';

const SERVES = Symbol.for('toolmark.servesDeclarativeForms');
let context: FakeModelContext;
let service: DeclarativeFormsService | undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <form id="a" toolname="find.flights" tooltitle="Find" tooldescription="Finds flights" toolautosubmit><input name="to" required></form>
    <form id="b" toolname="blank" tooldescription=" "><input name="q"><button>Go</button></form>
    <form toolname="has space" tooldescription="Refused by Chromium"></form>
    <form toolname="undescribed"></form>`;
  context = fakeModelContext();
});
afterEach(() => {
  service?.dispose();
  service = undefined;
  delete (document as { modelContext?: unknown }).modelContext;
});

const form = (id: string) => document.getElementById(id) as HTMLFormElement;

describe('spec §14.11 which forms are served, and how', () => {
  test('the forms Chromium serves: a name it accepts and a description that is not empty', () => {
    service = serveDeclarativeForms(context);
    expect([...context.tools.keys()]).toEqual(['find.flights', 'blank']);
    expect(context.tools.get('find.flights')).toMatchObject({ name: 'find.flights', title: 'Find', description: 'Finds flights', inputSchema: { required: ['to'] } });
  });

  test('follows the page: attributes, controls, forms that come and go, in open shadow roots too', async () => {
    service = serveDeclarativeForms(context);
    context.log.length = 0;
    form('a').setAttribute('tooltitle', 'Find them');
    await settled();
    form('a').setAttribute('toolname', 'find');
    await settled();
    form('a').append(Object.assign(document.createElement('input'), { name: 'from' }));
    await settled();
    form('b').removeAttribute('tooldescription');
    await settled();
    const host = document.body.appendChild(document.createElement('div'));
    host.attachShadow({ mode: 'open' }).innerHTML = '<form toolname="shadowed" tooldescription="In a shadow root"></form>';
    await settled();
    form('a').remove();
    await settled();
    expect(context.log).toEqual(['-find.flights', '+find.flights', '-find.flights', '+find', '-find', '+find', '-blank', '+shadowed', '-find']);
    expect(context.tools.get('shadowed')).toBeDefined();
  });

  test('registers nothing again when what an agent sees is unchanged', async () => {
    service = serveDeclarativeForms(context);
    context.log.length = 0;
    form('a').setAttribute('tooltitle', 'Find');
    (form('a').elements.namedItem('to') as HTMLInputElement).value = 'typed';
    form('a').setAttribute('class', 'styled');
    await settled();
    expect(context.log).toEqual([]);
  });

  test('a name another tool holds is offered again once the tools change', async () => {
    let release!: () => void;
    const holder = new AbortController();
    await context.registerTool({ name: 'blank', description: 'Someone else', inputSchema: {}, execute: async () => 0 } as never, { signal: holder.signal });
    release = () => holder.abort();
    service = serveDeclarativeForms(context);
    await settled();
    expect(context.log).toContain('!blank');
    release();
    await settled();
    expect(context.tools.get('blank')?.description).toBe(' ');
  });

  test('dispose unregisters every tool, cancels the runs waiting for a person, and is safe twice', async () => {
    service = serveDeclarativeForms(context);
    const waiting = context.run('blank', { q: 'x' });
    service.dispose();
    service.dispose();
    expect(context.tools.size).toBe(0);
    await expect(waiting).rejects.toMatchObject({ name: 'UnknownError', message: 'Tool execution cancelled, since tool definition was updated' });
    form('a').setAttribute('toolname', 'again');
    await settled();
    expect(context.tools.size).toBe(0);
  });

  test('does nothing where the browser serves declarative forms itself', () => {
    Object.defineProperty(SubmitEvent.prototype, 'agentInvoked', { configurable: true, get: () => false });
    try {
      service = serveDeclarativeForms(context);
      expect(context.tools.size).toBe(0);
      expect(SERVES in context).toBe(false);
    } finally {
      delete (SubmitEvent.prototype as { agentInvoked?: boolean }).agentInvoked;
    }
  });
});

describe('spec §14.8 scanForms leaves the served forms to the service, whichever starts first', () => {
  const origins = (tm: ReturnType<typeof createToolmark>) => [tm.info('find.flights')?.origin, tm.info('blank')?.origin];

  test('the model context carries the mark while any service serves through it', () => {
    const first = serveDeclarativeForms(context);
    const second = serveDeclarativeForms(context, form('b'));
    first.dispose();
    expect((context as unknown as Record<symbol, unknown>)[SERVES]).toBe(true);
    second.dispose();
    expect(SERVES in context).toBe(false);
  });

  test('service first: the scan sees native forms at once', () => {
    (document as { modelContext?: unknown }).modelContext = context;
    service = serveDeclarativeForms(context);
    const tm = createToolmark();
    const set = scanForms(tm, document);
    // `blank` has a description Toolmark refuses (only whitespace): the scan skips it.
    expect(origins(tm)).toEqual(['native-form', undefined]);
    set.dispose();
  });

  test('scan first: the forms are handed over when the service starts, and back when it stops', async () => {
    (document as { modelContext?: unknown }).modelContext = context;
    const tm = createToolmark();
    const set = scanForms(tm, document);
    expect(origins(tm)).toEqual(['form', undefined]);
    service = serveDeclarativeForms(context);
    await settled();
    expect(origins(tm)).toEqual(['native-form', undefined]);
    service.dispose();
    service = undefined;
    await settled();
    expect(origins(tm)).toEqual(['form', undefined]);
    set.dispose();
  });
});
