// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { findButton } from './find-buttons.js';
import { findSteps, shownStep } from './find-steps.js';
import { isShown } from './is-shown.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(html: string) {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

describe('findSteps', () => {
  test('marked steps: ids from the attribute, titles from the attribute, legend or heading; the summary template', () => {
    const form = mount(`<form>
      <div data-toolmark-step="Where" data-toolmark-step-title="Where to" data-toolmark-step-description="The address" data-toolmark-summary=" Ship to
        {city} "></div>
      <fieldset data-toolmark-step hidden><legend> How  to pay </legend></fieldset>
      <section data-toolmark-step id="start" hidden><h2>Check</h2></section>
      <section data-toolmark-step="Where" hidden></section>
    </form>`);
    const steps = findSteps(form, form).map(({ element: _element, ...step }) => step);
    expect(steps).toEqual([
      { id: 'Where', title: 'Where to', description: 'The address', template: 'Ship to {city}' },
      { id: 'how-to-pay', title: 'How to pay' },
      { id: 'start-3', title: 'Check' },
      { id: 'Where-4' },
    ]);
  });

  test('unmarked: the outermost fieldsets or sections when exactly one is shown', () => {
    const form = mount(`<form>
      <section id="a"><fieldset><legend>Inner</legend></fieldset></section>
      <section id="b" style="display: none"></section>
      <section aria-hidden="true"></section>
    </form>`);
    const steps = findSteps(form, form);
    expect(steps.map((step) => step.id)).toEqual(['a', 'b', 'step-3']);
    expect(shownStep(steps)).toBe('a');
  });

  test.each([
    ['one section', '<form><section></section></form>'],
    ['two shown at once', '<form><section></section><section></section></form>'],
    ['none shown', '<form><section hidden></section><section hidden></section></form>'],
  ])('unmarked with %s: no steps', (_name, html) => {
    const form = mount(html);
    expect(() => findSteps(form, form)).toThrow(expect.objectContaining({ code: 'invalid_definition' }));
  });

  test('shownStep is null while the page shows two steps or none', () => {
    const form = mount('<form><section id="a"></section><section id="b" hidden></section></form>');
    const steps = findSteps(form, form);
    steps[1]!.element.hidden = false;
    expect(shownStep(steps)).toBeNull();
    steps[0]!.element.setAttribute('inert', '');
    steps[1]!.element.style.visibility = 'hidden';
    expect(shownStep(steps)).toBeNull();
  });
});

describe('isShown', () => {
  test('hidden, inert and aria-hidden ancestors, display and visibility hide; disconnected is hidden', () => {
    mount('<form><div id="outer"><p id="p">x</p></div></form>');
    const p = document.getElementById('p')!;
    const outer = document.getElementById('outer')!;
    expect(isShown(p)).toBe(true);
    for (const [name, value] of [['hidden', ''], ['inert', ''], ['aria-hidden', 'true']] as const) {
      outer.setAttribute(name, value);
      expect(isShown(p)).toBe(false);
      outer.removeAttribute(name);
    }
    outer.style.display = 'none';
    expect(isShown(p)).toBe(false);
    outer.style.display = '';
    p.style.visibility = 'hidden';
    expect(isShown(p)).toBe(false);
    expect(isShown(document.createElement('p'))).toBe(false);
  });
});

describe('findButton', () => {
  const places = (form: HTMLFormElement) => {
    const steps = [...form.querySelectorAll('section')];
    return { step: steps[0]!, root: form, steps };
  };

  test('marked buttons win over named ones; labels match whole words', () => {
    const form = mount(`<form><section>
      <button type="button">Discontinue</button>
      <button type="button" id="named">Continue to payment</button>
      <button type="button" id="marked" data-toolmark-next>Go</button>
      <button type="button" id="back">← Back</button>
    </section><section hidden></section></form>`);
    expect(findButton(places(form), 'next', ['next', 'continue'])?.id).toBe('marked');
    document.getElementById('marked')!.remove();
    expect(findButton(places(form), 'next', ['next', 'continue'])?.id).toBe('named');
    expect(findButton(places(form), 'back', ['back'])?.id).toBe('back');
    document.getElementById('named')!.remove();
    expect(findButton(places(form), 'next', ['next', 'continue'])).toBeUndefined();
  });

  test('localized labels, aria-label and input values', () => {
    const form = mount(`<form><section>
      <input type="button" id="weiter" value="Weiter »">
      <button type="button" id="zurueck" aria-label="Zurück zum Versand">«</button>
    </section><section hidden></section></form>`);
    expect(findButton(places(form), 'next', ['weiter'])?.id).toBe('weiter');
    expect(findButton(places(form), 'back', ['zurück'])?.id).toBe('zurueck');
  });

  test('a label without a letter or digit names no button (it would match every button without words)', () => {
    const form = mount(`<form><section>
      <button type="button" id="close">×</button>
      <button type="button" id="prev">←</button>
    </section><section hidden></section></form>`);
    expect(findButton(places(form), 'next', ['→'])).toBeUndefined();
  });

  test('a shared button bar outside every step; hidden buttons never', () => {
    const form = mount(`<form><section><input name="a"></section><section hidden></section>
      <nav><button type="button" id="prev">Previous</button><button type="button" id="next">Next</button></nav></form>`);
    expect(findButton(places(form), 'next', ['next'])?.id).toBe('next');
    expect(findButton(places(form), 'back', ['previous'])?.id).toBe('prev');
    document.getElementById('next')!.hidden = true;
    expect(findButton(places(form), 'next', ['next'])).toBeUndefined();
  });

  test('the last step moves on with its submit button, never with a Back button', () => {
    const form = mount(`<form><section>
      <button type="submit" data-toolmark-back id="back">Back</button>
      <button type="button" id="next">Next</button>
      <button type="submit" id="order">Place order</button>
    </section><section hidden></section></form>`);
    expect(findButton(places(form), 'next', ['next'], true)?.id).toBe('order');
    expect(findButton(places(form), 'next', ['next'])?.id).toBe('next');
  });
});
