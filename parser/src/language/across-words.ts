import { across, acrossStems, shortWords } from "../../data/generated/lexicon.js";
import { unshared } from "../tables/chars.js";
import { FIELD, forEachLine } from "../tables/lines.js";
import { TextIndex } from "../tables/text-index.js";
import { SHORT_WORD } from "./cross-words.js";

// The tables of words read across languages (./cross-words.ts), copied from every language's word lists when the
// lexicon is built (scripts/data/build-tables.ts): a reader that asks something of every language reads them instead
// of building every language's lexicon.

/** A language's word (or stem) read across languages: its language's tag, the word and its canonical reading. */
export type AcrossWord = readonly [tag: string, word: string, canonical: string];

function rows(text: string): AcrossWord[] {
  const out: AcrossWord[] = [];
  forEachLine(text, (line) => {
    const [tag = "", word = "", canonical = ""] = line.split(FIELD);
    // Kept in their readers' sets: a long part cut from the table would keep the whole table alive.
    out.push([tag, unshared(word), unshared(canonical)]);
  });
  return out;
}

/**
 * Every language's words whose reading is read across languages, in the lexicon's order of languages and each
 * language's order of words. Read anew at each call: each caller reads them once and keeps what it makes of them.
 */
export function acrossWords(): AcrossWord[] {
  return rows(across());
}

/** Every language's stems that name a kind of trip, in the same order. Read anew at each call. */
export function acrossKindStems(): AcrossWord[] {
  return rows(acrossStems());
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
