import type { Toolmark } from '@toolmark/core';
import { toAiSdkTool, type AiSdkTool, type AiSdkToolsOptions } from './registry-tool.js';
import { toAiSdkToolKeys } from './tool-keys.js';

/**
 * Creates the AI SDK tool set of a registry's tools as they are now (spec §21.6), from
 * `tm.manifest()`, keyed by provider-safe name (`shop.cart.add` → `shop__cart__add`). For a loop
 * whose tools change as it runs, use `createAiSdkToolSet` (spec §21.8).
 *
 * @param tm The registry.
 * @param options Caller and timeout of every call.
 * @returns The tool set, for `generateText({ tools })` or `streamText({ tools })`.
 *
 * @example
 * ```ts
 * import { toAiSdkTools } from '@toolmark/agent/ai-sdk';
 * import { createToolmark, ok } from '@toolmark/core';
 *
 * const tm = createToolmark();
 * tm.register({ name: 'cart.show', description: 'Lists the cart', hints: { readOnly: true }, run: () => ok({ items: ['mug'] }) });
 * // Provider-safe names; each `execute` is `tm.start`, so validation and confirmation still apply.
 * const tools = toAiSdkTools(tm);
 * console.log(Object.keys(tools)); // ['cart__show']
 * // const { text } = await generateText({ model: openai('gpt-4.1'), tools, prompt: 'What is in my cart?' });
 * ```
 */
export function toAiSdkTools(tm: Pick<Toolmark, 'start' | 'manifest'>, options?: AiSdkToolsOptions): Record<string, AiSdkTool> {
  return Object.fromEntries(toAiSdkToolKeys(tm.manifest()).map(([key, entry]) => [key, toAiSdkTool(tm, entry, options)]));
}
