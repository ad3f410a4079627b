import type { Place } from "../schemas/job.js";
import type { Language } from "./lexicon.js";
import { nameKey } from "./fold.js";
import { AMBIGUOUS_NAMES, CAPITALISED_ONLY_KEYS, CAPITALS_ONLY_KEYS, EUROPE, IATA_STOPLIST } from "./place-data.js";
import { isTableName, placeIndex, type PlaceEntry } from "./place-index.js";
import type { JobText, Token } from "./text.js";
import { endsSentence } from "./lines.js";

/** What the place finder found: the places, and names it could not decide between meanings of. */
export interface FoundPlaces {
  mentions: PlaceMention[];
  /** Names that stay ambiguous ("Reading" with no context): reported, never guessed. */
  ambiguous: string[];
}

// Words after which a capitalised name is a person ("my colleague Sofia").
const PERSON_BEFORE = new Set(
  "colleague friend sister brother wife husband partner mother father son daughter boss mate cousin aunt uncle named called mr mrs ms dr miss sir madam dear hi hello hey thanks tell ask remind email text ping cc".split(" "),
);
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));
const CURRENCY_WORDS = /\b(?:convert|exchange rate|currency|how much|worth|cost|price|pay|paying|paid|eur|euros?|dollars?|pounds?)\b/;
// Towns beyond airports need a capital letter and, unless they are big, a place cue or a qualifier.
const TOWN_WITHOUT_CUE = 15_000;

/** How the words before a place tie it to the trip. */
export type PlaceCue = "from" | "to" | "at" | "via" | "back" | "none";

/** A place found in the job: which tokens name it, what it is, and the cue before it. */
export interface PlaceMention {
  first: number;
  last: number;
  entry: PlaceEntry;
  /** The name to show: the city's English name, or the country as written. */
  name: string;
  cue: PlaceCue;
  /** Named with its state ("Paris, Texas"): the namesake is settled. */
  qualified?: boolean;
}

const FROM = new Set(["from", "departing", "leaving", "ex", "outbound", "between"]);
const TO = new Set(["to", "into", "towards", "toward", "for", "reach", "visiting", "visit", "destination"]);
const AT = new Set(["in", "at", "around", "near", "inside", "within"]);
const VIA = new Set(["via", "through", "thru"]);
const STOPOVER = new Set(["connection", "connecting", "layover", "stopover", "transit", "change", "transfer", "changing"]);
const BACK = new Set(["back", "return", "returning", "home"]);
const ARROW = /->|>|(^|[^a-z0-9])-($|[^a-z0-9])|\bto\b/;

// What follows a given name when it names a person: "Sofia wants", "Florence and her brother", "Jordan and I".
const PERSON_VERBS = new Set(
  ("wants want needs need would will is was has had says said asked asks thinks prefers likes loves hates flies travels goes can could should must " +
    "confirmed confirms said wrote writes replied replies joined joins dropped drops added agreed booked paid called texted told knows mentioned cancelled canceled")
    .split(" "),
);
const PERSON_AFTER_AND = new Set(["i", "me", "my", "his", "her", "their", "myself"]);

/** A given name used for a person rather than the place of that name ("Sofia and her brother want to go to Nice"). */
function personNamed(text: JobText, i: number): boolean {
  const prev = text.tokens[i - 1]?.s;
  // "with Anna", "me and Anna": a companion.
  if (prev === "with" || (prev === "and" && ["me", "i"].includes(text.tokens[i - 2]?.s ?? ""))) return true;
  const next = text.tokens[i + 1]?.s;
  const after = text.tokens[i + 2]?.s ?? "";
  if (!next || !/^\s*$/.test(gap(text, i, i + 1))) return false;
  if (PERSON_VERBS.has(next)) return true;
  if (next === "and" && PERSON_AFTER_AND.has(after)) return true;
  // "Sofia and Jordan want": two given names and a verb only people take.
  const other = text.tokens[i + 2];
  return next === "and" && !!other?.cap && placeIndex().givenNames.has(after) && PERSON_VERBS.has(text.tokens[i + 3]?.s ?? "");
}

function gap(text: JobText, before: number, after: number): string {
  const a = text.tokens[before];
  const b = text.tokens[after];
  return a && b ? text.folded.slice(a.end, b.start) : "";
}

