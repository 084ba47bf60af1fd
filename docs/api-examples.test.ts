// @vitest-environment happy-dom
// Every main API page's example (issue #37): read from the `@example` of its main export's TSDoc,
// type-checked against the workspace's sources (the root tsconfig's `paths`), then run here, its
// `console.log(…); // value` comments checked as the guides' samples are (sample-runner.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { promisedLogs } from './guides/sample-runner.ts';

// Paths, not `new URL(…, import.meta.url)`: Vite rewrites those into served URLs.
const ROOT = join(import.meta.dirname, '..');

/**
 * How an example runs here (happy-dom):
 * - `run`: as it is.
 * - `stub`: against a stand-in the runner provides (`STUBS`), for what the page would reach outside itself.
 * - `type-check`: type-checked only; why, in `why`.
 */
type Mode = { readonly mode: 'run' } | { readonly mode: 'stub' } | { readonly mode: 'type-check'; readonly why: string };

/** The main export of each main API page: its page (entry point), source file and name. */
const MAIN_EXPORTS: readonly ({ readonly page: string; readonly file: string; readonly name: string } & Mode)[] = [
  { page: '@toolmark/core', file: 'packages/core/src/registry/create-toolmark.ts', name: 'createToolmark', mode: 'run' },
  { page: '@toolmark/core', file: 'packages/core/src/define-tool.ts', name: 'defineTool', mode: 'run' },
  { page: '@toolmark/core/json-schema', file: 'packages/core/src/json-schema/from-json-schema.ts', name: 'fromJsonSchema', mode: 'run' },
  { page: '@toolmark/forms', file: 'packages/forms/src/scan/scan-forms.ts', name: 'scanForms', mode: 'run' },
  { page: '@toolmark/wizard', file: 'packages/wizard/src/register-wizard.ts', name: 'registerWizard', mode: 'run' },
  // Native WebMCP is a browser's: the example installs Toolmark's polyfill where there is none, as here.
  { page: '@toolmark/webmcp', file: 'packages/webmcp/src/publish.ts', name: 'publish', mode: 'run' },
  {
    page: '@toolmark/webmcp/client',
    file: 'packages/webmcp/src/client/post-message-transport.ts',
    name: 'createPostMessageClientTransport',
    mode: 'type-check',
    why: 'it talks to a bridge in another window (an iframe); happy-dom has no second window (docs/guides/publishing.test.ts runs the bridge round trip)',
  },
  { page: '@toolmark/ui', file: 'packages/ui/src/confirm-with.ts', name: 'confirmWith', mode: 'run' },
  { page: '@toolmark/react', file: 'packages/react/src/use-tool.ts', name: 'useTool', mode: 'run' },
  { page: '@toolmark/vue', file: 'packages/vue/src/use-tool.ts', name: 'useTool', mode: 'run' },
  {
    page: '@toolmark/svelte',
    file: 'packages/svelte/src/use-tool.ts',
    name: 'useTool',
    mode: 'type-check',
    why: "it belongs in a component's <script>, which needs Svelte's compiler (docs/guides/svelte.test.ts compiles and mounts the guide's)",
  },
  // The model server is a stand-in that answers in words (STUBS.runAgent).
  { page: '@toolmark/agent', file: 'packages/agent/src/run-agent.ts', name: 'runAgent', mode: 'stub' },
  { page: '@toolmark/agent/ai-sdk', file: 'packages/agent/src/ai-sdk/to-ai-sdk-tools.ts', name: 'toAiSdkTools', mode: 'run' },
  { page: '@toolmark/testing', file: 'packages/testing/src/fake-agent.ts', name: 'createFakeAgent', mode: 'run' },
];

/** The stand-ins of the `stub` examples, installed before and removed after each. */
const STUBS: Record<string, () => void> = {
  runAgent: () => {
    vi.stubGlobal('fetch', async () => Response.json({ choices: [{ message: { role: 'assistant', content: 'A mug.' } }] }));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  },
};

/** An example: its code, and the `.ts`/`.tsx` virtual file it is checked as. */
interface Example {
  readonly code: string;
  readonly lang: 'ts' | 'tsx';
}

/**
 * Reads the `@example` of an exported function from its TSDoc: the fenced `ts` (or `tsx`) block after the tag.
 *
 * @returns The example, or `undefined` when the declaration has none.
 */
