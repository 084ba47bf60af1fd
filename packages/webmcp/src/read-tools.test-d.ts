// Spec §16.9: readModelContextTools lists tools one way across builds; the record stays the browser's.
import type { JsonSchema } from '@toolmark/core';
import { describe, expectTypeOf, test } from 'vitest';
import { findModelContext, readModelContextTools, type ListedTool, type RegisteredTool } from './index.js';

describe('readModelContextTools', () => {
  test('takes a model context or nothing, and resolves to listed tools whose schema is an object', async () => {
    const tools = await readModelContextTools(findModelContext());
    expectTypeOf(tools).toEqualTypeOf<ListedTool[]>();
    expectTypeOf(await readModelContextTools()).toEqualTypeOf<ListedTool[]>();
    expectTypeOf<ListedTool['inputSchema']>().toEqualTypeOf<JsonSchema | undefined>();
    expectTypeOf<ListedTool['record']>().toEqualTypeOf<RegisteredTool>();
    expectTypeOf<ListedTool['window']>().toEqualTypeOf<Window | null | undefined>();
  });
});
