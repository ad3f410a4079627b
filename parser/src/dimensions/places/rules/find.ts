import { placeGrammar, type Language } from "../../../language/lexicon.js";
import { IATA_STOPLIST } from "../place-data.js";
import type { FoundPlaces } from "../places.js";
import type { JobText, Token } from "../../../text/text.js";
import { codeBesideArrow, codeInCompound, countryCode, isMoneyCode } from "./codes.js";
import { cueBefore, cuedOrArrow, gap, writtenInLowerCase } from "./cues.js";
import { townExpected } from "./expected.js";
import { inflectedPair, romanized } from "./inflection.js";
import { gazetteerName } from "./names.js";
import { preferNamesakesNearby } from "./namesakes.js";
import { afterRelation, clauseEnds, companion, hotelName, personNamed } from "./people.js";
import { Scan } from "./scan.js";

/** A rule reads a place starting at token `i`: the last token it took (even when it found no place), or undefined to let the next rule try. */
type PlaceRule = (scan: Scan, i: number) => number | undefined;

// Words after which a lower-case word may be an inflected name.
const INFLECTION_CUES = placeGrammar().inflectionCues;

const token = (scan: Scan, i: number) => scan.text.tokens[i] as Token;

/** An ISO country code in capitals after a word that asks about a country. */
const countryByCode: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  const country = t.s.length === 2 && t.upper ? countryCode(scan.text, i) : undefined;
  if (!country) return undefined;
  scan.add(i, i, country);
  return i;
};

/** An airport code, in capitals or beside an arrow; a currency code in a job about money is money. */
const airportByCode: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  // Beside an arrow a code is written in one case ("waw → otp"); "Dep 06:39 Praha → Arr 10:41" is a timetable's word.
  if (t.s.length !== 3 || !/^[a-z]+$/.test(t.s) || !(t.upper || (!t.cap && codeBesideArrow(scan.text, i)))) return undefined;
  const code = t.s.toUpperCase();
  const names = scan.index;
  if (codeInCompound(scan.text, i, (w) => names.names.has(w) || names.multiWordStarts.has(w))) return i;
  // An airline writes a passenger "SZABO/ANNA MRS": the word after a surname and a name joined by a slash is a title.
  if (titleOfName(scan.text, i)) return i;
  const money = isMoneyCode(scan.text, t);
  const airport = IATA_STOPLIST.has(code) || money ? undefined : scan.index.iata.get(code);
  // The code as written: an airport's code stays the airport's, not its city's.
  if (airport) scan.add(i, i, { ...airport, iata: code });
  return airport || money ? i : undefined;
};

function titleOfName(text: JobText, i: number): boolean {
  const name = text.tokens[i - 1];
  const surname = text.tokens[i - 2];
  if (!name || !surname || gap(text, i - 2, i - 1) !== "/" || !/^[ \t]+$/.test(gap(text, i - 1, i))) return false;
  return name.upper && surname.upper && Math.max(name.s.length, surname.s.length) > 3;
}

const ROUTE_ON = new Set(["to", "via"]);

/** A hotel's name or a person's: skipped. */
const notAPlace: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  const found = scan.found[scan.found.length - 1];
  // "from Frankfurt to Sofia was cancelled": a name a route's "to" leads to from the place just read is where the trip goes.
  const routeEnd = found?.last === i - 2 && ROUTE_ON.has(token(scan, i - 1).s);
  const person = afterRelation(scan.text, i) || (t.cap && scan.index.givenNames.has(t.s) && !routeEnd && personNamed(scan.text, i));
  // A name as written is a companion only where it closes its clause ("ali ide i Borna"), not before a noun ("tickets and Paris hotel").
  if (companion(scan.text, i, found?.last === i - 2) && clauseEnds(scan.text, i)) return i;
  return hotelName(scan.text, i) || person ? i : undefined;
};

/** A name the gazetteer knows only in Latin letters, read through the language's romanisation. */
const romanisedName: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  // The word's letters first: most words are plain Latin in a job no romanisation reads, and need no cue looked for.
  if (!/[^a-z0-9]/.test(t.s) && !scan.spelled && !scan.digraphs.some((k) => t.s.includes(k))) return undefined;
  if (!(t.cap || cueBefore(scan.text, i, scan.afterPlace(i)) !== "none")) return undefined;
  const entry = romanized(t.s, scan.langs);
  if (!entry || (entry.kind === "town" && !townExpected(scan.text, i, i, entry, scan.afterPlace(i)))) return undefined;
  scan.add(i, i, entry);
  return i;
};

/**
 * A name spelt as a language typed in Latin letters spells a far bigger place of its script than the place the same
 * letters name ("v Peremyshl": Przemyśl, not a village of that name): the build gives it such spellings only then.
 */
const spelledNamesake: PlaceRule = (scan, i) => {
  if (!scan.spelled) return undefined;
  const t = token(scan, i);
  if (!scan.index.names.has(t.s) || !(t.cap || cueBefore(scan.text, i, scan.afterPlace(i)) !== "none")) return undefined;
  const entry = romanized(t.s, scan.langs.filter((l) => l.spelled));
  if (!entry) return undefined;
  scan.add(i, i, entry);
  return i;
};

/** Short words and numbers are no inflected names. */
const tooShortToInflect: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  return t.s.length < 4 || /^[0-9]/.test(t.s) ? i : undefined;
};


/**
 * A lower-case word away from a place word: an inflected country in any case, or a big city with an ending that
 * says the direction (a country's whole name with an ending added, not a stem changed, which names its language).
 */
