import type { Toolmark } from '@toolmark/core';
import type { WizardHandle } from '@toolmark/wizard';
import { describe, expect, test } from 'vitest';
import { runSample } from './sample-runner';

describe('guide: wizards', () => {
  test('wizard-checkout registers the wizard tools, stepwise, in one lane', async () => {
    const { module } = await runSample<{ tm: Toolmark; checkout: WizardHandle }>('wizard-checkout.ts');
    expect(module.tm.manifest().map((entry) => entry.name)).toEqual([
      'shop.checkout.back',
      'shop.checkout.cancel',
      'shop.checkout.payment',
      'shop.checkout.review',
      'shop.checkout.shipping',
      'shop.checkout.start',
    ]);
    expect(module.tm.entry('shop.checkout.payment')).toMatchObject({ mode: 'stepwise', wizard: { name: 'shop.checkout', steps: ['shipping', 'payment', 'review'], step: 'payment' } });
    expect(module.checkout.current()).toBeNull();
  });

  test('wizard-walk prints what its comments say, and the card never leaves unredacted', async () => {
    const { module: wizard } = await runSample<{ tm: Toolmark; checkout: WizardHandle }>('wizard-checkout.ts');
    const seen: string[] = [];
    wizard.tm.subscribe((event) => seen.push(JSON.stringify(event)));
    const { logs } = await runSample('wizard-walk.ts', { fresh: false });
    expect(JSON.stringify([logs, seen])).not.toContain('4242424242424242');
    // The page's own code reads the real values.
    expect(wizard.checkout.state().completed).toMatchObject({ payment: { card: '4242424242424242' } });
  });
});
