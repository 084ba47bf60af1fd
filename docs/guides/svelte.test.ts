// @vitest-environment happy-dom
// The Svelte guide's samples are components: this test compiles them with Svelte's compiler, as the
// Svelte plugin of a Vite app would (the docs project has no Svelte plugin), and mounts them with
// Svelte's client runtime (Node's resolution of `svelte` would give its server build).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { samplePath } from './sample-runner.ts';

const require = createRequire(import.meta.url);
const svelteDir = dirname(require.resolve('svelte/package.json'));
// Paths, not `new URL(…, import.meta.url)`: Vite rewrites those into served URLs.
const ROOT = join(import.meta.dirname, '../..');

// What @toolmark/svelte imports from `svelte`, as a browser bundle has it.
vi.mock('svelte', async () => await import(/* @vite-ignore */ join(dirname(require.resolve('svelte/package.json')), 'src/index-client.js')));

// Beside the samples, so that what they import resolves as it does for them; removed afterwards.
const out = mkdtempSync(join(import.meta.dirname, 'samples', '.svelte-compiled-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

type Target = string | { readonly browser?: Target; readonly default?: Target };
const svelteExports = JSON.parse(readFileSync(join(svelteDir, 'package.json'), 'utf8')).exports as Record<string, Target>;

/** A `svelte` entry's file for the browser, as a bundler resolves it (the `browser` condition). */
function svelteBrowserFile(specifier: string): string | undefined {
  let target = svelteExports[specifier === 'svelte' ? '.' : `./${specifier.slice('svelte/'.length)}`];
  while (target && typeof target !== 'string') target = target.browser ?? target.default;
  return target && join(svelteDir, target);
}

/** Where a compiled module's imports go: Svelte's client runtime, the workspace's sources, the other samples. */
const TARGETS: Record<string, string> = {
  '@toolmark/core': join(ROOT, 'packages/core/src/index.ts'),
  '@toolmark/svelte': join(ROOT, 'packages/svelte/src/index.ts'),
};

/** Compiles a sample component (and the components it imports) for the client; returns the module's path. */
async function compileSample(name: string): Promise<string> {
  const { compile } = await import('svelte/compiler');
  const { js } = compile(readFileSync(samplePath(name), 'utf8'), { filename: name, generate: 'client' });
  const imports = [...js.code.matchAll(/from '(\.\/[^']+\.svelte)'/g)].map((match) => match[1]!);
  let code = js.code.replace(/(from |import )'([^']+)'/g, (whole, keyword: string, specifier: string) => {
    const target = TARGETS[specifier] ?? (specifier === 'svelte' || specifier.startsWith('svelte/') ? svelteBrowserFile(specifier) : undefined);
    if (target) return `${keyword}'${target}'`;
    if (specifier.endsWith('.svelte')) return `${keyword}'${join(out, `${specifier.slice(2)}.js`)}'`;
    if (specifier.startsWith('./')) return `${keyword}'${samplePath(specifier.slice(2))}'`;
    return whole;
  });
  for (const child of imports) await compileSample(child.slice(2));
  code = `// Compiled from docs/guides/samples/${name} by svelte.test.ts.\n${code}`;
  const path = join(out, `${name}.js`);
  writeFileSync(path, code);
  return path;
}

describe('guide: Svelte', () => {
  test('svelte-app: the tool lives with the component, its description follows the state, the card confirms the call, the stores follow', async () => {
    const { mount, unmount, flushSync } = await import('svelte');
    const { tm } = await import('./samples/svelte-registry.ts');
    const App = (await import(/* @vite-ignore */ await compileSample('svelte-app.svelte'))).default;
    const app = mount(App, { target: document.body.appendChild(document.createElement('div')) });
    flushSync();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    expect(tm.entry('counter.add')?.description).toBe('Adds to the counter, which shows 0');
    expect(document.querySelector('.tools')?.textContent).toBe('counter.add');
    const result = tm.call('counter.add', { by: 2 });
    const card = document.querySelector('tm-confirm-card') as HTMLElement & { armDelayMs: number; updateComplete: Promise<unknown> };
    await expect.poll(() => card?.shadowRoot?.textContent ?? '').toContain('Add 2 to the counter (now 0)');
    // The call waits for a person: the calls store shows it.
    await expect.poll(() => (flushSync(), document.querySelector('.calls')?.textContent)).toBe('counter.add: waiting-for-person');
    // happy-dom has no layout, so the card never arms by itself (spec §17.2 Arming): turn it off here.
    card.armDelayMs = 0;
    await card.updateComplete;
    card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
    expect(await result).toMatchObject({ structuredContent: { count: 2 } });
    flushSync();
    expect(document.querySelector('output')?.textContent).toBe('2');
    expect(document.querySelector('.calls')?.textContent).toBe('');
    // $effect(tool.refresh) read `count` again: the tool was updated in place.
    expect(tm.entry('counter.add')?.description).toBe('Adds to the counter, which shows 2');
    expect(await tm.call('counter.add', { by: 0 })).toMatchObject({ isError: true, code: 'invalid_input' });
    // The app leaves the page: the component's tool goes with it.
    await unmount(app);
    expect(tm.manifest()).toEqual([]);
    // Compiling the samples with Svelte's compiler takes seconds on a loaded 2-core machine (5.2 s in CI).
  }, 60_000);
});
