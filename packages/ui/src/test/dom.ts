// Helpers of the browser tests (not part of the package build).
import { readDomText } from '@toolmark/testing';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import type { ConfirmCardElement, ConfirmCardRequest, ConfirmDecisionDetail } from '../elements/confirm-card.js';

/**
 * Collects everything a page exposes of `root` and below it: text, every attribute, form control
 * values and the same inside every open shadow root (the test kit's `readDomText`, spec §22.4), so a
 * test can assert that a value appears nowhere.
 */
export function composedDomText(root: Node = document.documentElement): string {
  return Object.values(readDomText(root)).join('\n');
}

/**
 * Serializes the markup below `root` as HTML, with every open shadow root's markup after it, so a
 * test can look for a value in its HTML-escaped form (`&amp;`, `&lt;`, `&quot;`).
 */
export function composedHtml(root: Element = document.documentElement): string {
  const out = [root.outerHTML];
  const visit = (node: Element | ShadowRoot): void => {
    for (const element of node.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      out.push(element.shadowRoot.innerHTML);
      visit(element.shadowRoot);
    }
  };
  visit(root);
  return out.join('\n');
}

/** Runs axe-core on an element (shadow roots included) and expects no violations. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** The innermost focused element, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Waits for pending Lit updates and a frame. */
export async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Waits until a confirmation card's Approve acts: it has been on screen for its arming delay. */
export async function armed(card: ConfirmCardElement): Promise<ConfirmCardElement> {
  await vi.waitFor(() => expect(card.armed).toBe(true), { timeout: 3_000 });
  await card.updateComplete;
  return card;
}

/**
 * Puts a confirmation card in the page with a request, recording its decisions.
 *
 * @param request The call it shows.
 * @param init Other properties of the card.
 * @param parent Where it goes.
 * @returns The card, its decisions so far, and its parts by name (`null` when it has none).
 */
export function mountCard(request: ConfirmCardRequest, init: Partial<ConfirmCardElement> = {}, parent: ParentNode = document.body) {
  const card = document.createElement('tm-confirm-card');
  Object.assign(card, { request, ...init });
  const decisions: ConfirmDecisionDetail[] = [];
  card.addEventListener('tm-decision', (event) => decisions.push(event.detail));
  parent.append(card);
  return { card, decisions, part: (name: string) => card.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${name}"]`) };
}

/** The destructive request the arming tests show: deleting an account. */
export const DELETE_ACCOUNT: ConfirmCardRequest = {
  name: 'account.delete',
  title: 'Delete the account',
  hints: { destructive: true },
  input: { user: 'ada' },
  caller: { kind: 'webmcp' },
};

/**
 * Puts a card with {@link DELETE_ACCOUNT} in the page (or another request given in `init`); its
 * buttons are always there, so `part` never answers `null`.
 *
 * @param init Other properties of the card.
 * @param parent Where it goes.
 * @returns As {@link mountCard}.
 */
export function mountDeleteCard(init: Partial<ConfirmCardElement> = {}, parent: ParentNode = document.body) {
  const mounted = mountCard(DELETE_ACCOUNT, init, parent);
  return { ...mounted, part: (name: string) => mounted.part(name)! };
}
