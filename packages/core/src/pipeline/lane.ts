/** A place in a tool's lane (spec §8). Exactly one of `holdUntil` / `skip` takes effect. */
export interface LaneTicket {
  /** Resolves when every earlier call that runs exclusively has finished running. */
  readonly turn: Promise<void>;
  /** This call runs exclusively: later calls wait until `running` settles. */
  readonly holdUntil: (running: Promise<unknown>) => void;
  /** This call does not run exclusively: later calls wait only for the calls before it. */
  readonly skip: () => void;
}

/** A tool's lane: the tail of its queue of exclusive runs. */
export interface Lane {
  tail: Promise<void>;
}

/**
 * Creates an empty lane.
 *
 * @returns The lane.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createLane(): Lane {
  return { tail: Promise.resolve() };
}

/**
 * Takes a ticket in a tool's lane, synchronously and so in call order (spec §8). A call that is not
 * concurrency-safe waits for its `turn`, then holds the lane until its run settles, even past its own
 * abort or timeout, so two exclusive runs never overlap. Every other call skips, letting later calls
 * through as soon as the calls before it are done.
 *
 * @param lane The tool's lane.
 * @returns The ticket.
 */
export function takeTicket(lane: Lane): LaneTicket {
  const turn = lane.tail;
  let release!: () => void;
  lane.tail = new Promise<void>((resolve) => (release = resolve));
  let used = false;
  return {
    turn,
    holdUntil(running) {
      if (used) return;
      used = true;
      running.then(release, release);
    },
    skip() {
      if (used) return;
      used = true;
      void turn.then(release);
    },
  };
}
