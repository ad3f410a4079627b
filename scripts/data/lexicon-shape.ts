// What a language's lexicon is read by besides its word lists (parser/src/language/lexicon.ts), derived here from the
// words and stems rather than on the first job that reads the language: how many words its longest phrase has, its
// stems' lengths and heads, and how large its sieve is. Derived at first use from every key as a string, these cost a
// job with a bare count in an unknown language ("3 lidi"), which reads every language, some 600 ms (issue 28).
// The sieve's bits and the phrase starts are not carried: they do not compress (some 290 kB and 45 kB gzipped of the
// Worker's last 40 kB), and the parser makes them in one pass over the table's units, without a string per key.
import type { LexiconPart, LexiconShape } from "../../parser/src/tables/lexicon-table.js";
import { sieveWordsFor } from "../../parser/src/tables/sieve.js";

/** The shape of one language's lexicon, as encodeLexicon writes it beside the word lists. */
export function lexiconShape(part: Pick<LexiconPart, "words" | "stems">): LexiconShape {
  let phraseWords = 1;
  const phraseStarts = new Set<string>();
  for (const [key] of part.words) {
    const space = key.indexOf(" ");
    if (space < 0) continue;
    phraseWords = Math.max(phraseWords, key.split(" ").length);
    phraseStarts.add(key.slice(0, space));
  }
  const stems = part.stems.map(([stem]) => stem);
  return {
    phraseWords,
    stemLengths: [...new Set(stems.map((s) => s.length))].sort((a, b) => b - a),
    sieveWords: sieveWordsFor(part.words.length + phraseStarts.size + stems.length),
    stemHeads: [...new Set(stems.map((s) => s.slice(0, 4)))],
  };
}
