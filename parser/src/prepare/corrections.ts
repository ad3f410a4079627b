// Text the grammar must not read as the trip, blanked with spaces so offsets still map to what was written:
// a route named by the text itself, and spoken or typed self-corrections.
//
// Self-corrections are a discourse operation: a correction marker followed by a replacement of one dimension (a
// count, a date, a kind of transport, a place) replaces the last thing of that dimension said before it, whichever
// dimension it is. Every language's markers (the `correction` words of shared/data/lang) are rewritten to the
// canonical "correction" first, so this reads one word; a bare "no" set off by punctuation ("the 4th, no, the 5th")
// is a marker too when a replacement follows it. What was corrected is blanked with spaces (or overwritten in
// place), so the text keeps its length and its map back to what the user wrote.

import { dateSpans, isMonthWord } from "../dimensions/dates/dates.js";
import { detectKind } from "../dimensions/kind/kind.js";
import { countWord } from "../language/numbers.js";
import { trimEndOf } from "../text/lines.js";
import { mailWords } from "../language/mail-words.js";
import { languageMeta } from "../language/lexicon.js";
import { foldText } from "../text/text.js";
import { escapeRegExp } from "../text/pattern.js";

// The explicit marker, "no" or "not" between punctuation (", no, ", ", no - ", ". No, ", "z Brna, ne, z Ostravy" read
// "from Brna, not, from Ostravy"), or a star before the word that replaces a typed one ("for 2*, *3", "*Varna").
const MARKER = /\bcorrection\b[\s,.:;!-]{0,6}|(?<=[,.;!?—–-][ \t]{0,3})not?[ \t]{0,2}[,:;!—–-][ \t]{0,3}|(?<![\p{L}\p{N}*])\*(?=[\p{L}\p{N}])/giu;
// Words that start the phrase a correction replaces: "to Brno" replaces the last "to ...", "by bus" the last "by ...".
const PHRASE_STARTS = new Set(["to", "from", "via", "in", "for", "on", "at", "by", "with"]);
// Words a replacement may open with that are no part of it: "actually just two", "make that the 5th".
// A "no" after a marker ("vlastně ne" read "correction not", "anzi no"), "we" before a count ("al final somos 9") and
// an article before a kind ("a hotel, no wait, a train") too.
const FILLERS = new Set(["just", "only", "on", "the", "that", "it", "then", "no", "not", "we", "a", "an"]);
const SKIPPED = new Set([" ", "\t", "\n", "\r", ",", ";", ":", "!", "—", "–", "-"]);
const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;
const NO_INTENTS = { disruption: false, mobileData: false };

interface Marker {
  start: number;
  end: number;
  /** Where the replacement starts, past any filler words. */
  at: number;
  next: string;
  bare: boolean;
}

function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + " ".repeat(to - from) + text.slice(to);
}

function overwrite(text: string, at: number, old: string, value: string): string {
  return text.slice(0, at) + value.padEnd(old.length) + text.slice(at + old.length);
}

// The last ". " that ends a sentence before `at`: the dot of a German or Slavic day ("am 4. Dezember") ends none.
function sentenceDot(text: string, at: number): number {
  let dot = text.lastIndexOf(". ", at);
  while (dot > 0 && /\d/.test(text.charAt(dot - 1))) dot = text.lastIndexOf(". ", dot - 1);
  return dot;
}

/** Words of text[from, to) with their offsets in text. */
function wordsIn(text: string, from: number, to: number): { w: string; at: number }[] {
  return [...text.slice(from, to).matchAll(WORD)].map((m) => ({ w: m[0], at: from + m.index }));
}

function markerAt(text: string, m: RegExpExecArray): Marker {
  let at = m.index + m[0].length;
  for (const w of wordsIn(text, at, Math.min(text.length, at + 40))) {
    if (!FILLERS.has(w.w.toLowerCase()) || /[,.;:]/.test(text.slice(at, w.at))) break;
    at = w.at + w.w.length;
  }
  // Spaces and the punctuation after a filler: "correction not, for 2" replaces with "for 2".
  while (at < text.length && SKIPPED.has(text.charAt(at))) at++;
  const next = WORD_START.exec(text.slice(at))?.[0].toLowerCase() ?? "";
  return { start: m.index, end: m.index + m[0].length, at, next, bare: !/correction/i.test(m[0]) };
}
const inSpan = (spans: readonly [number, number][], at: number) => spans.some(([a, b]) => at >= a && at < b);

