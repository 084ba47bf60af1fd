/**
 * A set of code points: sorted, merged inclusive ranges `[lo0, hi0, lo1, hi1, …]` when the set is
 * built from literals and class escapes, or only a membership test (`\p{…}`).
 */
export type CharSet = readonly number[] | ((codePoint: number) => boolean);

const MAX_CODE_POINT = 0x10ffff;

/** The largest range-known set enumerated against a test-only set; above it overlap is assumed. */
const ENUMERATION_LIMIT = 4096;

/**
 * Tells whether a code point belongs to a set.
 *
 * @param set The set.
 * @param codePoint The code point.
 * @returns Whether it is a member.
 */
export function inSet(set: CharSet, codePoint: number): boolean {
  if (typeof set === 'function') return set(codePoint);
  for (let i = 0; i < set.length; i += 2) if (codePoint >= set[i]! && codePoint <= set[i + 1]!) return true;
  return false;
}

/**
 * Creates a character set from inclusive ranges.
 *
 * @param ranges Inclusive ranges `[lo, hi, …]`, in any order, possibly overlapping.
 * @returns The sorted, merged ranges.
 */
/* @__NO_SIDE_EFFECTS__ */
export function rangeSet(ranges: readonly number[]): number[] {
  const pairs: number[][] = [];
  for (let i = 0; i < ranges.length; i += 2) pairs.push([ranges[i]!, ranges[i + 1]!]);
  const merged: number[] = [];
  for (const [lo, hi] of pairs.sort((a, b) => a[0]! - b[0]!)) {
    const last = merged.length - 1;
    if (last > 0 && lo! <= merged[last]! + 1) merged[last] = Math.max(merged[last]!, hi!);
    else merged.push(lo!, hi!);
  }
  return merged;
}

/**
 * Creates the complement of a character set.
 *
 * @param set The set to complement.
 * @returns Every code point not in `set`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function complementSet(set: CharSet): CharSet {
  if (typeof set === 'function') return (codePoint) => !set(codePoint);
  const result: number[] = [];
  let next = 0;
  for (let i = 0; i < set.length; i += 2) {
    if (set[i]! > next) result.push(next, set[i]! - 1);
    next = set[i + 1]! + 1;
  }
  if (next <= MAX_CODE_POINT) result.push(next, MAX_CODE_POINT);
  return result;
}

/**
 * Creates the union of character sets.
 *
 * @param sets The sets to join.
 * @returns Every code point in any of `sets`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function unionSet(sets: readonly CharSet[]): CharSet {
  return sets.every(Array.isArray) ? rangeSet((sets as number[][]).flat()) : (codePoint) => sets.some((set) => inSet(set, codePoint));
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
  const known = typeof a === 'function' ? b : a;
  const other = known === a ? b : a;
  if (typeof known === 'function') return true;
  // Two ranges overlap exactly when one starts inside the other; a test-only set is tried on every
  // code point of the other, up to the limit (past it, overlap is assumed).
  if (typeof other !== 'function') return [...known, ...other].some((codePoint, i) => !(i % 2) && inSet(known, codePoint) && inSet(other, codePoint));
  let left = ENUMERATION_LIMIT;
  for (let i = 0; i < known.length; i += 2) for (let codePoint = known[i]!; codePoint <= known[i + 1]!; codePoint++) if (!left-- || other(codePoint)) return true;
  return false;
}
