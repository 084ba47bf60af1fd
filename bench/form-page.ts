/**
 * The form pages of the in-browser benchmarks: tool forms (`toolname`, `tooldescription`) of 20
 * controls of the kinds real forms mix (text, email, number, date, select, radio, checkbox,
 * textarea), each labelled, so both Toolmark and native WebMCP synthesize a full schema.
 */

/** The page script: the registry and the form scanner, from the built packages. */
export const PAGE_SCRIPT = `
import { createToolmark, ok } from '@toolmark/core';
import { scanForms } from '@toolmark/forms';
window.toolmarkBench = { createToolmark, ok, scanForms };
`;

const CONTROLS = [
  (id: string) => `<label for="${id}">Full name</label><input id="${id}" name="${id}" required maxlength="80">`,
  (id: string) => `<label for="${id}">Email</label><input id="${id}" name="${id}" type="email" required>`,
  (id: string) => `<label for="${id}">Quantity</label><input id="${id}" name="${id}" type="number" min="1" max="99" step="1">`,
  (id: string) => `<label for="${id}">Date</label><input id="${id}" name="${id}" type="date" min="2025-01-01">`,
  (id: string) => `<label for="${id}">Size</label><select id="${id}" name="${id}"><option value="s">Small</option><option value="m">Medium</option><option value="l">Large</option></select>`,
  (id: string) => `<fieldset><legend>Delivery</legend><label><input type="radio" name="${id}" value="standard" checked> Standard</label><label><input type="radio" name="${id}" value="express"> Express</label></fieldset>`,
  (id: string) => `<label><input type="checkbox" name="${id}"> Gift wrap</label>`,
  (id: string) => `<label for="${id}">Postcode</label><input id="${id}" name="${id}" pattern="[0-9]{5}" toolparamdescription="Five digits">`,
  (id: string) => `<label for="${id}">Note</label><textarea id="${id}" name="${id}" maxlength="500"></textarea>`,
  (id: string) => `<label for="${id}">Website</label><input id="${id}" name="${id}" type="url">`,
];

/**
 * Creates the markup of one tool form.
 *
 * @param index The form's number, which names it.
 * @param controls How many controls it holds.
 * @returns The form's HTML.
 */
export function formHtml(index: number, controls = 20): string {
  const fields = Array.from({ length: controls }, (_, i) => CONTROLS[i % CONTROLS.length]!(`f${index}_${i}`)).join('');
  return `<form toolname="form_${index}" tooldescription="Order form number ${index}">${fields}<button>Send</button></form>`;
}

/**
 * Creates a page holding `forms` tool forms of `controls` controls each, loading `/page.js`.
 *
 * @param forms How many forms.
 * @param controls Controls per form.
 * @returns The page's HTML.
 */
export function formsPage(forms: number, controls = 20): string {
  const body = Array.from({ length: forms }, (_, i) => formHtml(i, controls)).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forms</title><script src="/page.js"></script></head><body>${body}</body></html>`;
}
