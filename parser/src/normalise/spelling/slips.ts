import { isTableName, placeIndex, type PlaceEntry } from "../../gazetteer/place-index.js";
import { baseForms } from "../../dimensions/places/rules/inflection.js";
import { TOWN_WITHOUT_CUE } from "../../dimensions/places/rules/expected.js";
import type { Language } from "../../language/lexicon.js";
import { typingDistance } from "./distance.js";

// Plain slips that land on a place the finder reads exactly: the landing is the evidence, so unlike a guess among
// near names (./correct.ts) these need no prominent target and read names of any length, inflected ones included.
// Examples in ./corpus.json: "rigaa", "Caprii", "Zakopaanem", "Tallinnastt" (a letter typed twice), "Londonab",
// "Bécsbem", "Tallinnsat", "Egerbne" (a slip in the case ending of a name spelt right).

// A place travelled to: a country, a city with an airport, a town big enough to go to by name, or a curated one.
const travelled = (entry: PlaceEntry) => entry.kind !== "town" || entry.population >= TOWN_WITHOUT_CUE || isTableName(entry);

// Swapped letters are read from six letters on: five-letter swaps land on too many other names.
const SWAP_LENGTH = 6;

const samePlace = (a: PlaceEntry, b: PlaceEntry) => a.name === b.name && a.country === b.country;

// Two letters swapped before one changed, one changed before one dropped or added: "londonab" is "londonba", not "londonat".
const slipRank = (token: string, form: string) =>
  form.length !== token.length ? 2 : [...form].sort().join("") === [...token].sort().join("") ? 0 : 1;

/** The place the finder reads a form as exactly: as a name, an irregular form, or a name with a case ending. */
function readsAs(form: string, langs: readonly Language[]): PlaceEntry | undefined {
  const index = placeIndex();
  const entry = index.names.get(form) ?? index.inflected.get(form);
  if (entry) return entry;
  for (const lang of langs) for (const { base } of baseForms(form, lang)) if (index.names.has(base)) return index.names.get(base);
  return undefined;
}

/** The token with two neighbouring letters typed the other way round ("barcelnoa" -> "barcelona"), its first letter kept. */
export function swapped(token: string): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < token.length - 1; i++)
    if (token[i] !== token[i + 1]) out.add(token.slice(0, i) + (token[i + 1] as string) + (token[i] as string) + token.slice(i + 2));
  return out;
}

/** The token with one or two of its doubled letters typed once ("rigaa" -> "riga", "budapestrőőől" -> "budapestről"). */
export function undoubled(token: string, depth: number, out: Set<string>): Set<string> {
  for (let i = 1; i < token.length; i++) {
    if (token[i] !== token[i - 1]) continue;
    const single = token.slice(0, i) + token.slice(i + 1);
    if (out.has(single)) continue;
    out.add(single);
    if (depth > 1) undoubled(single, depth - 1, out);
  }
  return out;
}

const longestEndings = new WeakMap<Language, number>();

// The longest case ending of a language: no stem is looked up that would leave a longer one.
function longestEnding(lang: Language): number {
  let longest = longestEndings.get(lang);
  if (longest === undefined) longestEndings.set(lang, (longest = Math.max(0, ...lang.endings.map((e) => e.ending.length))));
  return longest;
}

/**
 * A name spelt right followed by a case ending one slip from the job's languages' own ("londonab" -> "londonba"),
 * each with the place the finder reads it as: the name's own, never another place the form happens to name.
 */
function endingSlips(token: string, langs: readonly Language[]): Map<string, PlaceEntry> {
  const index = placeIndex();
  const out = new Map<string, PlaceEntry>();
  // The ending holds two letters at least: one more letter after a name is likelier a word ("Gerai": Gera).
  const longest = Math.max(0, ...langs.map(longestEnding));
  for (let p = Math.max(4, token.length - longest - 1); p < token.length - 1; p++) {
    const stem = token.slice(0, p);
    const entry = index.names.get(stem);
    if (!entry || !travelled(entry)) continue;
    const tail = token.length - p;
    for (const lang of langs)
      for (const { ending } of lang.endings) {
        if (ending.length < 2 || Math.abs(ending.length - tail) > 1) continue;
        const form = stem + ending;
        if (out.has(form) || typingDistance(token, form, 1) !== 1) continue;
        const named = index.names.get(form) ?? index.inflected.get(form);
        const same = named ? samePlace(named, entry) : baseForms(form, lang).some(({ base }) => base === stem);
        if (same) out.set(form, entry);
      }
  }
  return out;
}

/**
 * The forms a plain slip away from the token that the place finder reads as a place people travel to; read through
 * no case ending when `langs` is empty.
 */
function landings(forms: Iterable<string>, langs: readonly Language[], anyTown: boolean): Map<string, PlaceEntry> {
  const found = new Map<string, PlaceEntry>();
  for (const form of forms) {
    const entry = readsAs(form, langs);
    if (entry && (anyTown || travelled(entry))) found.set(form, entry);
  }
  return found;
}

/** A form a plain slip away from a token and the place the finder reads it as. */
export interface Landing {
  to: string;
  place: PlaceEntry;
  /** Read by swapping two letters: no more than a guess among near names, which outranks it ("Albnia": Albania, not Albina). */
  swap?: boolean;
}

/**
 * The one form a plain slip away from the token that the place finder reads as a place people travel to; null when
 * none does or several places do. The token is a word of five letters or more that no lexicon and no name reads.
 * `anyTown`: the token stands where the finder reads a town of any size (a capital after a route's cue), so a slip
 * may land on one too ("to Korculla").
 * One doubled letter is undone before two ("riigaa": Estonian "Riiga", to Riga, not "Riga").
 */
export function slipToPlace(token: string, langs: readonly Language[], anyTown = false): Landing | null {
  const once = undoubled(token, 1, new Set());
  const undone = landings(once, langs, anyTown);
  let found = new Map([...endingSlips(token, langs), ...undone]);
  // Two letters typed twice: only the forms with both undone are new.
  if (found.size === 0 && once.size > 0) found = landings([...undoubled(token, 2, new Set())].filter((f) => !once.has(f)), langs, anyTown);
  // Two neighbours swapped, on a name long enough that a swap rarely makes another ("zgareb", "helsniki").
  // A swap lands on a name or an irregular form as written: through a case ending, a word of the language swapped
  // lands on too many ("geriau", better: "geraiu").
  const swap = found.size === 0 && token.length >= SWAP_LENGTH;
  if (swap) found = landings(swapped(token), [], anyTown);
  const places = new Set([...found.values()].map((e) => `${e.name}|${e.country}`));
  if (places.size !== 1) return null;
  // A letter typed twice is the plainest slip ("krakowaa": "krakowa", not "krakowia"); then a name or an irregular
  // form as it is ("riiga", to Riga) before one read through an ending ("rigaa").
  const index = placeIndex();
  const rank = (f: string) => (undone.has(f) ? 0 : slipRank(token, f)) * 2 + (index.names.has(f) || index.inflected.has(f) ? 0 : 1);
  const to = [...found.keys()].sort((a, b) => rank(a) - rank(b))[0];
  return to === undefined ? null : { to, place: found.get(to) as PlaceEntry, ...(swap ? { swap } : {}) };
}
