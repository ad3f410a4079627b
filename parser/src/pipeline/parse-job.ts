import { ceeSet } from "../schemas/cee.js";
import type { ParsedJob, Place } from "../schemas/job.js";
import { boundJobText } from "../text/bound.js";
import type { CanonicalJob } from "../normalise/canonical.js";
import { applyCorrections, dropRouteNames } from "../prepare/corrections.js";
import { dayInPlan, extractDates } from "../dimensions/dates/dates.js";
import { readDetails } from "../dimensions/notes/details.js";
import { chatLines, labelledCount, latestPlan, readThread, withoutRejected, type ChatLines } from "../prepare/discourse/thread.js";
import { readMailChain, readQuoteLevels } from "../prepare/discourse/chain.js";
import { dropMailHeaders } from "../prepare/discourse/forwarded.js";
import { detectIntents, disruptionKinds, type JobIntents } from "../dimensions/intents/intents.js";
import { detectKindNamed } from "../dimensions/kind/kind.js";
import { asksForTravel, type TravelCues } from "../dimensions/kind/travel-gate.js";
import { detectNotes } from "../dimensions/notes/notes.js";
import { findParts, type PartSpan } from "../dimensions/parts/parts.js";
import { isTableName } from "../gazetteer/place-index.js";
import { assignRoute, toPlace, type PlaceMention } from "../dimensions/places/places.js";
import { findPlaces } from "../dimensions/places/rules/find.js";
import { namedAsBranch } from "../dimensions/places/rules/firms.js";
import { placesOfTheTrip } from "../dimensions/places/rules/travel-cue.js";
import { readScripts } from "../normalise/scripts/rewrite.js";
import { readSpelling } from "../normalise/spelling/correct.js";
import { inUsualCase } from "../normalise/case/usual-case.js";
import { languageMeta, languages, type Language } from "../language/lexicon.js";
import { readStructure } from "../prepare/structured.js";
import { prepareText, type JobText, type Token } from "../text/text.js";
import { countTravellers } from "../dimensions/travellers/travellers.js";
import { afterPastedPage, requestUnderRecord, withPageContext } from "./pasted-page.js";
import { continueFrom, countFromLater, dateFromLater, impliedRoundTrip, resolveRoute, shareNamedKind, withMissing } from "./resolve.js";

// How a job is read, stage by stage: prepare → tokens → language → normalise → dimensions → resolve.
// parseJob first splits what is pasted (a thread, a mail chain, a page and its question); parseText reads one text
// through the stages, each a function below in the order it runs.

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


/**
 * Understands a free-text travel job (docs/DESIGN.md section 5): travellers, places, dates, notes, intents
 * and independent parts, with relative dates resolved against `now`.
 */
export function parseJob(text: string, now: Date, options: ParseOptions = {}): JobAnalysis {
  const read = boundJobText(text);
  const at: ReadAt = { now, options, cued: false };
  // A thread, a mail chain or a page above its question takes two lines or more: one line is read as it is.
  if (!read.includes("\n")) return parseText(read, text, at);
  // Its lines and chat stamps are read once, for the thread reader and the whole text's mail cleaner.
  const lines = chatLines(read);
  // The whole text is read at most once, whichever reader asks for it first (the thread, the page, or none).
  let readWhole: JobAnalysis | undefined;
  const whole = () => (readWhole ??= parseText(read, text, { ...at, stamps: lines.stamps }));
  return pastedThread(read, lines, at, whole) ?? pastedPage(read, text, at, whole) ?? pageAboveRequest(read, text, at) ?? whole();
}

// A record line or two (a reservation, a timetable row) above a request on the last line: the request is the job when
// it says something of a trip by itself, the record fills what it leaves open.
function pageAboveRequest(read: string, text: string, at: ReadAt): JobAnalysis | null {
  const request = requestUnderRecord(read);
  if (!request) return null;
  let ask = parseText(request.ask, text, at);
  let page: JobAnalysis | undefined;
  // A question that says nothing by itself may name a place of the page's trip ("Bergen instead of Oslo"): read again
  // beside the page, which is read only then or when the question says something.
  if (!saysOfTrip(ask) && !at.cued) {
    page = parseText(request.page, request.page, at);
    const beside = underPage(at, page);
    if (beside !== at) ask = parseText(request.ask, text, beside);
  }
  if (!saysOfTrip(ask) || ask.parts.length > 1) return null;
  page ??= parseText(request.page, request.page, at);
  return withPageContext(ask, page, request.ask, request.page);
}

