// Helpers of the browser tests (not part of the package build).
import { themeStyles } from '../elements/theme.js';

/** The condition under which theme.ts applies its dark defaults (spec §17.8). */
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Makes the widgets render as under one `prefers-color-scheme`, whatever the test browser reports.
 * Vitest browser mode offers no `emulateMedia` from inside the page, so this rewrites the condition
 * of the theme's own dark `@media` rule in its constructed stylesheet (the one every widget adopts):
 * `'dark'` makes it always apply, `'light'` never. What the test then reads is the real rule's
 * values, cascaded by Chromium; only the media condition is forced.
 *
 * @param scheme The scheme to render as.
 * @returns A function that restores the original condition.
 */
export function forceColorScheme(scheme: 'light' | 'dark'): () => void {
  const sheet = themeStyles.styleSheet;
  if (!sheet) throw new Error('themeStyles has no constructed stylesheet in this browser');
  const rules = [...sheet.cssRules].filter(
    (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === DARK_QUERY,
  );
  if (rules.length !== 1) throw new Error(`expected one ${DARK_QUERY} rule in themeStyles, found ${rules.length}`);
  const [rule] = rules as [CSSMediaRule];
  rule.media.mediaText = scheme === 'dark' ? 'all' : 'not all';
  return () => {
    rule.media.mediaText = DARK_QUERY;
  };
}
