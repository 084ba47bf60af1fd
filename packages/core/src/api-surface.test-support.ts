// The public API of each package as the TypeScript compiler sees it, held against a committed list
// (`packages/<package>/api/<entry>.api.md`): every entry of the package's `exports` (the script tag's
// script files included), each export by name and kind (value or type). A symbol added, removed,
// renamed or turned from a value into a type changes the list, so the test fails until the list is
// updated on purpose: `npx vitest run --project unit packages/<package>/src/api-surface.test.ts -u`,
// then review the diff of `api/*.api.md` like any change of the API. Each package's
// `src/api-surface.test.ts` calls `describeApiSurface`; this file is not shipped (`*.test-support.ts`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';

/** The workspace root, where tsconfig.json maps every package name to its sources. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** One entry of a package: the `exports` keys whose `types` are one source file. */
export interface ApiEntry {
  /** The package's name. */
  readonly packageName: string;
  /** The package's directory, absolute. */
  readonly packageDir: string;
  /** The `exports` keys (`.`, `./json-schema` …) whose types come from this file. */
  readonly keys: readonly string[];
  /** The source file, absolute. */
  readonly source: string;
  /** The list's file name in `api/`: `index.api.md`, `json-schema-formats.api.md` … */
  readonly listName: string;
}

/** One export of an entry: its name and what it is. */
export interface ApiExport {
  readonly name: string;
  /** `function`, `class`, `const`, `interface`, `type` …; a value and a type of one name are joined with `+`; `type-only` marks a value exported with `export type`. */
  readonly kind: string;
  /** The symbol the export resolves to, for comparing entries. */
  readonly symbol: ts.Symbol;
}

/**
 * Lists a package's entries: every `exports` key with `types` (but `./package.json`), mapped from its
 * declaration file back to the source it is built from (the package's tsconfig.build.json `outDir`
 * and `rootDir`), keys sharing one source file grouped.
 *
 * @param packageDir The package's directory, absolute.
 * @returns The entries, by source file.
 */
export function entriesOf(packageDir: string): ApiEntry[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
  const build = ts.readConfigFile(join(packageDir, 'tsconfig.build.json'), ts.sys.readFile).config as { compilerOptions: { outDir: string; rootDir: string } };
  const bySource = new Map<string, string[]>();
  for (const [key, target] of Object.entries(manifest.exports)) {
    const types = (target as { types?: string }).types;
    if (!types) continue;
    const declaration = relative(join(packageDir, build.compilerOptions.outDir), join(packageDir, types));
    const source = join(packageDir, build.compilerOptions.rootDir, declaration.replace(/\.d\.ts$/, '.ts'));
    bySource.set(source, [...(bySource.get(source) ?? []), key]);
  }
  // Named after the source: `index.api.md`, `json-schema.api.md` (json-schema/index.ts), `json-schema-formats.api.md`.
  const listName = (source: string) => `${relative(join(packageDir, build.compilerOptions.rootDir), source).replace(/\.ts$/, '').replace(/(.)\/index$/, '$1').replace(/\//g, '-')}.api.md`;
  return [...bySource].map(([source, keys]) => ({ packageName: manifest.name, packageDir, keys, source, listName: listName(source) }));
}

/**
 * Lists every package of the workspace's entries.
 *
 * @returns The entries of every package under `packages/`.
 */
export function workspaceEntries(): ApiEntry[] {
  return readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .flatMap((dirent) => entriesOf(join(ROOT, 'packages', dirent.name)));
}

/**
 * Creates one TypeScript program over some entries, with the root tsconfig.json's options, so
 * workspace packages resolve to their sources as in the tests and the typecheck.
 *
 * @param entries The entries.
 * @returns The program.
 */
export function createApiProgram(entries: readonly ApiEntry[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  return ts.createProgram({ rootNames: entries.map((entry) => entry.source), options: { ...config.options, noEmit: true } });
}

/**
 * Describes what a symbol is: its value kind (`class`, `function`, `const`, `enum`, `namespace`) and
 * type kind (`interface`, `type`), joined with `+` when a name is both.
 *
 * @param symbol The symbol an export resolves to.
 * @returns The kind.
 */
function kindOf(symbol: ts.Symbol): string {
  const flags = symbol.flags;
  const kinds: string[] = [];
  if (flags & ts.SymbolFlags.Class) kinds.push('class');
  else if (flags & ts.SymbolFlags.Function) kinds.push('function');
  else if (flags & ts.SymbolFlags.Enum) kinds.push('enum');
  else if (flags & ts.SymbolFlags.ValueModule) kinds.push('namespace');
  else if (flags & ts.SymbolFlags.Variable) {
    const declaration = symbol.valueDeclaration;
    const list = declaration && ts.isVariableDeclaration(declaration) ? declaration.parent : undefined;
    kinds.push(list && ts.isVariableDeclarationList(list) && !(list.flags & ts.NodeFlags.Const) ? 'let' : 'const');
  }
  if (flags & ts.SymbolFlags.Interface) kinds.push('interface');
  if (flags & ts.SymbolFlags.TypeAlias) kinds.push('type');
  return kinds.join('+') || 'unknown';
}

/**
 * Tells whether an export is written `export type`, which makes a class or a constant a type only.
 *
 * @param symbol The export's own symbol (before its alias is resolved).
 * @returns Whether every declaration of it is type-only.
 */
function isTypeOnly(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return declarations.length > 0 && declarations.every((declaration) => ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly));
}