function saysOfTrip(ask: JobAnalysis): boolean {
  return !!(ask.origin || ask.destination || ask.date || ask.passengers !== null || ask.kindNamed);
}

// A pasted chat thread or mail chain: what was agreed last counts (../discourse).
function pastedThread(read: string, lines: ChatLines, at: ReadAt, whole: () => JobAnalysis): JobAnalysis | null {
  const chat = readThread(lines);
  const chain = chat ? null : readMailChain(read);
  const levels = chat || chain ? null : readQuoteLevels(read);
  const thread = chat ?? chain ?? levels;
  if (!thread) return null;
  const all = whole();
  // "fine, Bratislava" is a place of the trip when the thread around it speaks of one.
  const cued = all.kind !== "unknown" || all.passengers !== null || all.date !== null;
  // A short message ("inkabb Ljubljana, Budapestrol") is read in the thread's language when its own words tell none.
  // Looked up by its tag in the small table, so only that language's lexicon is built, not every one.
  const locale = languageMeta().find((m) => m.tag === all.language)?.locale;
  const language = locale === undefined ? undefined : languages().get(locale);
  const inThread: ReadAt = { ...at, cued, language, thread: true };
  // A message said again ("ok", "2 to Prague") reads as it did the first time: each text is read once per thread.
  const seen = new Map<string, JobAnalysis>();
  const messages = thread.map((m) => {
    const known = seen.get(m.text) ?? parseText(withoutRejected(m.text), m.text, inThread);
    seen.set(m.text, known);
    return known;
  });
  // "FW: what now?? can I get the 250 euros back?" above a forwarded mail asks about it: no new plan, one request.
  // "Zmiana: lecą tylko 3 osoby, reszta bez zmian" changes the forwarded plan's count: the rest stands.
  const newest = messages[messages.length - 1];
  // A reply under the quotes it answers ("Great, please find buses.") takes the plan they agreed.
  const says = newest && (newest.destination || newest.origin || newest.date || newest.passengers !== null || labelledCount(newest.text));
  if (chain && !says) return null;
  return withMissing({ ...latestPlan(all, messages, { dayOnly: dayInPlan, said: saidOf }, !chat), parts: [] });
}

// A pasted page and the question about it: the question is the job, the page its context.
function pastedPage(read: string, text: string, at: ReadAt, whole: () => JobAnalysis): JobAnalysis | null {
  const request = afterPastedPage(read);
  if (!request) return null;
  const page = parseText(request.page, request.page, at);
  const ask = parseText(request.ask, text, underPage(at, page));
  // "my wife is coming too, which one should we take?" under "1 adult": a question that counts no one by itself is
  // read with the page's count beside it.
  if (ask.passengers === null && page.passengers !== null && page.parts.length <= 1) ask.passengers = whole().passengers;
  return withPageContext(ask, page, request.ask, request.page);
}

// A question under a page of a trip speaks of that trip: "the same dates but Bergen instead of Oslo" names a place of it.
function underPage(at: ReadAt, page: JobAnalysis): ReadAt {
  return page.kind !== "unknown" && (page.origin || page.destination) ? { ...at, cued: true } : at;
}

// Each reading's text in the grammar's words (corrections applied), for a thread's reply read against its plan.
const canonicalOf = new WeakMap<JobAnalysis, string>();
const saidOf = (job: JobAnalysis) => canonicalOf.get(job) ?? job.text;

/** One text through the stages. `whole` is the job as given, kept as the result's text. */
function parseText(text: string, whole: string, at: ReadAt): JobAnalysis {
  const prepared = prepare(text, at.stamps);
  const script = tokensAndLanguage(prepared);
  const normal = normalise(script.text, script.tag, at.language);
  const parts = dimensions(normal, whole, at);
  const job = resolve(parts, normal, whole);
  if (at.thread) canonicalOf.set(job, normal.text.raw);
  return job;
}

/** Stage 1, prepare: mail headers out, structure (key/value lines, JSON, tool calls) written as prose. */
function prepare(text: string, stamps?: ChatLines["stamps"]): string {
  return readStructure(dropMailHeaders(text, stamps));
}

/**
 * Stages 2 and 3, tokens and language, for scripts beyond Latin, Cyrillic and Greek: words found by segmentation
 * (scripts without spaces too), the language told by its script, the job rewritten into the grammar's English.
 * Other jobs pass through; their tokens and language are read while normalising.
 */
function tokensAndLanguage(text: string): { text: string; tag: string | null } {
  return readScripts(text);
}

/** A job in the grammar's words: its canonical reading, tokens, language and the notes normalising left. */
interface NormalJob {
  canonical: CanonicalJob;
  text: JobText;
  language: string;
  /** `corrected:` notes of misspellings read right. */
  notes: string[];
}

