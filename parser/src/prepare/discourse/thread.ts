// A pasted chat thread (WhatsApp, Slack, Teams exports) is a discussion, not one request: the plan agreed last in
// time is the one that counts, and an earlier proposal must not win. Messages are put in the order they were sent
// (an export may be pasted newest first) and each later message's own fields replace the earlier ones, dimension
// by dimension: an acceptance ("ok let's do that", "agreed", "👍") names nothing and so keeps the proposal before it;
// a counter-proposal names a field and replaces it.
import { placeIndex } from "../../gazetteer/place-index.js";
import { JOURNEY_KINDS } from "../../schemas/job.js";
import { isMonthWord } from "../../dimensions/dates/dates.js";
import { chatStamps, unquoted, type Stamp } from "./stamp.js";
import { mailWords } from "../../language/mail-words.js";
import { countingWords } from "../../language/lexicon.js";
import { countWord } from "../../language/numbers.js";
import { namesTrip } from "../../dimensions/kind/kind.js";

/** One message of a thread: when it was sent (minutes, comparable) and what it says. */
export interface ThreadMessage {
  at: number;
  text: string;
}

const isName = (word: string) => placeIndex().givenNames.has(word);

/** A text's lines as the chat readers split them, and their stamps (`chatStamps`): read once for a job, by every reader. */
export interface ChatLines {
  lines: string[];
  stamps: (Stamp | null)[] | null;
}

/** The lines of a text and their chat stamps. */
export function chatLines(text: string): ChatLines {
  const lines = text.split(/\r?\n/);
  return { lines, stamps: chatStamps(lines, isName) };
}

/** The messages of a chat export in the order they were sent, or null when the text is not one (fewer than two stamps). */
export function readThread({ lines, stamps }: ChatLines): ThreadMessage[] | null {
  if (!stamps) return null;
  const messages: (ThreadMessage & { order: number })[] = [];
  lines.forEach((line, i) => {
    const stamp = stamps[i];
    const trimmed = unquoted(line.trim());
    if (stamp) messages.push({ at: stamp.at, text: stamp.rest, order: messages.length });
    else if (messages.length && trimmed) {
      const last = messages[messages.length - 1] as ThreadMessage;
      last.text = last.text ? `${last.text}\n${trimmed}` : trimmed;
    }
  });
  const named = speakerNames(stamps);
  return messages.sort((a, b) => a.at - b.at || a.order - b.order).map(({ at, text: t }) => ({ at, text: named(t) }));
}

// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at each use.
const LOWER_NAME = /^\p{Ll}{2,20}$/u;

/**
 * The thread's speakers are people: "me and sue" names one of them, written in lower case as a chat does, so each
 * speaker's one-word name is written capitalised in the messages (a first name, read as a traveller).
 */
function speakerNames(stamps: readonly ({ speaker: string } | null)[]): (text: string) => string {
  const names = [...new Set(stamps.flatMap((s) => (s && LOWER_NAME.test(s.speaker) && isName(s.speaker) ? [s.speaker] : [])))];
  if (!names.length) return (text) => text;
  const pattern = new RegExp(`(?<!\\p{L})(?:${names.join("|")})(?!\\p{L})`, "gu");
  return (text) => text.replace(pattern, (name) => name.charAt(0).toUpperCase() + name.slice(1));
}

/** The fields a plan is made of; a later message that names one replaces what earlier ones said. */
export interface Plan {
  text: string;
  passengers: number | null;
  origin: unknown;
  destination: unknown;
  date: string | null;
  returnDate: string | null;
  kind?: string;
  /** The kind is named by the message's own words ("ok so just an eSIM"), not inferred from its places. */
  kindNamed?: boolean;
  intents?: unknown;
}

/**
 * "nah, we'll buy it there. What we need is data ... ok so just an eSIM": a message that names what is asked for. A
 * disruption the thread reports stays what it is about ("cancelled ... can I get the 250 euros back?").
 */
function planKind<T extends Plan>(out: T, m: T): void {
  if (!m.kindNamed || out.kind === "disruption") return;
  // "could you look for a hotel in Tallinn" above "flights Warsaw → Tallinn": a new kind of request is a new plan, and
  // the old one's start point is none of its own.
  // "train to Prague instead?" after "fly Warsaw → Rome": another way to travel from the same start keeps it.
  const sameJourney = JOURNEY_KINDS.has(m.kind ?? "") && JOURNEY_KINDS.has(out.kind ?? "");
  if (m.kind !== out.kind && m.destination && !m.origin && !sameJourney) out.origin = null;
  out.kind = m.kind;
  out.kindNamed = true;
  out.intents = m.intents;
}

