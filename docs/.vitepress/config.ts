import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';

const docs = fileURLToPath(new URL('..', import.meta.url));

/** The API reference's folders, in the order TypeDoc writes them, with their sidebar titles. */
const API_KINDS: readonly (readonly [folder: string, title: string])[] = [
  ['classes', 'Classes'],
  ['functions', 'Functions'],
  ['interfaces', 'Interfaces'],
  ['type-aliases', 'Types'],
  ['variables', 'Constants'],
];

/**
 * Creates the sidebar of one API module from the pages TypeDoc wrote for it.
 *
 * @param module The module's folder under `api/`, such as `@toolmark/core/json-schema`.
 * @returns The module's sidebar group, collapsed.
 */
function apiModule(module: string): DefaultTheme.SidebarItem {
  const items: DefaultTheme.SidebarItem[] = [];
  for (const [folder, title] of API_KINDS) {
    const dir = `${docs}/api/${module}/${folder}`;
    if (!existsSync(dir)) continue;
    const pages = readdirSync(dir).filter((file) => file.endsWith('.md')).map((file) => file.slice(0, -3)).sort();
    items.push({ text: title, collapsed: true, items: pages.map((page) => ({ text: page, link: `/api/${module}/${folder}/${page}` })) });
  }
  return { text: module, link: `/api/${module}/`, collapsed: true, items };
}

/**
 * Lists the modules of the generated API reference (`pnpm run docs:api`): every folder under `api/`
 * holding an `index.md`.
 *
 * @param dir A folder under `api/`, `''` for its root.
 * @returns The module paths, such as `@toolmark/core` and `@toolmark/core/json-schema`.
 */
function apiModules(dir = ''): string[] {
  const path = `${docs}/api/${dir}`;
  if (!existsSync(path)) return [];
  const modules: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const module = dir ? `${dir}/${entry.name}` : entry.name;
    if (API_KINDS.some(([folder]) => folder === entry.name)) continue;
    if (existsSync(`${docs}/api/${module}/index.md`)) modules.push(module);
    modules.push(...apiModules(module));
  }
  return modules.sort();
}

const guides: DefaultTheme.SidebarItem[] = [
  { text: 'Getting started (script tag)', link: '/guides/getting-started' },
  { text: 'In a single-page app', link: '/guides/spa' },
  { text: 'React', link: '/guides/react' },
  { text: 'Vue', link: '/guides/vue' },
  { text: 'Svelte', link: '/guides/svelte' },
  { text: 'An agent in the page', link: '/guides/agent' },
  { text: 'The AI SDK', link: '/guides/ai-sdk' },
  { text: 'Agent clients (MCP)', link: '/guides/agent-clients' },
  { text: 'Calls you can follow', link: '/guides/calls' },
  { text: 'Forms', link: '/guides/forms' },
  { text: 'Wizards', link: '/guides/wizards' },
  { text: 'Publishing', link: '/guides/publishing' },
  { text: 'The security model', link: '/guides/security-model' },
  { text: 'Testing your tools', link: '/guides/testing' },
];

/** The specification, one contract file per package (its section numbers run across the files), and the decisions. */
const spec: DefaultTheme.SidebarItem[] = [
  {
    text: 'Specification',
    link: '/spec/README',
    items: [
      { text: '§1–§13 @toolmark/core', link: '/spec/core' },
      { text: '§14 @toolmark/forms', link: '/spec/forms' },
      { text: '§15 @toolmark/wizard', link: '/spec/wizard' },
      { text: '§16 @toolmark/webmcp', link: '/spec/webmcp' },
      { text: '§17 @toolmark/ui', link: '/spec/ui' },
      { text: '§18 The script tag', link: '/spec/toolmark' },
      { text: '§19 The playground', link: '/spec/playground' },
      { text: '§20 @toolmark/react', link: '/spec/react' },
      { text: '§21 @toolmark/agent', link: '/spec/agent' },
      { text: '§22 @toolmark/testing', link: '/spec/testing' },
    ],
  },
  { text: 'Decisions', link: '/decisions/README' },
];

const more: DefaultTheme.NavItemWithLink[] = [
  { text: 'Security', link: '/security' },
  { text: 'Performance', link: '/performance' },
  { text: 'Warnings', link: '/warnings/README' },
];

/** One page per development warning (`warnings/TM101.md` …), in code order. */
const warnings: DefaultTheme.SidebarItem[] = readdirSync(`${docs}/warnings`)
  .filter((file) => /^TM\d{3}\.md$/.test(file))
  .sort()
  .map((file) => ({ text: file.slice(0, -3), link: `/warnings/${file.slice(0, -3)}` }));

/** The docs site: guides, the spec and its decisions, security, performance and the generated API reference. */
export default defineConfig({
  title: 'Toolmark',
  description: "Expose a web page's capabilities as typed tools to AI agents.",
  lang: 'en',
  cleanUrls: true,
  lastUpdated: false,
  // Sample sources are included into guides with `<<<`, never rendered as pages.
  srcExclude: ['guides/samples/**'],
  // The spec is plain Markdown written for any renderer: a `<name>` in its prose is text, not a tag.
  markdown: { html: false },
  // The local search index holds the whole API reference (about 700 kB, loaded only when searching).
  vite: { build: { chunkSizeWarningLimit: 1024 } },
  themeConfig: {
    nav: [
      { text: 'Guides', link: '/guides/getting-started', activeMatch: '^/guides/' },
      { text: 'Spec', link: '/spec/README', activeMatch: '^/(spec|decisions)(/|$)' },
      ...more,
      { text: 'API', link: '/api/', activeMatch: '^/api/' },
    ],
    sidebar: {
      '/guides/': [{ text: 'Guides', items: guides }, { text: 'Reference', items: [...spec, ...more] }],
      '/spec': [{ text: 'Reference', items: spec }, { text: 'Guides', collapsed: true, items: guides }],
      '/decisions/': [{ text: 'Reference', items: spec }, { text: 'Guides', collapsed: true, items: guides }],
      '/security': [{ text: 'Security', items: [{ text: 'The security model (guide)', link: '/guides/security-model' }, ...more] }],
      '/performance': [{ text: 'Reference', items: [...spec, ...more] }],
      '/warnings/': [{ text: 'Development warnings', link: '/warnings/README', items: warnings }, { text: 'Reference', items: [...spec, ...more] }],
      '/api/': [{ text: 'API reference', link: '/api/', items: apiModules().map(apiModule) }],
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
});
