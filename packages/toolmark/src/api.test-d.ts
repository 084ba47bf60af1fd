// `window.Toolmark` and the ESM twin (spec §18.4): core's functions, `load` for the other packages'.
import type { confirmWith } from '@toolmark/ui';
import type { scanForms } from '@toolmark/forms';
import type { publish } from '@toolmark/webmcp';
import type { registerPageWizard, registerWizard, scanPageWizards } from '@toolmark/wizard';
import type { CoreApi, FullApi, Parts, ToolmarkGlobal } from 'toolmark';
import * as twin from 'toolmark';
import { expectTypeOf, test } from 'vitest';

test('both flavours carry core’s functions and load, not the other packages’ functions', () => {
  expectTypeOf<FullApi>().toEqualTypeOf<CoreApi>();
  expectTypeOf<CoreApi>().toHaveProperty('createToolmark');
  expectTypeOf<CoreApi>().not.toHaveProperty('confirmWith');
  expectTypeOf<CoreApi>().not.toHaveProperty('scanForms');
  expectTypeOf<CoreApi>().not.toHaveProperty('registerWizard');
});

test('load(name) answers each package’s own functions', () => {
  expectTypeOf<ReturnType<typeof twin.load<'forms'>>>().toEqualTypeOf<Promise<Parts['forms']>>();
  expectTypeOf<Parts['forms']['scanForms']>().toEqualTypeOf<typeof scanForms>();
  expectTypeOf<Parts['wizard']['registerWizard']>().toEqualTypeOf<typeof registerWizard>();
  expectTypeOf<Parts['wizard']['registerPageWizard']>().toEqualTypeOf<typeof registerPageWizard>();
  expectTypeOf<Parts['wizard']['scanPageWizards']>().toEqualTypeOf<typeof scanPageWizards>();
  expectTypeOf<Parts['webmcp']['publish']>().toEqualTypeOf<typeof publish>();
  expectTypeOf<Parts['ui']['confirmWith']>().toEqualTypeOf<typeof confirmWith>();
  // @ts-expect-error only forms, wizard, webmcp and ui are parts
  void twin.load('spotlight');
});

test('window.Toolmark ends with dispose() (was stop())', () => {
  expectTypeOf<ToolmarkGlobal['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<ToolmarkGlobal>().not.toHaveProperty('stop');
});

test('the ESM twin exports the same functions by name', () => {
  expectTypeOf(twin.load).toEqualTypeOf<CoreApi['load']>();
  expectTypeOf(twin).not.toHaveProperty('scanPageWizards');
  expectTypeOf(twin).not.toHaveProperty('readScriptConfig');
  expectTypeOf(twin).not.toHaveProperty('BRAND');
});
