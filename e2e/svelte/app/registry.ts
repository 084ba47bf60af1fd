// The page's registry, made once outside the component tree, published to the browser's WebMCP; and
// @toolmark/svelte from the workspace, for the components.
import { createToolmark } from '@toolmark/core';
import { publish } from '@toolmark/webmcp';

export { ok } from '@toolmark/core';
export { setToolmark, useTool } from '@toolmark/svelte';
export const tm = createToolmark();
publish(tm);
(window as unknown as { tm: typeof tm }).tm = tm;
