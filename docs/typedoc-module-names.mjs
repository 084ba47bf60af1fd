// @ts-check
// Names each API reference module by the import specifier people write (`@toolmark/core/json-schema`)
// instead of its source path (`core/src/json-schema`). The packages' sources stay untouched.
import { Converter, ReflectionKind } from 'typedoc';

/** Source entry file, relative to the packages directory → the specifier it is imported by. */
export const MODULE_NAMES = {
  'core/src/index.ts': '@toolmark/core',
  'core/src/json-schema/index.ts': '@toolmark/core/json-schema',
  'core/src/json-schema/formats.ts': '@toolmark/core/json-schema/formats',
  'core/src/json-schema/unevaluated.ts': '@toolmark/core/json-schema/unevaluated',
  'core/src/to-json-schema/index.ts': '@toolmark/core/to-json-schema',
  'core/src/providers/index.ts': '@toolmark/core/providers',
  'forms/src/index.ts': '@toolmark/forms',
  'wizard/src/index.ts': '@toolmark/wizard',
  'webmcp/src/index.ts': '@toolmark/webmcp',
  'webmcp/src/client/index.ts': '@toolmark/webmcp/client',
  'webmcp/src/vite/index.ts': '@toolmark/webmcp/vite',
  'ui/src/index.ts': '@toolmark/ui',
  'toolmark/src/index.ts': 'toolmark',
  'react/src/index.ts': '@toolmark/react',
  'vue/src/index.ts': '@toolmark/vue',
  'svelte/src/index.ts': '@toolmark/svelte',
  'agent/src/index.ts': '@toolmark/agent',
  'agent/src/ai-sdk/index.ts': '@toolmark/agent/ai-sdk',
  'testing/src/index.ts': '@toolmark/testing',
};

const LIT_CSS = 'https://lit.dev/docs/api/styles/#css';

/**
 * Loads the plugin: renames module reflections after their package entry and resolves Lit's `css` link.
 *
 * @param {import('typedoc').Application} app The TypeDoc application.
 */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const key = file?.split('/packages/')[1];
    const name = key && /** @type {Record<string, string>} */ (MODULE_NAMES)[key];
    if (name) reflection.name = name;
  });
  // Lit's LitElement docs, inherited by the elements' `styles`, link to Lit's own `css`.
  app.converter.addUnknownSymbolResolver((ref) => {
    const names = ref.symbolReference?.path?.map((part) => part.path);
    if (names?.length === 1 && names[0] === 'css') return LIT_CSS;
    return undefined;
  });
}
