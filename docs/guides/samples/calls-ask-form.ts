import type { AskHandler, JsonSchema } from '@toolmark/core';

/**
 * Asks the person in a form of the page's own, made from the question's JSON Schema: a select for
 * an `enum`, a text field otherwise, a password field for a sensitive path. Answers `{ value }` when
 * the person sends it, nothing (a decline) on Cancel, and closes when the call ends first.
 */
export const askWithForm: AskHandler = (request) =>
  new Promise((resolve) => {
    const form = document.createElement('form');
    form.setAttribute('aria-label', request.title);
    form.append(Object.assign(document.createElement('p'), { textContent: request.message }));
    const properties = (request.schema.properties ?? {}) as Record<string, JsonSchema>;
    const controls: (HTMLInputElement | HTMLSelectElement)[] = [];
    for (const [key, field] of Object.entries(properties)) {
      let control: HTMLInputElement | HTMLSelectElement;
      if (Array.isArray(field.enum)) {
        control = document.createElement('select');
        for (const choice of field.enum) control.append(Object.assign(document.createElement('option'), { value: String(choice), textContent: String(choice) }));
      } else {
        control = document.createElement('input');
        // A sensitive answer is typed like a password: it never shows on the screen either.
        control.type = request.sensitivePaths.includes(key) ? 'password' : 'text';
      }
      control.name = key;
      const label = document.createElement('label');
      label.append(`${typeof field.title === 'string' ? field.title : key} `, control);
      form.append(label);
      controls.push(control);
    }
    const send = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Send' });
    const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Cancel' });
    form.append(send, cancel);

    const close = (answer?: { value: unknown }) => {
      request.signal.removeEventListener('abort', onEnd);
      form.remove();
      resolve(answer);
    };
    // The call ended without an answer (its caller gave up, it timed out): the form goes away.
    const onEnd = () => close();
    request.signal.addEventListener('abort', onEnd);
    cancel.addEventListener('click', () => close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // The registry validates the answer with the tool's schema; the form only collects it.
      close({ value: Object.fromEntries(controls.map((control) => [control.name, control.value])) });
    });
    document.body.append(form);
  });
