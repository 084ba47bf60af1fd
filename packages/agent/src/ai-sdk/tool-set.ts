import type { ManifestEntry, Toolmark } from '@toolmark/core';
import { toAiSdkTool, type AiSdkTool, type AiSdkToolsOptions } from './registry-tool.js';
import { toAiSdkToolKeys } from './tool-keys.js';

/** A registry's AI SDK tools that follow the registry from step to step (spec §21.8). */
export interface AiSdkToolSet {
  /** The tools, for `generateText({ tools })`: kept in step with the registry by `prepareStep`. */
  readonly tools: Record<string, AiSdkTool>;
  /**
   * For `prepareStep`: brings `tools` up to date with the registry and answers the keys of the tools
   * registered now as `activeTools`, so each step offers the model what the page has then.
   */
  readonly prepareStep: () => { activeTools: string[] };
}

/**
 * Creates a registry's AI SDK tool set that follows the registry between steps (spec §21.8). Before
 * each step, `prepareStep` adds the tools registered since (the SDK reads `tools` at every step),
 * rebuilds those registered anew, and answers `activeTools` with the ones registered now: a tool a
 * call removed (a route change) is no longer offered, and one it added is. A removed tool's key stays
 * in `tools`, outside `activeTools`, so earlier results still map; calling it answers `unknown_tool`.
 *
 * @param tm The registry.
 * @param options Caller and timeout of every call.
 * @returns The tool set and its `prepareStep`.
 */
export function createAiSdkToolSet(tm: Pick<Toolmark, 'start' | 'manifest'>, options?: AiSdkToolsOptions): AiSdkToolSet {
  const tools: Record<string, AiSdkTool> = {};
  // The entry each key's tool was made from: manifest entries are frozen, one per registration.
  const madeFrom = new Map<string, ManifestEntry>();
  const update = (): string[] =>
    toAiSdkToolKeys(tm.manifest()).map(([key, entry]) => {
      if (madeFrom.get(key) !== entry) {
        tools[key] = toAiSdkTool(tm, entry, options);
        madeFrom.set(key, entry);
      }
      return key;
    });
  update();
  return { tools, prepareStep: () => ({ activeTools: update() }) };
}
