import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { VERSION } from './version.js';

test('VERSION is the package version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
});
