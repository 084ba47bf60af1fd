// @vitest-environment happy-dom
import { createToolmark } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { createApp, defineComponent, h } from 'vue';
import { provideToolmark, useToolmark } from './toolmark-key.js';

describe('provideToolmark / useToolmark (spec §20.1)', () => {
  it('a component provides to its descendants; an explicit registry wins; none at all throws', () => {
    const tm = createToolmark();
    const other = createToolmark();
    const seen: unknown[] = [];
    const Child = defineComponent(() => {
      seen.push(useToolmark(), useToolmark(other));
      return () => null;
    });
    createApp(defineComponent(() => {
      provideToolmark(tm);
      return () => h(Child);
    })).mount(document.createElement('div'));
    expect(seen).toEqual([tm, other]);
    expect(() => useToolmark()).toThrow(TypeError);
  });
});
