import type { Place } from "../schemas/job.js";
import { AMBIGUOUS_NAMES, CAPITALS_ONLY_KEYS, IATA_STOPLIST } from "./place-data.js";
import { placeIndex, type PlaceEntry } from "./place-index.js";
import type { JobText, Token } from "./text.js";

/** How the words before a place tie it to the trip. */
export type PlaceCue = "from" | "to" | "at" | "via" | "back" | "none";

/** A place found in the job: which tokens name it, what it is, and the cue before it. */
export interface PlaceMention {
  first: number;
  last: number;
  entry: PlaceEntry;
  /** The name to show: the city's English name, or the country as written. */
  name: string;
  cue: PlaceCue;
}

const FROM = new Set(["from", "departing", "leaving", "ex", "outbound"]);
const TO = new Set(["to", "into", "towards", "toward", "for", "reach", "visiting", "visit", "destination"]);
const AT = new Set(["in", "at", "around", "near", "inside", "within"]);
const VIA = new Set(["via", "through", "thru"]);
const STOPOVER = new Set(["connection", "connecting", "layover", "stopover", "transit", "change", "transfer", "changing"]);
const BACK = new Set(["back", "return", "returning", "home"]);
const ARROW = /->|>|(^|[^a-z0-9])-($|[^a-z0-9])|\bto\b/;

function gap(text: JobText, before: number, after: number): string {
  const a = text.tokens[before];
  const b = text.tokens[after];
  return a && b ? text.folded.slice(a.end, b.start) : "";
}

function cueBefore(text: JobText, first: number, afterPlace: boolean): PlaceCue {
  const tokens = text.tokens;
  let i = first - 1;
  if (tokens[i]?.s === "the") i--;
  const prev = tokens[i]?.s;
  if (prev === undefined) return "none";
  const between = gap(text, i, first);
  if (/[;!?]/.test(between)) return "none";
  // "WAW-TLL", "Zagreb -> Ljubljana": an arrow or dash between two places.
  if (afterPlace && (/->|>/.test(between) || /(^|\s)-(\s|$)|^-$/.test(between))) return "to";
  const before = tokens[i - 1]?.s ?? "";
  if (FROM.has(prev) || (prev === "of" && before === "out")) return "from";
  if (TO.has(prev)) return BACK.has(before) || (before === "fly" && tokens[i - 2]?.s === "back") ? "back" : "to";
  if (VIA.has(prev) || (AT.has(prev) && STOPOVER.has(before))) return "via";
  if (AT.has(prev)) return "at";
  return "none";
}

