import type { ContentBlock, ToolResult } from '@toolmark/core';
import type { Tool } from 'ai';

/** What the model reads of a tool's result: the return of a tool's `toModelOutput` (`ai` does not export its name). */
export type AiSdkToolOutput = Awaited<ReturnType<NonNullable<Tool['toModelOutput']>>>;

/** One part of a `content` tool output of the AI SDK. */
type ContentPart = Extract<AiSdkToolOutput, { type: 'content' }>['value'][number];

/**
 * Maps one block of a tool result to the AI SDK's content part: text as text, an image inline or by
 * URL, a resource as the JSON text of its description (the SDK has no resource part). An image is
 * ai 6's `image-data` / `image-url` part, or for ai 7 its `file` part (ai 7 still reads the `image-*`
 * parts but warns that they are deprecated; ai 6 has no `file` part). A URL ai 7 could not parse stays
 * an `image-url` part, as ai 7 would read it.
 *
 * @param block The block.
 * @param major The major version of `ai` the part is for.
 * @returns The part.
 */
function toContentPart(block: ContentBlock, major: 6 | 7): ContentPart {
  if (block.type === 'text') return { type: 'text', text: block.text };
  if (block.type === 'image') {
    if (major === 7) {
      const data = 'data' in block ? { type: 'data', data: block.data } : URL.canParse(block.url) && { type: 'url', url: new URL(block.url) };
      // ai 6's types, which this package is built against, have no `file` part.
      if (data) return { type: 'file', mediaType: block.mimeType ?? 'image', data } as unknown as ContentPart;
    }
    return 'data' in block ? { type: 'image-data', data: block.data, mediaType: block.mimeType } : { type: 'image-url', url: block.url };
  }
  return { type: 'text', text: JSON.stringify(block.resource) };
}

/**
 * Maps a registry's tool result to what the model reads of it (spec §21.7), the tool's
 * `toModelOutput`: a successful result's `content` (one text block as plain text, anything else as
 * content parts); a `declined` result as the SDK's `execution-denied` with the registry's message
 * as the reason; any other failure as `error-json` `{ code, message, issues? }`. The result is the
 * registry's, already redacted (spec §3.7): nothing else is read. Images are written for `ai` 6
 * unless `major` is 7 (the tools of `toAiSdkTools` tell which SDK runs them).
 *
 * @param result What `tm.call` resolved with.
 * @param major The major version of `ai` the output is for: 6 (default; ai 7 reads it too, with a
 *   deprecation warning for images) or 7.
 * @returns The tool output for the model.
 */
export function toAiSdkToolOutput(result: ToolResult, major: 6 | 7 = 6): AiSdkToolOutput {
  if (!result.isError) {
    const [first, ...rest] = result.content;
    if (!first) return { type: 'text', value: '' };
    if (first.type === 'text' && rest.length === 0) return { type: 'text', value: first.text };
    return { type: 'content', value: result.content.map((block) => toContentPart(block, major)) };
  }
  const message = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
  if (result.code === 'declined') return { type: 'execution-denied', reason: message };
  const issues = result.issues?.map(({ path, message }) => ({ path, message }));
  return { type: 'error-json', value: { code: result.code ?? 'run_failed', message, ...(issues && { issues }) } };
}
