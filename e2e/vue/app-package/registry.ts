// The page's registry, made once outside the component tree, published to the browser's WebMCP.
// The components import @toolmark/* through this module: the root tsconfig's paths, which resolve
// them to their sources, cover .ts files only.
import { createToolmark } from '@toolmark/core';
import { publish } from '@toolmark/webmcp';

export { ok } from '@toolmark/core';
export { provideToolmark, useTool, useTools } from '@toolmark/vue';
export const tm = createToolmark();
publish(tm);
(window as unknown as { tm: typeof tm }).tm = tm;
