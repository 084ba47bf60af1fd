import type { ManifestEntry } from '@toolmark/core';
import { decodeAnthropicToolUse, toAnthropicTool } from '@toolmark/core/providers';

/**
 * Gives each manifest entry its key in an AI SDK tool set (spec §21.6): the provider-safe name of
 * core's rule (spec §12.3, `shop.cart.add` → `shop__cart__add`), the one OpenAI and Anthropic
 * accept. The key is mapped back through core's own table of the entries' names, so an entry whose
 * shortened name collides with another's is left out, both of them, as core's decoders refuse
 * them rather than guess.
 *
 * @param entries The manifest entries (`tm.manifest()`).
 * @returns `[key, entry]` pairs, in the manifest's order.
 */
export function toAiSdkToolKeys(entries: readonly ManifestEntry[]): [key: string, entry: ManifestEntry][] {
  const keyed: [string, ManifestEntry][] = [];
  for (const entry of entries) {
    const key = toAnthropicTool(entry).name;
    const back = decodeAnthropicToolUse({ type: 'tool_use', id: '', name: key, input: {} }, entries);
    if (back.ok && back.name === entry.name) keyed.push([key, entry]);
  }
  return keyed;
}
