import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCssTemplates, minifyCss, minifyCssParts, minifyCssTemplatesIn } from './minify-css-templates.ts';

/** The part of lightningcss this test calls. */
interface LightningCss {
  transform(options: { filename: string; code: Uint8Array; minify: boolean }): { code: Uint8Array };
}

/**
 * lightningcss, a dependency of Vite 8 (not of the workspace: read from Vite's own): the reference the
 * minified CSS is compared with, when it is installed.
 */
const lightningcss = (() => {
  try {
    const fromVite = createRequire(createRequire(import.meta.url).resolve('vite/package.json'));
    return fromVite('lightningcss') as LightningCss;
  } catch {
    return undefined;
  }
})();

/**
 * A stylesheet as lightningcss minifies it: two stylesheets that give the same are read the same.
 * lightningcss keeps a custom property's value, and one with `var()` or `attr()`, as its tokens: it
 * reports whitespace tokens that a property's grammar does not read (around a comma, two around a
 * comment, after a colon, at the end of a custom property; Chromium keeps even a run of spaces there,
 * in `getPropertyValue`). Folded here, outside strings, which lightningcss writes in double quotes.
 */
function reference(css: string): string {
  const { code } = lightningcss!.transform({ filename: 'x.css', code: Buffer.from(css), minify: true });
  return Buffer.from(code)
    .toString()
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((text, index) => (index % 2 === 1 ? text : text.replace(/\s+/g, ' ').replace(/ ([,;}])/g, '$1').replace(/([,:;]) /g, '$1')))
    .join('');
}

describe('minifyCss', () => {
  it.each([
    ['comments', '/* a comment */\n.a {\n  color: red; /* why */\n}\n', '.a{color:red}'],
    ['whitespace runs and around { } ; : , >', '  .a ,\n  .b  >  .c {\n    margin : 0 ;\n    padding:  1px   2px;\n  }\n', '.a,.b>.c{margin :0;padding:1px 2px}'],
    ['a descendant combinator keeps one space', '.destructive   .approve { x: y }', '.destructive .approve{x:y}'],
    ['a space before a pseudo-class is a combinator', '.a :hover, .a:hover { x: y }', '.a :hover,.a:hover{x:y}'],
    ['pseudo-elements', '.mask::before {\n  content: x;\n}', '.mask::before{content:x}'],
    ['`:is()` lists compacted', ':is(a, b) > c { x: y }', ':is(a,b)>c{x:y}'],
    ['media queries keep their keywords apart', '@media screen  and (prefers-color-scheme: dark) {\n  :host { x: y; }\n}', '@media screen and (prefers-color-scheme:dark){:host{x:y}}'],
    ['custom properties keep a space between tokens', ':host {\n  --tm-x:  1px  2px ;\n  --tm-f: 14px/1.45 system-ui,  sans-serif;\n}', ':host{--tm-x:1px 2px;--tm-f:14px/1.45 system-ui,sans-serif}'],
    ['calc keeps its operators apart', '.a { width: calc(100vh  -  32px); height: calc(1px + 2px) }', '.a{width:calc(100vh - 32px);height:calc(1px + 2px)}'],
    ['single-quoted strings, spaces and braces in them kept', ".m::before { content: '•••••• ' attr(aria-label); }\n.n { content: '{ a;  b }  /* no */'; }", ".m::before{content:'•••••• ' attr(aria-label)}.n{content:'{ a;  b }  /* no */'}"],
    ['double-quoted strings with escapes', '.a { content: "\\"  \\\\" ; } .b { content: "\u2026" }', '.a{content:"\\"  \\\\"}.b{content:"…"}'],
    ['attribute selectors', "[part~='too-large'] , button[aria-disabled='true'] { x: y }", "[part~='too-large'],button[aria-disabled='true']{x:y}"],
    ['escapes in names keep the whitespace that ends them', '.\\31  a, .b\\:c  d { x: y }', '.\\31  a,.b\\:c d{x:y}'],
    ['a comment alone between tokens stays an empty one', '.a/* x */.b, .c /* y */.d { margin: 1px/**/2px }', '.a/**/.b,.c .d{margin:1px/**/2px}'],
    ['unquoted urls are one token', '.a { background: url( img/*.png ) no-repeat; }', '.a{background:url(img/*.png ) no-repeat}'],
    ['`!important`', '[hidden] {\n  display: none !important;\n}', '[hidden]{display:none !important}'],
    ['an empty stylesheet', '  /* nothing */  ', ''],
  ])('%s', (_, input, expected) => {
    expect(minifyCss(input)).toBe(expected);
    if (lightningcss) expect(reference(expected)).toBe(reference(input));
  });

  it('leaves a stylesheet that ends inside a string, comment or url as written', () => {
    for (const css of ['.a { content: "x }', '.a { x: y } /* open', '.a { b: url(x }']) expect(minifyCss(css)).toBe(css);
  });
});

