// The workspace's one map from package names to their TypeScript sources: the root tsconfig.json's
// `paths` (spec §11), which the tests and the dev servers read through Vite's `resolve.tsconfigPaths`.
// Read here for the code that cannot: a bundle whose entry lies outside that tsconfig (the size
// attribution) and the package check that every export is in the map.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Reads the root tsconfig.json's `paths` as Vite aliases, in the map's order (the first match wins,
 * as in TypeScript's own resolution of these exact and one-star patterns).
 *
 * @returns {{ find: RegExp, replacement: string }[]} One alias per mapped name, to an absolute path.
 */
export function sourceAliases() {
  const { config, error } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.entries(config.compilerOptions?.paths ?? {}).map(([name, [target]]) =>
    name.endsWith('/*')
      ? { find: new RegExp(`^${escape(name.slice(0, -1))}([^/]+)$`), replacement: join(ROOT, target).replace('*', '$1') }
      : { find: new RegExp(`^${escape(name)}$`), replacement: join(ROOT, target) },
  );
}

/**
 * Finds the source file the map gives a package specifier.
 *
 * @param {string} specifier Such as `@toolmark/core/json-schema`.
 * @returns {string | undefined} The absolute path, or `undefined` when the map has no entry for it.
 */
export function sourceOf(specifier) {
  const alias = sourceAliases().find(({ find }) => find.test(specifier));
  return alias && specifier.replace(alias.find, alias.replacement);
}
