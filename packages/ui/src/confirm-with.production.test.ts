// @vitest-environment happy-dom
// What an agent reads when the confirmation cards cannot ask is the same in both builds (spec §10):
// this file runs in the `unit` project (development) and in the `production` project
// (`import.meta.env.DEV` false), with the same expectations; only the warning differs, and production
// prints none.
import { createToolmark, ok } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { collectWarnings, printed } from '../../core/src/warnings.test-support.js';
import { confirmWith } from './confirm-with.js';


const warned = collectWarnings();
let uninstall: (() => void) | undefined;
beforeEach(() => {
});
afterEach(() => {
  uninstall?.();
  vi.restoreAllMocks();
});

describe('spec §17 confirmWith, in both builds', () => {
  test('a container that is not in the page declines at once; only development warns (TM401)', async () => {
    const tm = createToolmark();
    tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
    uninstall = confirmWith(tm, { container: document.createElement('div') });
    expect(await tm.call('cart.empty', {})).toEqual({
      content: [{ type: 'text', text: "The person declined 'cart.empty'. Do not retry unless they ask you to." }],
      isError: true,
      code: 'declined',
    });
    expect(warned).toEqual(printed('TM401', 'confirmWith: the container is not in the page, so calls are declined'));
  });
});
