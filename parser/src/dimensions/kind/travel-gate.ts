import type { JobIntents } from "../intents/intents.js";
import { sections } from "../../language/lexicon.js";
import { foldedWords } from "../../text/text.js";
import { namesTrip } from "./kind.js";
import { HEAVY } from "../../language/sections/domains.js";

// The travel-intent gate: a job that names a place or a travel word may still ask for no trip ("rename
// krakow_budapest_q3.xlsx", "the capital gains tax rate in Poland", "a poem about rain on the Danube"). The cues of
// the job as a whole that it asks to go somewhere are weighed against the words of another errand (code, money
// matters, study and writing, office work: every language's `domains` section, read on the job's folded text).

/** Every language's words of another errand, by shape: single words, stems ("faktur*"), phrases by their first word. */
interface ErrandWords {
  words: ReadonlySet<string>;
  /** Stems by their first STEM_KEY letters (as one number, stemKey): a word is tried only against the stems it could start with. */
  stems: ReadonlyMap<number, readonly string[]>;
  phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Words that weigh twice: a parcel's, whose route and days are the trip cues a delivery shares. */
  heavy: ReadonlySet<string>;
}

let errands: ErrandWords | null = null;

// Read word by word, not by one pattern: an alternation of hundreds of stems is too large to prove linear. Every job
// without a cue of travel is read here, so a word is tried against the few stems sharing its first letters, not all
// two hundred (a stem has at least four letters: the section's schema, language/sections/domains.ts).
const STEM_KEY = 3;

// A word's first three letters as one number (UTF-16 units are below 2^16): looked up without cutting a string from every word.
const stemKey = (w: string): number => (w.charCodeAt(0) * 65_536 + w.charCodeAt(1)) * 65_536 + w.charCodeAt(2);

