import { ceeSet } from "../../schemas/cee.js";
import type { Kind, ParsedJob, Place } from "../../schemas/job.js";
import { boundJobText } from "../bound.js";
import type { CanonicalJob } from "../canonical.js";
import { applyCorrections, dropRouteNames } from "../corrections.js";
import { dayInPlan, extractDates } from "../dates.js";
import { dropMailHeaders } from "../forwarded.js";
import { readDetails } from "../details.js";
import { detectIntents, disruptionKinds, type JobIntents } from "../intents.js";
import { detectKind } from "../kind.js";
import { detectNotes } from "../notes.js";
import { findParts, type PartSpan } from "../parts.js";
import { currencyCountry } from "../currency-country.js";
import { isTableName } from "../place-index.js";
import { assignRoute, countryEntry, findPlaces, toPlace, type PlaceMention } from "../places.js";
import { readScripts } from "../scripts/rewrite.js";
import { readSpelling } from "../spelling/correct.js";
import { readStructure } from "../structured.js";
import { latestPlan, readThread } from "../discourse/thread.js";
import { readMailChain } from "../discourse/chain.js";
import { countTravellers } from "../travellers.js";
import { prepareText, type JobText, type Token } from "../text.js";

/** A parsed job with what routing needs besides the schema's fields: intents and independent parts. */
export interface JobAnalysis extends ParsedJob {
  intents: JobIntents;
  /** Two or more independent requests in one job (each parsed on its own); empty otherwise. */
  parts: JobAnalysis[];
  /** Place names the desk could not decide between meanings of ("Reading"): asked about, never guessed. */
  ambiguous: string[];
  /** The kind is named by the job's words, not only inferred from places ("Warsaw to Rome" is flights by default). */
  kindNamed?: boolean;
}

/** Options of parseJob. */
export interface ParseOptions {
  /** ISO-2 codes counted as central and eastern Europe (docs/DESIGN.md section 6); the default list otherwise. */
  ceeCountries?: readonly string[];
}

// "a car from Faro", "directions from the airport": "from" right after what is asked, in the same clause.
// "From Warsaw, need car hire" and "I'm from Warsaw" say where the traveller comes from.
const COMING = new Set(["i", "im", "am", "are", "were", "we", "come", "coming", "travelling", "traveling", "flying", "arriving", "driving"]);
function fromWhatIsAsked(text: JobText, m: PlaceMention): boolean {
  const from = text.tokens[m.first - 1];
  const before = text.tokens[m.first - 2];
  if (!from || !before || from.s !== "from" || COMING.has(before.s)) return false;
  return !/[,;.!?\n]/.test(text.folded.slice(before.end, from.start));
}

const CITIZEN = new Set(["citizen", "citizens", "passport", "passports", "nationality"]);
function besideCitizen(text: JobText, m: PlaceMention): boolean {
  const before = text.tokens[m.first - 1]?.s ?? "";
  // "citizen of Ukraine", "громадянину України", "Eesti kodanik".
  return CITIZEN.has(before) || CITIZEN.has(text.tokens[m.last + 1]?.s ?? "") || (before === "of" && CITIZEN.has(text.tokens[m.first - 2]?.s ?? ""));
}

