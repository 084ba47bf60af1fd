/**
 * Whether this is a development build. Vite replaces `import.meta.env.DEV` when the package is built:
 * `dist/development/` keeps warnings and development checks, `dist/` drops them.
 */
export const DEV: boolean = import.meta.env.DEV;

/** Where each warning's page is: `docs/warnings/<code>.md` of the repository. */
export const WARNING_PAGES = 'https://github.com/toolmark/toolmark/blob/main/docs/warnings/';

// What was printed: `code message` once per page, or once per subject when one is given.
let printed: Set<string> | undefined;
let printedFor: WeakMap<object, Set<string>> | undefined;

/**
 * Prints a development warning once: `[toolmark CODE] message. See <its page>`, with the page of
 * `docs/warnings/CODE.md` (spec §10). The same code and message print once per page, or once per
 * `subject` (a form, say) when one is given. Development builds only, and stripped from production
 * ones: write each call as `if (import.meta.env.DEV) warn(…)`, so that the message is dropped too.
 * Every package tests `import.meta.env.DEV` itself, never core's `DEV`, which a bundler cannot see
 * through from another package.
 *
 * @param code The warning's stable code (`TM101` …), with a page in `docs/warnings/`.
 * @param message What is wrong and how to fix it.
 * @param subject What the warning is about, when the same text may hold for several (per-subject dedupe).
 */
export function warn(code: string, message: string, subject?: object): void {
  if (!DEV) return;
  const key = `${code} ${message}`;
  const seen = subject ? (printedFor ??= new WeakMap()).get(subject) ?? new Set<string>() : (printed ??= new Set());
  if (seen.has(key)) return;
  seen.add(key);
  if (subject) printedFor!.set(subject, seen);
  console.warn(`[toolmark ${code}] ${message}${/[.!?]$/.test(message) ? '' : '.'} See ${WARNING_PAGES}${code}.md`);
}
