// Spec §3.4: a confirmation handler answers yes, no, or no with the person's reason.
import { expectTypeOf, test } from 'vitest';
import { createToolmark, type ConfirmAnswer, type ConfirmHandler } from '@toolmark/core';

test('a handler may answer a boolean or a ConfirmAnswer, at once or later', () => {
  const tm = createToolmark();
  tm.setConfirm(() => true);
  tm.setConfirm(async () => ({ approved: false, reason: 'Not this card' }));
  tm.setConfirm(() => ({ approved: true }));
  expectTypeOf<ConfirmAnswer>().toEqualTypeOf<{ readonly approved: boolean; readonly reason?: string }>();
  expectTypeOf<ReturnType<ConfirmHandler>>().toEqualTypeOf<boolean | ConfirmAnswer | Promise<boolean | ConfirmAnswer>>();
  // @ts-expect-error -- a reason alone says nothing of the decision
  tm.setConfirm(() => ({ reason: 'why' }));
});
