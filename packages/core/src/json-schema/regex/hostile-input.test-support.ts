// Hostile inputs for a pattern, built from its own characters: what makes a backtracking engine try
// many ways is a run of characters that its repetitions can all take, then a tail that fails.
import { inSet, type CharSet } from './char-set.js';
import { parsePattern, type RegexNode } from './parse-pattern.js';

/** Characters tried first as a set's representative: the ones real inputs and ReDoS examples use. */
const PROBES = ['a', '1', 'A', '.', '@', ' ', '-', '_', ',', ';', ':', '/', '+', 'é', '\n', '😀'];

/** The sets of a pattern's leaves, in source order, lookarounds included. */
function leafSets(node: RegexNode, sets: CharSet[]): CharSet[] {
  if (node.type === 'set') sets.push(node.set);
  else if (node.type === 'repeat') leafSets(node.body, sets);
  else if ('alternatives' in node) for (const term of node.alternatives.flat()) leafSets(term, sets);
  return sets;
}

/**
 * One character per distinct set of the pattern (the first probe it holds, else its first code point),
 * in source order, at most `limit`.
 *
 * @param pattern A pattern that compiles with the `u` flag.
 * @param limit The most characters to return.
 * @returns The characters.
 */
export function representatives(pattern: string, limit = 5): string[] {
  const found = new Set<string>();
  for (const set of leafSets({ type: 'group', alternatives: parsePattern(pattern) }, [])) {
    const probe = PROBES.find((char) => inSet(set, char.codePointAt(0)!)) ?? (Array.isArray(set) && set.length ? String.fromCodePoint(set[0]!) : undefined);
    if (probe !== undefined) found.add(probe);
    if (found.size >= limit) break;
  }
  return [...found];
}

/**
 * Inputs of at least `length` UTF-16 units: an optional prefix of the pattern's first characters (as
 * `a@` before the domain of an e-mail), one or two of its characters pumped, then a failing tail.
 *
 * @param pattern A pattern that compiles with the `u` flag.
 * @param length The length of the pumped part.
 * @param limit The most characters of the pattern to combine (their pairs are pumped too).
 * @returns The inputs.
 */
export function hostileInputs(pattern: string, length = 100_000, limit = 5): string[] {
  // A pattern of assertions alone (`^$`) has no characters: any will do.
  const found = representatives(pattern, limit);
  const chars = found.length ? found : ['a'];
  const units = [...chars, ...chars.flatMap((a) => chars.filter((b) => b !== a).map((b) => a + b))];
  const prefixes = ['', chars.slice(0, 2).join('')];
  const tails = ['!', chars[1] ?? '\n'];
  return prefixes.flatMap((prefix) => units.flatMap((unit) => tails.map((tail) => prefix + unit.repeat(Math.ceil(length / unit.length)) + tail)));
}

/**
 * Times a test on inputs, keeping the slowest; a run over `boundMs` is retried twice and its fastest
 * kept (a pause of the shared machine is not the matcher's work), and the first input still over
 * stops the timing.
 *
 * @param test The test to time.
 * @param inputs The inputs.
 * @param boundMs The time a run may take.
 * @returns The slowest time and its input.
 */
export function slowestRun(test: (input: string) => boolean, inputs: readonly string[], boundMs: number): { ms: number; input: string } {
  let slowest = { ms: 0, input: '' };
  for (const input of inputs) {
    let ms = Infinity;
    for (let attempt = 0; attempt < 3 && ms > boundMs; attempt++) {
      const started = performance.now();
      test(input);
      ms = Math.min(ms, performance.now() - started);
    }
    if (ms > slowest.ms) slowest = { ms, input };
    if (ms > boundMs) break;
  }
  return slowest;
}

/**
 * The margin of the timing tests: a state step takes 5–10 ns on an idle machine and was seen at
 * about 25 ns with the whole test command running beside it on two cores; 250 ns does not flake, and
 * quadratic time exceeds it by orders of magnitude.
 */
export const NS_PER_STEP = 250;
/** A floor for the timing tests: a garbage collection or a compilation of the matcher can pause a run this long. */
export const FLOOR_MS = 100;

/**
 * The time a run may take: {@link FLOOR_MS} plus {@link NS_PER_STEP} per state per character.
 *
 * @param states The matcher's states (0 when the matcher does not say: a RegExp).
 * @param length The input's length.
 * @returns The bound in milliseconds.
 */
export const boundMs = (states: number, length: number): number => FLOOR_MS + (NS_PER_STEP * states * length) / 1e6;

/** A short description of a slow run, for a failing expectation. */
export const describeRun = (pattern: string, { ms, input }: { ms: number; input: string }): string =>
  `/${pattern}/u took ${ms.toFixed(1)} ms on ${JSON.stringify(input.slice(0, 6))}…${JSON.stringify(input.slice(-2))} (${input.length} characters)`;
