import { monthNames } from "../../tables/english-names.js";
import { escapeRegExp } from "../../text/pattern.js";
import { cjkNumber } from "./numerals.js";
import type { ScriptLanguage } from "./tables.js";

const MONTH_NAMES = monthNames();
// "8/3", "2027/8/3": not inside a longer run of digits and slashes, nor a decimal.
const SLASH_DATE = /(?<![\d/.])(?:(\d{4})\/)?(\d{1,2})\/(\d{1,2})(?![\d/])/g;

/**
 * Dates with slashes in a language that writes the month first ("8/3出発" is the third of August in Japanese, Chinese
 * and Korean; the grammar reads a bare "8/3" day first, as Europe writes it) as the English the date grammar reads.
 */
export function monthFirstDates(lang: ScriptLanguage, text: string): string {
  if (!lang.monthFirst) return text;
  return text.replace(SLASH_DATE, (m, year: string | undefined, month: string, day: string) => {
    const name = MONTH_NAMES[Number(month) - 1];
    if (!name || Number(day) < 1 || Number(day) > 31) return m;
    return ` ${[day, name, year].filter(Boolean).join(" ")} `;
  });
}

const patterns = new WeakMap<ScriptLanguage, { run: RegExp; pair: RegExp } | null>();

function shorthandPatterns(lang: ScriptLanguage): { run: RegExp; pair: RegExp } | null {
  if (patterns.has(lang)) return patterns.get(lang) ?? null;
  const numerals = [...lang.digits.keys(), ...lang.units.keys()].map(escapeRegExp).join("");
  const marks = lang.partyShorthand.map(([mark]) => escapeRegExp(mark)).join("|");
  // Bounded, as a party's count is: an unbounded run of digits would be tried again from each of its digits.
  const pair = `(\\d{1,3}|[${numerals}]{1,4}) ?(${marks})`;
  // Two pairs in a row ("两大一小"), or one at the end of a word ("2大，"): "一小时" (an hour) and "十大景点" are neither.
  const found =
    marks && numerals ? { run: new RegExp(`(?:${pair} ?){2,}|${pair}(?![\\p{L}])`, "gu"), pair: new RegExp(pair, "gu") } : null;
  patterns.set(lang, found);
  return found;
}

/** A party written as counts and one-letter marks ("两大一小", "2大1小": two adults, one child) in canonical English. */
export function partyShorthand(lang: ScriptLanguage, text: string): string {
  const found = shorthandPatterns(lang);
  if (!found) return text;
  const marks = new Map(lang.partyShorthand);
  return text.replace(found.run, (run) =>
    run.replace(found.pair, (_pair, count: string, mark: string) => {
      const value = /^\d+$/.test(count) ? Number(count) : (cjkNumber(lang, count, 0)?.value ?? 0);
      return ` ${value} ${marks.get(mark) as string} `;
    }),
  );
}

const dayRangePatterns = new WeakMap<ScriptLanguage, RegExp | null>();

/**
 * A range whose end gives only the day ("8月3日〜10日", "8월 3일부터 10일까지", "8月3号到10号") with the month of its
 * start written into its end, so both ends are dates the date grammar reads.
 */
export function dayRanges(lang: ScriptLanguage, text: string): string {
  let pattern = dayRangePatterns.get(lang);
  if (pattern === undefined) {
    const { month, day } = lang.dateMarks;
    const either = (marks: string[]) => marks.map(escapeRegExp).join("|");
    // A day after the start and a separator of a few letters or marks; not a count of days ("5日間", "5일간").
    pattern = month.length
      ? new RegExp(`(\\d{1,2}) ?(${either(month)}) ?(\\d{1,2}) ?(${either(day)})([^\\d]{1,3}?)(\\d{1,2}) ?(${either(day)})(?![間间간])`, "g")
      : null;
    dayRangePatterns.set(lang, pattern);
  }
  if (!pattern) return text;
  return text.replace(pattern, (m, month: string, monthMark: string, start: string, dayMark: string, between: string, end: string, endMark: string) =>
    Number(end) > Number(start) ? `${month}${monthMark}${start}${dayMark}${between}${month}${monthMark}${end}${endMark}` : m,
  );
}
