// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { labelText, withLabelIndex } from './describe-control.js';

describe('spec §14.9 labels during a scan', () => {
  test('the index follows HTML: a label names its `for` control, else its first labelable descendant', () => {
    document.body.innerHTML = `
      <form>
        <label for="a">For a</label>
        <label>Wraps b <input id="b" name="b"></label>
        <label for="a">Again a</label>
        <label for="missing">For nothing</label>
        <label for="c">Names c <input id="d" name="d"></label>
        <input id="a" name="a"><input id="c" name="c">
        <label>Wraps e first <input id="e" name="e"> and f <input id="f" name="f"></label>
        <input id="g" name="g">
      </form>`;
    const controls = [...document.querySelectorAll('input')];
    // happy-dom's own `control.labels` departs from HTML here (it gives a wrapping label to every control
    // inside it); Chromium's does not, and e2e/forms/parity.spec.ts checks a scan against it there.
    const indexed = withLabelIndex(() => controls.map((control) => labelText(control)));
    // A label with `for` names that control only; a wrapping label names its first control only.
    expect(indexed).toEqual(['Wraps b', '', 'For a; Again a', 'Names c', 'Wraps e first  and f', '', '']);
  });

  test('outside a scan, labels are read live: a label added since is seen', () => {
    document.body.innerHTML = '<form><input id="x" name="x"></form>';
    const control = document.getElementById('x')!;
    withLabelIndex(() => expect(labelText(control)).toBe(''));
    document.body.insertAdjacentHTML('beforeend', '<label for="x">Later</label>');
    expect(labelText(control)).toBe('Later');
  });
});
