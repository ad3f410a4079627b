import { canonicalize, type CanonicalJob } from "../canonical.js";
import { nameKey } from "../../text/fold.js";
import { languages, lookupWord, type Language, type WordHashes } from "../../language/lexicon.js";
import { endsSentence } from "../../text/lines.js";
import { placeIndex } from "../../gazetteer/place-index.js";
import { baseForms } from "../../dimensions/places/rules/inflection.js";
import { findPlaces } from "../../dimensions/places/rules/find.js";
import { opensWithDigit, prepareText, type JobText, type Token } from "../../text/text.js";
import { slipToPlace } from "./slips.js";
import { slipToWord } from "./word-slips.js";
import { isCountry, placeTargets, wordTargets, type PlaceTarget } from "./targets.js";
import { guardWords } from "../../language/guard-words.js";
import { TypedForms, type Near } from "./fuzzy.js";
import { numberSlot, slotSlip, type SlotNeighbours } from "./number-slot.js";
import { countWord } from "../../language/numbers.js";
import type { SpellingSection } from "../../language/sections/spelling.js";
import { detectKindNamed } from "../../dimensions/kind/kind.js";
import { headcountWords } from "../../dimensions/travellers/headcount/words.js";
import { detectIntents, type JobIntents } from "../../dimensions/intents/intents.js";

/** A job's canonical reading after its misspellings were corrected, and the notes that say what was corrected. */
export interface SpeltJob {
  canonical: CanonicalJob;
  /** One `corrected:<as written>→<as read>` note per corrected word, in the order of the text. */
  notes: string[];
}

interface Fix {
  token: Token;
  to: string;
  distance: number;
  /** The place a place's correction names. */
  target?: PlaceTarget;
}

// Canonical words after which a name is where the trip goes, starts or stays (a language's own cue read as its canonical word).
// Outside English only the words of a route count: "in" and "for" also stand before languages.
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const PLACE_CUES = new Set(["from", "to", "in", "at", "via", "for"]);
const ROUTE_CUES = new Set(["from", "to", "via"]);
const ARROW = /->|>|[\u2013\u2014]|\s-\s/;
// A place a slip away must stand out among the others a slip away: five times as big, or no guess.
const CLEAR_LEAD = 5;
const NO_INTENTS: JobIntents = { disruption: false, mobileData: false };

function readingsOf(lexicons: readonly Language[], words: readonly string[], i: number, hashes?: WordHashes): string | null {
  for (const lex of lexicons) {
    const hit = lookupWord(lex, words, i, words.length, hashes);
    if (hit) return hit.canonical;
  }
  return null;
}

/**
 * A word with an exact reading: a word of the job's languages or English, a place as written, or an English word.
 * `readWith` is the lexicon the canonical reading read the word with: one of `lexicons` reads it here too.
 */
function known(s: string, i: number, reading: FixReading): boolean {
  const readWith = reading.canonical.readWith[i];
  if (readWith && reading.lexicons.includes(readWith)) return true;
  // A name first: of the words the canonical reading left unread that are known, some seven in eight are names it kept.
  const index = placeIndex();
  return index.names.has(s) || index.inflected.has(s) || reading.readingAt(i) !== null;
}

/**
 * An English word a slip from a place or a key word ("spilt", "wether") is read as it is, except where nothing but a
 * name or a key word fits: capitalised right after a route's cue in a language whose capitals mark names ("from Spilt
 * to Hvar": a place), or a slip that keeps its first letter and names a kind in a job that names none ("the wether in
 * Lisbon").
 */
function realWordSlot(text: JobText, i: number, midSentence: boolean, reading: FixReading): "name" | "word" {
  const t = text.tokens[i] as Token;
  if (!midSentence) return "word";
  const capitalMarksName = reading.rules?.capitalMarksName && !t.upper && !placeIndex().givenNames.has(t.s);
  return capitalMarksName && cued(i, reading, ROUTE_CUES) ? "name" : "word";
}

