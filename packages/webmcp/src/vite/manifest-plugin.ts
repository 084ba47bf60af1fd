import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createToolmark, type ManifestEntry, type ToJsonSchema } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { formats } from '@toolmark/core/json-schema/formats';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { createManifestDocument, type ManifestSite } from '../manifest/document.js';
import { createLlmsTxtSection, MANIFEST_PATH, mergeLlmsTxt } from '../manifest/llms-txt.js';
import { collectDefinitions, type ToolSource } from './collect-definitions.js';

/** Options of `toolmarkManifest` (spec §16.6). */
export interface ToolmarkManifestOptions {
  /**
   * The tools the site declares statically: a module path relative to the Vite root (loaded at build
   * time; its registry or its exported definitions are read), or the definitions or registry themselves.
   */
  readonly tools: string | ToolSource;
  /** The site: `origin`, or a `url` to take it from, and a `name`. */
  readonly site: Partial<ManifestSite> & ({ readonly origin: string } | { readonly url: string });
  /** A scope path that prefixes exported definitions, as `tm.scope(...)` would. */
  readonly scope?: string;
  /** Writes or updates `llms.txt` with a `## Tools` section; default `true`. */
  readonly llmsTxt?: boolean;
  /**
   * Describes exported definitions whose schemas have no JSON Schema of their own, such as valibot's:
   * `toJsonSchema` from `@toolmark/core/to-json-schema`, as for `createToolmark`. Tools
   * written with zod, arktype or JSON Schema need none, and the plugin then loads without valibot.
   */
  readonly toJsonSchema?: ToJsonSchema;
}

async function loadSource(tools: ToolmarkManifestOptions['tools'], config: ResolvedConfig): Promise<{ source: unknown; files: string[] }> {
  if (typeof tools !== 'string') return { source: tools, files: [] };
  const path = resolve(config.root, tools);
  const { module, dependencies } = await runnerImport<unknown>(path, { root: config.root, logLevel: 'error' });
  return { source: module, files: [path, ...dependencies] };
}

/**
 * The converter of a plugin given none: reached only by a schema that cannot describe itself (valibot's),
 * it fails the registration with `json_schema_unsupported` naming the plugin's option, where the
 * registry's own advice would name `createToolmark`.
 */
const withoutConverter: ToJsonSchema = (schema) => {
  throw (
    `cannot describe the ${schema['~standard'].vendor} input schema as JSON Schema for agents: ` +
    "pass `toJsonSchema` from '@toolmark/core/to-json-schema' to the plugin, toolmarkManifest({ …, toJsonSchema })"
  );
};

/**
 * Builds the manifest entries of the declared tools in a registry of their own, so schemas are derived
 * and names checked exactly as in the page; a definition that would not register fails the build.
 *
 * @param source What `loadSource` found.
 * @param options The plugin's `scope` and `toJsonSchema`.
 * @returns The entries, sorted by name.
 */
function manifestOf(source: unknown, { scope, toJsonSchema = withoutConverter }: ToolmarkManifestOptions): ManifestEntry[] {
  const { registries, definitions } = collectDefinitions(source);
  // With the standard formats: a build accepts every schema a page may accept.
  const tm = createToolmark({ dev: true, toJsonSchema, compileJsonSchema: (schema) => fromJsonSchema(schema, { formats }) });
  const registrar = scope ? tm.scope(scope) : tm;
  for (const definition of definitions) registrar.register(definition);
  const entries = new Map<string, ManifestEntry>();
  for (const entry of [...registries.flatMap((registry) => registry.manifest()), ...tm.manifest()]) {
    if (entries.has(entry.name)) throw new Error(`two tools are named '${entry.name}'`);
    entries.set(entry.name, entry);
  }
  return [...entries.values()];
}

/**
 * Creates a Vite plugin that writes the Toolmark manifest of the tools a site declares statically to
 * `/.well-known/toolmark.json`, and a `## Tools` section to `llms.txt` (spec §16.6), at build time.
 * An `llms.txt` in the public directory is kept; its `## Tools` section is replaced.
 *
 * @param options The tools, the site and whether to write `llms.txt`.
 * @returns The plugin.
 */
export function toolmarkManifest(options: ToolmarkManifestOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'toolmark:manifest',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      // Client builds only: an SSR build of the same app would write the files a second time.
      if (config.build.ssr || this.environment?.config.consumer === 'server') return;
      let entries: ManifestEntry[];
      try {
        const { source, files } = await loadSource(options.tools, config);
        for (const file of files) this.addWatchFile(file);
        entries = manifestOf(source, options);
      } catch (error) {
        this.error(`toolmark: reading the tools failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const document = createManifestDocument(entries, { site: options.site });
      this.emitFile({ type: 'asset', fileName: MANIFEST_PATH.slice(1), source: `${JSON.stringify(document, null, 2)}\n` });
      if (options.llmsTxt === false) return;
      const existingPath = config.publicDir ? join(config.publicDir, 'llms.txt') : undefined;
      const existing = existingPath && existsSync(existingPath) ? readFileSync(existingPath, 'utf8') : undefined;
      const title = document.site.name ?? document.site.origin;
      this.emitFile({ type: 'asset', fileName: 'llms.txt', source: mergeLlmsTxt(existing, createLlmsTxtSection(document), title) });
    },
  };
}
