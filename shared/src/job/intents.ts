/** What kind of help a job asks for, besides planning a trip. */
export interface JobIntents {
  /** A flight under way or booked went wrong: cancelled, delayed, missed, overbooked... */
  disruption: boolean;
  /** Mobile data while travelling: eSIM, SIM card, data plan, roaming. */
  mobileData: boolean;
}

const MOBILE_DATA =
  /\b(?:e-?sims?|e sims?|sim ?cards?|sims?|roaming|data (?:plans?|packages?|bundles?|packs?|roaming|only)|mobile (?:data|internet)|internet abroad|\d+ ?gb(?: of data)?)\b/;
// "late" counts unless it is a time of day, part of a month ("late May") or when someone arrives ("we land in Vilnius late").
const DISRUPTION =
  /\b(?:cancell?ed|cancell?ation|delays?|delayed|(?<!\b(?:land|lands|landing|arrive|arrives|arriving|get in|getting in|check in|checking in|stay up|open|opens|work|working)\b(?: [a-z]+){0,3} )late(?! (?:arrival|check in|check-in|dinner|lunch|in the (?:day|evening)|january|february|march|april|may|june|july|august|september|october|november|december|morning|afternoon|evening|night|check|checkout|booking|names))|missed (?:(?:my|our|the|a|on) )?(?:connection|connecting flight|flight|transfer|plane)|(?:connection|connecting flight|flight|transfer|plane)\b[^.;]{0,40}\bmissed\b|missed it|left without (?:me|us)|denied boarding|refused boarding|overbook(?:ed|ing)|bumped|stranded|compensation|diverted|strike)\b/;
// "free cancellation", "cancellation 3 000 €" on an insurance quote: terms, not a flight that went wrong.
const NOT_DISRUPTION = /\b(?:free|flexible) cancell?ation\b|\bcancell?ation(?= (?:cover|insurance|protection|fees?|polic(?:y|ies)|terms|conditions|charges?|up to|\d))/g;

/** Detects the disruption and mobile-data intents in folded text. */
export function detectIntents(folded: string): JobIntents {
  const disruption = DISRUPTION.test(folded) && DISRUPTION.test(folded.replace(NOT_DISRUPTION, ""));
  return { disruption, mobileData: MOBILE_DATA.test(folded) };
}

const DISRUPTION_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ["cancellation", /\bcancell?(?:ed|ation)\b/],
  ["delay", /\b(?:delay(?:s|ed)?|late)\b/],
  ["missed-connection", /\bmissed (?:(?:my|our|the|a) )?(?:connection|connecting flight|transfer)\b/],
  ["denied-boarding", /\b(?:denied boarding|refused boarding|overbook(?:ed|ing)|bumped)\b/],
  ["diverted", /\bdiverted\b/],
];

/** Which disruptions the job names, as note tags for the passenger-rights advice. */
export function disruptionKinds(folded: string): string[] {
  const kinds: string[] = [];
  for (const [kind, pattern] of DISRUPTION_KINDS) if (pattern.test(folded)) kinds.push(kind);
  return kinds;
}
