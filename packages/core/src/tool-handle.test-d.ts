// The naming rule of handles (CHANGELOG, Unreleased): every handle Toolmark returns ends with `dispose()`.
import { expectTypeOf, test } from 'vitest';
import type { RegisterOptions, Registrar, ToolDefinition, ToolHandle } from '@toolmark/core';
import { defineTool } from '@toolmark/core';

test('register takes a definition and { signal }, and returns a handle that ends with dispose()', () => {
  expectTypeOf<Registrar['register']>().parameters.toEqualTypeOf<[def: ToolDefinition<unknown, unknown, unknown>, options?: RegisterOptions]>();
  expectTypeOf<RegisterOptions>().toEqualTypeOf<{ readonly signal?: AbortSignal; readonly replace?: boolean }>();
  expectTypeOf<ToolHandle['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<ToolHandle>().not.toHaveProperty('unregister');
});

test('defineTool returns the definition it is given, typed, and registers nothing', () => {
  const def = defineTool({ name: 'ping', description: 'Answers', run: () => ({ content: [] }) });
  expectTypeOf(def).toHaveProperty('run');
  expectTypeOf(def).not.toHaveProperty('dispose');
});
