// Global setup of the consumer check: packs every published package as `pnpm publish` would, installs
// the tarballs with npm into fresh Vite apps outside the workspace, type-checks each app under
// `moduleResolution: "bundler"` and `"nodenext"`, builds it with `vite build` and serves its `dist/`.
//
// Every step is timed and its outcome written to results.json: steps.check.ts turns each one into a
// test (so a failure names its app and step, with the tool's output), browser.check.ts drives the
// built apps. A step that fails does not stop the other app, nor the steps that do not depend on it.
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { CommandError, isInside, runOutside as run } from '../outside-env';
import { packAll, publishedPackages, ROOT } from './pack.mjs';
import { APP_STEPS, APPS, BUNDLED_SCRIPT_TAG, RESULTS_ENV, SERVED_ENV, type AppName, type Results, type StepResult } from './steps';

const HERE = join(ROOT, 'e2e', 'consumer');
const MINUTE = 60_000;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function log(app: string, step: string, result: StepResult): void {
  const status = result.status === 'passed' ? 'ok' : result.status === 'failed' ? 'FAILED' : 'skipped';
  console.log(`[consumer] ${app.padEnd(10)} ${step.padEnd(24)} ${status.padEnd(7)} ${result.seconds.toFixed(1).padStart(6)}s`);
  if (result.status === 'failed') console.log(indent(result.output));
}

const indent = (text: string) => text.trimEnd().split('\n').map((line) => `    ${line}`).join('\n');

/**
 * Runs the steps of one app in order; a step whose `needs` failed or was skipped is skipped.
 */
class Pipeline {
  readonly steps: Record<string, StepResult> = {};

  constructor(readonly app: string) {}

  async step(name: string, needs: readonly string[], body: () => Promise<string> | string): Promise<boolean> {
    const missing = needs.filter((need) => this.steps[need]?.status !== 'passed');
    if (missing.length > 0) {
      this.steps[name] = { status: 'skipped', seconds: 0, output: `not run: ${missing.map((need) => `"${need}"`).join(', ')} did not pass` };
      log(this.app, name, this.steps[name]);
      return false;
    }
    const started = performance.now();
    try {
      const output = await body();
      this.steps[name] = { status: 'passed', seconds: seconds(started), output };
    } catch (error) {
      const output = error instanceof CommandError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.steps[name] = { status: 'failed', seconds: seconds(started), output };
    }
    log(this.app, name, this.steps[name]);
    return this.steps[name].status === 'passed';
  }
}

/** Checks that nothing above `dir` could lend it packages: no node_modules, not inside the workspace. */
function checkIsolation(dir: string): string {
  const real = realpathSync(dir);
  if (isInside(realpathSync(ROOT), real)) throw new Error(`${real} is inside the workspace ${ROOT}; set TMPDIR to a folder outside it`);
  const found: string[] = [];
  for (let parent = dirname(real); ; parent = dirname(parent)) {
    if (existsSync(join(parent, 'node_modules'))) found.push(join(parent, 'node_modules'));
    if (dirname(parent) === parent) break;
  }
  if (found.length > 0) throw new Error(`packages could be resolved from outside the app: ${found.join(', ')}`);
  return `${real}: no node_modules above it, outside the workspace`;
}

/**
 * Copies the TypeScript examples of every package's README (what npm shows) into an app, one module
 * each, so that the app's type checks judge them as an npm user's code.
 *
 * @returns The files written.
 */
function copyReadmeExamples(destination: string): string[] {
  const folder = join(destination, 'src', 'readme-examples');
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  for (const { name, dir } of publishedPackages()) {
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
    blocks.forEach((code, index) => {
      const file = join(folder, `${name.replace(/^@/, '').replace(/\//g, '-')}-${index + 1}.ts`);
      writeFileSync(file, `// From the README of ${name}, as printed.\n${code}`);
      written.push(relative(destination, file));
    });
  }
  return written;
}

