import { ok } from './result.js';
import type { ToolDefinition } from './types.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fingerprint, liveDefinition } from './live-definition.js';

const definition = (description: string, run = () => ok(description)): ToolDefinition =>
  ({ name: 'a', description, input: v.object({ n: v.number() }), hints: { readOnly: true }, run }) as unknown as ToolDefinition;

describe('liveDefinition', () => {
  it("calls the latest definition's functions, and keeps its data", async () => {
    const latest = { current: definition('first') };
    const live = liveDefinition(latest);
    latest.current = definition('second');
    expect(live.description).toBe('first');
    expect(await live.run({}, {} as never)).toEqual(ok('second'));
  });

  it('delegates a concurrencySafe hint that is a function, and leaves absent functions absent', () => {
    let safe = false;
    const latest = { current: { ...definition('x'), hints: { concurrencySafe: () => safe } } as ToolDefinition };
    const live = liveDefinition(latest);
    safe = true;
    latest.current = { ...definition('x'), hints: { concurrencySafe: () => safe } } as ToolDefinition;
    expect((live.hints!.concurrencySafe as (input: unknown) => boolean)({})).toBe(true);
    expect('summary' in live).toBe(false);
  });
});

describe('fingerprint', () => {
  it('is the same for a definition made anew with the same data, schema included', () => {
    expect(fingerprint(definition('same'))).toBe(fingerprint(definition('same', () => ok('other code'))));
  });

  it('differs when the description, a hint, the schema or the functions present differ', () => {
    const base = fingerprint(definition('same'));
    expect(fingerprint(definition('changed'))).not.toBe(base);
    expect(fingerprint({ ...definition('same'), hints: { readOnly: false } })).not.toBe(base);
    expect(fingerprint({ ...definition('same'), input: v.object({ n: v.string() }) } as unknown as ToolDefinition)).not.toBe(base);
    expect(fingerprint({ ...definition('same'), summary: () => 's' })).not.toBe(base);
  });

  it('falls back to the object itself for a definition without JSON', () => {
    const cyclic = definition('cyclic') as unknown as Record<string, unknown>;
    cyclic['self'] = cyclic;
    expect(fingerprint(cyclic as unknown as ToolDefinition)).toBe(cyclic);
  });
});