const nameOf = (place: unknown) => (place as { name?: string } | null)?.name;

/** How a plan reads its messages: a day said alone against the plan's date, and each message's words in the grammar's. */
export interface PlanReaders<T> {
  dayOnly: (text: string, plan: string) => string | null;
  /** The message in the grammar's words (canonical English, number words in digits, corrections applied). */
  said: (m: T) => string;
}

/**
 * A message's count replaces the plan's; in a chat "4th is bad for me" is one voice in the thread, not a party of one,
 * while a mail written for the whole party ("am decis: merg doar eu") counts even when it is one, and so does a chat
 * line that says the writer goes alone ("fine, I'll go alone", "jedu sám").
 */
function planCount<T extends Plan>(out: T, m: T, said: string, mail: boolean): void {
  if (leftParty(out, m, said) || addedParty(out, m, said) || signedAddition(out, m.text) || addedNamed(out, m, said)) return;
  // "Works for me" under the plan is one voice agreeing; a mail counts one when it says so ("for 1 person", "just me").
  const alone = m.passengers === 1 && (SOLO.test(said) || (mail && ONE.test(said)));
  const labelled = labelledCount(m.text);
  if (labelled) out.passengers = labelled;
  else if (m.passengers !== null && (m.passengers > 1 || out.passengers === null || alone)) out.passengers = m.passengers;
  else if (m.passengers === null && !mail) {
    const before = out.passengers;
    replyCount(out, m.text.trim(), said.trim());
    // "yes Lily comes too": one more named to come, when the message says no count of its own.
    if (before !== null && out.passengers === before && joiner(m.text)) out.passengers = before + 1;
  }
}

// "Lily comes too", "Ola też jedzie", "Tom kommt mit": a name, then words that bring it into the party, closing a clause.
let joining: RegExp | null = null;
function joiner(text: string): boolean {
  joining ??= new RegExp(`(?<!\\p{L})(\\p{Lu}\\p{Ll}{1,20})[ \\t]{1,3}(?:${mailWords("joins")})(?=[ \\t]*(?:[,.;!]|$))`, "mu");
  const m = joining.exec(text);
  return !!m && !namesTrip(m[1] as string);
}

// "OK, final headcount is 16", "létszám: 12": the party's size labelled as such (`headcountLabels` of every language).
let headcount: RegExp | null = null;
export function labelledCount(text: string): number | null {
  headcount ??= new RegExp(`(?<!\\p{L})(?:${mailWords("headcountLabels")})[ \\t]{0,2}(?:[:=–—-]|\\p{L}{1,6})?[ \\t]{0,3}(\\d{1,3})(?!\\d|[./:]\\d)`, "iu");
  const m = headcount.exec(text);
  return m ? Number(m[1]) || null : null;
}

// What "2 more" may count besides people: "2 more nights", "one more question" add no one.
const NOT_PEOPLE_AFTER = "days?|nights?|weeks?|hours?|minutes?|times?|things?|questions?|bags?|rooms?|stops?|euros?|eur|tickets? for";

/**
 * "plus the bus driver flies too, so one more", "2 more coming", "ještě 2 další" (read "also 2 plus"), "още 2 идват"
 * (a count, then a word of joining): a message that counts no one but those it adds adds them to the plan.
 */
function addedParty<T extends Plan>(out: T, m: T, said: string): boolean {
  if (out.passengers === null) return false;
  const found = (said.includes("more") || said.includes("plus") ? moreFound(said) : null) ?? joiningCount(m.text) ?? joiningCount(said);
  const more = found ? countWord(found.toLowerCase()) : undefined;
  // "2 more" is the message's own count of two: the ones it adds, not the party.
  if (!more || (m.passengers !== null && m.passengers > 1 && m.passengers !== more)) return false;
  out.passengers += more;
  return true;
}

// "so one more", "2 more people", "plus 2" ("i jeszcze 2", "plusz 2"): a reply that adds to the plan's count.
let morePattern: RegExp | null = null;

/** The count a reply adds with "more" or "plus", as written (digits or a number word); null when it adds none. */
function moreFound(said: string): string | null {
  const count = String.raw`(\d{1,2}|one|${NUMBER_WORDS})`;
  // "plus 2" closes its clause ("plus 2 bags" counts bags); "2 more" may go on ("2 more coming"), but not with a unit.
  morePattern ??= new RegExp(
    String.raw`(?<!\p{L})(?:plus[ \t]{1,2}${count}(?![ \t]*\p{L})|${count}[ \t]{1,2}(?:more|plus)` +
      String.raw`(?:[ \t]{1,2}(?:people|persons?))?(?![ \t]*(?:${NOT_PEOPLE_AFTER})(?!\p{L})))`,
    "iu",
  );
  const found = morePattern.exec(said);
  return found ? (found[1] ?? found[2] ?? null) : null;
}

