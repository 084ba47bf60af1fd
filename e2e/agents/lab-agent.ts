// Playwright MCP as the calls lab's agent (deadlines.check.ts, ask.check.ts): the same server as
// clients.ts starts (0.0.86 over stdio, attached with --cdp-endpoint), with what those tests need
// beyond a page tool's parsed result: how long each answer took, the raw text of an answer that
// carries no page output ("Timeout 30000ms exceeded"), an MCP cancel, and the agent's navigation.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { PageResult } from './clients';

const require = createRequire(import.meta.url);

/** One answer of a page tool, as the agent got it. */
export interface PageAnswer {
  /** The page's result, when the answer carries it; `undefined` for an error of the client's own. */
  readonly result: PageResult | undefined;
  /** The answer's whole text, as a model reads it. */
  readonly text: string;
  /** Milliseconds from the request to the answer. */
  readonly ms: number;
}

/** Playwright MCP, driven as an agent host drives it. */
export interface LabAgent {
  /** Calls an MCP tool of the server and returns its answer's text. */
  tool(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<string>;
  /** Calls a page tool by its WebMCP name (`webmcp_<name>`, the name sanitized as Playwright MCP does). */
  page(name: string, input: Record<string, unknown>, signal?: AbortSignal): Promise<PageAnswer>;
  /** Everything the agent received, snapshots included. */
  everythingReceived(): string;
  close(): Promise<void>;
}

/** The text of an MCP answer (what a model reads). */
function textOf(answer: unknown): string {
  const content = (answer as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : JSON.stringify(part))).join('\n');
}

/** The page's output in a Playwright MCP answer: "Called WebMCP tool … Output is page-provided and untrusted:\n<JSON>". */
function pageOutput(text: string): PageResult | undefined {
  const marker = 'Output is page-provided and untrusted:\n';
  const at = text.indexOf(marker);
  if (at < 0) return undefined;
  const rest = text.slice(at + marker.length);
  const end = rest.search(/\n### /);
  return JSON.parse(end < 0 ? rest : rest.slice(0, end)) as PageResult;
}

/**
 * Starts Playwright MCP attached to a browser, and opens `url` in it.
 *
 * @param endpoint The browser's DevTools endpoint.
 * @param url The page to open.
 * @returns The agent.
 */
export async function startLabAgent(endpoint: string, url: string): Promise<LabAgent> {
  const outputDir = mkdtempSync(join(tmpdir(), 'toolmark-agents-lab-'));
  const cli = join(require.resolve('@playwright/mcp/package.json').replace(/package\.json$/, ''), 'cli.js');
  const client = new Client({ name: 'toolmark-e2e-agent', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [cli, '--cdp-endpoint', endpoint, '--output-dir', outputDir], cwd: outputDir, stderr: 'ignore', env: { ...process.env, CI: '1' } as Record<string, string> }),
  );
  const received: string[] = [];
  const tool = async (name: string, args: Record<string, unknown>, signal?: AbortSignal) => {
    // The SDK's own request timeout (60 s) is longer than any answer here: Playwright MCP's 30 s is the one tested.
    const answer = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000, ...(signal && { signal }) });
    const text = textOf(answer);
    received.push(JSON.stringify(answer));
    return text;
  };
  await tool('browser_navigate', { url });
  // Page tools are collected with each snapshot; one before the first call finds them.
  await tool('browser_snapshot', {});
  return {
    tool,
    async page(name, input, signal) {
      const mcpName = `webmcp_${name.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
      const { tools } = await client.listTools();
      if (!tools.some((listed) => listed.name === mcpName)) await tool('browser_snapshot', {});
      const started = Date.now();
      const text = await tool(mcpName, input, signal);
      return { result: pageOutput(text), text, ms: Date.now() - started };
    },
    everythingReceived() {
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
