import { parseSync, type Plugin } from 'vite';

/**
 * Minifying the CSS of Lit's `css` tagged templates in the minified script-tag bundles.
 *
 * The JS minifier leaves a template literal's text as written, so the widgets' styles
 * (packages/ui/src/elements/*-styles.ts, theme.ts, the elements' own `css`) shipped with their comments,
 * indentation and line breaks in every `.min.js`. This build step rewrites each `css` template in the
 * source modules before bundling: comments dropped, whitespace collapsed, and dropped where CSS never
 * needs it. It is a minifier of whitespace and comments only: no value, selector or rule is rewritten
 * (a full CSS minifier such as lightningcss would also fold the `100vh` fallback of `100dvh`, and
 * rewrite values for a browser target), so the stylesheet Lit adopts is the one written, read the same.
 */

/** Whitespace as CSS tokenizes it. */
const WHITESPACE = /[ \t\n\r\f]/;
/**
 * Whitespace on either side of these is never a token of its own outside strings: blocks,
 * declarations, lists (selectors, values, media queries) and the child combinator. Not `(`: `and (`
 * must not become the function `and(`; not `+`, `-`, `~`: `calc(1px - 2px)` needs its spaces.
 */
const TIGHT = new Set(['{', '}', ';', ',', '>']);
/**
 * A colon is tight after it only: before it, whitespace is a descendant combinator (`a :hover` is not
 * `a:hover`); after it, in a declaration or a media feature, it is nothing.
 */
const TIGHT_AFTER = new Set([...TIGHT, ':']);
const HEX = /[0-9a-fA-F]/;
/** The characters of a name: `url` before `(` only starts a URL when it is the whole name (`xurl(` is a function). */
const NAME = /[\w\-\\\u0080-\uffff]/;

/**
 * Minifies the static parts of one `css` template: the text between its `${...}` interpolations,
 * scanned as one stylesheet in which each interpolation is an opaque token. Strings (`'•••••• '`),
 * escapes (`\31 `) and unquoted `url(...)` are copied as they are, and stay open across an
 * interpolation (`'${x} items'`). Whitespace next to an interpolation stays one space unless the CSS
 * on the other side is tight (`${a} ${b}` keeps its space, `color: ${x}` does not).
 *
 * @param parts The template's static parts (cooked: as Lit joins them), one more than its interpolations.
 * @returns The minified parts, as many; `undefined` when a comment spans an interpolation or the text
 *   ends inside a string, comment or URL, where minifying could change what the CSS means (the
 *   template is then left as written).
 */
export function minifyCssParts(parts: readonly string[]): string[] | undefined {
  const result: string[] = [];
  // What was emitted last, as far as whitespace cares: 'start' (nothing yet), '${' (an interpolation),
  // or a character ('a' for the end of an escape, which is never tight).
  let previous = 'start';
  // Whitespace was read since `previous`; a comment was, and nothing else.
  let space = false;
  let comment = false;
  // The quote of a string open across an interpolation, or ')' for an unquoted url(...).
  let open = '';
  for (const part of parts) {
    let out = '';
    // What separates the next token from `previous`: nothing after a tight character, else one space
    // for whitespace, or for a comment alone an empty comment: it keeps `.a/**/.b` one compound
    // selector, `.a .b` would be two.
    const separator = () => {
      if (previous === 'start' || TIGHT_AFTER.has(previous)) return '';
      return space ? ' ' : comment ? '/**/' : '';
    };
    const emit = (text: string, last: string) => {
      out += (TIGHT.has(text[0] as string) ? '' : separator()) + text;
      previous = last;
      space = comment = false;
    };
    let i = 0;
    // Copies a string or url(...) up to and with its closing `open` character, or to the part's end.
    const copyOpen = () => {
      const start = i;
      while (i < part.length && part[i] !== open) i += part[i] === '\\' ? 2 : 1;
      if (i < part.length) {
        i++;
        out += part.slice(start, i);
        previous = open;
        open = '';
      } else out += part.slice(start);
    };
    if (open) copyOpen();
    while (i < part.length) {
      const c = part[i] as string;
      if (WHITESPACE.test(c)) {
        space = true;
        i++;
      } else if (c === '/' && part[i + 1] === '*') {
        const end = part.indexOf('*/', i + 2);
        if (end < 0) return undefined;
        comment = true;
        i = end + 2;
      } else if (c === '"' || c === "'") {
        emit(c, c);
        i++;
        open = c;
        copyOpen();
      } else if (c === '\\') {
        // An escape is part of a name: `\31 ` (hex, with the one whitespace it ends with) or `\:`.
        let end = i + 2;
        if (HEX.test(part[i + 1] ?? '')) {
          end = i + 1;
          while (end < i + 7 && HEX.test(part[end] ?? '')) end++;
          if (part[end] === '\r' && part[end + 1] === '\n') end += 2;
          else if (WHITESPACE.test(part[end] ?? '')) end++;
        }
        if (end > part.length) return undefined;
        emit(part.slice(i, end), 'a');
        i = end;
      } else if (c === '(' && /url$/i.test(out) && !NAME.test(out.at(-4) ?? '') && !space && !comment) {
        // An unquoted URL is one token: `/*` or spaces in it are not CSS's (a quoted one is a string).
        emit(c, c);
        i++;
        while (WHITESPACE.test(part[i] ?? '')) i++;
        if (part[i] !== '"' && part[i] !== "'") {
          open = ')';
          copyOpen();
        }
      } else {
        // The last `;` of a block is not needed: `a:b;}` is `a:b}`.
        if (c === '}' && previous === ';') out = out.slice(0, -1);
        emit(c, c);
        i++;
      }
    }
    // Before an interpolation, whitespace is kept as one space unless the CSS before it is tight; at
    // the template's end it is dropped.
    if (result.length < parts.length - 1 && !open) {
      out += separator();
      space = comment = false;
      previous = '${';
    }
    result.push(out);
  }
  return open ? undefined : result;
}

