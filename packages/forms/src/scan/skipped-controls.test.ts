// @vitest-environment happy-dom
// The controls a tool cannot fill (spec §14.10, TM203).
import { afterEach, expect, test } from 'vitest';
import { collectFields } from './collect-fields.js';
import { pageNaming } from './page-naming.js';
import { skippedControls } from './skipped-controls.js';

afterEach(() => {
  document.body.innerHTML = '';
});

test('unnamed and shared-name controls a person can fill; not buttons, hidden, disabled or read-only ones', () => {
  document.body.innerHTML = `<form><input id="firstName"><input name="q"><input name="dup"><textarea name="dup"></textarea>
    <input type="hidden"><button>Go</button><input disabled><input readonly><input type="checkbox" readonly><select></select></form>`;
  const form = document.querySelector('form')!;
  expect(skippedControls(form, collectFields(form))).toEqual([
    '#firstName (it has no name)',
    "[name=dup] (its name 'dup' is shared with other controls)",
    "[name=dup] (its name 'dup' is shared with other controls)",
    'checkbox no. 9 (it has no name)',
    'select no. 10 (it has no name)',
  ]);
  // Page naming (spec §14.13) names #firstName by its id; controls without an id, label or
  // placeholder still have no name of their own, or still share one.
  expect(skippedControls(form, collectFields(form, { naming: pageNaming }))).toEqual([
    "[name=dup] (its name 'dup' is shared with other controls)",
    "[name=dup] (its name 'dup' is shared with other controls)",
    'checkbox no. 9 (it has no name)',
    'select no. 10 (it has no name)',
  ]);
});

test('a sensitive control with no name is not reported while the tool omits sensitive fields (spec §14.7); with them included it is', () => {
  document.body.innerHTML = '<form><input name="email"><input id="password" type="password"><input id="code" autocomplete="one-time-code"></form>';
  const form = document.querySelector('form')!;
  expect(skippedControls(form, collectFields(form))).toEqual([]);
  expect(skippedControls(form, collectFields(form), false)).toEqual(['#password (it has no name)', '#code (it has no name)']);
});
