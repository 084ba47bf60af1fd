import type { ToolDefinition, Toolmark } from '@toolmark/core';

/** What a tools module may export, or what the plugin may be given: definitions, or a registry. */
export type ToolSource = Toolmark | ToolDefinition | readonly ToolDefinition[] | Readonly<Record<string, unknown>>;

function isToolmark(value: unknown): value is Toolmark {
  return typeof value === 'object' && value !== null && typeof (value as Toolmark).manifest === 'function' && typeof (value as Toolmark).register === 'function';
}

function isDefinition(value: unknown): value is ToolDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ToolDefinition>;
  return typeof candidate.name === 'string' && typeof candidate.description === 'string' && typeof candidate.run === 'function';
}

/**
 * Collects the tools a module declares statically: a registry it exports (`export default tm`), or
 * the tool definitions among its exports (`export const add = defineTool(…)`), arrays included.
 *
 * @param source A module namespace, a registry, a definition or an array of them.
 * @returns The registries and the definitions found.
 */
export function collectDefinitions(source: unknown): { registries: Toolmark[]; definitions: ToolDefinition[] } {
  const registries: Toolmark[] = [];
  const definitions: ToolDefinition[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (seen.has(value)) return;
    seen.add(value);
    if (isToolmark(value)) registries.push(value);
    else if (isDefinition(value)) definitions.push(value);
    else if (Array.isArray(value)) for (const item of value) visit(item, depth);
    // A module namespace, or an object of definitions; one level only, so a definition's fields are never read as tools.
    else if (depth === 0 && typeof value === 'object' && value !== null) for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(source, 0);
  return { registries, definitions };
}
