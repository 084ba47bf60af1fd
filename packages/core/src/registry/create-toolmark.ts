import { DEV, warn } from '../dev.js';
import { describeError, ToolmarkError, toolError, type ToolmarkErrorCode } from '../errors.js';
import { assertName, joinName } from '../names.js';
import type { AskHandler, CallOptions, ConfirmHandler, ToolmarkOptions } from '../options.js';
import type { CallHandle } from '../pipeline/call-handle.js';
import { startCall, type CallEnvironment, type CallTarget } from '../pipeline/call-tool.js';
import { planSteps } from '../pipeline/plan-steps.js';
import { DEFAULT_LIMITS } from '../pipeline/snapshot-input.js';
import { createLane, type Lane } from '../pipeline/lane.js';
import { collectSecrets } from '../egress/collect-secrets.js';
import { egress, NO_SECRETS } from '../egress/egress.js';
import { fail, type ToolResult } from '../result.js';
import { findAnchor } from './anchors.js';
import { createEmitter, type ToolmarkListener } from './events.js';
import { toToolInfo, type ManifestEntry, type ToolInfo } from './manifest.js';
import type { Registrar, ToolHandle } from './registrar.js';
import { openHotModule } from './hot-module.js';
import { createToolRecord, registrationError, sensitivePathsOf, type ToolRecord } from './tool-record.js';

/** A registry of tools and the one way to call them (spec §2). */
export interface Toolmark extends Registrar {
  /**
   * Calls a tool by its full name (spec §3) and resolves to what the caller is answered: the result,
   * or with `deadlineMs` a `pending` result when the call is still under way then (spec §3.11).
   * `start(name, input, options).reply`. Never throws, never rejects.
   */
  call<O = unknown>(name: string, input?: unknown, options?: CallOptions): Promise<ToolResult<O>>;
  /**
   * Starts a call (spec §3.10) and returns its handle at once: its id, its phase and progress as they
   * change, its `result`, and `abort()`. Never throws.
   */
  start(name: string, input?: unknown, options?: CallOptions): CallHandle;
  /** The calls under way, in the order they started (spec §3.10). */
  calls(): CallHandle[];
  /**
   * A call by its id: one under way, or one that answered `pending` (spec §3.11) and settled since,
   * kept for ten minutes. `undefined` for any other.
   */
  findCall(callId: string): CallHandle | undefined;
  /**
   * Records a run of a tool that was made outside the registry, such as a declarative form the
   * browser serves itself (spec §3.9): nothing is validated, confirmed or run, but the run is reported
   * as any call is, `call:started` and `call:running` at once and `call:finished` with what `ran`
   * resolves to, so the registry's listeners (the activity log, the spotlight) see it. Aborting
   * `options.signal` ends it as `aborted`. Never throws, never rejects.
   */
  recordRun<O = unknown>(name: string, ran: PromiseLike<ToolResult<O>>, options?: CallOptions): Promise<ToolResult<O>>;
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
  /** Installs an ask handler over the others (spec §3.12). Returns the function that removes it. */
  setAsk(handler: AskHandler | undefined): () => void;
}