/**
 * Stage 4, normalise: a job in capitals read in the usual case, misspellings read right, known words in canonical English
 * (language found once), corrections applied.
 */
function normalise(text: string, scriptTag: string | null, around?: Language): NormalJob {
  const spelt = readSpelling(inUsualCase(text), around);
  const canonical = spelt.canonical;
  const corrected = applyCorrections(dropRouteNames(canonical.text));
  const tokens = corrected === canonical.text && canonical.prepared ? canonical.prepared : prepareText(corrected);
  return { canonical, text: tokens, language: scriptTag ?? canonical.tag, notes: spelt.notes };
}

/** When a text is read, with what options, and whether the text around it already speaks of travel. */
interface ReadAt {
  now: Date;
  options: ParseOptions;
  cued: boolean;
  /** The language of the text around this one (a thread's), for a text too short to tell its own. */
  language?: Language;
  /** A message of a thread: its canonical words are kept for the plan's reading (saidOf). */
  thread?: boolean;
  /** The text's chat stamps, read already (the whole job's, by the thread reader); read again when absent. */
  stamps?: ChatLines["stamps"];
}

interface JobContext {
  text: JobText;
  mentions: readonly PlaceMention[];
  ambiguous: readonly string[];
  now: Date;
  cee: ReadonlySet<string>;
  language: string;
  /** The whole job's intents, read once. */
  intents: JobIntents;
  /** The job as written (before its canonical reading), split into words. */
  written: JobText;
}

/** Stage 5, dimensions: places, intents and independent parts over the whole job, then each part's own dimensions. */
function dimensions(normal: NormalJob, whole: string, read: ReadAt): { ctx: JobContext; parts: JobAnalysis[] } {
  const { text } = normal;
  const { now, options } = read;
  const found = findPlaces(text, normal.canonical.endings);
  const intents = detectIntents(text.folded);
  const cee = ceeSet(options.ceeCountries);
  const written = normal.canonical.written;
  const ctx: JobContext = { text, mentions: found.mentions, ambiguous: found.ambiguous, now, cee, language: normal.language, intents, written };
  // A job about code, money matters, study or office work that names a place asks for no trip (dimensions/kind).
  if (!read.cued && !asksForTravel(text.folded, new WholeJobCues(ctx), text.words)) return { ctx, parts: [noTrip(ctx, whole)] };
  // A name in a text that says nothing of travel is a file, a firm or a word, not a trip's place.
  if (!read.cued) ctx.mentions = placesOfTheTrip(text, found.mentions, { intents, now, language: normal.language });
  const spans = findParts(text, ctx.mentions, intents.mobileData);
  if (spans.length === 1) return { ctx, parts: [analysePart(ctx, spans[0] as PartSpan, whole, intents)] };
  return { ctx, parts: spans.map((span) => analysePart(ctx, span, partText(normal, span))) };
}

/**
 * What the whole job says of a trip besides another errand's words, the costlier cues read only when asked. (A class,
 * not an object of closures: the bundle names every closure it makes, and this is made for every job.)
 */
class WholeJobCues implements TravelCues {
  readonly intents: JobIntents;
  readonly places: number;

  constructor(private readonly ctx: JobContext) {
    this.intents = ctx.intents;
    this.places = ctx.mentions.length;
  }

  travellers(): boolean {
    const { text, language } = this.ctx;
    return text.tokens.length > 0 && countTravellers(text.tokens, 0, text.tokens.length, text.folded, language) !== null;
  }

  date(): boolean {
    return extractDates(this.ctx.text.folded, this.ctx.now).date !== null;
  }

  branch(): boolean {
    return namedAsBranch(this.ctx.text, this.ctx.mentions);
  }
}

/** A job that asks for no trip: no kind, no place, no party, no day; the desk asks what it is for. */
function noTrip(ctx: JobContext, whole: string): JobAnalysis {
  const intents = { disruption: false, mobileData: false };
  return withMissing({
    text: whole, passengers: null, origin: null, destination: null, date: null, returnDate: null, notes: [], missing: [],
    kind: "unknown", kindNamed: false, language: ctx.language, intents, parts: [], ambiguous: [],
  });
}

// Each part's text as the user wrote it, found through the canonical text's map back to the original.
function partText(normal: NormalJob, span: PartSpan): string {
  const first = normal.text.tokens[span.first] as Token;
  const last = normal.text.tokens[span.last] as Token;
  const { canonical } = normal;
  const written = canonical.source.slice(canonical.toRaw(first.start), canonical.toRaw(last.end)).trim();
  return written || normal.text.raw.slice(first.start, last.end);
}

