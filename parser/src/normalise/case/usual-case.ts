import { detectLanguage } from "../../language/language.js";
import { languages, lookupWord, type Language } from "../../language/lexicon.js";
import { someLanguageReads } from "../../language/across-words.js";
import { placeIndex, type PlaceEntry } from "../../gazetteer/place-index.js";
import { baseForms } from "../../dimensions/places/rules/inflection.js";
import { TOWN_WITHOUT_CUE } from "../../dimensions/places/rules/expected.js";
import { prepareText, type JobText } from "../../text/text.js";

// A job typed in capitals ("FERRY FROM SPLIT TO HVAR, 2 ADULTS") says nothing by its case: every word looks like a
// code ("IN", "CA", "MR") and every name like an acronym. It is read as if typed in the usual case: words in lower
// case, names of the gazetteer that no language of the job reads as a word capitalised, airport codes kept.

// Shouting is most of a job's words in capitals, and enough of them to tell (a header or a code alone is not).
const SHOUTED_SHARE = 0.9;
const SHOUTED_WORDS = 3;
const LETTER = /\p{L}/u;
const LETTERS_ONLY = /^\p{L}+$/u;
// At least four capitals to a small letter: "pax" beside "TALLINN -> HELSINKI" still lets a job shout.
const LETTERS_PER_SMALL = 4;

// The case of each UTF-16 unit from U+00C0 on, told once per process by the unit's own upper and lower case:
// SMALL, CAPITAL, NEITHER, or 0 while not yet told.
const SMALL = 1;
const CAPITAL = 2;
const NEITHER = 3;
const caseOfUnit = new Uint8Array(0x10000);

function unitCase(ch: string, c: number): number {
  let known = caseOfUnit[c] as number;
  if (known === 0) caseOfUnit[c] = known = ch !== ch.toUpperCase() ? SMALL : ch !== ch.toLowerCase() ? CAPITAL : NEITHER;
  return known;
}

/** Whether a text has four capital letters or more to a small one, counted without a string per letter. */
function mostlyCapitals(raw: string): boolean {
  let small = 0;
  let capital = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 97 && c <= 122) small++;
    else if (c >= 65 && c <= 90) capital++;
    else if (c >= 0xc0) {
      const known = caseOfUnit[c] || unitCase(raw.charAt(i), c);
      if (known === SMALL) small++;
      else if (known === CAPITAL) capital++;
    }
    // Once the rest of the text, all capitals, could not make up for the small letters so far, the answer is known.
    if ((i & 63) === 63 && small * LETTERS_PER_SMALL > capital + raw.length - i - 1) return false;
  }
  return capital > 0 && small * LETTERS_PER_SMALL <= capital;
}

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

// Whether any language reads the word at i: a short word is looked up in the table of every language's short words
// (../../language/across-words.ts), so a shouted code does not build every language's lexicon; a longer one is asked
// of each language.
function anyLanguageReads(words: readonly string[], i: number): boolean {
  return someLanguageReads(words[i] as string) ?? readsAsWord([...languages().values()], words, i);
}

function readsAsWord(lexicons: readonly Language[], words: readonly string[], i: number): boolean {
  return lexicons.some((lex) => lookupWord(lex, words, i, i + 1) !== null);
}

// Canonical words after which a name is where a trip goes, starts or stays; a route's arrow or dash says so too.
const PLACE_CUES = new Set(["from", "to", "in", "at", "via", "for"]);
const ROUTE_CUES = new Set(["from", "to", "via"]);
const ROUTE_MARK = /->|→|[>\u2013\u2014]|\s-\s/;

/** A job's words as its languages read them, for the cues around a shouted word. */
class Shouted {
  private readonly lexicons: readonly Language[];
  private readonly english: boolean;

  constructor(readonly text: JobText) {
    const detected = detectLanguage(text.words, text.raw, false);
    const english = languages().get("en");
    this.english = !detected.language || detected.language === english;
    this.lexicons = [...new Set([detected.language, ...detected.also, english])].filter((l): l is Language => !!l);
  }

  /**
   * Whether a place named at i is written as a name. English words are names of towns often enough ("MOST", "OLD
   * TOWN"), and English lexicons hold travel words only: in an English job a town is a name only where a place is
   * expected; a city, a country or a name read through a case ending ("EGERBEN") always.
   */
  named(i: number, entry: PlaceEntry, ending: boolean, last = i): boolean {
    return entry.kind !== "town" || ending || !this.english || this.cued(i, true, PLACE_CUES, last);
  }

