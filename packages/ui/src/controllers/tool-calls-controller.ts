import type { Toolmark, ToolResult } from '@toolmark/core';
import type { ReactiveControllerHost } from 'lit';

/** The state of one tool in the tool list: a call under way, and the last outcome. */
export interface ToolCallState {
  readonly running: boolean;
  /** The last result, as the registry returned it (redacted, spec §3.7). */
  readonly result?: ToolResult;
  /** A field whose text could not be read, so nothing was called. */
  readonly invalid?: string;
}

const IDLE: ToolCallState = { running: false };

/**
 * Runs tools on a person's behalf for `<tm-tool-list>` (spec §17.4) through `tm.call`, with caller
 * kind `'ui'`, and keeps each tool's last outcome. Calls go through the whole pipeline, confirmation
 * included.
 */
export class ToolCallsController {
  readonly #host: ReactiveControllerHost;
  readonly #states = new Map<string, ToolCallState>();

  /**
   * Creates a controller.
   *
   * @param host The element to re-render when a call starts or ends.
   */
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /**
   * Reads where a tool's call stands.
   *
   * @param name The tool's full name.
   * @returns Its state.
   */
  state(name: string): ToolCallState {
    return this.#states.get(name) ?? IDLE;
  }

  /**
   * Marks a tool's form as unreadable: the named field holds text that does not parse.
   *
   * @param name The tool's full name.
   * @param field The field's label.
   */
  refuse(name: string, field: string): void {
    this.#states.set(name, { running: false, invalid: field });
    this.#host.requestUpdate();
  }

  /**
   * Calls a tool, unless a call of it from this list is under way.
   *
   * @param tm The registry.
   * @param name The tool's full name.
   * @param input The input read from the form.
   * @returns The result, or `undefined` when a call was under way already.
   */
  async run(tm: Toolmark, name: string, input: unknown): Promise<ToolResult | undefined> {
    if (this.state(name).running) return undefined;
    this.#states.set(name, { running: true });
    this.#host.requestUpdate();
    const result = await tm.call(name, input, { caller: { kind: 'ui' } });
    this.#states.set(name, { running: false, result });
    this.#host.requestUpdate();
    return result;
  }

  /** Forgets every outcome (another registry). */
  reset(): void {
    this.#states.clear();
  }
}
