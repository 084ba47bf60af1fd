// One random form for the differential test: controls alone, in shared-name groups, wrapped in or
// pointed at by labels, inside fieldsets (with or without legend, disabled), and outside the form
// linked with `form="id"`.
import { control, toolParamAttributes, type Context } from './controls';
import { COMMENT_PREFIX, descendants, element, type Markup } from './markup';
import { mulberry32 } from './random';
import { DESCRIPTIONS, NAMES, WORDS } from './vocabulary';

/** A generated form and the controls outside it that name it with `form="id"`. */
export interface GeneratedForm {
  /** Its native tool name, unique in the run. */
  readonly toolname: string;
  /** Its `id`. */
  readonly id: string;
  /** The form and the elements around it, in page order. */
  readonly parts: readonly Markup[];
  /** The shadow root it is in (declarative shadow DOM), if any. */
  readonly shadow?: 'open' | 'closed';
}

// The elements a `form` attribute associates with a form.
const LISTED = /^(input|select|textarea|button|output|fieldset)$/;

/** Creates a label's text: words, sometimes with markup, a comment or a labelable element inside. */
function labelText(context: Context): (Markup | string)[] {
  const { random } = context;
  const text: (Markup | string)[] = [random.pick(WORDS)];
  if (random.chance(0.2)) text.push(element('b', [], [random.pick(WORDS)]));
  if (random.chance(0.1)) text.push(`${COMMENT_PREFIX}note`);
  if (random.chance(0.1)) text.push(element(random.pick(['button', 'output', 'meter', 'progress', 'span']), [], [random.pick(WORDS)]));
  return text;
}

/** Gives a control an id (once) and returns it. */
function idOf(context: Context, node: Markup): string {
  const existing = node.attributes.find(([key]) => key === 'id');
  if (existing) return existing[1];
  const id = context.id();
  node.attributes.push(['id', id]);
  return id;
}

/**
 * Surrounds a control with what may describe it: a wrapping label, a `<label for>` before or after,
 * elements it names in `aria-labelledby` and `aria-describedby`.
 *
 * @param context The generator's context.
 * @param node The control.
 * @returns The control and its companions, in page order.
 */
function labelled(context: Context, node: Markup): Markup[] {
  const { random } = context;
  let parts: Markup[] = [node];
  if (random.chance(0.3)) parts = [element('label', toolParamAttributes(context), [...labelText(context), node, ...(random.chance(0.3) ? labelText(context) : [])])];
  if (random.chance(0.3)) {
    const label = element('label', [['for', idOf(context, node)], ...toolParamAttributes(context)], labelText(context));
    parts = random.chance(0.5) ? [label, ...parts] : [...parts, label];
  }
  for (const aria of ['aria-labelledby', 'aria-describedby']) {
    if (!random.chance(0.12)) continue;
    const id = context.id();
    node.attributes.push([aria, id]);
    parts.push(element('span', [['id', id]], [random.pick(DESCRIPTIONS) || 'aria text']));
  }
  return parts;
}

/**
 * Creates controls that share one name: radios, checkboxes, or a mix with another control.
 *
 * @param context The generator's context.
 * @returns Two to four controls, each maybe labelled.
 */
function sharedName(context: Context): Markup[] {
  const { random } = context;
  const name = random.pick(NAMES);
  const kind = random.pick(['radio', 'radio', 'checkbox', 'checkbox', 'mixed']);
  return Array.from({ length: random.int(kind === 'mixed' ? 2 : 1, 4) }, (_, index) => {
    const type = kind === 'mixed' ? random.pick(['radio', 'checkbox', 'text', 'hidden']) : kind;
    const node = index === 0 && kind === 'mixed' && random.chance(0.3) ? control(context) : control(context, type);
    const named = node.attributes.filter(([key]) => key !== 'name');
    node.attributes.splice(0, node.attributes.length, ['name', name], ...named);
    return labelled(context, node);
  }).flat();
}

/**
 * Creates one item of a form: a control, a group sharing a name, or a fieldset of items.
 *
 * @param context The generator's context.
 * @param depth How deep in fieldsets the item is.
 * @returns The item's elements.
 */
function item(context: Context, depth: number): Markup[] {
  const { random } = context;
  const roll = random.next();
  if (roll < 0.2) return sharedName(context);
  if (roll < 0.24) {
    // A label around two controls labels the first labelable one only; a `for` may name no element.
    const attributes: [string, string][] = random.chance(0.3) ? [['for', random.pick(['nowhere', context.id()])]] : [];
    return [element('label', attributes, [...labelText(context), control(context), ...labelText(context), control(context)])];
  }
  if (roll < 0.34 && depth < 2) {
    const attributes: [string, string][] = random.chance(0.35) ? [['disabled', '']] : [];
    if (random.chance(0.2)) attributes.push(['name', random.pick(NAMES)]);
    const children: Markup[] = [];
    if (random.chance(0.6)) children.push(element('legend', toolParamAttributes(context), [random.pick(WORDS), ...(random.chance(0.4) ? item(context, depth + 1) : [])]));
    for (let count = random.int(1, 3); count > 0; count--) children.push(...item(context, depth + 1));
    if (random.chance(0.15)) children.push(element('legend', [], item(context, depth + 1)));
    return [element('fieldset', [...attributes, ...toolParamAttributes(context)], children)];
  }
  return labelled(context, control(context));
}

/**
 * Generates form number `index` of a run: the same seed and index always give the same form.
 *
 * @param seed The run's seed.
 * @param index The form's number.
 * @returns The form, with a valid `toolname` and a non-empty `tooldescription`.
 */
export function generateForm(seed: number, index: number): GeneratedForm {
  const random = mulberry32((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const id = `f${index}`;
  let ids = 0;
  const context: Context = { random, id: () => `${id}_${ids++}` };
  const toolname = `gen_${index}`;
  const attributes: [string, string][] = [['id', id], ['toolname', toolname], ['tooldescription', `Generated form ${index}`]];
  if (random.chance(0.2)) attributes.push(['tooltitle', random.pick(WORDS) || 'Title']);
  if (random.chance(0.2)) attributes.push(['toolautosubmit', '']);
  const children = Array.from({ length: random.int(1, 7) }, () => item(context, 0)).flat();
  // A control inside the form whose `form` names no form belongs to none; one naming its own form stays.
  if (random.chance(0.1)) children.push(element('input', [['name', random.pick(NAMES)], ['form', random.pick(['nowhere', id])]]));
  const before: Markup[] = [];
  const after: Markup[] = [];
  for (let count = random.chance(0.3) ? random.int(1, 3) : 0; count > 0; count--) {
    const outside = item(context, 1);
    for (const node of outside.flatMap(descendants)) if (LISTED.test(node.tag)) node.attributes.push(['form', id]);
    (random.chance(0.5) ? before : after).push(...outside);
  }
  const parts = [...before, element('form', [...attributes, ...toolParamAttributes(context)], children), ...after];
  // A few forms live in a shadow root, with their labels and outside controls (ids are per tree).
  if (!random.chance(0.06)) return { toolname, id, parts };
  const shadow = random.pick(['open', 'closed'] as const);
  return { toolname, id, shadow, parts: [element('div', [], [element('template', [['shadowrootmode', shadow]], parts)])] };
}
