import { setsIntersect, unionSet, type CharSet } from './char-set.js';
import { parsePattern, type RegexNode, type RegexSequence } from './parse-pattern.js';

/** The verdict of {@link checkPatternSafety}. */
export type PatternSafety = { readonly safe: true } | { readonly safe: false; readonly reason: string };

/** What the safety rules need to know about a term: its length range and its characters. */
interface TermFacts {
  readonly min: number;
  readonly max: number;
  /** The characters a match can start with (undefined: none). */
  readonly first?: CharSet | undefined;
  /** The characters a match can end with (undefined: none). */
  readonly last?: CharSet | undefined;
  /** Every character a match can contain (undefined: none). */
  readonly chars?: CharSet | undefined;
  /** Whether the term contains a quantifier. */
  readonly repeats?: boolean | undefined;
  /** Whether its alternatives start alike or one can match nothing: repeated, they overlap (D90). */
  readonly overlapping?: boolean | undefined;
  /** In how many ways its alternatives and its repetitions can match the same text (D137). */
  readonly ways: number;
}

/** The facts of a term that matches no character: an assertion, a lookaround, an empty sequence. */
const NOTHING: TermFacts = { min: 0, max: 0, ways: 1 };

// The reasons are for the developer who wrote the pattern, the same in every build (issue 16).
const nested = (): string => 'nested quantifiers can match the same text in many ways';

/** Repetitions longer than this count as long: backtracking over them costs time in the input's length. */
const LONG = 64;

const join = (a: CharSet | undefined, b: CharSet | undefined): CharSet | undefined => (a && b ? unionSet([a, b]) : a ?? b);
const overlap = (a: CharSet | undefined, b: CharSet | undefined): boolean => !!a && !!b && setsIntersect(a, b);
/** Whether a term repeats a variable number of times, so it can give characters to its neighbours. */
const isVariable = (facts: TermFacts): boolean | undefined => facts.repeats && facts.min !== facts.max;
const isLong = (facts: TermFacts): boolean | undefined => isVariable(facts) && facts.max > LONG;

/**
 * Combines the facts of two terms matched one after the other, or of two alternatives.
 *
 * @param a The facts of the first term or alternative.
 * @param b The facts of the second.
 * @param inSequence Whether `b` follows `a` (else they are alternatives).
 * @returns The combined facts.
 */
function combine(a: TermFacts, b: TermFacts, inSequence?: boolean): TermFacts {
  const overlapping = !inSequence && (!a.min || !b.min || overlap(a.first, b.first));
  return {
    min: inSequence ? a.min + b.min : Math.min(a.min, b.min),
    max: inSequence ? a.max + b.max : Math.max(a.max, b.max),
    // While every term so far may match nothing, the next one can start the match.
    first: inSequence && a.min ? a.first : join(a.first, b.first),
    // A term that must match something ends every match so far; one that may match nothing adds to it.
    last: inSequence && b.min ? b.last : join(a.last, b.last),
    chars: join(a.chars, b.chars),
    repeats: a.repeats || b.repeats,
    // In a sequence, `a` is what `combine` made of the terms before, which never overlaps.
    overlapping: overlapping || a.overlapping,
    // Overlapping alternatives can match the same text when they have a length in common: then the
    // engine tries each, so their ways add up; else, as terms in sequence do, they multiply, which
    // bounds the larger of them (D137).
    ways: overlapping && a.min <= b.max && b.min <= a.max ? a.ways + b.ways : a.ways * b.ways,
  };
}

/**
 * Collects the facts of a sequence of terms, one alternative of a group. Its ways are those in which
 * its own short repetitions and same-text groups can split one text: a sequence around the group
 * multiplies them, as it does its own, so nesting hides none (D137).
 *
 * @param sequence The terms.
 * @returns Their combined facts.
 */
function sequenceFacts(sequence: RegexSequence): TermFacts {
  const terms = sequence.map(termFacts);
  return { ...terms.reduce((a, b) => combine(a, b, true), NOTHING), ways: findAdjacentRepetitions(terms, true)[1] };
}

/**
 * Collects the facts of one term.
 *
 * @param term The term.
 * @returns Its facts.
 */
function termFacts(term: RegexNode): TermFacts {
  if (term.type === 'set') return { min: 1, max: 1, first: term.set, last: term.set, chars: term.set, ways: 1 };
  if (term.type === 'group') return term.alternatives.map(sequenceFacts).reduce((a, b) => combine(a, b));
  if (term.type === 'repeat') {
    const body = termFacts(term.body);
    return { ...body, min: body.min * term.min, max: body.max && term.max && body.max * term.max, repeats: true };
  }
  return NOTHING;
}