/**
 * Lists an entry's exports as the compiler resolves them (`export *` followed), sorted by name.
 *
 * @param program A program holding the entry's source.
 * @param entry The entry.
 * @returns Its exports.
 */
export function exportsOf(program: ts.Program, entry: ApiEntry): ApiExport[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry.source);
  if (!file) throw new Error(`${entry.source} is not in the program`);
  const module = checker.getSymbolAtLocation(file);
  const exports = module ? checker.getExportsOfModule(module) : [];
  return exports
    .map((own) => {
      const symbol = own.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(own) : own;
      const kind = kindOf(symbol);
      return { name: own.name, kind: isTypeOnly(own) && /class|function|const|let|enum|namespace/.test(kind) ? `type-only ${kind}` : kind, symbol };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.name < b.name ? -1 : 1));
}

/**
 * Writes an entry's list as committed in `api/`: which `exports` keys it serves, then one row per export.
 *
 * @param entry The entry.
 * @param exports Its exports.
 * @returns The Markdown text.
 */
export function formatList(entry: ApiEntry, exports: readonly ApiExport[]): string {
  const specifiers = entry.keys.map((key) => `\`${key === '.' ? entry.packageName : `${entry.packageName}/${key.slice(2)}`}\``);
  const rows = exports.map((item) => `| \`${item.name}\` | ${item.kind} |`);
  return [
    `# ${specifiers.join(', ')}`,
    '',
    `The public API of \`${relative(entry.packageDir, entry.source)}\`, as \`src/api-surface.test.ts\` reads it with the TypeScript compiler. A change`,
    'here is a change of what users can import: review it, then accept it with',
    `\`npx vitest run --project unit ${relative(ROOT, entry.packageDir)}/src/api-surface.test.ts -u\`.`,
    '',
    ...(rows.length ? ['| export | kind |', '| --- | --- |', ...rows] : ['It exports nothing.']),
    '',
  ].join('\n');
}

/**
 * Tells whether two exports of one name are the same thing: one symbol, or type aliases of one type.
 *
 * @param checker The program's checker.
 * @param a One export.
 * @param b The other.
 * @returns Whether they are the same.
 */
function sameThing(checker: ts.TypeChecker, a: ApiExport, b: ApiExport): boolean {
  if (a.symbol === b.symbol) return true;
  const types = (a.symbol.flags & ts.SymbolFlags.Type) && (b.symbol.flags & ts.SymbolFlags.Type) && !(a.symbol.flags & ts.SymbolFlags.Value) && !(b.symbol.flags & ts.SymbolFlags.Value);
  if (!types) return false;
  const [x, y] = [checker.getDeclaredTypeOfSymbol(a.symbol), checker.getDeclaredTypeOfSymbol(b.symbol)];
  return x === y || (checker.isTypeAssignableTo(x, y) && checker.isTypeAssignableTo(y, x));
}

/** The framework bindings: thin glue over core, one per framework, whose like-named exports are meant to differ. */
const FRAMEWORK_BINDINGS = new Set(['@toolmark/react', '@toolmark/vue', '@toolmark/svelte']);

/**
 * Declares the surface tests of one package: each entry's exports equal its committed list, and a
 * name it shares with another entry of the workspace is the same thing there (no two shapes of one name).
 *
 * @param packageUrl `import.meta.url` of the package's test, in its `src/`.
 */
export function describeApiSurface(packageUrl: string): void {
  const packageDir = fileURLToPath(new URL('..', packageUrl));
  const own = entriesOf(packageDir);
  const all = workspaceEntries();
  let program: ts.Program;
  beforeAll(() => {
    program = createApiProgram(all);
  }, 120_000);

  describe(`the public API of ${own[0]?.packageName ?? dirname(packageDir)}`, () => {
    test.each(own.map((entry) => [entry.keys.join(', '), entry] as const))('%s exports what api/ lists', async (_, entry) => {
      await expect(formatList(entry, exportsOf(program, entry))).toMatchFileSnapshot(join(packageDir, 'api', entry.listName));
    });

    test('a name exported by two entries of the workspace is one thing, not two shapes', () => {
      const checker = program.getTypeChecker();
      // The framework bindings name one idea alike in each framework's shapes (`useTool` gives
      // values in React, refs in Vue, stores in Svelte): among themselves their names may differ.
      const binding = FRAMEWORK_BINDINGS.has(own[0]?.packageName ?? '');
      const compared = all.filter((entry) => !own.includes(entry) && !(binding && FRAMEWORK_BINDINGS.has(entry.packageName)));
      const others = compared.flatMap((entry) => exportsOf(program, entry).map((item) => ({ ...item, entry })));
      const clashes: string[] = [];
      for (const entry of own) {
        for (const item of exportsOf(program, entry)) {
          for (const other of others) {
            if (other.name === item.name && item.name !== 'default' && !sameThing(checker, item, other)) {
              clashes.push(`${item.name}: ${entry.packageName} ${entry.keys.join(', ')} and ${other.entry.packageName} ${other.entry.keys.join(', ')}`);
            }
          }
        }
      }
      expect(clashes).toEqual([]);
    });
  });
}
