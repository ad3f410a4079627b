// The one reader of a chat line's time stamp and speaker, shared by the thread reader and the mail cleaner.
// Exports put the stamp first ("[20/11/2026, 18:03] Marta:", "20.11.26, 18:03 - Piotr:", "[10:02] Marta:") or the
// speaker first ("Ioana 09:15: ...", "Олег, 21:03: ...", "Jan  14:02  ...", Slack's "Kasia [14:32]" alone on its line).
// The pattern is anchored, every run is bounded, and a speaker starts with a letter, so it never backtracks far.
import { namesTrip } from "../../dimensions/kind/kind.js";
import { isFieldLabel } from "../structured.js";
import { mailWords } from "../../language/mail-words.js";
import { placeIndex } from "../../gazetteer/place-index.js";

const DATE = String.raw`(?<d>\d{1,2})[./](?<mo>\d{1,2})[./](?<y>\d{2,4}),?[ \t]{1,3}`;
// "9:14 AM", "21:03", "18:03:12": a twelve-hour clock says which half of the day.
const TIME = String.raw`(?<h>\d{1,2}):(?<mi>\d{2})(?::\d{2})?(?:[ \t]?(?<ap>[AaPp])\.?[Mm]\.?)?`;
const TIME2 = String.raw`(?<h2>\d{1,2}):(?<mi2>\d{2})(?::\d{2})?(?:[ \t]?(?<ap2>[AaPp])\.?[Mm]\.?)?`;
// WhatsApp writes a sender who is not a saved contact as "~ anna"; some exports put the weekday in the brackets ("[Tue 20:40]").
const WEEKDAY = String.raw`(?:\[(?:\p{L}{2,10}\.?,?[ \t]{1,2})?)?`;
// The speaker's colon is no clock's: "08:12 Wien Hbf  10:54 Budapest-Keleti" is a timetable's row, not Wien Hbf speaking.
const STAMP_FIRST = String.raw`${WEEKDAY}(?:${DATE})?${TIME}\]?[ \t]{0,3}(?:-[ \t]{0,3})?(?:~[ \t]{0,2})?(?<who>\p{L}[^:\n]{0,29}):(?!\d)`;
// A speaker's name: one or two capitalised words ("Coach", "Anna K.", "Оксана"), Teams's "Nowak, Anna" too.
const NAME = String.raw`\p{Lu}[\p{L}.'-]{0,24}(?:,?[ \t]\p{Lu}[\p{L}.'-]{0,24})?`;
// A chat's user name ("coach_piotr", "petr.novak", "@marta"): lower case, joined by "_" or ".", or after an "@".
const HANDLE = String.raw`@[\p{L}\p{N}_.-]{1,24}|\p{Ll}[\p{Ll}\p{N}]{0,20}[_.][\p{L}\p{N}_.]{1,20}`;
// Slack writes "alex [9:14 AM]:" and "Jana (14:02):": a name in lower case too once its time is in brackets, or once
// the time, two spaces after it, ends the line ("ana  10:02 AM" above the message, as Slack's copy pastes it).
const TIME_ENDS_LINE = String.raw`(?=\d{1,2}:\d{2}(?:[ \t]?[AaPp]\.?[Mm]\.?)?[ \t]{0,3}$)`;
const SPEAKER_FIRST =
  String.raw`(?:(?<who2>${NAME}|${HANDLE}),?[ \t]{1,3}\[?|(?<who3>\p{L}[\p{L}.'-]{0,24})(?:[ \t]{1,3}[[(]|[ \t]{2,3}${TIME_ENDS_LINE}))` +
  String.raw`${TIME2}[\])]?(?::|[ \t]{2}|[ \t]{0,3}$)`;
// Discord writes the speaker, a dash and the day in words above the message: "Ana — Today at 14:02", "Ivo - Yesterday at 9:14 PM".
const TIME3 = String.raw`(?<h3>\d{1,2}):(?<mi3>\d{2})(?:[ \t]?(?<ap3>[AaPp])\.?[Mm]\.?)?`;
const DAY = String.raw`(?:\p{L}{2,12}[ \t]{1,2}){0,2}(?:\d{1,2}[./]\d{1,2}[./]\d{2,4},?[ \t]{1,2})?`;
const DASHED = String.raw`(?<who4>${NAME})[ \t]{1,2}[\u2014\u2013-][ \t]{1,2}${DAY}${TIME3}[ \t]{0,3}$`;
const STAMP = new RegExp(String.raw`^(?:${STAMP_FIRST}|${SPEAKER_FIRST}|${DASHED})`, "u");

