import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../result.js';
import { createToolmark } from './create-toolmark.js';
import { HOT_MODULE, type HotModuleScope } from './hot-module.js';

const scopes = globalThis as Record<symbol, HotModuleScope | undefined>;
afterEach(() => delete scopes[HOT_MODULE]);

describe('hot module scope (spec §2.6), as the Vite plugin opens it', () => {
  it('collects what a module registers while its scope is open; a new version replaces tools of the same names', async () => {
    const tm = createToolmark({ dev: true });
    const first: HotModuleScope = { replace: false, handles: [] };
    scopes[HOT_MODULE] = first;
    tm.register({ name: 'a', description: 'A, version 1', run: () => ok(1) });
    delete scopes[HOT_MODULE];
    // Outside any scope: not collected.
    tm.register({ name: 'b', description: 'B', run: () => ok('b') });
    expect(first.handles.map((handle) => handle.name)).toEqual(['a']);

    const second: HotModuleScope = { replace: true, handles: [] };
    scopes[HOT_MODULE] = second;
    tm.register({ name: 'a', description: 'A, version 2', run: () => ok(2) });
    delete scopes[HOT_MODULE];
    // What the plugin does when the new version's top level ends: the old handles are disposed.
    first.handles.forEach((handle) => handle.dispose());
    expect(tm.manifest().map((entry) => `${entry.name}: ${entry.description}`)).toEqual(['a: A, version 2', 'b: B']);
    expect(await tm.call('a', {})).toEqual(ok(2));
  });
});