/**
 * Spreads the body of a quantifier into the terms of one iteration, entering plain groups.
 *
 * @param term The quantified term.
 * @returns The terms matched one after another by one iteration.
 */
function iterationTerms(term: RegexNode): RegexNode[] {
  return term.type === 'group' && term.alternatives.length === 1 ? term.alternatives[0]!.flatMap(iterationTerms) : [term];
}

/**
 * Finds why a repeated body can match the same text in many ways, if it can.
 *
 * @param body The body of a quantifier that may run more than once.
 * @returns The reason, or `undefined` when the repetition is unambiguous.
 */
function findAmbiguity(body: RegexNode): string | undefined {
  const terms = iterationTerms(body).map(termFacts);
  let shiftable = false;
  // Iterations follow each other, so the terms are adjacent in a cycle: the last touches the first.
  for (let i = 0; i < terms.length; i++) {
    const left = terms[i]!;
    for (let step = 1; step <= terms.length; step++) {
      const right = terms[(i + step) % terms.length]!;
      if ((isVariable(left) || isVariable(right)) && overlap(left.chars, right.first)) {
        if (isVariable(left) && isVariable(right)) return nested();
        shiftable = true;
      }
      if (right.min > 0) break;
    }
  }
  // A fixed term next to a variable one can trade characters with it only across iterations, unless a
  // delimiter (a fixed term whose characters no other term matches) pins where each iteration ends.
  const hasDelimiter = terms.some(
    (term) => term.min > 0 && term.min === term.max && terms.every((other) => other === term || !overlap(term.chars, other.chars)),
  );
  // Two iterations in a row: a long repetition in one can split text with one in the next.
  return shiftable && !hasDelimiter ? nested() : findAdjacentRepetitions([...terms, ...terms])[0];
}

/** Why repetitions next to each other are slow: the engine tries every way to split the text between them (D90). */
const adjacent = (): string => 'adjacent repetitions can split the same text in many ways';

/** Why an unanchored pattern is slow: the engine retries it from every position (D90, D137). */
const unanchored = (): string => 'an unanchored pattern that repeats its first characters a long or variable number of times is slow: start it with ^';

/**
 * Finds why a sequence backtracks polynomially or exponentially on a hostile string. Polynomially: a
 * long repetition, then terms it can match too, then a long repetition that can take its characters
 * and theirs (`\d+\d+`, `[^@]+\.[^@]+` on a run of dots): each split point is tried in turn, the
 * right one rescanning the rest. Exponentially: short repetitions that share characters with what
 * follows them, up to the first term that must match (`a?a?…a?a…a`, `\d{0,64}\d{0,64}\d{0,64}x`): the
 * engine tries every combination of their lengths, so their counts of lengths multiply; and so do,
 * whatever follows them, the ways of groups whose alternatives or repetitions can match the same text
 * (`(?:a|a)(?:b|b)…`, `(?:(?:a?a?a?)(?:a?a?a?))…`) (D137).
 *
 * @param terms The facts of the terms, matched one after another.
 * @param fixedText Whether to count only the ways to split one given text, as a group's ways from outside:
 *   a term of many lengths then counts them only before another term of many lengths, since before
 *   terms of one length alone the text's length leaves it one (`[a-z0-9-]{0,61}[a-z0-9]` splits a
 *   text in one way).
 * @param first What the pattern starts with when it is unanchored: there, every position retries the
 *   lengths of a short repetition of those characters that shares them with what follows (`\d{0,64}\d{0,64}x`).
 * @returns The reason, or `undefined`; and the ways counted so far.
 */
