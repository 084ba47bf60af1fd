// The page's registry, made once outside the component tree, published to the browser's WebMCP.
import { createToolmark } from '@toolmark/core';
import { publish } from '@toolmark/webmcp';

export { ok } from '@toolmark/core';
export const tm = createToolmark();
publish(tm);
(window as unknown as { tm: typeof tm }).tm = tm;
