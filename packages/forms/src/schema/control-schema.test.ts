// @vitest-environment happy-dom
// Schema rules that e2e/forms/differential.spec.ts found in Chromium 156 (spec §14.3); the expected
// schemas are what Chromium synthesized for the same markup.
import { beforeEach, describe, expect, test } from 'vitest';
import { synthesizeSchema } from './synthesize-schema.js';

function propertiesOf(html: string): Record<string, unknown> {
  document.body.innerHTML = `<form id="f">${html}</form>`;
  const { schema } = synthesizeSchema(document.getElementById('f') as HTMLFormElement, { additions: false, sensitiveFields: 'include' });
  return schema['properties'] as Record<string, unknown>;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('spec §14.3 pattern (found by the differential test)', () => {
  test('number and hidden inputs keep a pattern that compiles, after their other keys; ranges and the rest drop it', () => {
    expect(
      propertiesOf(
        '<input type="number" name="n" pattern="a" toolparamdescription="d"><input type="number" name="n2" pattern="("><input type="hidden" name="h" pattern="a" toolparamdescription="x"><input type="range" name="r" pattern="a"><input type="date" name="d" pattern="a"><input type="checkbox" name="c" pattern="a"><textarea name="t" pattern="a"></textarea>',
      ),
    ).toEqual({
      n: { type: 'number', multipleOf: 1, pattern: 'a', description: 'd' },
      n2: { type: 'number', multipleOf: 1 },
      h: { type: 'string', pattern: 'a', description: 'x' },
      r: { type: 'number', minimum: 0, maximum: 100, multipleOf: 1 },
      d: { type: 'string', format: 'date', description: "Dates MUST be provided in 'YYYY-MM-DD' format." },
      c: { type: 'boolean' },
      t: { type: 'string' },
    });
    // Key order is part of Chromium's schema.
    expect(Object.keys(propertiesOf('<input type="number" name="n" pattern="a" min="1" toolparamdescription="d">')['n'] as object)).toEqual([
      'type', 'minimum', 'multipleOf', 'pattern', 'description',
    ]);
  });
});

describe('spec §14.3 group descriptions (found by the differential test)', () => {
  test("a checkbox group takes its fieldset's toolparamdescription; a lone radio keeps its own words", () => {
    expect(
      propertiesOf('<fieldset toolparamdescription="Sizes"><input type="checkbox" name="c" value="s"><input type="checkbox" name="c" value="m"><input type="radio" name="r" toolparamdescription="own"></fieldset>'),
    ).toEqual({
      c: { type: 'array', items: { type: 'string', anyOf: [{ type: 'string', const: 's' }, { type: 'string', const: 'm' }], enum: ['s', 'm'] }, uniqueItems: true, description: 'Sizes' },
      r: { type: 'string', anyOf: [{ type: 'string', const: 'on' }], enum: ['on'], description: 'own' },
    });
  });

  test('a group left with one control by disabled ones is described as one', () => {
    expect(propertiesOf('<fieldset toolparamdescription="fs"><input type="radio" name="r" disabled><input type="radio" name="r"></fieldset>')).toEqual({
      r: { type: 'string', anyOf: [{ type: 'string', const: 'on' }], enum: ['on'] },
    });
  });
});