function findAdjacentRepetitions(terms: readonly TermFacts[], fixedText?: boolean, first?: CharSet): [reason: string | undefined, ways: number] {
  // The ways the short repetitions can split the input: one `{0,64}` gives 65.
  let ways = 1;
  // What the long repetitions whose end can still move match: each of their split points retries the short ones after them.
  let long: CharSet | undefined;
  for (let i = 0; i < terms.length; i++) {
    const left = terms[i]!;
    // Alternatives that match the same text multiply the ways whatever follows: each survives it.
    ways *= left.ways;
    // A fixed term has one length.
    const lengths = left.max - left.min + 1;
    const between: TermFacts[] = [];
    for (let j = i + 1; j < terms.length; j++) {
      const right = terms[j]!;
      const shared = overlap(left.chars, right.chars);
      // The split point can move only over characters both can match, through terms between that both can match.
      if (
        isLong(left) &&
        isLong(right) &&
        overlap(left.last, right.chars) &&
        overlap(left.chars, right.first) &&
        between.every((term) => overlap(term.chars, right.chars))
      ) {
        return [adjacent(), ways];
      }
      // Splitting one text, a term of many lengths before terms of one length only has one length left.
      if (shared && !isLong(left) && !(fixedText && lengths > 1 && right.min === right.max)) {
        // Retried at every position, or at every split point of a long repetition before it, it costs its lengths each time.
        if (lengths > 2) {
          if (overlap(left.chars, first)) return [unanchored(), ways];
          if (overlap(left.chars, long)) return [adjacent(), ways];
        }
        ways *= lengths;
        break;
      }
      if (right.min > 0) {
        if (!shared) break;
        between.push(right);
      }
    }
    // A term that must match and that they cannot match pins where they end.
    const pinned = left.min && !overlap(left.chars, long);
    long = join(pinned ? undefined : long, isLong(left) ? left.chars : undefined);
  }
  return [
    ways > LONG + 1
      ? 'optional or bounded repetitions that share characters, and alternatives that match the same text, can split it in too many ways (at most 65, one {0,64})'
      : undefined,
    ways,
  ];
}

/**
 * Finds why an unanchored alternative is slow: JSON Schema patterns match anywhere, so the engine
 * retries from every position, and a repetition that a run of the string's characters can enter at
 * each position rescans that run from each of them: quadratic time when it is long and followed by
 * something that can fail (`\d+x` on a long run of digits), and a long wait when it scans more than
 * 64 characters (`.{200}x`) or gives back characters to what follows (`\d{0,64}\d{0,64}x`, D137).
 *
 * @param sequence One top-level alternative.
 * @returns The reason, or `undefined` when the alternative starts with `^` or cannot be re-entered.
 */
function findRetriedRepetition(sequence: RegexSequence): string | undefined {
  // Only `^` has `start`.
  if ((sequence[0] as { start?: true } | undefined)?.start) return undefined;
  const first = sequenceFacts(sequence).first;
  const terms = sequence.map(termFacts);
  const retried = terms.some((facts, i) => {
    const term = sequence[i]!;
    // A repetition that ends the pattern, of a body without repetitions, never gives back: it fails
    // only short of its minimum.
    return overlap(facts.chars, first) && (!terms[i + 1] && 'body' in term && !termFacts(term.body).repeats ? facts.min : facts.max) > LONG;
  });
  return retried ? unanchored() : findAdjacentRepetitions(terms, false, first)[0];
}

/**
 * Finds why a term is unsafe, walking into its children.
 *
 * @param term The term.
 * @param repeated Whether an enclosing quantifier may run more than once.
 * @returns The reason, or `undefined` when the term is safe.
 */
function findDanger(term: RegexNode, repeated?: boolean): string | undefined {
  if (term.type === 'backreference') return 'backreferences are not allowed';
  if (term.type === 'repeat') return (term.max > 1 && findAmbiguity(term.body)) || findDanger(term.body, repeated || term.max > 1);
  if (!('alternatives' in term)) return undefined;
  if (repeated && termFacts(term).overlapping) return 'a repeated alternation has overlapping alternatives';
  return term.alternatives.map((sequence) => findAdjacentRepetitions(sequence.map(termFacts))[0] ?? sequence.map((child) => findDanger(child, repeated)).find(Boolean)).find(Boolean);
}

/**
 * Checks whether a pattern is safe to run on untrusted input: valid in `u` mode, without
 * backreferences, without repetitions that can match the same text in exponentially many ways
 * (catastrophic backtracking) or chained short ones and same-text alternatives whose ways multiply
 * beyond 65, and without the
 * polynomial cases — adjacent long repetitions that can split the same text, a short repetition
 * retried at every split point of a long one, and an unanchored repetition of the pattern's first
 * characters that is long or gives back characters, retried from every position. The decision is
 * taken on the syntax tree and errs on refusing.
 *
 * @param pattern The pattern source, as in the JSON Schema `pattern` keyword.
 * @returns `{ safe: true }`, or `{ safe: false, reason }` explaining the refusal.
 */
export function checkPatternSafety(pattern: string): PatternSafety {
  let tree: readonly RegexSequence[];
  try {
    // The engine decides what is valid; the parser then only builds the tree.
    new RegExp(pattern, 'u');
    tree = parsePattern(pattern);
  } catch (error) {
    return { safe: false, reason: (error as Error).message };
  }
  const reason = findDanger({ type: 'group', alternatives: tree }) ?? tree.map(findRetriedRepetition).find(Boolean);
  return reason ? { safe: false, reason } : { safe: true };
}
