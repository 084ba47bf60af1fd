// @vitest-environment happy-dom
// `Toolmark.load(name)` (spec §18.4, D220): each name answers its package's own functions.
import * as forms from '@toolmark/forms';
import * as ui from '@toolmark/ui';
import * as webmcp from '@toolmark/webmcp';
import * as wizard from '@toolmark/wizard';
import { describe, expect, test } from 'vitest';
import { load, type Parts } from './load.js';

/** What each part holds, each the package's own function. */
const EXPECTED: { readonly [Name in keyof Parts]: Record<string, unknown> } = {
  forms: { defineFormTool: forms.defineFormTool, scanForms: forms.scanForms, formResponse: forms.formResponse },
  wizard: { registerWizard: wizard.registerWizard, registerPageWizard: wizard.registerPageWizard, scanPageWizards: wizard.scanPageWizards, onlyCurrentSteps: wizard.onlyCurrentSteps },
  webmcp: { publish: webmcp.publish, findModelContext: webmcp.findModelContext },
  ui: { confirmWith: ui.confirmWith },
};

describe('load', () => {
  test.each(Object.keys(EXPECTED) as (keyof Parts)[])("load('%s') answers the package's functions, and only those", async (name) => {
    const part = await load(name);
    expect({ ...part }).toEqual(EXPECTED[name]);
    for (const [key, value] of Object.entries(EXPECTED[name])) expect(part[key as keyof typeof part], key).toBe(value);
  });

  test.each(['spotlight', 'toString', '__proto__', ''])("an unknown name ('%s') rejects with a TypeError that lists the parts", async (name) => {
    await expect(load(name as keyof Parts)).rejects.toThrow(new TypeError(`Toolmark.load('${name}'): no such part; use forms, wizard, webmcp or ui`));
  });
});
