import { egress, NO_SECRETS } from '../egress/egress.js';
import type { ToolmarkErrorCode } from '../errors.js';
import type { ToolResult } from '../result.js';
import type { Caller, ProgressUpdate } from '../types.js';

/** The registry's events (spec §7). Every payload is redacted before it is emitted. */
export type ToolmarkEvent =
  | { readonly type: 'tool:added'; readonly name: string }
  | { readonly type: 'tool:removed'; readonly name: string }
  | { readonly type: 'tool:changed'; readonly name: string }
  | CallEvent
  | {
      readonly type: 'error';
      readonly code: ToolmarkErrorCode;
      readonly message: string;
      /** The tool's full name, when the error concerns one. */
      readonly name?: string;
    };

/** The events of one call, from `call:started` to `call:finished` (spec §7). */
export type CallEvent =
  | { readonly type: 'call:started'; readonly callId: string; readonly name: string; readonly input: unknown; readonly caller: Caller }
  | { readonly type: 'call:confirming'; readonly callId: string; readonly name: string }
  | { readonly type: 'call:running'; readonly callId: string; readonly name: string }
  /** `run` asks the person something (`ctx.ask`, spec §3.12); the call is `running` again once they answer. */
  | { readonly type: 'call:asking'; readonly callId: string; readonly name: string; readonly message: string }
  | { readonly type: 'call:progress'; readonly callId: string; readonly name: string; readonly update: ProgressUpdate }
  | {
      readonly type: 'call:finished';
      readonly callId: string;
      readonly name: string;
      readonly result: ToolResult;
      readonly durationMs: number;
    };

/** A function that receives the registry's events. */
export type ToolmarkListener = (event: ToolmarkEvent) => void;

/** A set of listeners that are called in order; one that throws does not stop the others or the caller. */
export interface Emitter {
  /** Gives every listener the event as it leaves (spec §6, §7): egressed with the call's secrets. */
  emit(event: ToolmarkEvent, secrets?: readonly string[]): void;
  /** Whether anyone listens; callers skip building (and redacting) events nobody would see. */
  active(): boolean;
  subscribe(listener: ToolmarkListener): () => void;
}

function reportListenerError(error: unknown): void {
  // Surfaces the bug like an uncaught error (window.onerror in pages) without breaking the call.
  if (typeof reportError === 'function') reportError(error);
  else queueMicrotask(() => {
    throw error;
  });
}

/**
 * Creates an event emitter.
 *
 * @returns The emitter.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createEmitter(): Emitter {
  const listeners = new Set<ToolmarkListener>();
  return {
    emit(raw, secrets = NO_SECRETS) {
      // The one way out for events: plain data, every form of a secret scrubbed. An event the final
      // check had to replace whole is not an event any more, and nobody gets it (fail closed).
      const event = egress(raw, secrets) as ToolmarkEvent;
      if (typeof event !== 'object') return;
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          reportListenerError(error);
        }
      }
    },
    active: () => listeners.size > 0,
    subscribe(listener) {
      const entry = (event: ToolmarkEvent) => listener(event);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
  };
}
