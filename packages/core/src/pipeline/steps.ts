// The call pipeline's steps, in order (spec §3). Adding a step is a file of its own and a line here.
import { checkPermission } from './check-permission.js';
import { confirm } from './confirm.js';
import { runTool } from './run-tool.js';
import type { Step } from './tool-call.js';
import { validateInput } from './validate-input.js';
import { validateOutput } from './validate-output.js';

/** Every call's steps, run in turn by `callTool` until one answers with a result. */
export const STEPS: readonly Step[] = [
  validateInput,
  checkPermission,
  confirm,
  // Waits for the call's turn in its lane (spec §8), then runs the tool.
  runTool,
  // Development builds only: production builds leave the step and its code out.
  ...(import.meta.env.DEV ? [validateOutput] : []),
];
