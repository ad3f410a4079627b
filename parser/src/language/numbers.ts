import { countingWords } from "./lexicon.js";
import { opensWithDigit, type Token } from "../text/text.js";

// The grammar's number words are en.json's `counting` section; other languages' number words are rewritten into
// digits before the grammar reads them.
const COUNTING = countingWords();
const UNITS: ReadonlyMap<string, number> = new Map(Object.entries(COUNTING.units));
const TENS: ReadonlyMap<string, number> = new Map(Object.entries(COUNTING.tens));
const DOZEN: ReadonlySet<string> = new Set(COUNTING.dozen);
const HUNDRED: ReadonlySet<string> = new Set(COUNTING.hundred);
const HALF: ReadonlySet<string> = new Set(COUNTING.half);
const ARTICLE: ReadonlySet<string> = new Set(COUNTING.article);
// Words that can open a count; any other word is skipped at once.
const OPENERS = new Set([...UNITS.keys(), ...TENS.keys(), ...DOZEN, ...HALF, ...ARTICLE]);

/** Whether a count may start at this word (digits, or a word that opens one): readNumber reads nothing at any other. */
export function opensCount(word: string): boolean {
  return opensWithDigit(word) || OPENERS.has(word);
}

/** A count written as one word or in digits ("3", "three", "a"), or undefined when the word is no count. */
export function countWord(word: string): number | undefined {
  if (opensWithDigit(word)) return Number(word);
  return ARTICLE.has(word) ? 1 : (UNITS.get(word) ?? TENS.get(word));
}

/** A number read from the job and the index of the first token after it. */
export interface ReadNumber {
  value: number;
  next: number;
}

/**
 * Reads a count at `i`: digits ("12"), words ("twelve", "twenty-two"), "a dozen", "two dozen",
 * "half a dozen", "a hundred". Years, flight numbers and times are not counts.
 */
export function readNumber(tokens: readonly Token[], i: number, end: number, folded: string): ReadNumber | null {
  const t = tokens[i];
  if (!t) return null;
  let value: number | undefined;
  let next = i + 1;
  if (opensWithDigit(t.s)) {
    if (t.glued || t.s.length > 3) return null;
    // "2,450" and "1.200": the digits after a thousands separator are not a count of their own; nor are
    // the last digits of a date ("2027-03-12", "05-09", "4/5").
    if (/[0-9][,.\-/]$/.test(folded.slice(Math.max(0, t.start - 2), t.start))) return null;
    const after = folded.charAt(t.end);
    // "10:30", "4.5.2027", "3,5": part of a time, date or decimal.
    if ((after === ":" || after === "." || after === "/" || after === ",") && opensWithDigit(folded.charAt(t.end + 1))) return null;
    value = Number(t.s);
  } else if (!OPENERS.has(t.s)) {
    return null;
  } else if (TENS.has(t.s)) {
    value = TENS.get(t.s);
    const unit = tokens[next];
    const unitValue = unit && next < end ? UNITS.get(unit.s) : undefined;
    if (unit && unitValue !== undefined && unitValue < 10 && /^[\s-]*$/.test(folded.slice(t.end, unit.start))) {
      value = (value ?? 0) + unitValue;
      next++;
    }
  } else if (UNITS.has(t.s)) {
    value = UNITS.get(t.s);
  } else if (DOZEN.has(t.s)) {
    value = 12;
  } else if (HALF.has(t.s) && ARTICLE.has(tokens[i + 1]?.s ?? "") && DOZEN.has(tokens[i + 2]?.s ?? "")) {
    return { value: 6, next: i + 3 };
  } else if (ARTICLE.has(t.s) && (DOZEN.has(tokens[i + 1]?.s ?? "") || HUNDRED.has(tokens[i + 1]?.s ?? ""))) {
    return { value: DOZEN.has(tokens[i + 1]?.s ?? "") ? 12 : 100, next: i + 2 };
  }
  if (value === undefined || value <= 0) return null;
  if (next < end && DOZEN.has(tokens[next]?.s ?? "")) return { value: value * 12, next: next + 1 };
  if (next < end && HUNDRED.has(tokens[next]?.s ?? "")) return { value: value * 100, next: next + 1 };
  return { value, next };
}
