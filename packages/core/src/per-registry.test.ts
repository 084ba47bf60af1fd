import { describe, expect, test } from 'vitest';
import { perRegistry } from './per-registry.js';
import { createToolmark } from './registry/create-toolmark.js';

describe('perRegistry', () => {
  test('one value per registry and key, made once', () => {
    let made = 0;
    const find = perRegistry((_tm, key: string) => ({ key, n: ++made }));
    const [a, b] = [createToolmark(), createToolmark()];
    expect(find(a, 'x')).toBe(find(a, 'x'));
    expect(find(a, 'y')).not.toBe(find(a, 'x'));
    expect(find(b, 'x')).not.toBe(find(a, 'x'));
    expect(made).toBe(3);
  });
});
