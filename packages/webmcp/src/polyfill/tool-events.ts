// The events of a tool run (WebMCP's `ToolActivatedEvent` and `ToolCancelEvent`): fired at the model
// context of the document that hosts the tool, as Chromium does. Each realm has
// classes of its own, as a browser's interfaces are per window: a frame's polyfill defines its own.

/** What the events' constructors take (WebMCP's `ToolActivatedEventInit` / `ToolCancelEventInit`). */
export interface ToolEventInit extends EventInit {
  /** The name of the tool the run is of; default `''`. */
  readonly toolName?: string;
}

/** `toolactivated`: a run of one of the document's tools started (WebMCP's `ToolActivatedEvent`). */
export class ToolActivatedEvent extends Event {
  /** The name of the tool that runs. */
  readonly toolName: string;

  /**
   * Creates the event.
   *
   * @param type The event's type, `'toolactivated'` when the polyfill fires it.
   * @param init Its `toolName` (default `''`), and the usual event options.
   */
  constructor(type: string, init: ToolEventInit = {}) {
    super(type, init);
    this.toolName = String(init.toolName ?? '');
  }
}

/** `toolcancel`: a run of one of the document's tools was cancelled by its caller (WebMCP's `ToolCancelEvent`). */
export class ToolCancelEvent extends Event {
  /** The name of the tool whose run was cancelled. */
  readonly toolName: string;

  /**
   * Creates the event.
   *
   * @param type The event's type, `'toolcancel'` when the polyfill fires it.
   * @param init Its `toolName` (default `''`), and the usual event options.
   */
  constructor(type: string, init: ToolEventInit = {}) {
    super(type, init);
    this.toolName = String(init.toolName ?? '');
  }
}

/**
 * Fires a tool event at a model context, as Chromium does: neither bubbling nor cancelable.
 *
 * @param Kind The event's class.
 * @param type The event's type.
 * @param toolName The tool's name.
 * @param context The model context of the tool's document.
 */
export function fireToolEvent(Kind: typeof ToolActivatedEvent | typeof ToolCancelEvent, type: string, toolName: string, context: EventTarget): void {
  context.dispatchEvent(new Kind(type, { toolName }));
}
