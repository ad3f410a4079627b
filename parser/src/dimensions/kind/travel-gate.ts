import type { JobIntents } from "../intents/intents.js";
import { sections } from "../../language/lexicon.js";
import { escapeRegExp } from "../../text/pattern.js";
import { LETTERS } from "../../text/text.js";
import { namesTrip } from "./kind.js";

// The travel-intent gate: a job that names a place or a travel word may still ask for no trip ("rename
// krakow_budapest_q3.xlsx", "the capital gains tax rate in Poland", "a poem about rain on the Danube"). The cues of
// the job as a whole that it asks to go somewhere are weighed against the words of another errand (code, money
// matters, study and writing, office work: every language's `domains` section, read on the job's folded text).

// A stem covered by a shorter one of the same letters adds nothing and would make the alternation ambiguous.
function withoutCovered(words: readonly string[]): string[] {
  const stems = words.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1));
  return words.filter((w) => !stems.some((s) => w !== `${s}*` && w.startsWith(s)));
}

function errandPattern(): RegExp {
  const words = withoutCovered([...new Set(sections("domains").flat())]).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const alternation = words.map((w) => (w.endsWith("*") ? `${escapeRegExp(w.slice(0, -1))}[${LETTERS}]*` : escapeRegExp(w))).join("|");
  return new RegExp(`(?<![${LETTERS}0-9])(?:${alternation})(?![${LETTERS}0-9])`, "g");
}

let errands: RegExp | null = null;

/** How many different words of another errand the job's folded text holds. */
export function otherErrandWords(folded: string): number {
  errands ??= errandPattern();
  return new Set(Array.from(folded.matchAll(errands), (m) => m[0])).size;
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
