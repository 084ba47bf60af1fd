import { egress, NO_SECRETS } from '../egress/egress.js';
import type { JsonSchema, ToolDefinition, ToolHints, ToolOrigin, WizardPlacement } from '../types.js';
import { compact } from '../compact.js';
import type { ToolRecord } from './tool-record.js';

/** The hints an agent sees: plain values only (spec §5). */
export type ManifestHints = Omit<ToolHints, 'concurrencySafe'>;

/**
 * What an agent sees of one tool (spec §5): no functions, no state, no origin, no sensitive values.
 */
export interface ManifestEntry {
  /** The full name, such as `shop.cart.add`. */
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly hints: ManifestHints;
  readonly mode?: 'stepwise';
  readonly wizard?: WizardPlacement;
}

/** Runtime facts about a tool, for adapters, publishers and the UI; not for agents (spec §5). */
export interface ToolInfo {
  readonly name: string;
  readonly localName: string;
  /** The scope path, `''` at the root. */
  readonly scope: string;
  readonly title?: string;
  readonly description: string;
  readonly origin: ToolOrigin;
  readonly nativeName?: string;
  readonly hints: ManifestHints;
  readonly mode?: 'stepwise';
  readonly wizard?: WizardPlacement;
  /** The sensitive paths as they are now. */
  readonly sensitivePaths: readonly string[];
  /** The ids of the tool's anchors. */
  readonly anchors: readonly string[];
}

// The hints of spec §1.3 an entry carries, in order: all but `concurrencySafe`, which may be a function
// and concerns the page only.
const MANIFEST_HINTS = ['readOnly', 'destructive', 'consequential', 'idempotent', 'openWorld', 'untrustedContent', 'debugging', 'confirm'] as const;

// The entry is plain JSON (the registry's own copies of the schemas): no cycles to guard against.
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value) for (const child of Object.values(Object.freeze(value))) freezeDeep(child);
  return value;
}

/**
 * Creates the manifest entry of a tool as it is registered. Entries are frozen: the schemas are the
 * registry's own plain-JSON copies, shared by every reader.
 *
 * @param record The record's name, schemas and wizard placement.
 * @param def The definition.
 * @returns The entry.
 */
export function toManifestEntry(
  record: Pick<ToolRecord, 'name' | 'inputSchema' | 'outputSchema' | 'wizard'>,
  def: ToolDefinition,
): ManifestEntry {
  // Through the egress like everything else that leaves (spec §5.1, §6): plain data whatever a
  // converter or a page put in a schema or a title (a Date default, a RegExp pattern object).
  return freezeDeep(
    egress(compact({
      name: record.name,
      title: def.title,
      description: def.description,
      inputSchema: record.inputSchema,
      outputSchema: record.outputSchema,
      // The hints by name, not a copy of the object: the manifest carries only what its schema allows,
      // whatever a JavaScript page puts in `hints`.
      hints: compact(Object.fromEntries(MANIFEST_HINTS.map((key) => [key, def.hints?.[key]]))) as ManifestHints,
      mode: def.mode,
      wizard: record.wizard,
    }), NO_SECRETS) as ManifestEntry,
  );
}

/**
 * Creates the runtime facts of a registered tool: its manifest entry without the schemas, and what
 * only the page's own code needs.
 *
 * @param record The registry's record.
 * @param sensitivePaths The tool's sensitive paths, read now.
 * @returns The facts.
 */
export function toToolInfo(record: ToolRecord, sensitivePaths: readonly string[]): ToolInfo {
  const { def } = record;
  const { inputSchema, outputSchema, ...facts } = record.entry;
  return compact({
    ...facts,
    localName: def.name,
    scope: record.scope,
    origin: def.origin ?? 'code',
    nativeName: def.nativeName,
    sensitivePaths,
    anchors: Object.keys(def.anchors ?? {}),
  }) as ToolInfo;
}
