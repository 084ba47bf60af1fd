// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { servesDeclarativeForms } from './declarative-form.js';
import { identifyForm, isToolForm, nearestHeading } from './select-forms.js';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

describe('isToolForm', () => {
  test('declarative or data-toolmark attributes, unless ignored', () => {
    expect(isToolForm(form('<form toolname="a"></form>'))).toBe(true);
    expect(isToolForm(form('<form data-toolmark-description="d"></form>'))).toBe(true);
    expect(isToolForm(form('<form id="a"></form>'))).toBe(false);
    expect(isToolForm(form('<form toolname="a" data-toolmark-ignore></form>'))).toBe(false);
  });
});

describe('identifyForm', () => {
  test('reads toolname, tooltitle, tooldescription and toolautosubmit; nativeName only where the browser serves it', () => {
    const declarative = form('<form toolname="find.flights" tooltitle="Find" tooldescription="Finds flights" toolautosubmit></form>');
    expect(identifyForm(declarative, { native: true })).toEqual({ name: 'find.flights', title: 'Find', description: 'Finds flights', autosubmit: true, nativeName: 'find.flights' });
    expect(identifyForm(declarative, { native: false })).toEqual({ name: 'find.flights', title: 'Find', description: 'Finds flights', autosubmit: true });
  });

  test("without the option, native is the document's model context, unless it is Toolmark's polyfill (which serves no form)", () => {
    const declarative = form('<form toolname="find" tooldescription="Finds"></form>');
    const doc = document as unknown as { modelContext?: object };
    try {
      expect(identifyForm(declarative)).not.toHaveProperty('nativeName');
      doc.modelContext = { registerTool() {} };
      expect(identifyForm(declarative)).toMatchObject({ nativeName: 'find' });
      doc.modelContext = { registerTool() {}, [Symbol.for('toolmark.modelContextPolyfill')]: true };
      expect(identifyForm(declarative)).not.toHaveProperty('nativeName');
    } finally {
      delete doc.modelContext;
    }
  });

  test('spec §14.11: the polyfill serves forms while it carries the mark of serveDeclarativeForms, read at every call', () => {
    const declarative = form('<form toolname="find" tooldescription="Finds"></form>');
    const doc = document as unknown as { modelContext?: Record<symbol, unknown> };
    const polyfill: Record<symbol, unknown> = { [Symbol.for('toolmark.modelContextPolyfill')]: true };
    try {
      expect(servesDeclarativeForms(document)).toBe(false);
      doc.modelContext = polyfill;
      expect(servesDeclarativeForms(document)).toBe(false);
      polyfill[Symbol.for('toolmark.servesDeclarativeForms')] = true;
      expect(servesDeclarativeForms(document)).toBe(true);
      expect(identifyForm(declarative)).toMatchObject({ nativeName: 'find' });
      delete polyfill[Symbol.for('toolmark.servesDeclarativeForms')];
      expect(identifyForm(declarative)).not.toHaveProperty('nativeName');
    } finally {
      delete doc.modelContext;
    }
  });

  test('data-toolmark-name renames a native tool whose name Toolmark refuses', () => {
    const odd = form('<form toolname=".odd" tooldescription="d" data-toolmark-name="odd"></form>');
    expect(identifyForm(odd, { native: true })).toMatchObject({ name: 'odd', nativeName: '.odd' });
    expect(identifyForm(form('<form toolname=".odd" tooldescription="d"></form>'))).toEqual({ reason: expect.stringContaining("'.odd' breaks the tool name rule") });
  });

  test('a blank description is refused unless every form is wanted', () => {
    expect(identifyForm(form('<form toolname="a" tooldescription="  "></form>'))).toEqual({ reason: expect.stringContaining('no description') });
    expect(identifyForm(form('<form toolname="a" tooldescription="  "></form>'), { all: true })).toMatchObject({ description: "Fills in and submits the form 'a'." });
    expect(identifyForm(form('<form toolname="a" tooldescription="d" data-toolmark-autosubmit="false"></form>'))).toMatchObject({ autosubmit: false });
  });
});

describe('nearestHeading', () => {
  test('its own legend or heading first, else the last heading before it, never one after it', () => {
    expect(nearestHeading(form('<h1>Page</h1><form><fieldset><legend> Cabin\n class </legend></fieldset></form>'))).toBe('Cabin class');
    expect(nearestHeading(form('<h1>Page</h1><section><h2>Before</h2><p>x</p></section><div><form></form><h2>After</h2></div>'))).toBe('Before');
    expect(nearestHeading(form('<form></form><h2>After</h2>'))).toBe('');
  });
});

describe('spec §14.2 names with all, for forms without an id, name or aria-label', () => {
  const named = (html: string) => {
    document.body.innerHTML = html;
    return [...document.querySelectorAll('form')].map((f) => (identifyForm(f, { all: true }) as { name?: string }).name);
  };

  test("the form's own heading, its action's path, the heading before it, its position", () => {
    expect(
      named(`<h2>Your cart</h2><form><h1 class="h3">Please sign in</h1></form><form action="https://shop.example/cart/add?x=1#f"></form>
        <form action="/wp-comments-post.php"></form><form></form>`),
      // The last: the heading before it in tree order is the first form's.
    ).toEqual(['please_sign_in', 'cart_add', 'wp-comments-post', 'please_sign_in']);
    expect(named('<form></form>')).toEqual(['form_1']);
  });

  test('the id attribute, not form.id, which a control named id shadows', () => {
    expect(named('<form id="product-form"><input type="hidden" name="id" value="4000"></form>')).toEqual(['product-form']);
  });

  test('without all, a form without tool attributes still has no name', () => {
    document.body.innerHTML = '<form><h1>Sign in</h1></form>';
    expect(identifyForm(document.querySelector('form')!)).toHaveProperty('reason');
  });
});