// "Split" the city, not "split our group": a name that is also an everyday word needs a place cue.
function placeExpected(text: JobText, first: number, last: number, token: Token, afterPlace: boolean, entry: PlaceEntry): boolean {
  const cue = cueBefore(text, first, afterPlace);
  if (cue === "from" || cue === "to" || cue === "via" || cue === "back") {
    const prev = text.tokens[first - 1]?.s;
    return prev !== "for" || token.cap;
  }
  if (cue === "at") return token.cap;
  const next = text.tokens[last + 1];
  // "Split, Croatia": a city followed by its own country.
  if (next && /^[\s,(]+$/.test(gap(text, last, last + 1)) && followedByCountry(text, last + 1, entry.country)) return true;
  if (!next || !ARROW.test(gap(text, last, last + 1) + (next.s === "to" ? " to " : ""))) return false;
  // "Split to Belgrade", "Split-Zagreb": the arrow must lead to another place.
  const target = next.s === "to" ? text.tokens[last + 2] : next;
  return !!target && startsPlace(target);
}

function followedByCountry(text: JobText, at: number, country: string): boolean {
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

function mention(text: JobText, first: number, last: number, entry: PlaceEntry, afterPlace: boolean): PlaceMention {
  const name = entry.kind === "country" ? titleCase(text.raw.slice((text.tokens[first] as Token).start, (text.tokens[last] as Token).end)) : entry.name;
  return { first, last, entry, name, cue: cueBefore(text, first, afterPlace) };
}

function titleCase(s: string): string {
  return s.length > 3 && s === s.toLowerCase() ? s.replace(/(^|\s)([a-z])/g, (_m, sp: string, c: string) => sp + c.toUpperCase()) : s;
}

// Names run over spaces, hyphens and dots ("Cluj-Napoca", "St. Petersburg"), not over commas.
function joinsName(text: JobText, before: number, after: number): boolean {
  const from = (text.tokens[before] as Token).end;
  const to = (text.tokens[after] as Token).start;
  if (to - from < 1 || to - from > 3) return false;
  for (let i = from; i < to; i++) {
    const c = text.folded.charCodeAt(i);
    if (c !== 32 && c !== 46 && c !== 45 && c !== 39) return false;
  }
  return true;
}

/** Finds the places a job names: IATA codes in capitals, then city and country names, longest first. */
export function findPlaces(text: JobText): PlaceMention[] {
  const index = placeIndex();
  const tokens = text.tokens;
  const found: PlaceMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const afterPlace = found.length > 0 && (found[found.length - 1] as PlaceMention).last === i - 1;
    if (t.upper && t.s.length === 3) {
      const code = t.s.toUpperCase();
      const byCode = IATA_STOPLIST.has(code) ? undefined : index.iata.get(code);
      if (byCode) {
        found.push(mention(text, i, i, byCode, afterPlace));
        continue;
      }
    }
    let words = Math.min(index.multiWordStarts.get(t.s) ?? 1, tokens.length - i);
    for (; words >= 1; words--) {
      let key = t.s;
      let joined = true;
      for (let k = 1; k < words; k++) {
        if (!joinsName(text, i + k - 1, i + k)) {
          joined = false;
          break;
        }
        key += " " + (tokens[i + k] as Token).s;
      }
      if (!joined) continue;
      const entry = index.names.get(key);
      if (!entry) continue;
      if (CAPITALS_ONLY_KEYS.has(key) && !tokens.slice(i, i + words).every((w) => w.upper || w.s.length === 1)) break;
      if (words === 1 && AMBIGUOUS_NAMES.has(key) && !placeExpected(text, i, i, t, afterPlace, entry)) break;
      // "Sarajevo (Bosnia and Herzegovina)", "Split, Croatia": the country only qualifies the city.
      const previous = found[found.length - 1];
      if (entry.kind === "country" && previous && previous.entry.kind === "city" && previous.entry.country === entry.country && /^[\s,(]+$/.test(gap(text, previous.last, i))) {
        i += words - 1;
        break;
      }
      found.push(mention(text, i, i + words - 1, entry, afterPlace));
      i += words - 1;
      break;
    }
  }
  return found;
}

/** Origin and destination among the places of one trip, from the cues around them. */
export function assignRoute(mentions: readonly PlaceMention[]): { origin: PlaceMention | null; destination: PlaceMention | null } {
  const usable = mentions.filter((m) => m.cue !== "via");
  let origin = usable.find((m) => m.cue === "from") ?? null;
  let destination = usable.find((m) => m.cue === "to" && m !== origin) ?? null;
  if (!origin && destination) {
    const d = destination;
    origin = [...usable].reverse().find((m) => m.cue === "none" && m.first < d.first) ?? null;
  }
  if (origin && !destination) {
    const o = origin;
    destination = usable.find((m) => m !== o && (m.cue === "none" || m.cue === "at") && m.first > o.first) ?? usable.find((m) => m !== o && m.cue !== "back") ?? null;
  }
  if (!origin && !destination) {
    const plain = usable.filter((m) => m.cue === "none");
    if (plain.length >= 2) {
      origin = plain[0] ?? null;
      destination = plain[1] ?? null;
    } else destination = plain[0] ?? usable.find((m) => m.cue === "at") ?? usable.find((m) => m.cue === "back") ?? null;
  }
  return { origin, destination };
}

/** The schema's Place for a mention, tagged "cee" when its country is in the configured set. */
export function toPlace(m: PlaceMention, cee: ReadonlySet<string>): Place {
  const place: Place = { name: m.name, country: m.entry.country };
  if (m.entry.iata) place.iata = m.entry.iata;
  if (cee.has(m.entry.country)) place.region = "cee";
  return place;
}
