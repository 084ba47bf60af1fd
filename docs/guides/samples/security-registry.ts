import { createToolmark, defineTool, ok, type ConfirmRequest } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';

export const asked: ConfirmRequest[] = [];

export const tm = createToolmark({
  toJsonSchema,
  // Checked before any schema walks the input (spec §3.2).
  limits: { maxStringLength: 200 },
  // Permission: callers over the bridge may only read.
  checkPermission: (tool, _input, { caller }) =>
    caller.kind !== 'bridge' || tool.hints.readOnly === true || { allow: false, reason: 'Partners may only read' },
  // Policy: a person confirms every call that is not read-only. It can add confirmations, never remove them.
  confirmPolicy: (tool) => tool.hints.readOnly !== true,
  // Stands in for @toolmark/ui's confirmWith: records what a person would see, and approves.
  confirm: (request) => {
    asked.push(request);
    return true;
  },
});

tm.register(
  defineTool({
    name: 'account.sign_in',
    description: 'Signs in with an email address and a password',
    input: v.object({ email: v.pipe(v.string(), v.email()), password: v.string() }),
    // The registry redacts these paths everywhere and scrubs their values from what the call produces.
    sensitivePaths: () => ['password'],
    summary: ({ email }) => `Sign in as ${email}`,
    // A careless echo of the password: scrubbed from the result before anyone sees it.
    run: ({ email, password }) => ok(`Signed in ${email} (password ${password})`),
  }),
);

tm.register(defineTool({ name: 'account.profile', description: 'Reads the profile', hints: { readOnly: true }, run: () => ok({ name: 'Ada' }) }));
