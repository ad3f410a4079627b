import type { ScriptLanguage } from "./tables.js";
import { monthNames } from "../../tables/english-names.js";
import { escapeRegExp } from "../../text/pattern.js";

// The grammar's month words, from CLDR's English.
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const NATIVE_DIGIT = /\p{Nd}/gu;
const MONTH_NAMES = monthNames();

/** Native digits (Arabic-Indic, Devanagari, Thai...) as ASCII; full-width forms are NFKC's. */
export function asciiDigits(text: string, digits: ReadonlyMap<string, string>): string {
  return text.normalize("NFKC").replace(NATIVE_DIGIT, (c) => digits.get(c) ?? c);
}

/** A CJK numeral ("三", "十二", "两", "二十五") at text[at...]: its value and length, or null. */
export function cjkNumber(lang: ScriptLanguage, text: string, at: number): { value: number; length: number } | null {
  let total = 0;
  let digit = -1;
  let i = at;
  for (; i < text.length; i++) {
    const c = text.charAt(i);
    const d = lang.digits.get(c);
    const unit = lang.units.get(c);
    if (d !== undefined) digit = d;
    else if (unit !== undefined) {
      total += (digit < 0 ? 1 : digit) * unit;
      digit = -1;
    } else break;
  }
  if (i === at) return null;
  return { value: total + Math.max(digit, 0), length: i - at };
}

const alternatives = (list: readonly string[]) => list.map(escapeRegExp).join("|");
const patterns = new WeakMap<ScriptLanguage, { date: RegExp | null; era: RegExp | null }>();

function patternsOf(lang: ScriptLanguage): { date: RegExp | null; era: RegExp | null } {
  let p = patterns.get(lang);
  if (!p) {
    const { year, month, day } = lang.dateMarks;
    // "2027年8月3日", "2027년 3월 10일", "12月20日": year and day are optional around the month.
    const date = month.length
      ? new RegExp(`(?:(\\d{4}) ?(?:${alternatives(year)}) ?)?(\\d{1,2}) ?(?:${alternatives(month)})(?: ?(\\d{1,2}) ?(?:${alternatives(day)}))?`, "g")
      : null;
    const era = lang.eras.length ? new RegExp(`(${alternatives(lang.eras.map(([name]) => name))}) ?(\\d{1,2}|元)(?=${alternatives(year)})`, "g") : null;
    p = { date, era };
    patterns.set(lang, p);
  }
  return p;
}

/**
 * Dates written with year, month and day marks become the English the date grammar reads ("2027年8月3日" ->
 * "3 august 2027"); an era year becomes its Gregorian year first ("令和9年" -> "2027年").
 */
export function markedDates(lang: ScriptLanguage, text: string): string {
  const { date, era } = patternsOf(lang);
  let out = text;
  if (era) {
    const first = new Map(lang.eras);
    out = out.replace(era, (_m, name: string, n: string) => String((first.get(name) ?? 0) + (n === "元" ? 1 : Number(n)) - 1));
  }
  if (date)
    out = out.replace(date, (m, year: string | undefined, month: string, day: string | undefined) => {
      const name = MONTH_NAMES[Number(month) - 1];
      if (!name) return m;
      return ` ${[day, name, year].filter(Boolean).join(" ")} `;
    });
  return out;
}

const markPatterns = new WeakMap<ScriptLanguage, RegExp>();

// A year with its era mark before or after it ("ค.ศ. 2028", "พ.ศ. 2571"), the mark dropped.
function markedYears(lang: ScriptLanguage, text: string): string {
  if (lang.yearMarks.length === 0) return text;
  let pattern = markPatterns.get(lang);
  if (!pattern) {
    const marks = alternatives(lang.yearMarks.map(([mark]) => mark));
    pattern = new RegExp(`(?:(${marks}) ?(\\d{4})|(\\d{4}) ?(${marks}))`, "g");
    markPatterns.set(lang, pattern);
  }
  const shift = new Map(lang.yearMarks);
  return text.replace(pattern, (_m, before?: string, year?: string, yearFirst?: string, after?: string) =>
    String(Number(year ?? yearFirst) + (shift.get((before ?? after) as string) ?? 0)),
  );
}

/** A year of another calendar written in digits (Thai Buddhist era 2570) as its Gregorian year; an era mark says which. */
export function gregorianYears(lang: ScriptLanguage, text: string): string {
  const marked = markedYears(lang, text);
  const offset = lang.yearOffset;
  if (!offset) return marked;
  return marked.replace(/\d{4}/g, (y) => (Number(y) >= offset.from && Number(y) <= offset.to ? String(Number(y) - offset.subtract) : y));
}
