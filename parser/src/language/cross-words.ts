import { monthNames } from "../tables/english-names.js";

// The canonical readings a word may carry into a sentence of another language (normalise/canonical.ts): a count
// pair's words ("jsme dva", "ние сме 12 души"), a kind of trip ("we need vlak"), what befell it ("buvo atšauktas") and
// a party named by a phrase ("…, nas dwoje"). The lexicon's build copies each
// language's words and stems with these readings into tables of their own (scripts/data/build-tables.ts; read by
// ./across-words.ts), so reading them across languages does not build every language's lexicon on the first job.

/** A party's nouns, read as a count pair's second word. */
export const PEOPLE: ReadonlySet<string> = new Set(["people", "person", "passengers", "adults", "adult", "children", "child"]);
/** A count, as the canonical reading writes it. */
export const COUNT = /^[0-9]{1,3}$/;
/** The kinds of trip a word names across languages. */
export const KIND_KEYS: ReadonlySet<string> = new Set(["train", "bus", "coach", "ferry", "boat", "flight", "flights", "plane", "hotel"]);

let monthKeys: ReadonlySet<string> | undefined;
/** The months, as the canonical reading writes them (CLDR's English names): a month of another language beside a date's
 * number is read across languages ("somos dos, 4 agosto 2027" in a Romanian sentence). */
export const isMonthKey = (canonical: string): boolean => (monthKeys ??= new Set(monthNames())).has(canonical);

/** What befell a trip, read across languages like a kind ("my flight Vilnius–Frankfurt buvo atšauktas"). */
export const MISHAP_KEYS: ReadonlySet<string> = new Set(["cancelled", "delayed"]);
/**
 * A party named by a phrase ("nas dwoje", "négyen", "oba dva"), or a speaker correcting themselves in another language
 * than the sentence's ("z Prahy, ach nein, aus Wien", "z Brna, I mean, z Ostravy"): read across languages as a whole phrase.
 */
export const PARTY = /^(?:[0-9]{1,2} people|both of us|the two of us|correction)$/;

/** The words a count pair may be made of in any language (normalise/canonical.ts reads a pair of them). */
export interface PairWords<T> {
  /** Words that mean "we" or a count: a pair's first word. */
  opening: T;
  /** Words that mean a count. */
  counts: T;
  /** A party's nouns. */
  people: T;
}

/** Which of a count pair's lists a word with this canonical reading is in. */
export function pairRoles(canonical: string): (keyof PairWords<unknown>)[] {
  const count = COUNT.test(canonical);
  const roles: (keyof PairWords<unknown>)[] = [];
  if (count || canonical === "we") roles.push("opening");
  if (count) roles.push("counts");
  if (PEOPLE.has(canonical)) roles.push("people");
  return roles;
}

/** Words shorter than this are read by a language as whole words only (no stem: lexicon.ts's lookupWord). The build
 * lists every language's words this short (./across-words.ts), for the readers that ask whether any language has one. */
export const SHORT_WORD = 4;
