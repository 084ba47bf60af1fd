// UTS #39's single-script check, per word, as a confirmation card needs it (spec §17.2): a word that
// mixes scripts (`pаypal` with a Cyrillic `а`) gets its foreign letters shown by code point.

// The scripts told apart by name; a letter of any other script counts as `other`. Common and
// Inherited characters (digits, punctuation, most marks) belong to every script.
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan',
  'Myanmar', 'Khmer', 'Ethiopic', 'Cherokee', 'Mongolian', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
];
// Writing systems that mix scripts by design (UTS #39 augmented script sets): Japanese, Korean, Chinese with Bopomofo.
const AUGMENTED: Record<string, readonly string[]> = {
  Han: ['Japanese', 'Korean', 'Chinese'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Hangul: ['Korean'],
  Bopomofo: ['Chinese'],
};
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
// Only letters count: marks, digits and the characters shown by code point anyway have no say.
const LETTER = /\p{L}/u;
let tests: RegExp[] | undefined;

// Script sets already worked out, as in visible-text.ts: emptied when it grows past a bound.
const known = new Map<string, string[]>();

// The scripts a character can be written in, augmented; empty for a neutral one.
function scriptsOf(char: string): string[] {
  let set = known.get(char);
  if (set) return set;
  if (!LETTER.test(char) || NEUTRAL.test(char)) set = [];
  else {
    tests ??= SCRIPTS.map((name) => new RegExp(`\\p{Script_Extensions=${name}}`, 'u'));
    const names = SCRIPTS.filter((_, index) => tests![index]!.test(char));
    set = names.length === 0 ? ['other'] : names.flatMap((name) => [name, ...(AUGMENTED[name] ?? [])]);
  }
  if (known.size > 10_000) known.clear();
  known.set(char, set);
  return set;
}

/** What {@link mixedScripts} finds in a string. */
export interface MixedScripts {
  /** The indexes (into the string's code points) of the letters foreign to their word's main script. */
  readonly foreign: ReadonlySet<number>;
  /** The scripts mixed, each word's main script before the foreign ones, each once. */
  readonly scripts: readonly string[];
  /** The scripts of words written wholly in letters that look Latin (`Κ100` in Greek), each once. */
  readonly lookalike: readonly string[];
}

// Cyrillic and Greek letters that look like a Latin letter of the same case: a word made only of
// them (`Κ100` with a Greek kappa, `рос`) passes for Latin without mixing scripts (UTS #39 calls it
// a whole-script confusable).
const LOOKS_LATIN = /[аеорсухіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅУΑΒΕΖΗΙΚΜΝΟΡΤΥΧο]/u;

/**
 * Finds the words (runs without white space) whose letters share no script, as UTS #39's
 * single-script check does with augmented sets (so Japanese kanji with kana is one script). In such
 * a word, the letters outside its main script (the one most of its letters are in) are foreign.
 * A word that mixes ASCII digits with other decimal digits (`1٠٠`) has the others foreign too, and
 * a Cyrillic or Greek word made only of letters that look Latin has them all foreign.
 *
 * @param chars The string's code points.
 * @returns The foreign letters and the scripts involved.
 */
export function mixedScripts(chars: readonly string[]): MixedScripts {
  const foreign = new Set<number>();
  const scripts = new Set<string>();
  const lookalike = new Set<string>();
  let start = 0;
  for (let end = 0; end <= chars.length; end++) {
    if (end < chars.length && !/\s/u.test(chars[end]!)) continue;
    const sets = new Map<number, string[]>();
    for (let at = start; at < end; at++) {
      const set = scriptsOf(chars[at]!);
      if (set.length > 0) sets.set(at, set);
    }
    const all = [...sets.values()];
    if (all.length > 0 && !all[0]!.some((name) => all.every((set) => set.includes(name)))) {
      // The main script: the one most letters are in.
      const count = new Map<string, number>();
      for (const set of all) for (const name of set) count.set(name, (count.get(name) ?? 0) + 1);
      const main = [...count].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
      scripts.add(main);
      for (const [at, set] of sets) {
        if (set.includes(main)) continue;
        foreign.add(at);
        scripts.add(set[0]!);
      }
    } else if (all.length > 0 && [...sets.keys()].every((at) => LOOKS_LATIN.test(chars[at]!))) {
      for (const at of sets.keys()) foreign.add(at);
      lookalike.add(all[0]![0]!);
    }
    const word = chars.slice(start, end);
    if (word.some((char) => /[0-9]/.test(char))) {
      word.forEach((char, index) => {
        if (/[^\P{Nd}0-9]/u.test(char)) foreign.add(start + index);
      });
    }
    start = end + 1;
  }
  return { foreign, scripts: [...scripts], lookalike: [...lookalike] };
}
