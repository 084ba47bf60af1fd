// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CONFIG, readScriptConfig } from './config';

const SELF = 'https://shop.example';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const read = (attributes: Record<string, string>) => readScriptConfig(script(attributes), SELF);

describe('readScriptConfig', () => {
  test('no element (a module script) and no attributes give the defaults', () => {
    expect(readScriptConfig(null, SELF)).toEqual({ config: DEFAULT_CONFIG, problems: [] });
    expect(read({})).toEqual({ config: DEFAULT_CONFIG, problems: [] });
    expect(DEFAULT_CONFIG).toEqual({ scope: undefined, allForms: false, confirm: true, bridgeOrigins: undefined, polyfill: false, debug: false });
  });

  test('switches: present or on-words are on, off-words are off', () => {
    for (const value of ['', 'true', 'on', 'yes', '1', ' ON ']) {
      expect(read({ 'data-all-forms': value, 'data-polyfill': value, 'data-debug': value }).config).toMatchObject({ allForms: true, polyfill: true, debug: true });
    }
    for (const value of ['false', 'off', 'no', '0', 'Off']) {
      expect(read({ 'data-confirm': value, 'data-debug': value }).config).toMatchObject({ confirm: false, debug: false });
    }
  });

  test('a switch with another word keeps its default and is reported', () => {
    const { config, problems } = read({ 'data-confirm': 'maybe', 'data-all-forms': 'sure' });
    expect(config).toMatchObject({ confirm: true, allForms: false });
    expect(problems).toEqual([
      'data-all-forms="sure" is not on or off; using off',
      'data-confirm="maybe" is not on or off; using on',
    ]);
  });

  test('scope: a valid name is used; an invalid one is reported and dropped', () => {
    expect(read({ 'data-scope': 'shop.cart' }).config.scope).toBe('shop.cart');
    expect(read({ 'data-scope': '  shop ' }).config.scope).toBe('shop');
    expect(read({ 'data-scope': '' }).config.scope).toBeUndefined();
    const bad = read({ 'data-scope': 'my shop' });
    expect(bad.config.scope).toBeUndefined();
    expect(bad.problems[0]).toMatch(/^data-scope="my shop" is not a valid scope name/);
  });

  test('bridge: absent is off, empty or self is the page origin, origins are normalized and deduplicated', () => {
    expect(read({}).config.bridgeOrigins).toBeUndefined();
    expect(read({ 'data-bridge-origins': '' }).config.bridgeOrigins).toEqual([SELF]);
    expect(read({ 'data-bridge-origins': '  self ' }).config.bridgeOrigins).toEqual([SELF]);
    expect(read({ 'data-bridge-origins': 'https://a.example https://b.example:8443/\n https://a.example self' }).config.bridgeOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
      SELF,
    ]);
  });

  test("bridge: '*', paths, opaque and non-origins are refused; none left means no bridge", () => {
    const { config, problems } = read({ 'data-bridge-origins': '* https://a.example/path null data:text/plain,x a.example https://ok.example' });
    expect(config.bridgeOrigins).toEqual(['https://ok.example']);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain("'*' is not an origin");
    const none = read({ 'data-bridge-origins': '*' });
    expect(none.config.bridgeOrigins).toBeUndefined();
    expect(none.problems.at(-1)).toBe('data-bridge-origins names no usable origin: the bridge is off');
  });

  test('self on an opaque page (sandboxed frame, file:) is refused', () => {
    expect(readScriptConfig(script({ 'data-bridge-origins': 'self' }), 'null').config.bridgeOrigins).toBeUndefined();
  });

  test('the configuration is frozen', () => {
    const { config } = read({ 'data-bridge-origins': 'self' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.bridgeOrigins)).toBe(true);
  });

  test('property: any attribute values parse without throwing, and every accepted origin is a bare origin', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.oneof(fc.webUrl(), fc.string(), fc.constant('self'))), (scope, flag, origins) => {
        const { config } = read({ 'data-scope': scope, 'data-debug': flag, 'data-bridge-origins': origins.join(' ') });
        for (const origin of config.bridgeOrigins ?? []) expect(new URL(origin).origin).toBe(origin);
        if (config.scope !== undefined) expect(config.scope).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/);
      }),
    );
  });
});