/** The calendar dates of the text, found on its lower-case form (same offsets), or none where folding moves them. */
function datesOf(text: string): [number, number][] {
  const lower = text.toLowerCase();
  return lower.length === text.length ? dateSpans(lower) : [];
}

// A count is a number word or digits that no month follows ("10 December" is a day, not the party) and no date holds.
function isCount(text: string, w: { w: string; at: number }, dates: readonly [number, number][]): boolean {
  const word = w.w.toLowerCase();
  if (countWord(word) === undefined || word === "a" || word === "an" || /^\d+(?:st|nd|rd|th)$/.test(word) || inSpan(dates, w.at)) return false;
  const after = WORD_AFTER.exec(text.slice(w.at + w.w.length))?.[1] ?? "";
  return !isMonthWord(after.toLowerCase());
}

// Every language's phrases that argue for a count ("count us as", "policz nas jako"; `steer` of the head-count section,
// in the grammar's words), closing what stands before a count in the same clause.
let arguing: RegExp | null = null;
function argued(before: string): boolean {
  if (!arguing) {
    const phrases = [...new Set(languageMeta().flatMap((m) => m.headcount?.steer ?? []))].map(escapeRegExp).join("|");
    arguing = new RegExp(String.raw`(?<!\p{L})(?:${phrases})(?!\p{L})[^.;:!?\n]{0,40}$`, "iu");
  }
  // The phrases are folded as the language files are built ("racunajte us kao"): so is the text they are looked for in.
  return arguing.test(foldText(before));
}

/** "two adults ..., make that three", "four of us... actually just two": the new count takes the old one's place. */
function correctCount(text: string, mk: Marker, from: number): string | null {
  const dates = datesOf(text);
  if (!isCount(text, { w: mk.next, at: mk.at }, dates)) return null;
  const old = wordsIn(text, from, mk.start).findLast((w) => isCount(text, w, dates));
  if (!old) return null;
  // "count us as two but there are actually 5 of us": a count the text argues for is no count said before; the one
  // after the marker states the party beside it, and replaces nothing.
  if (argued(text.slice(from, old.at))) return blank(text, mk.start, mk.at);
  const digits = String(countWord(mk.next));
  if (digits.length > old.w.length) return countInPlace(text, old, mk, digits);
  return blank(overwrite(text, old.at, old.w, digits), mk.start, mk.at + mk.next.length);
}

// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const WORD_START = /^[\p{L}\p{N}]+/u;
const WORD_AFTER = /^[\s.]*(\p{L}+)/u;
const CAPITALISED = /^\p{Lu}/u;

/**
 * "8 people, correction, 11": a new count longer than the old one. The old count's noun (one or two words right after
 * it) is written again after the new count, where the old one stood, so "11" still counts people; the rest is blanked.
 */
function countInPlace(text: string, old: { w: string; at: number }, mk: Marker, digits: string): string {
  const noun = trimEndOf(text.slice(old.at + old.w.length, mk.start), " \t\n,;:.!-");
  const words = wordsIn(noun, 0, noun.length);
  if (words.length === 0 || words.length > 2 || /[,;:.!]/.test(noun)) return blank(blank(text, old.at, old.at + old.w.length), mk.start, mk.at);
  const end = mk.at + mk.next.length;
  return overwrite(text, old.at, text.slice(old.at, end), `${digits}${noun},`);
}

const ORDINAL_DAY = /^\d{1,2}(?:st|nd|rd|th)?$/i;
// "from 4 to 7 September", "on the 5th", "back 2027-05-10", "back on 11 Oct": the small words a corrected date may open with.
const DATE_OPENER = /^[ \t]?(?:(from|on|back|return|returning)[ \t]{1,2}(?:on[ \t]{1,2})?)?$/;
// A return date is said with its own word, and a correction opened by it replaces the return date.
const RETURN_WORDS = new Set(["back", "return", "returning"]);

