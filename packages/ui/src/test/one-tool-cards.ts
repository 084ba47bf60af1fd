// Helpers of the browser tests (not part of the package build): a registry with one tool that needs a
// person, `confirmWith`'s cards on it, and the card a call shows.
import { createToolmark, ok, type ToolHints, type Toolmark } from '@toolmark/core';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { confirmWith } from '../confirm-with.js';
import type { ConfirmCardElement } from '../elements/confirm-card.js';

/** The tool of `withOneToolCards`. */
export interface OneTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly hints: ToolHints;
  /** What a run answers. */
  readonly answer: string;
}

/**
 * Before each test, a fresh registry with the tool and `confirmWith` on it (armed at once); after it,
 * the cards uninstalled and the page emptied.
 *
 * @param tool The tool.
 * @returns The test's registry and how many times the tool ran, read as the test goes.
 */
export function withOneToolCards(tool: OneTool): { readonly tm: Toolmark; readonly runs: number } {
  const state = { tm: createToolmark(), runs: 0, uninstall: undefined as (() => void) | undefined };
  beforeEach(() => {
    state.runs = 0;
    state.tm = createToolmark();
    const { answer, ...definition } = tool;
    state.tm.register({ ...definition, run: () => (state.runs++, ok(answer)) });
    state.uninstall = confirmWith(state.tm, { armDelayMs: 0 });
  });
  afterEach(() => {
    state.uninstall?.();
    state.uninstall = undefined;
    document.body.replaceChildren();
  });
  return {
    get tm() {
      return state.tm;
    },
    get runs() {
      return state.runs;
    },
  };
}

/** The first card in the document, once it is there and drawn. */
export async function cardOf(): Promise<ConfirmCardElement> {
  await vi.waitFor(() => expect(document.querySelector('tm-confirm-card')).not.toBeNull());
  const card = document.querySelector('tm-confirm-card')!;
  await card.updateComplete;
  return card;
}

/** A part of a card's shadow root, by name. */
export function cardPart<E extends HTMLElement = HTMLElement>(card: ConfirmCardElement, name: string): E {
  return card.shadowRoot!.querySelector<E>(`[part~="${name}"]`)!;
}
