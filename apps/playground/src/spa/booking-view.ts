// The booking wizard as the person sees it. The page renders the wizard's state and nothing else:
// an agent's step and a person's click go through the same tools, so both move the same wizard.
import type { Toolmark, ToolResult } from '@toolmark/core';
import type { WizardHandle } from '@toolmark/wizard';
import { h, must } from '../site/dom';
import type { Trip } from './booking';
import { describeFlight, type Flight } from './flights';

const PANELS = ['idle', 'passenger', 'payment', 'review', 'done'] as const;
const CALLER = { kind: 'ui' } as const;

/** What the booking view needs. */
export interface BookingView {
  /** Starts the wizard for a flight a person chose in the results. */
  book(flight: Flight): Promise<void>;
}

/**
 * Reads a form's fields as a tool input: text as strings, checkboxes as booleans.
 *
 * @param form The form.
 * @returns The input.
 */
function readInput(form: HTMLFormElement): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const control of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    input[control.name] = control.type === 'checkbox' ? control.checked : control.value;
  }
  return input;
}

/**
 * Shows the booking wizard in `#booking` and keeps it in step with the wizard's tools.
 *
 * @param tm The registry.
 * @param wizard The booking wizard's handle.
 * @param trip Reads the trip so far (the card already masked).
 * @param booked Says what the finished booking is, for the last panel.
 * @returns The view.
 */
export function mountBookingView(tm: Toolmark, wizard: WizardHandle, trip: () => Trip, booked: () => string): BookingView {
  const root = must('#booking');
  const error = must('[data-error]', root);
  const tool = (step: string) => `${wizard.name}.${step}`;

  const render = () => {
    const state = wizard.state();
    const panel = state.status === 'done' ? 'done' : (state.current ?? 'idle');
    for (const name of PANELS) must(`[data-panel="${name}"]`, root).hidden = name !== panel;
    for (const item of root.querySelectorAll<HTMLElement>('.progress li')) {
      const step = item.dataset['step'] as string;
      item.classList.toggle('current', step === state.current);
      item.classList.toggle('completed', step in state.completed);
      if (step === state.current) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    }
    if (panel === 'done') must('[data-done]', root).textContent = booked();
    const { flight, passenger, card } = trip();
    must('[data-review]', root).replaceChildren(
      ...(flight ? [h('dt', {}, 'Flight'), h('dd', {}, describeFlight(flight))] : []),
      ...(passenger ? [h('dt', {}, 'Passenger'), h('dd', {}, `${passenger.fullName} · ${passenger.email}`)] : []),
      ...(card ? [h('dt', {}, 'Card'), h('dd', {}, card)] : []),
      ...(flight ? [h('dt', {}, 'Total'), h('dd', {}, `€${flight.total}`)] : []),
    );
  };

  const call = async (step: string, input: Record<string, unknown> = {}): Promise<ToolResult> => {
    error.textContent = '';
    const result = await tm.call(tool(step), input, { caller: CALLER });
    if (result.isError) error.textContent = result.content.map((block) => (block.type === 'text' ? block.text : '')).join(' ');
    return result;
  };

  for (const step of ['passenger', 'payment', 'review'] as const) {
    const form = must<HTMLFormElement>(`form[data-panel="${step}"]`, root);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = readInput(form);
      // What a person typed for a step leaves the page once sent, the card above all.
      if (step === 'payment') form.reset();
      void call(step, input);
    });
  }
  root.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-action]')?.dataset['action'];
    if (action === 'back' || action === 'cancel' || action === 'start') void call(action);
  });

  // Every step change emits tool:changed on the wizard's tools (spec §15.3), and the last step's
  // call finishes after the order is placed: one render per batch of either.
  let scheduled = false;
  tm.subscribe((event) => {
    const relevant = (event.type === 'tool:changed' || event.type === 'call:finished') && event.name.startsWith(`${wizard.name}.`);
    if (scheduled || !relevant) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      render();
    });
  });
  render();

  return {
    async book(flight) {
      const started = await call('start');
      if (started.isError) return;
      const form = must<HTMLFormElement>('form[data-panel="passenger"]', root);
      must<HTMLInputElement>('[name="flight"]', form).value = flight.flight;
      must<HTMLInputElement>('[name="fullName"]', form).focus();
    },
  };
}
