import type { Toolmark } from '@toolmark/core';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { RegistryController } from './registry-controller.js';
import { whenResumed } from './when-resumed.js';

/** Why a tool's anchors are highlighted: waiting for the person (a decision, an answer), or running. */
export type SpotlightStatus = 'confirming' | 'asking' | 'running';


/** The anchors of one tool whose call waits or runs, measured in viewport coordinates. */
export interface Highlight {
  /** The tool's full name. */
  readonly name: string;
  readonly title: string;
  readonly status: SpotlightStatus;
  readonly rects: readonly DOMRect[];
}

// What a measurement found, to tell whether the next frame's differs.
function signatureOf(highlights: readonly Highlight[]): string {
  return highlights.map(({ name, status, rects }) => `${name} ${status} ${rects.map((r) => `${r.x},${r.y},${r.width},${r.height}`).join(' ')}`).join('\n');
}

/**
 * Follows the calls that wait for the person (a confirmation, a question their tool asks) or run
 * (spec §17.6) and measures their tools' anchors
 * through `tm.anchor`. The host re-renders when a call moves and, while a call waits or runs, when a
 * measurement of a frame differs from the one shown: an anchor scrolled, resized, moved, replaced,
 * or rendered only after the call started (a single-page app's view), is followed.
 */
export class SpotlightController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #registry: RegistryController;
  /** Active calls by id: the tool's name and what the call is doing. */
  readonly #calls = new Map<string, { readonly name: string; readonly status: SpotlightStatus }>();
  #frame = 0;
  #connected = false;
  /** The measurement last handed to the host. */
  #shown = '';

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The element.
   */
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    this.#registry = new RegistryController(host, (event) => {
      if (event.type === 'call:confirming' || event.type === 'call:asking' || event.type === 'call:running') {
        const { callId, name } = event;
        // `call:confirming` is 'confirming', and so on.
        this.#set(callId, name, event.type.slice(5) as SpotlightStatus);
        const tm = this.#registry.tm;
        // Running again once the person answered: the handle says so, no event does.
        if (event.type === 'call:asking' && tm) {
          whenResumed(tm, callId, () => this.#calls.has(callId) && (this.#set(callId, name, 'running'), this.#host.requestUpdate()));
        }
        return true;
      }
      if (event.type === 'call:finished') return this.#calls.delete(event.callId);
      return false;
    });
    host.addController(this);
  }

  /** The registry in use. */
  get tm(): Toolmark | undefined {
    return this.#registry.tm;
  }

  /**
   * Switches to another registry; highlights of the previous one end.
   *
   * @param tm The registry.
   */
  use(tm: Toolmark | undefined): void {
    if (tm === this.#registry.tm) return;
    this.#calls.clear();
    this.#registry.use(tm);
  }

  #set(callId: string, name: string, status: SpotlightStatus): void {
    this.#calls.set(callId, { name, status });
    this.#follow();
  }

  /**
   * Measures the anchors of every tool with a waiting or running call. A tool with several calls is
   * highlighted once, as waiting for a decision when any of them does, else for an answer.
   *
   * @returns The highlights; tools without visible anchors are left out.
   */
  highlights(): Highlight[] {
    const out = this.#measure();
    this.#shown = signatureOf(out);
    return out;
  }

  #measure(): Highlight[] {
    const tm = this.#registry.tm;
    if (!tm) return [];
    const byName = new Map<string, SpotlightStatus>();
    for (const { name, status } of this.#calls.values()) {
      // The call that most needs the person: a decision, then an answer, then none.
      const shown = byName.get(name);
      if (shown !== 'confirming' && !(shown === 'asking' && status === 'running')) byName.set(name, status);
    }
    const out: Highlight[] = [];
    for (const [name, status] of byName) {
      const rects = tm
        .anchor(name)
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 || rect.height > 0);
      if (rects.length > 0) out.push({ name, title: tm.info(name)?.title ?? name, status, rects });
    }
    return out;
  }

  hostConnected(): void {
    this.#connected = true;
    this.#follow();
  }

  hostDisconnected(): void {
    this.#connected = false;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  // One measurement per frame while a call waits or runs, none otherwise; the host re-renders only
  // when it differs from what it shows. A frame, not scroll and resize events: an anchor also moves
  // when the page's layout changes or its view renders it anew, which fires neither.
  readonly #follow = (): void => {
    if (!this.#connected || this.#calls.size === 0 || this.#frame !== 0) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      if (this.#calls.size === 0) return;
      if (signatureOf(this.#measure()) !== this.#shown) this.#host.requestUpdate();
      this.#follow();
    });
  };
}
