// The renamed signatures of @toolmark/wizard (CHANGELOG, Unreleased).
import type { Registrar } from '@toolmark/core';
import {
  registerPageWizard,
  registerWizard,
  scanPageWizards,
  type PageWizardOptions,
  type PageWizardSet,
  type ScanPageWizardsOptions,
  type WizardDefinition,
  type WizardHandle,
} from '@toolmark/wizard';
import { expectTypeOf, test } from 'vitest';

test('registerWizard (was defineWizard) registers in a registrar and returns the handle', () => {
  expectTypeOf(registerWizard).parameters.toEqualTypeOf<[registrar: Registrar, def: WizardDefinition]>();
  expectTypeOf(registerWizard).returns.toEqualTypeOf<WizardHandle>();
});

test('registerPageWizard (was wizardFromDom) registers the wizard of a form in the page', () => {
  expectTypeOf(registerPageWizard).parameters.toEqualTypeOf<[registrar: Registrar, root: Element, options?: PageWizardOptions]>();
  expectTypeOf(registerPageWizard).returns.toEqualTypeOf<WizardHandle>();
});

test('scanPageWizards(tm, root?, options?) (was the script tag’s scanWizards) returns a set that ends with dispose()', () => {
  expectTypeOf(scanPageWizards).parameters.toEqualTypeOf<[registrar: Registrar, root?: ParentNode, options?: ScanPageWizardsOptions]>();
  expectTypeOf(scanPageWizards).returns.toEqualTypeOf<PageWizardSet>();
  expectTypeOf<PageWizardSet['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<PageWizardSet>().not.toHaveProperty('stop');
  // The wizard's name, title and description, and its steps' hints, are each form's own.
  expectTypeOf<ScanPageWizardsOptions>().not.toHaveProperty('name');
  expectTypeOf<ScanPageWizardsOptions>().not.toHaveProperty('hints');
});

test('a wizard handle ends with dispose() (was unregister())', () => {
  expectTypeOf<WizardHandle['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<WizardHandle>().not.toHaveProperty('unregister');
});
