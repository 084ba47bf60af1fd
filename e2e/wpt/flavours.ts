// The three ways the WebMCP suite is run (issue #19): the browser's own WebMCP, Toolmark's polyfill
// alone, and the polyfill with the script tag. Shared by the server (which scripts a page gets) and
// the runner (which Chromium opens it).

/** A way of running the suite. */
export interface Flavour {
  /** What the tables call it. */
  readonly name: string;
  /** Whether Chromium runs with native WebMCP (`--enable-features=WebMCPTesting`). */
  readonly native: boolean;
  /** The bundles of `packages/toolmark/dist` every page loads first, in order. */
  readonly scripts: readonly string[];
}

/** The flavours, native first: the others are compared with it. */
export const FLAVOURS: readonly Flavour[] = [
  { name: 'native', native: true, scripts: [] },
  { name: 'polyfill', native: false, scripts: ['toolmark.polyfill.min.js'] },
  { name: 'polyfill + script tag', native: false, scripts: ['toolmark.polyfill.min.js', 'toolmark.min.js'] },
];

/**
 * The two ports of a flavour: its pages, and the "different port" origin of WPT's `get-host-info`.
 *
 * @param base The first port of the run.
 * @param index The flavour's index in {@link FLAVOURS}.
 * @returns The ports.
 */
export function flavourPorts(base: number, index: number): [number, number] {
  return [base + 2 * index, base + 2 * index + 1];
}
