// What the canonical reading reads in a sentence of another language than its own (parser/src/normalise/canonical.ts),
// derived here from every language's words rather than on the first job: kind words and stems every language that has
// them agrees on, party phrases by their first word, and the sieves over them. Built at first use, these loops cost the
// first job some 80 ms of TurboFan compiling and a mark-compact of their short-lived arrays (issue 28).
import { isMonthKey, KIND_KEYS, MISHAP_KEYS, PARTY, type PairWords } from "../../parser/src/language/cross-words.js";
import type { CompiledLanguage } from "../../parser/src/language/lexicon.js";
import type { OtherKindsTable, OtherMonthsTable, OtherPartiesTable, PartyPhrase } from "../../parser/src/language/other-language-words.js";
import { makeSieve } from "../../parser/src/tables/sieve.js";

// The region's languages (docs/DESIGN.md section 6): their kind words are read in a sentence of another language.
// Western ones share too many words with English ("skip" is a Norwegian ship).
const REGION_TAGS: ReadonlySet<string> = new Set(["pl", "cs", "sk", "hu", "sl", "hr", "bs", "sr", "ro", "bg", "mk", "sq", "et", "lv", "lt", "uk", "ru", "el"]);
// Stems ("trajekt*") of five letters or more; whole words of four or more.
const KIND_STEM = 5;
const KIND_WORD = 4;
// A party phrase of one word is read across languages from five letters on.
const PARTY_WORD = 5;

const tagOf = (c: CompiledLanguage) => c.language.split("-")[0] as string;
const isKind = ([, canonical]: [string, string]) => KIND_KEYS.has(canonical) || MISHAP_KEYS.has(canonical);

/** Each word's one reading across the lists, null where two lists read it differently; in first-seen order. */
function readingsOf(entries: Iterable<[string, string]>): Map<string, string | null> {
  const seen = new Map<string, string | null>();
  for (const [w, c] of entries) {
    const had = seen.get(w);
    seen.set(w, had === undefined || had === c ? c : null);
  }
  return seen;
}

// Words of one word, `min` letters or more, that every language reading them reads alike, and that are no English guard word.
function agreed(entries: [string, string][], min: number, guard: ReadonlySet<string>): [string, string][] {
  const seen = readingsOf(entries.filter(([w]) => w.length >= min && !w.includes(" ")));
  return [...seen].filter((e): e is [string, string] => e[1] !== null && !guard.has(e[0]));
}

/** The region's kind words and stems (a word "vlak", a stem "trajekt"), with the lengths of the stems and a sieve of all. */
export function otherKindsTable(languages: readonly CompiledLanguage[], guard: ReadonlySet<string>): OtherKindsTable {
  const region = languages.filter((c) => REGION_TAGS.has(tagOf(c)));
  const stems = agreed(region.flatMap((c) => c.stems.filter(isKind)), KIND_STEM, guard);
  const words = agreed(region.flatMap((c) => c.words.filter(isKind)), KIND_WORD, guard);
  const stemLengths = [...new Set(stems.map(([stem]) => stem.length))];
  return { words, stems, stemLengths, sieve: [...makeSieve([...words, ...stems].map(([w]) => w))] };
}

/** Every language's party phrases by their first word, longest first, with a sieve of the first words, and those that open a correction with theirs. */
export function otherPartiesTable(languages: readonly CompiledLanguage[], guard: ReadonlySet<string>): OtherPartiesTable {
  const seen = readingsOf(languages.flatMap((c) => c.words.filter(([, canonical]) => PARTY.test(canonical))));
  const byFirst = new Map<string, PartyPhrase[]>();
  for (const [phrase, canonical] of seen) {
    const words = phrase.split(" ");
    if (canonical === null || (words.length === 1 && (phrase.length < PARTY_WORD || guard.has(phrase)))) continue;
    const list = byFirst.get(words[0] as string) ?? [];
    list.push({ words, canonical });
    byFirst.set(words[0] as string, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  const corrections = [...byFirst].filter(([, list]) => list.some((p) => p.canonical === "correction" && p.words.length > 1)).map(([first]) => first);
  return { byFirst: [...byFirst], starts: [...makeSieve([...byFirst.keys()])], corrections, correctionSieve: [...makeSieve(corrections)] };
}

/** A sieve of the words that open a count pair or name its people, in any language. */
export function pairSieve(pairs: PairWords<ReadonlySet<string>>): number[] {
  return [...makeSieve([...pairs.opening, ...pairs.people])];
}

// A month name is read across languages from four letters on ("out" is Portuguese for October and an English word).
const MONTH_WORD = 4;

/** Every language's month names of one word that every language reading them reads alike, and the sieve over them. */
export function otherMonthsTable(languages: readonly CompiledLanguage[], guard: ReadonlySet<string>): OtherMonthsTable {
  const seen = readingsOf(languages.flatMap((c) => c.words.filter(([word, canonical]) => isMonthKey(canonical) && !word.includes(" "))));
  const words = [...seen].filter((e): e is [string, string] => e[1] !== null && e[0].length >= MONTH_WORD && !guard.has(e[0]));
  return { words, sieve: [...makeSieve(words.map(([word]) => word))] };
}
