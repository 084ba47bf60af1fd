// @vitest-environment happy-dom
// Rules of which controls become parameters that e2e/forms/differential.spec.ts found in Chromium 156
// (spec §14.3); the expected results are what Chromium synthesized for the same markup.
import { beforeEach, describe, expect, test } from 'vitest';
import { collectFields } from './collect-fields.js';

function fieldsOf(html: string): { name: string; kind: string }[] {
  document.body.innerHTML = html;
  return collectFields(document.getElementById('f') as HTMLFormElement).map(({ name, kind }) => ({ name, kind }));
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('spec §14.3 which controls count (found by the differential test)', () => {
  test('an unnamed control has the empty name: alone it is the parameter "", with another unnamed one it is dropped', () => {
    expect(fieldsOf('<form id="f"><input id="x"></form>')).toEqual([{ name: '', kind: 'text' }]);
    expect(fieldsOf('<form id="f"><input name=""><input name="a"></form>')).toEqual([{ name: '', kind: 'text' }, { name: 'a', kind: 'text' }]);
    expect(fieldsOf('<form id="f"><input type="radio"><input type="radio" value="b"></form>')).toEqual([{ name: '', kind: 'radios' }]);
    expect(fieldsOf('<form id="f"><input><button>Go</button></form>')).toEqual([]);
  });

  test('names are stripped of whitespace as Chromium strips it, so " a" and "a" are one name; a no-break space stays', () => {
    expect(fieldsOf('<form id="f"><input name="\u2003a\u3000"><input name="\u00a0b\u00a0"><input name="\vc\f"><input name="  "></form>').map(({ name }) => name)).toEqual([
      'a', '\u00a0b\u00a0', 'c', '',
    ]);
    expect(fieldsOf('<form id="f"><input type="radio" name=" r "><input type="radio" name="r"><input name=" t"><input type="checkbox" name="t"></form>')).toEqual([{ name: 'r', kind: 'radios' }]);
  });

  test('a fieldset or output claims its name even when disabled or inside a disabled fieldset', () => {
    expect(fieldsOf('<form id="f"><input name="a"><fieldset name="a" disabled></fieldset></form>')).toEqual([]);
    expect(
      fieldsOf('<form id="f"><fieldset disabled><fieldset name="a"></fieldset><output name="b"></output><button name="c"></button></fieldset><input name="a"><input name="b"><input name="c"></form>'),
    ).toEqual([{ name: 'c', kind: 'text' }]);
  });

  test('an image button, which form.elements leaves out, claims its name too; a disabled one does not', () => {
    expect(fieldsOf('<form id="f"><textarea name="a"></textarea><input type="image" name="a"><input name="b"></form>')).toEqual([{ name: 'b', kind: 'text' }]);
    expect(fieldsOf('<form id="f"><input name="a"></form><input type="IMAGE" name="a" form="f">')).toEqual([]);
    expect(fieldsOf('<form id="f"><input name="a"><input type="image" name="a" disabled></form>')).toEqual([{ name: 'a', kind: 'text' }]);
    expect(fieldsOf('<form id="f"><input name="a"></form><form><input type="image" name="a"></form>')).toEqual([{ name: 'a', kind: 'text' }]);
  });
});
