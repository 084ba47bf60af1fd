// Spec §14.3–§14.4: for every form of the corpus, the schema defineFormTool synthesizes equals the one
// Chromium synthesizes natively (same keys, same order) with additions off, and differs only by the
// documented additions with them on.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURES } from '../urls';

const CORPUS = [
  'text-types', 'numbers', 'dates-times', 'choices', 'descriptions', 'hidden-disabled', 'duplicates', 'required',
  'groups', 'labels', 'options', 'names', 'shadow', 'flights', 'checkout', 'signup', 'form-attribute',
];
// Native tools Toolmark cannot see: forms in closed shadow roots.
const UNREACHABLE = new Set(['in_closed_shadow']);
// Keys Toolmark may add to a property (spec §14.4), and the native format values they replace (none).
const ADDITIONS = new Set(['format', 'minLength', 'maxLength', 'formatMinimum', 'formatMaximum', 'title']);

type Schema = { properties: Record<string, Record<string, unknown>>; required: string[] };
interface Pair {
  readonly name: string;
  readonly native: Schema;
  readonly plain: Schema | null;
  readonly withAdditions: Schema | null;
}

async function pairs(page: Page, path: string): Promise<Pair[]> {
  await page.goto(`${FIXTURES}/forms/${path}.html`);
  await page.waitForFunction(() => window.formsHarness !== undefined);
  return page.evaluate(async () => {
    const modelContext = (document as unknown as { modelContext: { getTools(): Promise<{ name: string; inputSchema: Schema }[]> } }).modelContext;
    const tools = await modelContext.getTools();
    return tools.map((tool) => ({
      name: tool.name,
      native: tool.inputSchema,
      plain: (window.formsHarness.schema(tool.name, { additions: false, sensitiveFields: 'include' }) ?? null) as Schema | null,
      withAdditions: (window.formsHarness.schema(tool.name, { additions: true, sensitiveFields: 'include' }) ?? null) as Schema | null,
    }));
  });
}

/** The keys and values Toolmark added to or changed in each property. */
function additionsOf(native: Schema, ours: Schema): Record<string, Record<string, unknown>> {
  const added: Record<string, Record<string, unknown>> = {};
  for (const [name, property] of Object.entries(ours.properties)) {
    const base = native.properties[name] ?? {};
    for (const [key, value] of Object.entries(property)) {
      if (JSON.stringify(base[key]) === JSON.stringify(value)) continue;
      (added[name] ??= {})[key] = value;
    }
    for (const key of Object.keys(base)) if (!(key in property)) (added[name] ??= {})[`-${key}`] = base[key];
  }
  return added;
}

test.describe('schema parity with Chromium declarative WebMCP', () => {
  const seen: Record<string, Record<string, Record<string, unknown>>> = {};

  for (const path of CORPUS) {
    test(path, async ({ page }) => {
      const found = await pairs(page, path);
      expect(found.length, 'the page declares native tools').toBeGreaterThan(0);
      for (const { name, native, plain, withAdditions } of found) {
        if (UNREACHABLE.has(name)) {
          expect(plain, `${name} is out of Toolmark's reach`).toBeNull();
          continue;
        }
        expect(plain, `Toolmark sees the form '${name}'`).not.toBeNull();
        // Same keys in the same order: compare the JSON text.
        expect(JSON.stringify(plain, null, 1), `'${name}' without additions`).toBe(JSON.stringify(native, null, 1));
        expect(Object.keys(withAdditions!.properties)).toEqual(Object.keys(native.properties));
        expect(withAdditions!.required).toEqual(native.required);
        const added = additionsOf(native, withAdditions!);
        for (const [property, keys] of Object.entries(added)) {
          for (const key of Object.keys(keys)) {
            expect(ADDITIONS.has(key), `'${name}.${property}' differs by '${key}'`).toBe(true);
            expect(native.properties[property]?.[key], `'${name}.${property}.${key}' is new`).toBeUndefined();
          }
        }
        seen[`${path}/${name}`] = added;
      }
    });
  }

  test('the additions are the documented ones, where the page states them', async ({ page }) => {
    const [signup] = await pairs(page, 'signup');
    expect(additionsOf(signup!.native, signup!.withAdditions!)).toEqual({
      username: { title: 'Username', minLength: 3, maxLength: 20 },
      email: { title: 'Email address', format: 'email' },
      site: { format: 'uri' },
      born: { formatMinimum: '1900-01-01', formatMaximum: '2020-12-31' },
      wake: { formatMinimum: '05:00', formatMaximum: '10:00' },
      password: { minLength: 12 },
      bio: { minLength: 10, maxLength: 500 },
    });
  });
});

// Spec §14.9: a scan reads labels from one index per root instead of `control.labels`; it must find
// exactly what defineFormTool finds through Chromium's own `labels`.
for (const path of CORPUS) {
  test(`${path}: scanForms synthesizes what defineFormTool does`, async ({ page }) => {
    await page.goto(`${FIXTURES}/forms/${path}.html`);
    await page.waitForFunction(() => window.formsHarness !== undefined);
    const { compared, mismatches } = await page.evaluate(async () => {
      const options = { additions: true, sensitiveFields: 'include' } as const;
      const scanned = Object.entries(await window.formsHarness.scanned(options));
      const differ = ([toolname, schema]: [string, unknown]) =>
        JSON.stringify(schema) !== JSON.stringify(window.formsHarness.schema(toolname, options));
      return { compared: scanned.length, mismatches: scanned.filter(differ).map(([toolname]) => toolname) };
    });
    expect(compared).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
}