// "Zagreb Airport (ZAG)": a name and its code in brackets, side by side, are one place.
function sameNamedTwice(text: JobText, a: PlaceMention, b: PlaceMention): boolean {
  if (a.entry.name !== b.entry.name || a.entry.country !== b.entry.country) return false;
  const [first, second] = a.first < b.first ? [a, b] : [b, a];
  const between = text.folded.slice((text.tokens[first.last] as Token).end, (text.tokens[second.first] as Token).start);
  return /^(?:airport|station|port)?\s*\($/.test(between.trim());
}

const ONE_PLACE_KINDS: ReadonlySet<Kind> = new Set(["stay", "car-rental", "visa", "weather", "currency", "places", "insurance", "activities", "esim"]);

function missingFields(job: Pick<ParsedJob, "passengers" | "origin" | "destination" | "date" | "kind"> & { ambiguous?: readonly string[] }): string[] {
  const missing: string[] = [];
  // A name the desk will not guess ("Reading" alone) is missing until the user says which.
  for (const name of job.ambiguous ?? []) missing.push(`which ${name}`);
  if (job.passengers === null) missing.push("passengers");
  // A hotel, a car or the weather is in one place: no start point is missing.
  if (!job.origin && !ONE_PLACE_KINDS.has(job.kind)) missing.push("origin");
  if (!job.destination) missing.push("destination");
  if (!job.date) missing.push("date");
  return missing;
}

interface JobContext {
  text: JobText;
  mentions: readonly PlaceMention[];
  ambiguous: readonly string[];
  now: Date;
  cee: ReadonlySet<string>;
  language: string;
}

function analysePart(ctx: JobContext, span: PartSpan, jobText: string, known?: JobIntents): JobAnalysis {
  const { text, mentions, now, cee } = ctx;
  const first = text.tokens[span.first] as Token | undefined;
  const last = text.tokens[span.last] as Token | undefined;
  const startChar = first ? first.start : 0;
  const endChar = last ? last.end : text.raw.length;
  // A closing dot belongs to the last word when it is a date's ("bis 5.1.").
  const dateEnd = text.folded.charAt(endChar) === "." ? endChar + 1 : endChar;
  const folded = text.folded.slice(startChar, endChar);
  const inside = mentions.filter((m) => m.first >= span.first && m.last <= span.last);
  const route = assignRoute(inside);
  const intents = known ?? detectIntents(folded);
  const dates = extractDates(text.folded.slice(startChar, dateEnd), text.raw.slice(startChar, dateEnd), now);
  const notes = detectNotes(folded, text.tokens, span.first, span.last + 1);
  if (intents.disruption) notes.push(...disruptionKinds(folded));
  const only = inside.length === 1 ? (inside[0] as PlaceMention).entry : null;
  const kind = detectKind(folded, intents, inside.length, !!only && only.kind === "town" && isTableName(only));
  const flying = kind === "flights";
  // A car picked up "from Faro airport" is hired there, and "directions from Budapest airport" are in
  // Budapest: that place is the destination (directions keep it as their start too). A hotel or a visa
  // "from Warsaw" says where the traveller comes from, and keeps it as the origin.
  if (route.origin && !route.destination && (kind === "car-rental" || kind === "places") && fromWhatIsAsked(text, route.origin)) {
    route.destination = route.origin;
    if (kind === "car-rental") route.origin = null;
  }
  // "громадянину України ... до Великої Британії", "Eesti kodanik ... Usbekistani": the country beside
  // "citizen" or "passport" is the traveller's nationality; the trip goes to the other one.
  if (kind === "visa" && route.destination && besideCitizen(text, route.destination)) {
    const other = inside.find((m) => m !== route.destination && !besideCitizen(text, m) && m.cue !== "from");
    if (other) route.destination = other;
  }
  // "Pick-up: Zagreb Airport (ZAG)": one place named twice is where a car, a room or the weather is, not a route.
  if (route.origin && route.destination && sameNamedTwice(text, route.origin, route.destination) && ONE_PLACE_KINDS.has(kind)) route.origin = null;
  // "How many forints for 100 euros?": the money asked about says where the traveller is going.
  if (kind === "currency" && !route.destination) {
    // Read on the words as written: the language files rewrite "în lei" into the grammar's "convert".
    const entry = countryEntry(currencyCountry(prepareText(jobText).tokens) ?? "");
    if (entry) route.destination = { first: span.first, last: span.first, entry, name: entry.name, cue: "to" };
  }
  // A journey with a date back is a round trip, whether or not the words say so ("Outbound: 16.10 Return: 20.10").
  // A date back counted from a length ("a hotel for 2 nights after this") is no way back.
  if (dates.returnDate && !dates.fromLength && (kind === "flights" || kind === "rail" || kind === "ferry") && !notes.includes("round-trip") && !notes.includes("one-way")) notes.push("round-trip");
  const passengers = first ? countTravellers(text.tokens, span.first, span.last + 1, text.folded, ctx.language) : null;
  const job: JobAnalysis = {
    text: jobText,
    passengers,
    ...readDetails({ folded, raw: jobText, kind, passengers }),
    origin: route.origin ? toPlace(route.origin, cee, flying) : null,
    destination: route.destination ? toPlace(route.destination, cee, flying) : null,
    date: dates.date,
    returnDate: dates.returnDate,
    notes,
    missing: [],
    kind,
    kindNamed: kind !== "unknown" && detectKind(folded, intents, 0) !== "unknown",
    language: ctx.language,
    intents,
    parts: [],
    ambiguous: [...ctx.ambiguous],
  };
  job.missing = missingFields(job);
  return job;
}

function withMissing(job: JobAnalysis): JobAnalysis {
  job.missing = missingFields(job);
  return job;
}

// A later leg without its own party size or start point continues the earlier one.
function continueFrom(previous: JobAnalysis, part: JobAnalysis): void {
  if (part.intents.mobileData || part.intents.disruption) return;
  part.passengers ??= previous.passengers;
  if (!part.origin && part.destination && previous.destination) part.origin = previous.destination;
  else if (part.origin && !part.destination && previous.destination && previous.destination.name !== part.origin.name) part.destination = previous.destination;
  part.missing = missingFields(part);
}

/**
 * Understands a free-text travel job (docs/DESIGN.md section 5): travellers, places, dates, notes, intents
 * and independent parts, with relative dates resolved against `now`.
 */
export function parseJob(text: string, now: Date, options: ParseOptions = {}): JobAnalysis {
  const read = boundJobText(text);
  // A pasted chat thread or mail chain: what was agreed last counts (./discourse).
  const thread = readThread(read) ?? readMailChain(read);
  if (thread) {
    const messages = thread.map((m) => parseText(m.text, m.text, now, options));
    return withMissing({ ...latestPlan(parseText(read, text, now, options), messages, dayInPlan), parts: [] });
  }
  const request = afterPastedPage(read);
  if (request) return withPageContext(parseText(request.ask, text, now, options), parseText(request.page, request.page, now, options), request.ask);
  return parseText(read, text, now, options);
}

// A pasted page (a booking, a timetable, a confirmation) and then, below a rule, what the user asks:
// "--- 2 seats on the 22:30 one". The question is the job; the page fills in what the question leaves out.
const RULE = /\n[ \t]*(?:-{3,}|_{3,}|={3,}|—+|\*{3,})[ \t]*\n/;

// Mail that quotes what it answers ("> Booking reference: ..."): the lines written now are the ask, the quoted
// ones the page it is about.
const QUOTED = /^[ \t]*>/;

function quotedPage(text: string): { page: string; ask: string } | null {
  const lines = text.split("\n");
  const quoted = lines.filter((l) => QUOTED.test(l));
  if (quoted.length === 0) return null;
  const ask = lines.filter((l) => !QUOTED.test(l)).join("\n").trim();
  // History quoted twice (">>") is older than the message quoted: it is not the page.
  const page = quoted.filter((l) => !/^[ \t]*>[ \t]?>/.test(l)).map((l) => l.replace(/^[ \t]*>[ \t]?/, "")).join("\n").trim();
  return page && /\p{L}{2}/u.test(ask) ? { page, ask } : null;
}

// "--" alone on a line opens a mail signature, but under a page of times and prices it is the same rule as
// "---": the short text after it is the question.
const SHORT_RULE = /\n[ \t]*--[ \t]*\n/;
const PAGE_LINE = /^.*\d.*\d.*$/gm;

function afterPastedPage(text: string): { page: string; ask: string } | null {
  const m = RULE.exec(text) ?? shortRule(text);
  if (!m) return quotedPage(text);
  const page = text.slice(0, m.index).trim();
  const ask = text.slice(m.index + m[0].length).trim();
  return page && /\p{L}{2}/u.test(ask) && !RULE.test(ask) ? { page, ask } : null;
}

// "which of these makes sense?", "this fare", "the same dates": a question about the page's own offer.
const ABOUT_THE_PAGE = /\b(?:which of (?:these|them|those)|this (?:one|fare|plan|offer|deal|price|room|car)|that (?:one|fare|plan|offer)|these (?:plans|fares|offers|options)|the same dates)\b/i;

// "the day before check-in", "a day after the concert": a day counted from the page's date.
const DAY_BESIDE = /\b(?:the|a|one) day (before|after)\b/i;

function shiftedDay(askText: string, date: string | null): string | null {
  const m = DAY_BESIDE.exec(askText);
  if (!m || !date) return date;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (m[1]?.toLowerCase() === "before" ? -1 : 1));
  return day.toISOString().slice(0, 10);
}

