// Two real agent clients, each an MCP server started over stdio by the MCP SDK's client, as an agent
// host starts it: Playwright MCP (its page tools are MCP tools of their own, `webmcp_<name>`) and
// Chrome DevTools MCP (`list_webmcp_tools`, `execute_webmcp_tool`). Both attach to a browser the test
// started (browser.ts). Every answer the agent receives is kept, for the secret check.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const require = createRequire(import.meta.url);

/** A page tool as an agent sees it. */
export interface ListedTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: unknown;
}

/** A tool's result as the page returned it (an MCP CallToolResult from Toolmark). */
export interface PageResult {
  readonly content?: { type: string; text?: string }[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
  readonly _meta?: Record<string, unknown>;
}

/** What the tests ask of an agent client. */
export interface AgentClient {
  readonly name: string;
  /** Opens the page in the browser. */
  open(url: string): Promise<void>;
  /** The page tools the client offers the agent, sorted by name. */
  listTools(): Promise<ListedTool[]>;
  /** Calls a page tool and returns the page's result, parsed out of the client's answer. */
  call(tool: string, input: Record<string, unknown>): Promise<PageResult>;
  /** Every answer the agent received, as text, plus whatever files the client pointed it to. */
  everythingReceived(): string;
  close(): Promise<void>;
}

/** The text of an MCP answer (what a model reads). */
function textOf(answer: unknown): string {
  const content = (answer as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : JSON.stringify(part))).join('\n');
}

/** The path of a package's bin script, run with this Node (no shell, no npx). */
function binOf(pkg: string, relative: string): string {
  return join(require.resolve(`${pkg}/package.json`).replace(/package\.json$/, ''), relative);
}

/** Starts an MCP server over stdio and connects the SDK's client to it. */
async function connect(args: string[], cwd: string): Promise<Client> {
  const client = new Client({ name: 'toolmark-e2e-agent', version: '1.0.0' });
  // stderr is the server's own log (Chrome DevTools MCP prints a disclaimer there), not an answer.
  await client.connect(new StdioClientTransport({ command: process.execPath, args, cwd, stderr: 'ignore', env: { ...process.env, CI: '1' } as Record<string, string> }));
  return client;
}

/** Bracketed notes Playwright MCP puts before a page tool's description ("[UNTRUSTED: …] [READ-ONLY] "). */
const NOTES = /^(\[[^\]]*\] )+/;

/**
 * Playwright MCP 0.0.86, attached with `--cdp-endpoint`. It collects the page's WebMCP tools with each
 * page snapshot and offers each as an MCP tool named `webmcp_<name, _ for other characters>`, its
 * WebMCP name in `annotations.title`; it announces changes with `notifications/tools/list_changed`.
 *
 * @param endpoint The browser's DevTools endpoint.
 * @returns The client.
 */
