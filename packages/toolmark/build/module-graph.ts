// The script tag as one module graph (spec §18.1, D220): one build whose entries and parts are ES
// chunks, plus, for each classic entry, the small classic script a site pastes. The plugin writes
// those scripts once the chunks have their names, checks that no module is in two chunks, and lists
// every file a page may load (`files.json`) for the docs and the package check.
import type { Plugin, Rolldown } from 'vite';
import { standInForToolmark } from '../src/stand-in.ts';

/** The role of the script tag's classic scripts, either flavour (the add-ons have their own). */
export const TAG_ROLE = 'toolmark';

/** A classic script the build writes: its file, and the entry chunk it imports. */
export interface ClassicScript {
  /** The file beside which the chunks' folder sits: `toolmark.min.js`, `toolmark.bridge.js`, … */
  readonly fileName: string;
  /** The name of the build's entry whose chunk it imports (a key of `rolldownOptions.input`). */
  readonly entry: string;
  /** What it starts, one per page: `toolmark` for either flavour of the tag, else the add-on's name. */
  readonly role: string;
}

/**
 * The classic script that starts an entry: it reads its own element (a module has no
 * `document.currentScript`), imports the entry's chunk from beside its own URL and calls the
 * chunk's `start(script)`. A chunk that cannot be loaded is said once, with the URL it was looked for
 * at and the script's own, in every build: without it the page has no Toolmark and no other warning.
 * The first script of a role claims it at once, in document order, and leaves its start on
 * `document` (`Symbol.for('toolmark.starting')`, by role): the script tag waits for the add-ons
 * before it (a polyfill, the JSON Schema compiler) as it did when their files ran at once, and a
 * later copy is told it is not the first (`start(script, false)`), whichever chunk arrives first.
 *
 * The first script tag (role `toolmark`) also stands for `window.Toolmark` until its chunk installs
 * it (`standInForToolmark`, its source written here): code that reads or sets the name asks for the
 * registry (spec §18.2 step 1). Standing there from the first moment, it hears every page's code,
 * however early it runs. A chunk that cannot be loaded removes it.
 *
 * @param role What the script starts (`ClassicScript.role`).
 * @param chunk The entry chunk's path, relative to the classic script.
 * @returns The script's code.
 */
export function classicScript(role: string, chunk: string): string {
  const asks = role === TAG_ROLE;
  return `/* Toolmark (spec §18.1): starts ${role} from ${chunk}, beside this file. */
(() => {
  const script = document.currentScript;
  const base = script && script.src ? script.src : document.baseURI;
  const url = new URL(${JSON.stringify(chunk)}, base).href;
  const starting = (document[Symbol.for("toolmark.starting")] ??= {});
  const first = !(${JSON.stringify(role)} in starting);${
    asks
      ? `
  const ask = first ? (${standInForToolmark.toString()})(document, globalThis) : () => {};`
      : ''
  }
  const started = import(url).then(
    (chunk) => chunk.start(script, first),
    (error) => {${asks ? ' ask();' : ''}
      console.warn("[toolmark] " + url + " could not be loaded (looked for beside " + base + "), so ${role} did not start: " + error);
    },
  );
  if (first) starting[${JSON.stringify(role)}] = started;
})();
`;
}

/**
 * Checks the chunk graph: every module in one chunk only.
 *
 * @param chunks The build's chunks.
 * @returns The problems, one line each.
 */
export function modulesInTwoChunks(chunks: readonly Rolldown.OutputChunk[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const first = owner.get(id);
      if (first) problems.push(`${id} is in ${first} and ${chunk.fileName}`);
      else owner.set(id, chunk.fileName);
    }
  }
  return problems;
}

/**
 * Checks that no chunk imports from an entry's chunk: an entry's exports are its contract (`start`,
 * the ESM twin's API), and the only way Rolldown would add to them (the graph's groups need
 * `preserveEntrySignatures: 'allow-extension'`) is to give another chunk something to import.
 *
 * @param chunks The build's chunks.
 * @returns The problems, one line each.
 */
export function entriesImportedByOthers(chunks: readonly Rolldown.OutputChunk[]): string[] {
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return chunks.flatMap((chunk) => chunk.imports.filter((file) => entries.has(file)).map((file) => `${chunk.fileName} imports from the entry ${file}, which would export more than its module`));
}

/**
 * Creates the plugin: writes the classic scripts, fails the build on a module in two chunks or an
 * entry's chunk that another imports from, and
 * writes `files.json` (`files` of this mode, each with the entries or parts it holds).
 *
 * @param scripts The classic scripts of this mode.
 * @param listFile Where the mode's file list goes, relative to `dist/`.
 * @returns The plugin.
 */
export function moduleGraph(scripts: readonly ClassicScript[], listFile: string): Plugin {
  return {
    name: 'toolmark:module-graph',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const problems = modulesInTwoChunks(chunks);
      if (problems.length) this.error(`A module is in two chunks:\n${problems.join('\n')}`);
      const imported = entriesImportedByOthers(chunks);
      if (imported.length) this.error(`An entry's chunk is imported by another:\n${imported.join('\n')}`);
      for (const { fileName, entry, role } of scripts) {
        const chunk = chunks.find((item) => item.isEntry && item.name === entry);
        if (!chunk) this.error(`No entry '${entry}' for ${fileName}`);
        this.emitFile({ type: 'asset', fileName, source: classicScript(role, `./${chunk!.fileName}`) });
      }
      const files = [
        ...scripts.map(({ fileName, entry }) => ({ file: fileName, kind: 'classic script', holds: entry })),
        ...chunks.map((chunk) => ({ file: chunk.fileName, kind: chunk.isEntry ? 'entry chunk' : chunk.isDynamicEntry ? 'part' : 'shared chunk', holds: chunk.name })),
      ];
      this.emitFile({ type: 'asset', fileName: listFile, source: `${JSON.stringify({ files }, null, 2)}\n` });
    },
  };
}
