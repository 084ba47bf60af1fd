// Where a form's submit sends its data (spec §14.5, step 5), and whether that is another site: an agent
// submits only to the page's own origin (issue #17); anything else waits for the person.

/**
 * Reads an attribute of the submit: the submitter's `form<name>` wins over the form's `<name>`. Read
 * as attributes: a control named `action` or `method` shadows the form's properties (DOM clobbering).
 *
 * @param form The form.
 * @param submitter Its default button.
 * @param name `action` or `method`.
 * @returns The attribute's value, or `null`.
 */
export function submitAttribute(form: HTMLFormElement, submitter: Element | undefined, name: 'action' | 'method'): string | null {
  return submitter?.getAttribute(`form${name}`) ?? form.getAttribute(name);
}

/**
 * Reads where a submit goes: the action URL, resolved against the document's base URL.
 *
 * @param form The form.
 * @param submitter Its default button.
 * @returns The URL; `about:blank` for an action that is not a URL.
 */
export function submitTarget(form: HTMLFormElement, submitter: Element | undefined): URL {
  try {
    return new URL(submitAttribute(form, submitter, 'action') ?? '', form.baseURI);
  } catch {
    return new URL('about:blank');
  }
}

/**
 * Checks whether a submit would send the form's data to another origin than the page's: an action
 * on another site, a `javascript:` URL, or a relative one that a `<base>` points elsewhere. The page's
 * origin is its window's, never the base URL's. A `dialog` submit goes nowhere, a form without an
 * action submits to its own document, and an `about:` action to a frame of this browser.
 *
 * @param form The form.
 * @param submitter Its default button.
 * @returns Whether it leaves the page's origin; `true` when the page's origin cannot be read.
 */
export function leavesOrigin(form: HTMLFormElement, submitter: Element | undefined): boolean {
  if (submitAttribute(form, submitter, 'method')?.toLowerCase() === 'dialog') return false;
  // The document's own origin (`window.origin`), not its URL's: an `about:blank` frame the page wrote
  // has the page's origin, though its `location.origin` is `'null'`. Opaque origins (`'null'`, a
  // sandboxed frame) are never the same as anything, themselves included. (DOM implementations
  // without `window.origin`, such as happy-dom, have only the URL's.)
  const view = form.ownerDocument.defaultView;
  const own = view && (view.origin ?? view.location.origin);
  if (!own || own === 'null') return true;
  // No action: HTML sends the form to its own document's URL, which is on the document's origin even
  // where that URL is `about:blank`.
  const action = submitAttribute(form, submitter, 'action')?.trim();
  if (!action) return false;
  let target: URL;
  try {
    target = new URL(action, form.baseURI);
  } catch {
    // An action that is no URL: nothing can be said of where it goes (fail closed).
    return true;
  }
  // `about:blank` and `about:srcdoc` send the data to no server: the submit only navigates a frame of
  // this browser (the web-platform-tests post their declarative forms to `about:blank` frames).
  return target.protocol !== 'about:' && target.origin !== own;
}
