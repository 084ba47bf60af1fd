import { compact } from './compact.js';
import type { ToolmarkErrorCode } from './errors.js';

/** A text block of a tool result. */
export interface TextContent {
  readonly type: 'text';
  readonly text: string;
}

/** An image block: inline base64 `data` with its `mimeType`, or a `url`. */
export type ImageContent =
  | { readonly type: 'image'; readonly data: string; readonly mimeType: string }
  | { readonly type: 'image'; readonly url: string; readonly mimeType?: string };

/** A reference to a file or other resource, with metadata (spec §4). */
export interface ResourceContent {
  readonly type: 'resource';
  readonly resource: {
    readonly uri: string;
    readonly name?: string;
    readonly title?: string;
    readonly description?: string;
    readonly mimeType?: string;
    readonly size?: number;
    /** Inline text contents, when small. */
    readonly text?: string;
  };
}

/** One block of a tool result's `content`. */
export type ContentBlock = TextContent | ImageContent | ResourceContent;

/** One validation problem: where it is (`'items[2].qty'`, `''` for the root) and what is wrong. */
export interface ResultIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * What a tool call produces (spec §4). `call` always resolves to one of these: failures are results
 * with `isError: true` and a stable `code`, never exceptions.
 */
export interface ToolResult<O = unknown> {
  readonly content: readonly ContentBlock[];
  readonly structuredContent?: O;
  readonly isError?: boolean;
  /** A stable code: one of Toolmark's (spec §9) or a tool's own. */
  readonly code?: ToolmarkErrorCode | (string & {});
  /** The validation issues behind an `invalid_input` or `invalid_output` result. */
  readonly issues?: readonly ResultIssue[];
  /**
   * The tools this call adds or removes (full names), when it changes the page (a navigation, a step):
   * publishers answer the agent once the list it reads next is the one the call left (spec §4).
   */
  readonly tools?: ToolChanges;
}

/** The tools a call adds or removes (`ToolResult.tools`). */
export interface ToolChanges {
  readonly added?: readonly string[];
  readonly removed?: readonly string[];
}

/**
 * Creates a result holding one text block.
 *
 * @param value The text.
 * @returns The result.
 */
/* @__NO_SIDE_EFFECTS__ */
export function text(value: string): ToolResult<undefined> {
  return { content: [{ type: 'text', text: value }] };
}

/**
 * Creates a successful result carrying `value` as structured content and as text for a model.
 *
 * @param value The tool's output; a string is used as the text as it is, anything else as JSON.
 * @returns The result.
 */
/* @__NO_SIDE_EFFECTS__ */
export function ok<O>(value: O): ToolResult<O>;
/* @__NO_SIDE_EFFECTS__ */
export function ok(): ToolResult<undefined>;
/* @__NO_SIDE_EFFECTS__ */
export function ok<O>(value?: O): ToolResult<O | undefined> {
  if (value === undefined) return text('OK');
  // JSON.stringify gives undefined for functions and symbols. A literal, not `{ ...text(…) }`: V8
  // gives a spread copy a map outside the transition tree, and every later read of the result (the
  // egress's check, the bridge, the caller) was several times slower on it (docs/performance.md).
  return { content: [{ type: 'text', text: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) }], structuredContent: value };
}

/**
 * Creates an error result with a stable code.
 *
 * @param code A Toolmark code (spec §9) or the tool's own, such as `'out_of_stock'`.
 * @param message What went wrong, written for a model to act on.
 * @param issues Optional validation issues.
 * @returns The error result.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fail(
  code: ToolmarkErrorCode | (string & {}),
  message: string,
  issues?: readonly ResultIssue[],
): ToolResult<never> {
  return compact({ ...text(message), isError: true, code, issues }) as ToolResult<never>;
}

/**
 * Creates a result holding one image, inline (`{ data, mimeType }`, data in base64) or by `{ url }`.
 *
 * @param source The image.
 * @returns The result.
 */
/* @__NO_SIDE_EFFECTS__ */
export function image(
  source: { readonly data: string; readonly mimeType: string } | { readonly url: string; readonly mimeType?: string },
): ToolResult<undefined> {
  return { content: [{ type: 'image', ...source }] };
}

/**
 * Tells whether a value has the shape of a `ToolResult` (an object with a `content` array of typed blocks).
 *
 * @param value What a tool's `run` returned.
 * @returns Whether it is a well-formed result.
 */
export function isToolResult(value: unknown): value is ToolResult {
  const content = (value as { content?: unknown } | null)?.content;
  return Array.isArray(content) && content.every((block: { type?: unknown } | null) => typeof block?.type === 'string');
}
