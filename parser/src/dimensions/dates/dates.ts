import { ordinalSuffixes } from "../../language/lexicon.js";
import { countWord } from "../../language/numbers.js";
import { escapeRegExp } from "../../text/pattern.js";
import { relativeDay } from "./relative.js";

/** The outbound and return dates of a job, ISO 8601, or null. */
export interface JobDates {
  date: string | null;
  returnDate: string | null;
  /** The return date was counted from a length of stay or hire ("3 nights"), not named as a way back. */
  fromLength?: boolean;
}

interface DateMention {
  start: number;
  end: number;
  year: number | null;
  month: number;
  day: number;
  /** Last day of a range written in one go ("4-9 May"). */
  endDay: number | null;
}

const MONTH_NUMBER: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};
const MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const MONTH_WORD = new RegExp(`^(?:${MONTHS})$`);

/** A month's name or its short form in the grammar's English ("may", "sept"). */
export function isMonthWord(word: string): boolean {
  return MONTH_WORD.test(word);
}
// English ordinals, and the ones other languages write after a day ("1er", "1º"): each language file's ordinalSuffixes.
const ORD = `(?:${ordinalSuffixes().map(escapeRegExp).join("|")})?`;
const RANGE = "\\s*(?:-|to|till|until|and|through)\\s*(?:the\\s+)?";
// Explicit calendar dates are read here, day first as Europeans write them; relative.ts reads the
// relative ones ("next Tuesday").
// Year first with dots and spaces too, as Hungarians write it: "2028. 10. 05.".
const ISO = /\b(\d{4})(?:[-/]|\.\s?)(\d{1,2})(?:[-/]|\.\s?)(\d{1,2})\b(?:\s*(?:\.\.|–|—)\s*(\d{1,2})\b(?![-/.]\d))?/g;
// "3. 5. 2027": day and month with a dot and a space, as Czechs and Slovaks write them.
const SPACED = /\b(\d{1,2})\.\s(\d{1,2})\.\s?(\d{4})\b/g;
// "od 4. 12. do 6. 12.": day and month each closed by a dot, the year left out (Czech, Slovak, German, Croatian).
const DOTTED = /\b(\d{1,2})\.\s?(\d{1,2})\.(?!\s?\d)/g;
const AS_BEFORE = /\bas\s$/;
// "14-18.08.2028", "3-7/9/2028": a range of days before one numeric month and year.
const DAY_RANGE_NUMERIC = /\b(\d{1,2})\s?-\s?(\d{1,2})([./])(\d{1,2})\3(\d{4}|\d{2})\b/g;
// "23 VI 2028", "3.VII.2028", "3. VII.": the month in Roman numerals (Polish, Czech, Hungarian, Romanian);
// without a year only the dotted form counts, as a bare "v" or "i" is a word.
const ROMAN = "(i{1,3}|iv|vi{0,3}|ix|xi{0,2})";
const ROMAN_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:\.\s?|\s)${ROMAN}(?:(?:\.\s?|\s)((?:19|20)\d{2})\b|\.)`, "g");
const ROMAN_VALUE: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };

function romanNumber(r: string): number {
  let n = 0;
  for (let i = 0; i < r.length; i++) {
    const v = ROMAN_VALUE[r.charAt(i)] ?? 0;
    n += v < (ROMAN_VALUE[r.charAt(i + 1)] ?? 0) ? -v : v;
  }
  return n;
}
const NUMERIC = /\b(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?\b/g;
// "4 May", "4th of May", "4-9 May 2027", and airline style "05MAY2027".
const DAY_MONTH = new RegExp(
  `\\b(\\d{1,2})${ORD}\\.?(?:${RANGE}(\\d{1,2})${ORD}\\.?)?\\s*(?:(?:of|from|the|on)\\s+)?(${MONTHS})(?![a-z])\\.?` +
    `(?:,?\\s*(?:(?:of|from|in)\\s+)?((?:19|20)\\d{2}\\b|['’]\\d{2}\\b))?`,
  "g",
);
// Year first, as Hungarian, Lithuanian and Latvian write it: "2027. july 8", "2027 m. may 14 d.", "2027. year 14. may"; a range
// of days after the month ("2028. július 4–7.").
const YEAR_MONTH_DAY = new RegExp(`\\b(\\d{4})\\.?\\s*(?:m\\.?\\s*|year\\.?\\s+)?(${MONTHS})(?![a-z])\\.?\\s*(\\d{1,2})\\b(?:\\s?-\\s?(\\d{1,2})\\b)?`, "g");
const YEAR_DAY_MONTH = new RegExp(`\\b(\\d{4})\\.?\\s*(?:m\\.?\\s*|year\\.?\\s+)(\\d{1,2})\\.?\\s*(${MONTHS})(?![a-z])`, "g");
const MONTH_DAY = new RegExp(
  `\\b(${MONTHS})\\.?\\s+(?:the\\s+)?(\\d{1,2})${ORD}\\b(?:${RANGE}(\\d{1,2})${ORD}\\b)?(?:,?\\s*((?:19|20)\\d{2}\\b|['’]\\d{2}\\b))?`,
  "g",
);
const BETWEEN_RANGE = /^\s*(?:-|to|till|until|and|through|\/|\.\.|–|—)\s*$/;
const RETURN_MARKER = /\b(?:return(?:ing)?|back|inbound|home)\b[^.;]{0,24}$/;
const RELATIVE = new RegExp(
  String.raw`\b(?:today|tonight|tomorrow|tmrw|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|` +
    String.raw`weekend|fortnight|christmas|easter|next (?:week|month|year)|this (?:week|month|morning|afternoon|evening)|` +
    String.raw`mid[- ]?(?:${MONTHS})|end of (?:the month|${MONTHS})|` +
    String.raw`in (?!(?:a|an|one|1) day\b)(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) (?:days?|weeks?|months?))\b`,
);

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of a month (1-12) as Date.UTC counts them, which reads the years 0-99 as 1900-1999. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1] as number;
  const y = year >= 0 && year <= 99 ? 1900 + year : year;
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  return day > daysInMonth(year, month) ? null : `${year}-${pad(month)}-${pad(day)}`;
}