// Whether the job's canonical reading names a kind (a flight, the weather, a visa...): read once per job, only when asked.
const kindNamed = new WeakMap<CanonicalJob, boolean>();
function namesKind(canonical: CanonicalJob): boolean {
  let named = kindNamed.get(canonical);
  if (named === undefined) {
    const folded = (canonical.prepared ?? prepareText(canonical.text)).folded;
    kindNamed.set(canonical, (named = detectKindNamed(folded, detectIntents(folded), 0).named));
  }
  return named;
}

// Whether the sentence of token i names a place, or a capitalised word after a place's cue ("in Dubrovnk"): a real word
// there may be a key word of the trip; in a subject line ("Christmas plans") or a greeting ("Merry Christmas!") it is not.
// Read once per sentence (by its first token), not again for each real word in it.
function sentenceNamesPlace(text: JobText, i: number, reading: FixReading): boolean {
  const from = reading.sentenceOf(i);
  let names = reading.sentencePlaces.get(from);
  if (names !== undefined) return names;
  names = false;
  for (let j = from; j < text.tokens.length && (j === from || reading.sentenceOf(j) === from); j++) {
    const t = text.tokens[j] as Token;
    if (placeIndex().names.has(t.s) || (t.cap && j > from && cued(j, reading, PLACE_CUES))) {
      names = true;
      break;
    }
  }
  reading.sentencePlaces.set(from, names);
  return names;
}

/** The key word a real word is a slip from, where the job names no kind and the key word names one. */
function realWordFix(token: Token, i: number, reading: FixReading): Fix | null {
  const { canonical, lexicons } = reading;
  // "our guide and 12 hikers": a traveller named by role (the head-count's people) is that word, no slip from "guided".
  if (headcountWords("en").people.has(token.s) || !sentenceNamesPlace(canonical.written, i, reading)) return null;
  // Only the key words that keep its first letter and name a kind are weighed: "fight" is "flight", though "eight" is as near.
  const namesKindAlike = (near: Near<string>) => near.word.charAt(0) === token.s.charAt(0) && detectKindNamed(near.word, NO_INTENTS, 0).named;
  const fix = wordFix(token, reading.typed(token.s), lexicons, namesKindAlike);
  // Whether the job names a kind is read over its whole text (once per job): asked last, as few real words are a slip
  // from a key word that names one, while most jobs hold a real word.
  return fix?.distance === 1 && !namesKind(canonical) ? fix : null;
}

/** Where a name is likely: after a place cue, or capitalised inside a sentence or before "to" or an arrow. */
// A capital says a name only where the language file says so (en.json's `spelling`): German writes every noun with one,
// and every language its people's names.
// Without a cue word, a capitalised word is a place only on a route written out (with "to" or an arrow).
function placeLikely(text: JobText, i: number, reading: FixReading): boolean {
  const { langs, rules } = reading;
  const t = text.tokens[i] as Token;
  const capitals = !!rules?.capitalMarksName;
  // Lower case is a name only after an English cue, or before "to" and a city ("krakoww to lisbon"); capitals in a job not
  // written in capitals are a code ("TAROM").
  if (!t.cap) return !!rules?.lowerCaseNames && (cued(i, reading, PLACE_CUES) || (!t.upper && beforeRoute(text, i, reading)));
  const shouting = reading.allCapitals();
  // A given name ("Andrei", "Petra") is a person more often than a misspelt place.
  if ((t.upper && !shouting) || placeIndex().givenNames.has(t.s)) return false;
  // A name in angle brackets is a chat's speaker or a mail's sender ("<Marko> ..."), and its ">" no arrow of a route.
  if (text.folded.charAt(t.start - 1) === "<") return false;
  if (cued(i, reading, capitals ? PLACE_CUES : ROUTE_CUES)) return true;
  // Where a case ending says the direction ("Budaepstről": from), a capitalised word inside a sentence carries its cue.
  if (i > 0 && !endsSentence(text.folded.slice((text.tokens[i - 1] as Token).end, t.start)) && routeEnding(t.s, langs)) return true;
  if (!capitals || shouting) return false;
  const next = text.tokens[i + 1];
  const before = text.tokens[i - 1];
  if (next && ((reading.readingAt(i + 1) ?? text.words[i + 1]) === "to" || ARROW.test(text.folded.slice(t.end, next.start)))) return true;
  if (beforeRoute(text, i, reading)) return true;
  // After an arrow, the place it comes from must be a city or a country as written.
  const from = before ? placeIndex().names.get(before.s) : undefined;
  return !!before?.cap && !!from && from.kind !== "town" && ARROW.test(text.folded.slice(before.end, t.start));
}

