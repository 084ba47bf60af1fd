// @vitest-environment happy-dom
// Expected schemas are what Chromium 156 synthesized for the same markup (e2e/forms/parity.spec.ts
// checks the real browser on the same kinds of controls).
import { beforeEach, describe, expect, test } from 'vitest';
import { synthesizeSchema, type SchemaOptions } from './synthesize-schema.js';

const DATE = "Dates MUST be provided in 'YYYY-MM-DD' format.";
const plain: SchemaOptions = { additions: false, sensitiveFields: 'include' };

function schemaOf(html: string, options: SchemaOptions = plain): { properties: Record<string, unknown>; required: string[] } {
  document.body.innerHTML = `<form id="f">${html}</form>`;
  return synthesizeSchema(document.getElementById('f') as HTMLFormElement, options).schema as never;
}

function propertyOf(html: string, options: SchemaOptions = plain): unknown {
  return Object.values(schemaOf(html, options).properties)[0];
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('text-like controls', () => {
  test.each(['', 'type="text"', 'type="search"', 'type="tel"', 'type="url"', 'type="email"', 'type="password"', 'type="foo"', 'type="datetime"'])(
    'input %s is a string',
    (type) => expect(propertyOf(`<input name="a" ${type}>`)).toEqual({ type: 'string' }),
  );

  test('a pattern is copied as written; one that does not compile is dropped', () => {
    expect(propertyOf('<input name="a" pattern="[a-z]+">')).toEqual({ type: 'string', pattern: '[a-z]+' });
    expect(propertyOf('<input name="a" pattern="">')).toEqual({ type: 'string', pattern: '' });
    expect(propertyOf('<input name="a" pattern="(">')).toEqual({ type: 'string' });
  });

  test('a textarea is a string; pattern, minlength and maxlength are dropped', () => {
    expect(propertyOf('<textarea name="a" pattern="x" maxlength="20" minlength="2"></textarea>')).toEqual({ type: 'string' });
  });
});

describe('numbers and ranges', () => {
  test.each([
    ['<input type="number" name="a">', { type: 'number', multipleOf: 1 }],
    ['<input type="number" name="a" min="1" max="9">', { type: 'number', minimum: 1, maximum: 9, multipleOf: 1 }],
    ['<input type="number" name="a" min="0" step="0.5">', { type: 'number', minimum: 0, multipleOf: 0.5 }],
    ['<input type="number" name="a" step="any">', { type: 'number' }],
    ['<input type="number" name="a" step="0">', { type: 'number', multipleOf: 1 }],
    ['<input type="number" name="a" min="abc" max="1e2">', { type: 'number', maximum: 100, multipleOf: 1 }],
    ['<input type="number" name="a" min="5" max="1">', { type: 'number', minimum: 5, maximum: 1, multipleOf: 1 }],
    ['<input type="number" name="a" min="0.3" step="0.1">', { type: 'number', minimum: 0.3, multipleOf: 0.1 }],
    // The step base (min, else value) must be a multiple of the step, else no multipleOf.
    ['<input type="number" name="a" min="1" max="10" step="3">', { type: 'number', minimum: 1, maximum: 10 }],
    ['<input type="number" name="a" min=".5">', { type: 'number', minimum: 0.5 }],
    ['<input type="number" name="a" value="0.5">', { type: 'number' }],
    ['<input type="number" name="a" max="-0">', { type: 'number', maximum: 0, multipleOf: 1 }],
    // Chromium advertises fractions to 15 significant digits, integers exactly; alignment uses the full value.
    ['<input type="number" name="a" min="0.30000000000000004" step="0.1">', { type: 'number', minimum: 0.3 }],
    ['<input type="number" name="a" min="12345.678901234567" max="123456789012345678" step="any">', { type: 'number', minimum: 12345.6789012346, maximum: 123456789012345680 }],
    ['<input type="range" name="a">', { type: 'number', minimum: 0, maximum: 100, multipleOf: 1 }],
    ['<input type="range" name="a" step="any">', { type: 'number', minimum: 0, maximum: 100, multipleOf: 1 }],
    ['<input type="range" name="a" min="5" max="1">', { type: 'number', minimum: 5, maximum: 5, multipleOf: 1 }],
    ['<input type="range" name="a" min="0.5">', { type: 'number', minimum: 0.5, maximum: 100 }],
    ['<input type="range" name="a" min="0" max="10" step="3">', { type: 'number', minimum: 0, maximum: 10, multipleOf: 3 }],
  ])('%s', (html, schema) => expect(propertyOf(html)).toEqual(schema));
});

describe('dates, times and colors', () => {
  const clock = '([01][0-9]|2[0-3]):[0-5][0-9]';
  test.each([
    ['<input type="date" name="a" min="2024-01-01">', { type: 'string', format: 'date', description: DATE }],
    ['<input type="date" name="a" toolparamdescription="When">', { type: 'string', format: 'date', description: `When (${DATE})` }],
    ['<input type="time" name="a">', { type: 'string', format: `^${clock}$` }],
    ['<input type="time" name="a" step="90">', { type: 'string', format: `^${clock}$` }],
    ['<input type="time" name="a" step="1.5">', { type: 'string', format: `^${clock}(:[0-5][0-9])?$` }],
    ['<input type="time" name="a" step="0.5">', { type: 'string', format: `^${clock}(:[0-5][0-9](\\.[0-9]{1,3})?)?$` }],
    ['<input type="time" name="a" step="-5">', { type: 'string', format: `^${clock}$` }],
    ['<input type="datetime-local" name="a">', { type: 'string', format: `^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T${clock}$` }],
    ['<input type="datetime-local" name="a" step="1">', { type: 'string', format: `^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T${clock}(:[0-5][0-9])?$` }],
    ['<input type="month" name="a">', { type: 'string', format: '^[0-9]{4}-(0[1-9]|1[0-2])$' }],
    ['<input type="week" name="a">', { type: 'string', format: '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$' }],
    ['<input type="color" name="a">', { type: 'string', format: '^#[0-9a-zA-Z]{6}$' }],
  ])('%s', (html, schema) => expect(propertyOf(html)).toEqual(schema));
});

describe('checkboxes, radios and selects', () => {
  const choice = (value: string, title?: string) => (title === undefined ? { type: 'string', const: value } : { type: 'string', const: value, title });

  test('a lone checkbox is a boolean, whatever its value', () => {
    expect(propertyOf('<input type="checkbox" name="a" value="yes">')).toEqual({ type: 'boolean' });
  });

  test('same-name checkboxes are an array of their values, titled by their labels, without a description', () => {
    expect(propertyOf('<label><input type="checkbox" name="a" value="x" toolparamdescription="d">X</label><input type="checkbox" name="a">')).toEqual({
      type: 'array',
      items: { type: 'string', anyOf: [choice('x', 'X'), choice('on')], enum: ['x', 'on'] },
      uniqueItems: true,
    });
  });

  test('a radio group is an enum titled by labels; a lone radio also gets a description', () => {
    expect(propertyOf('<label><input type="radio" name="a" value="x">  Ex </label><input type="radio" name="a" value="y" aria-label="ignored">')).toEqual({
      type: 'string',
      anyOf: [choice('x', 'Ex'), choice('y')],
      enum: ['x', 'y'],
    });
    expect(propertyOf('<input type="radio" name="a" value="x" id="r"><label for="r">One</label>')).toEqual({
      type: 'string',
      anyOf: [choice('x', 'One')],
      enum: ['x'],
      description: 'One',
    });
  });

  test('a select lists every option (disabled, hidden, in groups) titled by its raw text', () => {
    expect(
      propertyOf('<select name="a"><option value="e">Eco</option><option value="b" disabled>Bus</option><option value=""> None </option><optgroup label="g"><option>Text</option></optgroup></select>'),
    ).toEqual({
      type: 'string',
      anyOf: [choice('e', 'Eco'), choice('b', 'Bus'), choice('', ' None '), choice('Text', 'Text')],
      enum: ['e', 'b', '', 'Text'],
    });
    expect(propertyOf('<select name="a"></select>')).toEqual({ type: 'string', anyOf: [], enum: [] });
  });

  test('a multiple select is an array, with its description', () => {
    expect(propertyOf('<select name="a" multiple toolparamdescription="Tags"><option>x</option></select>')).toEqual({
      type: 'array',
      items: { type: 'string', anyOf: [choice('x', 'x')], enum: ['x'] },
      uniqueItems: true,
      description: 'Tags',
    });
  });
});

describe('which controls count', () => {
  test('hidden inputs only with a non-empty toolparamdescription', () => {
    const { properties } = schemaOf(
      '<input type="hidden" name="a"><input type="hidden" name="b" toolparamtitle="t"><input type="hidden" name="c" toolparamdescription=""><input type="hidden" name="d" toolparamdescription="kept">',
    );
    expect(properties).toEqual({ d: { type: 'string', description: 'kept' } });
  });

  test('disabled (also by a fieldset), read-only where it applies, unnamed, buttons and files are left out', () => {
    const { properties } = schemaOf(`
      <input name="dis" disabled><input name="ro" readonly><input type="number" name="ro_num" readonly><textarea name="ro_ta" readonly></textarea>
      <fieldset disabled><input name="fs"><legend><input name="in_first_legend"></legend><legend><input name="in_second_legend"></legend></fieldset>
      <fieldset disabled><legend><input name="first_legend"></legend></fieldset>
      <input type="checkbox" name="ro_chk" readonly><input type="range" name="ro_range" readonly><select name="ro_sel" readonly><option>a</option></select>
      <input><input name=""><input type="file" name="f"><input type="submit" name="s"><input type="reset" name="r"><input type="button" name="b"><input type="image" name="i"><button name="bt">x</button><output name="o"></output>`);
    expect(Object.keys(properties)).toEqual(['in_first_legend', 'first_legend', 'ro_chk', 'ro_range', 'ro_sel']);
  });

  test('a shared name is dropped unless all its controls are checkboxes or radios; disabled and read-only ones do not count', () => {
    const { properties } = schemaOf(`
      <input name="two"><input name="two">
      <input name="mixed"><input type="checkbox" name="mixed">
      <input name="with_hidden"><input type="hidden" name="with_hidden">
      <input name="with_button"><button name="with_button">x</button>
      <input name="with_output"><output name="with_output"></output>
      <input name="with_disabled"><input name="with_disabled" disabled>
      <input name="with_readonly" readonly><input name="with_readonly">
      <select name="selects"><option>a</option></select><select name="selects"><option>b</option></select>`);
    expect(properties).toEqual({ with_disabled: { type: 'string' }, with_readonly: { type: 'string' } });
  });

  test('controls linked with form="id" count, in tree order', () => {
    document.body.innerHTML = '<input name="before" form="f"><form id="f"><input name="inside"></form><input name="after" form="f" required><input name="elsewhere" form="g">';
    const { schema } = synthesizeSchema(document.getElementById('f') as HTMLFormElement, plain);
    expect(Object.keys(schema['properties'] as object)).toEqual(['before', 'inside', 'after']);
    expect(schema['required']).toEqual(['after']);
  });

  test('required comes from the attribute, on any control of a group', () => {
    const { required } = schemaOf(
      '<input name="a" required value="filled"><input type="checkbox" name="b" value="1"><input type="checkbox" name="b" value="2" required><input name="c" toolparamrequired><input type="radio" name="d" value="x" required disabled><input type="radio" name="d" value="y">',
    );
    expect(required).toEqual(['a', 'b']);
  });

  test('a field named __proto__ stays a property', () => {
    const { properties } = schemaOf('<input name="__proto__">');
    expect(Object.keys(properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
  });
});

describe('descriptions', () => {
  test('toolparamdescription, else the labels, else aria-description; empty ones are skipped', () => {
    expect(propertyOf('<input name="a" id="a" toolparamdescription="tpd" aria-description="aria"><label for="a">lab</label>')).toEqual({ type: 'string', description: 'tpd' });
    expect(propertyOf('<input name="a" id="a" toolparamdescription="" aria-description="aria"><label for="a">  lab\n x </label>')).toEqual({ type: 'string', description: 'lab\n x' });
    expect(propertyOf('<input name="a" id="a" aria-description="  aria "><label for="a"> </label>')).toEqual({ type: 'string', description: '  aria ' });
    expect(propertyOf('<input name="a" aria-label="no" title="no" placeholder="no" aria-describedby="x"><span id="x">no</span>')).toEqual({ type: 'string' });
  });

  test('label text leaves out comments and the text of labelable elements, keeps the rest', () => {
    expect(
      propertyOf(
        '<label for="a">A<button>b</button>B<output>o</output><meter>m</meter><progress>p</progress><textarea>t</textarea><select><option>s</option></select>C<!--c--><span hidden>D</span><datalist><option>E</option></datalist></label><input name="a" id="a">',
      ),
    ).toEqual({ type: 'string', description: 'ABCDE' });
    expect(propertyOf('<input name="a" id="a"><label for="a">First</label><label for="a">Second</label>')).toEqual({ type: 'string', description: 'First; Second' });
    expect(propertyOf('<label for="a">\u00a0nbsp\u00a0</label><input name="a" id="a">')).toEqual({ type: 'string', description: '\u00a0nbsp\u00a0' });
  });
});

describe('additions (spec §14.4)', () => {
  const on: SchemaOptions = { additions: true, sensitiveFields: 'include' };
  test.each([
    ['<input type="email" name="a">', { type: 'string', format: 'email' }],
    ['<input type="url" name="a">', { type: 'string', format: 'uri' }],
    ['<input name="a" minlength="2" maxlength="5" pattern="[a-z]+">', { type: 'string', pattern: '[a-z]+', minLength: 2, maxLength: 5 }],
    ['<textarea name="a" maxlength="20"></textarea>', { type: 'string', maxLength: 20 }],
    ['<input name="a" toolparamtitle="Title" toolparamdescription="d">', { type: 'string', title: 'Title', description: 'd' }],
    ['<input type="date" name="a" min="2024-01-01" max="nope">', { type: 'string', format: 'date', formatMinimum: '2024-01-01', description: DATE }],
    ['<input type="time" name="a" min="09:00" max="17:30:15">', { type: 'string', format: '^([01][0-9]|2[0-3]):[0-5][0-9]$', formatMinimum: '09:00', formatMaximum: '17:30:15' }],
    ['<input type="month" name="a" max="2030-12">', { type: 'string', format: '^[0-9]{4}-(0[1-9]|1[0-2])$', formatMaximum: '2030-12' }],
    ['<input type="number" name="a" min="1">', { type: 'number', minimum: 1, multipleOf: 1 }],
  ])('%s', (html, schema) => expect(propertyOf(html, on)).toEqual(schema));
});

describe('sensitive fields (spec §14.7)', () => {
  const html = '<input name="user"><input type="password" name="pass"><input name="card" autocomplete="billing cc-number"><input name="note" data-toolmark-sensitive>';

  test('are left out by default and reported as omitted', () => {
    document.body.innerHTML = `<form id="f">${html}</form>`;
    const result = synthesizeSchema(document.getElementById('f') as HTMLFormElement);
    expect(Object.keys(result.schema['properties'] as object)).toEqual(['user']);
    expect(result.omitted.map((field) => field.name)).toEqual(['pass', 'card', 'note']);
  });

  test('are kept with sensitiveFields: include', () => {
    expect(Object.keys(schemaOf(html).properties)).toEqual(['user', 'pass', 'card', 'note']);
  });
});
