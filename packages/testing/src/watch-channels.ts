// Everything that leaves a registry, channel by channel (spec §22.4): recorded as it leaves, so that
// `expectNoLeak` can say through which channel and where a planted secret came out.
import type { Toolmark } from '@toolmark/core';
import { readDomText, shadowRootsUnder } from './dom-text.js';

/** The channels watched (spec §22.4). */
export type LeakChannel = 'result' | 'event' | 'state' | 'manifest' | 'dom' | 'bridge' | 'webmcp' | 'transcript';

/** One thing that left through a channel. */
export interface ChannelPayload {
  readonly channel: LeakChannel;
  /** What it was: `call:finished travel.pay`, `registerTool pay`, `postMessage #3` … */
  readonly label: string;
  readonly value: unknown;
}

/** Something `postMessage` is called on: a window, a frame's window, a port. */
export interface PostMessageTarget {
  postMessage(message: unknown, ...rest: never[]): void;
}

/** A model context as far as the watch reads it: `registerTool`, and the in-page agent's `getTools` and `executeTool`. */
export interface WatchedModelContext {
  registerTool(tool: { readonly name: string; readonly execute: (...args: never[]) => unknown }, ...rest: never[]): unknown;
  getTools?(...args: never[]): unknown;
  executeTool?(...args: never[]): Promise<unknown>;
}

/** The options of `watchChannels`: the channels beyond the registry's own (spec §22.4). */
export interface WatchChannelsOptions {
  /** A document (or element) whose text, attributes, form values and open shadow roots are read as they change: confirmation cards, tool lists. */
  readonly document?: Node;
  /** Windows whose `postMessage` is recorded: the peers a bridge answers, the window it announces to. */
  readonly bridge?: readonly PostMessageTarget[];
  /** A model context whose `registerTool` descriptors, `execute` answers, `getTools` lists and `executeTool` answers are recorded; watch it before `publish`. */
  readonly modelContext?: WatchedModelContext;
  /** Fake agents whose transcripts are read (spec §22.1). */
  readonly agents?: readonly { readonly transcript: readonly unknown[] }[];
}

/** What `watchChannels` recorded; `payloads()` adds what can be read now (spec §22.4). */
export interface ChannelWatch {
  /** Everything recorded so far, then the manifest, every tool's state, the DOM and the transcripts as they are now. */
  payloads(): ChannelPayload[];
  /** Stops watching and restores every method it wrapped. */
  dispose(): void;
}

// The listed fields of a tool only: a record's `window` is not payload, and walking a window is endless.
const listed = (tool: unknown) => {
  const { name, title, description, inputSchema, annotations } = (tool ?? {}) as Record<string, unknown>;
  return { name, title, description, inputSchema, annotations };
};

/**
 * Tells whether a posted message is a client's envelope, Toolmark's (`from: 'client'`) or MCP-B's
 * (`direction: 'client-to-server'`, spec §16.7).
 *
 * @param message The message.
 * @returns Whether a client sent it.
 */
function fromClient(message: unknown): boolean {
  const envelope = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  return envelope['from'] === 'client' || envelope['direction'] === 'client-to-server';
}

/**
 * Replaces a method of an object by a wrapper, and returns the function that puts it back.
 *
 * @param target The object.
 * @param key The method's name.
 * @param wrap Makes the wrapper from the original, bound to `target`.
 * @returns The restore.
 */
