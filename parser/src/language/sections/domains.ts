import { z } from "zod";

// A stem ("faktur*") stands for every word it starts, so a short one would swallow common words; the gate also
// files stems by their first letters (travel-gate.ts).
const word = z.string().min(1).refine((w) => !w.endsWith("*") || w.length > 4, "a stem needs at least four letters before its '*'");
const words = (what: string) => z.array(word).optional().describe(what);

/**
 * The `domains` section of a language file: words of the other errands people send a desk (code, money matters,
 * study and writing, office work, questions of fact, parcels and post). A job that asks for nothing travel but names a place or a travel word is told
 * apart by them (parser/src/dimensions/kind/travel-gate.ts); read on every job, whatever its language.
 */
export const DomainsSectionSchema = z
  .object({
    code: words('Software and data work ("git", "commit", "codebase", "spreadsheet", "latency")'),
    finance: words('Money matters that are no trip\'s ("invoice*", "tax", "accounting", "split the bill")'),
    study: words('Study, writing and translation ("homework", "poem", "lyrics", "translate", "grammar")'),
    office: words('Office errands ("agenda", "board meeting", "contract", "remind me")'),
    facts: words('Questions of fact, history and the news: no trip asked ("what year", "who won", "population", "eurovision")'),
    delivery: words('Parcels, post and shipping: a parcel that travels is no trip ("parcel", "shipment*", "courier*", "tracking number")'),
  })
  .strict();

export type DomainsSection = z.infer<typeof DomainsSectionSchema>;

/** The compiled list's mark of a word that weighs twice against a trip's cues. */
export const HEAVY = "^";

/** The section as the lexicon build writes it: every form folded the way the parser folds the job's text, one list. */
export function compileDomains(section: DomainsSection, fold: (s: string) => string): string[] {
  const all = [...(section.code ?? []), ...(section.finance ?? []), ...(section.study ?? []), ...(section.office ?? []), ...(section.facts ?? [])];
  // A parcel names a route and its days as a trip does: its words are marked to weigh twice (HEAVY).
  const heavy = (section.delivery ?? []).map((w) => `${HEAVY}${fold(w)}`);
  return [...new Set([...all.map(fold), ...heavy])].sort();
}
