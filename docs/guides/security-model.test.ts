import { createToolmark } from '@toolmark/core';
import { createBridge } from '@toolmark/webmcp';
import { describe, expect, test } from 'vitest';
import { runSample } from './sample-runner';

describe('guide: the security model', () => {
  test('security-walk prints what its comments say: validation, permission, confirmation, redaction', async () => {
    const { logs } = await runSample('security-walk.ts');
    expect(JSON.stringify(logs)).not.toContain('hunter22');
  });

  test('a read-only tool is neither denied to partners nor confirmed', async () => {
    const { module } = await runSample<typeof import('./samples/security-registry')>('security-registry.ts');
    const result = await module.tm.call('account.profile', {}, { caller: { kind: 'bridge', origin: 'https://partner.example' } });
    expect(result.structuredContent).toEqual({ name: 'Ada' });
    expect(module.asked).toEqual([]);
  });

  test("origins: a bridge refuses '*' unless allowAnyOrigin says so, and opaque origins always", () => {
    const tm = createToolmark();
    const window = { location: { origin: 'https://shop.example' }, addEventListener() {}, removeEventListener() {} };
    expect(() => createBridge(tm, { window, allowedOrigins: ['*'] })).toThrow(TypeError);
    expect(() => createBridge(tm, { window, allowedOrigins: ['null'] })).toThrow(TypeError);
    expect(createBridge(tm, { window }).allowedOrigins).toEqual(['https://shop.example']);
  });
});
