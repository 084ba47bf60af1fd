import type { Toolmark } from '@toolmark/core';
import type { ReactiveControllerHost } from 'lit';
import { DEFAULT_ACTIVITY_LIMIT, reduceActivity, type ActivityEntry } from '../view-models/activity-log.js';
import { RegistryController } from './registry-controller.js';

/**
 * Keeps the activity log of a registry (spec §17.5): folds each event into the log and re-renders
 * the host when the log changed. It only ever sees redacted events.
 */
export class ActivityController {
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
    this.#registry = new RegistryController(host, (event) => {
      const before = this.entries;
      this.entries = reduceActivity(before, event, this.limit);
      return this.entries !== before;
    });
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
