import { placeIndex } from "../../../gazetteer/place-index.js";
import { placeGrammar } from "../../../language/lexicon.js";
import { CANONICAL_KEYS } from "../../../language/sections/canonical-keys.js";
import { monthNames, weekdayNames } from "../../../tables/english-names.js";
import type { JobText, Token } from "../../../text/text.js";
import { gap, PLACE_WORDS } from "./cues.js";
import type { PlaceMention } from "../places.js";

// Words of the grammar (and its months and weekdays) may follow a name in title case ("Warsaw Friday", "Rome Hotel").
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(CANONICAL_KEYS.flatMap((k) => k.split(" ")));
const CALENDAR: ReadonlySet<string> = new Set([...monthNames(), ...weekdayNames()]);

// A capitalised word (not a code in capitals) that the gazetteer and the grammar do not know: a firm's or a product's word.
function nameWord(token: Token | undefined): boolean {
  if (!token?.cap || token.upper || /^[0-9]/.test(token.s) || token.s.length < 2) return false;
  const s = token.s;
  if (GRAMMAR_WORDS.has(s) || CALENDAR.has(s) || PLACE_WORDS.has(s)) return false;
  const index = placeIndex();
  return !index.names.has(s) && !index.multiWordStarts.has(s) && !index.givenNames.has(s);
}

/**
 * A town's name that opens a longer proper name ("Warsaw Logistics sp. z o.o.", "Porto Digital", "Lyon Conseil"): the next
 * word, after one space, is capitalised and is no word the gazetteer or the grammar knows. A station's name is one too
 * ("Kraków Główny"): a place word after it ("station") or a route from it says so.
 */
export function opensProperName(text: JobText, first: number, last: number): boolean {
  const t = text.tokens[first] as Token;
  if (!t.cap || t.upper || gap(text, last, last + 1) !== " " || !nameWord(text.tokens[last + 1])) return false;
  const after = text.tokens[last + 2];
  return !PLACE_WORDS.has(after?.s ?? "") && !/->|>|(^|\s)-(\s|$)/.test(gap(text, last + 1, last + 2));
}

// Words after a place that make it a firm's branch: en.json's `places` section.
const BRANCH_AFTER = placeGrammar().branchAfter;

/**
 * Whether a place is named as a firm's branch ("the Atlanta office", "our Lyon team"): the word right after it, or after
 * the state that settles its namesake ("the Atlanta, Georgia office"), says so.
 */
export function namedAsBranch(text: JobText, mentions: readonly PlaceMention[]): boolean {
  return mentions.some((m) => {
    const next = m.qualified ? m.last + 2 : m.last + 1;
    return BRANCH_AFTER.has(text.tokens[next]?.s ?? "") && /^ +$/.test(gap(text, next - 1, next));
  });
}
