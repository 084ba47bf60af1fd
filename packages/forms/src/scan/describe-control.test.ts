// @vitest-environment happy-dom
// Description rules that e2e/forms/differential.spec.ts found in Chromium 156 (spec §14.3); the
// expected results are what Chromium synthesized for the same markup.
import { beforeEach, describe, expect, test } from 'vitest';
import { describeControl, describeGroup } from './describe-control.js';

function groupOf(html: string, name = 'r'): string | undefined {
  document.body.innerHTML = html;
  return describeGroup([...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]);
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('spec §14.3 label text', () => {
  test('every label is joined with "; ", empty ones included; one empty label is no description', () => {
    document.body.innerHTML = `
      <form><label for="a"></label><label for="a">B</label><input id="a" name="a">
      <label for="b"> </label><label for="b"></label><input id="b" name="b" aria-description="ignored">
      <label for="c">  </label><input id="c" name="c" aria-description="used"></form>`;
    expect(['a', 'b', 'c'].map((id) => describeControl(document.getElementById(id)!))).toEqual(['; B', '; ', 'used']);
  });

  test('each label is trimmed of ASCII and Unicode spaces (bidi class WS), not of a no-break space, U+202F or U+2029', () => {
    const edges = ['\v', '\u1680', '\u2000', '\u200a', '\u2028', '\u205f', '\u3000', '\u00a0', '\u202f', '\u2029', '\u200b'];
    document.body.innerHTML = `<form>${edges.map((edge, index) => `<label for="w${index}">${edge}x${edge}</label><input id="w${index}" name="w${index}">`).join('')}</form>`;
    expect(edges.map((_, index) => describeControl(document.getElementById(`w${index}`)!))).toEqual([
      'x', 'x', 'x', 'x', 'x', 'x', 'x', '\u00a0x\u00a0', '\u202fx\u202f', '\u2029x\u2029', '\u200bx\u200b',
    ]);
  });
});

describe('spec §14.3 a group is described by the fieldset around it', () => {
  test("the nearest fieldset around all the group's controls gives its toolparamdescription, as written", () => {
    expect(groupOf('<form><fieldset toolparamdescription=" fs "><div><input type="radio" name="r"><input type="radio" name="r"></div></fieldset></form>')).toBe(' fs ');
    expect(groupOf('<form><fieldset toolparamdescription="outer"><fieldset><input type="radio" name="r"></fieldset><fieldset><input type="radio" name="r"></fieldset></fieldset></form>')).toBe('outer');
    expect(groupOf('<form><fieldset toolparamdescription="outer"><input type="radio" name="r"><fieldset toolparamdescription="inner"><input type="radio" name="r"></fieldset></fieldset></form>')).toBe('outer');
    expect(groupOf('<form><fieldset disabled toolparamdescription="fs"><legend><input type="checkbox" name="r"><input type="checkbox" name="r"></legend></fieldset></form>')).toBe('fs');
  });

  test('outside the form too, for controls linked with form="id"', () => {
    expect(groupOf('<fieldset toolparamdescription="out"><input type="radio" name="r" form="f"><input type="radio" name="r" form="f"></fieldset><form id="f"></form>')).toBe('out');
  });

  test('nothing when the nearest such fieldset has none, the group spans fieldsets, or the fieldset is around the form', () => {
    expect(groupOf('<form><fieldset toolparamdescription="outer"><fieldset><input type="radio" name="r"><input type="radio" name="r"></fieldset></fieldset></form>')).toBeUndefined();
    expect(groupOf('<form><fieldset toolparamdescription="a"><input type="radio" name="r"></fieldset><fieldset toolparamdescription="a"><input type="radio" name="r"></fieldset></form>')).toBeUndefined();
    expect(groupOf('<form><fieldset toolparamdescription="fs"><input type="radio" name="r"></fieldset><input type="radio" name="r"></form>')).toBeUndefined();
    expect(groupOf('<fieldset toolparamdescription="wrap"><form><input type="radio" name="r"><input type="radio" name="r"></form></fieldset>')).toBeUndefined();
    expect(groupOf('<form><fieldset toolparamdescription="" aria-description="no"><legend>No</legend><input type="radio" name="r"><input type="radio" name="r"></fieldset></form>')).toBeUndefined();
  });
});
