import { DEV } from '../dev';
import type { CallOptions, ConfirmHandler, ToolmarkOptions } from '../options';
import { callTool, type CallEnvironment, type CallTarget } from '../pipeline/call-tool';
import { resolveLimits } from '../pipeline/check-limits';
import { createLane, type Lane } from '../pipeline/lane';
import { redactPaths } from '../redact';
import type { ToolResult } from '../result';
import { findAnchor } from './anchors';
import { createEmitter, type ToolmarkListener } from './events';
import { toManifestEntry, toToolInfo, type ManifestEntry, type ToolInfo } from './manifest';
import { createRegistrar, type Registrar, type RegistryCore } from './registrar';
import type { ToolRecord } from './tool-record';

/** A registry of tools and the one way to call them (spec §2). */
export interface Toolmark extends Registrar {
  /** Calls a tool by its full name (spec §3). Never throws, never rejects. */
  call<O = unknown>(name: string, input?: unknown, options?: CallOptions): Promise<ToolResult<O>>;
  /** What agents see: one entry per tool, sorted by name (spec §5). */
  manifest(): ManifestEntry[];
  /** One tool's manifest entry, or `undefined` (spec §5.1). */
  entry(name: string): ManifestEntry | undefined;
  /** Runtime facts about a tool, or `undefined` (spec §5). */
  info(name: string): ToolInfo | undefined;
  /** The tool's `state()` with every sensitive path redacted, or `undefined` (spec §5). */
  state(name: string): unknown;
  /** The elements of a tool's anchor, or of all its anchors when `id` is left out (spec §5). */
  anchor(name: string, id?: string): Element[];
  /** Listens to the registry's events, all redacted (spec §7). Returns the function that stops listening. */
  subscribe(listener: ToolmarkListener): () => void;
  /** Installs a confirmation handler over the others (spec §3.4). Returns the function that removes it. */
  setConfirm(handler: ConfirmHandler | undefined): () => void;
}

// A sensitive path that never parses: redaction then replaces the whole value (fail closed).
const REDACT_EVERYTHING = [''];
// Shared, so that a call to a tool without sensitive paths allocates nothing for them.
const NO_PATHS: readonly string[] = /* @__PURE__ */ Object.freeze([]);

function readSensitivePaths(record: ToolRecord): readonly string[] {
  try {
    const paths: unknown = record.def.sensitivePaths?.() ?? NO_PATHS;
    return Array.isArray(paths) && paths.every((path) => typeof path === 'string') ? paths : REDACT_EVERYTHING;
  } catch {
    return REDACT_EVERYTHING;
  }
}

/**
 * Creates a Toolmark registry (spec §2).
 *
 * @param options Permission, confirmation, schema conversion and development settings.
 * @returns The registry, `tm`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createToolmark(options: ToolmarkOptions = {}): Toolmark {
  const dev = options.dev ?? DEV;
  const emitter = createEmitter();
  // Manifest entries are built once per registration or update, so manifest() stays cheap at 10,000 tools.
  const tools = new Map<string, CallTarget & { readonly entry: ManifestEntry }>();
  // Puts a record in the registry and tells listeners (tool:added, tool:changed).
  const put = (record: ToolRecord, lane: Lane, type: 'tool:added' | 'tool:changed') => {
    tools.set(record.name, { record, lane, entry: toManifestEntry(record) });
    emitter.emit({ type, name: record.name });
  };
  // Installed handlers, newest last; each restore removes its own entry, in any order.
  const installed: { readonly handler: ConfirmHandler | undefined }[] = [];
  const currentConfirm = () => (installed.length > 0 ? installed[installed.length - 1]!.handler : options.confirm);
  let callCount = 0;
  // Lanes named by `def.lane`, shared by every tool that names them (spec §8).
  const sharedLanes = new Map<string, Lane>();
  const laneFor = (record: ToolRecord): Lane => {
    const name = record.def.lane;
    if (name === undefined) return createLane();
    let lane = sharedLanes.get(name);
    if (!lane) sharedLanes.set(name, (lane = createLane()));
    return lane;
  };

  // One object serves the registrars (RegistryCore) and the pipeline (CallEnvironment).
  const core: RegistryCore & CallEnvironment = {
    dev,
    options,
    emitter,
    limits: resolveLimits(options.limits),
    has: (name) => tools.has(name),
    add: (record) => put(record, laneFor(record), 'tool:added'),
    replace(record) {
      const target = tools.get(record.name);
      if (target) put(record, record.def.lane === target.record.def.lane ? target.lane : laneFor(record), 'tool:changed');
    },
    remove(record) {
      if (tools.get(record.name)?.record !== record) return;
      tools.delete(record.name);
      emitter.emit({ type: 'tool:removed', name: record.name });
    },
    isCurrent: (record) => tools.get(record.name)?.record === record,
    entryOf: (name) => tools.get(name)?.entry,
    changed(name) {
      if (tools.has(name)) emitter.emit({ type: 'tool:changed', name });
    },
    call: (name, input, callOptions) => callTool(core, name, input, callOptions),
    resolve: (name) => tools.get(name),
    confirmHandler: currentConfirm,
    nextCallId: () => `call-${++callCount}`,
    sensitivePaths: readSensitivePaths,
  };

  const recordOf = (name: string) => tools.get(name)?.record;

  return {
    ...createRegistrar(core, ''),
    call: core.call as Toolmark['call'],
    manifest: () => Array.from(tools.values(), (target) => target.entry).sort(byName),
    entry: core.entryOf,
    info(name) {
      const record = recordOf(name);
      return record && toToolInfo(record, readSensitivePaths(record));
    },
    state(name) {
      const record = recordOf(name);
      if (!record?.def.state) return undefined;
      try {
        return redactPaths(record.def.state(), readSensitivePaths(record));
      } catch (error) {
        const message = `Reading the state of '${name}' failed: ${error instanceof Error ? error.message : String(error)}`;
        emitter.emit({ type: 'error', code: 'state_failed', message, name });
        return undefined;
      }
    },
    anchor(name, id) {
      const record = recordOf(name);
      return record ? findAnchor(record.def.anchors ?? {}, id, options.anchorRoot) : [];
    },
    subscribe: emitter.subscribe,
    setConfirm(handler) {
      const entry = { handler };
      installed.push(entry);
      return () => {
        const index = installed.indexOf(entry);
        if (index >= 0) installed.splice(index, 1);
      };
    },
  };
}

function byName(a: ManifestEntry, b: ManifestEntry): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
