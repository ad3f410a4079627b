import { endsSentence } from "../../../text/lines.js";
import { isTableName, placeIndex, type PlaceEntry } from "../../../gazetteer/place-index.js";
import type { JobText, Token } from "../../../text/text.js";
import { placeGrammar } from "../../../language/lexicon.js";
import { ASKS_ABOUT_COUNTRY } from "./codes.js";
import { ARROW, cueBefore, gap, PLACE_WORDS, writtenInLowerCase } from "./cues.js";

/** Towns beyond airports need a capital letter and, unless they are this big, a place cue or a qualifier. */
export const TOWN_WITHOUT_CUE = 15_000;

// Words before a name that make it a place of the trip (a lake, a castle, "port of").
const BEFORE_LANDMARK = placeGrammar().landmarkBefore;
const STAY_LINE = /\b(?:hotel|accommodation|apartment|hostel|guest ?house|pension|pensiunea|villa|room|campsite|chalet)\b/;

/** A name that is also an everyday word is a place only where a place is expected: after a cue, beside a place word, before a country or an arrow. */
export function placeExpected(text: JobText, first: number, last: number, token: Token, afterPlace: boolean, entry: PlaceEntry): boolean {
  const cue = cueBefore(text, first, afterPlace);
  if (cue === "from" || cue === "to" || cue === "via" || cue === "back") {
    const prev = text.tokens[first - 1]?.s;
    return prev !== "for" || token.cap;
  }
  if (cue === "at") return token.cap || writtenInLowerCase(text);
  const next = text.tokens[last + 1];
  if (token.cap && (PLACE_WORDS.has(text.tokens[first - 1]?.s ?? "") || PLACE_WORDS.has(next?.s ?? ""))) return true;
  // A country named before what is asked about it.
  if (token.cap && entry.kind === "country" && ASKS_ABOUT_COUNTRY.has(next?.s ?? "")) return true;
  if (next && /^[\s,(]+$/.test(gap(text, last, last + 1)) && followedByCountry(text, last + 1, entry.country)) return true;
  if (!next || !ARROW.test(gap(text, last, last + 1) + (next.s === "to" ? " to " : ""))) return false;
  // The arrow must lead to another place.
  const target = next.s === "to" ? text.tokens[last + 2] : next;
  return !!target && startsPlace(target);
}

/** A city followed by its own country, in up to three words. */
export function followedByCountry(text: JobText, at: number, country: string): boolean {
  const index = placeIndex();
  let key = "";
  for (let k = at; k < Math.min(at + 3, text.tokens.length); k++) {
    key += (key ? " " : "") + (text.tokens[k] as Token).s;
    const hit = index.names.get(key);
    if (hit && hit.kind === "country" && hit.country === country) return true;
  }
  return false;
}

function startsPlace(token: Token): boolean {
  const index = placeIndex();
  if (token.upper && token.s.length === 3 && index.iata.has(token.s.toUpperCase())) return true;
  return index.names.has(token.s) || index.multiWordStarts.has(token.s);
}

/** A US state after a name ("Paris, Texas", "Paris, TX") picks the namesake there; a place word may stand between. */
export function stateQualifier(text: JobText, at: number): { state: string; last: number } | null {
  const last = PLACE_WORDS.has(text.tokens[at + 1]?.s ?? "") && /^\s+$/.test(gap(text, at, at + 1)) ? at + 1 : at;
  const gapText = gap(text, last, last + 1);
  if (!/^\s*[,(]\s*$/.test(gapText)) return null;
  const states = placeIndex().states;
  let key = "";
  for (let k = last + 1; k < Math.min(last + 4, text.tokens.length); k++) {
    key += (key ? " " : "") + (text.tokens[k] as Token).s;
    // A full state name, or its two-letter code in capitals.
    const state = key.length === 2 && !(text.tokens[k] as Token).upper ? undefined : states.get(key);
    if (state) return { state, last: k };
  }
  return null;
}

// Agents and voice transcripts write towns in lower case after "from"/"to": enough for a real town, or for any
// town when the whole job has no capital. An airport or landmark of the tables is a name nothing else has.
function lowerCaseTownExpected(text: JobText, first: number, entry: PlaceEntry, afterPlace: boolean): boolean {
  const cue = cueBefore(text, first, afterPlace);
  if (cue !== "from" && cue !== "to" && cue !== "via") return false;
  const noCapitals = writtenInLowerCase(text);
  return entry.population >= 50_000 || (entry.population > 0 && noCapitals) || (isTableName(entry) && (text.tokens[first] as Token).s.length >= 5);
}

// The towns closing a stay's address line (a hotel's name, a comma or dash, the town).
function closesStayLine(text: JobText, first: number, last: number): boolean {
  const endsLine = last === text.tokens.length - 1 || /^\s*(?:\n|[·|•(/]|$)/.test(gap(text, last, last + 1));
  if (!/^\s*[,—–/-]\s*$/.test(gap(text, first - 1, first)) || !endsLine) return false;
  const lineStart = text.folded.lastIndexOf("\n", (text.tokens[first] as Token).start) + 1;
  return STAY_LINE.test(text.folded.slice(lineStart, (text.tokens[first] as Token).start));
}

// A route written out from this town: an arrow, or "to" and a capitalised name.
function startsRoute(text: JobText, last: number): boolean {
  const next = text.tokens[last + 1];
  if (!next) return false;
  const between = gap(text, last, last + 1);
  // "Szeged – Budapest", "Szeged → Belgrád busz": beside an arrow the next name is the route's end; "to" comes before it.
  if (next.s !== "to" && ARROW.test(between)) return next.cap;
  return (ARROW.test(between) || (next.s === "to" && /^ +$/.test(between))) && !!text.tokens[last + 2]?.cap;
}

/** A small town's name counts only with a capital that means a name, and a cue, a place word, a route or a size. */
export function townExpected(text: JobText, first: number, last: number, entry: PlaceEntry, afterPlace: boolean): boolean {
  const token = text.tokens[first] as Token;
  if (!token.cap) return lowerCaseTownExpected(text, first, entry, afterPlace);
  // A capital that only starts a sentence, or text in capitals, says nothing about a name.
  if (token.upper) return false;
  if (BEFORE_LANDMARK.has(text.tokens[first - 1]?.s ?? "") || cueBefore(text, first, afterPlace) !== "none") return true;
  // A landmark or an airport of the tables: its capital letter is enough, unless it only starts a sentence and is short.
  const sentenceStart = first === 0 || endsSentence(gap(text, first - 1, first));
  const name = text.tokens.slice(first, last + 1).map((t) => t.s).join(" ");
  if (isTableName(entry) && (!sentenceStart || name.length >= 6)) return true;
  if (closesStayLine(text, first, last)) return true;
  // Two names side by side, as agents and chat write a route.
  if (afterPlace && /^ +$/.test(gap(text, first - 1, first))) return true;
  const next = text.tokens[last + 1];
  if (next && /^[\s,(]+$/.test(gap(text, last, last + 1)) && followedByCountry(text, last + 1, entry.country)) return true;
  if (startsRoute(text, last)) return true;
  return !sentenceStart && entry.population >= TOWN_WITHOUT_CUE;
}
