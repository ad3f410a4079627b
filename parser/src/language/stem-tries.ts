import type { Language } from "./lexicon.js";

// How a language's endings leave a stem (its file's `stemVowels` and `alternations`): read by the place rules and by
// the travellers' companion rule, which both cut an ending and look the base up.

/** The stems a word may come from once one ending is cut: the stem, with each vowel, softened and alternated. */
export function stemTries(stem: string, lang: Language): string[] {
  const vowels = lang.stemVowels;
  const tries = [stem, ...vowels.map((v) => stem + v)];
  // A soft stem marks itself with an "i" before the ending.
  if (stem.endsWith("i")) tries.push(stem.slice(0, -1), ...vowels.map((v) => stem.slice(0, -1) + v));
  for (const [base, inflected] of lang.alternations)
    if (inflected && stem.endsWith(inflected)) {
      // A changed stem takes its vowel back too.
      const changed = stem.slice(0, stem.length - inflected.length) + base;
      tries.push(changed, ...vowels.map((v) => changed + v));
    }
  return tries;
}