describe('minifyCssParts (interpolations)', () => {
  it.each([
    ['values', ['.a {\n  margin: ', ' ', ';\n  color: ', ';\n}'], ['.a{margin:', ' ', ';color:', '}']],
    ['selectors', ['', ' .b > ', ' :hover {\n  x: y;\n}\n'], ['', ' .b>', ' :hover{x:y}']],
    // After an interpolation, whitespace may be a descendant combinator (`${selector} .a`).
    ['whole rules', ['\n  ', '\n  .a { x: y }\n  ', '\n'], ['', ' .a{x:y}', '']],
    ['a descendant combinator around an interpolation', ['.a ', ' .c { x: y }'], ['.a ', ' .c{x:y}']],
    ['a string across an interpolation is copied as it is', [".a::after { content: '  ", "  items  '; }"], [".a::after{content:'  ", "  items  '}"]],
    ['braces next to an interpolation', ['.a { ', ' }'], ['.a{', '}']],
  ])('%s', (_, parts, expected) => {
    expect(minifyCssParts(parts)).toEqual(expected);
  });

  it('gives up when a comment spans an interpolation', () => {
    expect(minifyCssParts(['.a { /* ', ' */ x: y }'])).toBeUndefined();
  });
});

describe('minifyCssTemplatesIn', () => {
  it('rewrites `css` templates only, keeping their tag, comments before them and interpolations', () => {
    const source = [
      "import { css, html } from 'lit';",
      'const gap = 4;',
      'export const a = /* @__PURE__ */ css`',
      '  .a {',
      '    gap: ${ gap }px;',
      '    content: "\\u2026  \\`";',
      '  }',
      '  ${unsafe(`x  y`)}',
      '`;',
      'export const b = html`<p>  keep  </p>`;',
      'const c = other`  keep  `;',
    ].join('\n');
    expect(minifyCssTemplatesIn(source, 'styles.ts')).toBe(
      [
        "import { css, html } from 'lit';",
        'const gap = 4;',
        'export const a = /* @__PURE__ */ css`.a{gap:${gap}px;content:"…  \\`"}${unsafe(`x  y`)}`;',
        'export const b = html`<p>  keep  </p>`;',
        'const c = other`  keep  `;',
      ].join('\n'),
    );
  });

  it('writes backslashes, backticks and `${` back escaped', () => {
    const source = 'const a = css`.a::before { content: "\\\\2026 \\` \\${x}"; }`;';
    const rewritten = minifyCssTemplatesIn(source, 'a.ts');
    expect(rewritten).toBe('const a = css`.a::before{content:"\\\\2026 \\` \\${x}"}`;');
    // Read back as JavaScript, the template's text is the CSS minified.
    const css = (strings: TemplateStringsArray) => strings[0];
    expect(new Function('css', `${rewritten!}; return a;`)(css)).toBe('.a::before{content:"\\2026 ` ${x}"}');
  });

  it('leaves a module without a `css` template, or one that does not parse, as it is', () => {
    expect(minifyCssTemplatesIn('const a = html`  x  `;', 'a.ts')).toBeUndefined();
    expect(minifyCssTemplatesIn('const a = css`  x  ', 'a.ts')).toBeUndefined();
  });
});

