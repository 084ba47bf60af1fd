// @vitest-environment happy-dom
// Spec §14.11: the conversions and events of Chromium 156's declarative fill, as measured there
// (e2e/forms/serve-declarative.spec.ts compares them with native Chromium).
import { beforeEach, describe, expect, test } from 'vitest';
import { collectFields } from '../scan/collect-fields.js';
import { applyBrowserFill, planBrowserFill } from './fill-as-browser.js';

const FORM = `
  <form>
    <input name="t"><input name="n" type="number"><input name="r" type="range"><input name="d" type="date">
    <input name="h" type="hidden" toolparamdescription="h">
    <select name="s"><option value="x">X</option><option value="1">one</option><option value="true">T</option></select>
    <select name="m" multiple><option value="p">P</option><option value="q">Q</option><option value="3" selected>three</option></select>
    <input name="c" type="checkbox">
    <input name="g" type="checkbox" value="g1"><input name="g" type="checkbox" value="g2" checked>
    <input name="o" type="radio" value="o1" checked><input name="o" type="radio" value="o2">
  </form>`;

let events: string[];
beforeEach(() => {
  document.body.innerHTML = FORM;
  events = [];
  const listening = new AbortController();
  for (const type of ['input', 'change', 'click']) {
    // A checkbox or radio of a group by its value attribute: `g=g1`.
    const record = (event: Event) => {
      const target = event.target as HTMLInputElement;
      events.push(`${target.name}${target.hasAttribute('value') ? `=${target.getAttribute('value')}` : ''}:${type}`);
    };
    document.addEventListener(type, record, { capture: true, signal: listening.signal });
  }
  return () => listening.abort();
});

const fields = () => collectFields(document.querySelector('form')!);
const fill = (input: object) => applyBrowserFill(planBrowserFill(fields(), input));
const control = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;
const refusal = (input: object) => {
  try {
    planBrowserFill(fields(), input);
  } catch (error) {
    return `${(error as DOMException).name}: ${(error as DOMException).message}`;
  }
  return 'accepted';
};

describe('spec §14.11 which values fit, as Chromium decides', () => {
  test.each([
    [{ t: 4.5 }, 'accepted'],
    [{ t: null }, 'UnknownError: Invalid value for parameter t'],
    [{ t: ['a'] }, 'UnknownError: Invalid value for parameter t'],
    [{ n: '5' }, 'accepted'],
    [{ n: 'zz' }, 'UnknownError: Invalid value "zz" for parameter n'],
    [{ n: '' }, 'UnknownError: Invalid value "" for parameter n'],
    [{ n: true }, 'UnknownError: Invalid value "true" for parameter n'],
    [{ r: 'abc' }, 'accepted'],
    [{ r: '' }, 'UnknownError: Invalid value "" for parameter r'],
    [{ d: '' }, 'accepted'],
    [{ d: '2025-13-01' }, 'UnknownError: Invalid value "2025-13-01" for parameter d'],
    [{ d: 20250101 }, 'UnknownError: Invalid value "20250101" for parameter d'],
    [{ s: 1 }, 'accepted'],
    [{ s: true }, 'accepted'],
    [{ s: 'nope' }, 'UnknownError: Invalid value "nope" for parameter s'],
    [{ s: ['x'] }, 'UnknownError: Invalid value for parameter s'],
    [{ m: [3] }, 'accepted'],
    [{ m: [] }, 'accepted'],
    [{ m: 'p' }, 'UnknownError: Invalid value "p" for parameter m'],
    [{ m: ['p', 'zz'] }, 'UnknownError: Invalid value for parameter m'],
    [{ m: ['p', 'p'] }, 'UnknownError: Invalid value for parameter m'],
    [{ c: 'false' }, 'accepted'],
    [{ c: 2 }, 'accepted'],
    [{ c: 0.5 }, 'UnknownError: Invalid value "0.5" for parameter c'],
    [{ c: 'on' }, 'UnknownError: Invalid value "on" for parameter c'],
    [{ c: null }, 'UnknownError: Invalid value for parameter c'],
    [{ g: 'g1' }, 'UnknownError: Invalid value "g1" for parameter g'],
    [{ o: '' }, 'UnknownError: Invalid value "" for parameter o'],
    [{ zz: 1 }, 'UnknownError: Input contains a parameter "zz" but there is no such parameter for the tool'],
    // The first problem in the input's order is the one reported.
    [{ zz: 1, n: 'zz' }, 'UnknownError: Input contains a parameter "zz" but there is no such parameter for the tool'],
    [{ n: 'zz', zz: 1 }, 'UnknownError: Invalid value "zz" for parameter n'],
  ])('%j: %s', (input, expected) => {
    expect(refusal(input)).toBe(expected);
  });

  test('numbers are written as Chromium writes them: 32-bit integers as they are, others to 6 digits', () => {
    for (const [value, text] of [[42, '42'], [4.5, '4.5'], [1 / 3, '0.333333'], [123456789012, '1.23457e+11'], [1e21, '1.00000e+21'], [1e-7, '1.00000e-7']] as const) {
      fill({ t: value });
      expect(control('t').value).toBe(text);
    }
  });

  test('a refused value leaves every control as it was', () => {
    expect(() => fill({ t: 'changed', n: 'zz' })).toThrow(DOMException);
    expect(control('t').value).toBe('');
    expect(events).toEqual([]);
  });
});

describe('spec §14.11 the events of the fill, as Chromium fires them', () => {
  test('in the input order: input then change, for what changed; a hidden input silently', () => {
    fill({ s: 'true', t: 'hello', h: 'v', n: 5 });
    expect(events).toEqual(['s:input', 's:change', 't:input', 't:change', 'n:input', 'n:change']);
    expect(control('h').value).toBe('v');
  });

  test('the same values again fire nothing, but checkboxes and the chosen radio fire change', () => {
    fill({ t: 'a', m: ['3'], c: false, g: ['g2'], o: 'o1' });
    expect(events).toEqual(['t:input', 't:change', 'c:change', 'g=g1:change', 'g=g2:change', 'o=o1:change']);
  });

  test('a multiple select is written in one pass: one input and one change (WPT select-multiple-events)', () => {
    fill({ m: ['p', 'q'] });
    expect(events).toEqual(['m:input', 'm:change']);
    expect([...document.querySelector<HTMLSelectElement>('[name=m]')!.selectedOptions].map((option) => option.value)).toEqual(['p', 'q']);
  });

  test('checkboxes and radios are set, not clicked: input where the state changed, change on each', () => {
    fill({ c: true, g: ['g1'], o: 'o2' });
    expect(events).toEqual(['c:input', 'c:change', 'g=g1:input', 'g=g1:change', 'g=g2:input', 'g=g2:change', 'o=o2:input', 'o=o2:change']);
    expect([control('c').checked, document.querySelectorAll<HTMLInputElement>('[name=g]')[1]!.checked]).toEqual([true, false]);
  });

  test("a framework's own `checked` on the element is passed by, as the browser's write passes it", () => {
    const box = control('c');
    let seen: boolean | undefined;
    Object.defineProperty(box, 'checked', { configurable: true, get: () => false, set: (value: boolean) => (seen = value) });
    fill({ c: true });
    expect(seen).toBeUndefined();
    delete (box as Partial<HTMLInputElement>).checked;
    expect(box.checked).toBe(true);
  });
});