function errandWords(): ErrandWords {
  const marked = [...new Set(sections("domains").flat())];
  const heavy = new Set(marked.filter((w) => w.startsWith(HEAVY)).map((w) => w.slice(HEAVY.length).replace(/\*$/, "").split(/[ '-]+/).join(" ")));
  const all = marked.map((w) => (w.startsWith(HEAVY) ? w.slice(HEAVY.length) : w));
  const phrases = new Map<string, string[][]>();
  for (const w of all.filter((x) => /[ '-]/.test(x))) {
    const parts = w.split(/[ '-]+/);
    phrases.set(parts[0] as string, [...(phrases.get(parts[0] as string) ?? []), parts]);
  }
  const single = all.filter((x) => !/[ '-]/.test(x));
  const stems = new Map<number, string[]>();
  for (const stem of single.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1))) {
    const key = stemKey(stem);
    stems.set(key, [...(stems.get(key) ?? []), stem]);
  }
  return { words: new Set(single.filter((w) => !w.endsWith("*"))), stems, phrases, heavy };
}

function errandAt(words: readonly string[], i: number, e: ErrandWords): string | null {
  const w = words[i] as string;
  if (e.words.has(w)) return w;
  const stem = w.length >= STEM_KEY ? e.stems.get(stemKey(w))?.find((s) => w.startsWith(s)) : undefined;
  if (stem) return stem;
  const phrase = e.phrases.get(w)?.find((p) => p.every((part, k) => words[i + k] === part));
  return phrase ? phrase.join(" ") : null;
}

// Words that name a year: a year long past ("the peace of 1918", "a novel set in 1940") is history, no trip's day.
const YEAR_OF = new Set(["in", "of", "from", "since", "until", "year", "years"]);
const HISTORY_BEFORE = 1950;

function namesPastYear(words: readonly string[], i: number): boolean {
  const w = words[i] as string;
  if (w.length !== 4 || !/^[0-9]+$/.test(w)) return false;
  const year = Number(w);
  return year >= 1000 && year < HISTORY_BEFORE && (YEAR_OF.has(words[i - 1] ?? "") || YEAR_OF.has(words[i + 1] ?? ""));
}

// Two numbers and an operator, then "=" or "?": a sum to work out, not a party ("2+1" alone) or a date.
const SUM_ASKED = /\d\s*[+*\u00d7\u00f7=]\s*\d+\s*[=?]/;
// The same sum in words, as the whole of a short question in the grammar's English: a language's number words are read
// as digits and its "plus" as the word it is ("and", "also" where it means both).
const SHORT_QUESTION = 60;
const SUM_IN_WORDS = /^[^a-z0-9]*(?:[a-z]+ ){0,3}\d+ (?:plus|minus|times|x|and|also|multiplied by|divided by) \d+ ?[?=][^a-z0-9]*$/;

/** How many different words of another errand the job's folded text holds (a year long past and a code block count as one). */
export function otherErrandWords(folded: string, words: readonly string[] = foldedWords(folded)): number {
  errands ??= errandWords();
  const hits = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const hit = errandAt(words, i, errands) ?? (namesPastYear(words, i) ? "a year long past" : null);
    if (hit) hits.add(hit);
  }
  const heavy = [...hits].filter((hit) => errands?.heavy.has(hit)).length;
  // A fenced block of code is code work whatever it names; a sum asked for ("2 + 2?", "15*3 =") is arithmetic.
  const sum = SUM_ASKED.test(folded) || (folded.length <= SHORT_QUESTION && SUM_IN_WORDS.test(folded));
  return hits.size + heavy + (folded.includes("```") ? 1 : 0) + (sum ? 1 : 0);
}

// Quotation marks and the marks that close them; a backtick fences code. Straight quotes open after a space or a
// mark and close before one, so the apostrophe inside "don't" neither opens nor closes.
const CLOSES: ReadonlyMap<string, string> = new Map([["\u201e", "\u201c\u201d"], ["\u201c", "\u201d"], ["\u00ab", "\u00bb"], ["\u2018", "\u2019"]]);
const STRAIGHT = new Set(["'", '"', "`"]);
const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (c: string | undefined): boolean => c !== undefined && WORD_CHAR.test(c);

/**
 * The text outside quotations and code: a travel word quoted ("the idiom 'der Zug ist abgefahren'", a song's line,
 * `print('flight to')` in a code block) is the other errand's matter, not a request to go.
 */
export function outsideQuotes(text: string): string {
  let out = "";
  let closer: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (closer !== null) {
      const closes = closer.includes(c) && (!STRAIGHT.has(c) || c === "`" || !isWordChar(text[i + 1]));
      if (closes) closer = null;
      out += " ";
    } else if (CLOSES.has(c) || (STRAIGHT.has(c) && (c === "`" || (!isWordChar(text[i - 1]) && isWordChar(text[i + 1]))))) {
      closer = CLOSES.get(c) ?? c;
      out += " ";
    } else out += c;
  }
  // An unclosed mark quoted nothing: the text reads whole.
  return closer === null ? out : text;
}

// A request to go, to book or to find a way somewhere, in the grammar's English.
const ASKS_TO_GO =
  /\b(?:book(?:ing)?|reserv(?:e|ation)|fly(?:ing)?|travel(?:l?ing)?|trips?|journey|holidays?|vacation|visit(?:ing)?|go(?:ing)? to|get(?:ting)? to|tickets?)\b/;

/** What else the job says of a trip, read only when another errand's words are there. */
export interface TravelCues {
  intents: JobIntents;
  /** Places named. */
  places: number;
  /** A party is counted. */
  travellers: () => boolean;
  /** A day is named. */
  date: () => boolean;
  /** A place is named as a firm's branch ("the Atlanta office"): an errand of work, like a word of one. */
  branch: () => boolean;
}

/**
 * Whether the job asks for travel: always, unless words of another errand outweigh its cues of a trip (a kind of a
 * trip named counts twice; a disruption, a request to go, a party, a day and a route between two places once each).
 */
export function asksForTravel(folded: string, cues: TravelCues, words?: readonly string[]): boolean {
  const other = otherErrandWords(folded, words) + (cues.branch() ? 1 : 0);
  if (other === 0) return true;
  // A trip's kind or mobile data named counts twice; a disruption once: delays and overdue things are other errands' too.
  // Cues of a trip are read outside quotations and code: a quoted travel word is the other errand's matter.
  const said = outsideQuotes(folded);
  let travel = namesTrip(said) || cues.intents.mobileData ? 2 : cues.intents.disruption ? 1 : 0;
  if (ASKS_TO_GO.test(said)) travel++;
  if (cues.places >= 2) travel++;
  if (travel > other) return true;
  if (cues.travellers()) travel++;
  if (travel > other) return true;
  return cues.date() && travel + 1 > other;
}