/**
 * Where a name may stand in any language: a word capitalised inside a sentence that is no code, no person's name and
 * no chat speaker, or a word beside a route's arrow ("tallin -> rigaa"). A sentence's first word says nothing ("Gerai").
 */
function slipLikely(text: JobText, i: number, midSentence: boolean, reading: FixReading): boolean {
  const t = text.tokens[i] as Token;
  // After a route's cue in any language, lower case too ("z wrocławai do rzymu"): only a slip that lands exactly is read there.
  if (!t.cap && !t.upper && cued(i, reading, ROUTE_CUES)) return true;
  const before = text.tokens[i - 1];
  const next = text.tokens[i + 1];
  if ((before && ARROW.test(text.folded.slice(before.end, t.start))) || (next && ARROW.test(text.folded.slice(t.end, next.start)))) return true;
  if (!midSentence || placeIndex().givenNames.has(t.s) || text.folded.charAt(t.start - 1) === "<") return false;
  return !t.upper || reading.allCapitals();
}


// An ending of two letters or more of the job's languages that says where the trip goes or starts.
function routeEnding(s: string, langs: readonly Language[]): boolean {
  return langs.some((lang) => lang.endings.some(({ ending, means }) => (means === "from" || means === "to") && ending.length >= 2 && s.endsWith(ending)));
}

// "krakoww to lisbon", "vilnuis from riga": a word before "to" or "from" and a city or country as written names the
// route's other end. Capitalised or a given name, only before "to": "Marek from Warsaw", "NOVAK/PETRA FROM: PRAGUE" are people.
function beforeRoute(text: JobText, i: number, reading: FixReading): boolean {
  const cue = text.tokens[i + 1] ? (reading.readingAt(i + 1) ?? text.words[i + 1]) : undefined;
  const after = text.tokens[i + 2];
  const place = after ? placeIndex().names.get(after.s) : undefined;
  const name = text.tokens[i] as Token;
  if (name.cap || placeIndex().givenNames.has(name.s)) return cue === "to" && !!place && place.kind !== "town";
  return (cue === "to" || cue === "from") && !!place && place.kind !== "town";
}

function cued(i: number, reading: FixReading, cues: ReadonlySet<string>): boolean {
  const prev = i > 0 ? (reading.readingAt(i - 1) ?? reading.canonical.written.words[i - 1]) : undefined;
  return !!prev && cues.has(prev);
}

/** The one word every nearest form means, preferring forms of the token's own length (a swap, not a lost letter). */
function wordFix(token: Token, typed: TypedForms, lexicons: readonly Language[], weighed?: (near: Near<string>) => boolean): Fix | null {
  // A word spelt exactly is the nearest there is: its meanings are the lexicons' that hold it, and no slip is looked for.
  const exact = exactMeaning(token.s, lexicons);
  if (exact !== undefined) return exact === null ? null : { token, to: token.s, distance: 0 };
  let near: Near<string>[] = [];
  for (const lex of lexicons) {
    const nearest = wordTargets(lex).nearest(typed);
    const found = weighed ? nearest.filter(weighed) : nearest;
    if (found.length === 0) continue;
    const least = Math.min(...found.map((n) => n.distance), ...near.map((n) => n.distance));
    near = [...near, ...found].filter((n) => n.distance === least);
  }
  const sameLength = near.filter((n) => n.word.length === token.s.length);
  const pick = sameLength.length > 0 ? sameLength : near;
  const meanings = new Set(pick.map((n) => n.value));
  const first = pick[0];
  return first && meanings.size === 1 ? { token, to: first.word, distance: first.distance } : null;
}

