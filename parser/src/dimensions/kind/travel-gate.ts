import type { JobIntents } from "../intents/intents.js";
import { sections } from "../../language/lexicon.js";
import { foldedWords } from "../../text/text.js";
import { namesTrip } from "./kind.js";

// The travel-intent gate: a job that names a place or a travel word may still ask for no trip ("rename
// krakow_budapest_q3.xlsx", "the capital gains tax rate in Poland", "a poem about rain on the Danube"). The cues of
// the job as a whole that it asks to go somewhere are weighed against the words of another errand (code, money
// matters, study and writing, office work: every language's `domains` section, read on the job's folded text).

/** Every language's words of another errand, by shape: single words, stems ("faktur*"), phrases by their first word. */
interface ErrandWords {
  words: ReadonlySet<string>;
  stems: readonly string[];
  phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
}

let errands: ErrandWords | null = null;

// Read word by word, not by one pattern: an alternation of hundreds of stems is too large to prove linear.
function errandWords(): ErrandWords {
  const all = [...new Set(sections("domains").flat())];
  const phrases = new Map<string, string[][]>();
  for (const w of all.filter((x) => /[ '-]/.test(x))) {
    const parts = w.split(/[ '-]+/);
    phrases.set(parts[0] as string, [...(phrases.get(parts[0] as string) ?? []), parts]);
  }
  const single = all.filter((x) => !/[ '-]/.test(x));
  return { words: new Set(single.filter((w) => !w.endsWith("*"))), stems: single.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1)), phrases };
}

function errandAt(words: readonly string[], i: number, e: ErrandWords): string | null {
  const w = words[i] as string;
  if (e.words.has(w)) return w;
  const stem = e.stems.find((s) => w.startsWith(s));
  if (stem) return stem;
  const phrase = e.phrases.get(w)?.find((p) => p.every((part, k) => words[i + k] === part));
  return phrase ? phrase.join(" ") : null;
}

/** How many different words of another errand the job's folded text holds. */
export function otherErrandWords(folded: string): number {
  errands ??= errandWords();
  const words = foldedWords(folded);
  const hits = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const hit = errandAt(words, i, errands);
    if (hit) hits.add(hit);
  }
  return hits.size;
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
}

/**
 * Whether the job asks for travel: always, unless words of another errand outweigh its cues of a trip (a kind of a
 * trip named counts twice; a disruption, a request to go, a party, a day and a route between two places once each).
 */
export function asksForTravel(folded: string, cues: TravelCues): boolean {
  const other = otherErrandWords(folded);
  if (other === 0) return true;
  // A trip's kind or mobile data named counts twice; a disruption once: delays and overdue things are other errands' too.
  let travel = namesTrip(folded) || cues.intents.mobileData ? 2 : cues.intents.disruption ? 1 : 0;
  if (ASKS_TO_GO.test(folded)) travel++;
  if (cues.places >= 2) travel++;
  if (travel > other) return true;
  if (cues.travellers()) travel++;
  if (travel > other) return true;
  return cues.date() && travel + 1 > other;
}
