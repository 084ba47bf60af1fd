// The packages' functions every flavour of `window.Toolmark` carries (spec §18.4), under their package
// names, so code written against the npm packages reads the same against `window.Toolmark`. The one
// list: the bundles import it as a namespace and spread it into the global (toolmark.ts,
// toolmark-core.ts), and the ESM twin re-exports it (index.ts). It holds no UI, so the core flavour
// never pulls Lit in.
export { createToolmark, defineTool, ok, fail, text, image, ToolmarkError, redactPaths, REDACTED } from '@toolmark/core';
export { defineFormTool, scanForms, formResponse } from '@toolmark/forms';
export { registerWizard, registerPageWizard, scanPageWizards, onlyCurrentSteps } from '@toolmark/wizard';
export { publish, findModelContext } from '@toolmark/webmcp';