// "2 idą z nami", "още 2 идват": a count in figures, then the words of joining (`joins` of every language's mail section).
let joiningCountPattern: RegExp | null = null;
function joiningCount(text: string): string | null {
  if (!DIGIT.test(text)) return null;
  joiningCountPattern ??= new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})[ \\t]{1,3}(?:\\p{L}{1,12}[ \\t]{1,2})?(?:${mailWords("joins")})(?!\\p{L})`, "iu");
  return joiningCountPattern.exec(text)?.[1] ?? null;
}

// "+4 from marketing", "+2 z księgowości": a message opening with a signed count adds that many ("+1" alone, or "+1
// for Prague", is a vote; one more is said in words).
const SIGNED_COUNT = /^\+[ \t]?(\d{1,2})(?![\d.:])[ \t,]+\p{L}/u;

// "and her husband too", "plus my mum", "i Ola" (read "and Ola"): a reply that goes on the plan's list of people.
const GOES_ON = /^(?:and|plus)[ \t]/i;

/** A reply that opens by joining people to the plan ("and ...", "plus ...") adds those it counts. */
function addedNamed<T extends Plan>(out: T, m: T, said: string): boolean {
  if (out.passengers === null || m.passengers === null || !GOES_ON.test(said.trim())) return false;
  out.passengers += m.passengers;
  return true;
}

/** A message that opens with a signed count of two or more adds them to the plan's count. */
function signedAddition<T extends Plan>(out: T, text: string): boolean {
  const n = Number(SIGNED_COUNT.exec(text.trim())?.[1] ?? 0);
  if (out.passengers === null || n < 2) return false;
  out.passengers += n;
  return true;
}

// "I'll go alone", "just me": the writer travels alone (every language's words for it read as these).
const SOLO = /(?<!\p{L})(?:alone|(?:just|only)[ \t](?:me|i|myself)|(?:me|i)[ \t](?:alone|only))(?!\p{L})/iu;
const ONE = /(?<![\p{L}\d])(?:1|one)(?![\p{L}\d])/iu;

// "..., +5", "ok, also 11", "pořád 3", "so five", "two then": a count closing a chat line, after a word or a comma,
// with nothing after it but a word that it is the party's ("people", "of us", "then").
const NUMBER_WORDS = Object.entries(countingWords().units)
  .filter(([, n]) => n > 1)
  .map(([w]) => w)
  .join("|");
const TRAILING_COUNT = new RegExp(
  String.raw`(?:(?<!\p{L})(\p{L}{2,20})[ \t]{1,3}|(?:^|[,;:!?.])[ \t]{0,3})(\+[ \t]?)?(\d{1,2}|${NUMBER_WORDS})` +
    String.raw`(?:[ \t]{1,3}(?:people|of us|then|now|in total|total))?[ \t]*[.!]?$`,
  "iu",
);
// "12 actually, Piotr is in", "12, Piotr is in" (the correction's word blanked), "10 then. 22 Apr, Berlin -> Vilnius":
// a count opening the message.
const OPENING_COUNT = new RegExp(String.raw`^()()(\d{1,2}|${NUMBER_WORDS})(?:[ \t]{1,2}(?:then|now)[ \t]*[,;!:.]|[ \t]*[,;!:]|[ \t]{3,}|[ \t]*$)`, "iu");
// "make it 3, Ola is in", "now 4, Petra joins", "ok 4 then, car too": a reply whose first clause, two words at most,
// ends with the count (or with "then" after it).
const LEADING_COUNT = new RegExp(
  String.raw`^(?:\p{L}{2,12}[ \t]{1,2})?(\p{L}{2,12})[ \t]{1,2}()(\d{1,2}|${NUMBER_WORDS})(?:[ \t]{1,2}(?:then|now))?[ \t]*(?:[,;!.]|$)`,
  "iu",
);
// "yes, so five ⏎ pls find trains", "me too, so 2. Helsinki to Tallinn ferry": the count may close any line or sentence;
// a dot before a figure ends none ("od 3. 8. do 5. 8." writes days and months).
const clauses = (text: string) => text.split(/\n|(?<=[.!?])[ \t]+(?!\d)/).map((c) => c.trim());
// Words a count never follows in a reply: "up to 3", "on 5", "no 2", "from 17." say no party.
const NOT_BEFORE_COUNT = new Set(["to", "on", "at", "in", "by", "of", "the", "no", "nr", "gate", "platform", "terminal", "room", "from", "until"]);

/**
 * A chat line that ends with a bare count ("jedem 3", "ok, also 11", "deci trei") says how many go, and "+5" adds to
 * the plan's count ("+1" alone agrees, as a reaction does); a month before it makes a day ("May 5"), and a bare number
 * with no word before it counts only once the plan has a count.
 */
function replyCount<T extends Plan>(out: T, text: string, said: string): void {
  if (text === "+1") return;
  const m =
    TRAILING_COUNT.exec(text) ??
    clauses(said).reduce<RegExpExecArray | null>((f, c) => f ?? TRAILING_COUNT.exec(c) ?? LEADING_COUNT.exec(c), null) ??
    OPENING_COUNT.exec(said);
  if (!m) return;
  const [word, plus] = [m[1]?.toLowerCase(), m[2]];
  const digits = countWord((m[3] as string).toLowerCase()) ?? 0;
  if (digits < 1 || (word && (isMonthWord(word) || NOT_BEFORE_COUNT.has(word)))) return;
  if (plus) {
    if (out.passengers !== null) out.passengers += digits;
  } else if (word || out.passengers !== null) out.passengers = digits;
}

// "3 dropped out", "2 odpadli", "Sanja can't come", "Ira's not coming either": a count or a name that leaves the party
// (`leaves` of every language's mail section); "ja odpadam, sorry", "I can't go": the writer leaves (`leavesSelf`).
let leaving: RegExp | null = null;
let leavingName: RegExp | null = null;
let leavingSelf: RegExp | null = null;
let leaveWords: RegExp | null = null;
const DIGIT = /\d/;

/** Who a message takes from the party: the count that leaves, or one, a name or the writer (`named`); null for none. */
function leavers(text: string): { left: number; named: boolean } | null {
  // Each pattern below needs one of the words: most messages have none, and are read once rather than three times.
  leaveWords ??= new RegExp(`${mailWords("leaves")}|${mailWords("leavesSelf")}`, "iu");
  if (!leaveWords.test(text)) return null;
  // The words are joined once, with the patterns: every language's list is read and sorted to make them.
  if (!leaving || !leavingName) {
    const leaves = mailWords("leaves");
    leaving = new RegExp(`(?<![\\p{L}\\d])(\\d{1,3})[ \\t]{1,3}(?:\\p{L}{1,12}[ \\t]{1,2})?(?:${leaves})(?!\\p{L})`, "iu");
    leavingName = new RegExp(`(?<!\\p{L})(\\p{Lu}\\p{Ll}{1,20})(?:['’]s)?[ \\t]{1,3}(?:\\p{Ll}{1,12}[ \\t]{1,2})?(?:${leaves})(?!\\p{L})`, "u");
  }
  leavingSelf ??= new RegExp(`(?<!\\p{L})(?:${mailWords("leavesSelf")})(?:[ \\t,.!]{1,3}\\p{L}{1,12})?[ \\t.!]*$`, "iu");
  // A count that leaves is written in figures: a message without one is not searched for it.
  const m = DIGIT.test(text) ? leaving.exec(text) : null;
  if (m) return { left: Number(m[1]), named: false };
  // "Sanja can't come" is one who leaves; "Flight cancelled" is no one.
  const named = leavingName.exec(text);
  if (named && !namesTrip(named[1] as string)) return { left: 1, named: true };
  return text.split("\n").some((line) => leavingSelf?.test(line.trim())) ? { left: 1, named: true } : null;
}