/** A chat line's stamp: when it was sent (minutes; within the day when no date is written), who sent it, and what follows. */
export interface Stamp {
  at: number;
  /** Whether the stamp carries a date, so its time compares across days. */
  dated: boolean;
  /** Whether the speaker's name came first: such a line is a stamp only where names recur or are known names. */
  speakerFirst: boolean;
  speaker: string;
  rest: string;
}

// "> Radu (21:03): ..." a thread quoted in a mail, or pasted as a quote: the quote marks open no message.
const QUOTED = /^(?:>[ \t]?){1,6}/;

/** A line without the quote marks that open it ("> ", ">> "). */
export const unquoted = (line: string) => (line.startsWith(">") ? line.replace(QUOTED, "") : line);

/** The stamp that opens a (trimmed) line, or null. */
export function readStamp(given: string): Stamp | null {
  // Every form holds a clock's colon: most lines of a text have none, and are no stamp without running the pattern.
  if (!given.includes(":")) return null;
  const line = unquoted(given);
  const m = STAMP.exec(line);
  const g = m?.groups;
  if (!m || !g) return null;
  const speakerFirst = g.who2 !== undefined || g.who3 !== undefined || g.who4 !== undefined;
  const minutes = hours(Number(g.h ?? g.h2 ?? g.h3), g.ap ?? g.ap2 ?? g.ap3) * 60 + Number(g.mi ?? g.mi2 ?? g.mi3);
  const dated = g.d !== undefined;
  const year = Number(g.y) < 100 ? 2000 + Number(g.y) : Number(g.y);
  const at = dated ? Date.UTC(year, Number(g.mo) - 1, Number(g.d)) / 60000 + minutes : minutes;
  return { at, dated, speakerFirst, speaker: (g.who ?? g.who2 ?? g.who3 ?? g.who4 ?? "").trim().toLowerCase(), rest: line.slice(m[0].length).trim() };
}

/** The hour of a 24-hour day: "12 AM" is midnight, "9 PM" is 21. */
function hours(h: number, half: string | undefined): number {
  if (!half) return h;
  return (h % 12) + (half.toLowerCase() === "p" ? 12 : 0);
}

// A thread pasted without times ("Lena: ...", "Max: ..."): the speaker alone opens the line, named as the one who
// pasted it saved them: a first name, "Tomek K.", "me", "mum", "~ anna", a phone number ("+48 601 234 567"), a chat
// handle ("@dana").
const LABEL = String.raw`@?\p{L}[\p{L}\p{N}_.'-]{0,24}(?:[ \t]\p{L}[\p{L}.'-]{0,24})?|\+?\d{1,4}(?:[ \t-]\d{2,4}){1,5}`;
// An IRC log writes "<mike> ..."; the text holds no closing tag then ("</p>"), or it is markup.
// A line may open with a dash or a bullet ("— Iva: ...", "- Luka: ...").
const NAMED = new RegExp(String.raw`^(?:[-\u2014\u2013\u2022][ \t]{1,2})?(?:(?:~[ \t]{0,2})?(?<who>${LABEL}):|<(?<nick>${LABEL})>)[ \t]{1,3}(?=\S)`, "u");

// "From:", "pax:", "Flight:", "Hotel:", "Od:", "Temat:": a field of a trip, as a form, a tool call or an itinerary labels
// it, or a mail header in any language, is no speaker.
let mailHeader: RegExp | null = null;
function isLabel(label: string): boolean {
  mailHeader ??= new RegExp(`^(?:${mailWords("headers")})$`, "i");
  return isFieldLabel(label) || namesTrip(label) || mailHeader.test(label);
}

/**
 * Whether a speaker writes again after another has: one who wrote two or more lines before, the line just before being
 * someone else's. Each speaker's first line is kept, so the lines are read once (not every earlier line for each).
 */
function speaksAgain(said: readonly Stamp[]): boolean {
  const first = new Map<string, number>();
  for (let i = 0; i < said.length; i++) {
    const { speaker } = said[i] as Stamp;
    const at = first.get(speaker);
    if (at !== undefined && at < i - 1 && said[i - 1]?.speaker !== speaker) return true;
    if (at === undefined) first.set(speaker, i);
  }
  return false;
}

