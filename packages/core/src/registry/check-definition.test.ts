import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { isToolmarkError } from '../errors.js';
import { ok } from '../result.js';
import type { ToolDefinition } from '../types.js';
import { checkDefinition } from './check-definition.js';

const valid: ToolDefinition = { name: 'a', description: 'Does a', run: () => ok() };
function failure(def: unknown) {
  try {
    checkDefinition(def as ToolDefinition);
  } catch (error) {
    if (isToolmarkError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
}

describe('spec §2 definition checks', () => {
  test('a complete definition passes', () => {
    expect(
      failure({
        ...valid, title: 'A', input: v.object({}), output: v.string(), jsonSchema: {}, outputJsonSchema: {},
        hints: { confirm: 'never' }, summary: () => 's', state: () => 1, anchors: { x: '#x', y: () => null },
        sensitivePaths: () => ['a[*].b'], mode: 'stepwise', origin: 'wizard',
      }),
    ).toBeUndefined();
  });

  test.each([
    [{ description: '' }, "Tool 'a': needs a description that tells the model what it does and when to use it"],
    [{ description: 3 }, "Tool 'a': needs a description"],
    [{ run: undefined }, "Tool 'a': `run` must be a function"],
    [{ summary: 'x' }, "Tool 'a': `summary` must be a function"],
    [{ state: {} }, "Tool 'a': `state` must be a function"],
    [{ sensitivePaths: ['a'] }, "Tool 'a': `sensitivePaths` must be a function"],
    [{ hints: { confirm: 'sometimes' } }, "Tool 'a': `hints.confirm` must be 'always', 'never' or 'auto'"],
    [{ hints: { readOnly: 'yes' } }, "Tool 'a': `hints.readOnly` must be a boolean"],
    [{ hints: { destructive: 1 } }, "Tool 'a': `hints.destructive` must be a boolean"],
    [{ hints: { consequential: 'yes' } }, "Tool 'a': `hints.consequential` must be a boolean"],
    [{ hints: { debugging: 1 } }, "Tool 'a': `hints.debugging` must be a boolean"],
    [{ origin: 'plugin' }, "Tool 'a': unknown origin 'plugin'"],
    [{ anchors: { x: 1 } }, "Tool 'a': anchor 'x' must be a CSS selector or a function"],
    [{ sensitivePaths: () => 'a' }, "Tool 'a': `sensitivePaths()` must return an array of paths"],
    [{ sensitivePaths: () => [1] }, "Tool 'a': `sensitivePaths()` must return strings"],
    [{ sensitivePaths: () => ['a['] }, "Invalid sensitive path 'a['"],
  ])('%j → invalid_definition', (extra, message) => {
    const found = failure({ ...valid, ...extra });
    expect(found?.code).toBe('invalid_definition');
    expect(found?.message).toContain(message);
  });

  test.each([
    [{ input: {} }, "Tool 'a': `input` is not a Standard Schema v1"],
    [{ output: { '~standard': { version: 2, validate: () => ({}) } } }, "Tool 'a': `output` is not a Standard Schema v1"],
    [{ jsonSchema: [] }, "Tool 'a': `jsonSchema` must be a JSON Schema object"],
    [{ outputJsonSchema: 'x' }, "Tool 'a': `outputJsonSchema` must be a JSON Schema object"],
  ])('%j → invalid_schema', (extra, message) => {
    expect(failure({ ...valid, ...extra })).toEqual({ code: 'invalid_schema', message });
  });

  test('not an object, or a bad name', () => {
    expect(failure(undefined)).toEqual({ code: 'invalid_definition', message: 'A tool definition must be an object' });
    expect(failure({ ...valid, name: 3 })?.code).toBe('invalid_name');
  });
});
