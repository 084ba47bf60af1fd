import { describe, expect, test } from 'vitest';
import { createLane, takeTicket } from './lane';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
};

/** A lane whose first ticket holds it until `run` settles; later tickets queue behind it. */
function heldLane() {
  const lane = createLane();
  const first = takeTicket(lane);
  const run = deferred();
  first.holdUntil(run.promise);
  return { lane, first, run };
}

describe('spec §8 lane', () => {
  test('the first ticket gets its turn at once', async () => {
    expect(await settled(takeTicket(createLane()).turn)).toBe(true);
  });

  test('an exclusive ticket holds the next until its run settles', async () => {
    const { lane, run } = heldLane();
    const second = takeTicket(lane);
    expect(await settled(second.turn)).toBe(false);
    run.resolve();
    expect(await settled(second.turn)).toBe(true);
  });

  test('a rejected run also releases the lane', async () => {
    const { lane, run } = heldLane();
    const second = takeTicket(lane);
    run.reject(new Error('x'));
    expect(await settled(second.turn)).toBe(true);
  });

  test('skip releases as soon as the earlier tickets are done', async () => {
    const { lane, run } = heldLane();
    const b = takeTicket(lane);
    const c = takeTicket(lane);
    b.skip();
    expect(await settled(c.turn)).toBe(false);
    run.resolve();
    expect(await settled(c.turn)).toBe(true);
  });

  test('only the first of holdUntil / skip takes effect', async () => {
    const { lane, first: a, run } = heldLane();
    const b = takeTicket(lane);
    a.skip();
    expect(await settled(b.turn)).toBe(false);
    run.resolve();
    expect(await settled(b.turn)).toBe(true);
    b.skip();

    const c = takeTicket(lane);
    const d = takeTicket(lane);
    c.skip();
    c.holdUntil(new Promise(() => {}));
    expect(await settled(d.turn)).toBe(true);
  });

  test('turns come in ticket order', async () => {
    const lane = createLane();
    const order: number[] = [];
    const runs = [deferred(), deferred(), deferred()];
    const tickets = runs.map(() => takeTicket(lane));
    tickets.forEach((ticket, i) => void ticket.turn.then(() => { order.push(i); ticket.holdUntil(runs[i]!.promise); }));
    await settled(Promise.resolve());
    expect(order).toEqual([0]);
    runs[0]!.resolve();
    await settled(Promise.resolve());
    expect(order).toEqual([0, 1]);
    runs[1]!.resolve();
    await settled(Promise.resolve());
    expect(order).toEqual([0, 1, 2]);
  });
});
