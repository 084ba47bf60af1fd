import type { Toolmark, ToolmarkEvent } from '@toolmark/core';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Handles one registry event; returns `false` when the host need not re-render. */
export type RegistryEventHandler = (event: ToolmarkEvent) => boolean | void;

/**
 * Connects an element to a registry (spec §17.1): subscribes to `tm` while the element is in the
 * page and asks it to re-render on each event. Every event it sees is already redacted.
 */
export class RegistryController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #onEvent: RegistryEventHandler | undefined;
  #tm: Toolmark | undefined;
  #unsubscribe: (() => void) | undefined;
  #connected = false;

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The element.
   * @param onEvent Called with each event before the host is asked to re-render.
   */
  constructor(host: ReactiveControllerHost, onEvent?: RegistryEventHandler) {
    this.#host = host;
    this.#onEvent = onEvent;
    host.addController(this);
  }

  /** The registry in use. */
  get tm(): Toolmark | undefined {
    return this.#tm;
  }

  /**
   * Switches to another registry (or none), resubscribing when the host is connected. Call it when
   * the element's `tm` is set (from its setter, so the subscription starts at once); it does not
   * request an update itself.
   *
   * @param tm The registry.
   */
  use(tm: Toolmark | undefined): void {
    if (tm === this.#tm) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#tm = tm;
    if (this.#connected) this.#subscribe();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#subscribe();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  #subscribe(): void {
    if (!this.#tm || this.#unsubscribe) return;
    this.#unsubscribe = this.#tm.subscribe((event) => {
      if (this.#onEvent?.(event) !== false) this.#host.requestUpdate();
    });
  }
}