/** The one meaning of the word spelt exactly as the token in the lexicons that hold it; null for several, undefined for none. */
function exactMeaning(token: string, lexicons: readonly Language[]): string | null | undefined {
  let meaning: string | undefined;
  for (const lex of lexicons) {
    const value = wordTargets(lex).exact(token);
    if (value === undefined) continue;
    if (meaning !== undefined && meaning !== value) return null;
    meaning = value;
  }
  return meaning;
}

function plainWordFix(token: Token, lexicons: readonly Language[]): Fix | null {
  const to = slipToWord(token.s, lexicons);
  return to ? { token, to, distance: 1 } : null;
}

/** The token with the one slip between a base form and the name it is near carried over ("warszwy" -> "warszawy"). */
function carrySlip(token: string, base: string, name: string): string | null {
  let p = 0;
  while (p < base.length && p < name.length && base[p] === name[p]) p++;
  let s = 0;
  while (s < base.length - p && s < name.length - p && base[base.length - 1 - s] === name[name.length - 1 - s]) s++;
  let shared = 0;
  while (shared < base.length && base[shared] === token[shared]) shared++;
  const end = base.length - s;
  // The slip must lie in the letters the token and the base share, not in a vowel only the base form adds.
  return p < shared && end <= shared ? token.slice(0, p) + name.slice(p, name.length - s) + token.slice(end) : null;
}

/** Places a slip away from the token as written, or from a base form its case ending may come from. */
function nearPlaces(typed: TypedForms, langs: readonly Language[]): { to: string; target: PlaceTarget; distance: number; ending?: boolean }[] {
  const places = placeTargets();
  // A name with its case ending ("Krakowa") is read by the place finder as it is: no slip to look for.
  const names = placeIndex().names;
  const token = typed.token;
  if (langs.some((lang) => baseForms(token, lang).some(({ base }) => names.has(base)))) return [];
  const out: ReturnType<typeof nearPlaces> = places.nearest(typed).map((n) => ({ to: n.word, target: n.value, distance: n.distance }));
  // Endings and languages often give the same base ("-ie" and "-e" both give "krakowi"'s soft stem): each is looked up once.
  const nearBase = new Map<string, Near<PlaceTarget>[]>();
  for (const lang of langs)
    for (const { base } of baseForms(token, lang)) {
      if (base.length < 5 || base === token) continue;
      let near = nearBase.get(base);
      if (!near) nearBase.set(base, (near = places.nearest(base)));
      for (const n of near) {
        const to = n.distance > 0 ? carrySlip(token, base, n.word) : null;
        if (to && to !== token) out.push({ to, target: n.value, distance: n.distance, ending: true });
      }
    }
  return out;
}

/** Whether the token is the name with one of its letters typed twice ("Zagrebb", "Praguue", "Pariss"). */
function doubled(token: string, name: string): boolean {
  if (token.length !== name.length + 1) return false;
  for (let i = 1; i < token.length; i++) if (token[i] === token[i - 1] && token.slice(0, i) + token.slice(i + 1) === name) return true;
  return false;
}