/**
 * Creates a Toolmark registry (spec §2).
 *
 * @param options Permission, confirmation, schema conversion and development settings.
 * @returns The registry, `tm`.
 *
 * @example
 * ```ts
 * import { createToolmark, ok } from '@toolmark/core';
 * import { toJsonSchema } from '@toolmark/core/to-json-schema';
 * import * as v from 'valibot';
 *
 * const tm = createToolmark({ toJsonSchema });
 * tm.scope('shop').register({
 *   name: 'cart.add',
 *   description: 'Adds a product to the cart',
 *   input: v.object({ sku: v.string(), qty: v.optional(v.number(), 1) }),
 *   run: ({ sku, qty }) => ok({ sku, qty }),
 * });
 * const result = await tm.call('shop.cart.add', { sku: 'TM-MUG' });
 * console.log(result.structuredContent); // { sku: 'TM-MUG', qty: 1 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function createToolmark(options: ToolmarkOptions = {}): Toolmark {
  const dev = options.dev ?? DEV;
  const emitter = createEmitter();
  const tools = new Map<string, CallTarget>();
  // Lanes named by `def.lane`, shared by every tool that names them (spec §8).
  const sharedLanes = new Map<string, Lane>();
  // `options.confirm`, then the installed handlers, newest last; each restore removes its own entry, in any order.
  const handlers = new Set<{ readonly handler: ConfirmHandler | undefined }>([{ handler: options.confirm }]);
  const askers = new Set<{ readonly handler: AskHandler | undefined }>([{ handler: options.ask }]);
  // Each restore removes its own entry, in any order.
  const install = <H>(set: Set<{ readonly handler: H | undefined }>, handler: H | undefined) => {
    const entry = { handler };
    set.add(entry);
    return () => void set.delete(entry);
  };

  // Puts a record in the registry and tells listeners. An update keeps its lane unless `lane` changes.
  const put = (record: ToolRecord, type: 'tool:added' | 'tool:changed') => {
    const current = tools.get(record.name);
    const name = record.def.lane;
    let lane = current && name === current.record.def.lane ? current.lane : name === undefined ? createLane() : sharedLanes.get(name);
    if (!lane) sharedLanes.set(name!, (lane = createLane()));
    tools.set(record.name, { record, lane, steps: planSteps(record, env) });
    emitter.emit({ type, name: record.name });
  };
  const recordOf = (name: string) => tools.get(name)?.record;

  const env: CallEnvironment = {
    dev,
    options,
    emitter,
    // Completed once, so calls need not.
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    tools,
    handlers,
    askers,
    inFlight: new Map(),
    kept: new Map(),
    calls: 0,
  };
  // `ran` is the recorded runs' own (`recordRun`): never a call's.
  const start = startCall.bind(undefined, env, undefined);
  const call = (name: string, input?: unknown, callOptions?: CallOptions) => start(name, input, callOptions).reply;

  const report = (code: ToolmarkErrorCode, message: string, name: string) => emitter.emit({ type: 'error', code, message, name });
  // Development throws; production reports the error as an event and leaves the registry as it was
  // (spec §2.5), except `json_schema_unsupported`, which throws in every build: a registry set
  // up without the converter or compiler its tools need is the code's fault, never the data's, and a
  // tool that is missing in production only would go unnoticed.
  const refuse = (error: unknown, name: string) => {
    const failure = registrationError(error, 'invalid_definition', name);
    if (dev || failure.code === 'json_schema_unsupported') throw failure;
    // A tool that silently fails to register is a missing feature nobody notices: say so when no one listens.
    if (!emitter.active()) console.error(`[toolmark] ${failure.code}: ${failure.message}`);
    report(failure.code, failure.message, name);
  };

  const registrar = (scopePath: string): Registrar => ({
    scopePath,
    scope(name) {
      assertName(name);
      return registrar(joinName(scopePath, name));
    },
    register(def, { signal, replace } = {}) {
      // A module under hot reload (development builds only): collected, and replacing its old tools.
      const hot = import.meta.env.DEV ? openHotModule() : undefined;
      if (import.meta.env.DEV) replace ||= hot?.replace;
      let name = joinName(scopePath, String((def as { name?: unknown } | null)?.name));
      // `null` once refused, so that it never equals the record of a name that is not registered.
      let record: ToolRecord | null = null;
      try {
        if (signal?.aborted) {
          throw toolError('invalid_definition', name, import.meta.env.DEV ? 'its signal is already aborted' : 'aborted');
        }
        record = createToolRecord(def, scopePath, options);
        name = record.name;
        const taken = tools.has(name);
        if (taken && !replace) {
          throw import.meta.env.DEV
            ? new ToolmarkError('duplicate_name', `A tool named '${name}' is already registered`, { name })
            : toolError('duplicate_name', name, 'already registered');
        }
        // A replacement is a change of the tool, as `update` is: the previous handle stops being live.
        put(record, taken ? 'tool:changed' : 'tool:added');
      } catch (error) {
        record = null;
        refuse(error, name);
      }
      // Whether this handle's own registration is the one in the registry now.
      const live = () => recordOf(name) === record;
      const handle: ToolHandle<any, any> = {
        name,
        get registered() {
          return live();
        },
        get entry() {
          return live() ? record!.entry : undefined;
        },
        // A handle whose registration failed or was removed must not reach another tool of its name.
        // It answers as the registry does for an unknown name, in every build; development tells the
        // page's developer why (TM104).
        call: async (input, callOptions) => {
          if (live()) return call(name, input, callOptions);
          if (import.meta.env.DEV && dev) {
            warn('TM104', `'${name}' was called through a handle that is not registered (its registration failed, or the tool was removed since): the call fails as an unknown tool`);
          }
          return fail('unknown_tool', `Unknown tool '${name}'`);
        },
        update(next) {
          if (!live()) return;
          try {
            if (next.name !== record!.def.name) {
              throw toolError('invalid_definition', name, import.meta.env.DEV ? 'update() cannot change the name' : 'renamed');
            }
            put((record = createToolRecord(next, scopePath, options)), 'tool:changed');
          } catch (error) {
            refuse(error, name);
          }
        },
        changed() {
          if (live()) emitter.emit({ type: 'tool:changed', name });
        },
        dispose: () => {
          signal?.removeEventListener('abort', handle.dispose);
          if (!live()) return;
          tools.delete(name);
          emitter.emit({ type: 'tool:removed', name });
        },
      };
      if (record) signal?.addEventListener('abort', handle.dispose);
      if (import.meta.env.DEV) hot?.handles.push(handle);
      return handle;
    },
  });

  return {
    ...registrar(''),
    call: call as Toolmark['call'],
    start,
    calls: () => [...env.inFlight.values()],
    findCall: (callId) => env.inFlight.get(callId) ?? env.kept.get(callId),
    recordRun: (name, ran, options) => startCall(env, ran, name, undefined, options).result as Promise<ToolResult<any>>,
    manifest: () => Array.from(tools.values(), (target) => target.record.entry).sort((a, b) => (a.name < b.name ? -1 : 1)),
    entry: (name) => recordOf(name)?.entry,
    info(name) {
      const record = recordOf(name);
      return record && toToolInfo(record, sensitivePathsOf(record));
    },
    state(name) {
      const record = recordOf(name);
      if (!record?.def.state) return undefined;
      try {
        // Egressed like a result (spec §5.3, §6): the values at the paths redacted, and scrubbed wherever else they are.
        const state: unknown = record.def.state();
        const paths = sensitivePathsOf(record);
        return egress(state, paths.length ? collectSecrets(state, paths) : NO_SECRETS, paths);
      } catch (error) {
        report('state_failed', `Reading the state of '${name}' failed: ${describeError(error)}`, name);
        return undefined;
      }
    },
    // An unknown tool has no anchors.
    anchor: (name, id) => findAnchor(recordOf(name)?.def.anchors ?? {}, id, options.anchorRoot),
    subscribe: emitter.subscribe,
    setConfirm: (handler) => install(handlers, handler),
    setAsk: (handler) => install(askers, handler),
  };
}
