import { acrossCounts, acrossOpening, acrossPeople, shortWords } from "../../data/generated/lexicon.js";
import { TextIndex } from "../tables/text-index.js";
import { SHORT_WORD, type PairWords } from "./cross-words.js";

// The tables of words read across languages (./cross-words.ts), copied from every language's word lists when the
// lexicon is built (scripts/data/build-tables.ts): a reader that asks something of every language reads them instead
// of building every language's lexicon. What is read of kind words and party phrases is in ./other-language-words.ts.

/** The words a count pair may be made of in any language, by their role in it: a text each (its units outside the
 * heap, its index prebuilt beside the Node bundle), not a Set of 18,000 strings. Read anew at each call. */
export function acrossPairWords(): PairWords<TextIndex> {
  return { opening: new TextIndex(acrossOpening()), counts: new TextIndex(acrossCounts()), people: new TextIndex(acrossPeople()) };
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
