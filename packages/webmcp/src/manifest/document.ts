import type { ManifestEntry, Toolmark } from '@toolmark/core';

/** The manifest format's version (spec §16.4). */
export const MANIFEST_VERSION = 1;

/** The `$id` of the manifest v1 JSON Schema, `docs/manifest.schema.json`, written as `$schema`. */
export const MANIFEST_SCHEMA_URL = 'urn:toolmark:manifest:1';

/** The site a manifest describes. */
export interface ManifestSite {
  /** The origin whose pages serve the tools, such as `https://shop.example`. */
  readonly origin: string;
  readonly name?: string;
  /** The page or entry point the tools live on. */
  readonly url?: string;
}

/** A tool of the manifest document: the registry's manifest entry (with `mode` and `wizard` for wizard tools). */
export type ManifestDocumentTool = ManifestEntry;

/** Toolmark manifest v1 (spec §16.4), validated by `docs/manifest.schema.json`. */
export interface ManifestDocument {
  readonly $schema?: string;
  readonly toolmark: typeof MANIFEST_VERSION;
  readonly site: ManifestSite;
  /** When it was made, as an ISO 8601 date-time. */
  readonly generatedAt: string;
  /** Sorted by name. */
  readonly tools: readonly ManifestDocumentTool[];
}

/** Options of `createManifestDocument`. */
export interface ManifestDocumentOptions {
  /** The site; `origin` defaults to the origin of `url`, else `location.origin`. */
  readonly site?: Partial<ManifestSite>;
  /** Default: now. */
  readonly generatedAt?: Date | string;
  /** The `$schema` to write; `false` leaves it out; default `'urn:toolmark:manifest:1'`, the `$id` of manifest v1's JSON Schema. */
  readonly schema?: string | false;
}

function siteOf(site: Partial<ManifestSite> = {}): ManifestSite {
  const raw = site.origin ?? (site.url !== undefined ? new URL(site.url).origin : globalThis.location?.origin);
  if (raw === undefined || raw === 'null') {
    throw new TypeError('createManifestDocument: give site.origin or site.url when there is no page origin');
  }
  return {
    origin: new URL(raw).origin,
    ...(site.name !== undefined && { name: site.name }),
    ...(site.url !== undefined && { url: site.url }),
  };
}

/**
 * Creates a Toolmark manifest v1 document (spec §16.4) from a registry or from its manifest entries.
 *
 * @param source The registry, or entries from `tm.manifest()`.
 * @param options The site, the time and the schema reference.
 * @returns The document, ready for `JSON.stringify`.
 */
export function createManifestDocument(source: Toolmark | readonly ManifestEntry[], options: ManifestDocumentOptions = {}): ManifestDocument {
  const entries = 'manifest' in source ? source.manifest() : [...source].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const generatedAt = options.generatedAt ?? new Date();
  const schema = options.schema ?? MANIFEST_SCHEMA_URL;
  return {
    ...(schema !== false && { $schema: schema }),
    toolmark: MANIFEST_VERSION,
    site: siteOf(options.site),
    generatedAt: typeof generatedAt === 'string' ? generatedAt : generatedAt.toISOString(),
    tools: entries,
  };
}
