// @vitest-environment happy-dom
// Spec §16.1 Native runs: a declarative form the browser serves itself runs without Toolmark, so
// `publish` records its runs in the registry from the model context's `toolactivated` and
// `toolcancel` events and the form's submit: the activity log and the spotlight see them.
import { createToolmark, fail, ok, type ToolmarkEvent } from '@toolmark/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelContextLike } from './model-context.js';
import { publish } from './publish.js';

const SUBMITTED = ok({ submitted: true });
const ABORTED = fail('aborted', "The call to 'travel.flights.search' was aborted");

function setup() {
  document.body.innerHTML = '<form id="search"><input name="origin"><button>Search</button></form><form id="other"></form>';
  const form = document.querySelector<HTMLFormElement>('#search')!;
  for (const each of document.forms) each.addEventListener('submit', (event) => event.preventDefault());
  const tm = createToolmark();
  // As @toolmark/forms registers a form the browser serves: origin 'native-form', the browser's name, the form as an anchor.
  tm.scope('travel').register({
    name: 'flights.search',
    description: 'Searches flights',
    origin: 'native-form',
    nativeName: 'search_flights',
    anchors: { form: () => form },
    run: () => ok('not run by Toolmark'),
  });
  tm.register({ name: 'cart.add', description: 'Adds to the cart', run: () => ok('added') });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => void (event.type.startsWith('call:') && events.push(event)));
  const context: ModelContextLike = Object.assign(new EventTarget(), { registerTool: async () => undefined });
  const fire = (type: 'toolactivated' | 'toolcancel', toolName: string) => context.dispatchEvent(Object.assign(new Event(type), { toolName }));
  const finished = () => events.filter((event) => event.type === 'call:finished').map((event) => event.type === 'call:finished' && event.result);
  return { tm, form, events, context, fire, finished };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => void (document.body.innerHTML = ''));

describe('spec §16.1 native runs of declarative forms', () => {
  it('toolactivated starts a recorded run of the native-form tool, as the caller publish calls with; the form’s submit finishes it', async () => {
    const { tm, form, events, context, fire, finished } = setup();
    publish(tm, { modelContext: context, caller: { kind: 'webmcp', id: 'browser-agent' } });
    fire('toolactivated', 'search_flights');
    expect(events).toEqual([
      { type: 'call:started', callId: 'call-1', name: 'travel.flights.search', input: undefined, caller: { kind: 'webmcp', id: 'browser-agent' } },
      { type: 'call:running', callId: 'call-1', name: 'travel.flights.search' },
    ]);
    form.requestSubmit();
    await settle();
    expect(events.at(-1)).toEqual({ type: 'call:finished', callId: 'call-1', name: 'travel.flights.search', result: SUBMITTED, durationMs: expect.any(Number) });
    // Another submit, with no run open, records nothing.
    form.requestSubmit();
    await settle();
    expect(finished()).toEqual([SUBMITTED]);
  });

  it('a run the registry makes for a form server (the form marked toolmark.registryRun) is its call already: not recorded again (spec §14.11)', async () => {
    const { tm, form, events, context, fire } = setup();
    publish(tm, { modelContext: context });
    (form as unknown as Record<symbol, number>)[Symbol.for('toolmark.registryRun')] = 1;
    fire('toolactivated', 'search_flights');
    form.requestSubmit();
    await settle();
    expect(events).toEqual([]);
  });

  it('an agent’s submit just before toolactivated, in the same task, finishes the run at once (Chromium’s order for toolautosubmit)', async () => {
    const { tm, form, context, fire, finished } = setup();
    publish(tm, { modelContext: context });
    const agentSubmit = () => form.dispatchEvent(Object.assign(new Event('submit', { bubbles: true, cancelable: true }), { agentInvoked: true }));
    agentSubmit();
    fire('toolactivated', 'search_flights');
    await settle();
    expect(finished()).toEqual([SUBMITTED]);
    // A task later, an earlier submit no longer counts; nor does a person's.
    agentSubmit();
    await settle();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    fire('toolactivated', 'search_flights');
    await settle();
    expect(finished()).toEqual([SUBMITTED]);
  });

  it('toolcancel of that name ends its run as aborted; a submit ends only the runs still open', async () => {
    const { tm, form, context, fire, finished } = setup();
    publish(tm, { modelContext: context });
    fire('toolactivated', 'search_flights');
    fire('toolcancel', 'search_flights');
    await settle();
    expect(finished()).toEqual([ABORTED]);
    fire('toolactivated', 'search_flights');
    form.requestSubmit();
    await settle();
    expect(finished()).toEqual([ABORTED, SUBMITTED]);
  });

  it('leaves alone the runs of other tools: Toolmark’s own published tools report their calls themselves', async () => {
    const { tm, context, fire, events } = setup();
    publish(tm, { modelContext: context });
    fire('toolactivated', 'cart.add');
    fire('toolactivated', 'travel.flights.search');
    fire('toolactivated', 'someone_elses_tool');
    fire('toolcancel', 'search_flights');
    document.querySelector<HTMLFormElement>('#other')!.requestSubmit();
    await settle();
    expect(events).toEqual([]);
  });

  it('dispose() ends the runs still open as aborted, and observes no more', async () => {
    const { tm, context, fire, finished, events } = setup();
    const publication = publish(tm, { modelContext: context });
    fire('toolactivated', 'search_flights');
    publication.dispose();
    await settle();
    expect(finished()).toEqual([ABORTED]);
    fire('toolactivated', 'search_flights');
    expect(events).toHaveLength(3);
  });

  it('a tool registered after publish is observed too, and one removed is not', async () => {
    const { tm, context, fire, events } = setup();
    publish(tm, { modelContext: context });
    const form = document.querySelector<HTMLFormElement>('#other')!;
    const handle = tm.register({ name: 'signup', description: 'Signs up', origin: 'native-form', nativeName: 'signup', anchors: { form: () => form }, run: () => ok() });
    fire('toolactivated', 'signup');
    form.requestSubmit();
    await settle();
    expect(events.map((event) => [event.type, event.name])).toEqual([
      ['call:started', 'signup'],
      ['call:running', 'signup'],
      ['call:finished', 'signup'],
    ]);
    handle.dispose();
    fire('toolactivated', 'signup');
    expect(events).toHaveLength(3);
  });
});