/** The last date said in text[from, to): a whole date's span, or an ordinal day's ("the 4th"). */
function lastDate(text: string, dates: readonly [number, number][], from: number, to: number): [number, number] | null {
  const span = dates.findLast(([a, b]) => a >= from && b <= to) ?? null;
  const day = wordsIn(text, span ? span[1] : from, to).findLast((w) => ORDINAL_DAY.test(w.w) && /\D/.test(w.w));
  return day ? [day.at, day.at + day.w.length] : span;
}

/**
 * The date a new one opened by `opener` replaces: "back 2027-05-10" replaces the date said after "back" (the return),
 * any other the last date said; a return date never replaces an outbound one.
 */
function oldDate(text: string, dates: readonly [number, number][], from: number, to: number, opener: string): [number, number] | null {
  // "back 9 May", "back on 9 May": the return word right before the date or before its "on".
  const isReturn = (span: [number, number]) => {
    const before = wordsIn(text, Math.max(from, span[0] - 12), span[0]).map((w) => w.w.toLowerCase());
    return RETURN_WORDS.has(before.at(-1) ?? "") || (before.at(-1) === "on" && RETURN_WORDS.has(before.at(-2) ?? ""));
  };
  if (!RETURN_WORDS.has(opener)) return lastDate(text, dates, from, to);
  return dates.findLast((d) => d[0] >= from && d[1] <= to && isReturn(d)) ?? null;
}

/**
 * "du 3 au 6 septembre 2028, euh non, du 4 au 7 septembre": a new date written without the year keeps the old one's.
 * The new date, with that year, is written where the old one stood when it fits there.
 */
function keptYear(text: string, old: [number, number], now: [number, number], mk: Marker): string | null {
  const year = /\b\d{4}\b/.exec(text.slice(old[0], old[1]))?.[0];
  const written = text.slice(now[0], now[1]);
  if (!year || /\b\d{4}\b/.test(written) || written.length + year.length + 1 > old[1] - old[0]) return null;
  return blank(overwrite(text, old[0], text.slice(old[0], old[1]), `${written} ${year}`), mk.start, now[1]);
}

/** "the 4th, no, the 5th of December", "20 June, no - 22 June 2027", "12th of March, sorry, the 13th": a date for a date. */
function correctDate(text: string, mk: Marker, from: number): string | null {
  const dates = datesOf(text);
  // "from 4 to 7 September", "on the 5th of May": the date may open with its own small word.
  const whole = dates.find(([a]) => a >= mk.at && DATE_OPENER.test(text.slice(mk.at, a)));
  // "the 5th", "am 5.": an ordinal day, or a day closed by a dot as German and Slavic write it.
  const ordinal = ORDINAL_DAY.test(mk.next) && (/\D/.test(mk.next) || text.charAt(mk.at + mk.next.length) === ".");
  if (!whole && !ordinal) return null;
  const old = oldDate(text, dates, from, mk.start, whole ? (DATE_OPENER.exec(text.slice(mk.at, whole[0]))?.[1] ?? "") : "");
  if (!old) return null;
  if (whole) return keptYear(text, old, whole, mk) ?? blank(blank(text, old[0], old[1]), mk.start, mk.at);
  // A day alone takes the old day's place; the old date's month and year stay.
  const oldDay = /^\d{1,2}/.exec(text.slice(old[0], old[1]))?.[0] ?? "";
  const newDay = /^\d{1,2}/.exec(mk.next)?.[0] ?? "";
  if (!oldDay || newDay.length > oldDay.length) return null;
  return blank(overwrite(text, old[0], oldDay, newDay), mk.start, mk.at + mk.next.length);
}

// "oprava: pre 4 ľudí, dátum 2027-12-21": a later clause of the replacement that is a date, a label word before it at most.
const LABELLED_DATE = /^[ \t]{0,3}(?:(\p{Ll}{2,12})[ \t]{1,2})?$/u;
// Where the replacement's clauses end: a sentence's end, a line's, a question.
const CLAUSES_END = /[\n;!?]|\.(?:[ \t]|$)/g;

/**
 * A correction may restate several fields at once, one clause each ("correction: for 4 people, date 2027-12-21"): when
 * its first clause is no date, a later clause that is one replaces the date said before the marker.
 */
