// Japanese, Chinese, Korean and Thai write a count after the noun it counts, with a counter word ("大人2名", "성인 2명",
// "ผู้ใหญ่ 2 คน", "子供1人"): rewritten word for word that reads "adults 2 people", which the grammar takes for a count
// of its own beside a bare noun. The count goes before its noun, as English writes it ("2 adults"), and the counter,
// which only said "this is a number of people", goes.

import { monthNames } from "../../tables/english-names.js";

/** The canonical nouns of a party's members that such a count may follow. */
const PARTY_NOUNS = new Set([
  "adults", "adult", "children", "child", "infants", "infant", "baby", "students", "teachers", "colleagues", "colleague", "friends", "friend",
]);
/** Counter words (名, 명, คน, 枚) as the rewrite writes them. */
const COUNTERS = new Set(["people", "person", "tickets"]);
// A count, with the punctuation the rewrite glued to it ("2," of "大人2、子供1").
const COUNT = /^(\d+)([^\p{L}\d]*)$/u;
const MONTHS = new Set(monthNames());
const SPANS = new Set(["nights", "days", "weeks", "night", "day", "week", "month", "year"]);
// A count of people as a piece of its own, after any punctuation glued before it (", 2"): three digits at most.
const BARE_COUNT = /^[^\p{L}\d]*\d{1,3}$/u;

/** The rewrite's pieces with every count that follows a party noun put before it ("adults 2 people" -> "2 adults"). */
export function countsBeforeNouns(pieces: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const noun = pieces[i] as string;
    // A noun with a count before it ("2个大人1个小孩") is counted already: the count after it is the next noun's. A
    // year or a date before it ("2570", "6/15") is no count.
    const counted = BARE_COUNT.test(out[out.length - 1] ?? "");
    const count = PARTY_NOUNS.has(noun) && !counted ? COUNT.exec(pieces[i + 1] ?? "") : null;
    if (!count) {
      out.push(noun);
      continue;
    }
    // A count the next word measures is not the noun's: a day of a month ("大人 3 august"), nights or days.
    const next = pieces[i + 2];
    if (count[2] === "" && next !== undefined && (MONTHS.has(next) || SPANS.has(next))) {
      out.push(noun);
      continue;
    }
    out.push(count[1] as string, noun);
    if (count[2]) out.push(count[2]);
    // The count moved, and its counter with it when one follows.
    i += next !== undefined && COUNTERS.has(next) ? 2 : 1;
  }
  return out;
}
