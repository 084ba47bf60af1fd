// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { collectFields } from '../scan/collect-fields.js';
import { sensitiveValues } from './read-form.js';

describe('spec §14.7 sensitive values to scrub', () => {
  test('reads only sensitive fields, as the page holds them: a number as typed, every ticked box', () => {
    document.body.innerHTML = `
      <form>
        <input name="pin" type="number" data-toolmark-sensitive value="0042">
        <input name="password" type="password" value="hunter2">
        <input name="codes" type="checkbox" value="alpha" data-toolmark-sensitive checked>
        <input name="codes" type="checkbox" value="beta" data-toolmark-sensitive>
        <input name="codes" type="checkbox" value="gamma" data-toolmark-sensitive checked>
        <input name="city" value="Lyon">
      </form>`;
    expect(sensitiveValues(collectFields(document.querySelector('form')!))).toEqual(['0042', 'hunter2', ['alpha', 'gamma']]);
  });
});
