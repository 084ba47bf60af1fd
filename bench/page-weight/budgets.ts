/**
 * What each Toolmark reference page may download: the scripts' bytes over the wire, gzip, as
 * `bench/page-weight.ts` measures them (the median of its loads). `GATE=1` fails when a page is over.
 * Time is never gated.
 */

/** One kilobyte as this repository counts it (bench/size-budgets.mjs too). */
export const kB = 1000;

/**
 * The budgets, by reference page id (`REFERENCE_PAGES` in pages.ts). For now each is the bytes
 * measured on 2026-12-07 (Chromium 156, `packages/toolmark/dist/` as built at 14:30 that day: the
 * separately built files before issue #35's module graph) rounded up to the next 0.5 kB, so the gate
 * holds today and catches growth. The lead tightens them to issue #35's goals as the loader lands:
 * one form without native WebMCP ≤ 15 kB, with native ≤ 10 kB, code tools with one card ≤ 24 kB,
 * the playground's static page ≤ 40 kB.
 */
export const PAGE_BUDGETS: Readonly<Record<string, number>> = {
  // 55,917 bytes: toolmark.polyfill.min.js, toolmark.min.js, toolmark.polyfill-forms.min.js.
  'form-tag-polyfill': 56 * kB,
  // 39,323 bytes: toolmark.polyfill.min.js, toolmark.core.min.js, toolmark.polyfill-forms.min.js.
  'form-core-polyfill': 39.5 * kB,
  // 42,144 bytes: toolmark.min.js alone.
  'form-tag-native': 42.5 * kB,
  // 42,144 bytes: toolmark.min.js alone (the card and Lit are in it).
  'code-tool-card': 42.5 * kB,
  // 42,144 bytes: toolmark.min.js alone.
  'markup-wizard': 42.5 * kB,
  // 104,622 bytes: the tag, its polyfill, JSON Schema, spotlight and widgets parts, the console's chunks.
  'playground-static': 105 * kB,
};
