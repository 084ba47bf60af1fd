// The script tag's parts (spec §18.10): files that a bundle or an add-on loads from beside its own
// file, only on the pages that need them. `toolmark.polyfill(.min).js` loads
// `toolmark.polyfill-forms(.min).js` once the page has a declarative form; `toolmark(.min).js` loads
// `toolmark.spotlight(.min).js` and `toolmark.widgets(.min).js` when its tag says `data-spotlight`,
// `data-widgets` (part-loader.ts). One way to name and load them.

/**
 * Finds the URL of a part beside the file a script came from: `toolmark.polyfill.min.js` with part
 * `polyfill-forms` → `toolmark.polyfill-forms.min.js`; the development twins alike.
 *
 * @param script The loading file's `<script>` (`document.currentScript` as it runs).
 * @param file The loading file's name without `toolmark.` and `.js`: `''` for `toolmark.js`, `'polyfill'`.
 * @param part The part's name: `'polyfill-forms'`, `'spotlight'`, `'widgets'`.
 * @returns The URL, or `undefined` when the script did not come from a file of that name.
 */
export function partUrl(script: HTMLOrSVGScriptElement | null, file: string, part: string): string | undefined {
  const src = (script as HTMLScriptElement | null)?.src ?? '';
  const name = new RegExp(`toolmark${file ? `\\.${file}` : ''}(\\.min)?\\.js(?=[?#]|$)`);
  return name.test(src) ? src.replace(name, `toolmark.${part}$1.js`) : undefined;
}

/**
 * Loads a part: a classic script at the end of the head, which runs once it arrives.
 *
 * @param doc The document.
 * @param url The part's URL (from `partUrl`).
 * @returns The script element.
 */
export function loadPart(doc: Document, url: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.src = url;
  (doc.head ?? doc.documentElement).append(script);
  return script;
}
