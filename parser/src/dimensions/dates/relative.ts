import { countWord } from "../../language/numbers.js";

// The relative phrases dates.ts's RELATIVE finds ("friday", "next weekend", "next month", "in 3 days", "this week"),
// counted from the moment a job is read, in UTC, by a few named rules. The text they read is the normalised English
// every language's words are glossed into (parser/data/lang/<lang>.json: "nächste Woche" is read as "next week"), so
// each rule holds for every language whose file has the words. These rules replace chrono-node, which read "this week"
// and "next month" by the process's clock, for the few windows dates.ts's own readers left to it (issue 26).

const DAY_MS = 86_400_000;
const NOON_MS = 12 * 3_600_000;
// A weekday's forms as the normalised text writes them, by their day; "weekend" is its Saturday.
const WEEKDAY_WORDS: Readonly<Record<string, number>> = {
  sunday: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3,
  thursday: 4, thu: 4, thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, weekend: 6,
};
// "next friday", "on next friday": the word right before a weekday that moves it to the week after.
const NEXT_BEFORE = /(?:^|[^a-z])next\s+$/;

/** The ISO date `ms` (a UTC instant) falls on. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// "next <weekday>": the coming one when it is still ahead this week (Monday to Saturday), else the one after;
// from a weekend, the days of the week that follows.
function daysToNext(today: number, target: number, ahead: number): number {
  if (today === 0) return target === 0 ? 7 : target;
  if (today === 6) return target === 6 ? 7 : target === 0 ? 8 : 1 + target;
  return target < today && target !== 0 ? ahead : ahead + 7;
}

/**
 * Rule "weekday": a weekday or "weekend" (`word`, lower case) is the coming one, today's until its noon UTC and a week
 * on after it; "next" right before it (`before`) moves it to next week's.
 */
function weekday(before: string, word: string, now: Date): string | null {
  const target = WEEKDAY_WORDS[word];
  if (target === undefined) return null;
  const today = now.getUTCDay();
  const ahead = (target - today + 7) % 7;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const noon = midnight + (NEXT_BEFORE.test(before) ? daysToNext(today, target, ahead) : ahead) * DAY_MS + NOON_MS;
  // A day whose noon has passed is moved on a week.
  return dayOf(now.getTime() > noon ? noon + 7 * DAY_MS : noon);
}

/** `months` calendar months after `now`'s day, on the same day or the month's last when it has fewer days ("31 Jan" + 1 is 28 Feb). */
function monthsOn(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month, Math.min(now.getUTCDate(), last)));
}

// Rule "unit": "next week", "next month", "next year" one unit on; "this week", "this month" today; "in 3 days",
// "in two weeks", "in a month" that many units on.
const UNIT_PHRASE = /^(?:(next|this) (week|month|year)|in ([0-9]{1,3}|[a-z]+) (day|week|month)s?)$/;

function unitsAhead(phrase: string, now: Date): string | null {
  const m = UNIT_PHRASE.exec(phrase);
  if (!m) return null;
  if (m[1] === "this") return dayOf(now.getTime());
  const count = m[1] ? 1 : countWord(m[3] as string);
  if (count === undefined) return null;
  const unit = (m[2] ?? m[4]) as string;
  if (unit === "year") return monthsOn(now, 12 * count);
  if (unit === "month") return monthsOn(now, count);
  return dayOf(now.getTime() + count * (unit === "week" ? 7 : 1) * DAY_MS);
}

/** The day `dayIn` names (a UTC instant) in `now`'s year, or in the next once its noon has passed. */
function comingDay(now: Date, dayIn: (year: number) => number): string {
  const year = now.getUTCFullYear();
  const day = dayIn(year);
  return dayOf(now.getTime() > day + NOON_MS ? dayIn(year + 1) : day);
}

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous computus), as a UTC instant. */
function easterSunday(year: number): number {
  const a = year % 19;
  const [b, c] = [Math.floor(year / 100), year % 100];
  const [d, e] = [Math.floor(b / 4), b % 4];
  const g = Math.floor((8 * b + 13) / 25);
  const h = (19 * a + b - d - g + 15) % 30;
  const [i, k] = [Math.floor(c / 4), c % 4];
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 19 * l) / 433);
  const month = Math.floor((h + l - 7 * m + 90) / 25);
  return Date.UTC(year, month - 1, ((h + l - 7 * m + 33 * month + 19) % 32));
}

// Rule "feast": "christmas" is the coming 25 December, "easter" the coming Easter Sunday.
function feast(phrase: string, now: Date): string | null {
  if (phrase === "christmas") return comingDay(now, (year) => Date.UTC(year, 11, 25));
  return phrase === "easter" ? comingDay(now, easterSunday) : null;
}

// Rule "fortnight": "in a fortnight" is two weeks on; a fortnight alone ("a fortnight in Crete") is how long, not when.
function fortnight(before: string, phrase: string, now: Date): string | null {
  return phrase === "fortnight" && /\bin (?:a|one)\s+$/.test(before) ? dayOf(now.getTime() + 14 * DAY_MS) : null;
}

const MONTH_STARTS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// Rule "month part": "mid-June" is the coming 15 June, "end of June" its last day, "end of the month" this month's.
const MONTH_PART = /^(?:mid[- ]?|end of )(the month|[a-z]+)$/;

function monthPart(phrase: string, now: Date): string | null {
  const m = MONTH_PART.exec(phrase);
  if (!m) return null;
  const month = m[1] === "the month" ? now.getUTCMonth() : MONTH_STARTS.indexOf((m[1] as string).slice(0, 3));
  if (month < 0) return null;
  const end = phrase.startsWith("end");
  // Day 0 of the month after is this month's last.
  const dayIn = (year: number) => (end ? Date.UTC(year, month + 1, 0) : Date.UTC(year, month, 15));
  return m[1] === "the month" ? dayOf(dayIn(now.getUTCFullYear())) : comingDay(now, dayIn);
}

/**
 * The ISO date a relative phrase (`phrase`, as RELATIVE found it in the normalised text, lower case) names against
 * `now`, with `before` the text ahead of it; null for a phrase no rule reads ("a fortnight" alone).
 */
export function relativeDay(before: string, phrase: string, now: Date): string | null {
  return weekday(before, phrase, now) ?? unitsAhead(phrase, now) ?? feast(phrase, now) ?? fortnight(before, phrase, now) ?? monthPart(phrase, now);
}
