// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CONFIG, readScriptConfig } from './config.js';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const read = (attributes: Record<string, string>) => readScriptConfig(script(attributes));

describe('readScriptConfig', () => {
  test('no element (a module script) and no attributes give the defaults', () => {
    expect(readScriptConfig(null)).toEqual({ config: DEFAULT_CONFIG, problems: [] });
    expect(read({})).toEqual({ config: DEFAULT_CONFIG, problems: [] });
    expect(DEFAULT_CONFIG).toEqual({ scope: undefined, allForms: false, confirm: true, debug: false, spotlight: false, widgets: false });
  });

  test('switches: present or on-words are on, off-words are off', () => {
    for (const value of ['', 'true', 'on', 'yes', '1', ' ON ']) {
      expect(read({ 'data-all-forms': value, 'data-debug': value }).config).toMatchObject({ allForms: true, debug: true });
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

  test.each(['spotlight', 'widgets'] as const)('data-%s is a switch, off by default (issue #23)', (key) => {
    expect(read({}).config[key]).toBe(false);
    for (const value of ['', 'on', 'TRUE', '1', ' yes ']) expect(read({ [`data-${key}`]: value }).config[key], value).toBe(true);
    for (const value of ['off', 'no', '0', 'False']) expect(read({ [`data-${key}`]: value }).config[key], value).toBe(false);
    expect(read({ [`data-${key}`]: 'bright' })).toEqual({
      config: { ...DEFAULT_CONFIG, [key]: false },
      problems: [`data-${key}="bright" is not on or off; using off`],
    });
  });

  test('scope: a valid name is used; an invalid one is reported and dropped', () => {
    expect(read({ 'data-scope': 'shop.cart' }).config.scope).toBe('shop.cart');
    expect(read({ 'data-scope': '  shop ' }).config.scope).toBe('shop');
    expect(read({ 'data-scope': '' }).config.scope).toBeUndefined();
    const bad = read({ 'data-scope': 'my shop' });
    expect(bad.config.scope).toBeUndefined();
    expect(bad.problems[0]).toMatch(/^data-scope="my shop" is not a valid scope name/);
  });

  test('the configuration is frozen; the bridge and the polyfill are not configured here (add-ons have their own tags)', () => {
    const { config } = read({ 'data-bridge-origins': 'self', 'data-polyfill': '' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.keys(config).sort()).toEqual(['allForms', 'confirm', 'debug', 'scope', 'spotlight', 'widgets']);
  });

  test('property: any attribute values parse without throwing, and a scope kept is a valid name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (scope, flag) => {
        const { config } = read({ 'data-scope': scope, 'data-debug': flag });
        if (config.scope !== undefined) expect(config.scope).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/);
      }),
    );
  });
});
