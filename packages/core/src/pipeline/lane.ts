/**
 * A tool's lane: the tail of its queue of exclusive runs (spec §8). Each call takes its place in it
 * synchronously, so in call order: see `callTool` in `call-tool.ts`.
 */
export interface Lane {
  tail: Promise<void>;
  /** The call whose exclusive run holds the lane's turn now: calls made from inside it take no place. */
  holder?: object | undefined;
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
