// What `window.Toolmark` carries of the packages (spec §18.4): core's functions, and `load` for the
// others', which are parts the page imports when it needs them (D220). The one list: the entries
// spread it into the global (install.ts) and the ESM twin re-exports it (index.ts).
export { createToolmark, defineTool, ok, fail, text, image, ToolmarkError, redactPaths, REDACTED } from '@toolmark/core';
export { load } from './load.js';
