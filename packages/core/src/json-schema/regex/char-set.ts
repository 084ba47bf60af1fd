/**
 * A set of code points: sorted, merged inclusive ranges `[lo0, hi0, lo1, hi1, …]` when the set is
 * built from literals and class escapes, or only a membership test (`\p{…}`).
 */
export type CharSet = readonly number[] | ((codePoint: number) => boolean);

const MAX_CODE_POINT = 0x10ffff;

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
 * Creates a fast membership test for a set, which the matcher calls for input characters outside
 * ASCII (it tabulates ASCII itself): a binary search of the ranges, or a bounded memo for a
 * test-only set (`\p{…}`, whose test runs a RegExp).
 *
 * @param set The set.
 * @returns The test, exact for every code point.
 */
export function setTester(set: CharSet): (codePoint: number) => boolean {
  if (typeof set === 'function') {
    const memo = new Map<number, boolean>();
    return (codePoint) => {
      let found = memo.get(codePoint);
      if (found === undefined) {
        // Bounded, so that a long input of distinct characters cannot grow it without end.
        if (memo.size > 4096) memo.clear();
        memo.set(codePoint, (found = set(codePoint)));
      }
      return found;
    };
  }
  return (codePoint) => {
    // The last range whose start is at most the code point holds it, if any does.
    let lo = 0;
    let hi = set.length / 2 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (set[mid * 2]! <= codePoint) lo = mid;
      else hi = mid - 1;
    }
    return set[lo * 2]! <= codePoint && codePoint <= set[lo * 2 + 1]!;
  };
}