/** A count in figures that leaves, in a text that names no one else leaving. */
function countLeaving(text: string): { left: number; named: boolean } | null {
  const gone = DIGIT.test(text) ? leavers(text) : null;
  return gone && !gone.named ? gone : null;
}

/**
 * "update: 3 dropped out, so 8": those who leave are taken from the plan's count, and the message counts no one else;
 * "Nina dropped out, so it's me and Ema": a message that names who leaves and counts those who stay is its own count.
 */
function leftParty<T extends Plan>(out: T, m: T, said: string): boolean {
  // "двоє випадають" (read "2 випадають"): a count in words is a figure in the message's canonical reading.
  const gone = out.passengers === null ? null : (leavers(m.text) ?? (said === m.text ? null : countLeaving(said)));
  if (!gone || out.passengers === null || gone.left >= out.passengers) return false;
  if (gone.named && m.passengers !== null && m.passengers > 1) return false;
  out.passengers -= gone.left;
  return true;
}

const INSTEAD = /(?<!\p{L})instead(?!\p{L})/u;

/** A message that names a new destination is a new plan for where: its own start point (or none) goes with it. */
function planPlaces<T extends Plan>(out: T, m: T, said: string): void {
  // "Rome is expensive, maybe Milan?", "Bergamo is cheaper than Milan": beside the old destination, the other place
  // named is the one proposed instead, never a start point. A message that restates the plan with its date or count
  // ("ok, Budapest from Zagreb, 3 of us", "Helsinki to Tallinn ferry 30 May") says its route as it is.
  const old = nameOf(out.destination);
  const other = nameOf(m.origin) === old ? m.destination : nameOf(m.destination) === old ? m.origin : null;
  const restated = m.passengers !== null || m.date !== null;
  // "Re: Ljubljana trip ⏎ we're going to Munich instead, still the two of us": a place said to replace another takes
  // the old destination's place only, whatever count or date the message restates.
  const replacing = INSTEAD.test(said);
  if (old && m.origin && m.destination && other && (!restated || replacing) && nameOf(other) !== nameOf(out.origin) && nameOf(other) !== old) {
    out.destination = other;
    return;
  }
  // "stuck at RIX, what now": the plan's start point named alone is where the writer is, not a new destination.
  const start = !m.origin && out.origin && nameOf(m.destination) === nameOf(out.origin);
  if (m.destination && !start) out.destination = m.destination;
  // "flight Bucharest→Brussels, 3 of us" after "hotels in Bucharest": a route said whole, with a date or a count, is its own.
  if (m.origin && (nameOf(m.origin) !== old || (restated && m.destination))) out.origin = m.origin;
}

