import type { Caller, ManifestEntry, Toolmark, ToolResult } from '@toolmark/core';
import { jsonSchema, type JSONSchema7, type Tool } from 'ai';
import { callOutputs } from './call-outputs.js';
import { toAiSdkToolOutput } from './tool-output.js';

/** Options of the AI SDK tools of a registry (spec §21.6). */
export interface AiSdkToolsOptions {
  /** Who the registry is told is calling; default `{ kind: 'in-page', id: 'ai-sdk' }`: the page's own agent. */
  readonly caller?: Caller;
  /** A timeout for each call, a person's confirmation included (spec §3). */
  readonly timeoutMs?: number;
}

/** An AI SDK tool of a registry: its input as the model sent it, its output the registry's redacted result. */
export type AiSdkTool = Tool<unknown, ToolResult>;

/** The caller a registry is told of when the options name none. */
const AI_SDK_CALLER: Caller = { kind: 'in-page', id: 'ai-sdk' };

/**
 * Creates the AI SDK tool of one manifest entry (spec §21.6): its description and title, its input
 * schema through the SDK's own `jsonSchema()` with no validator of the SDK's (the registry validates,
 * spec §3.2), and an `execute` that is `tm.start` with the SDK's abort signal, so the registry's
 * confirmation, permission and redaction apply as to every caller. `execute` returns a promise of the
 * result that is also the SDK's stream of outputs (`callOutputs`): a preliminary "waiting for
 * approval" output while the call waits for the person, then the result, the tool's output. It never
 * throws; `toModelOutput` maps the result for the model (spec §21.7). `metadata.toolmarkName` holds the
 * full name, which the SDK copies onto tool calls and results and never sends to the model.
 *
 * Works with `ai` 6 and 7: the tool's shape is the same in both. `execute` tells the two apart by the
 * options the SDK passes (ai 7 always passes `context`, ai 6 `experimental_context`), so that
 * `toModelOutput` writes images as ai 7's `file` parts there, not the `image-*` parts ai 7 deprecates.
 *
 * @param tm The registry.
 * @param entry The tool's manifest entry (redacted, published view).
 * @param options Caller and timeout.
 * @returns The tool.
 */
export function toAiSdkTool(tm: Pick<Toolmark, 'start'>, entry: ManifestEntry, options: AiSdkToolsOptions = {}): AiSdkTool {
  const { name } = entry;
  const caller = options.caller ?? AI_SDK_CALLER;
  let major: 6 | 7 = 6;
  return {
    ...(entry.title !== undefined && { title: entry.title }),
    description: entry.description,
    inputSchema: jsonSchema<unknown>(entry.inputSchema as JSONSchema7),
    metadata: { toolmarkName: name },
    execute: (input, sdk) => {
      if ('context' in sdk) major = 7;
      return callOutputs(
        tm.start(name, input, {
          caller,
          ...(sdk.abortSignal && { signal: sdk.abortSignal }),
          ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
        }),
      );
    },
    toModelOutput: ({ output }) => toAiSdkToolOutput(output, major),
  };
}
