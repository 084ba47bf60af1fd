import type { ManifestEntry, Toolmark } from '@toolmark/core';
import { sameEntries, watchTools } from '../watch-tools.js';
import { createManifestDocument, type ManifestDocument, type ManifestDocumentOptions } from './document.js';

/** The `type` of the script element that carries the manifest in a page (spec §16.5). */
export const MANIFEST_SCRIPT_TYPE = 'application/toolmark+json';

/**
 * Serializes a manifest document for a `<script>` element or a file: JSON with every `<` written as
 * `\u003c`, so no text inside it can close the element when the page is serialized.
 *
 * @param document The manifest document.
 * @returns The JSON text.
 */
export function serializeManifest(document: ManifestDocument): string {
  return JSON.stringify(document).replace(/</g, '\\u003c');
}

/**
 * Reads the manifest document a page carries in `<script type="application/toolmark+json">`.
 *
 * @param root Where to look; default `document`.
 * @returns The document, or `undefined` when there is none or it does not parse.
 */
export function readManifestScript(root: ParentNode = document): ManifestDocument | undefined {
  const text = root.querySelector(`script[type="${MANIFEST_SCRIPT_TYPE}"]`)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ManifestDocument;
  } catch {
    return undefined;
  }
}

/** Options of `publishManifestScript`. */
export interface ManifestScriptOptions extends Omit<ManifestDocumentOptions, 'generatedAt'> {
  /** The document whose `<head>` receives the element; default `document`. */
  readonly document?: Document;
  /** Aborting it removes the element, like `dispose()`. */
  readonly signal?: AbortSignal;
}

/** A manifest script kept in step with the registry. */
export interface ManifestScript {
  readonly element: HTMLScriptElement;
  /** Removes the element and stops following the registry; idempotent. */
  dispose(): void;
}

/**
 * Creates a `<script type="application/toolmark+json">` element in the page's head holding the
 * manifest document (spec §16.5), and rewrites it whenever tools are added, changed or removed.
 *
 * @param tm The registry.
 * @param options The site, the schema reference and the target document.
 * @returns The element, and `dispose()` that removes it.
 */
export function publishManifestScript(tm: Toolmark, options: ManifestScriptOptions = {}): ManifestScript {
  const { document: target = document, signal, ...documentOptions } = options;
  const element = target.createElement('script');
  element.type = MANIFEST_SCRIPT_TYPE;
  let written: readonly ManifestEntry[] | undefined;

  const write = () => {
    const entries = tm.manifest();
    // The same entries mean the same document.
    if (sameEntries(written, entries)) return;
    written = entries;
    element.textContent = serializeManifest(createManifestDocument(entries, documentOptions));
  };

  const watch = watchTools(tm, write);
  const dispose = () => {
    watch.dispose();
    signal?.removeEventListener('abort', dispose);
    element.remove();
  };
  write();
  target.head.append(element);
  if (signal?.aborted) dispose();
  else signal?.addEventListener('abort', dispose, { once: true });
  return { element, dispose };
}
