import type { Disruption } from "./schemas.js";

/** What a passenger's own words say about a disruption; null where the text is silent. */
export interface TextFacts {
  disruption: Disruption | null;
  flight: string | null;
  arrivalDelayHours: number | null;
  departureDelayHours: number | null;
  noticeDays: number | null;
  cause: string | null;
  extraordinaryHint: boolean | null;
  rerouted: boolean | null;
  volunteered: boolean | null;
  overnight: boolean | null;
  /** An airport-code route ("FCO-HAM", "WAW to TFS"), for when the parser found no places. */
  routeCodes: [string, string] | null;
}

const WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
};
const NUM = `(\\d+(?:[.,]\\d+)?|${Object.keys(WORDS).join("|")})`;

function toNumber(token: string | undefined): number | null {
  if (token === undefined) return null;
  const word = WORDS[token.toLowerCase()];
  if (word !== undefined) return word;
  const n = Number(token.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** Reads the facts a disruption text gives: kind, flight, delay, notice, cause, re-routing. */
export function extractDisruptionFacts(text: string): TextFacts {
  const delay = findDelay(text);
  const cause = findCause(text);
  return {
    disruption: findKind(text),
    flight: findFlight(text),
    arrivalDelayHours: delay && !delay.departure ? delay.hours : null,
    departureDelayHours: delay && delay.departure ? delay.hours : null,
    noticeDays: findNoticeDays(text),
    cause: cause?.text ?? null,
    extraordinaryHint: cause?.extraordinary ?? null,
    rerouted: /\b(?:re-?booked|re-?routed|re-?routing|put (?:us|me) on|alternative flight|replacement flight|(?:next|later|another) flight)\b/i.test(text) ? true : null,
    volunteered: /\bvolunteer(?:ed|ing)?\b/i.test(text) ? true : null,
    overnight: /\b(?:overnight|next day|following day|next morning|stay(?:ed)? the night|over night)\b/i.test(text) ? true : null,
    routeCodes: findRouteCodes(text),
  };
}

function findKind(text: string): Disruption | null {
  if (/\b(?:denied boarding|refused boarding|not allowed to board|bumped|overbook\w*|offloaded)\b/i.test(text)) return "denied-boarding";
  if (/\bcancel+(?:ed|led|lation|s)?\b/i.test(text)) return "cancellation";
  if (/\b(?:delay\w*|late|missed (?:my |our |the )?connect\w*|stuck|stranded)\b/i.test(text)) return "delay";
  return null;
}

function findFlight(text: string): string | null {
  // Regulation names (EC261, EU261, UK261) look like flight numbers and are not.
  const isRegulation = (d: string, n: string) => /^(?:EC|EU|UK)$/i.test(d) && n === "261";
  for (const m of text.matchAll(/\bflight\s+(?:no\.?\s*|number\s*)?([A-Z0-9]{2})\s?(\d{1,4})\b/gi)) {
    const [, d = "", n = ""] = m;
    if (/[A-Z]/i.test(d) && !isRegulation(d, n)) return `${d.toUpperCase()}${n}`;
  }
  // Without the word "flight", only a written-together code counts ("LO333", not "UK 2"), and
  // aircraft types (A320, B737, E190) are not flights.
  for (const m of text.matchAll(/\b([A-Z]{2}|[A-Z]\d|\d[A-Z])(\d{1,4})\b/g)) {
    const [whole, d = "", n = ""] = m;
    if (!isRegulation(d, n) && !/^(?:A[23]\d{2}|B7\d{2}|E\d{3}|Q400)$/.test(whole)) return `${d}${n}`;
  }
  return null;
}

function findRouteCodes(text: string): [string, string] | null {
  const m = text.match(/\b([A-Z]{3})\s*(?:-|–|—|->|→|>|to)\s*([A-Z]{3})\b/);
  return m?.[1] && m[2] ? [m[1], m[2]] : null;
}

interface Delay {
  hours: number;
  departure: boolean;
}

// The ways a text gives a delay, in the order they are tried, each with how it reads into hours. Built once, as
// global patterns for matchAll: every disruption text built each of them twice over.
const DELAY_PATTERNS: readonly (readonly [RegExp, (m: RegExpMatchArray) => number | null])[] = [
  [/\b(\d{1,2})\s?h\s?(\d{1,2})\s?m?(?:in(?:ute)?s?)?\b/gi, (m) => Number(m[1]) + Number(m[2]) / 60],
  [new RegExp(`\\b${NUM}\\s*(?:h|hrs?|hours?)\\b(?:\\s*(?:and\\s*)?(\\d{1,2})\\s*(?:m|mins?|minutes?)\\b)?`, "gi"), (m) => plus(toNumber(m[1]), m[2] ? Number(m[2]) / 60 : 0)],
  [/\bhalf an hour\b/gi, () => 0.5],
  [/\b(\d{1,3})\s*(?:mins?|minutes)\b/gi, (m) => Number(m[1]) / 60],
  [new RegExp(`\\b${NUM}[- ]days?\\s+(?:late|delay)`, "gi"), (m) => plus(toNumber(m[1]), 0, 24)],
];

function findDelay(text: string): Delay | null {
  for (const [pattern, read] of DELAY_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const hours = read(m);
      const at = m.index ?? 0;
      // "24 hours before departure" is notice, "a 3 hour flight" is a duration: neither is a delay.
      const after = text.slice(at + m[0].length, at + m[0].length + 24);
      if (hours === null || /^\s*(?:before|ahead|in advance|prior|notice|flight|journey|trip|layover|stop-?over|connection)\b/i.test(after)) continue;
      // The clause around the figure says whether it is the departure or the arrival that was late.
      const clause = clauseAround(text, at);
      const departure = /\b(?:depart\w*|take-?off|took off|left|leave|leaving)\b/i.test(clause) && !/\b(?:arriv\w*|land\w*|reached|got (?:in|there|home))\b/i.test(clause);
      return { hours, departure };
    }
  }
  return null;
}

function plus(n: number | null, add: number, times = 1): number | null {
  return n === null ? null : n * times + add;
}

function clauseAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(".", at), text.lastIndexOf(";", at), text.lastIndexOf(",", at)) + 1;
  const ends = [".", ";", ","].map((p) => text.indexOf(p, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

const AHEAD = "(?:before|ahead|in advance|prior|earlier|beforehand|notice)";
const NOTICE_IN_DAYS = new RegExp(`\\b${NUM}\\s*(days?|weeks?|months?)'?\\s*${AHEAD}`, "i");
const FORTNIGHT_NOTICE = new RegExp(`\\bfortnight\\s*${AHEAD}`, "i");
const NOTICE_IN_HOURS = new RegExp(`\\b${NUM}\\s*hours?\\s*${AHEAD}`, "i");

function findNoticeDays(text: string): number | null {
  const m = text.match(NOTICE_IN_DAYS);
  if (m) {
    const n = toNumber(m[1]);
    const unit = (m[2] ?? "").toLowerCase();
    if (n !== null) return unit.startsWith("week") ? n * 7 : unit.startsWith("month") ? n * 30 : n;
  }
  if (FORTNIGHT_NOTICE.test(text)) return 14;
  if (/\b(?:the|a) day before\b/i.test(text)) return 1;
  if (NOTICE_IN_HOURS.test(text)) return 0;
  if (/\b(?:on the day|same day|at the (?:airport|gate)|last[- ]minute)\b/i.test(text) && /cancel/i.test(text)) return 0;
  return null;
}

function findCause(text: string): { text: string; extraordinary: boolean | null } | null {
  const extraordinary = text.match(/\b(?:bad weather|weather|storms?|snow(?:storm)?|fog|thunderstorms?|hurricane|volcanic ash|air[- ]traffic[- ]control strike|ATC strike|air[- ]traffic[- ]control|security (?:alert|threat|incident)|bird ?strike|drone)\b/i);
  const ordinary = text.match(/\b(?:technical (?:fault|problem|issue)s?|mechanical (?:fault|problem|issue)s?|engine (?:fault|problem|issue)s?|crew shortage|staff shortage|(?:pilots?'?|crew|cabin crew|staff) strikes?|overbook\w*)\b/i);
  if (ordinary && !extraordinary) return { text: ordinary[0], extraordinary: false };
  if (extraordinary && !ordinary) return { text: extraordinary[0], extraordinary: true };
  if (ordinary && extraordinary) return { text: `${extraordinary[0]}; ${ordinary[0]}`, extraordinary: null };
  const strike = text.match(/\bstrikes?\b/i);
  return strike ? { text: strike[0], extraordinary: null } : null;
}