export async function playwrightMcp(endpoint: string): Promise<AgentClient> {
  // Snapshots and other output files go here, not into the working tree (the default is ./.playwright-mcp).
  const outputDir = mkdtempSync(join(tmpdir(), 'toolmark-agents-pw-'));
  const client = await connect([binOf('@playwright/mcp', 'cli.js'), '--cdp-endpoint', endpoint, '--output-dir', outputDir], outputDir);
  const received: string[] = [];
  const ask = async (name: string, args: Record<string, unknown>) => {
    const answer = await client.callTool({ name, arguments: args });
    received.push(JSON.stringify(answer));
    return answer;
  };
  const pageTools = async () => {
    const { tools } = await client.listTools();
    received.push(JSON.stringify(tools));
    return tools.filter((tool) => tool.name.startsWith('webmcp_'));
  };
  return {
    name: 'Playwright MCP',
    async open(url) {
      await ask('browser_navigate', { url });
    },
    async listTools() {
      // A fresh snapshot collects the page's current tools, as an agent's next look at the page does.
      await ask('browser_snapshot', {});
      return (await pageTools())
        .map((tool) => ({ name: String(tool.annotations?.title), description: (tool.description ?? '').replace(NOTES, ''), inputSchema: tool.inputSchema }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    async call(tool, input) {
      let listed = (await pageTools()).find((entry) => entry.annotations?.title === tool);
      if (!listed) {
        await ask('browser_snapshot', {});
        listed = (await pageTools()).find((entry) => entry.annotations?.title === tool);
      }
      if (!listed) throw new Error(`Playwright MCP offers no page tool '${tool}'`);
      const text = textOf(await ask(listed.name, input));
      // "### Result|Error\nCalled WebMCP tool "…" in <url>. Output is page-provided and untrusted:\n<JSON>"
      const marker = 'Output is page-provided and untrusted:\n';
      const at = text.indexOf(marker);
      if (at < 0) throw new Error(`Playwright MCP answered without the page's output: ${text}`);
      const rest = text.slice(at + marker.length);
      const end = rest.search(/\n### /);
      return JSON.parse(end < 0 ? rest : rest.slice(0, end)) as PageResult;
    },
    everythingReceived() {
      // The snapshots it linked to ("[Snapshot](….yml)") are answers too: an agent reads them.
      const files = readdirSync(outputDir, { recursive: true, encoding: 'utf8' })
        .map((path) => join(outputDir, path))
        .filter((path) => statSync(path).isFile());
      return [...received, ...files.map((path) => readFileSync(path, 'utf8'))].join('\n');
    },
    async close() {
      await client.close();
      rmSync(outputDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chrome DevTools MCP 1.11.0, attached with `--browserUrl`. Its WebMCP tools are behind
 * `--categoryExperimentalWebmcp`; page-scoped tools take the `pageId` that `new_page` and `list_pages`
 * report (`--pageIdRouting`, on by default).
 *
 * @param endpoint The browser's DevTools endpoint.
 * @returns The client.
 */
export async function chromeDevToolsMcp(endpoint: string): Promise<AgentClient> {
  const cwd = mkdtempSync(join(tmpdir(), 'toolmark-agents-cdt-'));
  const client = await connect(
    [binOf('chrome-devtools-mcp', 'build/src/bin/chrome-devtools-mcp.js'), '--browserUrl', endpoint, '--categoryExperimentalWebmcp', '--no-usage-statistics', '--no-performance-crux'],
    cwd,
  );
  const received: string[] = [];
  let pageId = 0;
  const ask = async (name: string, args: Record<string, unknown>) => {
    const answer = await client.callTool({ name, arguments: args });
    received.push(JSON.stringify(answer));
    if (answer.isError) throw new Error(`${name} failed: ${textOf(answer)}`);
    return textOf(answer);
  };
  return {
    name: 'Chrome DevTools MCP',
    async open(url) {
      // "## Pages\n1: about:blank\n2: <title> (<url>) [selected]"
      const pages = await ask('new_page', { url });
      pageId = Number(/^(\d+): .*\[selected\]$/m.exec(pages)?.[1]);
      if (!pageId) throw new Error(`new_page named no selected page: ${pages}`);
    },
    async listTools() {
      // '## WebMCP tools\nname="…", description="…", inputSchema={…}, annotations=…' one line a tool.
      const text = await ask('list_webmcp_tools', { pageId });
      return text
        .split('\n')
        .filter((line) => line.startsWith('name="'))
        .map((line) => {
          const schemaAt = line.indexOf(', inputSchema=');
          const annotationsAt = line.lastIndexOf(', annotations=');
          const head = line.slice(0, schemaAt);
          const nameEnd = head.indexOf('", description="');
          return {
            name: head.slice('name="'.length, nameEnd),
            description: head.slice(nameEnd + '", description="'.length, -1),
            inputSchema: JSON.parse(line.slice(schemaAt + ', inputSchema='.length, annotationsAt)) as unknown,
          };
        })
        .sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    async call(tool, input) {
      // '{ "status": "Completed", "output": <the page's result>, "error": … }'
      const answer = JSON.parse(await ask('execute_webmcp_tool', { pageId, toolName: tool, input: JSON.stringify(input) })) as { status: string; output?: PageResult; error?: unknown };
      if (answer.status !== 'Completed') throw new Error(`execute_webmcp_tool: ${answer.status} ${JSON.stringify(answer.error)}`);
      return typeof answer.output === 'string' ? (JSON.parse(answer.output) as PageResult) : answer.output!;
    },
    everythingReceived() {
      return received.join('\n');
    },
    async close() {
      await client.close();
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}