const lowerCaseInflected: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  const { langs } = scan;
  if (t.cap || t.upper || (langs.length > 0 && INFLECTION_CUES.has(scan.text.tokens[i - 1]?.s ?? ""))) return undefined;
  const tryIt = t.s.length >= 6 && (scan.index.countryHeads.has(t.s.slice(0, 5)) || scan.directedEndings.some((e) => t.s.endsWith(e)));
  const directed = tryIt ? scan.inflected(t.s, false) : null;
  if (!directed) return i;
  const wholeName = !!directed.base && t.s.startsWith(directed.base);
  const country = directed.entry.kind === "country" && (directed.means !== "none" || wholeName);
  if (country || (directed.means !== "none" && directed.entry.population >= 100_000)) scan.add(i, i, directed.entry, directed.means);
  return i;
};

// Words of one name are joined by spaces or a hyphen ("Sankt-Peterburga", "Bielska-Białej").
const NAME_GAP = /^(?: +|-)$/;

/**
 * A name of two words inflected, only the first capitalised ("Nowego Sącza", "Spojených států"), or of two joined by a
 * short word ("Bosni i Hercegovini").
 */
const inflectedCountryPair: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  const next = scan.text.tokens[i + 1];
  if (!next || !(t.cap || t.upper) || !NAME_GAP.test(gap(scan.text, i, i + 1))) return undefined;
  const pair = inflectedPair(t.s, next.s, scan.langs);
  if (pair) {
    scan.add(i, i + 1, pair.entry, pair.means);
    return i + 1;
  }
  const last = scan.text.tokens[i + 2];
  // The canonical reading writes the joining word as "and" ("Bosni i Hercegovini" -> "Bosni and Hercegovini").
  if (!last || next.s !== "and" || !last.cap || !/^ +$/.test(gap(scan.text, i + 1, i + 2))) return undefined;
  const joined = inflectedPair(t.s, last.s, scan.langs, next.s);
  if (!joined) return undefined;
  scan.add(i, i + 2, joined.entry, joined.means);
  return i + 2;
};

/**
 * An inflected name: capitalised, a country, or (as chat and voice write) a big city in lower case after a place word.
 * A word of the job's language ("Gerai", OK, is no "Gera") is a name only where a cue points at it.
 */
const inflectedName: PlaceRule = (scan, i) => {
  const t = token(scan, i);
  const cued = cuedOrArrow(scan.text, i, scan.afterPlace(i));
  if (!cued && scan.langs.some((l) => l.notPlaces.has(t.s))) return i;
  const found = scan.found[scan.found.length - 1];
  if (companion(scan.text, i, found?.last === i - 2)) return i;
  const inflected = scan.inflected(t.s, cued);
  if (!inflected) return i;
  const directed = inflected.means === "from" || inflected.means === "to" || (inflected.means === "at" && writtenInLowerCase(scan.text));
  const lowerCity = (cued || directed) && inflected.entry.population >= 50_000;
  if (t.cap || t.upper || inflected.entry.kind === "country" || lowerCity) scan.add(i, i, inflected.entry, inflected.means);
  return i;
};

/**
 * Two capitalised words that start a name of two words, the second inflected ("Novi Sada", "Нови Сада": Novi Sad), are
 * read as that name before the first alone is read as a place of its own (Novi, a town in Michigan).
 */
const pairBeforeWord: PlaceRule = (scan, i) => {
  const next = scan.text.tokens[i + 1];
  const first = token(scan, i).s;
  // A name written whole ("North Macedonia") is the gazetteer rule's, with what it reads around a name.
  if (!next?.cap || !scan.index.multiWordStarts.has(first) || scan.index.names.has(`${first} ${next.s}`)) return undefined;
  return inflectedCountryPair(scan, i);
};

// The rules in the order they are tried at each token: codes, then what is no place, then names as written, then
// names read through a language (romanised, inflected). Written out rather than looped over so that each call is
// to one known function.
function placeAt(scan: Scan, i: number): number | undefined {
  return (
    countryByCode(scan, i) ??
    airportByCode(scan, i) ??
    notAPlace(scan, i) ??
    spelledNamesake(scan, i) ??
    pairBeforeWord(scan, i) ??
    gazetteerName(scan, i) ??
    romanisedName(scan, i) ??
    tooShortToInflect(scan, i) ??
    lowerCaseInflected(scan, i) ??
    inflectedCountryPair(scan, i) ??
    inflectedName(scan, i)
  );
}

// Words that may stand between "instead" and the place it replaces ("statt nach Berlin", "instead of the Hague").
// English is read as written: "instead of the" stays three words.
const BEFORE_REPLACED = new Set(["the", "to", "from", "in", "of"]);

/** "Bergen instead of Oslo", "nach Hamburg statt Berlin": a place named only to be replaced is no place of the trip. */
function replacedPlace(text: JobText, m: { first: number }): boolean {
  let k = m.first - 1;
  while (k >= m.first - 3 && BEFORE_REPLACED.has(text.tokens[k]?.s ?? "")) k--;
  // "Vienna instead? From Prague": a sentence's end between them leaves the place to the next sentence.
  return text.tokens[k]?.s === "instead" && !/[,;:.!?\n]/.test(gap(text, k, m.first));
}

/** Finds the places a job names: IATA codes, then city, town and country names (inflected ones too), longest first. */
export function findPlaces(text: JobText, langs: readonly Language[] = []): FoundPlaces {
  const scan = new Scan(text, langs);
  for (let i = 0; i < text.tokens.length; i++) {
    const last = placeAt(scan, i);
    if (last !== undefined) i = last;
  }
  preferNamesakesNearby(text, scan.found);
  const replaced = scan.found.length > 1 && text.words.includes("instead");
  const mentions = replaced ? scan.found.filter((m) => !replacedPlace(text, m)) : scan.found;
  return { mentions, ambiguous: scan.found.length === 0 ? [...new Set(scan.maybe)] : [] };
}
