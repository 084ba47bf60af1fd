// Spec §3.9: `tm.recordRun` reports a run made outside the registry; it resolves as `tm.call` does.
import { expectTypeOf, test } from 'vitest';
import { createToolmark, ok, type CallOptions, type ToolHints, type ToolResult } from '@toolmark/core';

test('recordRun takes the name, what the run resolves to and call options, and resolves to that result', () => {
  const tm = createToolmark();
  expectTypeOf(tm.recordRun('travel.flights.search', Promise.resolve(ok({ submitted: true })), { caller: { kind: 'webmcp' } })).toEqualTypeOf<
    Promise<ToolResult<{ submitted: boolean }>>
  >();
  expectTypeOf(tm.recordRun).parameter(2).toEqualTypeOf<CallOptions | undefined>();
  // @ts-expect-error -- a run's outcome, not a plain value
  void tm.recordRun('a', Promise.resolve('done'));
});

test('the hints of spec §1.3 include consequential and debugging, both booleans', () => {
  expectTypeOf<ToolHints['consequential']>().toEqualTypeOf<boolean | undefined>();
  expectTypeOf<ToolHints['debugging']>().toEqualTypeOf<boolean | undefined>();
});