function laterDate(text: string, mk: Marker, from: number): string {
  CLAUSES_END.lastIndex = mk.at;
  const end = CLAUSES_END.exec(text)?.index ?? text.length;
  const dates = datesOf(text);
  for (let c = text.indexOf(",", mk.at); c >= 0 && c < end; c = text.indexOf(",", c + 1)) {
    const span = dates.find(([a]) => a > c && a < end && LABELLED_DATE.test(text.slice(c + 1, a)));
    if (!span) continue;
    const label = LABELLED_DATE.exec(text.slice(c + 1, span[0]))?.[1] ?? "";
    const old = oldDate(text, dates, from, mk.start, label);
    return old ? blank(blank(text, old[0], old[1]), c + 1, span[0]) : text;
  }
  return text;
}

const kindOf = (word: string) => detectKind(word.toLowerCase(), NO_INTENTS, 0);

// Words that open a clause restating the count after a reason: "..., my cousin dropped out, just two".
const COUNT_OPENERS = new Set(["just", "only", "so", "now", "then", "we", "are"]);

/**
 * "four of us, actually no, my cousin dropped out, just two": a marker followed by no field of its own, and a later
 * clause of its sentence that restates the count (opened by "just", "so", "now"), corrects the count said before.
 */
function laterCount(text: string, mk: Marker, from: number): string | null {
  if (!mk.next || PHRASE_STARTS.has(mk.next) || /^\d/.test(mk.next) || CAPITALISED.test(text.slice(mk.at))) return null;
  CLAUSES_END.lastIndex = mk.at;
  const end = CLAUSES_END.exec(text)?.index ?? text.length;
  for (let c = text.indexOf(",", mk.at); c >= 0 && c < end; c = text.indexOf(",", c + 1)) {
    const words = wordsIn(text, c + 1, Math.min(end, c + 40));
    const opened = words.findIndex((w) => !COUNT_OPENERS.has(w.w.toLowerCase()));
    const count = words[opened];
    const corrected = opened >= 1 && opened <= 2 && count ? correctCount(text, { ...mk, at: count.at, next: count.w.toLowerCase() }, from) : null;
    if (corrected) return corrected;
  }
  return null;
}

/** "flight from Warsaw to Gdańsk, no wait, train": a kind of transport for another. */
function correctKind(text: string, mk: Marker, from: number): string | null {
  if (!mk.next || /^\d/.test(mk.next) || kindOf(mk.next) === "unknown") return null;
  const old = wordsIn(text, from, mk.start).findLast((w) => kindOf(w.w) !== "unknown");
  return old ? blank(blank(text, old.at, old.at + old.w.length), mk.start, mk.at) : null;
}

/**
 * Where the phrases a correction replaces end: as many phrases from `same` as the replacement holds up to its first
 * comma ("from Tallinn" replaces "from Riga" and leaves "to Vilnius on 20 February"; "from Milano to Sarajevo" both).
 */
function phrasesEnd(text: string, words: readonly { s: string; at: number }[], same: { at: number }, mk: Marker): number {
  const clause = text.slice(mk.at).split(/[,.;!?]/)[0] ?? "";
  const count = wordsIn(clause, 0, clause.length).filter((w) => PHRASE_STARTS.has(w.w.toLowerCase())).length;
  const next = words.filter((w) => w.at > same.at && PHRASE_STARTS.has(w.s))[Math.max(count, 1) - 1];
  return next ? next.at : mk.start;
}

