// Spec §16.1 Refusals: what `publish` does when the browser's registerTool refuses a tool. A refusal
// that cannot pass (WebMCP's NotAllowedError, SecurityError, InvalidStateError) is reported once, at
// once, without a retry; a taken name that Toolmark held until now gets one retry, a task later (a
// build that unregisters asynchronously); anything else one retry, then a report.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelContextLike, ModelContextRegisterToolOptions, ModelContextTool } from './model-context.js';
import { publish } from './publish.js';

function registry(...names: string[]): Toolmark {
  const tm = createToolmark();
  for (const name of names) tm.register({ name, description: `The ${name} tool`, run: () => ok(name) });
  return tm;
}

/** A model context whose registerTool answers with `refuse(tool)`: an error to reject with, or nothing to take the tool. */
function refusing(refuse: (tool: ModelContextTool, attempt: number) => unknown) {
  const attempts = new Map<string, number>();
  const registerTool = vi.fn(async (tool: ModelContextTool, _options?: ModelContextRegisterToolOptions) => {
    const attempt = (attempts.get(tool.name) ?? 0) + 1;
    attempts.set(tool.name, attempt);
    const error = refuse(tool, attempt);
    if (error) throw error;
    return undefined;
  });
  const context: ModelContextLike = Object.assign(new EventTarget(), { registerTool });
  return { context, registerTool, attempts };
}

const task = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => void vi.restoreAllMocks());

describe('spec §16.1 permanent refusals', () => {
  it.each([
    ['NotAllowedError', 'The document may not use the tools feature'],
    ['SecurityError', 'The origin is not trustworthy'],
    ['InvalidStateError', 'Duplicate tool name'],
    ['InvalidStateError', 'Invalid tool name'],
  ])('%s (%s) is not retried and is reported once, with the browser’s own error', async (name, message) => {
    const error = new DOMException(message, name);
    const { context, registerTool } = refusing(() => error);
    const onError = vi.fn();
    const publication = publish(registry('a', 'b'), { modelContext: context, onError });
    await publication.settled();
    await task();
    await task();
    expect(registerTool).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls).toEqual([
      [error, 'a'],
      [error, 'b'],
    ]);
    expect(publication.names()).toEqual([]);
  });

  it('is reported without waiting a task', async () => {
    const { context } = refusing(() => new DOMException('Duplicate tool name', 'InvalidStateError'));
    const onError = vi.fn();
    await publish(registry('a'), { modelContext: context, onError }).settled();
    await Promise.resolve();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('is tried again when the tool’s definition changes, and is published then if the browser takes it', async () => {
    let refuse = true;
    const { context, registerTool } = refusing(() => refuse && new DOMException('Duplicate tool name', 'InvalidStateError'));
    const tm = createToolmark();
    const handle = tm.register({ name: 'a', description: 'A', run: () => ok() });
    const publication = publish(tm, { modelContext: context, onError: () => {} });
    await publication.settled();
    handle.changed();
    await publication.settled();
    expect(registerTool).toHaveBeenCalledTimes(1);
    refuse = false;
    handle.update({ name: 'a', description: 'A, renamed elsewhere', run: () => ok() });
    await publication.settled();
    expect(registerTool).toHaveBeenCalledTimes(2);
    expect(publication.names()).toEqual(['a']);
  });

  it('a name Toolmark held until now is retried once, a task later: another publisher’s, or its own after an update', async () => {
    // A build that still counts a tool for a task after its registration was aborted.
    const counted = new Set<string>();
    const registerTool = vi.fn(async (tool: ModelContextTool, { signal }: ModelContextRegisterToolOptions = {}) => {
      if (counted.has(tool.name)) throw new DOMException('Duplicate tool name', 'InvalidStateError');
      counted.add(tool.name);
      signal?.addEventListener('abort', () => setTimeout(() => counted.delete(tool.name)));
      return undefined;
    });
    const context: ModelContextLike = Object.assign(new EventTarget(), { registerTool });
    const onError = vi.fn();
    const tm = createToolmark();
    const handle = tm.register({ name: 'a', description: 'A', run: () => ok() });
    const first = publish(tm, { modelContext: context, onError });
    await first.settled();
    handle.update({ name: 'a', description: 'A again', run: () => ok() });
    await first.settled();
    expect(first.names()).toEqual(['a']);
    const second = publish(registry('a'), { modelContext: context, onError });
    await second.settled();
    expect(second.names()).toEqual(['a']);
    expect(onError).not.toHaveBeenCalled();
    // Each of the two takeovers: refused once, then taken a task later.
    expect(registerTool).toHaveBeenCalledTimes(5);
  });
});

describe('spec §16.1 other refusals', () => {
  it('are retried once, a task later, and reported once when the retry fails too', async () => {
    const error = new DOMException('Something went wrong', 'UnknownError');
    const { context, attempts } = refusing(() => error);
    const onError = vi.fn();
    const publication = publish(registry('a'), { modelContext: context, onError });
    await publication.settled();
    await task();
    expect(attempts.get('a')).toBe(2);
    expect(onError.mock.calls).toEqual([[error, 'a']]);
    expect(publication.names()).toEqual([]);
  });

  it('pass when the retry is taken', async () => {
    const { context, attempts } = refusing((_tool, attempt) => attempt === 1 && new DOMException('Busy', 'UnknownError'));
    const onError = vi.fn();
    const publication = publish(registry('a'), { modelContext: context, onError });
    await publication.settled();
    expect(attempts.get('a')).toBe(2);
    expect(onError).not.toHaveBeenCalled();
    expect(publication.names()).toEqual(['a']);
  });

  it('nothing is reported for a registration aborted meanwhile', async () => {
    const { context } = refusing(() => new DOMException('Busy', 'UnknownError'));
    const onError = vi.fn();
    const publication = publish(registry('a'), { modelContext: context, onError });
    publication.dispose();
    await task();
    await task();
    expect(onError).not.toHaveBeenCalled();
  });
});
