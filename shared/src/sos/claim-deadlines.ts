/** One national limitation period for EC261 claims. Always to be verified before relying on it. */
export interface ClaimDeadline {
  country: string;
  limit: string | null;
  verify: true;
  source: string | null;
}

/** Why there is a table at all: the regulation sets no time limit. */
export const CLAIM_DEADLINE_RULE =
  "EC261 sets no time limit for claims: the limitation period is national law (CJEU C-139/11 Cuadrench Moré, 22 Nov 2012), " +
  "not the Montreal Convention's 2 years. Courts of the place of departure or arrival can usually hear the claim. Verify the period before relying on it.";

const WECLAIM = "https://www.weclaim.com/fr-FR/travel-claims/delayed-flight-eu261-compensation/ecj-rules-on-eu261-claims-statute-of-limitation";

// Only periods seen in a source are listed (see the project's EC261 notes); other countries answer "verify".
const TABLE: ReadonlyMap<string, { limit: string; source: string }> = new Map(Object.entries({
  GB: { limit: "6 years in England and Wales (Dawson v Thomson, 2014); Scotland differs", source: WECLAIM },
  DE: { limit: "3 years", source: WECLAIM },
  FR: { limit: "5 years", source: WECLAIM },
  ES: { limit: "5 years (10 in Catalonia)", source: "https://aiyon.es/en/the-limit-to-bring-claims-under-article-7-of-ec-regulation-261-2004/" },
  RO: { limit: "3 years", source: "https://rlw.juridice.ro/16526/" },
}));

/** The limitation period in each country (ISO-2, deduplicated, in order); unknown ones say so. */
export function claimDeadlines(countries: (string | null | undefined)[]): ClaimDeadline[] {
  const unique = [...new Set(countries.filter((c): c is string => typeof c === "string" && /^[A-Z]{2}$/.test(c)))];
  return unique.map((country) => {
    const row = TABLE.get(country);
    return row ? { country, limit: row.limit, verify: true, source: row.source } : { country, limit: null, verify: true, source: null };
  });
}