function shortRule(text: string): RegExpExecArray | null {
  const m = SHORT_RULE.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  // A signature ("Piotr Zieliński | Ops | ul. Prosta 20") asks nothing; a mail quoting earlier ones is no page.
  const asks = /\?|\b(?:please|pls|can|could|would|need|want|which|book|find|check|look|the)\b/i.test(after);
  return asks && !/^[ \t]*>/m.test(before) && (before.match(PAGE_LINE)?.length ?? 0) >= 2 && after.trim().length <= 300 && !after.includes("\n\n") ? m : null;
}

function withPageContext(ask: JobAnalysis, page: JobAnalysis, askText: string): JobAnalysis {
  if (ask.parts.length > 1) return ask;
  // "Can you check both of these?" above two quoted trips: the page holds the parts.
  if (page.parts.length > 1 && !ask.origin && !ask.destination && ask.passengers === null && !ask.kindNamed && !ask.intents.mobileData) return { ...page, text: ask.text, language: ask.language };
  // "which of these makes sense?", "that's us, what are we entitled to?": a question that names nothing
  // asks about what the page is (an eSIM plan, a delayed flight, a hotel).
  const aboutPage = (!ask.kindNamed || ABOUT_THE_PAGE.test(askText)) && !ask.intents.disruption && !ask.intents.mobileData;
  const job: JobAnalysis = {
    ...ask,
    passengers: ask.passengers ?? page.passengers,
    origin: ask.origin ?? (ask.destination ? null : page.origin),
    destination: ask.destination ?? page.destination,
    date: ask.date ?? shiftedDay(askText, page.date),
    // A day counted from the page's ("the day before check-in") is the ask's own: the page's end is not its return.
    returnDate: ask.date || DAY_BESIDE.test(askText) ? ask.returnDate : (ask.returnDate ?? page.returnDate),
    notes: [...new Set([...ask.notes, ...page.notes])],
    // Prices on a page are prices, not a currency question.
    kind: aboutPage && page.kind !== "unknown" && page.kind !== "currency" ? page.kind : ask.kind,
    intents: aboutPage ? page.intents : ask.intents,
  };
  job.missing = missingFields(job);
  return job;
}

