import { placeIndex } from "../../../gazetteer/place-index.js";
import { placeGrammar } from "../../../language/lexicon.js";
import type { JobText, Token } from "../../../text/text.js";
import { gap, PLACE_WORDS } from "./cues.js";

// A relation or a greeting before a capitalised name makes it a person; so do verbs only people take after a given name, and a
// stay's word before a hotel's name. Words of en.json's `places` section.
const { personBefore: PERSON_BEFORE, personVerbs: PERSON_VERBS, personAfterAnd: PERSON_AFTER_AND, hotelWords: HOTEL_WORDS } = placeGrammar();

/** A capitalised name right after a relation ("colleague", "dear") is a person, not a place. */
export function afterRelation(text: JobText, i: number): boolean {
  return !!text.tokens[i]?.cap && PERSON_BEFORE.has(text.tokens[i - 1]?.s ?? "") && /^\s+$/.test(gap(text, i - 1, i));
}

/**
 * A name after a stay's word and before the town's, with a comma between, is the hotel's name; so is one after a stay's
 * word in title case with a town later on its line ("Hotel Moskva ★★★★ · Terazije 20, Belgrade": a page's heading), or
 * opening a results page's row, its rating and price in segments after it.
 */
export function hotelName(text: JobText, i: number): boolean {
  const tokens = text.tokens;
  if (!tokens[i]?.cap || !HOTEL_WORDS.has(tokens[i - 1]?.s ?? "")) return false;
  const titled = tokens[i - 1]?.cap && !tokens[i - 1]?.upper && !tokens[i]?.upper && gap(text, i - 1, i) === " ";
  if (titled && (townLaterOnLine(text, i) || opensListingRow(text, i))) return true;
  if (!/^,\s*$/.test(gap(text, i, i + 1))) return false;
  return !!tokens[i + 1]?.cap && placeIndex().names.get(tokens[i + 1]?.s ?? "")?.kind !== "country";
}

// A results page's row goes on in segments with figures ("· 4.6 · from 480 PLN/night"): the hotel's town is the page's.
const LISTING_ROW = /^[ \t]*[·|•][^\n]*\d/;
function opensListingRow(text: JobText, i: number): boolean {
  const end = (text.tokens[i] as Token).end;
  return LISTING_ROW.test(text.folded.slice(end, end + 80));
}

// How far along its line a page's heading names its town.
const HEADING_WORDS = 8;

function townLaterOnLine(text: JobText, i: number): boolean {
  const names = placeIndex().names;
  for (let k = i + 1; k <= i + HEADING_WORDS && text.tokens[k]; k++) {
    // A line break ends the heading; "to" or an arrow makes the names a route ("Need A Hotel Warsaw To Vienna").
    if (/\n|->|>|\u2192|\s-\s/.test(gap(text, k - 1, k))) return false;
    const t = text.tokens[k];
    if (t?.s === "to") return false;
    const place = t?.cap && t.s !== text.tokens[i]?.s ? names.get(t.s) : undefined;
    if (place && place.kind !== "country") return true;
  }
  return false;
}

/**
 * A capitalised word after "with", or after "and" that follows a lower-case word rather than a place ("ide i Marko",
 * "comes with Marko"): a companion. Only a word read as an inflected name is judged so; a name as written stays a place.
 */
export function companion(text: JobText, i: number, placeBefore: boolean): boolean {
  const tokens = text.tokens;
  const prev = tokens[i - 1]?.s;
  if (!tokens[i]?.cap || tokens[i]?.upper || !/^\s+$/.test(gap(text, i - 1, i))) return false;
  if (prev === "with") return true;
  const before = tokens[i - 2];
  if (prev !== "and" || !before || placeBefore || before.cap || before.upper || !/^[^\d]+$/.test(before.s)) return false;
  return /^\s+$/.test(gap(text, i - 2, i - 1));
}

/** Token i is the last of its clause: the text ends, or a line break or a stop follows it. */
export function clauseEnds(text: JobText, i: number): boolean {
  return !text.tokens[i + 1] || /[\n,.;!?]/.test(gap(text, i, i + 1));
}

/**
 * A given name followed by a surname: a capitalised word no place has, then a comma, a colon or a verb only people take
 * ("Sofia Rossi, 18:02:", "Sofia Rossi wants"); "Sofia Airport" and "Sofia Bulgaria" stay places.
 */
function withSurname(text: JobText, i: number): boolean {
  const surname = text.tokens[i + 1];
  if (!surname?.cap || surname.upper || !/^ +$/.test(gap(text, i, i + 1))) return false;
  const names = placeIndex().names;
  if (names.has(surname.s) || names.has(`${text.tokens[i]?.s} ${surname.s}`) || PLACE_WORDS.has(surname.s)) return false;
  return /^\s*[,:]/.test(gap(text, i + 1, i + 2)) || PERSON_VERBS.has(text.tokens[i + 2]?.s ?? "");
}

/** A given name used for a person rather than the place of that name: a companion, or a name with a verb only people take. */
export function personNamed(text: JobText, i: number): boolean {
  const prev = text.tokens[i - 1]?.s;
  if (prev === "with" || (prev === "and" && ["me", "i"].includes(text.tokens[i - 2]?.s ?? "")) || withSurname(text, i)) return true;
  const next = text.tokens[i + 1]?.s;
  const after = text.tokens[i + 2]?.s ?? "";
  if (!next || !/^\s*$/.test(gap(text, i, i + 1))) return false;
  if (PERSON_VERBS.has(next)) return true;
  if (next === "and" && PERSON_AFTER_AND.has(after)) return true;
  // Two given names and a verb only people take.
  const other = text.tokens[i + 2];
  return next === "and" && !!other?.cap && placeIndex().givenNames.has(after) && PERSON_VERBS.has(text.tokens[i + 3]?.s ?? "");
}