function fullYear(y: string | undefined): number | null {
  if (!y) return null;
  const digits = y.replace(/^['’]/, "");
  const n = Number(digits);
  return digits.length === 2 ? 2000 + n : n;
}

// Cheap checks that decide which of the date patterns can match at all.
const HAS_NUMERIC = /\d[./-]\s?\d/;
const HAS_MONTH = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/;

// "július tizedikétől huszadikáig" is read "july 10th 20th": two ordinals side by side are a range.
const ORDINAL_PAIR = /\b(\d{1,2}(?:st|nd|rd|th)) (?=\d{1,2}(?:st|nd|rd|th)\b)/g;
// "március 3-tól 5-ig" is read as "march 3- from 5- until": a range whose ends carry "from" and "until" as
// case endings (Hungarian). Both are rewritten in place as "3-5", "10th-20th" (same length, so positions hold).
const SUFFIX_RANGE = /\b(\d{1,2})-?\s?from\s+(\d{1,2})-?\s?until\b/g;
// What every ORDINAL_PAIR match holds, tested before the rewrite: most jobs have no two ordinals side by side,
// and the rewrite would scan (and copy) the text for nothing. Likewise SUFFIX_RANGE needs both "from" and "until".
const ORDINALS_SIDE_BY_SIDE = /\d(?:st|nd|rd|th) \d/;

const asRange = (all: string, a: string, b: string) => `${a}-${" ".repeat(all.length - a.length - b.length - 1)}${b}`;
// Every calendar date this file reads has a digit in it.
const DIGIT = /\d/;

function mention(m: RegExpExecArray, year: number | null, month: number, day: number, endDay: number | null): DateMention {
  return { start: m.index, end: m.index + m[0].length, year, month, day, endDay };
}

// A number before what is counted is a count, so the word before it is no month: a month's short form is often a
// common word of its language (Romanian "mai", "more", reads "may").
const COUNTED_AFTER = /^\s*(?:people|persons?|adults?|tickets?|passengers?|seats?|rooms?|beds?)\b/;

// A day with a month on either side is the later month's where that reads as a date of its own: the word before is
// then often a common word folded onto a month's short form (Polish "się" onto "sie", August).
function dayTakenAfter(found: readonly DateMention[], m: RegExpExecArray): boolean {
  const dayAt = m.index + m[0].indexOf(m[2] as string, (m[1] as string).length);
  return found.some((d) => d.start === dayAt);
}

function collect(text: string): DateMention[] {
  if (!DIGIT.test(text)) return [];
  const ranged = text.includes("from") && text.includes("until") ? text.replace(SUFFIX_RANGE, asRange) : text;
  const folded = ORDINALS_SIDE_BY_SIDE.test(ranged) ? ranged.replace(ORDINAL_PAIR, "$1-") : ranged;
  const found: DateMention[] = [];
  let m: RegExpExecArray | null;
  if (HAS_NUMERIC.test(folded)) {
    // "2027-04-17..20": the range's last day after the date.
    for (ISO.lastIndex = 0; (m = ISO.exec(folded)); ) found.push(mention(m, Number(m[1]), Number(m[2]), Number(m[3]), m[4] ? Number(m[4]) : null));
    for (DAY_RANGE_NUMERIC.lastIndex = 0; (m = DAY_RANGE_NUMERIC.exec(folded)); )
      found.push(mention(m, fullYear(m[5]), Number(m[4]), Number(m[1]), Number(m[2])));
    for (SPACED.lastIndex = 0; (m = SPACED.exec(folded)); ) found.push(mention(m, Number(m[3]), Number(m[2]), Number(m[1]), null));
    // "counts as 2.5.": a value a thing is counted or priced as, a decimal, not a day and month.
    for (DOTTED.lastIndex = 0; (m = DOTTED.exec(folded)); ) {
      if (!AS_BEFORE.test(folded.slice(Math.max(0, m.index - 4), m.index))) found.push(mention(m, null, Number(m[2]), Number(m[1]), null));
    }
    for (NUMERIC.lastIndex = 0; (m = NUMERIC.exec(folded)); ) {
      // Without a year only the slash form counts ("4/5"); "4.5" and "4-5" are too often not dates.
      if (!m[4] && m[2] !== "/") continue;
      const a = Number(m[1]);
      const b = Number(m[3]);
      // Day first, unless only month-first makes sense (05/24/2027).
      if (b > 12 && a <= 12) found.push(mention(m, fullYear(m[4]), a, b, null));
      else found.push(mention(m, fullYear(m[4]), b, a, null));
    }
  }
  for (ROMAN_MONTH.lastIndex = 0; (m = ROMAN_MONTH.exec(folded)); )
    found.push(mention(m, m[3] ? Number(m[3]) : null, romanNumber(m[2] as string), Number(m[1]), null));
  if (HAS_MONTH.test(folded)) {
    for (DAY_MONTH.lastIndex = 0; (m = DAY_MONTH.exec(folded)); )
      found.push(mention(m, fullYear(m[4]), MONTH_NUMBER[(m[3] as string).slice(0, 3)] ?? 0, Number(m[1]), m[2] ? Number(m[2]) : null));
    for (YEAR_MONTH_DAY.lastIndex = 0; (m = YEAR_MONTH_DAY.exec(folded)); )
      found.push(mention(m, Number(m[1]), MONTH_NUMBER[(m[2] as string).slice(0, 3)] ?? 0, Number(m[3]), m[4] ? Number(m[4]) : null));
    for (YEAR_DAY_MONTH.lastIndex = 0; (m = YEAR_DAY_MONTH.exec(folded)); )
      found.push(mention(m, Number(m[1]), MONTH_NUMBER[(m[3] as string).slice(0, 3)] ?? 0, Number(m[2]), null));
    for (MONTH_DAY.lastIndex = 0; (m = MONTH_DAY.exec(folded)); )
      if (!dayTakenAfter(found, m) && !COUNTED_AFTER.test(folded.slice(m.index + m[0].length)))
        found.push(mention(m, fullYear(m[4]), MONTH_NUMBER[(m[1] as string).slice(0, 3)] ?? 0, Number(m[2]), m[3] ? Number(m[3]) : null));
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: DateMention[] = [];
  for (const d of found) if (!kept.length || d.start >= (kept[kept.length - 1] as DateMention).end) kept.push(d);
  return kept;
}

function todayUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** A day and month without a year mean the next time that day comes round. */
function resolve(month: number, day: number, year: number | null, now: Date): string | null {
  if (year !== null) return iso(year, month, day);
  let y = now.getUTCFullYear();
  if (Date.UTC(y, month - 1, day) < todayUtc(now)) y++;
  return iso(y, month, day);
}

// "See Ljubljana in one day" is a length, not tomorrow: "in a day" is never read as a date.
// Days counted from today need no calendar rules; relative.ts reads weekdays and units.
const DAY_OFFSETS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:the )?day after tomorrow\b/, 2],
  [/\b(?:tomorrow|tmrw)\b/, 1],
  [/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/, 0],
  [/\byesterday\b/, -1],
];

