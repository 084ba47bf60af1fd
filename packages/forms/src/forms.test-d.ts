// The renamed signatures of @toolmark/forms (CHANGELOG, Unreleased).
import type { ToolDefinition } from '@toolmark/core';
import { defineFormTool, scanForms, type FormInput, type FormToolOptions, type FormToolSet, type ScanFormsOptions } from '@toolmark/forms';
import { expectTypeOf, test } from 'vitest';

test('defineFormTool (was formTool) returns a definition and registers nothing', () => {
  expectTypeOf(defineFormTool).parameters.toEqualTypeOf<[form: HTMLFormElement, options?: FormToolOptions]>();
  expectTypeOf(defineFormTool).returns.toEqualTypeOf<ToolDefinition<FormInput, unknown, FormInput>>();
});

test('scanForms(tm, root?, options?) returns a set that ends with dispose() (was stop())', () => {
  expectTypeOf(scanForms).parameters.toEqualTypeOf<[registrar: import('@toolmark/core').Registrar, root?: ParentNode, options?: ScanFormsOptions]>();
  expectTypeOf(scanForms).returns.toEqualTypeOf<FormToolSet>();
  expectTypeOf<FormToolSet['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<FormToolSet>().not.toHaveProperty('stop');
});