/** "to Prague, no sorry, to Brno", "Kraków to Vienna, I mean Graz": the new place replaces the phrase it corrects. */
function correctPlace(text: string, mk: Marker, sentence: number): string | null {
  const words = wordsIn(text, sentence, mk.start).map((w) => ({ ...w, s: w.w.toLowerCase() }));
  const after = text.slice(mk.at);
  if (PHRASE_STARTS.has(mk.next) || /^\d/.test(mk.next)) {
    // The same word opened the phrase being corrected ("to Prague" for "to Brno").
    const same = words.findLast((w) => w.s === mk.next || (/^\d/.test(mk.next) && /^\d/.test(w.s)));
    if (same) return blank(blank(text, same.at, phrasesEnd(text, words, same, mk)), mk.start, mk.at);
    return mk.bare ? null : blank(text, mk.start, mk.end);
  }
  if (!CAPITALISED.test(after)) return mk.bare ? null : blank(text, mk.start, mk.end);
  const rejected = rejectedName(text, mk, words);
  if (rejected) return rejected;
  // "to Prague, no sorry, Brno": the new name replaces the object of the last phrase word.
  const opener = words.findLast((w) => PHRASE_STARTS.has(w.s));
  const object = opener ? words[words.indexOf(opener) + 1] : undefined;
  if (object && CAPITALISED.test(object.w)) return blank(text, object.at, mk.at);
  // "Paris → Sofia on 3 May, 2 adults, *Varna": the last name said gives way to the new one; what stands between stays.
  const name = text.charAt(mk.start) === "*" ? words.findLast((w, i) => i > 0 && CAPITALISED.test(w.w)) : undefined;
  if (name) return replacePlace(text, name, mk.next.length ? after.slice(0, mk.next.length) : "", [mk.start, mk.at + mk.next.length]);
  // "Helsingistä Riikaan, ei kun Vilnaan", "Berlin'e, yok pardon Münih'e": where case endings say the
  // direction there is no phrase word; a name right before the marker gives way to the name after it.
  const last = words[words.length - 1];
  if (last && CAPITALISED.test(last.w) && /^[\s,;:-]*$/.test(text.slice(last.at + last.w.length, mk.start))) return blank(text, last.at, mk.at);
  return mk.bare ? null : blank(text, mk.start, mk.end);
}

