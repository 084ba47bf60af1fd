// Helpers of the wizard tests (not part of the package build).
import type { ManifestEntry, Toolmark } from '@toolmark/core';
import { expect } from 'vitest';

/**
 * Checks that a three-step checkout (shipping, payment, review) registered as `shop.checkout` lists
 * start, back, cancel and one tool per step, and that its payment step is a stepwise tool of the
 * wizard (spec §15.1).
 *
 * @param tm The registry.
 * @returns The payment step's manifest entry, for the caller's own checks.
 */
export function expectCheckoutTools(tm: Toolmark): ManifestEntry | undefined {
  const manifest = tm.manifest();
  expect(manifest.map((entry) => entry.name)).toEqual([
    'shop.checkout.back',
    'shop.checkout.cancel',
    'shop.checkout.payment',
    'shop.checkout.review',
    'shop.checkout.shipping',
    'shop.checkout.start',
  ]);
  const payment = manifest.find((entry) => entry.name === 'shop.checkout.payment');
  expect(payment).toMatchObject({
    mode: 'stepwise',
    title: 'Payment',
    wizard: { name: 'shop.checkout', steps: ['shipping', 'payment', 'review'], step: 'payment' },
  });
  return payment;
}
