// The seeded randomness of the differential test: one mulberry32 stream per run, so a seed printed
// in a failure replays exactly the same forms (TOOLMARK_FORMS_SEED).

/** A seeded source of random choices. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * Creates a mulberry32 generator: tiny, fast and good enough to spread choices evenly; the same
 * seed always yields the same sequence.
 *
 * @param seed A 32-bit unsigned integer.
 * @returns The generator.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, chance: (p) => next() < p, pick: (items) => items[int(0, items.length - 1)]! };
}

/**
 * Reads the run's seed: `TOOLMARK_FORMS_SEED` when set (to replay a failure), else a fresh one.
 *
 * @returns A 32-bit unsigned integer.
 */
export function runSeed(): number {
  const given = process.env['TOOLMARK_FORMS_SEED'];
  return given ? Number(given) >>> 0 : Math.floor(Math.random() * 2 ** 32) >>> 0;
}