function wrapMethod<T extends object>(target: T, key: string, wrap: (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown): () => void {
  const record = target as Record<string, unknown>;
  const own = Object.prototype.hasOwnProperty.call(target, key);
  const before = record[key];
  if (typeof before !== 'function') return () => {};
  record[key] = wrap((before as (...args: unknown[]) => unknown).bind(target));
  return () => {
    if (own) record[key] = before;
    else delete record[key];
  };
}

/**
 * Watches everything that leaves a registry (spec §22.4): every event (results included, as
 * `call:finished` carries them), the manifest and every tool's `tm.state()` after each change and
 * each call, and, with the options, a document's text, attributes and shadow roots (confirmation
 * cards), what is posted to bridge peers, what a model context is given and answers, and fake
 * agents' transcripts. Start it before the calls, and before `publish` for a model context.
 *
 * @param tm The registry.
 * @param options The other channels to watch.
 * @returns The watch, for `expectNoLeak`.
 */
export function watchChannels(tm: Toolmark, options: WatchChannelsOptions = {}): ChannelWatch {
  const recorded: ChannelPayload[] = [];
  const record = (channel: LeakChannel, label: string, value: unknown) => void recorded.push({ channel, label, value });
  const readStates = () => {
    for (const { name } of tm.manifest()) {
      const state = tm.state(name);
      if (state !== undefined) record('state', name, state);
    }
  };
  const undo: (() => void)[] = [];

  let lastDom = '';
  const readDom = () => {
    if (!options.document) return;
    const text = readDomText(options.document);
    const serialized = JSON.stringify(text);
    if (serialized !== lastDom) record('dom', 'document', text), (lastDom = serialized);
  };

  undo.push(
    tm.subscribe((event) => {
      record('event', 'name' in event && event.name ? `${event.type} ${event.name}` : event.type, event);
      if (event.type === 'call:finished') record('result', `${event.name} ${event.callId}`, event.result), readStates();
      if (event.type === 'tool:added' || event.type === 'tool:changed') record('manifest', event.name, tm.entry(event.name)), readStates();
      // A card shows while the call waits: read it as it appears, and once more after it rendered.
      if (event.type === 'call:confirming') readDom(), queueMicrotask(readDom);
    }),
  );

  const root = options.document;
  const Observer = (globalThis as { MutationObserver?: typeof MutationObserver }).MutationObserver;
  if (root && Observer) {
    const observed = new WeakSet<Node>();
    const observer = new Observer(() => (readDom(), observeAll()));
    const observeAll = () => {
      for (const node of [root, ...shadowRootsUnder(root)]) {
        if (observed.has(node)) continue;
        observed.add(node);
        observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
      }
    };
    observeAll();
    readDom();
    undo.push(() => observer.disconnect());
  }

  options.bridge?.forEach((target) => {
    let count = 0;
    undo.push(
      wrapMethod(target, 'postMessage', (original) => (message, ...rest) => {
        // What a peer posts (a client's request, with the arguments it chose) is not the page's to keep in.
        if (!fromClient(message)) record('bridge', `postMessage #${++count}`, message);
        return original(message, ...rest);
      }),
    );
  });

  const context = options.modelContext;
  if (context) {
    undo.push(
      wrapMethod(context, 'registerTool', (original) => (tool, ...rest) => {
        const descriptor = tool as { name: string; execute: (...args: unknown[]) => unknown };
        record('webmcp', `registerTool ${descriptor.name}`, listed(descriptor));
        const execute = async (...args: unknown[]) => {
          const answer = await descriptor.execute(...args);
          record('webmcp', `execute ${descriptor.name}`, answer);
          return answer;
        };
        return original({ ...descriptor, execute }, ...rest);
      }),
      wrapMethod(context, 'getTools', (original) => async (...args) => {
        const tools = await original(...args);
        record('webmcp', 'getTools', Array.from(tools as Iterable<unknown>, listed));
        return tools;
      }),
      wrapMethod(context, 'executeTool', (original) => async (tool, ...rest) => {
        const answer = await original(tool, ...rest);
        record('webmcp', `executeTool ${String((tool as { name?: unknown })?.name)}`, answer);
        return answer;
      }),
    );
  }

  return {
    payloads() {
      readDom();
      const now: ChannelPayload[] = [{ channel: 'manifest', label: 'tm.manifest()', value: tm.manifest() }];
      for (const { name } of tm.manifest()) now.push({ channel: 'state', label: `tm.state(${name})`, value: tm.state(name) });
      options.agents?.forEach((agent, index) => now.push({ channel: 'transcript', label: `agent #${index + 1}`, value: agent.transcript }));
      return [...recorded, ...now];
    },
    dispose() {
      for (const restore of undo.splice(0).reverse()) restore();
    },
  };
}
