import { createToolmark, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { ToolmarkProvider, useCallsInFlight, useTool, useTools } from '@toolmark/react';
import { confirmWith } from '@toolmark/ui';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';

// One registry for the app, made outside the components.
export const tm = createToolmark({ toJsonSchema });

function Counter() {
  const [count, setCount] = useState(0);
  // Registered while Counter is mounted; `run` always sees the latest `count`.
  useTool({
    name: 'counter.add',
    description: 'Adds to the counter',
    input: v.object({ by: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    hints: { destructive: true },
    summary: ({ by }) => `Add ${by} to the counter (now ${count})`,
    run: ({ by }) => {
      setCount((current) => current + by);
      return ok({ before: count });
    },
  });
  const tools = useTools();
  const calls = useCallsInFlight();
  return (
    <p>
      Count: <output>{count}</output> · {tools.length} tool(s) · {calls.length ? `${calls[0]!.name}: ${calls[0]!.phase}` : 'idle'}
    </p>
  );
}

function App() {
  // The confirmation card for every call that needs one, for as long as the app is mounted.
  useEffect(() => confirmWith(tm), []);
  return <Counter />;
}

export const root = createRoot(document.body.appendChild(document.createElement('div')));
root.render(
  <StrictMode>
    <ToolmarkProvider tm={tm}>
      <App />
    </ToolmarkProvider>
  </StrictMode>,
);
