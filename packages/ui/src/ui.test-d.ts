import type { AskRequest, ConfirmRequest } from '@toolmark/core';
import { expectTypeOf, test } from 'vitest';
import type { ConfirmCardAnswer, ConfirmCardAsk, ConfirmCardElement, ConfirmCardRequest, ConfirmDecisionDetail } from './elements/confirm-card.js';
import type { ConfirmWithOptions } from './confirm-with.js';
import type { ToolResultDetail } from './elements/tool-list.js';

test('the elements are in the tag name map', () => {
  expectTypeOf<HTMLElementTagNameMap['tm-confirm-card']>().toEqualTypeOf<ConfirmCardElement>();
  expectTypeOf<HTMLElementTagNameMap['tm-tool-list']['tm']>().toEqualTypeOf<import('@toolmark/core').Toolmark | undefined>();
});

test('events are typed', () => {
  expectTypeOf<HTMLElementEventMap['tm-decision']>().toEqualTypeOf<CustomEvent<ConfirmDecisionDetail>>();
  expectTypeOf<ConfirmDecisionDetail['decision']>().toEqualTypeOf<'approve' | 'allow-session' | 'deny'>();
  expectTypeOf<HTMLElementEventMap['tm-result']>().toEqualTypeOf<CustomEvent<ToolResultDetail>>();
  expectTypeOf<HTMLElementEventMap['tm-answer']>().toEqualTypeOf<CustomEvent<ConfirmCardAnswer>>();
});

test('a ConfirmRequest is what a card shows', () => {
  expectTypeOf<ConfirmRequest>().toExtend<ConfirmCardRequest>();
});

test('an AskRequest is what a card asks', () => {
  expectTypeOf<AskRequest>().toExtend<ConfirmCardAsk>();
  expectTypeOf<ConfirmCardElement['ended']>().toEqualTypeOf<'aborted' | 'timeout' | 'unavailable' | undefined>();
});

test('confirmWith options', () => {
  expectTypeOf<ConfirmWithOptions['layout']>().toEqualTypeOf<'queue' | 'stack' | undefined>();
  expectTypeOf<{ timeoutMs: 'soon' }>().not.toExtend<ConfirmWithOptions>();
});
