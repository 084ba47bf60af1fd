// The hints a page writes in its markup (spec §14.2, §15.4): one reader for form tools, the forms
// the polyfill serves and page wizards' steps, so that `data-toolmark-confirm` asks for a person the
// same way wherever Toolmark submits (docs/security.md T5, T10).
import type { ToolHints } from '@toolmark/core';

/** The attributes {@link markupHints} reads: watched by the scans, so a change re-defines the tool. */
export const HINT_ATTRIBUTES = ['data-toolmark-confirm', 'data-toolmark-destructive'] as const;

/**
 * Reads the hints an element's markup gives its tool:
 *
 * | markup | hint |
 * | --- | --- |
 * | `data-toolmark-confirm` (empty), `="always"` or any other value | `confirm: 'always'` |
 * | `data-toolmark-confirm="auto"`, `="never"` | `confirm: 'auto'`, `'never'` |
 * | `data-toolmark-confirm="false"`, or none | nothing |
 * | `data-toolmark-destructive` (any value but `"false"`) | `destructive: true` (asks under `'auto'`) |
 *
 * An unknown value asks: a typo must not turn a question off (fail closed).
 *
 * @param element The form, or a wizard's step.
 * @returns The hints (none: `{}`).
 */
export function markupHints(element: Element): ToolHints {
  const confirm = element.getAttribute('data-toolmark-confirm');
  const destructive = element.getAttribute('data-toolmark-destructive');
  return {
    ...(destructive !== null && destructive !== 'false' && { destructive: true }),
    ...(confirm !== null && confirm !== 'false' && { confirm: confirm === 'auto' || confirm === 'never' ? confirm : 'always' }),
  };
}
