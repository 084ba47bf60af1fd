// @vitest-environment happy-dom
// Spec §14.11: the tool a declarative form is, as Chromium registers it.
import { describe, expect, test } from 'vitest';
import { synthesizeSchema } from '../schema/synthesize-schema.js';
import { DECLARATIVE_FORM, declarativeFormTool, readDeclarativeIdentity } from './declarative-tool.js';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

describe('spec §14.11 the tool of a declarative form', () => {
  test("Chromium's attributes only: toolname, tooltitle, tooldescription as written, toolautosubmit", () => {
    const declared = form('<form toolname=".odd" tooltitle="" tooldescription="  " data-toolmark-name="renamed" data-toolmark-title="T" toolautosubmit></form>');
    expect(readDeclarativeIdentity(declared)).toEqual({ name: '.odd', title: '', description: '  ', autosubmit: true });
    expect(readDeclarativeIdentity(form('<form toolname="a" tooldescription="d"></form>'))).toEqual({ name: 'a', description: 'd', autosubmit: false });
  });

  test("the schema is the forms package's synthesis without additions, sensitive fields included; the form under the symbol", () => {
    const declared = form('<form toolname="sign_in" tooldescription="Signs in"><input name="email" type="email" required maxlength="9"><input name="password" type="password"></form>');
    const { tool } = declarativeFormTool(declared, new Set());
    expect(tool).toMatchObject({ name: 'sign_in', description: 'Signs in', inputSchema: synthesizeSchema(declared, { additions: false, sensitiveFields: 'include' }).schema });
    expect(tool.inputSchema).toEqual({ type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } }, required: ['email'] });
    expect(tool[DECLARATIVE_FORM]).toBe(declared);
    expect(DECLARATIVE_FORM).toBe(Symbol.for('toolmark.declarativeForm'));
    expect(tool).not.toHaveProperty('title');
    expect(tool).not.toHaveProperty('annotations');
  });

  test('the signature changes with what Chromium registers again for: the identity, autosubmit included, and the schema', () => {
    const declared = form('<form toolname="a" tooldescription="d"><input name="q"></form>');
    const signature = () => declarativeFormTool(declared, new Set()).signature;
    const first = signature();
    (declared.elements.namedItem('q') as HTMLInputElement).value = 'typed';
    expect(signature()).toBe(first);
    declared.setAttribute('toolautosubmit', '');
    const autosubmitting = signature();
    expect(autosubmitting).not.toBe(first);
    declared.querySelector('input')!.required = true;
    expect(signature()).not.toBe(autosubmitting);
  });
});