  /** The place a word names: as written, as an irregular form, or with a case ending of the job's languages ("EGERBEN"). */
  place(s: string): { entry: PlaceEntry; ending: boolean } | undefined {
    const index = placeIndex();
    const entry = index.names.get(s) ?? index.inflected.get(s);
    if (entry) return { entry, ending: false };
    for (const lang of this.lexicons)
      for (const { base, means } of baseForms(s, lang)) {
        const named = index.names.get(base);
        // Through an ending that says no direction, or to a small town, a word of the language is likelier ("LEPIEJ",
        // better: not Lepe; "LISTEM": not Lista).
        const direction = means === "from" || means === "to" || (means === "at" && !!named && named.population >= TOWN_WITHOUT_CUE);
        if (named && (named.kind !== "town" || direction)) return { entry: named, ending: true };
      }
    return undefined;
  }

  /** Whether a language of the job reads the word at i as one of its words. */
  word(i: number): boolean {
    return readsAsWord(this.lexicons, this.text.words, i);
  }

  private canonical(i: number): string | undefined {
    for (const lex of this.lexicons) {
      const hit = lookupWord(lex, this.text.words, i, i + 1);
      if (hit) return hit.canonical;
    }
    return this.text.words[i];
  }

  /** A place cue before the word at i, or a route's mark on either side of it. */
  cued(i: number, after: boolean, cues: ReadonlySet<string> = PLACE_CUES, last = i): boolean {
    const { tokens, raw } = this.text;
    const [before, next, t, end] = [tokens[i - 1], tokens[last + 1], tokens[i], tokens[last]];
    if (!t || !end) return false;
    if ((before && ROUTE_MARK.test(raw.slice(before.end, t.start))) || (next && ROUTE_MARK.test(raw.slice(end.end, next.start)))) return true;
    return (!!before && cues.has(this.canonical(i - 1) ?? "")) || (after && !!next && this.canonical(last + 1) === "to");
  }
}

const AFTER_CLOCK = /\d:\d\d[ \t]+$/;

/** The words of a shouted job to write with a capital (names) and in capitals (airport codes). */
function casing(lowered: JobText, shouted: JobText): { capital: Set<number>; codes: Set<number> } {
  const job = new Shouted(lowered);
  const index = placeIndex();
  const capital = new Set<number>();
  const codes = new Set<number>();
  lowered.tokens.forEach((t, i) => {
    if (t.s.length < 2 || !LETTER.test(t.s)) return;
    const next = lowered.tokens[i + 1];
    // A name of two words ("STARI GRAD", "SANKT PETERBURG"): both capitalised, whatever each is alone.
    const pair = next && /^[ -]$/.test(lowered.raw.slice(t.end, next.start)) ? index.names.get(`${t.s} ${next.s}`) : undefined;
    if (pair) {
      if (job.named(i, pair, false, i + 1)) capital.add(i).add(i + 1);
      return;
    }
    if (capital.has(i)) return;
    // A timetable's row ("10:05 KRK  12:15 LIS  FR 445"): a code right after a clock is the airport's, whatever else it spells.
    const code = t.s.length === 3 && shouted.tokens[i]?.upper && index.iata.has(t.s.toUpperCase());
    if (code && AFTER_CLOCK.test(lowered.raw.slice(Math.max(0, t.start - 8), t.start))) {
      codes.add(i);
      return;
    }
    if (job.word(i)) return;
    const named = t.s.length >= 3 ? job.place(t.s) : undefined;
    // A name before a code that spells it ("KOS": the island, not Sihanoukville's airport).
    if (named) {
      if (job.named(i, named.entry, named.ending)) capital.add(i);
    } else if (code && !anyLanguageReads(lowered.words, i)) {
      // A code that is a word of any language ("DES") is that word.
      codes.add(i);
    } else if (t.s.length >= 5 && LETTERS_ONLY.test(t.s) && job.cued(i, true, ROUTE_CUES)) {
      // A word no language reads where a route's place is expected is a name, misspelt or not ("NACH LJUBJLANA"); after
      // "in" it is as often a thing ("V PYTHONU").
      capital.add(i);
    }
  });
  return { capital, codes };
}

/**
 * A job typed in capitals written in the usual case, offset for offset: words in lower case, places capitalised,
 * airport codes in capitals. Any other job is returned as it is.
 */
export function inUsualCase(raw: string): string {
  // Cheap cue: a job in capitals has far more capital letters than small ones (a code or a header among prose has not).
  if (!mostlyCapitals(raw)) return raw;
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