describe("the UI's stylesheets", () => {
  const elements = fileURLToPath(new URL('../../ui/src/elements/', import.meta.url));
  const files = readdirSync(elements).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  const templates = files.flatMap((name) => {
    const code = readFileSync(`${elements}${name}`, 'utf8');
    return findCssTemplates(code, name).map((template, index) => ({ name: `${name} #${index + 1}`, template }));
  });

  it('has the `css` templates of theme.ts, confirm-card-styles.ts and the elements', () => {
    expect(templates.length).toBeGreaterThanOrEqual(6);
  });

  it.each(templates)('$name: smaller, and the same stylesheet to lightningcss', ({ template }) => {
    const written = template.parts.join('');
    const minified = minifyCssParts(template.parts as string[])!.join('');
    expect(minified.length).toBeLessThan(written.length);
    expect(minified).not.toMatch(/\n|\/\*| {2}|;\}/);
    if (lightningcss) expect(reference(minified)).toBe(reference(written));
  });
});

describe.runIf(lightningcss)('against lightningcss', () => {
  // Gaps between tokens: any, or at least one whitespace where the rule's tokens ask for it (' ').
  const anyGap = fc.constantFrom('', '', ' ', '  ', '\n    ', '\t', ' /* c */ ', '/**/', '/* { ; } */');
  const spaceGap = fc.constantFrom(' ', '  ', '\n    ', '\t', ' /* c */ ', '/**/ ');
  /** The tokens' text with a random gap after each. */
  const spaced = (tokens: readonly string[]) => {
    const words: string[] = [];
    const needsSpace: boolean[] = [];
    for (const token of tokens) {
      if (token === ' ') needsSpace[needsSpace.length - 1] = true;
      else words.push(token), needsSpace.push(false);
    }
    return fc.tuple(...needsSpace.map((needs) => (needs ? spaceGap : anyGap))).map((gaps) => words.map((word, i) => word + gaps[i]).join(''));
  };
  const selector = fc.constantFrom(
    ['.a'],
    ['.a', ' ', '.b'],
    ['.a', '>', '.b'],
    ['.a', ',', 'p'],
    ['.a', '.b'],
    ['.a', '::before'],
    [':is(', '.a', ',', '.b', ')', ' ', 'p'],
    ["[part~='x y']"],
    ['.a', ' ', ':hover'],
    ['.\\31 ', ' ', 'a'],
  );
  const declaration = fc.constantFrom(
    ['color', ':', 'red'],
    ['margin', ':', '1px', ' ', '2px'],
    ['--tm-x', ':', '1px', ' ', '2px'],
    ['content', ':', "'•••••• '", ' ', 'attr(aria-label)'],
    ['content', ':', '"{ a;  b }"'],
    ['width', ':', 'calc(100vh', ' ', '-', ' ', '32px)'],
    ['font', ':', '14px/1.45', ' ', 'system-ui', ',', 'sans-serif'],
    ['display', ':', 'none', ' ', '!important'],
    ['background', ':', 'url(a.png)', ' ', 'no-repeat'],
  );
  const rule = fc
    .tuple(selector, fc.array(declaration, { minLength: 1, maxLength: 4 }), fc.boolean())
    .chain(([head, declarations, lastSemicolon]) =>
      // `order:#` numbered below: lightningcss merges neighbours whose declarations it reads the same.
      spaced([...head, '{', 'order:#;', ...declarations.flatMap((d, i) => (i < declarations.length - 1 || lastSemicolon ? [...d, ';'] : d)), '}']),
    );

  it('minifies random rules to the stylesheet lightningcss reads from them', () => {
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 4 }), fc.boolean(), (rules, media) => {
        const body = rules.map((text, index) => text.replace('#', String(index))).join('\n');
        const css = media ? `@media screen and (prefers-color-scheme: dark) {\n${body}\n}` : body;
        expect(reference(minifyCss(css))).toBe(reference(css));
      }),
      { numRuns: 500 },
    );
  });
});
