import { warn } from '../dev';
import { isToolmarkError, ToolmarkError } from '../errors';
import { assertName, joinName } from '../names';
import type { CallOptions, ToolmarkOptions } from '../options';
import { fail, type ToolResult } from '../result';
import type { ToolDefinition } from '../types';
import type { Emitter } from './events';
import type { ManifestEntry } from './manifest';
import { createToolRecord, type ToolRecord } from './tool-record';

/** A registered tool (spec §2). */
export interface ToolHandle<R = unknown, O = unknown> {
  /** The full name. */
  readonly name: string;
  /** Whether the tool is in the registry: false after `unregister`, or when registration failed in production. */
  readonly registered: boolean;
  /** The tool's manifest entry while it is registered (spec §5.1), for adapters that describe their tools. */
  readonly entry: ManifestEntry | undefined;
  /** Calls this tool through the registry's pipeline, typed by its schemas; `unknown_tool` once it is not registered. */
  call(input: R, options?: CallOptions): Promise<ToolResult<O>>;
  /** Replaces the definition, keeping the name, pending calls and the lane (unless `lane` changes); emits `tool:changed`. */
  update(def: ToolDefinition<any, O, R>): void;
  /** Tells listeners that something the tool reads live (state, sensitive paths) has changed. */
  changed(): void;
  /** Removes the tool; safe to call more than once. */
  unregister(): void;
}

/** Options of `register`. */
export interface RegisterOptions {
  /** Aborting it unregisters the tool; an aborted signal registers nothing. */
  readonly signal?: AbortSignal;
}

/** Something tools are registered in: `tm` itself, or a scope of it (spec §2). */
export interface Registrar {
  /** The scope path: `''` for `tm`, `'shop.cart'` for `tm.scope('shop').scope('cart')`. */
  readonly scopePath: string;
  /** Registers a tool named `<scope path>.<name>`. */
  register<I, O, R>(def: ToolDefinition<I, O, R>, options?: RegisterOptions): ToolHandle<R, O>;
  /** A registrar whose tools are named `<scope path>.<name>.<tool>`. */
  scope(name: string): Registrar;
}

/** What a registrar needs from its registry. */
export interface RegistryCore {
  readonly dev: boolean;
  readonly options: ToolmarkOptions;
  readonly emitter: Emitter;
  has(name: string): boolean;
  add(record: ToolRecord): void;
  replace(record: ToolRecord): void;
  remove(record: ToolRecord): void;
  isCurrent(record: ToolRecord): boolean;
  entryOf(name: string): ManifestEntry | undefined;
  changed(name: string): void;
  call(name: string, input: unknown, options?: CallOptions): Promise<ToolResult>;
}

// Development throws; production reports the error as an event and leaves the registry as it was (spec §2).
function refuse(core: RegistryCore, error: unknown, name: string): void {
  const failure = isToolmarkError(error)
    ? error
    : new ToolmarkError('invalid_definition', `Tool '${name}' could not be registered: ${String(error)}`);
  if (core.dev) throw failure;
  // A tool that silently fails to register is a missing feature nobody notices: say so when no one listens.
  if (!core.emitter.active()) console.error(`[toolmark] ${failure.code}: ${failure.message}`);
  core.emitter.emit({ type: 'error', code: failure.code, message: failure.message, name });
}

function buildRecord(core: RegistryCore, def: ToolDefinition, scopePath: string): ToolRecord {
  const record = createToolRecord(def, scopePath, core.options);
  assertName(record.name, 'Full tool name');
  if (import.meta.env.DEV && core.dev && def.hints?.destructive && def.hints.confirm === 'never') {
    warn('TM101', `'${record.name}' is destructive and says confirm: 'never': agents can run it without asking anyone`);
  }
  return record;
}

/**
 * Creates the registrar of a scope path (spec §2).
 *
 * @param core The registry.
 * @param scopePath The scope path, `''` at the root.
 * @returns The registrar.
 */
export function createRegistrar(core: RegistryCore, scopePath: string): Registrar {
  return {
    scopePath,
    scope(name) {
      assertName(name, 'Scope name');
      return createRegistrar(core, joinName(scopePath, name));
    },
    register(def, options = {}) {
      const fallbackName = joinName(scopePath, String((def as { name?: unknown } | null)?.name));
      let record: ToolRecord | undefined;
      try {
        if (options.signal?.aborted) throw new ToolmarkError('invalid_definition', import.meta.env.DEV ? `Tool '${fallbackName}': its signal is already aborted` : `Tool '${fallbackName}': aborted`);
        record = buildRecord(core, def, scopePath);
        if (core.has(record.name)) {
          throw new ToolmarkError('duplicate_name', `A tool named '${record.name}' is already registered`, { name: record.name });
        }
      } catch (error) {
        refuse(core, error, record?.name ?? fallbackName);
        record = undefined;
      }
      const name = record?.name ?? fallbackName;
      if (record) core.add(record);
      // Whether this handle's own registration is the one in the registry now.
      const live = () => record !== undefined && core.isCurrent(record);
      const onAbort = () => handle.unregister();
      const handle: ToolHandle<any, any> = {
        name,
        get registered() {
          return live();
        },
        get entry() {
          return live() ? core.entryOf(name) : undefined;
        },
        // A handle whose registration failed or was removed must not reach another tool of its name.
        call: (input, callOptions) =>
          live() ? core.call(name, input, callOptions) : Promise.resolve(fail('unknown_tool', `'${name}' is not registered by this handle`)),
        update(next) {
          if (!live()) return;
          try {
            if (next.name !== record!.def.name) {
              throw new ToolmarkError('invalid_definition', import.meta.env.DEV ? `Tool '${name}': update() cannot change the name` : `Tool '${name}': renamed`, { name });
            }
            const updated = buildRecord(core, next, scopePath);
            record = updated;
            core.replace(updated);
          } catch (error) {
            refuse(core, error, name);
          }
        },
        changed() {
          if (live()) core.changed(name);
        },
        unregister() {
          options.signal?.removeEventListener('abort', onAbort);
          if (live()) core.remove(record!);
        },
      };
      if (record) options.signal?.addEventListener('abort', onAbort, { once: true });
      return handle;
    },
  };
}
