/**
 * A set of code points, known exactly as sorted inclusive ranges `[lo0, hi0, lo1, hi1, …]` when the
 * set is built from literals and class escapes, or only through a membership test (`\p{…}`).
 */
export interface CharSet {
  /** Sorted, merged inclusive ranges, or `undefined` when only `has` knows the members. */
  readonly ranges: readonly number[] | undefined;
  /** Tells whether a code point belongs to the set. */
  readonly has: (codePoint: number) => boolean;
}

const MAX_CODE_POINT = 0x10ffff;

/** The largest range-known set enumerated against a test-only set; above it overlap is assumed. */
const ENUMERATION_LIMIT = 4096;

/**
 * Creates a character set from inclusive ranges.
 *
 * @param ranges Inclusive ranges `[lo, hi, …]`, in any order, possibly overlapping.
 * @returns The character set.
 */
/* @__NO_SIDE_EFFECTS__ */
export function rangeSet(ranges: readonly number[]): CharSet {
  const pairs: [number, number][] = [];
  for (let i = 0; i < ranges.length; i += 2) pairs.push([ranges[i]!, ranges[i + 1]!]);
  pairs.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [lo, hi] of pairs) {
    const last = merged.length - 1;
    if (last > 0 && lo <= merged[last]! + 1) merged[last] = Math.max(merged[last]!, hi);
    else merged.push(lo, hi);
  }
  return {
    ranges: merged,
    has: (codePoint) => {
      for (let i = 0; i < merged.length; i += 2) if (codePoint >= merged[i]! && codePoint <= merged[i + 1]!) return true;
      return false;
    },
  };
}

/**
 * Creates a character set known only by a membership test, such as a Unicode property escape.
 *
 * @param has The membership test.
 * @returns The character set.
 */
/* @__NO_SIDE_EFFECTS__ */
export function testSet(has: (codePoint: number) => boolean): CharSet {
  return { ranges: undefined, has };
}

/**
 * Creates the complement of a character set.
 *
 * @param set The set to complement.
 * @returns Every code point not in `set`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function complementSet(set: CharSet): CharSet {
  const { ranges } = set;
  if (!ranges) return testSet((codePoint) => !set.has(codePoint));
  const result: number[] = [];
  let next = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    if (ranges[i]! > next) result.push(next, ranges[i]! - 1);
    next = ranges[i + 1]! + 1;
  }
  if (next <= MAX_CODE_POINT) result.push(next, MAX_CODE_POINT);
  return rangeSet(result);
}

/**
 * Creates the union of character sets.
 *
 * @param sets The sets to join.
 * @returns Every code point in any of `sets`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function unionSet(sets: readonly CharSet[]): CharSet {
  const ranges: number[] = [];
  for (const set of sets) {
    if (!set.ranges) return testSet((codePoint) => sets.some((member) => member.has(codePoint)));
    ranges.push(...set.ranges);
  }
  return rangeSet(ranges);
}

/**
 * Checks whether two character sets share a code point. When neither set is small and known by
 * ranges, overlap is assumed: the safety check must err on the side of refusing.
 *
 * @param a A character set.
 * @param b Another character set.
 * @returns Whether the sets may intersect.
 */
export function setsIntersect(a: CharSet, b: CharSet): boolean {
  if (a.ranges && b.ranges) {
    // Two ranges overlap exactly when one starts inside the other.
    for (let i = 0; i < a.ranges.length; i += 2) if (b.has(a.ranges[i]!)) return true;
    for (let i = 0; i < b.ranges.length; i += 2) if (a.has(b.ranges[i]!)) return true;
    return false;
  }
  const known = a.ranges ? a : b.ranges ? b : undefined;
  if (!known?.ranges) return true;
  const other = known === a ? b : a;
  let size = 0;
  for (let i = 0; i < known.ranges.length; i += 2) size += known.ranges[i + 1]! - known.ranges[i]! + 1;
  if (size > ENUMERATION_LIMIT) return true;
  for (let i = 0; i < known.ranges.length; i += 2) {
    for (let codePoint = known.ranges[i]!; codePoint <= known.ranges[i + 1]!; codePoint++) if (other.has(codePoint)) return true;
  }
  return false;
}
