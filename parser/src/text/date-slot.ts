import { opensWithDigit, type JobText, type Token } from "./text.js";

// Where a date names its month: beside the day's number or the year ("3 sieepnia 2027", "2027. mrcius 8.", "15 de
// noviembre de 2028", "Octobr 3, 2027"). Read by the misspelling reader (a slip there is a month's) and by the canonical
// reading (a month of another language there is still a month: "somos dos, 4 agosto 2027" in a Romanian sentence).

const YEAR = /^(?:19|20)\d\d$/;
// A short word between the number and the month ("15 de noviembre", "the 3rd of March"), or an ordinal's letters.
const LINK_LENGTH = 3;
// Only spaces and a day's dot stand between a date's parts ("3. mája", "2027. március"): a comma ends the date
// ("for 2, Květa and me").
const DATE_GAP = /^[\s.]*$/;

const isDayOrYear = (s: string) => (/^\d{1,2}$/.test(s) && Number(s) >= 1 && Number(s) <= 31) || YEAR.test(s);

// The number a step away from token i (one short word or an ordinal's letters may stand between), or undefined.
function numberBeside(text: JobText, i: number, step: 1 | -1): string | undefined {
  for (let j = i + step, hops = 0; j >= 0 && j < text.tokens.length && hops < 2; j += step, hops++) {
    const t = text.tokens[j] as Token;
    const near = text.tokens[j - step] as Token;
    if (!DATE_GAP.test(step > 0 ? text.folded.slice(near.end, t.start) : text.folded.slice(t.end, near.start))) return undefined;
    if (opensWithDigit(t.s)) return t.s;
    if (t.s.length > LINK_LENGTH) return undefined;
  }
  return undefined;
}

/** Whether token i stands where a date names its month: after a day or a year, or before one. */
export function inMonthSlot(text: JobText, i: number): boolean {
  const before = numberBeside(text, i, -1);
  if (before !== undefined && isDayOrYear(before)) return true;
  const after = numberBeside(text, i, 1);
  return after !== undefined && isDayOrYear(after);
}