function readExample(file: string, name: string): Example | undefined {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const declaration = source.statements.find(
    (node): node is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(node) && node.name?.text === name && !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  );
  if (!declaration) throw new Error(`${file} exports no function ${name}`);
  const docs = (ts.getLeadingCommentRanges(text, declaration.pos) ?? []).map((range) => text.slice(range.pos, range.end)).filter((c) => c.startsWith('/**'));
  const doc = docs.at(-1);
  if (!doc) return undefined;
  const lines = doc
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''));
  const match = /@example[^\n]*\n```(tsx?)\n([\s\S]*?)\n```/.exec(lines.join('\n'));
  return match ? { lang: match[1] as 'ts' | 'tsx', code: match[2]! } : undefined;
}

const examples = MAIN_EXPORTS.map((entry, index) => ({
  ...entry,
  example: readExample(entry.file, entry.name),
  // Beside the guides' samples, so that imports resolve as theirs do; never written to disk.
  virtualPath: join(ROOT, 'docs/guides/samples', `api-example-${index}-${entry.name}.${readExample(entry.file, entry.name)?.lang ?? 'ts'}`),
}));

/** The type errors of each example, from one TypeScript program over the workspace's sources. */
const typeErrors = new Map<string, string[]>();
let compilerOptions: ts.CompilerOptions;

beforeAll(() => {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  compilerOptions = { ...ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options, noEmit: true };
  const virtual = new Map(examples.filter((e) => e.example).map((e) => [e.virtualPath, e.example!.code]));
  const host = ts.createCompilerHost(compilerOptions, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const code = virtual.get(path);
    return code === undefined ? getSourceFile.call(host, path, language, ...rest) : ts.createSourceFile(path, code, language, true);
  };
  const program = ts.createProgram([...virtual.keys()], compilerOptions, host);
  for (const path of virtual.keys()) {
    const file = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    typeErrors.set(
      path,
      diagnostics.map((d) => {
        const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : '?';
        return `line ${at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      }),
    );
  }
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/**
 * Runs an example: compiled to a CommonJS function body (top-level `await` kept), its imports loaded
 * first through Vite, as the guides' samples load theirs; checks its `// value` comments.
 */
async function runExample(example: Example, path: string): Promise<void> {
  const { outputText } = ts.transpileModule(example.code, {
    fileName: path,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, esModuleInterop: false },
  });
  const modules = new Map<string, unknown>();
  for (const [, specifier] of outputText.matchAll(/require\("([^"]+)"\)/g)) {
    // The workspace's packages by their sources (the root tsconfig's `paths`), the rest as the docs resolve them.
    const source = ts.resolveModuleName(specifier!, path, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
    const target = specifier!.startsWith('@toolmark/') && source ? source : specifier!;
    modules.set(specifier!, await import(/* @vite-ignore */ target));
  }
  const promised = promisedLogs(example.code);
  const logs: unknown[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => {
    expect(values, 'an example logs one value per console.log').toHaveLength(1);
    logs.push(values[0]);
  });
  const AsyncFunction = (async () => undefined).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>;
  try {
    await new AsyncFunction('require', 'exports', 'module', outputText)((specifier: string) => modules.get(specifier), {}, { exports: {} });
  } finally {
    log.mockRestore();
  }
  expect(logs.length, 'every console.log of the example carries a // value comment').toBe(promised.length);
  promised.forEach(({ line, expected }, index) => expect(logs[index], line).toEqual(expected));
}

describe('API reference: every main export has an example that compiles and runs', () => {
  test.each(examples)('$page: $name ($mode)', async (entry) => {
    const { example } = entry;
    expect(example, `${entry.file}: ${entry.name}'s TSDoc has no @example with a fenced ts block`).toBeDefined();
    const lines = example!.code.split('\n').length;
    expect(lines, `${entry.name}'s example is 5 to 15 lines`).toBeGreaterThanOrEqual(5);
    expect(lines, `${entry.name}'s example is 5 to 15 lines`).toBeLessThanOrEqual(15);
    expect(example!.code, `${entry.name}'s example imports from ${entry.page}`).toContain(`from '${entry.page}'`);
    // VitePress reads `{{` in a page as Vue interpolation.
    expect(example!.code).not.toContain('{{');
    expect(typeErrors.get(entry.virtualPath), `${entry.file}: ${entry.name}'s example type-checks`).toEqual([]);
    if (entry.mode === 'type-check') return;
    if (entry.mode === 'stub') STUBS[entry.name]!();
    await runExample(example!, entry.virtualPath);
  }, 60_000);
});
