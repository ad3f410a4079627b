import { countTravellers } from "../travellers/travellers.js";
import { detectIntents } from "../intents/intents.js";
import { assignRoute, type PlaceMention } from "../places/places.js";
import type { JobText, Token } from "../../text/text.js";
import { partWords } from "../../language/lexicon.js";

/** A stretch of the job (tokens first..last) that forms one independent request. */
export interface PartSpan {
  first: number;
  last: number;
}

type Kind = "travel" | "mobile" | "disruption" | "filler";

interface Span extends PartSpan {
  kind: Kind;
  origin: PlaceMention | null;
  destination: PlaceMention | null;
  count: number | null;
  returning: boolean;
  /** The clause asks for something to book (a flight, a room, a car), not only says where the traveller goes. */
  asks: boolean;
}

// Words that join the clauses of a job (they belong to neither side), words of the way back, and abbreviations a dot
// follows mid-sentence: en.json's `parts` section.
const { joiners: JOINERS, returning: RETURNING, abbreviations: ABBREVIATIONS } = partWords();
// Canonical words of a request of its own: a stay and an eSIM are two requests, an eSIM for the trip to a place is one.
const REQUEST = new RegExp(
  String.raw`\b(?:flights?|hotels?|hostels?|apartments?|accommodation|rooms?|campsites?|car rental|rent a car|trains?|bus(?:es)?|coach(?:es)?|` +
    String.raw`ferry|ferries|tickets?)\b`,
);

// "1) KIV-IST … 2) IST-TBS", "(1) Sofia-Athens … (2) Athens-Rome", "a) … b) …": a list's item marker starts a leg.
const LIST_MARK = /^(?:[1-9]|[a-e])$/;
function listItem(text: JobText, token: Token, gap: string): boolean {
  if (!LIST_MARK.test(token.s) || text.folded.charAt(token.end) !== ")" || !/\s/.test(text.folded.charAt(token.end + 1))) return false;
  return !gap.includes("(") || gap.trimStart() === "(";
}

function boundaryBefore(text: JobText, i: number): boolean {
  const prev = text.tokens[i - 1];
  const token = text.tokens[i] as Token;
  if (!prev) return false;
  const gap = text.folded.slice(prev.end, token.start);
  if (listItem(text, token, gap)) return true;
  // "Leg 1: KTW-TIA · Leg 2: TIA-SKP", "WAW–PRG | PRG–VIE", "KRK-ATH 2pax / ATH-TLV 1pax": a separator dot, bar or
  // spaced slash lists legs as a comma does (a slash inside a date or a name has no space around it).
  if (/[;!?\n,&+·|]|\s\/\s/.test(gap)) return true;
  return /\.\s/.test(gap) && !ABBREVIATIONS.has(prev.s);
}

function sentenceBefore(text: JobText, i: number): boolean {
  const prev = text.tokens[i - 1];
  return !!prev && /[;\n]|\.\s/.test(text.folded.slice(prev.end, (text.tokens[i] as Token).start));
}

/** The same place; with `within`, also a place inside a country named on the other side. */
function samePlace(a: PlaceMention | null, b: PlaceMention | null, within = false): boolean {
  if (!a || !b || a.entry.country !== b.entry.country) return false;
  return a.entry.name === b.entry.name || (within && (a.entry.kind === "country" || b.entry.kind === "country"));
}

function describe(text: JobText, first: number, last: number, mentions: readonly PlaceMention[]): Span {
  const inside = mentions.filter((m) => m.first >= first && m.last <= last);
  const { origin, destination } = assignRoute(inside);
  const folded = text.folded.slice((text.tokens[first] as Token).start, (text.tokens[last] as Token).end);
  const intents = detectIntents(folded);
  const count = countTravellers(text.tokens, first, last + 1, text.folded);
  let returning = false;
  for (let i = first; i <= last; i++) if (RETURNING.has((text.tokens[i] as Token).s)) returning = true;
  const kind: Kind = intents.mobileData ? "mobile" : intents.disruption ? "disruption" : inside.length || count !== null ? "travel" : "filler";
  return { first, last, kind, origin, destination, count, returning, asks: kind === "travel" && REQUEST.test(folded) };
}

function independentTrip(span: Span): boolean {
  return (!!span.origin && !!span.destination) || span.count !== null || span.asks;
}

// A clause with its own route (or its own party going elsewhere) is a new leg, unless it is the way back.
function startsNewLeg(current: Span, piece: Span): boolean {
  const { origin, destination } = piece;
  // "return Riga → Gdańsk for 3" after "Gdańsk → Riga for 2 of us": the way back with another party is a leg of its own.
  if (piece.returning) return openJaw(current, piece) || otherParty(current, piece);
  if (!origin && !destination) return false;
  if (!current.origin && !current.destination) return false;
  if (!(origin && destination) && piece.count === null) return false;
  // The same trip told again in full (a question, then the route; a visa, then the flights there) is no new leg.
  if ((!current.origin && samePlace(destination, current.destination, true)) || (!current.destination && samePlace(origin, current.origin, true))) return false;
  const reverse = samePlace(origin, current.destination) && samePlace(destination, current.origin);
  const same = (!origin || samePlace(origin, current.origin)) && (!destination || samePlace(destination, current.destination));
  return !reverse && !same;
}

// The way back from another place than the one flown to ("back to London from Budapest" after "London to Prague") is
// a leg of its own route; the way back from where the trip went ("return from Prague"), or with no place, is the same trip.
function openJaw(current: Span, piece: Span): boolean {
  if (!piece.origin || !current.destination) return false;
  return !samePlace(piece.origin, current.destination, true) && !samePlace(piece.origin, current.origin);
}

