// A pasted chat thread (WhatsApp, Slack, Teams exports) is a discussion, not one request: the plan agreed last in
// time is the one that counts, and an earlier proposal must not win. Messages are put in the order they were sent
// (an export may be pasted newest first) and each later message's own fields replace the earlier ones, dimension
// by dimension: an acceptance ("ok let's do that", "agreed", "👍") names nothing and so keeps the proposal before it;
// a counter-proposal names a field and replaces it.
import { placeIndex } from "../../gazetteer/place-index.js";
import { isMonthWord } from "../../dimensions/dates/dates.js";
import { chatStamps } from "./stamp.js";
import { mailWords } from "../../language/mail-words.js";

/** One message of a thread: when it was sent (minutes, comparable) and what it says. */
export interface ThreadMessage {
  at: number;
  text: string;
}

const isName = (word: string) => placeIndex().givenNames.has(word);

/** The messages of a chat export in the order they were sent, or null when the text is not one (fewer than two stamps). */
export function readThread(text: string): ThreadMessage[] | null {
  const lines = text.split(/\r?\n/);
  const stamps = chatStamps(lines, isName);
  if (!stamps) return null;
  const messages: (ThreadMessage & { order: number })[] = [];
  lines.forEach((line, i) => {
    const stamp = stamps[i];
    const trimmed = line.trim();
    if (stamp) messages.push({ at: stamp.at, text: stamp.rest, order: messages.length });
    else if (messages.length && trimmed) {
      const last = messages[messages.length - 1] as ThreadMessage;
      last.text = last.text ? `${last.text}\n${trimmed}` : trimmed;
    }
  });
  const named = speakerNames(stamps);
  return messages.sort((a, b) => a.at - b.at || a.order - b.order).map(({ at, text: t }) => ({ at, text: named(t) }));
}

/**
 * The thread's speakers are people: "me and sue" names one of them, written in lower case as a chat does, so each
 * speaker's one-word name is written capitalised in the messages (a first name, read as a traveller).
 */
function speakerNames(stamps: readonly ({ speaker: string } | null)[]): (text: string) => string {
  const names = [...new Set(stamps.flatMap((s) => (s && /^\p{Ll}{2,20}$/u.test(s.speaker) && isName(s.speaker) ? [s.speaker] : [])))];
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
  out.kind = m.kind;
  out.kindNamed = true;
  out.intents = m.intents;
}

const nameOf = (place: unknown) => (place as { name?: string } | null)?.name;

/**
 * A message's count replaces the plan's; in a chat "4th is bad for me" is one voice in the thread, not a party of one,
 * while a mail written for the whole party ("am decis: merg doar eu") counts even when it is one.
 */
function planCount<T extends Plan>(out: T, m: T, mail: boolean): void {
  if (leftParty(out, m.text)) return;
  if (m.passengers !== null && (m.passengers > 1 || out.passengers === null || mail)) out.passengers = m.passengers;
  else if (m.passengers === null && !mail) replyCount(out, m.text);
}

// "..., +5", "ok, also 11", "pořád 3": a count closing a chat line, after a word or a comma, with nothing after it.
const TRAILING_COUNT = /(?:(?<!\p{L})(\p{L}{3,20})[ \t]{1,3}|(?:^|[,;!?])[ \t]{0,3})(\+[ \t]?)?(\d{1,2})[ \t]*[.!]?$/u;

/**
 * A chat line that ends with a bare count ("jedem 3", "ok, also 11") says how many go, and "+5" adds to the plan's
 * count; a month before it makes a day ("May 5"), and a bare number with no word before it counts only once the
 * plan has a count.
 */
function replyCount<T extends Plan>(out: T, text: string): void {
  const m = TRAILING_COUNT.exec(text.trim());
  if (!m) return;
  const [word, plus, digits] = [m[1], m[2], Number(m[3])];
  if (digits < 1 || (word && isMonthWord(word.toLowerCase()))) return;
  if (plus) {
    if (out.passengers !== null) out.passengers += digits;
  } else if (word || out.passengers !== null) out.passengers = digits;
}

// "3 dropped out", "2 odpadli": a count that leaves the party (`leaves` of every language's mail section).
let leaving: RegExp | null = null;

/** "update: 3 dropped out, so 8": those who leave are taken from the plan's count, and the message counts no one else. */
function leftParty<T extends Plan>(out: T, text: string): boolean {
  leaving ??= new RegExp(`(?<![\\p{L}\\d])(\\d{1,3})[ \\t]{1,3}(?:\\p{L}{1,12}[ \\t]{1,2})?(?:${mailWords("leaves")})(?!\\p{L})`, "iu");
  const m = out.passengers === null ? null : leaving.exec(text);
  const left = m ? Number(m[1]) : 0;
  if (!left || out.passengers === null || left >= out.passengers) return false;
  out.passengers -= left;
  return true;
}

/** A message that names a new destination is a new plan for where: its own start point (or none) goes with it. */
function planPlaces<T extends Plan>(out: T, m: T): void {
  // "Rome is expensive, maybe Milan?", "Bergamo is cheaper than Milan": beside the old destination, the other place
  // named is the one proposed instead, never a start point.
  const old = nameOf(out.destination);
  const other = nameOf(m.origin) === old ? m.destination : nameOf(m.destination) === old ? m.origin : null;
  if (old && m.origin && m.destination && other && nameOf(other) !== nameOf(out.origin) && nameOf(other) !== old) {
    out.destination = other;
    return;
  }
  // "stuck at RIX, what now": the plan's start point named alone is where the writer is, not a new destination.
  const start = !m.origin && out.origin && nameOf(m.destination) === nameOf(out.origin);
  if (m.destination && !start) out.destination = m.destination;
  if (m.origin && nameOf(m.origin) !== old) out.origin = m.origin;
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
 * The whole thread's reading with each field taken from the last message that names it. `dayOnly` reads a day
 * given without its month ("can we do the 16th?", "9th it is") against the plan's date; `mail` when the messages are
 * the mails of a chain rather than a chat's lines.
 */
export function latestPlan<T extends Plan>(
  whole: T,
  messages: readonly T[],
  dayOnly: (text: string, plan: string) => string | null,
  mail = false,
): T {
  const out: T = { ...whole };
  for (const m of messages) {
    planCount(out, m, mail);
    planPlaces(out, m);
    planDate(out, m, dayOnly);
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
