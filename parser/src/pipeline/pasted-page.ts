import type { JobAnalysis } from "./parse-job.js";
import { missingFields } from "./resolve.js";

/** A pasted page (a booking, a timetable, a confirmation) and what the user asks about it. */
export interface PastedPage {
  page: string;
  ask: string;
}

// A rule under a pasted page: the question below it is the job; the page fills in what the question leaves out.
const RULE = /\n[ \t]*(?:-{3,}|_{3,}|={3,}|—+|\*{3,})[ \t]*\n/;
// Mail that quotes what it answers: the lines written now are the ask, the quoted ones the page it is about.
const QUOTED = /^[ \t]*>/;
// "--" alone on a line opens a mail signature, but under a page of times and prices it is a rule too.
const SHORT_RULE = /\n[ \t]*--[ \t]*\n/;
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const TWO_LETTERS = /\p{L}{2}/u;
const PAGE_LINE = /^.*\d.*\d.*$/gm;
const ASKS = /\?|\b(?:please|pls|can|could|would|need|want|which|book|find|check|look|the)\b/i;
// A question about the page's own offer.
const ABOUT_THE_PAGE = new RegExp(
  "\\b(?:which of (?:these|them|those)|this (?:one|fare|plan|offer|deal|price|room|car)|that (?:one|fare|plan|offer)" +
    "|these (?:plans|fares|offers|options)|the same dates)\\b",
  "i",
);
// A day counted from the page's date.
const DAY_BESIDE = /\b(?:the|a|one) day (before|after)\b/i;

function quotedPage(text: string): PastedPage | null {
  const lines = text.split("\n");
  const quoted = lines.filter((l) => QUOTED.test(l));
  if (quoted.length === 0) return null;
  const ask = lines.filter((l) => !QUOTED.test(l)).join("\n").trim();
  // History quoted twice is older than the message quoted: it is not the page.
  const page = quoted.filter((l) => !/^[ \t]*>[ \t]?>/.test(l)).map((l) => l.replace(/^[ \t]*>[ \t]?/, "")).join("\n").trim();
  return page && TWO_LETTERS.test(ask) ? { page, ask } : null;
}

// A site's cookie banner ("We use cookies ... Accept all | Manage") pasted with its page says nothing of the trip.
const COOKIES = /\bcookies?\b/i;

/** The page above a rule (or quoted below a reply) and the question, when a job is laid out that way. */
export function afterPastedPage(text: string): PastedPage | null {
  const found = pastedPageOf(text);
  if (!found || !COOKIES.test(found.page)) return found;
  return { ...found, page: found.page.split("\n").filter((line) => !COOKIES.test(line)).join("\n").trim() };
}

function pastedPageOf(text: string): PastedPage | null {
  const m = RULE.exec(text) ?? shortRule(text);
  if (!m) return quotedPage(text) ?? pageAbove(text);
  const page = text.slice(0, m.index).trim();
  const ask = text.slice(m.index + m[0].length).trim();
  return page && TWO_LETTERS.test(ask) && !RULE.test(ask) ? { page, ask } : null;
}

// A signature asks nothing; a mail quoting earlier ones is no page; a page has at least two lines of figures.
function shortRule(text: string): RegExpExecArray | null {
  const m = SHORT_RULE.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  const page = !/^[ \t]*>/m.test(before) && (before.match(PAGE_LINE)?.length ?? 0) >= 2;
  return ASKS.test(after) && page && after.trim().length <= 300 && !after.includes("\n\n") ? m : null;
}

// A blank line, then the last paragraph: where a question below a pasted page starts when no rule marks it.
const BLANK_LINE = /\n[ \t]*\n/g;
const CLOCK = /\b\d{1,2}:\d{2}\b/;
const WORDS = /\p{L}{2,}/gu;
const TWO_FIGURES = /\d[^\d\n]*\d/;

/** Where the question under a page starts: after its last blank line, or its last line when that one asks. */
function askStart(text: string): { at: number; length: number } | null {
  let found: { at: number; length: number } | null = null;
  for (const m of text.matchAll(BLANK_LINE)) found = { at: m.index, length: m[0].length };
  if (found) return found;
  const last = text.trimEnd().lastIndexOf("\n");
  const line = text.slice(last + 1);
  return last > 0 && ASKS.test(line) && !TWO_FIGURES.test(line) ? { at: last, length: 1 } : null;
}

/**
 * A page pasted with no rule under it (a timetable, a booking, search results), then the question on its own
 * paragraph or line: the page has two or more lines of figures and a time of day, the question is short and asks
 * something or gives a day or a count in words. A sign-off under a mail ("Thanks, Anna") asks nothing.
 */
function pageAbove(text: string): PastedPage | null {
  const start = askStart(text);
  if (!start) return null;
  const page = text.slice(0, start.at).trim();
  const ask = text.slice(start.at + start.length).trim();
  const figures = page.match(PAGE_LINE)?.length ?? 0;
  const asks = ASKS.test(ask) || (/\d/.test(ask) && (ask.match(WORDS)?.length ?? 0) >= 3);
  const short = ask.length <= 300 && ask.split("\n").length <= 2 && (ask.match(PAGE_LINE)?.length ?? 0) <= 1;
  // A ticket's legs with no time of day make a page only above a paragraph of its own (a blank line between).
  const record = CLOCK.test(page) || (start.length > 1 && page.split("\n").some(routeLine));
  return figures >= 2 && record && asks && short && !QUOTED.test(ask) ? { page, ask } : null;
}

