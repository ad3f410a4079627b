import type { PlaceCue } from "../places.js";
import type { JobText } from "../../../text/text.js";
import { placeGrammar } from "../../../language/lexicon.js";

// The words before a place that tie it to the trip, and the place words beside a name: en.json's `places` section.
const { from: FROM, to: TO, at: AT, via: VIA, stopover: STOPOVER, back: BACK } = placeGrammar();

/** An arrow, a dash or "to" between two names: a route written out. */
export const ARROW = /->|>|(^|[^a-z0-9])-($|[^a-z0-9])|\bto\b/;

/** Words that make the name beside them a place ("Split airport", "the port of Split"). */
export const PLACE_WORDS: ReadonlySet<string> = placeGrammar().placeWords;

/** What the job folds between two tokens (spaces, punctuation); "" when either is missing. */
export function gap(text: JobText, before: number, after: number): string {
  const a = text.tokens[before];
  const b = text.tokens[after];
  return a && b ? text.folded.slice(a.end, b.start) : "";
}

/** The cue the words before a place give it ("from", "to", "via", "in"...), or "none". */
export function cueBefore(text: JobText, first: number, afterPlace: boolean): PlaceCue {
  const tokens = text.tokens;
  let i = first - 1;
  if (tokens[i]?.s === "the") i--;
  const prev = tokens[i]?.s;
  if (prev === undefined) return "none";
  const between = gap(text, i, first);
  if (/[;!?]/.test(between)) return "none";
  // An arrow or a dash between two places ("WAW-TLL").
  if (afterPlace && (/->|>/.test(between) || /(^|\s)-(\s|$)|^-$/.test(between))) return "to";
  const before = tokens[i - 1]?.s ?? "";
  if (FROM.has(prev) || (prev === "of" && before === "out")) return "from";
  // The second of a pair after "between" is where the trip goes.
  if (prev === "and" && afterBetween(text, i)) return "to";
  if (TO.has(prev)) return BACK.has(before) || (before === "fly" && tokens[i - 2]?.s === "back") ? "back" : "to";
  if (VIA.has(prev) || (AT.has(prev) && STOPOVER.has(before))) return "via";
  if (AT.has(prev)) return "at";
  return "none";
}

function afterBetween(text: JobText, and: number): boolean {
  for (let k = and - 1; k >= Math.max(0, and - 4); k--) if (text.tokens[k]?.s === "between") return true;
  return false;
}

/** A name right after the last place found: two names side by side may be a route. */
export function cuedOrArrow(text: JobText, i: number, afterPlace: boolean): boolean {
  return cueBefore(text, i, afterPlace) !== "none" || ARROW.test(gap(text, i, i + 1) + (text.tokens[i + 1]?.s === "to" ? " to " : ""));
}

// Whether no word of the job has a capital, read once per text rather than at every name asked about.
const lowerCaseTexts = new WeakMap<JobText, boolean>();

/**
 * A job typed all in lower case (chat, phones, voice) says nothing by a name's missing capital: there a name after "in"
 * or with an ending that says "in" is as much a place as a capitalised one elsewhere ("hotel in brugge", "tartus").
 */
export function writtenInLowerCase(text: JobText): boolean {
  let lower = lowerCaseTexts.get(text);
  if (lower === undefined) lowerCaseTexts.set(text, (lower = !text.tokens.some((t) => t.cap || t.upper)));
  return lower;
}
