import type { CallOptions } from '../options.js';
import type { ToolResult } from '../result.js';
import type { ToolDefinition } from '../types.js';
import type { ManifestEntry } from './manifest.js';

/** A registered tool (spec §2). */
export interface ToolHandle<R = unknown, O = unknown> {
  /** The full name. */
  readonly name: string;
  /** Whether the tool is in the registry: false after `dispose()`, once its signal aborted, or when registration failed in production. */
  readonly registered: boolean;
  /** The tool's manifest entry while it is registered (spec §5.1), for adapters that describe their tools. */
  readonly entry: ManifestEntry | undefined;
  /** Calls this tool through the registry's pipeline, typed by its schemas; `unknown_tool` once it is not registered. */
  call(input: R, options?: CallOptions): Promise<ToolResult<O>>;
  /** Replaces the definition, keeping the name, pending calls and the lane (unless `lane` changes); emits `tool:changed`. */
  update(def: ToolDefinition<any, O, R>): void;
  /** Tells listeners that something the tool reads live (state, sensitive paths) has changed. */
  changed(): void;
  /** Unregisters the tool (removes it from the registry); safe to call more than once. */
  dispose(): void;
}

/** Options of `register`. */
export interface RegisterOptions {
  /** Aborting it unregisters the tool, as `dispose()` does; an aborted signal registers nothing. */
  readonly signal?: AbortSignal;
  /**
   * Replaces a tool registered under the same full name instead of refusing (`duplicate_name`), as a
   * module does when it runs again (hot reload, a component mounting twice): `tool:changed`, the old
   * handle no longer registered (its `dispose()` and signal then do nothing), calls under way finish
   * with the definition they started with. Default `false`.
   */
  readonly replace?: boolean;
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
