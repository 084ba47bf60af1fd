import type { Toolmark, ToolmarkEvent } from '@toolmark/core';
import type { ReactiveControllerHost } from 'lit';
import { DEFAULT_ACTIVITY_LIMIT, reduceActivity, type ActivityEntry } from '../view-models/activity-log.js';
import { RegistryController } from './registry-controller.js';
import { whenResumed } from './when-resumed.js';

/**
 * Keeps the activity log of a registry (spec §17.5): folds each event into the log and re-renders
 * the host when the log changed. It only ever sees redacted events. A call that asked the person
 * something is `running` again once its handle says so (when-resumed.ts).
 */
export class ActivityController {
  readonly #host: ReactiveControllerHost;
  readonly #registry: RegistryController;
  /** The most entries kept. */
  limit: number;
  /** The log, oldest first. */
  entries: readonly ActivityEntry[] = [];

  /**
   * Creates a controller; its registry subscription follows the host's connection.
   *
   * @param host The element.
   * @param limit The most entries to keep.
   */
  constructor(host: ReactiveControllerHost, limit = DEFAULT_ACTIVITY_LIMIT) {
    this.limit = limit;
    this.#host = host;
    this.#registry = new RegistryController(host, (event) => {
      const tm = this.#registry.tm;
      if (event.type === 'call:asking' && tm) {
        const { callId, name } = event;
        whenResumed(tm, callId, () => {
          if (this.#registry.tm === tm && this.#fold({ type: 'call:running', callId, name })) this.#host.requestUpdate();
        });
      }
      return this.#fold(event);
    });
  }

  #fold(event: ToolmarkEvent): boolean {
    const before = this.entries;
    this.entries = reduceActivity(before, event, this.limit);
    return this.entries !== before;
  }

  /** The registry in use. */
  get tm(): Toolmark | undefined {
    return this.#registry.tm;
  }

  /**
   * Switches to another registry; the log starts over.
   *
   * @param tm The registry.
   */
  use(tm: Toolmark | undefined): void {
    if (tm === this.#registry.tm) return;
    this.entries = [];
    this.#registry.use(tm);
  }

  /** Empties the log. */
  clear(): void {
    this.entries = [];
  }
}
