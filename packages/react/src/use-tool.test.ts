// @vitest-environment happy-dom
import { createToolmark, ok, type Toolmark, type ToolmarkEvent } from '@toolmark/core';
import { act, createElement, StrictMode, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolmarkProvider } from './toolmark-context.js';
import { useTool, type UseToolResult } from './use-tool.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

/** Renders `element` under a provider of `tm`, in StrictMode or not, and records the registry's tool events. */
function render(tm: Toolmark, element: ReactNode, strict = false) {
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => event.type.startsWith('tool:') && events.push(`${event.type} ${(event as { name: string }).name}`));
  root = createRoot(document.createElement('div'));
  const tree = createElement(ToolmarkProvider, { tm }, element);
  act(() => root!.render(strict ? createElement(StrictMode, null, tree) : tree));
  return events;
}

function Counter({ step, onTool }: { step: number; onTool?: (tool: UseToolResult<{ by: number }, unknown>) => void }) {
  const tool = useTool(
    { name: 'counter.increment', description: `Adds ${step}`, input: v.object({ by: v.number() }), run: ({ by }) => ok({ added: by * step }) },
    [step],
  );
  onTool?.(tool);
  return null;
}

describe('useTool (spec §20.2)', () => {
  it('under StrictMode: registered once at the end, no error, gone on unmount', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = render(tm, createElement(Counter, { step: 1 }), true);
    // StrictMode mounts, unmounts and mounts again: each mount disposes of its own registration.
    expect(events).toEqual(['tool:added counter.increment', 'tool:removed counter.increment', 'tool:added counter.increment']);
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.increment']);
    act(() => root!.unmount());
    root = undefined;
    expect(tm.manifest()).toEqual([]);
  });

  it('a change of deps updates the tool in place: one tool:changed, the new description and run', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let setStep!: (step: number) => void;
    let tool!: UseToolResult<{ by: number }, unknown>;
    function Host() {
      const [step, set] = useState(1);
      setStep = set;
      return createElement(Counter, { step, onTool: (found) => (tool = found) });
    }
    const events = render(tm, createElement(Host));
    act(() => setStep(5));
    expect(events).toEqual(['tool:added counter.increment', 'tool:changed counter.increment']);
    expect(tm.entry('counter.increment')?.description).toBe('Adds 5');
    expect(await tool.call({ by: 2 })).toMatchObject({ structuredContent: { added: 10 } });
    // The same deps again: nothing changes.
    act(() => setStep(5));
    expect(events).toHaveLength(2);
  });

  it('a new name is a new tool: the old one goes', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let setName!: (name: string) => void;
    function Named() {
      const [name, set] = useState('a');
      setName = set;
      useTool({ name, description: `Tool ${name}`, run: () => ok(name) });
      return null;
    }
    render(tm, createElement(Named));
    act(() => setName('b'));
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['b']);
  });

  it('outside a provider it says what is missing', () => {
    root = createRoot(document.createElement('div'));
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      expect(() => act(() => root!.render(createElement(Counter, { step: 1 })))).toThrow(/no <ToolmarkProvider tm=\{…\}> above this component/);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('renders that change nothing agents see do not touch the tool; run is always the latest render\'s; deps that only state reads say changed', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let setLabel!: (label: string) => void;
    let setOwner!: (owner: string) => void;
    function Labelled() {
      const [label, set] = useState('one');
      const [owner, own] = useState('ann');
      setLabel = set;
      setOwner = own;
      // A new object, schema included, at every render.
      useTool({ name: 'label.read', description: 'Reads the label', input: v.object({}), state: () => ({ owner }), run: () => ok({ label }) }, [owner]);
      return null;
    }
    const events = render(tm, createElement(Labelled));
    act(() => setLabel('two'));
    expect(events, 'the same data: no update').toEqual(['tool:added label.read']);
    expect(await tm.call('label.read', {})).toMatchObject({ structuredContent: { label: 'two' } });
    act(() => setOwner('bob'));
    expect(events).toEqual(['tool:added label.read', 'tool:changed label.read']);
    expect(tm.state('label.read')).toEqual({ owner: 'bob' });
  });
});