// A page's record line: a time of day, or three segments or more with a figure ("Reservation #88213 – Hostel Mostar –
// 1 guest – 2027-06-02", "Voucher 7781 · Apartmani Split · 4 persons").
const SEGMENT = /[ \t][–—·|][ \t]/;
const SEGMENTS = /[ \t][–—·|][ \t]/g;
// A ticket's or an itinerary's leg: two ends joined by an arrow, or two airport codes by a dash, and a figure
// ("OUTBOUND 2027-06-03 Riga RIX → Oslo OSL", "Flight LO 536  BUD–WAW  2027-11-08").
const ROUTE_MARK = /→|->|\b[A-Z]{3}[–—-][A-Z]{3}\b/;
const routeLine = (line: string) => ROUTE_MARK.test(line) && /\d/.test(line);
const recordLine = (line: string) => CLOCK.test(line) || ((line.match(SEGMENTS)?.length ?? 0) >= 2 && /\d/.test(line)) || routeLine(line);

/**
 * A page of a line or two above a request on the last line, with no rule or blank line between ("Reservation … –
 * check-in 2027-06-02" then "I also need a bus from Sarajevo to Mostar that day"): the page has a record line, the
 * request is prose. Whether the request says something of a trip on its own is the caller's to tell.
 */
export function requestUnderRecord(text: string): PastedPage | null {
  const lines = text.trim().split("\n");
  // A blank line is a paragraph's end: a page above one is read by pageAbove.
  if (lines.length < 2 || lines.length > 6 || lines.some((line) => !line.trim())) return null;
  const ask = (lines[lines.length - 1] as string).trim();
  const above = lines.slice(0, -1);
  // A line cut into segments ("€540 total · Free cancellation") is the page's too.
  if (SEGMENT.test(ask) || CLOCK.test(ask) || !TWO_LETTERS.test(ask) || !above.some(recordLine)) return null;
  return { page: above.join("\n").trim(), ask };
}

function shiftedDay(askText: string, date: string | null): string | null {
  const m = DAY_BESIDE.exec(askText);
  if (!m || !date) return date;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (m[1]?.toLowerCase() === "before" ? -1 : 1));
  return day.toISOString().slice(0, 10);
}

// A question that names nothing (no place, no count, no kind) above a page of two or more trips: the page holds the parts.
function asksAboutParts(ask: JobAnalysis, page: JobAnalysis): boolean {
  const namesNothing = !ask.origin && !ask.destination && ask.passengers === null && !ask.kindNamed;
  return page.parts.length > 1 && namesNothing && !ask.intents.mobileData;
}

// A train's category and number on a timetable ("IC 3812", "EC 275", "RJ 555"): the page is about trains, whatever
// its places would suggest by default.
const TRAIN_NUMBER = /\b(?:IC|EC|ICE|ICN|EIC|EIP|EN|NJ|RJX?|TLK|IR|REX)[ \t]?\d{2,5}\b/;

/** What a page is about: its own kind, or trains when it lists trains by number and names no other kind. */
function pageKind(page: JobAnalysis, pageText: string): JobAnalysis["kind"] {
  return page.kind === "flights" && !page.kindNamed && TRAIN_NUMBER.test(pageText) ? "rail" : page.kind;
}

// "the same dates but Bergen instead of Oslo": a question about the page's own journey that names a new end keeps its start.
function sameTripElsewhere(ask: JobAnalysis, page: JobAnalysis): boolean {
  const journey = page.kind === "flights" || page.kind === "rail" || page.kind === "ferry";
  return journey && !!page.origin && page.origin.name !== ask.destination?.name;
}

/** The question read with the page as its context: what the question leaves out, the page says. */
export function withPageContext(ask: JobAnalysis, page: JobAnalysis, askText: string, pageText = ""): JobAnalysis {
  if (ask.parts.length > 1) return ask;
  if (asksAboutParts(ask, page)) return { ...page, text: ask.text, language: ask.language };
  // A question that names nothing asks about what the page is (an eSIM plan, a delayed flight, a hotel).
  const aboutPage = (!ask.kindNamed || ABOUT_THE_PAGE.test(askText)) && !ask.intents.disruption && !ask.intents.mobileData;
  // A trip gone wrong is asked about from where the traveller is ("we're two at OTP") under the page that says where it went.
  const stuck = (ask.intents.disruption || page.intents.disruption) && !ask.origin && !!ask.destination && !!page.destination &&
    ask.destination.name !== page.destination.name;
  const job: JobAnalysis = {
    ...ask,
    passengers: ask.passengers ?? page.passengers,
    origin: stuck ? ask.destination : (ask.origin ?? (ask.destination && !(aboutPage && sameTripElsewhere(ask, page)) ? null : page.origin)),
    destination: stuck ? page.destination : (ask.destination ?? page.destination),
    date: ask.date ?? shiftedDay(askText, page.date),
    // A day counted from the page's is the ask's own: the page's end is not its return.
    returnDate: ask.date || DAY_BESIDE.test(askText) ? ask.returnDate : (ask.returnDate ?? page.returnDate),
    notes: [...new Set([...ask.notes, ...page.notes])],
    // Prices on a page are prices, not a currency question.
    kind: aboutPage && page.kind !== "unknown" && page.kind !== "currency" ? pageKind(page, pageText) : ask.kind,
    intents: aboutPage ? page.intents : ask.intents,
  };
  job.missing = missingFields(job);
  return job;
}
