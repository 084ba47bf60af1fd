// Writes values the way a person's typing, clicking and choosing would, so framework-controlled
// inputs (React, Vue, Lit) see them: React replaces the `value` property of the element it controls,
// so the prototype's setter is called, then `input` and `change` are dispatched.

/**
 * Dispatches `input` (composed, like the browser's) and `change`. They are created in Toolmark's
 * realm, which is the control's but for a form in another frame.
 *
 * @param control The control.
 */
function dispatchInputAndChange(control: Element): void {
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Finds the `value` setter of an object's prototype chain, below any own property a framework set.
 *
 * @param object The control, then each prototype in turn.
 * @returns The setter (an input's or textarea's chain always has one).
 */
function prototypeValueSetter(object: object): (this: Element, value: string) => void {
  const proto = Object.getPrototypeOf(object) as object;
  return Object.getOwnPropertyDescriptor(proto, 'value')?.set ?? prototypeValueSetter(proto);
}

/**
 * Sets the text of an input or textarea as typing would: the native setter, then `input` and `change`.
 *
 * @param control The control.
 * @param value The new value.
 */
export function typeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  prototypeValueSetter(control).call(control, value);
  dispatchInputAndChange(control);
}

/**
 * Ticks or clears a checkbox, or picks a radio, by clicking it as a person would (frameworks watch
 * `click` for these). Nothing happens when it is already in that state.
 *
 * @param control The checkbox or radio.
 * @param checked The wanted state.
 */
export function setChecked(control: HTMLInputElement, checked: boolean): void {
  if (control.checked !== checked) control.click();
}

/**
 * Chooses the options of a select whose values are listed, as a person would, then dispatches
 * `input` and `change`.
 *
 * @param select The select.
 * @param values The values to select; every other option is deselected.
 */
export function chooseOptions(select: HTMLSelectElement, values: readonly string[]): void {
  // One pass for both kinds: in a single select, selecting an option deselects the others.
  for (const option of select.options) option.selected = values.includes(option.value);
  dispatchInputAndChange(select);
}