/** Copies a template and points its @toolmark dependencies at the tarballs. */
function copyTemplate(app: AppName, destination: string, packs: readonly { name: string; tarball: string }[]): string {
  const template = join(HERE, 'apps', app);
  cpSync(template, destination, {
    recursive: true,
    filter: (source) => !['node_modules', 'dist'].includes(source.split(sep).pop() ?? ''),
  });
  cpSync(join(HERE, 'probes.ts'), join(destination, 'src', 'toolmark-probes.ts'));
  cpSync(join(HERE, 'shop.ts'), join(destination, 'src', 'shop.ts'));
  // One app is enough: it depends on every package.
  const examples = app === 'vanilla-ts' ? copyReadmeExamples(destination) : [];
  const manifestPath = join(destination, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = { ...manifest.dependencies };
  const packed = new Set(packs.map((pack) => pack.name));
  const unknown = Object.keys(dependencies).filter((name) => (name.startsWith('@toolmark/') || name === 'toolmark') && !packed.has(name));
  if (unknown.length > 0) throw new Error(`the template depends on ${unknown.join(', ')}, which no package of the workspace publishes`);
  for (const { name, tarball } of packs) dependencies[name] = `file:${tarball}`;
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`);
  const lines = Object.entries(dependencies).map(([name, spec]) => `${name}: ${spec}`);
  return [...lines, ...examples.map((file) => `README example: ${file}`)].join('\n');
}

type Exports = string | null | readonly Exports[] | { readonly [key: string]: Exports };

/** Every file target of an `exports` map, with the conditions that lead to it. */
function exportTargets(value: Exports, path: string): { path: string; target: string }[] {
  if (typeof value === 'string') return [{ path, target: value }];
  if (value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item: Exports, index: number) => exportTargets(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, Exports>).flatMap(([key, item]) => exportTargets(item, `${path}[${JSON.stringify(key)}]`));
}

/**
 * Checks what npm installed: each published package once, at the top, from its tarball (never from the
 * registry); no `workspace:` range left; every file its `exports`, `main`, `module` and `types` name is
 * in the package.
 */
function checkInstalled(appDir: string, names: readonly string[]): string {
  const problems: string[] = [];
  const lock = JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string; version?: string }> };
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!names.includes(name)) continue;
    if (key !== `node_modules/${name}`) problems.push(`${key}: a second copy of ${name} (${entry.version}, ${entry.resolved ?? 'no resolved'})`);
    else if (!entry.resolved?.startsWith('file:')) problems.push(`${key}: installed from ${entry.resolved ?? '?'}, not from the tarball`);
  }
  const lines: string[] = [];
  for (const name of names) {
    const dir = join(appDir, 'node_modules', name);
    if (!existsSync(join(dir, 'package.json'))) {
      problems.push(`${name}: not installed`);
      continue;
    }
    if (lstatSync(dir).isSymbolicLink()) problems.push(`${name}: a symbolic link, not an installed copy`);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dependency, range] of Object.entries((manifest[field] ?? {}) as Record<string, string>)) {
        if (range.startsWith('workspace:')) problems.push(`${name}: ${field}.${dependency} is still '${range}'`);
      }
    }
    const targets = [
      ...exportTargets((manifest['exports'] ?? null) as Exports, 'exports'),
      ...['main', 'module', 'types', 'typings'].filter((field) => typeof manifest[field] === 'string').map((field) => ({ path: field, target: manifest[field] as string })),
    ];
    let found = 0;
    for (const { path, target } of targets) {
      if (target.includes('*')) continue;
      if (existsSync(join(dir, target))) found++;
      else problems.push(`${name}: ${path} → ${target}, which is not in the package`);
    }
    lines.push(`${name}@${String(manifest['version'])}: ${found} of ${targets.length} export targets present`);
  }
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n\n${lines.join('\n')}`);
  return lines.join('\n');
}

/**
 * Resolves every package and entry point from inside the app with Node: each must land in the app's
 * own node_modules.
 */
async function checkResolution(appDir: string, names: readonly string[]): Promise<string> {
  const specifiers: string[] = ['valibot', 'lit', 'vite', 'typescript'];
  for (const name of names) {
    const manifest = JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
    for (const key of Object.keys(manifest.exports ?? { '.': '' })) {
      if (!key.includes('*') && !key.endsWith('.json') && !key.endsWith('.js')) specifiers.push(key === '.' ? name : `${name}/${key.slice(2)}`);
    }
  }
  const script = `
    const failures = [];
    for (const specifier of ${JSON.stringify(specifiers)}) {
      try {
        const path = decodeURIComponent(new URL(import.meta.resolve(specifier)).pathname);
        const inside = path.startsWith(${JSON.stringify(join(realpathSync(appDir), 'node_modules') + sep)});
        console.log((inside ? 'ok   ' : 'OUT  ') + specifier + ' → ' + path);
        if (!inside) failures.push(specifier);
      } catch (error) {
        console.log('FAIL ' + specifier + ': ' + error.message);
        failures.push(specifier);
      }
    }
    if (failures.length > 0) process.exit(1);
  `;
  return run(process.execPath, ['--input-type=module', '--eval', script], appDir, MINUTE);
}