// "scratch Munich, make it Timișoara", "scuze, nu București, ci Cluj": after the marker, a name said before is the one
// dropped, and the next name after its comma (past "make it", "ci", "rather") the one chosen.
const CHOSEN_AFTER = /^[^\n.;!?\p{Lu}]{0,24}?(\p{Lu}[\p{L}'\u2019-]{1,30})/u;

/** The name a marker drops, replaced by the one chosen after it; null when the marker names nothing said before. */
function rejectedName(text: string, mk: Marker, words: readonly { w: string; at: number; s: string }[]): string | null {
  const old = words.findLast((w) => w.s === mk.next && CAPITALISED.test(w.w));
  if (!old) return null;
  const rest = mk.at + mk.next.length;
  const chosen = CHOSEN_AFTER.exec(text.slice(rest));
  if (!chosen) return blank(blank(text, old.at, old.at + old.w.length), mk.start, rest);
  const name = chosen[1] as string;
  // "no: Dublin to Chicago" says a route again (correctPlace reads it); a dropped name is set off by a comma.
  if (!chosen[0].slice(0, chosen[0].length - name.length).includes(",")) return null;
  return replacePlace(text, old, name, [mk.start, rest + chosen[0].length]);
}

// "Cluj - Dublin", "Athens: Sofia to Belgrade": a route after a marker, a dropped name and a colon before it maybe.
const ROUTE_AFTER = /^(\p{Lu}\p{L}{1,30}[ \t]{0,2}:[ \t]{0,3})?(\p{Lu}\p{L}{1,30})[ \t]{0,3}(?:-|–|—|→|->|to)[ \t]{0,3}\p{Lu}/u;
const CONNECTOR = /^[ \t]{0,3}(?:-|–|—|→|->|to)[ \t]{0,3}$/;

/**
 * "Cluj - London on 1 March ... actually no, Cluj - Dublin": a route said again from the same start replaces the old
 * route (its start and end) and leaves the rest of what was said, the date and the party, as it was.
 */
function correctRoute(text: string, mk: Marker, from: number): string | null {
  const m = ROUTE_AFTER.exec(text.slice(mk.at));
  if (!m) return null;
  const start = (m[2] as string).toLowerCase();
  const words = wordsIn(text, from, mk.start);
  const k = words.findLastIndex((w, i) => w.w.toLowerCase() === start && i + 1 < words.length);
  const old = words[k];
  // "Sofia - Athens", "Sofia to Athens": the old route's end is the name after its start, past a "to".
  const end = words[k + 1]?.w.toLowerCase() === "to" ? words[k + 2] : words[k + 1];
  if (!old || !end || !CAPITALISED.test(end.w) || !CONNECTOR.test(text.slice(old.at + old.w.length, end.at))) return null;
  // "from Dublin to O'Hare? no: Dublin to Chicago": a start said with "from" is corrected phrase by phrase (correctPlace).
  if (words[k - 1]?.w.toLowerCase() === "from") return null;
  // The old route goes, and the marker with the name it drops ("scratch Athens:").
  return blank(blank(text, old.at, end.at + end.w.length), mk.start, mk.at + (m[1]?.length ?? 0));
}

// "nem Rigába, hanem Tallinnba", "not to Riga but to Tallinn", "*Bari not Tirana": a place set against one said
// before it, the words that set it so (`contrast` of every language's mail section) read in the canonical text.
const PLACE_NAME = String.raw`(?<!\p{L})\p{Lu}[\p{L}'\u2019-]{1,30}`;
const PHRASE_WORD = String.raw`(?:(\p{Ll}{1,5})[ \t]{1,2})?`;
let contrast: RegExp | null = null;
function contrastPattern(): RegExp {
  contrast ??= new RegExp(
    String.raw`(?<!\p{L})not[ \t]{1,2}${PHRASE_WORD}(${PLACE_NAME})[ \t]{0,2},?[ \t]{0,3}(?:${mailWords("contrast")})[ \t]{1,3}${PHRASE_WORD}(${PLACE_NAME})` +
      String.raw`|(${PLACE_NAME}),?[ \t]{1,2}not[ \t]{1,2}(${PLACE_NAME})`,
    "gu",
  );
  return contrast;
}

// "Rigába" for "Rigába", "Tirana" for "tirana": the rejected name as it was said before.
const samePlace = (said: string, rejected: string) => CAPITALISED.test(said) && said.toLowerCase() === rejected.toLowerCase();

/**
 * The rejected name said before gives way to the chosen one: written in its place when it fits there, else the old name
 * (and the phrase word before it, "to") goes and both are written where the contrast stood.
 */
function replacePlace(text: string, old: { w: string; at: number }, chosen: string, span: [number, number]): string {
  if (chosen.length <= old.w.length) return blank(overwrite(text, old.at, old.w, chosen), span[0], span[1]);
  const before = wordsIn(text, Math.max(0, old.at - 12), old.at).at(-1);
  const opener = before && PHRASE_STARTS.has(before.w.toLowerCase()) && /^[ \t]+$/.test(text.slice(before.at + before.w.length, old.at)) ? before : null;
  const phrased = opener ? `${opener.w} ${chosen}` : chosen;
  const written = phrased.length <= span[1] - span[0] ? phrased : chosen;
  const cleared = blank(text, written === phrased && opener ? opener.at : old.at, old.at + old.w.length);
  return overwrite(cleared, span[0], text.slice(span[0], span[1]), written);
}

const MARKER_BEFORE = /correction[\s,.:;!—–-]{0,6}$/;

/** Each place a contrast rejects, replaced by the one it chooses, when the rejected one was said before it. */
function contrastPlaces(text: string): string {
  if (!/not/.test(text)) return text;
  let out = text;
  for (const m of text.matchAll(contrastPattern())) {
    const [rejected, chosen] = m[2] ? [m[2], m[4] as string] : [m[6] as string, m[5] as string];
    const old = wordsIn(out, 0, m.index).findLast((w) => samePlace(w.w, rejected));
    if (!old) continue;
    // "bocs, nem Londonba, hanem Varsóba": the marker before the contrast has done its work with it.
    const marker = MARKER_BEFORE.exec(out.slice(Math.max(0, m.index - 24), m.index));
    const start = marker ? m.index - marker[0].length : m.index;
    out = replacePlace(out, old, chosen, [start, m.index + m[0].length]);
  }
  return out;
}

// "we fly 2 people, not 4 people" ("lecimy we dwoje, nie we czworo"), "not 3 but 2": a count said only to be set
// aside, with the party noun after it, is no count of the trip.
const REJECTED_COUNT = /(?<![\p{L}\p{N}])not[ \t]{1,2}(?:we[ \t]{1,2})?([\p{L}\p{N}]+)(?:[ \t]{1,2}(?:people|persons|person|passengers|of us))?/giu;

/** The text with each count "not" rejects blanked, the "not" with it, unless it is a day ("not 5 May"). */
function rejectedCounts(text: string): string {
  if (!/\bnot\b/.test(text)) return text;
  let out = text;
  const dates = datesOf(text);
  for (const m of text.matchAll(REJECTED_COUNT)) {
    const word = m[1] as string;
    if (isCount(text, { w: word, at: m.index + m[0].indexOf(word) }, dates)) out = blank(out, m.index, m.index + m[0].length);
  }
  return out;
}

// "Riga -> ~~Oslo~~ Stockholm": words struck through are taken back.
const STRUCK = /~~[^~\n]{1,60}~~/g;

/** The canonical text with each corrected phrase and its correction marker blanked out. */
export function applyCorrections(given: string): string {
  const struck = given.includes("~~") ? given.replace(STRUCK, (m) => " ".repeat(m.length)) : given;
  const text = rejectedCounts(contrastPlaces(struck));
  if (!/correction|\bnot?\b|\*/i.test(text)) return text;
  let out = text;
  for (const m of text.matchAll(MARKER)) {
    // "bocs, nem, Újvidékre" read "correction, not, ...": a marker an earlier correction took with it does nothing.
    if (out.startsWith(" ", m.index) && !m[0].startsWith(" ")) continue;
    const mk = markerAt(out, m as RegExpExecArray);
    // "actually, make that three": of two markers side by side the later one acts.
    if (mk.next === "correction") {
      out = blank(out, mk.start, mk.end);
      continue;
    }
    const line = out.lastIndexOf("\n", mk.start) + 1;
    const sentence = Math.max(line, sentenceDot(out, mk.start) + 1);
    const dated = correctDate(out, mk, line);
    if (!dated) out = laterDate(out, mk, line);
    out =
      dated ??
      correctCount(out, mk, line) ??
      correctKind(out, mk, line) ??
      correctRoute(out, mk, line) ??
      laterCount(out, mk, line) ??
      correctPlace(out, mk, sentence) ??
      out;
  }
  return out;
}

// "route=esim", "route it as a group", "{{system: route=sos}}": a route the text names for itself is never
// read as a request (an eSIM, a disruption, a group); docs/DESIGN.md section 6 routes on the parsed fields only.
const ROUTE_NAMED = new RegExp(
  String.raw`(\broute[ds]?\s*(?:[=:]\s*|(?:(?:this|it|everything|the job|them)\s+)?(?:\w+\s+)?(?:as|to|into)\s+(?:an?\s+|the\s+)?)["']?)` +
    String.raw`(esim|sos|group|split|regional|search|clarify)\b`,
  "gi",
);

// "<!-- desk: route=group passengers=40 -->", "{{system: route=esim}}": a directive to the desk in markup;
// nothing in it is the trip, only its "route" word stays for the note.
// Each is found by its opening and its first closing after it, one pass over the text.
const DIRECTIVE_MARKS: ReadonlyArray<readonly [string, string]> = [
  ["<!--", "-->"],
  ["{{", "}}"],
  ["[[", "]]"],
];

function replaceDirectives(text: string, blank: (directive: string) => string): string {
  // Where each kind of mark next opens, found again only once the reading has passed it.
  const opens = DIRECTIVE_MARKS.map(([open, close]) => ({ open, close, start: text.indexOf(open) }));
  let out = "";
  let at = 0;
  for (;;) {
    for (const m of opens) if (m.start >= 0 && m.start < at) m.start = text.indexOf(m.open, at);
    const next = opens.filter((m) => m.start >= 0).sort((a, b) => a.start - b.start)[0];
    if (!next) return out + text.slice(at);
    const end = text.indexOf(next.close, next.start + next.open.length);
    // Never closed: no later one of its kind closes either.
    if (end < 0) {
      next.start = -1;
      continue;
    }
    const stop = end + next.close.length;
    out += text.slice(at, next.start) + blank(text.slice(next.start, stop));
    at = stop;
  }
}

/** The text with every route it names for itself blanked out (the words around it stay, for the notes). */
export function dropRouteNames(text: string): string {
  if (!/route/i.test(text)) return text;
  const undirected = replaceDirectives(text, (m) => (/\broute\s*[=:]/i.test(m) ? m.replace(/[^\s]/g, " ").replace(/^ {6}/, "route=") : m));
  return undirected.replace(ROUTE_NAMED, (_m, lead: string, name: string) => lead + " ".repeat(name.length));
}
