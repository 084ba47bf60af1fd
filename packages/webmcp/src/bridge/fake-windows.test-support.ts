// A small fake browser for the bridge's tests against MCP-B's own transports, which use the global
// `window`: windows of given origins, each seen from another through a proxy of its own (as a
// WindowProxy is), postMessage delivered a task later with `origin`, `source` and `isTrusted` set as
// a browser sets them, and a targetOrigin that does not match dropped.

type Listener = (event: MessageEvent) => void;

/** A window as some window holds it: `window`, `parent`, an iframe's `contentWindow`, `event.source`. */
export interface WindowProxyLike {
  readonly window: WindowProxyLike;
  /** Whether the window was closed (a popup closed, a frame removed), as any window may read of another. */
  readonly closed: boolean;
  readonly location: { readonly origin: string };
  readonly parent: WindowProxyLike;
  postMessage(data: unknown, targetOrigin: string): void;
  addEventListener(type: 'message', listener: Listener): void;
  removeEventListener(type: 'message', listener: Listener): void;
}

/** One browsing context: its origin, its listeners, its parent. */
export class FakeWindow {
  readonly listeners = new Set<Listener>();
  /** Everything delivered to this window, as posted: what a sniffer in it would see. */
  readonly delivered: { origin: string; data: unknown }[] = [];
  /** Set by `close()`: the window is gone, and nothing more reaches it. */
  closed = false;
  private readonly proxies = new Map<FakeWindow, WindowProxyLike>();

  constructor(
    readonly origin: string,
    readonly parentWindow?: FakeWindow,
  ) {}

  /** This window itself, as its own scripts see it (`window`, `globalThis`). */
  get self(): WindowProxyLike {
    return this.seenFrom(this);
  }

  /** Closes the window, as a closed popup or a removed frame: its listeners hear nothing more. */
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }

  /** This window as `from` holds it; one object per pair, so `event.source === iframe.contentWindow` holds. */
  seenFrom(from: FakeWindow): WindowProxyLike {
    const known = this.proxies.get(from);
    if (known) return known;
    const of = this;
    const proxy: WindowProxyLike = {
      get window() {
        return proxy;
      },
      get closed() {
        return of.closed;
      },
      location: { origin: of.origin },
      get parent() {
        return (of.parentWindow ?? of).seenFrom(from);
      },
      postMessage(data, targetOrigin) {
        if (of.closed || (targetOrigin !== '*' && targetOrigin !== of.origin)) return;
        const event = { data: structuredClone(data), origin: from.origin, source: from.seenFrom(of), isTrusted: true } as unknown as MessageEvent;
        setTimeout(() => {
          of.delivered.push({ origin: from.origin, data: event.data });
          of.listeners.forEach((listener) => listener(event));
        }, 0);
      },
      addEventListener: (_type, listener) => void of.listeners.add(listener),
      removeEventListener: (_type, listener) => void of.listeners.delete(listener),
    };
    this.proxies.set(from, proxy);
    return proxy;
  }
}

/** Waits for the fake browser's tasks to run. */
export const settle = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));
