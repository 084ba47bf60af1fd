import { setsIntersect, unionSet, type CharSet } from './char-set';
import { parsePattern, type RegexNode, type RegexSequence } from './parse-pattern';

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
}

// The reasons are for the developer who wrote the pattern: production keeps a short form (D90).
const nested = (): string => (import.meta.env.DEV ? 'nested quantifiers can match the same text in many ways' : 'nested quantifiers');

/** Repetitions longer than this count as long: backtracking over them costs time in the input's length. */
const LONG = 64;

const join = (a: CharSet | undefined, b: CharSet | undefined): CharSet | undefined => (a && b ? unionSet([a, b]) : a ?? b);
const overlap = (a: CharSet | undefined, b: CharSet | undefined): boolean => !!a && !!b && setsIntersect(a, b);
/** Whether a term repeats a variable number of times, so it can give characters to its neighbours. */
const isVariable = (facts: TermFacts): boolean => !!facts.repeats && facts.min !== facts.max;
const isLong = (facts: TermFacts): boolean => isVariable(facts) && facts.max > LONG;

/**
 * Collects the facts of a sequence of terms.
 *
 * @param sequence The terms.
 * @returns Their combined facts.
 */
function sequenceFacts(sequence: RegexSequence): TermFacts {
  let facts: TermFacts = { min: 0, max: 0 };
  for (const term of sequence) {
    const next = termFacts(term);
    facts = {
      min: facts.min + next.min,
      max: facts.max + next.max,
      // While every term so far may match nothing, the next one can start the match.
      first: facts.min ? facts.first : join(facts.first, next.first),
      // A term that must match something ends every match so far; one that may match nothing adds to it.
      last: next.min ? next.last : join(facts.last, next.last),
      chars: join(facts.chars, next.chars),
      repeats: facts.repeats || next.repeats,
    };
  }
  return facts;
}

/**
 * Collects the facts of one term.
 *
 * @param term The term.
 * @returns Its facts.
 */
function termFacts(term: RegexNode): TermFacts {
  if (term.type === 'set') return { min: 1, max: 1, first: term.set, last: term.set, chars: term.set };
  if (term.type === 'group') {
    return term.alternatives.map(sequenceFacts).reduce((a, b) => ({
      min: Math.min(a.min, b.min),
      max: Math.max(a.max, b.max),
      first: join(a.first, b.first),
      last: join(a.last, b.last),
      chars: join(a.chars, b.chars),
      repeats: a.repeats || b.repeats,
    }));
  }
  if (term.type === 'repeat') {
    const body = termFacts(term.body);
    return { ...body, min: body.min * term.min, max: body.max && term.max && body.max * term.max, repeats: true };
  }
  return { min: 0, max: 0 };
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
  return shiftable && !hasDelimiter ? nested() : findAdjacentRepetitions([...terms, ...terms]);
}

/**
 * Finds why a sequence takes polynomial time on a hostile string: a long repetition, then terms it
 * can match too, then a long repetition that can take its characters and theirs (`\d+\d+`,
 * `[^@]+\.[^@]+` on a run of dots): each split point is tried in turn, the right one rescanning the rest.
 *
 * @param terms The facts of the terms, matched one after another.
 * @returns The reason, or `undefined`.
 */
function findAdjacentRepetitions(terms: readonly TermFacts[]): string | undefined {
  for (let i = 0; i < terms.length; i++) {
    const left = terms[i]!;
    const between: TermFacts[] = [];
    for (let j = i + 1; isLong(left) && j < terms.length; j++) {
      const right = terms[j]!;
      // The split point can move only over characters both can match, through terms between that both can match.
      if (
        isLong(right) &&
        overlap(left.last, right.chars) &&
        overlap(left.chars, right.first) &&
        between.every((term) => overlap(term.chars, right.chars))
      ) {
        return import.meta.env.DEV ? 'adjacent repetitions can split the same text in many ways' : 'adjacent repetitions';
      }
      if (right.min > 0) {
        if (!overlap(left.chars, right.chars)) break;
        between.push(right);
      }
    }
  }
  return undefined;
}

/**
 * Finds why an unanchored alternative takes quadratic time: JSON Schema patterns match anywhere, so
 * the engine retries from every position, and a long repetition that a run of the string's
 * characters can enter at each position, followed by something that can fail, rescans that run
 * from each of them (`\d+x` on a long run of digits).
 *
 * @param sequence One top-level alternative.
 * @returns The reason, or `undefined` when the alternative starts with `^` or cannot be re-entered.
 */
function findRetriedRepetition(sequence: RegexSequence): string | undefined {
  const first = sequenceFacts(sequence).first;
  // Anything after the repetition (a character, an assertion) can fail and send the engine on.
  const retried = sequence.slice(0, -1).some((term) => {
    const facts = termFacts(term);
    return isLong(facts) && overlap(facts.chars, first);
  });
  return retried && !(sequence[0]?.type === 'assertion' && sequence[0].start)
    ? import.meta.env.DEV
      ? 'an unanchored pattern with a long repetition can take quadratic time: start it with ^'
      : 'unanchored repetition: start with ^'
    : undefined;
}

/**
 * Finds why a term is unsafe, walking into its children.
 *
 * @param term The term.
 * @param repeated Whether an enclosing quantifier may run more than once.
 * @returns The reason, or `undefined` when the term is safe.
 */
function findDanger(term: RegexNode, repeated: boolean): string | undefined {
  if (term.type === 'backreference') return import.meta.env.DEV ? 'backreferences are not allowed' : 'backreference';
  if (term.type === 'repeat') return (term.max > 1 ? findAmbiguity(term.body) : undefined) ?? findDanger(term.body, repeated || term.max > 1);
  if (term.type !== 'group' && term.type !== 'look') return undefined;
  const alternatives = term.alternatives.map(sequenceFacts);
  const overlapping =
    repeated &&
    term.type === 'group' &&
    alternatives.some((a, i) => alternatives.some((b, j) => j > i && (!a.min || !b.min || overlap(a.first, b.first))));
  if (overlapping) return import.meta.env.DEV ? 'a repeated alternation has overlapping alternatives' : 'overlapping alternatives';
  for (const sequence of term.alternatives) {
    const reason = findAdjacentRepetitions(sequence.map(termFacts)) ?? sequence.map((child) => findDanger(child, repeated)).find(Boolean);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * Checks whether a pattern is safe to run on untrusted input: valid in `u` mode, without
 * backreferences, without repetitions that can match the same text in exponentially many ways
 * (catastrophic backtracking), and without the polynomial cases — adjacent long repetitions that can
 * split the same text, and an unanchored long repetition retried from every position. The decision
 * is taken on the syntax tree and errs on refusing.
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
  const reason = findDanger({ type: 'group', alternatives: tree }, false) ?? tree.map(findRetriedRepetition).find(Boolean);
  return reason ? { safe: false, reason } : { safe: true };
}
