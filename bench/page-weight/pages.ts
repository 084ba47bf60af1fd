/**
 * The reference pages: Toolmark's (one declarative form with and without native WebMCP, code tools
 * with one confirmation card shown, a markup wizard, the playground's static page) and the peers'
 * (the same form markup). Script tags stand at the end of the body on every generated page, after
 * the form, as the README's example has them.
 */
import type { ReadySignal } from './probe';

/** Which Chromium a page loads in. */
export type Browsing = 'native' | 'without-native';

/** One reference page. */
export interface ReferencePage {
  /** A stable id: the key of `PAGE_BUDGETS` for Toolmark's pages. */
  readonly id: string;
  /** The table's first column. */
  readonly label: string;
  readonly owner: 'toolmark' | 'peer';
  /** `native`: launched with `--enable-features=WebMCPTesting`. */
  readonly browsing: Browsing;
  /** The URL path the page is served at. */
  readonly path: string;
  /** The page's HTML, when generated here (the playground's comes from its build). */
  readonly html?: string;
  readonly ready: ReadySignal;
  /** What ready means, for the table's footnote. */
  readonly readyMeans: string;
  /** A tool the page must have once ready (a name, or a prefix ending in `.`): a page that breaks fails the run. */
  readonly expects: string;
}

/** The one declarative form every form page has: a few labelled fields. */
const FORM = `<form toolname="subscribe" tooldescription="Subscribes an email address to the newsletter">
      <label>Name <input name="name" required></label>
      <label>Email <input name="email" type="email" required></label>
      <label>Topic <select name="topic"><option>News</option><option>Offers</option></select></label>
      <label><input type="checkbox" name="weekly"> Weekly digest</label>
      <button>Subscribe</button>
    </form>`;

/** A markup wizard as in e2e/fixtures/toolmark/wizard.html (spec §15.4): two `[data-toolmark-step]` sections. */
const WIZARD = `<form id="signup" data-toolmark-description="Signs up for an account, step by step">
      <section data-toolmark-step="account">
        <h2>Account</h2>
        <label>Email <input name="email" type="email" required></label>
        <button type="button" id="next">Next</button>
      </section>
      <section data-toolmark-step="profile" hidden>
        <h2>Profile</h2>
        <label>Name <input name="name" required></label>
        <button type="submit">Finish</button>
      </section>
    </form>`;

/** Page code that registers a destructive tool on `Toolmark.tm` and calls it, so one card is shown. */
const CODE_TOOL = `<script>
      const start = (toolmark) => {
        toolmark.tm.register({
          name: 'cart.empty',
          title: 'Empty the cart',
          description: 'Removes every item from the cart',
          hints: { destructive: true },
          run: () => toolmark.ok({ emptied: true }),
        });
        toolmark.tm.call('cart.empty');
      };
      if (window.Toolmark) start(window.Toolmark);
      else document.addEventListener('toolmark:load', () => start(window.Toolmark), { once: true });
    </script>`;

/** Page code that waits for `window.Toolmark` as spec §18.4 says, and so asks for the registry. */
const ASKS = `<script type="module">
      const toolmark = window.Toolmark ?? (await new Promise((resolve) => document.addEventListener('toolmark:load', (event) => resolve(event.detail), { once: true })));
      await toolmark.ready;
    </script>`;

