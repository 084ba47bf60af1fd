// Which form a development warning is about (spec §14.10): a page with several forms, none of them
// named, must still be able to tell which one a warning means.

/**
 * Finds a form's position among its root's forms, counted from 1 in tree order.
 *
 * @param form The form.
 * @returns Its position.
 */
export function formPosition(form: HTMLFormElement): number {
  return [...(form.getRootNode() as ParentNode).querySelectorAll('form')].indexOf(form) + 1;
}

/**
 * Reads the path of a form's `action` attribute as written, without its query or fragment.
 *
 * @param form The form.
 * @returns The path, or `''` when the form has no action.
 */
export function actionPath(form: HTMLFormElement): string {
  // The attribute, not the property: a control named `action` shadows `form.action`.
  const action = form.getAttribute('action') ?? '';
  return action.replace(/^[a-z][\w+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
}

/**
 * Names a form for a warning by what the page gives it: `form 'checkout'` (its `toolname` or
 * `data-toolmark-name`), `form #id`, `form [name=x]`, `form "aria label"`, else its position and
 * action, `form #2 (action /checkout)`. Attributes are read, never properties (a control named `id`
 * shadows `form.id`).
 *
 * @param form The form.
 * @param byPage Leaves out the tool name (for a warning about two forms of one name).
 * @returns The form's label.
 */
export function formLabel(form: HTMLFormElement, byPage?: boolean): string {
  const attribute = (name: string) => form.getAttribute(name);
  const toolName = !byPage && (attribute('data-toolmark-name') || attribute('toolname'));
  if (toolName) return `form '${toolName}'`;
  if (attribute('id')) return `form #${attribute('id')}`;
  if (attribute('name')) return `form [name=${attribute('name')}]`;
  if (attribute('aria-label')) return `form "${attribute('aria-label')}"`;
  const action = actionPath(form);
  return `form no. ${formPosition(form)}${action ? ` (action ${action})` : ''}`;
}
