// A page step's summary template (spec §15.6): the text of `data-toolmark-summary`, whose
// placeholders are filled from the call's input (`{field}`, `{field?then|else}`) and from what the
// step shows (`{#id}`). The result is plain text: the card shows it as text, never as markup.
// `{{` and `}}` are literal braces; `{#id}` an element's text; `{name}` or `{name?then|else}` a field.
const PLACEHOLDER = /\{\{|\}\}|\{(#?)([^{}?|]+)(?:\?([^{}|]*)(?:\|([^{}]*))?)?\}/g;

/** Where a template's placeholders are read from. */
export interface TemplateSources {
  /** The value of a field of the call's input (`REDACTED` for a sensitive one), or `undefined` when not given. */
  field(name: string): unknown;
  /** The text of the element with this id that the step shows, or `''`. */
  shown(id: string): string;
}

/**
 * Says a value in words: text as it is, numbers as written, `yes` / `no` for a checkbox, a list
 * joined with commas; nothing for a missing value or an object.
 *
 * @param value The value.
 * @returns The words.
 */
export function say(value: unknown): string {
  if (Array.isArray(value)) return value.map(say).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Fills a template in one pass: what a value holds is never read as a placeholder, so a value with
 * braces or markup shows as written.
 *
 * @param template The template.
 * @param from Where the values come from.
 * @returns The text.
 */
export function fillTemplate(template: string, from: TemplateSources): string {
  return template.replace(PLACEHOLDER, (match, hash: string, name: string, then?: string, otherwise = '') => {
    if (!name) return match[0] as string;
    if (hash) return from.shown(name.trim());
    const value = from.field(name.trim());
    // A choice depends on the value as the card shows it: a sensitive one is `REDACTED`, never its secret.
    if (then !== undefined) return (Array.isArray(value) ? value.length : value) ? then : otherwise;
    return say(value);
  });
}

/**
 * Lists the fields a template names, for the development check that the step has them (TM501).
 *
 * @param template The template.
 * @returns The field names, in order.
 */
export function templateFields(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].filter((match) => match[2] && !match[1]).map((match) => (match[2] as string).trim());
}
