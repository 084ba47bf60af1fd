// The pipeline's modules form no import cycle, type-only imports included (issue #34): the
// orchestrator imports the state it drives, never the other way round.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const MODULES = readdirSync(DIR).filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$|\.test-support\.ts$/.test(file));

/** The pipeline modules a module imports, `import type` and `export … from` included. */
function importsOf(file: string): string[] {
  const source = readFileSync(DIR + file, 'utf8');
  const found = new Set<string>();
  for (const [, target] of source.matchAll(/\bfrom\s+'\.\/([\w-]+)\.js'/g)) found.add(`${target}.ts`);
  return [...found].filter((target) => MODULES.includes(target));
}

/** Every cycle's path, found by a depth-first walk. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, path: string[]) => {
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) walk(next, [...path, next]);
    }
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) walk(node, [node]);
  return found;
}

describe('the pipeline modules', () => {
  const graph = new Map(MODULES.map((file) => [file, importsOf(file)]));

  test('import one another without a cycle, type-only imports included', () => {
    expect(MODULES.length).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  test('the check finds a cycle when there is one', () => {
    const planted = new Map(graph);
    planted.set('tool-call.ts', [...graph.get('tool-call.ts')!, 'call-tool.ts']);
    expect(cycles(planted)).toContainEqual(expect.arrayContaining(['tool-call.ts', 'call-tool.ts']));
  });

  test('the orchestrator is imported by none of them', () => {
    expect([...graph].filter(([, targets]) => targets.includes('call-tool.ts'))).toEqual([]);
  });
});
