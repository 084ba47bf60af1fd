// The checks every operation of a polyfilled model context makes first, as WebMCP's IDL and
// algorithms say: the document is fully active, it may use the `tools` feature, and the origins it
// names are secure. Errors are the document's own realm's, as a browser's are.
import { isFullyActive, reachableDocument } from './frame-tree.js';

/** A feature policy, as Chromium exposes it (`document.featurePolicy`) or as specified (`permissionsPolicy`). */
interface FeaturePolicy {
  features(): string[];
  allowsFeature(feature: string): boolean;
}

// The window of each document's realm, for documents without one of their own (one made by
// `createHTMLDocument`, a removed frame's): the polyfill that serves a frame may be another realm's
// code (cover-frames.ts), whose own `DOMException` would be the wrong global's.
const realms = new WeakMap<Document, typeof globalThis>();

/**
 * Remembers the window of a document's realm (the window whose `Document.prototype` it inherits).
 *
 * @param doc The document.
 * @param scope The window.
 */
export function rememberRealm(doc: Document, scope: typeof globalThis): void {
  realms.set(doc, scope);
}

/**
 * Makes a `DOMException` of the document's realm.
 *
 * @param doc The document.
 * @param message Its message.
 * @param name Its name.
 * @returns The exception.
 */
export function domException(doc: Document, message: string, name: string): DOMException {
  const Exception = ((doc.defaultView ?? realms.get(doc)) as (Window & { DOMException?: typeof DOMException }) | null | undefined)?.DOMException ?? DOMException;
  return new Exception(message, name);
}

/**
 * Checks that a document may use WebMCP now (spec: "fully active", the `tools` policy-controlled
 * feature, whose default allowlist is `'self'`). A browser that knows the `tools` feature answers for
 * its policy. Otherwise a cross-origin frame is refused: its script cannot read whether its `<iframe>`
 * has `allow="tools"`, so the polyfill fails closed.
 *
 * @param doc The document.
 * @throws `InvalidStateError` when it is not fully active, `NotAllowedError` when the policy denies it.
 */
export function checkDocument(doc: Document): void {
  if (!isFullyActive(doc)) throw domException(doc, 'The document is not fully active', 'InvalidStateError');
  const policy = (doc as { permissionsPolicy?: FeaturePolicy; featurePolicy?: FeaturePolicy }).permissionsPolicy ?? (doc as { featurePolicy?: FeaturePolicy }).featurePolicy;
  if (policy?.features?.().includes('tools')) {
    if (!policy.allowsFeature('tools')) throw domException(doc, "The 'tools' permissions policy does not allow WebMCP in this document", 'NotAllowedError');
    return;
  }
  const view = doc.defaultView!;
  if (view !== view.top && reachableDocument(view.parent) === undefined) {
    throw domException(doc, "WebMCP in a cross-origin frame needs the browser's own support for the 'tools' permissions policy", 'NotAllowedError');
  }
}

/**
 * Checks that a URL's origin is potentially trustworthy (secure): https, wss, file, or a loopback host.
 *
 * @param url The URL.
 * @returns Whether its origin is secure.
 */
function isSecureOrigin(url: URL): boolean {
  if (/^(https|wss|file):$/.test(url.protocol)) return true;
  return url.protocol === 'http:' && (/^127(\.\d{1,3}){3}$/.test(url.hostname) || url.hostname === '[::1]' || /(^|\.)localhost$/.test(url.hostname));
}

/**
 * Reads a list of origins (`exposedTo`, `fromOrigins`): each must be a secure origin, as the spec and
 * Chromium require.
 *
 * @param doc The document whose realm's errors are thrown.
 * @param origins The list, possibly absent.
 * @param member The list's name, for the message.
 * @returns The serialized origins.
 * @throws `SecurityError` for a value that is not a secure origin.
 */
export function readOrigins(doc: Document, origins: Iterable<unknown> | undefined, member: string): string[] {
  return [...(origins ?? [])].map((value) => {
    let url: URL | undefined;
    try {
      url = new URL(String(value));
    } catch {
      // Not a URL: refused below.
    }
    if (!url || !isSecureOrigin(url)) throw domException(doc, `Only secure origins are allowed in the ${member} list`, 'SecurityError');
    return url.origin;
  });
}