function daysFromToday(now: Date, days: number): string | null {
  const d = new Date(todayUtc(now) + days * 86_400_000);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

// "the second weekend of March", "the first week of June": a month's weekends counted from its first Saturday.
const NTH_OF_MONTH = new RegExp(`\\b(first|1st|second|2nd|third|3rd|fourth|4th|last) (weekend|week) (?:of|in) (${MONTHS})\\b`);
const NTH: Readonly<Record<string, number>> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: -1 };

function nthOfMonth(folded: string, now: Date): JobDates | null {
  // Every match holds "week" ("weekend" too): most texts hold neither, and the scan is skipped.
  const m = folded.includes("week") ? NTH_OF_MONTH.exec(folded) : null;
  if (!m) return null;
  const month = MONTH_NUMBER[(m[3] as string).slice(0, 3)] ?? 0;
  const weekend = m[2] === "weekend";
  const first = resolve(month, 1, null, now);
  if (!first) return null;
  const year = Number(first.slice(0, 4));
  // A weekend starts on a Saturday; the first week is the 1st to the 7th, the second the 8th to the 14th.
  const days: number[] = [];
  for (let d = 1; d <= 31; d++) {
    const at = iso(year, month, d);
    if (at && (weekend ? new Date(`${at}T00:00:00Z`).getUTCDay() === 6 : (d - 1) % 7 === 0 && iso(year, month, d + 6))) days.push(d);
  }
  const n = NTH[m[1] as string] as number;
  const monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = n < 0 ? (weekend ? days[days.length - 1] : monthDays - 6) : days[n - 1];
  if (day === undefined) return null;
  const start = iso(year, month, day);
  const end = start ? new Date(Date.parse(`${start}T00:00:00Z`) + (weekend ? 1 : 6) * 86_400_000).toISOString().slice(0, 10) : null;
  return { date: start, returnDate: end };
}