/** The most prominent place a slip away, when it clearly stands out; its English spelling when that is the one near. */
function placeFix(token: Token, typed: TypedForms, langs: readonly Language[], inEnglish: boolean): Fix | null {
  const near = nearPlaces(typed, langs);
  if (near.length === 0) return null;
  const least = Math.min(...near.map((n) => n.distance));
  // An English job means a place by its English name: "Bratislav" is Bratislava there, not Czech "Vratislav".
  // A country goes by many names, its English one among them ("Turky": Turkey, the gazetteer's Türkiye, not Turku).
  const named = (n: (typeof near)[number]) => !inEnglish || n.to === nameKey(n.target.name) || isCountry(n.target);
  const rank = (n: (typeof near)[number]) => (named(n) ? 2 * Number.MAX_SAFE_INTEGER : 0) + n.target.prominence;
  const best = near.filter((n) => n.distance === least).sort((a, b) => rank(b) - rank(a));
  const top = best[0] as (typeof best)[number];
  const same = (n: (typeof best)[number]) => n.target.name === top.target.name && n.target.country === top.target.country;
  const english = best.find((n) => same(n) && n.to === nameKey(top.target.name));
  // "Serbian", "Ukrainian", "Pakistani": a name with letters added after it (its last vowel aside) is a word made from
  // it, not a slip; a doubled last letter is ("Zagrebb"). A form of the same place as long as the token is a swap
  // ("Varsovai": Varsovia, not Varsova with an "i" added).
  const swapped = best.find((n) => same(n) && !n.ending && n.to.length === token.s.length);
  const stem = top.to.replace(/[aeiouy]$/, "");
  if (!swapped && token.s.length > top.to.length && token.s.startsWith(stem) && !doubled(token.s, top.to)) return null;
  const rival = best.find((n) => !same(n) && (named(n) || !english));
  // Endings open many base forms ("Tomkiem": Tomsk, Tokyo, Topeka): read through one, a place must have no rival at all.
  if (rival && (top.ending || rival.target.population * CLEAR_LEAD > top.target.population)) return null;
  return { token, to: (english ?? swapped ?? top).to, distance: least, target: top.target };
}

