// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import * as CORE_API from './core-api.js';
import * as esm from './index.js';
import { CORE_API as SPREAD } from './start-tag.js';

describe("window.Toolmark's functions", () => {
  test('the ESM twin exports the members of the list by name, and nothing else but its own', () => {
    const api: Record<string, unknown> = { ...CORE_API };
    for (const [name, value] of Object.entries(api)) expect(esm[name as keyof typeof esm], name).toBe(value);
    // Besides them the twin exports the page's instance (spec §18.4), which window.Toolmark carries as members.
    const own = ['default', 'tm', 'ready'];
    expect(Object.keys(esm).filter((name) => !own.includes(name)).sort()).toEqual(Object.keys(api).sort());
  });

  test("the list is core's functions and load: the other packages' are parts (D220)", () => {
    expect(Object.keys(CORE_API).sort()).toEqual(
      ['createToolmark', 'defineTool', 'ok', 'fail', 'text', 'image', 'ToolmarkError', 'redactPaths', 'REDACTED', 'load'].sort(),
    );
  });

  test('the object the entries spread into the global is the list, member for member', () => {
    expect(SPREAD).toEqual({ ...CORE_API });
  });

  test('the global of the twin carries them, with its instance', async () => {
    expect(esm.default).toMatchObject({ ...CORE_API, flavour: 'full', tm: esm.tm, ready: esm.ready });
    expect(esm.default).not.toHaveProperty('confirmWith');
    await esm.ready;
  });
});
