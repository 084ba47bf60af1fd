// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { CORE_API } from './core-api.js';
import * as esm from './index.js';
import { UI_API } from './ui-api.js';

describe("window.Toolmark's functions", () => {
  test('the ESM twin exports the members of CORE_API and UI_API by name, and nothing else but its own', () => {
    const api: Record<string, unknown> = { ...CORE_API, ...UI_API };
    for (const [name, value] of Object.entries(api)) expect(esm[name as keyof typeof esm], name).toBe(value);
    // Besides them the twin exports its own (spec §18.4), which window.Toolmark does not carry as functions.
    const own = ['default', 'tm', 'ready', 'BRAND', 'LOAD_EVENT', 'STOP_EVENT', 'VERSION', 'DEFAULT_CONFIG', 'isToolmarkGlobal', 'readScriptConfig'];
    expect(Object.keys(esm).filter((name) => !own.includes(name)).sort()).toEqual(Object.keys(api).sort());
  });

  test('the global of the twin carries them', () => {
    expect(esm.default).toMatchObject({ ...CORE_API, ...UI_API, flavour: 'full' });
  });
});