function otherParty(current: Span, piece: Span): boolean {
  return !!piece.origin && !!piece.destination && piece.count !== null && current.count !== null && piece.count !== current.count;
}

function absorb(current: Span, piece: Span, kind: Kind): void {
  current.last = piece.last;
  current.kind = kind;
  current.origin ??= piece.origin;
  current.destination ??= piece.destination;
  current.count ??= piece.count;
  current.asks ||= piece.asks;
}

// "Tallinn → Riga → Vilnius", "BUD-VIE-ZRH", "London to Paris to Rome": places chained by arrows, dashes or "to" are legs,
// each ending where the next starts (the place between belongs to both); "Warsaw → Rome → Warsaw" is then the way back.
const CHAIN = /^\s*(?:-+>|=>|[→⟶➔>–—-]|to)\s*$/;

function chainedAfter(text: JobText, a: PlaceMention, b: PlaceMention): boolean {
  return b.first > a.last && CHAIN.test(text.folded.slice((text.tokens[a.last] as Token).end, (text.tokens[b.first] as Token).start));
}

/** A clause whose places chain three or more ends is cut into one clause per leg, overlapping at the places between. */
function chainLegs(text: JobText, clause: PartSpan, mentions: readonly PlaceMention[]): PartSpan[] {
  const inside = mentions.filter((m) => m.first >= clause.first && m.last <= clause.last);
  if (inside.length < 3) return [clause];
  let run: PlaceMention[] = [];
  for (const m of inside) {
    const last = run[run.length - 1];
    if (last && chainedAfter(text, last, m)) run.push(m);
    else if (run.length >= 3) break;
    else run = [m];
  }
  if (run.length < 3) return [clause];
  // Each leg reads its two ends in order, whatever cue the chain's dash or "to" gave the later ones.
  for (const m of run) m.cue = "none";
  const legs: PartSpan[] = [];
  for (let k = 0; k + 1 < run.length; k++) {
    const first = k === 0 ? clause.first : (run[k] as PlaceMention).first;
    legs.push({ first, last: k + 2 === run.length ? clause.last : (run[k + 1] as PlaceMention).last });
  }
  return legs;
}

function clauses(text: JobText, inPlace: Uint8Array): PartSpan[] {
  const out: PartSpan[] = [];
  let start = -1;
  for (let i = 0; i < text.tokens.length; i++) {
    const joiner = !inPlace[i] && JOINERS.has((text.tokens[i] as Token).s);
    if (start >= 0 && (joiner || (!inPlace[i] && boundaryBefore(text, i)))) {
      out.push({ first: start, last: i - 1 });
      start = -1;
    }
    if (!joiner && start < 0) start = i;
  }
  if (start >= 0) out.push({ first: start, last: text.tokens.length - 1 });
  return out;
}

/**
 * Splits a job into its independent requests (docs/DESIGN.md section 6, rule 2): two parties or legs with
 * their own counts or routes, travel plus an eSIM, or a disruption plus an eSIM. Clauses that only
 * add detail (a date, "names later", the way back) stay with the request they belong to.
 */
export function findParts(text: JobText, mentions: readonly PlaceMention[], mobileData: boolean): PartSpan[] {
  const whole: PartSpan = { first: 0, last: text.tokens.length - 1 };
  // One request unless there is mobile data beside something else, or places enough for two legs.
  if (text.tokens.length === 0 || (!mobileData && mentions.length < 3)) return [whole];
  const inPlace = new Uint8Array(text.tokens.length);
  for (const m of mentions) for (let i = m.first + 1; i <= m.last; i++) inPlace[i] = 1;
  const parts: Span[] = [];
  const pieces = clauses(text, inPlace)
    .flatMap((clause) => chainLegs(text, clause, mentions))
    .map((clause) => describe(text, clause.first, clause.last, mentions));
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k] as Span;
    const current = parts[parts.length - 1];
    // A party named with no place of its own is the party of the leg that follows it, when that leg names no other.
    const next = pieces[k + 1];
    const party = piece.kind === "travel" && piece.count !== null && !piece.origin && !piece.destination;
    // Words after a full stop or a semicolon start what follows them.
    const opening = piece.kind === "filler" && sentenceBefore(text, piece.first);
    const ownCount = next && (next.count === null || next.count === piece.count || opening);
    if (current && (party || opening) && next && next.kind === "travel" && ownCount && startsNewLeg(current, next)) {
      next.first = piece.first;
      next.count ??= piece.count;
      continue;
    }
    if (!current) parts.push(piece);
    else if (current.kind === "filler" || piece.kind === "filler") absorb(current, piece, current.kind === "filler" ? piece.kind : current.kind);
    else if (piece.kind === "mobile") {
      if (current.kind === "mobile" || (current.kind === "travel" && !independentTrip(current))) absorb(current, piece, "mobile");
      else parts.push(piece);
    } else if (current.kind === "mobile") {
      if (piece.kind === "travel" && !independentTrip(piece)) absorb(current, piece, "mobile");
      else parts.push(piece);
    } else if (piece.kind === "disruption" || current.kind === "disruption") absorb(current, piece, "disruption");
    else if (startsNewLeg(current, piece)) parts.push(piece);
    else absorb(current, piece, "travel");
  }
  return parts.length > 1 ? parts.map(({ first, last }) => ({ first, last })) : [whole];
}