/**
 * Minifies one stylesheet without interpolations.
 *
 * @param css The stylesheet.
 * @returns It minified, or as written if it ends inside a string, comment or URL.
 */
export function minifyCss(css: string): string {
  return minifyCssParts([css])?.[0] ?? css;
}

/**
 * Writes cooked text back as a template literal's raw text: a backslash, a backtick, `${` and a
 * carriage return (which a template would read as a line feed) escaped.
 */
function toRaw(cooked: string): string {
  return cooked.replace(/[\\`\r]|\$(?=\{)/g, (c) => (c === '\r' ? '\\r' : `\\${c}`));
}

/** A node of the parser's ESTree, as far as this file reads it. */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

/** One `css\`...\`` template of a module. */
export interface CssTemplate {
  /** Where its template literal (backticks included, the tag not) starts and ends in the source. */
  readonly start: number;
  readonly end: number;
  /** Its static parts as Lit reads them (cooked), `null` where an escape is invalid. */
  readonly parts: readonly (string | null)[];
  /** The source of its interpolations, one fewer than the parts. */
  readonly expressions: readonly string[];
}

/**
 * Finds the templates tagged `css` (Lit's; the filter of the plugin limits it to the UI's sources) of
 * one module, by walking its syntax tree: a template nested in another's interpolation is found too.
 *
 * @param code The module's source (TypeScript or JavaScript).
 * @param fileName Its name; its extension tells the parser the language.
 * @returns The templates in source order; none when the module does not parse.
 */
export function findCssTemplates(code: string, fileName: string): CssTemplate[] {
  const { program, errors } = parseSync(fileName, code);
  if (errors.length > 0) return [];
  const found: CssTemplate[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const child of node) walk(child);
    else if (node !== null && typeof node === 'object') {
      const n = node as Node;
      const tag = n['tag'] as Node | undefined;
      if (n.type === 'TaggedTemplateExpression' && tag?.type === 'Identifier' && tag['name'] === 'css') {
        const quasi = n['quasi'] as Node;
        const quasis = quasi['quasis'] as readonly { value: { cooked: string | null } }[];
        const expressions = quasi['expressions'] as readonly Node[];
        found.push({
          start: quasi.start,
          end: quasi.end,
          parts: quasis.map((q) => q.value.cooked),
          expressions: expressions.map((e) => code.slice(e.start, e.end)),
        });
      }
      for (const key in n) walk(n[key]);
    }
  };
  walk(program);
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Rewrites the `css` tagged templates of one module, their CSS minified (`minifyCssParts`) and their
 * interpolations' code kept as written.
 *
 * @param code The module's source (TypeScript or JavaScript).
 * @param fileName Its name; its extension tells the parser the language.
 * @returns The rewritten source, or `undefined` when it has no `css` template to change.
 */
export function minifyCssTemplatesIn(code: string, fileName: string): string | undefined {
  let rewritten = code;
  // The outermost ones, last first so that the offsets of those before stay right. One nested in
  // another's interpolation (rare: Lit composes styles as arrays) is left as written: the outer's
  // rewrite copies its interpolations' source.
  const templates = findCssTemplates(code, fileName).filter(
    (t, _, all) => !all.some((outer) => outer !== t && outer.start < t.start && t.end <= outer.end),
  );
  for (const { start, end, parts, expressions } of templates.reverse()) {
    // A template with an invalid escape has no cooked text (Lit would read `undefined`): left as it is.
    if (parts.some((part) => part === null)) continue;
    const minified = minifyCssParts(parts as string[]);
    if (!minified) continue;
    const literal = minified.map((part, index) => toRaw(part) + (index < expressions.length ? `\${${expressions[index]}}` : ''));
    rewritten = `${rewritten.slice(0, start)}\`${literal.join('')}\`${rewritten.slice(end)}`;
  }
  return rewritten === code ? undefined : rewritten;
}

/**
 * Creates the plugin that minifies the CSS of Lit's `css` templates in the UI's and the script tag's
 * sources (packages/ui/src, packages/toolmark/src) as they are loaded, before TypeScript is stripped.
 * No source map: the bundles are built without them, and their unminified twins are the readable ones.
 *
 * @returns The plugin.
 */
export function minifyCssTemplates(): Plugin {
  return {
    name: 'toolmark:minify-css-templates',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/](ui|toolmark)[\\/]src[\\/].*\.[cm]?[jt]s$/, code: 'css`' },
      handler(code, id) {
        const rewritten = minifyCssTemplatesIn(code, id);
        return rewritten === undefined ? null : { code: rewritten, map: null };
      },
    },
  };
}
