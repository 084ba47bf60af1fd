import { expectTypeOf, test } from 'vitest';
import type { ModelContextLike } from './model-context.js';
import type { ModelContextPolyfill } from './polyfill.js';

test('the polyfill is a model context publish can use', () => {
  expectTypeOf<ModelContextPolyfill>().toExtend<ModelContextLike>();
  // A bare object with registerTool (an early build) is one too.
  expectTypeOf<EventTarget & { registerTool(tool: unknown): void }>().toExtend<ModelContextLike>();
});
