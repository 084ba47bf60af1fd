// The hot module scope (spec §2.6) is read by development builds only: this file runs in the `unit`
// project (development) and in the `production` project (`import.meta.env.DEV` false).
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../result.js';
import { createToolmark } from './create-toolmark.js';
import { HOT_MODULE, type HotModuleScope } from './hot-module.js';

const scopes = globalThis as Record<symbol, HotModuleScope | undefined>;
afterEach(() => delete scopes[HOT_MODULE]);

describe('hot module scope (spec §2.6) in each build', () => {
  it('development replaces under an open scope; production never reads it and refuses the duplicate', () => {
    const tm = createToolmark({ dev: false });
    tm.register({ name: 'a', description: 'A', run: () => ok(1) });
    const scope: HotModuleScope = { replace: true, handles: [] };
    scopes[HOT_MODULE] = scope;
    const again = tm.register({ name: 'a', description: 'A again', run: () => ok(2) });
    expect(again.registered).toBe(import.meta.env.DEV);
    expect(scope.handles.length).toBe(import.meta.env.DEV ? 1 : 0);
    expect(tm.entry('a')?.description).toBe(import.meta.env.DEV ? 'A again' : 'A');
  });
});
