import { AMBIGUOUS_NAMES, CAPITALISED_ONLY_KEYS, CAPITALS_ONLY_KEYS } from "../place-data.js";
import { mayStartName, type PlaceEntry } from "../../../gazetteer/place-index.js";
import { placeGrammar } from "../../../language/lexicon.js";
import type { Token } from "../../../text/text.js";
import { cueBefore, gap } from "./cues.js";
import { placeExpected, stateQualifier, townExpected } from "./expected.js";
import { apostropheEnding } from "./inflection.js";
import type { Scan } from "./scan.js";

// A town's name inside a landmark's ("... Square", "... Bridge") is not the town; a landmark of the table keeps its name.
const LANDMARK_AFTER = placeGrammar().landmarkAfter;

/** A name of the gazetteer over `words` tokens from `i`, joined by spaces, hyphens, dots or apostrophes only. */
function joinedKey(scan: Scan, i: number, words: number): string | null {
  let key = (scan.text.tokens[i] as Token).s;
  for (let k = 1; k < words; k++) {
    if (!joinsName(scan, i + k - 1, i + k)) return null;
    key += " " + (scan.text.tokens[i + k] as Token).s;
  }
  return key;
}

// Names run over spaces, hyphens and dots, not over commas.
function joinsName(scan: Scan, before: number, after: number): boolean {
  const from = (scan.text.tokens[before] as Token).end;
  const to = (scan.text.tokens[after] as Token).start;
  if (to - from < 1 || to - from > 3) return false;
  for (let i = from; i < to; i++) {
    const c = scan.text.folded.charCodeAt(i);
    if (c !== 32 && c !== 46 && c !== 45 && c !== 39) return false;
  }
  return true;
}

// The most words a name starting with `s` has (1 for a word that starts none).
function nameWordsFrom(scan: Scan, s: string): number {
  return mayStartName(s) ? (scan.index.multiWordStarts.get(s) ?? 1) : 1;
}

/** Rule: the longest gazetteer name starting at `i` that the words around it let be a place; the last token it took. */
export function gazetteerName(scan: Scan, i: number): number | undefined {
  const t = scan.text.tokens[i] as Token;
  for (let words = Math.min(nameWordsFrom(scan, t.s), scan.text.tokens.length - i); words >= 1; words--) {
    const key = joinedKey(scan, i, words);
    const entry = key === null ? undefined : scan.index.names.get(key);
    if (key !== null && entry) return acceptName(scan, i, words, key, entry);
  }
  return undefined;
}

// The way a name is written rules it out: capitals-only keys, capitalised-only keys, short lower-case words without a cue.
function writtenAsWord(scan: Scan, i: number, words: number, key: string): boolean {
  const t = scan.text.tokens[i] as Token;
  if (CAPITALS_ONLY_KEYS.has(key) && !scan.text.tokens.slice(i, i + words).every((w) => w.upper || w.s.length === 1)) return true;
  if (CAPITALISED_ONLY_KEYS.has(key) && !t.cap) return true;
  if (words !== 1 || key.length > 3 || t.cap || t.upper) return false;
  return !["from", "to", "via"].includes(cueBefore(scan.text, i, scan.afterPlace(i)));
}

// A word of the job's language, or a name that is also a word, where no place is expected: not a place, and a
// capitalised one is remembered as a name to ask about.
function refuseAsWord(scan: Scan, i: number, entry: PlaceEntry): undefined {
  if ((scan.text.tokens[i] as Token).cap && entry.kind !== "country") scan.maybe.push(entry.name);
  return undefined;
}

// The checks a gazetteer name passes, in order, before it is a place: how it is written, whether a word of the
// language or an ambiguous name stands where a place is expected, a state after it, a landmark around it, a town's
// cue, a country that only qualifies the city before it. Undefined when it is no place here.
function acceptName(scan: Scan, i: number, words: number, key: string, found: PlaceEntry): number | undefined {
  const { text, langs } = scan;
  const t = text.tokens[i] as Token;
  const afterPlace = scan.afterPlace(i);
  if (writtenAsWord(scan, i, words, key)) return undefined;
  // A case ending after an apostrophe is a word of its own to the tokenizer: it belongs to the name and says its direction.
  const suffix = t.cap ? apostropheEnding(text, i + words - 1, langs) : null;
  const languageWord = words === 1 && !suffix && langs.some((l) => l.notPlaces.has(key));
  if (languageWord && (!t.cap || !placeExpected(text, i, i, t, afterPlace, found))) return refuseAsWord(scan, i, found);
  const last = i + words - 1;
  const qualified = qualifiedNamesake(scan, i, last, key);
  if (qualified !== undefined) return qualified;
  const ambiguous = words === 1 && !suffix && AMBIGUOUS_NAMES.has(key);
  if (ambiguous && !placeExpected(text, i, i, t, afterPlace, found)) return refuseAsWord(scan, i, found);
  if (found.kind === "town" && found.population > 0 && LANDMARK_AFTER.has(text.tokens[last + 1]?.s ?? "")) return undefined;
  const entry = found.kind === "town" && !townExpected(text, i, last, found, afterPlace) ? scan.index.candidates(key).find((c) => c.kind !== "town") : found;
  if (!entry) return undefined;
  if (qualifiesPrevious(scan, i, entry)) return last;
  scan.add(i, suffix ? last + 1 : last, entry, suffix ?? "none");
  return suffix ? last + 1 : last;
}

// A name with its US state after it: the namesake in that state, and the state's words taken with it.
function qualifiedNamesake(scan: Scan, i: number, last: number, key: string): number | undefined {
  const qualifier = stateQualifier(scan.text, last);
  const namesake = qualifier && scan.index.candidates(key).find((c) => c.country === "US" && c.state === qualifier.state);
  if (!qualifier || !namesake) return undefined;
  scan.add(i, last, namesake, "none", true);
  return qualifier.last;
}

// A country right after one of its own cities, in brackets or after a comma, only qualifies the city.
function qualifiesPrevious(scan: Scan, i: number, entry: PlaceEntry): boolean {
  const previous = scan.found[scan.found.length - 1];
  if (entry.kind !== "country" || !previous || previous.entry.kind === "country") return false;
  return previous.entry.country === entry.country && /^[\s,(]+$/.test(gap(scan.text, previous.last, i));
}