function cueBefore(text: JobText, first: number, afterPlace: boolean): PlaceCue {
  const tokens = text.tokens;
  let i = first - 1;
  if (tokens[i]?.s === "the") i--;
  const prev = tokens[i]?.s;
  if (prev === undefined) return "none";
  const between = gap(text, i, first);
  if (/[;!?]/.test(between)) return "none";
  // "WAW-TLL", "Zagreb -> Ljubljana": an arrow or dash between two places.
  if (afterPlace && (/->|>/.test(between) || /(^|\s)-(\s|$)|^-$/.test(between))) return "to";
  const before = tokens[i - 1]?.s ?? "";
  if (FROM.has(prev) || (prev === "of" && before === "out")) return "from";
  // "between Piraeus and Aegina": the second of the pair is where the trip goes.
  if (prev === "and" && afterBetween(text, i)) return "to";
  if (TO.has(prev)) return BACK.has(before) || (before === "fly" && tokens[i - 2]?.s === "back") ? "back" : "to";
  if (VIA.has(prev) || (AT.has(prev) && STOPOVER.has(before))) return "via";
  if (AT.has(prev)) return "at";
  return "none";
}

function afterBetween(text: JobText, and: number): boolean {
  for (let k = and - 1; k >= Math.max(0, and - 4); k--) if (text.tokens[k]?.s === "between") return true;
  return false;
}

