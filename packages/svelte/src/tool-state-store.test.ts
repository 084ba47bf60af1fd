import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { toolStateStore } from './tool-state-store.js';

describe('toolStateStore', () => {
  it("follows one tool's redacted state: read again when it is added, changed or removed", () => {
    const tm = createToolmark();
    let owner = 'ann';
    const seen: unknown[] = [];
    const stop = toolStateStore('a', tm).subscribe((state) => seen.push(state));
    const handle = tm.register({ name: 'a', description: 'A', state: () => ({ owner, secret: 'x' }), sensitivePaths: () => ['secret'], run: () => ok({}) });
    tm.register({ name: 'b', description: 'B', run: () => ok({}) });
    owner = 'bob';
    handle.changed();
    handle.dispose();
    stop();
    expect(seen).toEqual([undefined, { owner: 'ann', secret: expect.not.stringMatching(/^x$/) }, { owner: 'bob', secret: expect.not.stringMatching(/^x$/) }, undefined]);
  });
});
