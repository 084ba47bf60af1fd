import { describe, expect, it } from 'vitest';
import { toolmarkHotReload, wrapForHotReload } from './hot-reload-plugin.js';

const registering = "import { tm } from './registry';\nimport { ok } from '@toolmark/core';\ntm.register({ name: 'a', description: 'A', run: () => ok(1) });\n";

describe('wrapForHotReload (spec §16.6)', () => {
  it('brackets a module that imports Toolmark and registers, and makes it accept itself when it exports nothing', () => {
    const wrapped = wrapForHotReload('/app/src/tools.ts', registering)!;
    expect(wrapped.startsWith('const __toolmarkHot = import.meta.hot && ')).toBe(true);
    expect(wrapped).toContain(registering);
    expect(wrapped.endsWith('__toolmarkHot?.end();\nif (import.meta.hot) import.meta.hot.accept();\n')).toBe(true);
  });

  it('leaves accepting to a module with exports, or one that accepts already', () => {
    for (const code of [`${registering}export const handle = 1;\n`, `${registering}if (import.meta.hot) import.meta.hot.accept();\n`, `${registering}import.meta.hot?.accept((next) => next);\n`]) {
      const wrapped = wrapForHotReload('/app/src/tools.ts', code)!;
      expect(wrapped).toContain('__toolmarkHot?.end();');
      expect(wrapped.endsWith('__toolmarkHot?.end();\n')).toBe(true);
    }
  });

  it('leaves alone what does not import Toolmark, registers nothing, lives in node_modules or is not code', () => {
    expect(wrapForHotReload('/app/src/other.ts', "import { register } from './own';\nregister({});\n")).toBeUndefined();
    expect(wrapForHotReload('/app/src/tm.ts', "import { createToolmark } from '@toolmark/core';\nexport const tm = createToolmark();\n")).toBeUndefined();
    expect(wrapForHotReload('/app/node_modules/lib/index.js', registering)).toBeUndefined();
    expect(wrapForHotReload('/app/src/style.css', registering)).toBeUndefined();
    expect(wrapForHotReload('/app/src/tools.ts?v=3', registering)).toBeDefined();
    expect(wrapForHotReload('/app/src/boot.js', "import 'x';\nimport { scanForms } from 'toolmark';\nscanForms(tm);\n")).toBeDefined();
  });

  it('is a plugin of the dev server only', () => {
    expect(toolmarkHotReload()).toMatchObject({ name: 'toolmark:hot-reload', apply: 'serve' });
  });
});

describe('wrapForHotReload: accepting another module is not accepting itself', () => {
  it("adds the module's own accept beside `accept('./dep', …)`", () => {
    expect(wrapForHotReload('/app/src/tools.ts', `${registering}import.meta.hot?.accept('./dep', () => {});\n`)!.endsWith('import.meta.hot.accept();\n')).toBe(true);
  });
});
