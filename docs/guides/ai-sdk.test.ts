// @vitest-environment happy-dom
// The `docs` project runs the samples against ai 6; packages/agent/vitest.ai7.config.ts runs them again against ai 7.
import { describe, expect, test, vi } from 'vitest';
import { runSample } from './sample-runner.js';

/** Presses a button of the confirmation card once it shows. */
async function press(part: 'approve' | 'deny'): Promise<void> {
  const card = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('tm-confirm-card');
    if (!found) throw new Error('no card yet');
    return found;
    // The first sample loads the SDK, which takes longer than waitFor's default second.
  }, { timeout: 10_000 });
  await card.updateComplete;
  card.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!.click();
}

describe('guide: AI SDK', () => {
  test('ai-sdk-cart: the model calls the destructive tool, the card shows, Approve runs it, the final text arrives', async () => {
    const sample = runSample('ai-sdk-cart.ts');
    await press('approve');
    await sample;
    expect(document.querySelector('tm-confirm-card')).toBeNull();
  });

  test('ai-sdk-denied: Deny, and the model reads a denial it can answer', async () => {
    const sample = runSample('ai-sdk-denied.ts');
    await press('deny');
    await sample;
  });
});
