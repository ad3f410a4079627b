import type { Language } from "../../language/lexicon.js";
import { hashOf, sieveHas } from "../../tables/sieve.js";
import { swapped, undoubled } from "./slips.js";

// Plain slips that land on a word of the job's languages exactly: a letter typed twice ("dwooje", "kwieetnia"), two
// neighbours swapped ("osoyb", "perosna"). The landing is the evidence, as for places (./slips.ts), so unlike a guess
// among near words (./correct.ts, English only) these are read in every language. Examples in ./corpus.json.

/** The one word form a plain slip away from the token that a lexicon of the job reads; null when none or several meanings. */
export function slipToWord(token: string, lexicons: readonly Language[]): string | null {
  const forms = undoubled(token, 1, new Set());
  let found = landings(forms, lexicons);
  if (found.size === 0) found = landings(swapped(token), lexicons);
  if (new Set(found.values()).size !== 1) return null;
  return [...found.keys()][0] ?? null;
}

function landings(forms: Iterable<string>, lexicons: readonly Language[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const form of forms) {
    // A language's sieve holds all its words: most forms are turned away by their hash, not a look-up in the table.
    const hash = hashOf(form);
    for (const lex of lexicons) {
      const canonical = sieveHas(lex.sieve, hash) ? lex.words.get(form) : undefined;
      if (canonical !== undefined && !found.has(form)) found.set(form, canonical);
    }
  }
  return found;
}