// A relative phrase is read by relative.ts's rules; the first such phrase decides, as a calendar date would.
function relativeDates(folded: string, now: Date): JobDates {
  const nth = nthOfMonth(folded, now);
  if (nth) return nth;
  const hit = RELATIVE.exec(folded);
  if (!hit) return { date: null, returnDate: null };
  const after = folded.slice(hit.index + hit[0].length);
  const around = folded.slice(Math.max(0, hit.index - 14), hit.index + hit[0].length);
  for (const [pattern, days] of DAY_OFFSETS)
    if (pattern.test(around)) {
      // "from tomorrow to Friday": the range ends on the weekday named after it.
      const date = daysFromToday(now, days);
      return { date, returnDate: date ? weekdayRangeEnd(after, date) : null };
    }
  // "next Tuesday": the word before a weekday belongs to the phrase.
  const date = relativeDay(folded.slice(Math.max(0, hit.index - 6), hit.index), hit[0], now);
  return { date, returnDate: date ? weekdayRangeEnd(after, date) : null };
}

// "fri-sun", "Friday to Monday": a range of weekdays ends on the next such day after the first.
const WEEKDAY_END = /^\.?\s*(?:-|–|to|till|until|through)\s*(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|t|r|rs)?\b/;
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

function weekdayRangeEnd(after: string, date: string): string | null {
  const m = WEEKDAY_END.exec(after);
  if (!m) return null;
  const start = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const gap = (WEEKDAYS.indexOf(m[1] as string) - new Date(start).getUTCDay() + 7) % 7 || 7;
  const end = new Date(start + gap * 86_400_000);
  return iso(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate());
}

