// @vitest-environment happy-dom
// What an agent reads from a form tool is the same in both builds (spec §10): this file runs in the
// `unit` project (development) and in the `production` project (`import.meta.env.DEV` false), with the
// same expectations; only the warnings differ, and production prints none.
import { createToolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { collectWarnings, printed } from '../../core/src/warnings.test-support.js';
import { scanForms, type FormToolSet } from './index.js';


const warned = collectWarnings();
let set: FormToolSet | undefined;
beforeEach(() => {
  // Submits with no response stay on the page (happy-dom does not navigate).
  document.addEventListener('submit', (event) => event.preventDefault(), { once: true });
});
afterEach(() => {
  set?.dispose();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const text = (result: { content: readonly unknown[] }) => (result.content[0] as { text: string }).text;

describe('spec §14.6 form results, in both builds', () => {
  function page(attributes = '') {
    document.body.innerHTML = `<form toolname="newsletter" tooldescription="Subscribes to the newsletter" ${attributes}>
      <input name="email" type="email" required><button>Subscribe</button></form>`;
    const tm = createToolmark();
    set = scanForms(tm, document);
    return tm;
  }

  test('a form that waits for the person', async () => {
    const result = await page().call('newsletter', { email: 'ada@example.com' });
    expect(text(result)).toBe('Filled in; it waits for the person to submit it.');
    expect(result.structuredContent).toEqual({ submitted: false, awaitingPerson: true });
  });

  test('a submitted form', async () => {
    const result = await page('toolautosubmit').call('newsletter', { email: 'ada@example.com' });
    expect(text(result)).toBe('Submitted; the page gave no response.');
  });

  test('a parameter the form does not have', async () => {
    const result = await page().call('newsletter', { email: 'ada@example.com', phone: '555' });
    expect(result.code).toBe('invalid_input');
    expect(text(result)).toBe("Invalid input for 'newsletter': Unexpected parameter 'phone'");
  });

  test('a form that left the page', async () => {
    const tm = page();
    const handle = set!.tools.values().next().value!;
    set!.dispose();
    document.body.innerHTML = '';
    set = undefined;
    expect(await handle.call({ email: 'ada@example.com' })).toMatchObject({ code: 'unknown_tool', content: [{ text: "Unknown tool 'newsletter'" }] });
    expect(tm.manifest()).toEqual([]);
  });
});

describe('spec §14.10 warnings', () => {
  test('a form that cannot be a tool is skipped; only development says why (TM201), once per form', async () => {
    document.body.innerHTML = '<form tooldescription="No name"><input name="q"></form><form tooldescription="No name either"><input name="r"></form>';
    const tm = createToolmark();
    set = scanForms(tm, document);
    set.refresh();
    expect(tm.manifest()).toEqual([]);
    // Each warning names its form (spec §14.10): these have no id or name, so by their position.
    const reason = (position: number) => `This form (form no. ${position}) cannot become a tool: it has no name (toolname, data-toolmark-name, id, name or aria-label)`;
    expect(warned).toEqual([...printed('TM201', reason(1)), ...printed('TM201', reason(2))]);
  });

  test('controls a tool cannot fill are named only in development (TM203), once per form; the tool is the same', async () => {
    document.body.innerHTML = '<form toolname="checkout" tooldescription="Checks out"><input id="firstName" required><input id="lastName"><input name="zip"></form>';
    const tm = createToolmark();
    set = scanForms(tm, document);
    set.refresh();
    expect(Object.keys(tm.manifest()[0]!.inputSchema['properties'] as object)).toEqual(['zip']);
    expect(warned).toEqual(printed('TM203', "The tool of form 'checkout' cannot fill these 2 controls: #firstName (it has no name), #lastName (it has no name); give each a name attribute of its own"));
  });

  test('with all, a form without toolname is named from the page (spec §14.13) in both builds, and nothing is left to warn about', () => {
    document.body.innerHTML = '<form><h4>Billing address</h4><input id="firstName" required><input type="radio" name="pay" id="credit"><input type="radio" name="pay" id="debit"></form>';
    const tm = createToolmark();
    set = scanForms(tm, document, { all: true });
    const [tool] = tm.manifest();
    expect(tool!.name).toBe('billing_address');
    expect(tool!.inputSchema['properties']).toMatchObject({ firstName: { type: 'string' }, pay: { enum: ['credit', 'debit'] } });
    expect(warned).toEqual([]);
  });
});