/**
 * The lines opened by a speaker's name alone, when they read as a conversation: two speakers or more, one writing
 * again after another, and either one a known first name or none a field of a trip a form, a tool call or an
 * itinerary labels ("From: ...", "Passengers: ...", "Hotel: ..."). Lines are in the order they were sent.
 */
function namedStamps(lines: readonly string[], isName: (word: string) => boolean): (Stamp | null)[] | null {
  // A speaker's label ends in a colon or sits in "<...>": fewer than three such lines are no conversation.
  if (lines.filter((l) => l.includes(":") || l.includes("<")).length < 3) return null;
  const markup = lines.some((l) => l.includes("</"));
  const stamps = lines.map((l, i): Stamp | null => {
    const line = unquoted(l.trim());
    const m = NAMED.exec(line);
    const who = m?.groups?.who ?? (markup ? undefined : m?.groups?.nick);
    return m && who ? { at: i, dated: false, speakerFirst: true, speaker: who.toLowerCase(), rest: line.slice(m[0].length).trim() } : null;
  });
  const said = stamps.filter((s): s is Stamp => !!s);
  const speakers = new Set(said.map((s) => s.speaker));
  const again = speaksAgain(said);
  const known = said.some((s) => isName(s.speaker.split(" ")[0] ?? "")) || !said.some((s) => isLabel(s.speaker));
  return said.length >= 3 && speakers.size >= 2 && again && known ? stamps : null;
}

/**
 * The stamps of a text's lines when it reads as a chat export (two or more stamped lines), else null. A line with the
 * speaker first ("Warsaw 06:15" on a timetable looks the same) counts only when its speaker writes again or is a known
 * first name (`isName`).
 */
export function chatStamps(lines: readonly string[], isName: (word: string) => boolean): (Stamp | null)[] | null {
  const stamps = lines.map((l) => readStamp(l.trim()));
  const speakers = new Map<string, number>();
  for (const s of stamps) if (s) speakers.set(s.speaker, (speakers.get(s.speaker) ?? 0) + 1);
  // Once two lines are sure to be a chat's, every line stamped the same way is a message ("Manager 15:20:" once).
  // (A callback, not a named closure: the bundle names every closure it makes, and this runs once per text.)
  const sure = stamps.filter((s) => !!s && (!s.speakerFirst || (speakers.get(s.speaker) ?? 0) > 1 || isName(s.speaker.split(" ")[0] ?? "")));
  if (sure.length < 2) return namedStamps(lines, isName) ?? nameLines(lines, isName);
  return stamps;
}

// Messenger and copied SMS put the speaker's name alone on a line above what they wrote ("Ana", "Ivo Horvat").
// Module-level, as every \p{...} pattern here: the bundle writes such a literal as `new RegExp(...)`, built at each use.
const MARKS = /\p{M}/gu;
const NAME_LINE = /^\p{Lu}\p{Ll}{1,20}(?:[ \t]\p{Lu}\p{Ll}{1,20})?$/u;

/**
 * The lines that are a name alone, each with words under it, when they read as a conversation: three or more, two
 * speakers or more, one writing again after another, one of them a known first name. A place named alone
 * ("Budapest") is no speaker.
 */
function nameLines(lines: readonly string[], isName: (word: string) => boolean): (Stamp | null)[] | null {
  if (lines.length < 6) return null;
  // Each line is tried once; fewer than three names alone are no conversation.
  const trimmed = lines.map((l) => l.trim());
  const named = trimmed.map((t) => NAME_LINE.test(t));
  if (named.filter(Boolean).length < 3) return null;
  const places = placeIndex().names;
  const stamps = trimmed.map((t, i): Stamp | null => {
    if (!named[i] || !trimmed[i + 1] || named[i + 1]) return null;
    const speaker = t.toLowerCase();
    const alone = !places.has(speaker.normalize("NFD").replace(MARKS, "")) && !isLabel(t);
    return alone ? { at: i, dated: false, speakerFirst: true, speaker, rest: "" } : null;
  });
  const said = stamps.filter((s): s is Stamp => !!s);
  const again = speaksAgain(said);
  const known = said.some((s) => isName(s.speaker.split(" ")[0] ?? ""));
  return said.length >= 3 && new Set(said.map((s) => s.speaker)).size >= 2 && again && known ? stamps : null;
}
