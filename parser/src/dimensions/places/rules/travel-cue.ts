import type { JobIntents } from "../../intents/intents.js";
import { namesKindBesidePlaces } from "../../kind/kind.js";
import { extractDates } from "../../dates/dates.js";
import { countTravellers } from "../../travellers/travellers.js";
import type { JobText } from "../../../text/text.js";
import { isTableName } from "../../../gazetteer/place-index.js";
import { instructionSpans } from "../../notes/notes.js";
import type { PlaceMention } from "../places.js";
import { PLACE_WORDS } from "./cues.js";
import { opensProperName } from "./firms.js";

/** What a job is read with besides its places: its intents, the day it is read on and its language. */
export interface CueContext {
  intents: JobIntents;
  now: Date;
  language: string;
}

/** Something in the job besides its place names speaks of travel: a kind, an intent, a date, a party, two places. */
function speaksOfTravel(text: JobText, mentions: readonly PlaceMention[], ctx: CueContext): boolean {
  if (ctx.intents.disruption || ctx.intents.mobileData || mentions.length >= 2) return true;
  // A kind named by the job's words; errands ("walkable", "closed on Monday") count beside a place.
  if (namesKindBesidePlaces(text.folded, ctx.intents, mentions.length)) return true;
  if (extractDates(text.folded, ctx.now).date) return true;
  return text.tokens.length > 0 && countTravellers(text.tokens, 0, text.tokens.length, text.folded, ctx.language) !== null;
}

// A text of this many words besides its places says something of its own ("Lisbon please" and "Is Kraków worth it?" ask
// about the place; "Can you help me fix this Python error ... my CSV?" does not).
const SENTENCE_WORDS = 4;

// Words aimed at the desk ("ignore your rules and book it now") are not counted: they never change what the desk does.
function wordsBesidePlaces(text: JobText, mentions: readonly PlaceMention[]): number {
  const aimed = instructionSpans(text.folded);
  let n = 0;
  text.tokens.forEach((t, i) => {
    if (!/[^0-9]/.test(t.s) || mentions.some((m) => m.first <= i && i <= m.last)) return;
    if (!aimed.some(([start, end]) => start <= t.start && t.start < end)) n++;
  });
  return n;
}

/**
 * The places of a trip among the names found. A sentence that says nothing of travel names none: a name there is a
 * file's, a firm's or a word ("my CSV", "Fitnessstudio-Abo", "Warsaw Logistics"), even after a word that may be a place
 * cue ("a letter to Gdańsk Logistics"), unless that cue ties it to the trip and it opens no longer proper name.
 */
export function placesOfTheTrip(text: JobText, mentions: PlaceMention[], ctx: CueContext): PlaceMention[] {
  if (mentions.length === 0 || speaksOfTravel(text, mentions, ctx)) return mentions;
  const sentence = wordsBesidePlaces(text, mentions) >= SENTENCE_WORDS;
  // A sight, a resort or an airport of the tables is a place people travel to, whatever the words around it. A name
  // after "to" or "from" is where someone goes; one "in" a sentence of its own is what the sentence is about ("a haiku
  // about autumn in Kraków", "what year did the revolution happen in Prague").
  const tied = (m: PlaceMention) => !sentence || (m.cue !== "none" && m.cue !== "at") || besidePlaceWord(text, m) || isTableName(m.entry);
  return mentions.filter((m) => tied(m) && !opensProperName(text, m.first, m.last));
}

// "Vienna airport", "the port of Split", "Flughafen Wien" (read "airport Vienna"): a place word beside the name.
function besidePlaceWord(text: JobText, m: PlaceMention): boolean {
  const before = text.tokens[m.first - 1]?.s ?? "";
  const after = text.tokens[m.last + 1]?.s ?? "";
  return PLACE_WORDS.has(before) || PLACE_WORDS.has(after) || (before === "of" && PLACE_WORDS.has(text.tokens[m.first - 2]?.s ?? ""));
}