// A stay or a hire said as a length: "for 3 nights", "a week", "7 nights", "3-night stay", "for two weeks".
// "in 3 days" is a date, not a length, and is left to the relative reading.
const LENGTH = /(?<!\bin )\b(\d{1,2}|[a-z]+)[- ]*(nights?|nts|days?|weeks?|wks)\b(?! (?:ago|before|earlier|later))|\b(\d{1,2})(n|d|w)\b/g;
const LENGTH_DAYS: Readonly<Record<string, number>> = { n: 1, d: 1, w: 7 };
// What every LENGTH match holds: its unit's word, or a digit and its unit's letter. Its scan tries every word
// against the units, and most texts name none.
const LENGTH_CUE = /night|nts|day|week|wks|\d[ndw]\b/;

// "back on the 18th", "returning the 9th", "19-en ... back": a day alone after or before the way back, in the
// month of the outbound date (or the next, when the day has passed).
const BACK_ON_DAYS = new RegExp(
  String.raw`\b(?:back|return(?:ing)?(?: (?:it|them|the car))?|home)\b(?: on)?(?: the)?(?: (?:mon|tues|wednes|thurs|fri|satur|sun)day)? ` +
    String.raw`(\d{1,2})(?:st|nd|rd|th)?\b(?![./:,-]?\s?\d|\s*(?:people|persons?|pax|adults?|of us|h|hours?|days?|nights?|weeks?|:))`,
  "g",
);
// "19-en ... back": the day before the way back.
const DAY_THEN_BACKS = /\b(\d{1,2})(?:st|nd|rd|th|-\s?[a-z]{1,3})\b[^.;\d]{0,20}\bback\b/g;

// Every match of either holds a digit and "back", "return" or "home": most texts hold neither, and both scans are skipped.
const mayNameBack = (folded: string) => DIGIT.test(folded) && (folded.includes("back") || folded.includes("return") || folded.includes("home"));

function returnDay(folded: string, date: string): string | null {
  if (!mayNameBack(folded)) return null;
  const outDay = Number(date.slice(8, 10));
  // "on the 4th of July, back on the 11th": the outbound day before "back" is not the way back.
  for (const pattern of [BACK_ON_DAYS, DAY_THEN_BACKS])
    for (const m of folded.matchAll(pattern)) {
      const day = Number(m[1]);
      if (day === outDay) continue;
      let year = Number(date.slice(0, 4));
      let month = Number(date.slice(5, 7));
      if (day < outDay) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
      return iso(year, month, day);
    }
  return null;
}

/** The day a length of stay ends, counted from the first date (nights and days add one each, weeks seven). */
function endOfLength(folded: string, date: string): string | null {
  if (!LENGTH_CUE.test(folded)) return null;
  let days = 0;
  // "3n", "7d": an agent's nights and days.
  for (const m of folded.matchAll(LENGTH)) {
    const count = countWord((m[1] ?? m[3]) as string);
    if (count === undefined) continue;
    days = count * (LENGTH_DAYS[((m[2] ?? m[4]) as string)[0] as string] ?? 0);
    break;
  }
  if (days < 1 || days > 366) return null;
  const start = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const end = new Date(start + days * 86_400_000);
  return iso(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate());
}

// "dep 2027-05-04 ret 05-09": after an ISO outbound date, the way back as month and day in the same order.
// Read on the rest of the line after the line's first ISO date.
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const RETURN_MONTH_DAY = /\bret(?:urn)?:? ?(\d{2})-(\d{2})\b(?!-)/;

