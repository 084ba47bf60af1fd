// @vitest-environment happy-dom
import { CALL_STATUS, createToolmark, ok } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { createBridge } from './bridge/create-bridge.js';
import { holdCallStatus } from './call-status.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';

describe('holdCallStatus (spec §16.1 Deadlines)', () => {
  it('a publication and a bridge register nothing as they start: only a pending answer needs the tool', () => {
    const tm = createToolmark();
    const publication = publish(tm, { modelContext: createModelContextPolyfill() });
    const bridge = createBridge(tm, { window: Object.assign(new EventTarget(), { location: { origin: 'https://shop.example' } }) as never });
    expect(tm.info(CALL_STATUS)).toBeUndefined();
    publication.dispose();
    bridge.dispose();
    expect(tm.info(CALL_STATUS)).toBeUndefined();
  });

  it('lets go once per hold: a release called twice does not take another holder’s; a new hold registers it again', () => {
    const tm = createToolmark();
    const first = holdCallStatus(tm);
    const second = holdCallStatus(tm);
    first();
    first();
    expect(tm.info(CALL_STATUS)).toBeDefined();
    second();
    expect(tm.info(CALL_STATUS)).toBeUndefined();
    const third = holdCallStatus(tm);
    expect(tm.info(CALL_STATUS)).toBeDefined();
    third();
    expect(tm.info(CALL_STATUS)).toBeUndefined();
  });

  it('never removes a toolmark.call_status the page registered itself', () => {
    const tm = createToolmark();
    const own = tm.register({ name: CALL_STATUS, description: 'Mine', run: () => ok() });
    holdCallStatus(tm)();
    expect(own.registered).toBe(true);
  });
});
