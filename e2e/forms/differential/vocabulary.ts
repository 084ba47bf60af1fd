// The values the generator draws from: short lists that cover what Chromium and Toolmark parse
// differently when they differ at all (malformed numbers, patterns that do not compile, whitespace
// around text, names that are array indices or `__proto__`).

/** Every input type, some spelled in capitals or unknown (which are text). */
export const INPUT_TYPES = [
  'text', 'search', 'tel', 'url', 'email', 'password', 'number', 'range', 'date', 'time', 'datetime-local', 'month',
  'week', 'color', 'checkbox', 'radio', 'file', 'submit', 'reset', 'button', 'image', 'hidden', 'datetime', 'foo',
  'NUMBER', 'Checkbox', '',
];

/** Parameter names: few, so that names are shared by chance. */
export const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', '1', '10', '__proto__', 'x y', 'ñ', 'a.b', ' a', 'A'];

/** Words for values, labels and option text. */
export const WORDS = ['', 'one', 'Two words', '  padded  ', '\u00a0nbsp\u00a0', 'tab\tand\nline', 'a & b', '<not a tag>', 'Ünïcode', '0', '\f\rfeed\f', '\u2003em\u2003'];

/** Descriptions and titles (`toolparamdescription`, `toolparamtitle`, ARIA, `title`). */
export const DESCRIPTIONS = ['', 'A description', '  spaced  ', 'two\nlines', '\u00a0', 'quote " and &amp;'];

/** Values of `min`, `max`, `step` and a number's `value`: valid, malformed, huge, fractional. */
export const NUMBERS = [
  '0', '1', '-1', '5', '10', '100', '0.5', '.5', '1.', '+1', ' 1', '1e2', '1E-2', '1e400', '-0', 'abc', '', '0.1', '0.3',
  '3', '0.001', '2.5', '60', '1e-7', '0.30000000000000004', '12345.678901234567', 'any', 'ANY', '-5', '7',
];

/** Values of `min` and `max` on date and time controls: well-formed for some types only. */
export const DATE_BOUNDS = ['2024-01-31', '2024-13-01', '2024-01', '2024-W05', '10:30', '10:30:15.5', '2024-01-31T10:30', 'x', ''];

/** Patterns: ones that compile, ones that do not, ones only the `v` flag rejects. */
export const PATTERNS = ['[a-z]+', '\\d{3}', 'a|b', '(', '', '.*', '[', '\\p{L}+', '[a-z&&[aeiou]]', '[(]', 'a{2,1}', '\\w+@\\w+'];

/** Lengths for `minlength` and `maxlength`. */
export const LENGTHS = ['0', '3', '10', '-1', ' 5', 'x', ''];

/** Other attributes Chromium might read and must not (or must): each with its own values. */
export const PLAIN_ATTRIBUTES: Record<string, readonly string[]> = {
  required: [''],
  disabled: [''],
  readonly: [''],
  multiple: [''],
  checked: [''],
  pattern: PATTERNS,
  minlength: LENGTHS,
  maxlength: LENGTHS,
  placeholder: WORDS,
  'aria-description': DESCRIPTIONS,
  'aria-label': DESCRIPTIONS,
  title: DESCRIPTIONS,
  toolparamdescription: DESCRIPTIONS,
  toolparamtitle: DESCRIPTIONS,
  toolparamrequired: ['', 'true'],
};