/** "that weekend" in a reply points back at the plan, not at today: only a day written out moves the date. */
function planDate<T extends Plan>(out: T, m: T, dayOnly: (text: string, plan: string) => string | null): void {
  const day = out.date ? dayOnly(m.text, out.date) : null;
  if (day) {
    out.date = day;
    return;
  }
  if (m.date && /\d/.test(m.text)) {
    const year = out.date && !m.text.includes(m.date.slice(0, 4)) ? out.date.slice(0, 4) : null;
    out.date = inYear(m.date, year);
    out.returnDate = m.returnDate && inYear(m.returnDate, year);
  }
}

/** "OK, 12. října" after "10. října 2028": a day and month written without a year are in the plan's year. */
function inYear(date: string, year: string | null): string {
  return year ? `${year}${date.slice(4)}` : date;
}

/**
 * The whole thread's reading with each field taken from the last message that names it. `read.dayOnly` reads a day
 * given without its month ("can we do the 16th?", "9th it is") against the plan's date; `mail` when the messages are
 * the mails of a chain rather than a chat's lines.
 */
export function latestPlan<T extends Plan>(whole: T, messages: readonly T[], read: PlanReaders<T>, mail = false): T {
  const out: T = { ...whole };
  // The whole text's reading mixes every proposal's places: "hotel in Tallinn? ⏎ make it Pärnu" read as a trip from
  // Pärnu. A start point no message says, that a message proposes as where to go, is none.
  const start = nameOf(out.origin);
  if (start && !messages.some((m) => nameOf(m.origin) === start) && messages.some((m) => nameOf(m.destination) === start)) out.origin = null;
  for (const m of messages) {
    const said = read.said(m);
    planCount(out, m, said, mail);
    planPlaces(out, m, said);
    planDate(out, m, read.dayOnly);
    planKind(out, m);
  }
  return out;
}

// "can't do Prague, let's do Warsaw → Budapest", "Londýn ne, radši Riga": the place a reply drops is no proposal.
const REJECTS_NEXT = new RegExp(`(?<!\\p{L})(?:${mailWords("rejectsNext")})[ \\t]{1,3}(\\p{L}{2,30})`, "giu");
const REJECTS_PREVIOUS = new RegExp(`(?<!\\p{L})(\\p{L}{2,30})[ \\t]{1,2}(?:${mailWords("rejectsPrevious")})(?=[ \\t]{0,2}[,.;!])`, "giu");
const capital = (word: string) => word.charAt(0) !== word.charAt(0).toLowerCase();

/** A message with the place names it rejects blanked (offsets kept), so what is left is what it proposes. */
export function withoutRejected(text: string): string {
  const blankName = (all: string, name: string) => (capital(name) ? all.replace(name, " ".repeat(name.length)) : all);
  return text.replace(REJECTS_NEXT, blankName).replace(REJECTS_PREVIOUS, blankName);
}
