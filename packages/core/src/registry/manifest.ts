import type { JsonSchema, ToolHints, ToolOrigin, WizardPlacement } from '../types';
import { compact } from '../compact';
import type { ToolRecord } from './tool-record';

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

const HINT_KEYS = ['readOnly', 'destructive', 'idempotent', 'openWorld', 'untrustedContent', 'confirm'] as const;

function manifestHints(hints: ToolHints | undefined): ManifestHints {
  const out: Record<string, unknown> = {};
  for (const key of HINT_KEYS) out[key] = hints?.[key];
  return compact(out) as ManifestHints;
}

function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value;
}

/**
 * Creates the manifest entry of a registered tool. Entries are frozen: the schemas are the registry's
 * own plain-JSON copies, shared by every reader.
 *
 * @param record The registry's record.
 * @returns The entry.
 */
export function toManifestEntry(record: ToolRecord): ManifestEntry {
  const { def } = record;
  return freezeDeep(
    compact({
      name: record.name,
      title: def.title,
      description: def.description,
      inputSchema: record.inputSchema,
      outputSchema: record.outputSchema,
      hints: manifestHints(def.hints),
      mode: def.mode || undefined,
      wizard: record.wizard,
    }) as ManifestEntry,
  );
}

/**
 * Creates the runtime facts of a registered tool.
 *
 * @param record The registry's record.
 * @param sensitivePaths The tool's sensitive paths, read now.
 * @returns The facts.
 */
export function toToolInfo(record: ToolRecord, sensitivePaths: readonly string[]): ToolInfo {
  const { def } = record;
  return compact({
    name: record.name,
    localName: def.name,
    scope: record.scope,
    title: def.title,
    description: def.description,
    origin: def.origin ?? 'code',
    nativeName: def.nativeName,
    hints: manifestHints(def.hints),
    mode: def.mode || undefined,
    wizard: record.wizard,
    sensitivePaths,
    anchors: Object.keys(def.anchors ?? {}),
  }) as ToolInfo;
}