/** Stage 6, resolve: several parts become one job led by the first, later legs continuing earlier ones; corrections noted. */
function resolve({ ctx, parts }: { ctx: JobContext; parts: JobAnalysis[] }, normal: NormalJob, whole: string): JobAnalysis {
  const job = parts.length === 1 ? (parts[0] as JobAnalysis) : joinParts(ctx, parts, whole);
  if (normal.notes.length > 0) job.notes = [...job.notes, ...normal.notes];
  return job;
}

function joinParts(ctx: JobContext, parts: JobAnalysis[], whole: string): JobAnalysis {
  for (let i = 1; i < parts.length; i++) continueFrom(parts[i - 1] as JobAnalysis, parts[i] as JobAnalysis);
  for (let i = parts.length - 2; i >= 0; i--) {
    countFromLater(parts[i] as JobAnalysis, parts[i + 1] as JobAnalysis);
    dateFromLater(parts[i] as JobAnalysis, parts[i + 1] as JobAnalysis);
  }
  shareNamedKind(parts);
  const lead = parts[0] as JobAnalysis;
  const notes = [...new Set(parts.flatMap((p) => p.notes))];
  const intents = { disruption: parts.some((p) => p.intents.disruption), mobileData: ctx.intents.mobileData };
  return { ...lead, text: whole, notes, intents, parts };
}

/** A part's span of the job: its folded text and words, and the window its dates are read in. */
function partWindow(text: JobText, span: PartSpan): { folded: string; words?: readonly string[]; dateFolded: string } {
  const first = text.tokens[span.first] as Token | undefined;
  const last = text.tokens[span.last] as Token | undefined;
  const startChar = first ? first.start : 0;
  const endChar = last ? last.end : text.raw.length;
  // A closing dot belongs to the last word when it is a date's.
  const dateEnd = text.folded.charAt(endChar) === "." ? endChar + 1 : endChar;
  // The part's words are its tokens' (a span with no tokens reads its words again from its text).
  const words = first && last ? text.words.slice(span.first, span.last + 1) : undefined;
  const folded = text.folded.slice(startChar, endChar);
  return { folded, words, dateFolded: text.folded.slice(startChar, dateEnd) };
}

/** One part's dimensions (travellers, places, dates, kind, notes, details, intents) and its route resolved. */
function analysePart(ctx: JobContext, span: PartSpan, jobText: string, known?: JobIntents): JobAnalysis {
  const { text } = ctx;
  const { folded, words, dateFolded } = partWindow(text, span);
  const inside = ctx.mentions.filter((m) => m.first >= span.first && m.last <= span.last);
  const intents = known ?? detectIntents(folded);
  const dates = extractDates(dateFolded, ctx.now);
  const notes = detectNotes(folded, text.tokens, span.first, span.last + 1);
  if (intents.disruption) notes.push(...disruptionKinds(folded));
  const only = inside.length === 1 ? (inside[0] as PlaceMention).entry : null;
  const { kind, named } = detectKindNamed(folded, intents, inside.length, !!only && only.kind === "town" && isTableName(only));
  const route = resolveRoute(assignRoute(inside), { text, inside, kind, first: span.first, written: jobText });
  if (impliedRoundTrip(kind, dates, notes)) notes.push("round-trip");
  const passengers = text.tokens[span.first] ? countTravellers(text.tokens, span.first, span.last + 1, text.folded, ctx.language) : null;
  const flying = kind === "flights";
  // The part as written is most often the text the canonical reading split: its words are read already.
  const details = readDetails({ folded, raw: jobText, kind, passengers, words, rawWords: jobText === ctx.written.raw ? ctx.written.words : undefined });
  // The details' keys stand between the count and the route; spread last in the literal and the rest assigned after
  // it (keys after a spread in a literal are each defined by V8's runtime, several times slower).
  const job: Pick<JobAnalysis, "text" | "passengers"> & Partial<JobAnalysis> = { text: jobText, passengers, ...details };
  job.origin = route.origin ? toPlace(route.origin, ctx.cee, flying) : null;
  job.destination = route.destination ? toPlace(route.destination, ctx.cee, flying) : null;
  job.date = dates.date;
  job.returnDate = dates.returnDate;
  job.notes = notes;
  job.missing = [];
  job.kind = kind;
  job.kindNamed = named;
  job.language = ctx.language;
  job.intents = intents;
  job.parts = [];
  job.ambiguous = [...ctx.ambiguous];
  return withMissing(job as JobAnalysis);
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
