import { countWord } from "../../language/numbers.js";

// A weekday named on its own ("friday", "this weekend", "next tue") counted from the day a job is read, as
// chrono-node counts it with forwardDate (its weekday parser, then its forward-date refiner): the day at noon UTC,
// a week on once that noon has passed; and "next week", "in 3 days" counted as its relative parsers count them. Only a
// window whose other words chrono-node reads nothing in is read here, so none of its other parsers and refiners could
// have changed the answer; any other window is chrono-node's. Its 18 parsers and 16 refiners cost more than the rest of a job's reading, most of all when they
// run seldom enough for V8 to have dropped their compiled code (issue 28).

const DAY_MS = 86_400_000;
const NOON_MS = 12 * 3_600_000;
// The weekday words both dates.ts's RELATIVE pattern and chrono-node's English dictionary read, by their day
// ("tues" is RELATIVE's only: chrono-node reads nothing in it, and that stays its answer).
const WEEKDAY_WORDS: Readonly<Record<string, number>> = {
  sunday: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, wednesday: 3, wed: 3,
  thursday: 4, thu: 4, thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, weekend: 6,
};
// What may stand before the weekday in the window: no word at all, or "this" or "next" alone.
const ONLY_MODIFIER = /^\W*(?:(this|next)\s+)?$/;

// Every word chrono-node's English patterns read (its parsers' and refiners', dictionaries included, as of 2.10.3). A
// window whose other words are none of these, in letters alone, is read by its weekday parser alone ("Praga friday",
// "museum on saturday"): chrono-node's words are ASCII, and any other letter is a word's edge to it.
const CHRONO_WORDS: ReadonlySet<string> = new Set(
  ("a about ad after afternoon ago am an and approximately apr april around at aug august bc bce be before ce clock couple d day days dec " +
    "december earlier eight eighteenth eighth eleven eleventh end evening feb february few fifteenth fifth first five for four fourteenth " +
    "fourth fri friday from h half henceforth hour hours hr hrs in jan january jul july jun june just last later m mar march may midday " +
    "midnight min mins minute minutes mo mon monday month months morning mos nd next night nine nineteenth ninth noon nov november now o oct " +
    "october of on one out overmorrow p past pm qtr quarter quarters rd roughly s sat saturday sec second seconds sep sept september seven " +
    "seventeenth seventh several since six sixteenth sixth st sun sunday t ten tenth th the third thirteenth thirtieth thirty this three " +
    "through thu thur thurs thursday till tmr tmrw to today tomorrow tonight tue tuesday twelfth twelve twentieth twenty two until w wed " +
    "wednesday week weekday weekend weeks with within y year years yesterday yr z").split(" "),
);
// chrono-node's words that read nothing without a number, a unit, a month or a second date beside them.
const BESIDE_ONLY: ReadonlySet<string> = new Set(["on", "in", "for", "to", "at", "from", "and", "of"]);
const LETTERS_SPACES_COMMAS = /^[\p{L}\s,]*$/u;
// "this friday", "next friday": the modifier right before the weekday, ending the window's other words.
const MODIFIER_LAST = /(?:^|[^A-Za-z])(this|next)\s+$/;

/** The modifier chrono-node's weekday parser reads in the window's text before the weekday, or null when it may read more there. */
function modifierBefore(before: string): { modifier: string | undefined } | null {
  const only = ONLY_MODIFIER.exec(before.toLowerCase());
  if (only) return { modifier: only[1] };
  if (!LETTERS_SPACES_COMMAS.test(before)) return null;
  const modifier = MODIFIER_LAST.exec(before)?.[1];
  const words = before.split(/[^A-Za-z]+/).filter((w) => w !== "");
  if (modifier) words.pop();
  // "onnext friday": its "on" and modifier written together, which chrono-node reads as "on next".
  const glued = !modifier && /^on(?:this|next|last|past)$/i.test(words[words.length - 1] ?? "");
  const read = words.some((w) => CHRONO_WORDS.has(w.toLowerCase()) && !BESIDE_ONLY.has(w.toLowerCase()));
  return glued || read ? null : { modifier };
}

// chrono-node's "next <weekday>": the coming one when it is still ahead this week (Monday to Saturday), else
// the one after; from a weekend, the days of the week that follows.
function daysToNext(today: number, target: number, ahead: number): number {
  if (today === 0) return target === 0 ? 7 : target;
  if (today === 6) return target === 6 ? 7 : target === 0 ? 8 : 1 + target;
  return target < today && target !== 0 ? ahead : ahead + 7;
}

// The weekday nearest today, back or forward (today itself counts); "this" is the next one from today on.
function daysTo(modifier: string | undefined, today: number, target: number): number {
  const ahead = (target - today + 7) % 7;
  if (modifier === "this") return ahead;
  if (modifier === "next") return daysToNext(today, target, ahead);
  return ahead < 7 - ahead ? ahead : ahead - 7;
}

/**
 * The ISO date of `word` (a weekday or "weekend", lower case) read against `now`, when `before` (the window's
 * text ahead of it) holds no other word than "this" or "next"; null when the window is chrono-node's to read.
 */
export function weekdayAlone(before: string, word: string, now: Date): string | null {
  const target = WEEKDAY_WORDS[word];
  const modifier = target === undefined ? null : modifierBefore(before);
  if (target === undefined || !modifier) return null;
  const today = now.getUTCDay();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const noon = midnight + daysTo(modifier.modifier, today, target) * DAY_MS + NOON_MS;
  // A day whose noon has passed is moved on to the same weekday ahead, a week on when that is today.
  const at = now.getTime() > noon ? now.getTime() + (((target - today + 7) % 7) || 7) * DAY_MS : noon;
  return new Date(at).toISOString().slice(0, 10);
}

// "next week", "in 3 days", "in two weeks": days counted from the moment the job is read, as chrono-node's relative
// parsers count them (its "next <unit>" and "in <count> <unit>"), for a window whose other words it reads nothing in.
const DAYS_AHEAD = /^(?:next (week)|in ([0-9]{1,3}|[a-z]+) (days?|weeks?))$/;

/**
 * The ISO date `phrase` (as written, lower case) names counted from `now`, when `before` (the window's text ahead of
 * it) holds nothing chrono-node reads; null when the window is chrono-node's to read.
 */
export function daysAhead(before: string, phrase: string, now: Date): string | null {
  const m = DAYS_AHEAD.exec(phrase);
  const count = m ? (m[1] ? 1 : countWord(m[2] as string)) : undefined;
  // The phrase starts a word to chrono-node (RELATIVE's \b sees the folded text, chrono-node the text as written).
  const read = /\w$/.test(before) ? null : modifierBefore(before);
  if (!m || count === undefined || !read || read.modifier !== undefined) return null;
  const days = count * (m[1] || (m[3] as string).startsWith("week") ? 7 : 1);
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
