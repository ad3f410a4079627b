// The canonical readings a word may carry into a sentence of another language (normalise/canonical.ts): a count
// pair's words ("jsme dva", "ние сме 12 души") and a kind of trip ("we need vlak"). The lexicon's build copies each
// language's words and stems with these readings into the small table every job reads (scripts/data/build-tables.ts),
// so reading them across languages does not build every language's lexicon on the first job.

/** A party's nouns, read as a count pair's second word. */
export const PEOPLE: ReadonlySet<string> = new Set(["people", "person", "passengers", "adults", "adult", "children", "child"]);
/** A count, as the canonical reading writes it. */
export const COUNT = /^[0-9]{1,3}$/;
/** The kinds of trip a word names across languages. */
export const KIND_KEYS: ReadonlySet<string> = new Set(["train", "bus", "coach", "ferry", "boat", "flight", "flights", "plane", "hotel"]);

/** What befell a trip, read across languages like a kind ("my flight Vilnius–Frankfurt buvo atšauktas"). */
export const MISHAP_KEYS: ReadonlySet<string> = new Set(["cancelled", "delayed"]);
/** A party named by a phrase ("nas dwoje", "négyen", "oba dva"): read across languages as a whole phrase. */
export const PARTY = /^(?:[0-9]{1,2} people|both of us|the two of us)$/;

/** Whether a word with this canonical reading may be read in a sentence of another language. */
export function readAcross(canonical: string): boolean {
  if (canonical === "we" || COUNT.test(canonical) || PEOPLE.has(canonical) || PARTY.test(canonical)) return true;
  return KIND_KEYS.has(canonical) || MISHAP_KEYS.has(canonical);
}
