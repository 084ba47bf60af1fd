// The packages' runtime exports every flavour carries (spec §18.4), under their package names, so
// code written against the npm packages reads the same against `window.Toolmark`.
export {
  createToolmark,
  defineTool,
  ok,
  fail,
  text,
  image,
  isToolResult,
  ToolmarkError,
  isToolmarkError,
  isValidToolName,
  formatIssues,
  redactPaths,
  REDACTED,
} from '@toolmark/core';
export { compileJsonSchema } from './compile-json-schema';
export { formResponse, formTool, scanForms } from '@toolmark/forms';
export { defineWizard, onlyCurrentSteps, wizardFromDom } from '@toolmark/wizard';
export { createBridge, findModelContext, installModelContextPolyfill, publish } from '@toolmark/webmcp';
