import { detectLanguage } from "../../language/language.js";
import { languages, lookupWord, type Language } from "../../language/lexicon.js";
import { placeIndex } from "../../gazetteer/place-index.js";
import { prepareText, type JobText } from "../../text/text.js";

// A job typed in capitals ("FERRY FROM SPLIT TO HVAR, 2 ADULTS") says nothing by its case: every word looks like a
// code ("IN", "CA", "MR") and every name like an acronym. It is read as if typed in the usual case: words in lower
// case, names of the gazetteer that no language of the job reads as a word capitalised, airport codes kept.

// Shouting is most of a job's words in capitals, and enough of them to tell (a header or a code alone is not).
const SHOUTED_SHARE = 0.9;
const SHOUTED_WORDS = 3;
const LETTER = /\p{L}/u;

/** Whether a job's words of two letters or more are (nearly) all in capitals. */
function shouting(text: JobText): boolean {
  let words = 0;
  let upper = 0;
  for (const t of text.tokens) {
    if (t.s.length < 2 || !LETTER.test(t.s)) continue;
    words++;
    if (t.upper) upper++;
  }
  return upper >= SHOUTED_WORDS && upper >= words * SHOUTED_SHARE;
}

// Lower case that keeps every offset: a letter whose lower case is longer ("İ" -> "i̇") loses its mark.
function lowerInPlace(raw: string): string {
  const lower = raw.toLowerCase();
  if (lower.length === raw.length) return lower;
  let out = "";
  for (const c of raw) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c.normalize("NFD").charAt(0).toLowerCase();
  }
  return out;
}

let every: Language[] | undefined;
const allLexicons = () => (every ??= [...languages().values()]);

function readsAsWord(lexicons: readonly Language[], words: readonly string[], i: number): boolean {
  return lexicons.some((lex) => lookupWord(lex, words, i, i + 1) !== null);
}

/** The words of a shouted job to write with a capital (names) and in capitals (airport codes). */
function casing(lowered: JobText, shouted: JobText): { capital: Set<number>; codes: Set<number> } {
  const words = lowered.words;
  const detected = detectLanguage(words, lowered.raw, false);
  const english = languages().get("en");
  const lexicons = [...new Set([detected.language, ...detected.also, english])].filter((l): l is Language => !!l);
  const index = placeIndex();
  const capital = new Set<number>();
  const codes = new Set<number>();
  lowered.tokens.forEach((t, i) => {
    if (t.s.length < 2 || !LETTER.test(t.s)) return;
    const next = lowered.tokens[i + 1];
    // A name of two words ("STARI GRAD", "SANKT PETERBURG"): both capitalised, whatever each is alone.
    if (next && /^[ -]$/.test(lowered.raw.slice(t.end, next.start)) && index.names.has(`${t.s} ${next.s}`)) {
      capital.add(i).add(i + 1);
      return;
    }
    if (capital.has(i) || readsAsWord(lexicons, words, i)) return;
    // A name before a code that spells it ("KOS": the island, not Sihanoukville's airport); a code that is a word of
    // any language ("DES") is that word.
    if (t.s.length >= 3 && (index.names.has(t.s) || index.inflected.has(t.s))) capital.add(i);
    else if (t.s.length === 3 && shouted.tokens[i]?.upper && index.iata.has(t.s.toUpperCase()) && !readsAsWord(allLexicons(), words, i)) codes.add(i);
  });
  return { capital, codes };
}

/**
 * A job typed in capitals written in the usual case, offset for offset: words in lower case, places capitalised,
 * airport codes in capitals. Any other job is returned as it is.
 */
export function inUsualCase(raw: string): string {
  // Cheap cue: no job in capitals without two capital letters in a row.
  if (!/\p{Lu}\p{Lu}/u.test(raw)) return raw;
  const shouted = prepareText(raw);
  if (!shouting(shouted)) return raw;
  const lowered = prepareText(lowerInPlace(raw));
  if (lowered.tokens.length !== shouted.tokens.length) return raw;
  const { capital, codes } = casing(lowered, shouted);
  let out = lowered.raw;
  for (const i of [...capital, ...codes]) {
    const t = lowered.tokens[i];
    if (!t) continue;
    const word = codes.has(i) ? out.slice(t.start, t.end).toUpperCase() : out.charAt(t.start).toUpperCase() + out.slice(t.start + 1, t.end);
    if (word.length === t.end - t.start) out = out.slice(0, t.start) + word + out.slice(t.end);
  }
  return out;
}
