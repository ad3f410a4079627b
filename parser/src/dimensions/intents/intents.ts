/** What kind of help a job asks for, besides planning a trip. */
export interface JobIntents {
  /** A flight under way or booked went wrong: cancelled, delayed, missed, overbooked... */
  disruption: boolean;
  /** Mobile data while travelling: eSIM, SIM card, data plan, roaming. */
  mobileData: boolean;
}

const MOBILE_DATA =
  new RegExp(
    String.raw`\b(?:e-?sims?|e sims?|sim ?cards?|sims?|roaming|data (?:plans?|packages?|bundles?|packs?|roaming|only)|mobile (?:data|internet)|` +
      String.raw`internet abroad|\d+ ?gb(?: of data)?)\b`,
  );
const DISRUPTION =
  new RegExp(
    String.raw`\b(?:cancell?ed|cancell?ation|delays?|delayed|missed (?:(?:my|our|the|a|on) )?(?:connection|connecting flight|flight|transfer|` +
      String.raw`plane)|missed it|left without (?:me|us)|denied boarding|refused boarding|overbook(?:ed|ing)|bumped|stranded|compensation|diverted|` +
      String.raw`strike)\b`,
  );
const MISSED_AFTER = /\b(?:connection|connecting flight|flight|transfer|plane)\b[^.;]{0,40}\bmissed\b/;
// "late" counts unless it is a time of day, part of a month or when someone arrives: the words up to three before
// it, and the word after it, say which.
const LATE = /\blate\b/g;
const ARRIVING = new Set([
  "land", "lands", "landing", "arrive", "arrives", "arriving", "get in", "getting in", "check in", "checking in", "stay up", "open", "opens", "work", "working",
]);
const NOT_A_DELAY_AFTER =
  new RegExp(
    String.raw`^ (?:arrival|check in|check-in|dinner|lunch|in the (?:day|evening)|january|february|march|april|may|june|july|august|september|` +
      String.raw`october|november|december|morning|afternoon|evening|night|check|checkout|booking|names)\b`,
  );
// Cancellation terms on a quote (free cancellation, a cancellation cover's amount), not a journey that went wrong; and
// people who cancelled, a clause of their own ("9 people, two cancelled", "..., 2 of them cancelled"): the party
// shrinks, no journey went wrong ("flight at 10 got cancelled" is no clause of people).
const NOT_DISRUPTION = new RegExp(
  String.raw`\b(?:free|flexible) cancell?ation\b|\bcancell?ation(?= (?:cover|insurance|protection|fees?|polic(?:y|ies)|terms|conditions|charges?|` +
    String.raw`up to|\d))|(?<=(?:[,;:(]|\band|\bbut|\bthen) )(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)` +
    String.raw`(?! (?:flights?|trains?|bus(?:es)?|ferr(?:y|ies)|connections?|bookings?|tickets?)\b)(?: [a-z]{2,8}){0,2} cancell?ed\b` +
    String.raw`(?! (?:flights?|trains?|bus(?:es)?|connections?|bookings?))` +
    // A hire's return day ("odbiór 2027-07-04, zwrot 2027-07-11" read "compensation 2027-07-11"): a date, not a claim.
    String.raw`|\bcompensation(?=:? (?:on )?(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}))`,
  "g",
);

function saysLate(folded: string): boolean {
  for (const m of folded.matchAll(LATE)) {
    const notADelay = NOT_A_DELAY_AFTER.test(folded.slice(m.index + 4, m.index + 40));
    if (!notADelay && !arrivingBefore(folded.slice(Math.max(0, m.index - 60), m.index))) return true;
  }
  return false;
}

// A verb of arriving, then up to three words, each one space apart, then "late".
function arrivingBefore(before: string): boolean {
  if (!before.endsWith(" ")) return false;
  const words = before.slice(0, -1).split(" ").slice(-5);
  for (let k = 0; k < 4 && k < words.length; k++) {
    const at = words.length - 1 - k;
    const verb = lettersAtEnd(words[at] as string);
    if (ARRIVING.has(verb) || ARRIVING.has(`${lettersAtEnd(words[at - 1] ?? "")} ${verb}`)) return true;
    if (!/^[a-z]+$/.test(words[at] as string)) return false;
  }
  return false;
}

function lettersAtEnd(word: string): string {
  let start = word.length;
  while (start > 0 && /[a-z]/.test(word[start - 1] as string)) start--;
  return word.slice(start);
}

const saysDisruption = (folded: string) => DISRUPTION.test(folded) || MISSED_AFTER.test(folded) || saysLate(folded);

/** Detects the disruption and mobile-data intents in folded text. */
export function detectIntents(folded: string): JobIntents {
  const disruption = saysDisruption(folded) && saysDisruption(folded.replace(NOT_DISRUPTION, ""));
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
