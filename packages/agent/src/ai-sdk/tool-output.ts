import type { ContentBlock, ToolResult } from '@toolmark/core';
import type { Tool } from 'ai';

/** What the model reads of a tool's result: the return of a tool's `toModelOutput` (`ai` does not export its name). */
export type AiSdkToolOutput = Awaited<ReturnType<NonNullable<Tool['toModelOutput']>>>;

/** One part of a `content` tool output of the AI SDK. */
type ContentPart = Extract<AiSdkToolOutput, { type: 'content' }>['value'][number];

/**
 * Maps one block of a tool result to the AI SDK's content part: text as text, an image inline or by
 * URL, a resource as the JSON text of its description (the SDK has no resource part).
 *
 * @param block The block.
 * @returns The part.
 */
function toContentPart(block: ContentBlock): ContentPart {
  if (block.type === 'text') return { type: 'text', text: block.text };
  if (block.type === 'image') {
    return 'data' in block ? { type: 'image-data', data: block.data, mediaType: block.mimeType } : { type: 'image-url', url: block.url };
  }
  return { type: 'text', text: JSON.stringify(block.resource) };
}

/**
 * Maps a registry's tool result to what the model reads of it (spec §21.7), the tool's
 * `toModelOutput`: a successful result's `content` (one text block as plain text, anything else as
 * content parts); a `declined` result as the SDK's `execution-denied` with the registry's message
 * as the reason; any other failure as `error-json` `{ code, message, issues? }`. The result is the
 * registry's, already redacted (spec §3.7): nothing else is read.
 *
 * @param result What `tm.call` resolved with.
 * @returns The tool output for the model.
 */
export function toAiSdkToolOutput(result: ToolResult): AiSdkToolOutput {
  if (!result.isError) {
    const [first, ...rest] = result.content;
    if (!first) return { type: 'text', value: '' };
    if (first.type === 'text' && rest.length === 0) return { type: 'text', value: first.text };
    return { type: 'content', value: result.content.map(toContentPart) };
  }
  const message = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
  if (result.code === 'declined') return { type: 'execution-denied', reason: message };
  const issues = result.issues?.map(({ path, message }) => ({ path, message }));
  return { type: 'error-json', value: { code: result.code ?? 'run_failed', message, ...(issues && { issues }) } };
}