function isoReturnMatch(folded: string): RegExpExecArray | null {
  // Every RETURN_MONTH_DAY match holds "ret".
  if (!folded.includes("ret")) return null;
  let lineEnd = -1;
  for (const d of folded.matchAll(ISO_DATE)) {
    if (d.index < lineEnd) continue;
    const end = folded.indexOf("\n", d.index);
    lineEnd = end < 0 ? folded.length : end;
    const m = RETURN_MONTH_DAY.exec(folded.slice(d.index + d[0].length, lineEnd));
    if (m) return m;
  }
  return null;
}

function isoReturn(folded: string, date: string): string | null {
  const m = isoReturnMatch(folded);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(date.slice(0, 4));
  const sameYear = iso(year, month, day);
  return sameYear !== null && sameYear < date ? iso(year + 1, month, day) : sameYear;
}

/** Reads the travel dates from a job's folded text against `now`. */
export function extractDates(folded: string, now: Date): JobDates {
  const dates = datesNamed(folded, now);
  if (dates.date && !dates.returnDate) {
    dates.returnDate = isoReturn(folded, dates.date) ?? returnDay(folded, dates.date);
    if (!dates.returnDate) {
      dates.returnDate = endOfLength(folded, dates.date);
      if (dates.returnDate) dates.fromLength = true;
    }
  }
  return dates;
}

function datesNamed(folded: string, now: Date): JobDates {
  const mentions = collect(folded);
  const first = mentions[0];
  if (!first) return relativeDates(folded, now);
  const second = mentions[1];
  if (first.endDay !== null) {
    const date = resolve(first.month, first.day, first.year, now);
    const end = resolve(first.month, first.endDay, first.year ?? (date ? Number(date.slice(0, 4)) : null), now);
    return { date, returnDate: end && date && end < date ? null : end };
  }
  if (second && BETWEEN_RANGE.test(folded.slice(first.end, second.start))) {
    // "4 May to 9 May 2027": the first date takes the year the range ends in.
    const endDate = resolve(second.month, second.day, second.year, now);
    let year = first.year;
    if (year === null && second.year !== null) year = first.month > second.month ? second.year - 1 : second.year;
    return { date: resolve(first.month, first.day, year, now), returnDate: endDate };
  }
  // "povratak 20. jula, polazak 10. jula": the way back named first, the way out after it.
  if (second && mentions.length === 2 && RETURN_MARKER.test(folded.slice(0, first.start)) && !RETURN_MARKER.test(folded.slice(first.end, second.start))) {
    const back = resolve(first.month, first.day, first.year, now);
    const out = resolve(second.month, second.day, second.year, now);
    if (back && out && out < back) return { date: out, returnDate: back };
  }
  const date = resolve(first.month, first.day, first.year, now);
  let returnDate: string | null = null;
  for (const later of mentions.slice(1)) {
    const candidate = resolve(later.month, later.day, later.year, now);
    if (candidate && date && candidate > date && (RETURN_MARKER.test(folded.slice(0, later.start)) || mentions.length === 2)) {
      returnDate = candidate;
      break;
    }
  }
  return { date, returnDate };
}

// "the 16th", "9th it is": a day written alone, as an ordinal, with no month in the same text.
const DAY_ALONE = /\b(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?(?:people|persons?|adults?|of us|floor|time|century))/;

/**
 * A day given without its month ("can we do the 16th instead?", "on the 5th, no, the 6th") read in the month of
 * `plan` (an ISO date said earlier: a message in a thread answers the plan before it), or null when the text names
 * no such day or names a whole date itself.
 */
export function dayInPlan(text: string, plan: string): string | null {
  const folded = text.toLowerCase();
  const m = DAY_ALONE.exec(folded);
  if (!m || collect(folded).length > 0) return null;
  return iso(Number(plan.slice(0, 4)), Number(plan.slice(5, 7)), Number(m[1]));
}

/** Where the calendar dates of a (folded) text stand, as [start, end) offsets: a correction replaces one of them whole. */
export function dateSpans(folded: string): [number, number][] {
  return collect(folded).map((d) => [d.start, d.end]);
}