function html(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head>
  <body>
    ${body}
  </body>
</html>
`;
}

const script = (src: string) => `<script src="${src}"></script>`;
const toolmarkReady: ReadySignal = { kind: 'toolmark' };
const TOOLMARK_READY = '`await window.Toolmark.ready` resolved (after `toolmark:load` when the global was not there yet)';
const LISTED = '`document.modelContext.getTools()` lists the form’s tool (polled every 10 ms and on `toolchange`)';

/** Every reference page, in the table's order. */
export const REFERENCE_PAGES: readonly ReferencePage[] = [
  {
    id: 'form-tag-polyfill',
    label: 'one form: Toolmark tag + polyfill add-on, no native WebMCP',
    owner: 'toolmark',
    browsing: 'without-native',
    path: '/pages/form-tag-polyfill.html',
    html: html('tag + polyfill', `${FORM}\n    ${script('/toolmark/toolmark.polyfill.min.js')}\n    ${script('/toolmark/toolmark.min.js')}`),
    // The polyfill add-on serves the form and nothing asks for the registry (spec §18.2 step 1).
    ready: { kind: 'tool-listed', tool: 'subscribe' },
    readyMeans: LISTED,
    expects: 'subscribe',
  },
  {
    id: 'form-core-polyfill',
    label: 'one form: Toolmark core flavour + polyfill add-on, no native WebMCP',
    owner: 'toolmark',
    browsing: 'without-native',
    path: '/pages/form-core-polyfill.html',
    html: html('core + polyfill', `${FORM}\n    ${script('/toolmark/toolmark.polyfill.min.js')}\n    ${script('/toolmark/toolmark.core.min.js')}`),
    // The polyfill add-on serves the form and nothing asks for the registry (spec §18.2 step 1).
    ready: { kind: 'tool-listed', tool: 'subscribe' },
    readyMeans: LISTED,
    expects: 'subscribe',
  },
  {
    id: 'form-tag-polyfill-asked',
    label: 'one form: Toolmark tag + polyfill add-on, no native WebMCP, page code reads `window.Toolmark`',
    owner: 'toolmark',
    browsing: 'without-native',
    path: '/pages/form-tag-polyfill-asked.html',
    html: html('tag + polyfill, asked', `${FORM}\n    ${script('/toolmark/toolmark.polyfill.min.js')}\n    ${script('/toolmark/toolmark.min.js')}\n    ${ASKS}`),
    ready: toolmarkReady,
    readyMeans: TOOLMARK_READY,
    expects: 'subscribe',
  },
  {
    id: 'form-tag-native',
    label: 'one form: Toolmark tag, native WebMCP on',
    owner: 'toolmark',
    browsing: 'native',
    path: '/pages/form-tag-native.html',
    html: html('tag, native', `${FORM}\n    ${script('/toolmark/toolmark.min.js')}`),
    // The browser serves the form and nothing asks for the registry (spec §18.2 step 1): ready is
    // what an agent sees, as on the peers' pages.
    ready: { kind: 'tool-listed', tool: 'subscribe' },
    readyMeans: LISTED,
    expects: 'subscribe',
  },
  {
    id: 'form-tag-native-asked',
    label: 'one form: Toolmark tag, native WebMCP on, page code reads `window.Toolmark`',
    owner: 'toolmark',
    browsing: 'native',
    path: '/pages/form-tag-native-asked.html',
    html: html('tag, native, asked', `${FORM}\n    ${script('/toolmark/toolmark.min.js')}\n    ${ASKS}`),
    ready: toolmarkReady,
    readyMeans: TOOLMARK_READY,
    expects: 'subscribe',
  },
  {
    id: 'code-tool-card',
    label: 'code tools, one confirmation card shown: Toolmark tag, native WebMCP on',
    owner: 'toolmark',
    browsing: 'native',
    path: '/pages/code-tool-card.html',
    html: html('code tool + card', `<h1>Cart</h1>\n    ${script('/toolmark/toolmark.min.js')}\n    ${CODE_TOOL}`),
    ready: { kind: 'confirm-card' },
    readyMeans: 'a `<tm-confirm-card>` is visible (a box of non-zero size, `checkVisibility`), in the document or a shadow root, checked once a frame',
    expects: 'cart.empty',
  },
  {
    id: 'markup-wizard',
    label: 'a markup wizard: Toolmark tag, native WebMCP on',
    owner: 'toolmark',
    browsing: 'native',
    path: '/pages/markup-wizard.html',
    html: html('wizard', `${WIZARD}\n    ${script('/toolmark/toolmark.min.js')}`),
    ready: toolmarkReady,
    readyMeans: TOOLMARK_READY,
    expects: 'signup.',
  },
  {
    id: 'playground-static',
    label: 'the playground’s static page (`apps/playground/dist/static.html`), no native WebMCP',
    owner: 'toolmark',
    browsing: 'without-native',
    path: '/static.html',
    ready: toolmarkReady,
    readyMeans: TOOLMARK_READY,
    expects: 'travel.flights.search',
  },
  {
    id: 'peer-mcpb',
    label: 'peer: MCP-B polyfill (`@mcp-b/webmcp-polyfill`, declarative forms), no native WebMCP',
    owner: 'peer',
    browsing: 'without-native',
    path: '/pages/peer-mcpb.html',
    html: html('MCP-B', `${FORM}\n    ${script('/peers/mcp-b/index.iife.js')}`),
    ready: { kind: 'tool-listed', tool: 'subscribe' },
    readyMeans: LISTED,
    expects: 'subscribe',
  },
  {
    id: 'peer-mcpb-auto-validator',
    label: 'peer: MCP-B polyfill + auto-webmcp + @cfworker/json-schema, no native WebMCP',
    owner: 'peer',
    browsing: 'without-native',
    path: '/pages/peer-mcpb-auto-validator.html',
    html: html(
      'MCP-B + auto-webmcp + validator',
      `${FORM}\n    ${script('/peers/mcp-b/index.iife.js')}\n    ${script('/peers/auto-webmcp.iife.js')}\n    ${script('/peers/json-schema-validator.js')}`,
    ),
    ready: { kind: 'tool-listed', tool: 'subscribe' },
    readyMeans: LISTED,
    expects: 'subscribe',
  },
  {
    id: 'peer-auto-native',
    label: 'peer: auto-webmcp, native WebMCP on',
    owner: 'peer',
    browsing: 'native',
    path: '/pages/peer-auto-native.html',
    html: html('auto-webmcp, native', `${FORM}\n    ${script('/peers/auto-webmcp.iife.js')}`),
    ready: { kind: 'tool-listed', tool: 'subscribe' },
    readyMeans: LISTED,
    expects: 'subscribe',
  },
];

/** Pages that need auto-webmcp's copy under `bench/page-weight/peers/`: left out when it is missing. */
export const NEEDS_AUTO_WEBMCP: ReadonlySet<string> = new Set(['peer-mcpb-auto-validator', 'peer-auto-native']);
