// Every entry of this package's `exports` against its committed list in `api/` (see
// api-surface.test-support.ts). The names shared with the other framework bindings (`useTool`,
// `useTools`, `useCallsInFlight`, `useToolmark`, `UseToolResult` of @toolmark/react and
// @toolmark/svelte) are the same idea in another framework's shapes (refs here, values there), so the
// workspace-wide "one name, one thing" check is made here against every other package but those.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { createApiProgram, entriesOf, exportsOf, formatList, workspaceEntries, type ApiExport } from '../../core/src/api-surface.test-support.js';

/** The other framework bindings, whose like-named exports are meant to differ. */
const BINDINGS = new Set(['@toolmark/react', '@toolmark/svelte']);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const own = entriesOf(packageDir);
const all = workspaceEntries();
let program: ts.Program;
beforeAll(() => {
  program = createApiProgram(all);
}, 120_000);

/** One export is the other: the same symbol, or two types each assignable to the other. */
function sameThing(checker: ts.TypeChecker, a: ApiExport, b: ApiExport): boolean {
  if (a.symbol === b.symbol) return true;
  const types = a.symbol.flags & ts.SymbolFlags.Type && b.symbol.flags & ts.SymbolFlags.Type && !(a.symbol.flags & ts.SymbolFlags.Value) && !(b.symbol.flags & ts.SymbolFlags.Value);
  if (!types) return false;
  const [x, y] = [checker.getDeclaredTypeOfSymbol(a.symbol), checker.getDeclaredTypeOfSymbol(b.symbol)];
  return x === y || (checker.isTypeAssignableTo(x, y) && checker.isTypeAssignableTo(y, x));
}

describe('the public API of @toolmark/vue', () => {
  test.each(own.map((entry) => [entry.keys.join(', '), entry] as const))('%s exports what api/ lists', async (_, entry) => {
    await expect(formatList(entry, exportsOf(program, entry))).toMatchFileSnapshot(join(packageDir, 'api', entry.listName));
  });

  test('a name it shares with a package other than the framework bindings is one thing there', () => {
    const checker = program.getTypeChecker();
    const others = all.filter((entry) => !own.includes(entry) && !BINDINGS.has(entry.packageName)).flatMap((entry) => exportsOf(program, entry).map((item) => ({ ...item, entry })));
    const clashes = own.flatMap((entry) =>
      exportsOf(program, entry).flatMap((item) =>
        others.filter((other) => other.name === item.name && item.name !== 'default' && !sameThing(checker, item, other)).map((other) => `${item.name}: ${other.entry.packageName}`),
      ),
    );
    expect(clashes).toEqual([]);
  });
});
