// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import * as CORE_API from './core-api.js';
import * as esm from './index.js';
import * as UI_API from './ui-api.js';

describe("window.Toolmark's functions", () => {
  test('the ESM twin exports the members of both lists by name, and nothing else but its own', () => {
    const api: Record<string, unknown> = { ...CORE_API, ...UI_API };
    for (const [name, value] of Object.entries(api)) expect(esm[name as keyof typeof esm], name).toBe(value);
    // Besides them the twin exports the page's instance (spec §18.4), which window.Toolmark carries as members.
    const own = ['default', 'tm', 'ready'];
    expect(Object.keys(esm).filter((name) => !own.includes(name)).sort()).toEqual(Object.keys(api).sort());
  });

  test('the core list holds no UI', () => {
    expect(Object.keys(CORE_API)).not.toContain('confirmWith');
    expect(Object.keys(UI_API)).toEqual(['confirmWith']);
  });

  test('the global of the twin carries them', () => {
    expect(esm.default).toMatchObject({ ...CORE_API, ...UI_API, flavour: 'full' });
  });
});