/**
 * Installs `@toolmark/core` and `@toolmark/webmcp` with npm as a site whose tools are JSON Schema (or
 * zod, or arktype) would: without their optional peers valibot and `@valibot/to-json-schema`
 * (spec §11), and with vite, the Vite plugin's peer. npm must leave the optional peers out; every entry
 * but `@toolmark/core/to-json-schema` must load in Node, the Vite plugin included; a JSON Schema tool
 * must register, run and refuse bad input; and that one entry must fail naming the package to install.
 */
async function checkWithoutOptionalPeers(root: string, packs: readonly { name: string; tarball: string }[]): Promise<string> {
  const dir = join(root, 'without-optional-peers');
  mkdirSync(dir, { recursive: true });
  const tarball = (name: string) => {
    const pack = packs.find((candidate) => candidate.name === name);
    if (!pack) throw new Error(`${name} was not packed`);
    return `file:${pack.tarball}`;
  };
  const dependencies = { '@toolmark/core': tarball('@toolmark/core'), '@toolmark/webmcp': tarball('@toolmark/webmcp'), vite: '8.3.8' };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'without-optional-peers', private: true, type: 'module', dependencies }, null, 2)}
`);
  const install = await run('npm', ['install', '--no-audit', '--no-fund'], dir, 6 * MINUTE);
  const installed = ['valibot', '@valibot/to-json-schema', 'lit'].filter((name) => existsSync(join(dir, 'node_modules', name)));
  if (installed.length > 0) throw new Error(`${install}\nnpm installed ${installed.join(', ')}, which no package here needs`);
  // Raw, so that the escapes below reach the script as written.
  const script = String.raw`
    const core = await import('@toolmark/core');
    const { fromJsonSchema } = await import('@toolmark/core/json-schema');
    for (const entry of ['@toolmark/core/json-schema/formats', '@toolmark/core/providers', '@toolmark/webmcp', '@toolmark/webmcp/client', '@toolmark/webmcp/vite']) {
      await import(entry);
      console.log('loads: ' + entry);
    }
    const tm = core.createToolmark({ compileJsonSchema: fromJsonSchema });
    tm.register({
      name: 'cart.add',
      description: 'Adds a product to the cart',
      jsonSchema: { type: 'object', properties: { qty: { type: 'integer', minimum: 1 } }, required: ['qty'] },
      run: ({ qty }) => core.ok({ qty }),
    });
    const added = await tm.call('cart.add', { qty: 2 });
    if (added.isError || added.structuredContent.qty !== 2) throw new Error('the JSON Schema tool did not run: ' + JSON.stringify(added));
    const refused = await tm.call('cart.add', { qty: 0 });
    if (refused.code !== 'invalid_input') throw new Error('bad input was not refused: ' + JSON.stringify(refused));
    console.log('a JSON Schema tool registers, runs and refuses bad input');
    try {
      await import('@toolmark/core/to-json-schema');
      throw new Error('@toolmark/core/to-json-schema loaded without @valibot/to-json-schema');
    } catch (error) {
      if (!/@valibot\/to-json-schema/.test(error.message)) throw error;
      console.log('@toolmark/core/to-json-schema, without its peers: ' + error.message.split('\n')[0]);
    }
  `;
  const ran = await run(process.execPath, ['--input-type=module', '--eval', script], dir, MINUTE);
  return `${install}\n${ran}`;
}

const bin = (appDir: string, name: string) => join(appDir, 'node_modules', '.bin', name);

/** Prepares one app; its step results are recorded whatever happens. */
async function prepareApp(app: AppName, root: string, packs: readonly { name: string; tarball: string }[], pipeline: Pipeline): Promise<void> {
  const appDir = join(root, app);
  const names = packs.map((pack) => pack.name);
  await pipeline.step('copy template', [], () => copyTemplate(app, appDir, packs));
  await pipeline.step('isolation', ['copy template'], () => checkIsolation(appDir));
  await pipeline.step('npm install', ['isolation'], () => run('npm', ['install', '--no-audit', '--no-fund'], appDir, 6 * MINUTE));
  await pipeline.step('installed packages', ['npm install'], () => checkInstalled(appDir, names));
  await pipeline.step('node resolution', ['npm install'], () => checkResolution(appDir, names));
  // The template's own type check (its `build` script runs it before `vite build`), then NodeNext.
  await pipeline.step('tsc (bundler)', ['npm install'], () =>
    app === 'react-ts'
      ? run(bin(appDir, 'tsc'), ['-b', '--pretty', 'false'], appDir, 3 * MINUTE)
      : // svelte-ts: its template's `check` script (svelte-check reads the .svelte files; tsc, vite.config.ts).
        app === 'svelte-ts'
        ? run('npm', ['run', 'check'], appDir, 3 * MINUTE)
        : // vue-ts: its template's `vue-tsc -b` (reads the .vue files).
          app === 'vue-ts'
          ? run(bin(appDir, 'vue-tsc'), ['-b', '--pretty', 'false'], appDir, 3 * MINUTE)
          : run(bin(appDir, 'tsc'), ['-p', 'tsconfig.json', '--pretty', 'false'], appDir, 3 * MINUTE),
  );
  await pipeline.step('tsc (nodenext)', ['npm install'], () => run(bin(appDir, app === 'vue-ts' ? 'vue-tsc' : 'tsc'), ['-p', 'tsconfig.nodenext.json', '--pretty', 'false'], appDir, 3 * MINUTE));
  await pipeline.step('vite build', ['npm install'], async () => {
    const output = await run(bin(appDir, 'vite'), ['build'], appDir, 3 * MINUTE);
    if (!existsSync(join(appDir, 'dist', 'index.html'))) throw new Error(`${output}\nvite build wrote no dist/index.html`);
    return output;
  });
  if (app === BUNDLED_SCRIPT_TAG.app) await pipeline.step(BUNDLED_SCRIPT_TAG.step, ['vite build'], () => checkBundledScriptTag(appDir));
}

// What marks a part in built code, minified or not: a string each part alone holds.
const PART_MARKERS = { Lit: 'litHtmlVersions', 'the confirmation card': 'tm-confirm-card', 'the form scan': 'toolautosubmit' };

/**
 * Builds `script-tag/` (a page that imports the script tag's module twin, `import … from 'toolmark'`)
 * with the app's own Vite into `dist/script-tag/`, served with the app, and checks that the bundler
 * splits the tag as the tag's build does (spec §18.1, §18.4, issue #35): what the page's entry imports
 * statically holds neither Lit, the confirmation card nor the form scan, and each of them is in a chunk
 * the bundler left to be imported on need.
 */
async function checkBundledScriptTag(appDir: string): Promise<string> {
  const output = await run(bin(appDir, 'vite'), ['build', 'script-tag', '--base', '/script-tag/', '--outDir', '../dist/script-tag', '--emptyOutDir'], appDir, 3 * MINUTE);
  const dist = join(appDir, 'dist', 'script-tag');
  const entry = /<script type="module"[^>]*src="\/script-tag\/([^"]+)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error(`${output}\nno module script in dist/script-tag/index.html`);
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  // What the page loads before its code runs: the entry and everything it imports statically (an
  // `import`/`export … from` of a relative path; `import(…)` is on need).
  const atOnce = new Set<string>();
  const visit = (file: string) => {
    if (atOnce.has(file)) return;
    atOnce.add(file);
    for (const [, path] of read(file).matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) visit(posix.join(posix.dirname(file), path!));
  };
  visit(entry);
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const onNeed = scripts.filter((file) => !atOnce.has(file));
  const problems = Object.entries(PART_MARKERS).flatMap(([part, marker]) => {
    const eager = [...atOnce].filter((file) => read(file).includes(marker));
    return [
      ...(eager.length > 0 ? [`${part} is in what the page imports at once: ${eager.join(', ')}`] : []),
      ...(onNeed.some((file) => read(file).includes(marker)) ? [] : [`${part} is in no chunk imported on need`]),
    ];
  });
  if (problems.length > 0) throw new Error(`${output}\n${problems.join('\n')}`);
  const gzip = (files: readonly string[]) => (files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1000).toFixed(1);
  return `${output}\nimported at once: ${[...atOnce].join(', ')} (${gzip([...atOnce])} kB gzip -9)\non need: ${onNeed.length} chunks (${gzip(onNeed)} kB), ${Object.keys(PART_MARKERS).join(', ')} among them`;
}

/**
 * Serves an app's built `dist/` on http://127.0.0.1 at a free port (a secure context, as native WebMCP
 * needs), with `vite preview` as every e2e page is served; without the app's own config, whose plugins
 * ran at build time.
 */
async function serve(appDir: string): Promise<{ server: PreviewServer; url: string }> {
  // 'mpa': a missing file is a 404, not the index page.
  const server = await preview({ root: appDir, configFile: false, appType: 'mpa', logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: true } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error(`vite preview of ${appDir} has no address`);
  return { server, url: url.replace(/\/$/, '') };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'toolmark-consumer-')));
  console.log(`[consumer] preparing the apps in ${root}`);

  // Pack: the packages must have been built (`pnpm run build`); the check never builds them.
  const packing = new Pipeline('packages');
  const packed: { packs?: { name: string; tarball: string }[] } = {};
  await packing.step('pack', [], () => {
    const unbuilt = publishedPackages().filter(({ dir }) => !existsSync(join(dir, 'dist')) || readdirSync(join(dir, 'dist')).length === 0);
    if (unbuilt.length > 0) throw new Error(`not built: ${unbuilt.map(({ name }) => name).join(', ')}; run \`pnpm run build\` at the root first`);
    const destination = join(root, 'packs');
    mkdirSync(destination, { recursive: true });
    const packs = (packed.packs = packAll(destination));
    return packs.map(({ name, tarball }) => `${name}\t${tarball}`).join('\n');
  });

  await packing.step('without optional peers', ['pack'], () => checkWithoutOptionalPeers(root, packed.packs!));

  const pipelines = Object.fromEntries(APPS.map((app) => [app, new Pipeline(app)])) as Record<AppName, Pipeline>;
  const { packs } = packed;
  if (packs === undefined) {
    // Nothing to install: every step of every app is left out, each saying why.
    for (const app of APPS) for (const step of APP_STEPS) await pipelines[app].step(step, ['pack'], () => '');
  } else {
    await Promise.all(APPS.map((app) => prepareApp(app, root, packs, pipelines[app])));
  }

  const servers: PreviewServer[] = [];
  const served: Partial<Record<AppName, string>> = {};
  for (const app of APPS) {
    if (pipelines[app].steps['vite build']?.status !== 'passed') continue;
    const { server, url } = await serve(join(root, app));
    servers.push(server);
    served[app] = url;
  }

  const results: Results = { root, packages: packing.steps, apps: Object.fromEntries(APPS.map((app) => [app, pipelines[app].steps])) as Results['apps'] };
  const resultsPath = join(root, 'results.json');
  writeFileSync(resultsPath, JSON.stringify(results, null, 2));
  process.env[RESULTS_ENV] = resultsPath;
  process.env[SERVED_ENV] = JSON.stringify(served);

  const all = [packing, ...APPS.map((app) => pipelines[app])].flatMap((pipeline) => Object.entries(pipeline.steps).map(([step, result]) => ({ where: `${pipeline.app}: ${step}`, result })));
  const failed = all.filter(({ result }) => result.status === 'failed').map(({ where }) => where);
  const skipped = all.filter(({ result }) => result.status === 'skipped').length;
  console.log(`[consumer] prepared in ${seconds(started).toFixed(1)}s${failed.length > 0 ? `; FAILED: ${failed.join(', ')}${skipped > 0 ? ` (${skipped} steps after them skipped)` : ''}` : ''}`);
  for (const app of APPS) if (served[app]) console.log(`[consumer] ${app} served at ${served[app]}`);

  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (failed.length === 0 && skipped === 0 && !process.env['TOOLMARK_CONSUMER_KEEP']) rmSync(root, { recursive: true, force: true });
    else console.log(`[consumer] kept ${root} for a look`);
  };
}