// A job read with its misspellings corrected says which words it read otherwise than they were written.
function parseText(text: string, whole: string, now: Date, options: ParseOptions): JobAnalysis {
  // Mail headers out; a job in another script (Han, Kana, Hangul, Thai, Arabic, Hebrew...) rewritten into the
  // grammar's English; structure written as prose; misspellings read right; then every known word in canonical English.
  const script = readScripts(dropMailHeaders(text));
  const spelt = readSpelling(readStructure(script.text));
  const job = parseCanonical(spelt.canonical, whole, now, options, script.tag);
  if (spelt.notes.length > 0) job.notes = [...job.notes, ...spelt.notes];
  return job;
}

function parseCanonical(canonical: CanonicalJob, whole: string, now: Date, options: ParseOptions, scriptTag?: string | null): JobAnalysis {
  const cee = ceeSet(options.ceeCountries);
  const corrected = applyCorrections(dropRouteNames(canonical.text));
  const prepared = corrected === canonical.text && canonical.prepared ? canonical.prepared : prepareText(corrected);
  const found = findPlaces(prepared, canonical.endings);
  const ctx: JobContext = { text: prepared, mentions: found.mentions, ambiguous: found.ambiguous, now, cee, language: scriptTag ?? canonical.tag };
  const intents = detectIntents(prepared.folded);
  const mobileData = intents.mobileData;
  const spans = findParts(prepared, found.mentions, mobileData);
  if (spans.length === 1) return analysePart(ctx, spans[0] as PartSpan, whole, intents);
  const parts = spans.map((span) => {
    const first = prepared.tokens[span.first] as Token;
    const last = prepared.tokens[span.last] as Token;
    // Each part's text as the user wrote it, found through the canonical text's map back to the original.
    const partText = canonical.source.slice(canonical.toRaw(first.start), canonical.toRaw(last.end)).trim();
    return analysePart(ctx, span, partText || prepared.raw.slice(first.start, last.end));
  });
  for (let i = 1; i < parts.length; i++) continueFrom(parts[i - 1] as JobAnalysis, parts[i] as JobAnalysis);
  const lead = parts[0] as JobAnalysis;
  const notes = [...new Set(parts.flatMap((p) => p.notes))];
  return { ...lead, text: whole, notes, intents: { disruption: parts.some((p) => p.intents.disruption), mobileData }, parts };
}

/** The schema's view of a parsed job (docs/DESIGN.md section 4, `job`), without the routing extras. */
export function toParsedJob(job: ParsedJob): ParsedJob {
  return {
    text: job.text,
    passengers: job.passengers,
    origin: job.origin ? clonePlace(job.origin) : null,
    destination: job.destination ? clonePlace(job.destination) : null,
    date: job.date,
    returnDate: job.returnDate,
    notes: [...job.notes],
    missing: [...job.missing],
    kind: job.kind,
    language: job.language,
  };
}

function clonePlace(place: Place): Place {
  return { ...place };
}
