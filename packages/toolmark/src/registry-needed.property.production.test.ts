// @vitest-environment happy-dom
// docs/security.md I3 (one gate) and spec §18.2 step 1: a page that holds back its registry never
// holds back one that a form needs. Pages of one generated form (tool attributes, names the browser
// takes or refuses, descriptions, the hint attributes with their values, data-toolmark-ignore) served
// by the browser or by Toolmark's polyfill add-on are checked against an oracle written from the spec
// (which forms the browser serves, §14.8; which markup asks for a person, §14.2, §3.4), not from the
// code. Runs in both builds; in development every page loads its registry at once.
// Seeded: `FC_SEED` overrides the seed; `FC_RUNS_SCALE` multiplies the runs.
import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import { whenRegistryNeeded } from './registry-needed.js';
import { giveModelContext, resetPage, startPolyfillAddOn } from './registry-needed.test-support.js';
import { standInForToolmark } from './stand-in.js';

const SEED = Number(process.env['FC_SEED'] ?? 18_2026);
const RUNS = 300 * Number(process.env['FC_RUNS_SCALE'] ?? 1);

/** One form's attributes: absent is `undefined`. */
type FormMarkup = Readonly<
  Record<'toolname' | 'tooldescription' | 'data-toolmark-name' | 'data-toolmark-confirm' | 'data-toolmark-destructive' | 'data-toolmark-ignore', string | undefined>
>;

const maybe = <T>(values: fc.Arbitrary<T>) => fc.option(values, { nil: undefined });
const FORMS: fc.Arbitrary<FormMarkup> = fc.record({
  toolname: maybe(fc.constantFrom('search', 'shop.cart-add_2', '.a..b', 'has space', '', 'x'.repeat(129), 'é')),
  tooldescription: maybe(fc.constantFrom('Searches', ' ', '')),
  'data-toolmark-name': maybe(fc.constantFrom('search', 'shop.search')),
  'data-toolmark-confirm': maybe(fc.constantFrom('', 'always', 'auto', 'never', 'false', 'yes', 'NEVER')),
  'data-toolmark-destructive': maybe(fc.constantFrom('', 'true', 'false', 'no')),
  'data-toolmark-ignore': maybe(fc.constant('')),
});

/** The oracle: whether the page needs its registry, by the spec's words. */
function needsRegistry(form: FormMarkup, server: 'browser' | 'polyfill'): boolean {
  if (form['data-toolmark-ignore'] !== undefined) return false;
  const tool = form.toolname !== undefined || form.tooldescription !== undefined || form['data-toolmark-name'] !== undefined;
  if (!tool) return false;
  // §14.8: the browser serves a toolname of 1–128 of A–Z a–z 0–9 _ - . with a description not empty.
  const served = /^[A-Za-z0-9_.-]{1,128}$/.test(form.toolname ?? '') && (form.tooldescription ?? '') !== '';
  if (!served) return true;
  if (server === 'browser') return false;
  // §14.2 and §3.4: `data-toolmark-confirm` other than `false`, `auto` or `never` asks; under `auto`
  // (or none), a destructive form asks; `data-toolmark-destructive` other than `false` is destructive.
  const confirm = form['data-toolmark-confirm'];
  const mode = confirm === undefined || confirm === 'false' ? 'auto' : confirm === 'auto' || confirm === 'never' ? confirm : 'always';
  const destructive = form['data-toolmark-destructive'] !== undefined && form['data-toolmark-destructive'] !== 'false';
  return mode === 'always' || (mode === 'auto' && destructive);
}

afterEach(resetPage);

test('a page that holds back its registry holds back none that a form needs, and loads none that nothing needs (property)', async () => {
  console.log(`[registry-needed] seed ${SEED}, ${RUNS} pages`);
  await fc.assert(
    fc.asyncProperty(FORMS, fc.constantFrom('browser' as const, 'polyfill' as const), async (form, server) => {
      resetPage();
      const element = document.createElement('form');
      for (const [name, value] of Object.entries(form)) if (value !== undefined) element.setAttribute(name, value);
      document.body.append(element);
      if (server === 'browser') giveModelContext({ registerTool() {} });
      else startPolyfillAddOn();
      const view: { Toolmark?: unknown } = {};
      standInForToolmark(document, view);
      let needed = false;
      void whenRegistryNeeded(null, document).then(() => (needed = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(needed).toBe(import.meta.env.DEV || needsRegistry(form, server));
      // A page that held it back loads it when code asks.
      void view.Toolmark;
      await Promise.resolve();
      await Promise.resolve();
      expect(needed).toBe(true);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});