// The correction in the case the word was written in, its ending with the accents it was written with ("-ről").
// Its letters before the slip as written too ("Bécsbem" -> "Bécsben", not "Becsben").
function written(token: Token, to: string, raw: string): string {
  let kept = 0;
  let lead = 0;
  if (raw.length === token.s.length) {
    while (kept < to.length && token.s[token.s.length - 1 - kept] === to[to.length - 1 - kept]) kept++;
    while (lead < to.length - kept && token.s[lead] === to[lead]) lead++;
  }
  to = raw.slice(0, lead).toLowerCase() + to.slice(lead, to.length - kept) + raw.slice(raw.length - kept).toLowerCase();
  if (token.upper) return to.toUpperCase();
  return token.cap ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

// A token is a run of letters or a run of digits (../../text/text.ts): of letters when it does not start with a digit.
function ofLetters(t: Token): boolean {
  const c = t.s.charCodeAt(0);
  return c < 48 || c > 57;
}

// Module-level rather than a closure per job: the Worker's bundle names every closure it makes (keepNames), at a cost.
function slipOf(s: string, langs: readonly Language[], slips: SlipMemo, anyTown: boolean): ReturnType<typeof slipToPlace> {
  // Keyed by the word itself in one map for each question, as the place finder keeps its inflected words (scan.ts).
  const memo = slips[anyTown ? 1 : 0];
  if (!memo.has(s)) memo.set(s, slipToPlace(s, langs, anyTown));
  return memo.get(s) ?? null;
}

/** The slips read so far, by word: landing on a place people travel to by name, and on a town of any size. */
type SlipMemo = readonly [Map<string, ReturnType<typeof slipToPlace>>, Map<string, ReturnType<typeof slipToPlace>>];

/** What every word of one job is read with (a class, not closures: the bundle names every closure it makes, per word). */
class FixReading implements SlotNeighbours {
  // Key words are corrected only where the language's file says which words are spelt right (en.json's `spelling`):
  // the job's own language (the first) says, though another plainly shows in it too.
  readonly rules: SpellingSection | null | undefined;
  // A word said again lands where it landed before: a job of one name repeated reads its slips once.
  readonly slips: SlipMemo = [new Map(), new Map()];
  // The token's forms a slip away are made once, for every index it is looked up in and every time it is said.
  readonly typedForms = new Map<string, TypedForms>();
  // Whether each sentence (by its first token) names a place, read when a real word in it is first asked about.
  readonly sentencePlaces = new Map<number, boolean>();
  // Each word's exact reading in the job's lexicons (null for none): read once, however many of its neighbours ask.
  private readonly readings: (string | null | undefined)[];
  private sentenceStarts: Int32Array | null = null;
  private capitals: boolean | undefined;
  /** The token last read as a misspelt place, to tell a route's other end after its arrow. */
  placeFixedAt = -1;

  constructor(
    readonly canonical: CanonicalJob,
    readonly lexicons: readonly Language[],
    readonly langs: readonly Language[],
  ) {
    this.rules = langs[0]?.spelling;
    this.readings = new Array<string | null | undefined>(canonical.written.tokens.length).fill(undefined);
  }

  /** The first token of the sentence token i is in: the gaps between words are read once, when first asked. */
  sentenceOf(i: number): number {
    if (!this.sentenceStarts) {
      const { tokens, folded } = this.canonical.written;
      const starts = new Int32Array(tokens.length);
      for (let j = 1; j < tokens.length; j++)
        starts[j] = endsSentence(folded.slice((tokens[j - 1] as Token).end, (tokens[j] as Token).start)) ? j : (starts[j - 1] as number);
      this.sentenceStarts = starts;
    }
    return this.sentenceStarts[i] as number;
  }

  /** The canonical English the job's lexicons read the word at tokens[i] (a phrase's first word) as, or null. */
  readingAt(i: number): string | null {
    let read = this.readings[i];
    if (read === undefined) this.readings[i] = read = readingsOf(this.lexicons, this.canonical.written.words, i, this.canonical.hashes);
    return read;
  }

  /**
   * Whether every word of the job is in capitals (its numbers aside: a token is letters whole or digits whole), read
   * once per job rather than at every word asked about (a long job's words each asked would read all of them again).
   */
  allCapitals(): boolean {
    if (this.capitals === undefined) {
      this.capitals = true;
      for (const t of this.canonical.written.tokens)
        if (!t.upper && !opensWithDigit(t.s)) {
          this.capitals = false;
          break;
        }
    }
    return this.capitals;
  }

  /** Whether the word at j is a count: a number word of the grammar ("three") or one the job's language reads as digits ("dwie"). */
  countAt(j: number): boolean {
    if (countWord(this.canonical.written.words[j] as string) !== undefined) return true;
    const read = this.readingAt(j);
    return read !== null && /^\d+$/.test(read);
  }

  typed(s: string): TypedForms {
    let typed = this.typedForms.get(s);
    if (!typed) this.typedForms.set(s, (typed = new TypedForms(s)));
    return typed;
  }
}

/** Each unknown word's correction: a place where a place is likely and it is nearer or capitalised, else a key word. */
function findFixes(canonical: CanonicalJob, lexicons: readonly Language[], langs: readonly Language[]): Fix[] {
  const tokens = canonical.written.tokens;
  const reading = new FixReading(canonical, lexicons, langs);
  const fixes: Fix[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const fix = fixAt(reading, i);
    if (fix?.target) reading.placeFixedAt = i;
    if (fix) fixes.push(fix);
  }
  return fixes;
}

// A capitalised word right after an arrow whose other end was itself read as a misspelt place ("Bucharets -> Chisnau"):
// the route's far end, as after a name spelt right.
function afterReadPlace(reading: FixReading, i: number): boolean {
  const text = reading.canonical.written;
  const t = text.tokens[i] as Token;
  const before = text.tokens[i - 1];
  return reading.placeFixedAt === i - 1 && !!before && t.cap && !t.upper && ARROW.test(text.folded.slice(before.end, t.start));
}

/** The correction of the word at tokens[i], or null. */
function fixAt(reading: FixReading, i: number): Fix | null {
  const { canonical, lexicons, langs, rules } = reading;
  const text = canonical.written;
  const t = text.tokens[i] as Token;
  if (t.s.length < 5 || !ofLetters(t) || known(t.s, i, reading)) return null;
  // Beside a number, a word a slip from a month or a party's noun is that word, capitalised or not, in any language.
  const slot = guardWords().has(t.s) ? null : numberSlot(text, i, reading);
  const slotted = slot ? slotSlip(reading.typed(t.s), lexicons, slot) : null;
  if (slotted) return slotted.distance === 0 ? null : { token: t, ...slotted };
  // A capital inside a sentence makes a name or its adjective ("European"), not a misspelt key word.
  const midSentence = t.cap && i > 0 && !endsSentence(text.folded.slice((text.tokens[i - 1] as Token).end, t.start));
  // An English word a slip from a key word or a place is read as it is, except where only a name or a key word fits.
  const real = guardWords().has(t.s) ? realWordSlot(text, i, midSentence, reading) : null;
  if (real === "word") return rules?.keyWords ? realWordFix(t, i, reading) : null;
  const typed = reading.typed(t.s);
  // Elsewhere a key word is read only from a plain slip that lands on it exactly ("dwooje", "osoyb").
  const word = midSentence ? null : rules?.keyWords ? wordFix(t, typed, lexicons) : plainWordFix(t, lexicons);
  // A canonical word or a name spelt exactly ("flight", "Tallinn") is read as it is.
  if (word?.distance === 0) return null;
  const likely = placeLikely(text, i, reading) || afterReadPlace(reading, i);
  // A slip that lands on a place exactly is read wherever a name may stand, before a guess among near names.
  const slipped = likely || slipLikely(text, i, midSentence, reading) ? slipOf(t.s, langs, reading.slips, false) : null;
  const place = likely ? placeFix(t, typed, langs, !!rules?.gazetteerNames) : null;
  if (place?.distance === 0) return null;
  // Capitalised after a route's cue, where the finder reads a town of any size, a slip may land on a small one, when it
  // lands on no place people travel to by name and no such place is near ("a Sussa": Suïssa, not Susa).
  const anyTown = !slipped && !place && t.cap && !t.upper && cued(i, reading, ROUTE_CUES);
  const slip = anyTown ? slipOf(t.s, langs, reading.slips, true) : slipped;
  // A slip that lands on a place exactly outweighs a guess among near names of another place ("Zakopaanem": not
  // Zapopan); the guess spells the same place in the job's language ("Vienaa": Vienna, not Spanish "Viena").
  const outranked = !!slip?.swap && !!place;
  if (slip && !outranked && !(place?.target?.name === slip.place.name && place.target.country === slip.place.country) && (likely || midSentence || !word))
    return { token: t, to: slip.to, distance: 1 };
  return place && (!word || place.distance < word.distance || (place.distance === word.distance && t.cap)) ? place : word;
}

/**
 * Reads a job whose words may be misspelt (docs/DESIGN.md section 5): a word with no exact reading, five letters
 * or more, that is a slip or two from a place name or a key word is read as that name or word, and a note says so.
 * A word with an exact reading anywhere (the job's languages, English, the gazetteer) is never touched.
 */
export function readSpelling(source: string, around?: Language): SpeltJob {
  const canonical = canonicalize(source, around);
  const english = languages().get("en");
  const langs = canonical.endings;
  const lexicons = [...new Set([...langs, ...(english ? [english] : [])])];
  const text = canonical.written;
  let fixes = findFixes(canonical, lexicons, langs);
  if (fixes.length === 0) return { canonical, notes: [] };
  // A word the place finder reads as it is (an inflected name, a name with its ending) needs no correction.
  const prepared = canonical.prepared ?? prepareText(canonical.text);
  const places = new Set(findPlaces(prepared, langs).mentions.flatMap((m) => prepared.tokens.slice(m.first, m.last + 1).map((t) => t.s)));
  fixes = fixes.filter((f) => !places.has(f.token.s));
  if (fixes.length === 0) return { canonical, notes: [] };
  let out = text.raw;
  const as = (f: Fix) => written(f.token, f.to, text.raw.slice(f.token.start, f.token.end));
  for (const f of [...fixes].reverse()) out = out.slice(0, f.token.start) + as(f) + out.slice(f.token.end);
  return { canonical: canonicalize(out, around), notes: fixes.map((f) => `corrected:${text.raw.slice(f.token.start, f.token.end)}→${as(f)}`) };
}
