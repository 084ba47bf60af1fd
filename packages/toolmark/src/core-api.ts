// The packages' runtime exports every flavour carries (spec §18.4), under their package names, so
// code written against the npm packages reads the same against `window.Toolmark`. A plain object, not
// a spread `import * as` namespace: a bundled namespace costs a getter per member and a helper. The
// ESM twin exports the same functions by name (index.ts; api.test.ts holds the two lists equal).
import {
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
import { formResponse, formTool, scanForms } from '@toolmark/forms';
import { findModelContext, publish } from '@toolmark/webmcp';
import { defineWizard, onlyCurrentSteps, wizardFromDom } from '@toolmark/wizard';

/** `window.Toolmark`'s functions in every flavour (spec §18.4). */
export const CORE_API = {
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
  formResponse,
  formTool,
  scanForms,
  defineWizard,
  onlyCurrentSteps,
  wizardFromDom,
  findModelContext,
  publish,
};
