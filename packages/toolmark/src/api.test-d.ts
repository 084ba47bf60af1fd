// `window.Toolmark` and the ESM twin (spec §18.4): one list per flavour, the packages' own functions.
import { registerPageWizard, registerWizard, scanPageWizards } from '@toolmark/wizard';
import type { CoreApi, FullApi, ToolmarkGlobal } from 'toolmark';
import * as twin from 'toolmark';
import { expectTypeOf, test } from 'vitest';

test('the core flavour carries the packages’ functions under their names, and no UI', () => {
  expectTypeOf<CoreApi['registerWizard']>().toEqualTypeOf<typeof registerWizard>();
  expectTypeOf<CoreApi['registerPageWizard']>().toEqualTypeOf<typeof registerPageWizard>();
  expectTypeOf<CoreApi['scanPageWizards']>().toEqualTypeOf<typeof scanPageWizards>();
  expectTypeOf<CoreApi>().not.toHaveProperty('confirmWith');
  expectTypeOf<FullApi>().toHaveProperty('confirmWith');
});

test('window.Toolmark ends with dispose() (was stop())', () => {
  expectTypeOf<ToolmarkGlobal['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<ToolmarkGlobal>().not.toHaveProperty('stop');
});

test('the ESM twin exports the same functions by name', () => {
  expectTypeOf(twin.scanPageWizards).toEqualTypeOf<typeof scanPageWizards>();
  expectTypeOf(twin).not.toHaveProperty('readScriptConfig');
  expectTypeOf(twin).not.toHaveProperty('BRAND');
});