// "Split" the city, not "split our group": a name that is also an everyday word needs a place cue.
function placeExpected(text: JobText, first: number, last: number, token: Token, afterPlace: boolean, entry: PlaceEntry): boolean {
  const cue = cueBefore(text, first, afterPlace);
  if (cue === "from" || cue === "to" || cue === "via" || cue === "back") {
    const prev = text.tokens[first - 1]?.s;
    return prev !== "for" || token.cap;
  }
  if (cue === "at") return token.cap;
  // "Split airport", "the port of Split", "Flughafen Split" (read as "airport Split"): a place word beside it.
  const next = text.tokens[last + 1];
  if (token.cap && (PLACE_WORDS.has(text.tokens[first - 1]?.s ?? "") || PLACE_WORDS.has(next?.s ?? ""))) return true;
  // "Jordan visa", "Georgia weather": a country named before what is asked about it.
  if (token.cap && entry.kind === "country" && ASKS_ABOUT_COUNTRY.has(next?.s ?? "")) return true;
  // "Split, Croatia": a city followed by its own country.
  if (next && /^[\s,(]+$/.test(gap(text, last, last + 1)) && followedByCountry(text, last + 1, entry.country)) return true;
  if (!next || !ARROW.test(gap(text, last, last + 1) + (next.s === "to" ? " to " : ""))) return false;
  // "Split to Belgrade", "Split-Zagreb": the arrow must lead to another place.
  const target = next.s === "to" ? text.tokens[last + 2] : next;
  return !!target && startsPlace(target);
}

function followedByCountry(text: JobText, at: number, country: string): boolean {
  const index = placeIndex();
  let key = "";
  for (let k = at; k < Math.min(at + 3, text.tokens.length); k++) {
    key += (key ? " " : "") + (text.tokens[k] as Token).s;
    const hit = index.names.get(key);
    if (hit && hit.kind === "country" && hit.country === country) return true;
  }
  return false;
}

function startsPlace(token: Token): boolean {
  const index = placeIndex();
  if (token.upper && token.s.length === 3 && index.iata.has(token.s.toUpperCase())) return true;
  return index.names.has(token.s) || index.multiWordStarts.has(token.s);
}

function mention(text: JobText, first: number, last: number, entry: PlaceEntry, afterPlace: boolean, means: PlaceCue = "none"): PlaceMention {
  const name = entry.kind === "country" ? countryName(entry) : entry.name;
  const cue = cueBefore(text, first, afterPlace);
  return { first, last, entry, name, cue: cue === "none" ? means : cue };
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const countryNameCache = new Map<string, string>();

// A country in English whatever language the job named it in ("Serbii" is Serbia).
function countryName(entry: PlaceEntry): string {
  let name = countryNameCache.get(entry.country);
  if (name === undefined) {
    try {
      name = countryNames.of(entry.country) ?? entry.name;
    } catch {
      name = entry.name;
    }
    countryNameCache.set(entry.country, name);
  }
  return name;
}

/** The place an inflected word names in the job's language ("Krakowa", "Budapestről"), and the direction its ending carries. */
function inflectedPlace(key: string, langs: readonly Language[], cued: boolean): { entry: PlaceEntry; means: PlaceCue; base?: string } | null {
  const irregular = placeIndex().inflected.get(key);
  // A form the place tables list ("Budapestről") still says its direction by its ending.
  if (irregular) return { entry: irregular, means: endingDirection(key, langs) };
  for (const lang of langs) {
    const hit = inflectedIn(key, lang, cued);
    if (hit) return hit;
  }
  return null;
}

/** The cue a case ending's meaning gives a place ("in" is read as "at"). */
function cueOf(means: Language["endings"][number]["means"]): PlaceCue {
  return means === "from" ? "from" : means === "to" ? "to" : means === "in" ? "at" : "none";
}

function endingDirection(key: string, langs: readonly Language[]): PlaceCue {
  let best: { length: number; cue: PlaceCue } = { length: 0, cue: "none" };
  for (const lang of langs)
    for (const { ending, means } of lang.endings)
      if (means && ending.length > best.length && key.endsWith(ending) && key.length - ending.length >= 3)
        best = { length: ending.length, cue: cueOf(means) };
  return best.cue;
}

/** The base forms an inflected word may come from in a language, each with the direction its ending carries. */
export function baseForms(key: string, lang: Language): { base: string; means: PlaceCue }[] {
  const out: { base: string; means: PlaceCue }[] = [];
  for (const { ending, means } of lang.endings) {
    // A stem of four letters at least: shorter ones find far-away hamlets in ordinary words ("Baby").
    if (!ending || key.length - ending.length < 4 || !key.endsWith(ending)) continue;
    const stem = key.slice(0, key.length - ending.length);
    const vowels = lang.stemVowels;
    const tries = [stem, ...vowels.map((v) => stem + v)];
    // A soft stem marks itself with an "i" before the ending (Polish "Wrocławia", "Zagrzebia").
    if (stem.endsWith("i")) tries.push(stem.slice(0, -1), ...vowels.map((v) => stem.slice(0, -1) + v));
    for (const [base, inflected] of lang.alternations)
      if (inflected && stem.endsWith(inflected)) {
        // "Wieliczce" is "Wieliczk-" + "a": the changed stem takes its vowel back too.
        const changed = stem.slice(0, stem.length - inflected.length) + base;
        tries.push(changed, ...vowels.map((v) => changed + v));
      }
    const cue = cueOf(means);
    for (const base of tries) out.push({ base, means: cue });
  }
  return out;
}

// Case endings belong to the region's languages: the place is a country, a European city, or a big one. A small
// European town counts only after a place word or with an ending that says the direction ("Díky, Honza" is no
// Danish Høng).
const inflectable = (entry: PlaceEntry, cued: boolean) =>
  entry.kind === "country" || entry.population >= 500_000 || (EUROPE.has(entry.country) && (cued || entry.population >= TOWN_WITHOUT_CUE));

// Among the base forms a word may come from, the most prominent place: Polish "Karlskrony" is Karlskrona in
// Sweden, not the Bavarian village Karlskron that dropping the ending alone would find.
const prominence = (entry: PlaceEntry) => (entry.kind === "country" ? Infinity : entry.population + (entry.iata ? 1_000_000 : 0));

/** A word of a non-Latin script spelt in Latin by the language's romanisation ("банско" -> "bansko"). */
function romanize(key: string, lang: Language): string | null {
  // A language typed in Latin letters goes the other way: "varshavu" is the index's "варшава" ("варшаву").
  if (lang.spelled) return lang.spelled.get(key) ?? null;
  if (!lang.translit) return null;
  let out = "";
  for (const c of key) out += lang.translit.get(c) ?? c;
  return nameKey(out);
}

function romanized(key: string, langs: readonly Language[]): PlaceEntry | undefined {
  for (const lang of langs) {
    const latin = romanize(key, lang);
    const entry = latin ? placeIndex().names.get(latin) : undefined;
    if (entry) return entry;
  }
  return undefined;
}

function inflectedIn(key: string, lang: Language, cued: boolean): { entry: PlaceEntry; means: PlaceCue; base?: string } | null {
  const index = placeIndex();
  let best: { entry: PlaceEntry; means: PlaceCue; base?: string } | null = null;
  for (const { base, means } of baseForms(key, lang)) {
    let entry = index.names.get(base);
    if (!entry && (lang.translit || lang.spelled)) {
      const latin = romanize(base, lang);
      if (latin) entry = index.names.get(latin);
    }
    // A landmark or island of the tables is a name nothing else has ("po Wieliczce", "na Hvaru").
    if (entry && (isTableName(entry) || inflectable(entry, cued || means !== "none")) && (!best || prominence(entry) > prominence(best.entry))) best = { entry, means, base };
  }
  return best;
}

/**
 * The direction a case ending written after an apostrophe carries ("İstanbul'dan" = from, "Bükreş'e" = to,
 * "Ankara'da" = in), when the word right after the name, joined by nothing but the apostrophe, is one of the
 * job's languages' endings; "none" for an ending that says no direction (a genitive "İstanbul'un").
 */
function apostropheEnding(text: JobText, last: number, langs: readonly Language[]): PlaceCue | null {
  const next = text.tokens[last + 1];
  if (!next || gap(text, last, last + 1) !== "'") return null;
  for (const lang of langs)
    for (const { ending, means } of lang.endings)
      if (ending === next.s) return cueOf(means);
  return null;
}

/** A two-word name with both words inflected ("Wielkiej Brytanii", "Stanów Zjednoczonych", "Egyesült Államokba"). */
function inflectedPair(first: string, second: string, langs: readonly Language[]): { entry: PlaceEntry; means: PlaceCue } | null {
  const index = placeIndex();
  for (const lang of langs) {
    const heads = [{ base: first, means: "none" as PlaceCue }, ...baseForms(first, lang)];
    const tails = [{ base: second, means: "none" as PlaceCue }, ...baseForms(second, lang)];
    for (const head of heads)
      for (const tail of tails) {
        const entry = index.names.get(`${head.base} ${tail.base}`);
        if (entry && entry.kind === "country") return { entry, means: tail.means };
      }
  }
  return null;
}

// "Paris, Texas", "Atlanta, Georgia": a US state after a name picks the namesake there.
function stateQualifier(text: JobText, at: number): { state: string; last: number } | null {
  // "Atlanta airport, Georgia": a place word may stand between the name and its state.
  const last = PLACE_WORDS.has(text.tokens[at + 1]?.s ?? "") && /^\s+$/.test(gap(text, at, at + 1)) ? at + 1 : at;
  const gapText = gap(text, last, last + 1);
  if (!/^\s*[,(]\s*$/.test(gapText)) return null;
  const states = placeIndex().states;
  let key = "";
  for (let k = last + 1; k < Math.min(last + 4, text.tokens.length); k++) {
    key += (key ? " " : "") + (text.tokens[k] as Token).s;
    // A full state name, or its two-letter code in capitals ("Paris, TX").
    const state = key.length === 2 && !(text.tokens[k] as Token).upper ? undefined : states.get(key);
    if (state) return { state, last: k };
  }
  return null;
}

function currencyContext(text: JobText): boolean {
  return CURRENCY_WORDS.test(text.folded) || text.tokens.some((t, i) => t.upper && CURRENCIES.has(t.s.toUpperCase()) && /^\d/.test(text.tokens[i - 1]?.s ?? ""));
}

// Lower-case codes count where agents write them: beside an arrow ("waw -> beg", "LHR->otp"), or a
// dash or slash between two codes ("waw-beg").
function codeBesideArrow(text: JobText, i: number): boolean {
  const before = i > 0 ? gap(text, i - 1, i) : "";
  const after = i + 1 < text.tokens.length ? gap(text, i, i + 1) : "";
  if (/>/.test(before) || />/.test(after)) return true;
  const dash = (g: string) => /^\s*[-/]\s*$/.test(g);
  return (dash(before) && text.tokens[i - 1]?.s.length === 3) || (dash(after) && text.tokens[i + 1]?.s.length === 3);
}

// Names run over spaces, hyphens and dots ("Cluj-Napoca", "St. Petersburg"), not over commas.
function joinsName(text: JobText, before: number, after: number): boolean {
  const from = (text.tokens[before] as Token).end;
  const to = (text.tokens[after] as Token).start;
  if (to - from < 1 || to - from > 3) return false;
  for (let i = from; i < to; i++) {
    const c = text.folded.charCodeAt(i);
    if (c !== 32 && c !== 46 && c !== 45 && c !== 39) return false;
  }
  return true;
}

// Agents name a country by its ISO code after what they ask for ("esim RO 7d", "visa req RS", "wx HR"). Codes
// that are also English words ("IT", "IS", "NO") count only right after a word that asks about a country.
const ASKS_ABOUT_COUNTRY = new Set(["esim", "sim", "visa", "visas", "req", "requirements", "entry", "weather", "wx", "forecast", "insurance", "roaming"]);
const CODE_CUES = new Set([...ASKS_ABOUT_COUNTRY, "to", "for", "in", "from", "trip", "destination", "dest", "country"]);
const WORD_CODES = new Set(["it", "is", "at", "be", "no", "to", "me", "am", "or", "on", "my", "in", "us", "as", "by", "do", "go", "hi", "id", "if", "so", "up", "ok", "pm", "ad", "ai", "la", "ma", "pa", "mo", "md", "ms", "mt", "st", "tv", "eg", "ie", "gb", "uk"]);

function countryCode(text: JobText, i: number): PlaceEntry | undefined {
  const code = (text.tokens[i] as Token).s;
  const before = text.tokens[i - 1]?.s ?? "";
  if (!CODE_CUES.has(before) || (WORD_CODES.has(code) && !ASKS_ABOUT_COUNTRY.has(before))) return undefined;
  // A job written in capitals says nothing by its capitals.
  if (text.tokens.every((t) => t.upper || !/[a-z]/.test(t.s))) return undefined;
  return countryEntry(code.toUpperCase());
}

/** The gazetteer's entry of a country, by its ISO 3166 alpha-2 code. */
export function countryEntry(code: string): PlaceEntry | undefined {
  if (placeIndex().alpha3.get(code) === undefined) return undefined;
  let name: string | undefined;
  try {
    name = countryNames.of(code);
  } catch {
    return undefined;
  }
  return placeIndex().candidates(nameKey(name ?? "")).find((c) => c.kind === "country" && c.country === code);
}

/** Finds the places a job names: IATA codes, then city, town and country names (inflected ones too), longest first. */
export function findPlaces(text: JobText, langs: readonly Language[] = []): FoundPlaces {
  const index = placeIndex();
  const tokens = text.tokens;
  const found: PlaceMention[] = [];
  const ambiguous: string[] = [];
  // Capitalised names that are also words ("Reading", "Mobile"): asked about only when nothing else is a place.
  const maybe: string[] = [];
  const money = currencyContext(text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const afterPlace = found.length > 0 && (found[found.length - 1] as PlaceMention).last === i - 1;
    if (t.s.length === 2 && t.upper) {
      const country = countryCode(text, i);
      if (country) {
        found.push(mention(text, i, i, country, afterPlace));
        continue;
      }
    }
    if (t.s.length === 3 && /^[a-z]+$/.test(t.s) && (t.upper || codeBesideArrow(text, i))) {
      const code = t.s.toUpperCase();
      const isMoney = CURRENCIES.has(code) && (money || !t.upper);
      const byCode = IATA_STOPLIST.has(code) || isMoney ? undefined : index.iata.get(code);
      if (byCode) {
        // The code as written: an airport code stays the airport's ("OTP", not the city's BUH).
        found.push(mention(text, i, i, { ...byCode, iata: code }, afterPlace));
        continue;
      }
      if (isMoney) continue;
    }
    // "Hotel Moskva, Belgrade": a name after a stay's word and before the town's is the hotel's name.
    if (t.cap && HOTEL_WORDS.has(tokens[i - 1]?.s ?? "") && /^,\s*$/.test(gap(text, i, i + 1)) && tokens[i + 1]?.cap && index.names.get(tokens[i + 1]?.s ?? "")?.kind !== "country") continue;
    // "my colleague Sofia": a capitalised name right after a relation is a person, not a place.
    if (t.cap && PERSON_BEFORE.has(tokens[i - 1]?.s ?? "") && /^\s+$/.test(gap(text, i - 1, i))) continue;
    if (t.cap && index.givenNames.has(t.s) && personNamed(text, i)) continue;
    let words = Math.min(index.multiWordStarts.get(t.s) ?? 1, tokens.length - i);
    let matched = false;
    for (; words >= 1; words--) {
      let key = t.s;
      let joined = true;
      for (let k = 1; k < words; k++) {
        if (!joinsName(text, i + k - 1, i + k)) {
          joined = false;
          break;
        }
        key += " " + (tokens[i + k] as Token).s;
      }
      if (!joined) continue;
      let entry = index.names.get(key);
      if (!entry) continue;
      if (CAPITALS_ONLY_KEYS.has(key) && !tokens.slice(i, i + words).every((w) => w.upper || w.s.length === 1)) break;
      if (CAPITALISED_ONLY_KEYS.has(key) && !t.cap) break;
      // A lower-case word of two or three letters ("bo", "vis", "rab") is a place only right after from/to.
      if (words === 1 && key.length <= 3 && !t.cap && !t.upper && !["from", "to", "via"].includes(cueBefore(text, i, afterPlace))) break;
      // "İstanbul'dan", "Ankara'ya": a case ending after an apostrophe is a word of its own to the tokenizer;
      // it belongs to the name, says the direction as the fused ending would, and marks a name as one.
      const suffix = t.cap ? apostropheEnding(text, i + words - 1, langs) : null;
      // A word of the job's language ("most", "reading") is a place only where a place is expected.
      if (words === 1 && !suffix && langs.some((l) => l.notPlaces.has(key)) && (!t.cap || !placeExpected(text, i, i, t, afterPlace, entry))) {
        if (t.cap && entry.kind !== "country") maybe.push(entry.name);
        break;
      }
      const last = i + words - 1;
      const qualifier = stateQualifier(text, last);
      if (qualifier) {
        const namesake = index.candidates(key).find((c) => c.country === "US" && c.state === qualifier.state);
        if (namesake) {
          found.push({ ...mention(text, i, last, namesake, afterPlace), qualified: true });
          i = qualifier.last;
          matched = true;
          break;
        }
      }
      if (words === 1 && !suffix && AMBIGUOUS_NAMES.has(key) && !placeExpected(text, i, i, t, afterPlace, entry)) {
        if (t.cap && entry.kind !== "country") maybe.push(entry.name);
        break;
      }
      // "Old Town Square", "Charles Bridge": a town's name inside a landmark's is not the town.
      // A landmark of the table keeps its name there ("the Auschwitz museum").
      if (entry.kind === "town" && entry.population > 0 && LANDMARK_AFTER.has(tokens[last + 1]?.s ?? "")) break;
      if (entry.kind === "town" && !townExpected(text, i, last, entry, afterPlace)) {
        const bigger = index.candidates(key).find((c) => c.kind !== "town");
        if (!bigger) break;
        entry = bigger;
      }
      // "Sarajevo (Bosnia and Herzegovina)", "Split, Croatia": the country only qualifies the city.
      const previous = found[found.length - 1];
      if (entry.kind === "country" && previous && previous.entry.kind !== "country" && previous.entry.country === entry.country && /^[\s,(]+$/.test(gap(text, previous.last, i))) {
        i = last;
        matched = true;
        break;
      }
      found.push(mention(text, i, suffix ? last + 1 : last, entry, afterPlace, suffix ?? "none"));
      i = suffix ? last + 1 : last;
      matched = true;
      break;
    }
    // "Банско", "Копаоник": a name the gazetteer knows only in Latin letters, read through the language's
    // romanisation.
    if (!matched && (t.cap || cueBefore(text, i, afterPlace) !== "none") && (/[^a-z0-9]/.test(t.s) || langs.some((l) => l.spelled))) {
      const entry = romanized(t.s, langs);
      if (entry && (entry.kind !== "town" || townExpected(text, i, i, entry, afterPlace))) {
        found.push(mention(text, i, i, entry, afterPlace));
        continue;
      }
    }
    if (matched || t.s.length < 4 || /^[0-9]/.test(t.s)) continue;
    // Inflected names are sought where a name can be: capitalised, right after a place word ("do serbii"), or
    // in lower case with an ending that itself says the direction, when the place is a big city or a country
    // ("budapestről bécsbe", "istanbuldan ankaraya").
    if (!t.cap && !t.upper && (langs.length === 0 || !INFLECTION_CUES.has(tokens[i - 1]?.s ?? ""))) {
      const tryIt = t.s.length >= 6 && (index.countryHeads.has(t.s.slice(0, 5)) || langs.some((l) => l.endings.some((e) => e.means && t.s.endsWith(e.ending))));
      const directed = tryIt ? inflectedPlace(t.s, langs, false) : null;
      // A country in any case ("horvátországi nyaralás"); a big city with an ending that says the direction.
      // (A country's whole name with an ending added, not a stem changed: "lietuvių kalba" is the language.)
      const wholeName = !!directed?.base && t.s.startsWith(directed.base);
      if (directed && ((directed.entry.kind === "country" && (directed.means !== "none" || wholeName)) || (directed.means !== "none" && directed.entry.population >= 100_000))) found.push(mention(text, i, i, directed.entry, afterPlace, directed.means));
      continue;
    }
    const next = tokens[i + 1];
    // Czech and Slovak write only the first word of a country's name with a capital ("Spojených států").
    if (next && (t.cap || t.upper) && /^ +$/.test(gap(text, i, i + 1))) {
      const pair = inflectedPair(t.s, next.s, langs);
      if (pair) {
        found.push(mention(text, i, i + 1, pair.entry, afterPlace, pair.means));
        i++;
        continue;
      }
    }
    const cued = cueBefore(text, i, afterPlace) !== "none" || ARROW.test(gap(text, i, i + 1) + (tokens[i + 1]?.s === "to" ? " to " : ""));
    const inflected = inflectedPlace(t.s, langs, cued);
    // Chat and voice write names in lower case ("z wroclawia do pragi"): after a place word a big city counts.
    const lowerCity = (cued || inflected?.means === "from" || inflected?.means === "to") && !!inflected && inflected.entry.population >= 50_000;
    if (inflected && (t.cap || t.upper || inflected.entry.kind === "country" || lowerCity)) found.push(mention(text, i, i, inflected.entry, afterPlace, inflected.means));
  }
  preferNamesakesNearby(text, found);
  if (found.length === 0) for (const name of maybe) if (!ambiguous.includes(name)) ambiguous.push(name);
  return { mentions: found, ambiguous };
}

const region = (country: string) => (EUROPE.has(country) ? "EU" : country === "US" || country === "CA" || country === "MX" ? "NA" : country);

// "Roma to Varsavia", "Dover to Calais": of a name's namesakes, the one near the job's other places.
function preferNamesakesNearby(text: JobText, found: PlaceMention[]): void {
  if (found.length < 2) return;
  const index = placeIndex();
  // How many mentions are in each country and region: "another mention there" is a count above one's own.
  const countries = new Map<string, number>();
  const regions = new Map<string, number>();
  const count = (m: PlaceMention, by: number) => {
    countries.set(m.entry.country, (countries.get(m.entry.country) ?? 0) + by);
    regions.set(region(m.entry.country), (regions.get(region(m.entry.country)) ?? 0) + by);
  };
  for (const m of found) count(m, 1);
  for (const m of found) {
    if (m.entry.kind === "country" || m.qualified) continue;
    const key = text.tokens.slice(m.first, m.last + 1).map((t) => t.s).join(" ");
    const candidates = index.candidates(key).filter((c) => c.kind !== "country");
    if (candidates.length < 2) continue;
    const own = m.entry.country;
    const inOtherCountry = (c: string) => (countries.get(c) ?? 0) - (c === own ? 1 : 0) > 0;
    const inOtherRegion = (r: string) => (regions.get(r) ?? 0) - (r === region(own) ? 1 : 0) > 0;
    if (inOtherCountry(own) || inOtherRegion(region(own))) continue;
    const near = candidates.find((c) => inOtherCountry(c.country)) ?? candidates.find((c) => inOtherRegion(region(c.country)));
    // Never trade a great city for a hamlet: Warsaw stays in Poland after "New York to".
    if (near && near.population * 20 >= m.entry.population) {
      count(m, -1);
      m.entry = near;
      m.name = near.name;
      count(m, 1);
    }
  }
}

// "Charles Bridge", "Old Town Square", "Victoria Station": names of things often named after someone or
// somewhere else. A castle, a museum or a beach named after a town is in that town ("Bled castle").
const LANDMARK_AFTER = new Set("square bridge street avenue gate tower market station hall gallery garden gardens".split(" "));
const INFLECTION_CUES = new Set(["from", "to", "in", "at", "via", "for", "on", "visa", "trip", "flight", "flights", "train", "bus", "ferry", "hotel", "weather"]);
const PLACE_WORDS = new Set(["airport", "port", "harbour", "harbor", "station", "island", "ferry", "terminal", "old town", "city centre", "downtown"]);
const BEFORE_LANDMARK = new Set(["lake", "island", "isle", "mount", "mt", "port", "station", "airport", "ferry", "village", "town", "resort", "beach", "of", "museum", "castle", "palace", "cathedral", "park"]);

const HOTEL_WORDS = new Set(["hotel", "pension", "pensiunea", "villa", "hostel", "guesthouse", "apartments", "residence", "inn"]);
const STAY_LINE = /\b(?:hotel|accommodation|apartment|hostel|guest ?house|pension|pensiunea|villa|room|campsite|chalet)\b/;

function townExpected(text: JobText, first: number, last: number, entry: PlaceEntry, afterPlace: boolean): boolean {
  const token = text.tokens[first] as Token;
  // Agents write towns in lower case after "from"/"to" ("ferry from piraeus"): enough for a real town.
  if (!token.cap) {
    const cue = cueBefore(text, first, afterPlace);
    if (cue !== "from" && cue !== "to" && cue !== "via") return false;
    // A voice transcript or a chat typed without any capital ("the ferry from split to korcula") names small
    // towns in lower case too.
    // An airport or landmark of the tables is a name nothing else has ("flying out of gatwick").
    return entry.population >= 50_000 || (entry.population > 0 && !text.tokens.some((t) => t.cap || t.upper)) || (isTableName(entry) && token.s.length >= 5);
  }
  // A capital that only starts a sentence, or text in capitals, says nothing about a name.
  if (token.upper) return false;
  if (BEFORE_LANDMARK.has(text.tokens[first - 1]?.s ?? "")) return true;
  if (cueBefore(text, first, afterPlace) !== "none") return true;
  // A landmark or an airport of the tables ("the Louvre", "la Alhambra", "Schloss Neuschwanstein") is a name
  // nothing else has: its capital letter is enough, unless it only starts a sentence and is short.
  const sentenceStart = first === 0 || endsSentence(gap(text, first - 1, first));
  if (isTableName(entry) && (!sentenceStart || text.tokens.slice(first, last + 1).map((t) => t.s).join(" ").length >= 6)) return true;
  // "Pensiunea Bran, Bran", "Pension Alpenrose, Hallstatt · ...", "Хотел „Пирин Голф“ — Разлог / Банско": the
  // towns closing a stay's address line.
  if (/^\s*[,—–/-]\s*$/.test(gap(text, first - 1, first)) && (last === text.tokens.length - 1 || /^\s*(?:\n|[·|•(/]|$)/.test(gap(text, last, last + 1)))) {
    const lineStart = text.folded.lastIndexOf("\n", (text.tokens[first] as Token).start) + 1;
    if (STAY_LINE.test(text.folded.slice(lineStart, (text.tokens[first] as Token).start))) return true;
  }
  // "Split Hvar", "Kraków Zakopane": two names side by side, as agents and chat write a route.
  if (afterPlace && /^ +$/.test(gap(text, first - 1, first))) return true;
  const next = text.tokens[last + 1];
  if (next && /^[\s,(]+$/.test(gap(text, last, last + 1)) && followedByCountry(text, last + 1, entry.country)) return true;
  // "Rødby to Puttgarden", "Rødby -> Puttgarden": the start of a route written out.
  if (next && (ARROW.test(gap(text, last, last + 1)) || (next.s === "to" && /^ +$/.test(gap(text, last, last + 1)))) && text.tokens[last + 2]?.cap) return true;
  return !sentenceStart && entry.population >= TOWN_WITHOUT_CUE;
}

/** Origin and destination among the places of one trip, from the cues around them. */
export function assignRoute(mentions: readonly PlaceMention[]): { origin: PlaceMention | null; destination: PlaceMention | null } {
  const usable = mentions.filter((m) => m.cue !== "via");
  // "Vienna-Salzburg 5 May plus a car from Salzburg": a later "from" the destination already named starts
  // the next thing, not this trip.
  const firstTo = usable.find((m) => m.cue === "to");
  const onward = (m: PlaceMention) => firstTo !== undefined && firstTo.first < m.first && firstTo.entry === m.entry;
  let origin = usable.find((m) => m.cue === "from" && !onward(m)) ?? null;
  let destination = usable.find((m) => m.cue === "to" && m !== origin) ?? null;
  // "a visa for Moldova + a flight Bucharest to Chisinau": a city named later inside that country is the finer end.
  const country = destination?.entry.kind === "country" ? destination : null;
  if (country) destination = usable.find((m) => m.cue === "to" && m.first > country.first && m.entry.kind !== "country" && m.entry.country === country.entry.country) ?? country;
  if (!origin && destination) {
    const d = destination;
    // "Zagreb -> Split", or "stuck in Milan ... our train to Zurich": the place before the destination.
    origin = [...usable].reverse().find((m) => m.cue === "none" && m.first < d.first) ?? usable.find((m) => m.cue === "at" && m.first < d.first && m.entry.country !== "" ) ?? null;
  }
  if (origin && !destination) {
    const o = origin;
    destination = usable.find((m) => m !== o && (m.cue === "none" || m.cue === "at") && m.first > o.first) ?? usable.find((m) => m !== o && m.cue !== "back") ?? null;
  }
  if (!origin && !destination) {
    const plain = usable.filter((m) => m.cue === "none");
    if (plain.length >= 2) {
      origin = plain[0] ?? null;
      destination = plain[1] ?? null;
    } else destination = plain[0] ?? usable.find((m) => m.cue === "at") ?? usable.find((m) => m.cue === "back") ?? null;
  }
  return { origin, destination };
}

/**
 * The schema's Place for a mention, tagged "cee" when its country is in the configured set. A town
 * beyond airports gets its nearest airport's code only when the job is about flying there.
 */
export function toPlace(m: PlaceMention, cee: ReadonlySet<string>, flying = false): Place {
  const place: Place = { name: m.name, country: m.entry.country };
  if (m.entry.iata) place.iata = m.entry.iata;
  else if (flying && m.entry.near) place.iata = m.entry.near;
  if (cee.has(m.entry.country)) place.region = "cee";
  return place;
}
