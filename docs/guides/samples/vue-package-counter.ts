import { createToolmark, defineTool, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { confirmWith } from '@toolmark/ui';
import { provideToolmark, useCallsInFlight, useTool, useTools } from '@toolmark/vue';
import * as v from 'valibot';
import { createApp, defineComponent, h, ref } from 'vue';

// One registry for the app, made outside the components.
export const tm = createToolmark({ toJsonSchema });
// The confirmation card for every call that needs one.
confirmWith(tm);

const Counter = defineComponent(() => {
  const count = ref(0);
  // A getter: the tool is updated in place when `count` changes, as its description reads it.
  useTool(() =>
    defineTool({
      name: 'counter.add',
      description: `Adds to the counter, which shows ${count.value}`,
      input: v.object({ by: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
      hints: { destructive: true },
      summary: ({ by }) => `Add ${by} to the counter (now ${count.value})`,
      run: ({ by }) => {
        count.value += by;
        return ok({ count: count.value });
      },
    }),
  );
  return () => h('output', count.value);
});

// What an agent can do, and what it is doing: read-only refs that follow the registry.
const Status = defineComponent(() => {
  const tools = useTools();
  const calls = useCallsInFlight();
  return () =>
    h('aside', [
      h('ul', { class: 'tools' }, tools.value.map((tool) => h('li', tool.name))),
      h('p', { class: 'calls' }, calls.value.map((call) => `${call.name}: ${call.phase}`).join(', ')),
    ]);
});

export const shown = ref(true);
export const app = createApp(() => [shown.value ? h(Counter) : h('p', 'No counter'), h(Status)]);
provideToolmark(tm, app);
app.mount(document.body.appendChild(document.createElement('div')));
