import { setsIntersect, unionSet, type CharSet } from './char-set';
import { parsePattern, type RegexNode, type RegexSequence } from './parse-pattern';

/** The verdict of {@link checkPatternSafety}. */
export type PatternSafety = { readonly safe: true } | { readonly safe: false; readonly reason: string };

/** What the safety rules need to know about a term: its length range and its characters. */
interface TermFacts {
  readonly min: number;
  readonly max: number;
  /** The characters a match can start with (undefined: none). */
  readonly first: CharSet | undefined;
  /** The characters a match can end with (undefined: none). */
  readonly last: CharSet | undefined;
  /** Every character a match can contain (undefined: none). */
  readonly chars: CharSet | undefined;
  /** Whether the term contains a quantifier. */
  readonly repeats: boolean;
}

const join = (a: CharSet | undefined, b: CharSet | undefined): CharSet | undefined => (a && b ? unionSet([a, b]) : a ?? b);
const overlap = (a: CharSet | undefined, b: CharSet | undefined): boolean => !!a && !!b && setsIntersect(a, b);

/**
 * Collects the facts of a sequence of terms.
 *
 * @param sequence The terms.
 * @returns Their combined facts.
 */
function sequenceFacts(sequence: RegexSequence): TermFacts {
  let min = 0;
  let max = 0;
  let first: CharSet | undefined;
  let last: CharSet | undefined;
  let chars: CharSet | undefined;
  let repeats = false;
  let open = true;
  for (const term of sequence) {
    const facts = termFacts(term);
    if (open) first = join(first, facts.first);
    open &&= facts.min === 0;
    // A term that must match something ends every match so far; one that may match nothing adds to it.
    last = facts.min > 0 ? facts.last : join(last, facts.last);
    min += facts.min;
    max += facts.max;
    chars = join(chars, facts.chars);
    repeats ||= facts.repeats;
  }
  return { min, max, first, last, chars, repeats };
}

/**
 * Collects the facts of one term.
 *
 * @param term The term.
 * @returns Its facts.
 */
function termFacts(term: RegexNode): TermFacts {
  if (term.type === 'set') return { min: 1, max: 1, first: term.set, last: term.set, chars: term.set, repeats: false };
  if (term.type === 'group') {
    const all = term.alternatives.map(sequenceFacts);
    return all.reduce((a, b) => ({
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
    const max = term.max === 0 || body.max === 0 ? 0 : body.max * term.max;
    return { ...body, min: body.min * term.min, max, repeats: true };
  }
  return { min: 0, max: 0, first: undefined, last: undefined, chars: undefined, repeats: false };
}

/**
 * Spreads the body of a quantifier into the terms of one iteration, entering plain groups.
 *
 * @param term The quantified term.
 * @returns The terms matched one after another by one iteration.
 */
function iterationTerms(term: RegexNode): RegexNode[] {
  if (term.type === 'group' && term.alternatives.length === 1) return term.alternatives[0]!.flatMap(iterationTerms);
  return [term];
}

/**
 * Finds why a repeated body can match the same text in many ways, if it can.
 *
 * @param body The body of a quantifier that may run more than once.
 * @returns The reason, or `undefined` when the repetition is unambiguous.
 */
function findAmbiguity(body: RegexNode): string | undefined {
  const terms = iterationTerms(body).map(termFacts);
  const isVariable = (facts: TermFacts): boolean => facts.repeats && facts.min !== facts.max;
  let shiftable = false;
  // Iterations follow each other, so the terms are adjacent in a cycle: the last touches the first.
  for (let i = 0; i < terms.length; i++) {
    const left = terms[i]!;
    for (let step = 1; step <= terms.length; step++) {
      const right = terms[(i + step) % terms.length]!;
      if ((isVariable(left) || isVariable(right)) && overlap(left.chars, right.first)) {
        if (isVariable(left) && isVariable(right)) return 'nested quantifiers can match the same text in many ways';
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
  return shiftable && !hasDelimiter ? 'nested quantifiers can match the same text in many ways' : undefined;
}

/** Repetitions longer than this count as long: backtracking over them costs time in the input's length. */
const LONG = 64;

const isLong = (facts: TermFacts): boolean => facts.repeats && facts.min !== facts.max && facts.max > LONG;

/**
 * Finds why a sequence takes polynomial time on a hostile string: two long repetitions next to each
 * other that can take each other's characters (`\d+\d+`), each split point tried in turn.
 *
 * @param sequence The terms, matched one after another.
 * @returns The reason, or `undefined`.
 */
function findAdjacentRepetitions(sequence: RegexSequence): string | undefined {
  const terms = sequence.map(termFacts);
  for (let i = 0; i < terms.length; i++) {
    if (!isLong(terms[i]!)) continue;
    for (let j = i + 1; j < terms.length; j++) {
      const right = terms[j]!;
      // The split point can move only where the left one can end with what the right one starts with.
      if (isLong(right) && overlap(terms[i]!.last, right.first)) return 'adjacent repetitions can split the same text in many ways';
      if (right.min > 0) break;
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
  if (sequence[0]?.type === 'assertion' && sequence[0].start) return undefined;
  const terms = sequence.map(termFacts);
  const first = sequenceFacts(sequence).first;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    // Anything after the repetition (a character, an assertion) can fail and send the engine on.
    if (isLong(term) && overlap(term.chars, first) && i < terms.length - 1) {
      return 'an unanchored pattern with a long repetition can take quadratic time: start it with ^';
    }
  }
  return undefined;
}

/**
 * Finds why a term is unsafe, walking into its children.
 *
 * @param term The term.
 * @param repeated Whether an enclosing quantifier may run more than once.
 * @returns The reason, or `undefined` when the term is safe.
 */
function findDanger(term: RegexNode, repeated: boolean): string | undefined {
  if (term.type === 'backreference') return 'backreferences are not allowed';
  if (term.type === 'repeat') {
    const repeats = term.max > 1;
    return (repeats ? findAmbiguity(term.body) : undefined) ?? findDanger(term.body, repeated || repeats);
  }
  if (term.type === 'group' || term.type === 'look') {
    const alternatives = term.alternatives.map(sequenceFacts);
    if (repeated && term.type === 'group') {
      for (let i = 0; i < alternatives.length; i++) {
        for (let j = i + 1; j < alternatives.length; j++) {
          const a = alternatives[i]!;
          const b = alternatives[j]!;
          if (a.min === 0 || b.min === 0 || overlap(a.first, b.first)) return 'a repeated alternation has overlapping alternatives';
        }
      }
    }
    for (const sequence of term.alternatives) {
      const adjacent = findAdjacentRepetitions(sequence);
      if (adjacent) return adjacent;
      for (const child of sequence) {
        const reason = findDanger(child, repeated);
        if (reason) return reason;
      }
    }
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
