import { acrossCounts, acrossKinds, acrossMonths, acrossOpening, acrossParties, acrossPeople, acrossStems, shortWords } from "../../data/generated/lexicon.js";
import { TextIndex } from "../tables/text-index.js";
import { SHORT_WORD, type PairWords } from "./cross-words.js";

// The tables of words read across languages (./cross-words.ts), copied from every language's word lists when the
// lexicon is built (scripts/data/build-tables.ts): a reader that asks something of every language reads them instead
// of building every language's lexicon.

/** Calls `each` with a language's tag, a word (or stem) of it and the word's canonical reading. */
export type EachAcross = (tag: string, word: string, canonical: string) => void;

function forEachIn(table: string, each: EachAcross): void {
  for (const [tag, words] of JSON.parse(table) as [string, [string, string][]][]) for (const [word, canonical] of words) each(tag, word, canonical);
}

/** The words a count pair may be made of in any language, by their role in it: a text each (its units outside the
 * heap, its index prebuilt beside the Node bundle), not a Set of 18,000 strings. Read anew at each call. */
export function acrossPairWords(): PairWords<TextIndex> {
  return { opening: new TextIndex(acrossOpening()), counts: new TextIndex(acrossCounts()), people: new TextIndex(acrossPeople()) };
}

/**
 * Every language's words that name a kind of trip, in the lexicon's order of languages and each language's order of
 * words. Read anew at each call: each caller reads them once and keeps what it makes of them.
 */
export function forEachAcrossKindWord(each: EachAcross): void {
  forEachIn(acrossKinds(), each);
}

/** Every language's stems that name a kind of trip, in the same order. Read anew at each call. */
export function forEachAcrossKindStem(each: EachAcross): void {
  forEachIn(acrossStems(), each);
}

/** Every language's phrases that name a party ("nas dwoje", "négyen"), in the same order. Read anew at each call. */
export function forEachAcrossParty(each: EachAcross): void {
  forEachIn(acrossParties(), each);
}

/** Every language's month names, in the same order. Read anew at each call. */
export function forEachAcrossMonth(each: EachAcross): void {
  forEachIn(acrossMonths(), each);
}

let short: TextIndex | undefined;

/**
 * Whether some language reads `word` as one of its words, for a word shorter than SHORT_WORD (such a word is read
 * whole, never by a stem); undefined for a longer word, which the caller asks every language about itself.
 */
export function someLanguageReads(word: string): boolean | undefined {
  if (word.length >= SHORT_WORD) return undefined;
  short ??= new TextIndex(shortWords());
  return short.has(word);
}
