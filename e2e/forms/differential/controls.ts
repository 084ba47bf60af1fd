// Random controls: every input type, selects with options and optgroups, textareas, buttons,
// outputs, named fieldsets, each with a random subset of the attributes a schema could read.
import { COMMENT_PREFIX, element, type Markup } from './markup';
import type { Random } from './random';
import { DATE_BOUNDS, DESCRIPTIONS, INPUT_TYPES, NAMES, NUMBERS, PLAIN_ATTRIBUTES, WORDS } from './vocabulary';

/** What the generator of one form needs: randomness and ids unique in the page. */
export interface Context {
  readonly random: Random;
  /** A fresh id, unique in the page. */
  id(): string;
}

/**
 * Adds a random subset of attributes to a list: each attribute with probability `p`.
 *
 * @param context The generator's context.
 * @param attributes The list to add to.
 * @param pool The attributes and their values.
 * @param p The probability of each.
 */
function sprinkle(context: Context, attributes: [string, string][], pool: Record<string, readonly string[]>, p: number): void {
  for (const [name, values] of Object.entries(pool)) if (context.random.chance(p)) attributes.push([name, context.random.pick(values)]);
}

/**
 * Creates the `toolparam*` attributes any element may carry, so the test sees which ones Chromium
 * reads on which elements.
 *
 * @param context The generator's context.
 * @returns Zero or more attributes.
 */
export function toolParamAttributes(context: Context): [string, string][] {
  const attributes: [string, string][] = [];
  sprinkle(context, attributes, { toolparamdescription: DESCRIPTIONS, toolparamtitle: DESCRIPTIONS }, 0.15);
  return attributes;
}

/**
 * Creates an option's text: words, sometimes with markup or a comment inside.
 *
 * @param random The randomness.
 * @returns The children.
 */
function optionText(random: Random): (Markup | string)[] {
  const text: (Markup | string)[] = [random.pick(WORDS)];
  if (random.chance(0.2)) text.push(element('b', [], [random.pick(WORDS)]));
  if (random.chance(0.15)) text.push(`${COMMENT_PREFIX}c`);
  if (random.chance(0.2)) text.push(random.pick(WORDS));
  return text;
}

/**
 * Creates an option: with or without `value`, `label`, `disabled`, `selected`.
 *
 * @param context The generator's context.
 * @returns The option.
 */
function option(context: Context): Markup {
  const { random } = context;
  const attributes: [string, string][] = [];
  if (random.chance(0.6)) attributes.push(['value', random.pick(WORDS)]);
  if (random.chance(0.15)) attributes.push(['label', random.pick(WORDS)]);
  if (random.chance(0.15)) attributes.push(['disabled', '']);
  if (random.chance(0.15)) attributes.push(['selected', '']);
  if (random.chance(0.05)) attributes.push(['hidden', '']);
  return element('option', [...attributes, ...toolParamAttributes(context)], optionText(random));
}

/**
 * Creates a select's children: options and optgroups (with or without `label`, `disabled`).
 *
 * @param context The generator's context.
 * @returns Zero to five options or groups.
 */
function options(context: Context): Markup[] {
  const { random } = context;
  return Array.from({ length: random.int(0, 5) }, () => {
    if (!random.chance(0.2)) return option(context);
    const attributes: [string, string][] = random.chance(0.7) ? [['label', random.pick(WORDS)]] : [];
    if (random.chance(0.3)) attributes.push(['disabled', '']);
    return element('optgroup', attributes, Array.from({ length: random.int(0, 3) }, () => option(context)));
  });
}

/**
 * Creates the attributes of a control: a name (usually), then random others, numbers and date
 * bounds from the lists that fit the control.
 *
 * @param context The generator's context.
 * @param type The input type, or the tag of another control.
 * @returns The attributes.
 */
export function controlAttributes(context: Context, type: string): [string, string][] {
  const { random } = context;
  const attributes: [string, string][] = [];
  if (random.chance(0.9)) attributes.push(['name', random.pick(NAMES)]);
  sprinkle(context, attributes, PLAIN_ATTRIBUTES, 0.12);
  const bounds = /date|time|month|week/i.test(type) && random.chance(0.5) ? DATE_BOUNDS : NUMBERS;
  sprinkle(context, attributes, { min: bounds, max: bounds, step: NUMBERS }, /number|range|date|time|month|week/i.test(type) ? 0.5 : 0.08);
  if (random.chance(0.3)) attributes.push(['value', random.pick(/number|range/i.test(type) ? NUMBERS : WORDS)]);
  return attributes;
}

/**
 * Creates one random control.
 *
 * @param context The generator's context.
 * @param type An input type to use; random when not given.
 * @returns An input, select, textarea, button, output or fieldset.
 */
export function control(context: Context, type?: string): Markup {
  const { random } = context;
  // Objects are listed elements too, and a datalist's options are no select's.
  const tag = type === undefined ? random.pick(['input', 'input', 'input', 'input', 'input', 'select', 'select', 'textarea', 'button', 'output', 'fieldset', 'object', 'datalist']) : 'input';
  if (tag === 'input') {
    const inputType = type ?? random.pick(INPUT_TYPES);
    return element('input', [...(inputType ? [['type', inputType] as [string, string]] : []), ...controlAttributes(context, inputType)]);
  }
  const attributes = controlAttributes(context, tag);
  if (tag === 'select' || tag === 'datalist') {
    if (random.chance(0.3)) attributes.push(['multiple', '']);
    return element(tag, attributes, options(context));
  }
  if (tag === 'button') {
    if (random.chance(0.7)) attributes.push(['type', random.pick(['submit', 'reset', 'button', 'menu'])]);
    return element('button', attributes, [random.pick(WORDS)]);
  }
  return element(tag, attributes, tag === 'fieldset' ? [] : [random.pick(WORDS)]);
}
