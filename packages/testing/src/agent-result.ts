// What the fake agent reads back from a call, the same whichever channel carried it (spec §22.1): the
// registry's `ToolResult`, or a WebMCP `execute` answer (MCP's `CallToolResult`, spec §16.2) read back.
import type { ContentBlock, ResultIssue, ToolResult } from '@toolmark/core';
import { collectSecrets, egress, NO_SECRETS } from '@toolmark/core/internal';

/** A line of the fake agent's transcript (spec §22.1): a look at the tool list, or one call and its answer. */
export type TranscriptEntry =
  | { readonly step: 'list'; readonly tools: readonly string[] }
  | {
      readonly step: 'call';
      readonly name: string;
      /** What the agent sent, with the tool's sensitive paths redacted (spec §6). */
      readonly input: unknown;
      /** `'ok'`, or the result's code (`invalid_input`, `declined` …; `error` for a failure without one). */
      readonly outcome: string;
      /** The result's text blocks, joined by a line break: what a model reads. */
      readonly text: string;
      readonly structuredContent?: unknown;
    };

/**
 * Reads a WebMCP `execute` answer back as a tool result: the JSON text of MCP's `CallToolResult`,
 * whose code and issues are in `_meta` (spec §16.2). Text that is not such an object is a
 * `bad_answer` failure, so a test sees what the channel answered.
 *
 * @param answer What `executeTool` resolved to.
 * @returns The tool result.
 */
export function readExecuteAnswer(answer: unknown): ToolResult {
  let parsed: unknown;
  try {
    parsed = typeof answer === 'string' ? JSON.parse(answer) : answer;
  } catch {
    parsed = undefined;
  }
  const result = parsed as { content?: unknown; structuredContent?: unknown; isError?: unknown; _meta?: Record<string, unknown> } | undefined;
  if (!result || !Array.isArray(result.content)) {
    return { content: [{ type: 'text', text: `The model context answered something that is not a tool result: ${String(answer)}` }], isError: true, code: 'bad_answer' };
  }
  const code = result._meta?.['toolmark/code'];
  const issues = result._meta?.['toolmark/issues'];
  return {
    content: result.content as ContentBlock[],
    ...(result.structuredContent === undefined ? {} : { structuredContent: result.structuredContent }),
    ...(result.isError === true ? { isError: true } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(Array.isArray(issues) ? { issues: issues as ResultIssue[] } : {}),
  };
}

/**
 * Creates the transcript line of one call, through the registry's egress (spec §6, §22.1): the input
 * redacted by the tool's sensitive paths, and every form of the values found there scrubbed from the
 * whole line, so a transcript holds plain data and never a sensitive value the agent sent.
 *
 * @param name The tool's name.
 * @param input The input sent.
 * @param sensitivePaths The tool's sensitive paths now (`tm.info(name).sensitivePaths`).
 * @param result What came back.
 * @returns The line.
 */
export function callEntry(name: string, input: unknown, sensitivePaths: readonly string[], result: ToolResult): TranscriptEntry {
  const text = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
  const line = {
    step: 'call',
    name,
    input: egress(input, NO_SECRETS, sensitivePaths),
    outcome: result.isError ? (result.code ?? 'error') : 'ok',
    text,
    ...(result.structuredContent === undefined ? {} : { structuredContent: result.structuredContent }),
  };
  return egress(line, sensitivePaths.length ? collectSecrets(input, sensitivePaths) : NO_SECRETS) as TranscriptEntry;
}
