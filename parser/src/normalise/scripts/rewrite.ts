import { countsBeforeNouns } from "./counted-nouns.js";
import { asciiDigits, cjkNumber, gregorianYears, markedDates } from "./numerals.js";
import { qualifiesPlace } from "./qualified-places.js";
import { dayRanges, monthFirstDates, partyShorthand } from "./shorthand.js";
import { hasOtherScript, scriptTables, type ScriptLanguage } from "./tables.js";
import { withoutProgramKeys } from "./program-keys.js";

/** A piece of the English rewrite: a place says where, a cue ("from", "to") says which way. */
interface Piece {
  text: string;
  place: boolean;
  /** Kept as written (digits, Latin words, punctuation): glued to the raw piece before it. */
  raw?: boolean;
  /** A place whose postposition was read already ("プラハへの": へ says the way, の adds nothing). */
  cued?: boolean;
}

interface Match {
  /** Canonical English pieces, in English order. */
  pieces: Piece[];
  end: number;
  /** A postposition or case suffix: it goes before the place it follows. */
  after?: boolean;
}

// Spaces and hyphens inside a name ("תל אביב", "תל־אביב") are not part of its key.
const JOINER = /[\s\-\u05be]/;
const APOSTROPHE = /['’\u05f3]/;
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
// The marks of scripts that write a syllable's vowel and tone around its consonant (Thai, Lao, Khmer, Myanmar): a word
// never ends before one. In the Indic scripts a vowel sign after a name is its case ending, read with the name instead.
const CLUSTER_MARK = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECD\u102B-\u103E\u17B6-\u17D3]/;
const SCRIPT_LETTER = /[^\p{Script=Latin}\P{L}]/u;
const SCRIPT_LETTERS = /[^\p{Script=Latin}\P{L}]/gu;
const LATIN_LETTERS = /\p{Script=Latin}/gu;

/** The keys a text offers from `at`, longest last: each with where it ends in the text. */
function candidates(lang: ScriptLanguage, text: string, at: number): [string, number][] {
  const out: [string, number][] = [];
  let key = "";
  let crossed = false;
  for (let j = at; j < text.length && key.length < lang.longest; j++) {
    const c = text.charAt(j);
    if (JOINER.test(c)) {
      crossed = true;
      if (key && LETTER.test(text.charAt(j + 1))) continue;
      break;
    }
    // An apostrophe is part of a key ("קלוז'-נאפוקה", "נוב׳"), in the one form the tables write; so is the dot of an
    // abbreviation the tables hold (CLDR's Thai short months "ส.ค.", "ม.ค.").
    const apostrophe = APOSTROPHE.test(c);
    const dot = c === "." && lang.starts.has(key + c);
    if (!apostrophe && !dot && !SCRIPT_LETTER.test(c) && !MARK.test(c)) break;
    key += apostrophe ? "'" : c.toLowerCase();
    if (!lang.starts.has(key)) break;
    // A word never ends inside a letter's cluster (Thai vowel and tone marks follow their consonant).
    if (CLUSTER_MARK.test(text.charAt(j + 1))) continue;
    // A key across a space ends where a word does: "شخصا نسافر" holds no "شخصان".
    if (!crossed || !SCRIPT_LETTER.test(text.charAt(j + 1))) out.push([key, j + 1]);
  }
  return out;
}

/** The longest word, place or (after a place) postposition at `at`. */
function longestAt(lang: ScriptLanguage, text: string, at: number, afterPlace: boolean): Match | null {
  const keys = candidates(lang, text, at);
  for (let n = keys.length - 1; n >= 0; n--) {
    const [key, end] = keys[n] as [string, number];
    const after = afterPlace ? lang.after.get(key) : undefined;
    if (after !== undefined) return { pieces: [{ text: after, place: false }], end, after: true };
    const place = lang.places.get(key);
    if (place !== undefined) return { pieces: [{ text: place, place: true }], end };
    const word = lang.words.get(key);
    if (word !== undefined) return { pieces: [{ text: word, place: false }], end };
    const stem = stemmedPlace(lang, text, key, end);
    if (stem) return stem;
  }
  return null;
}

// "თბილისში", "ბათუმიდან": a name that dropped its last letter before a case suffix, read only when the rest of
// the word is such a suffix.
function stemmedPlace(lang: ScriptLanguage, text: string, key: string, end: number): Match | null {
  if (key.length < 3 || !lang.stemEndings.length) return null;
  let stop = end;
  // The suffix may open with a vowel sign (Tamil லண்டன் -> லண்டனுக்கு): its marks are letters of the word.
  while (stop < text.length && (SCRIPT_LETTER.test(text.charAt(stop)) || MARK.test(text.charAt(stop)))) stop++;
  if (!lang.after.has(text.slice(end, stop).toLowerCase())) return null;
  for (const ending of lang.stemEndings) {
    const place = lang.places.get(key + ending);
    if (place !== undefined) return { pieces: [{ text: place, place: true }], end };
  }
  return null;
}

// A one-letter preposition glued to the next word ("מתל אביב", "לוורשה", "لشخصين", "ל-2"): read when what follows is known.
function prefixedAt(lang: ScriptLanguage, text: string, at: number): Match | null {
  const cue = lang.prefixes.get(text.charAt(at));
  if (cue === undefined) return null;
  const rest = at + 1;
  if (JOINER.test(text.charAt(rest)) && /\d/.test(text.charAt(rest + 1))) return { pieces: [{ text: cue, place: false }], end: rest + 1 };
  let body = text;
  for (const [from, to] of lang.prefixAlternations)
    if (text.startsWith(from, rest)) {
      body = text.slice(0, rest) + to + text.slice(rest + from.length);
      const hit = longestAt(lang, body, rest, false);
      if (hit) return { pieces: [{ text: cue, place: false }, ...hit.pieces], end: hit.end + from.length - to.length };
    }
  const hit = longestAt(lang, body, rest, false) ?? prefixedAt(lang, body, rest);
  return hit ? { pieces: [{ text: cue, place: false }, ...hit.pieces], end: hit.end } : null;
}

/** What the text says at `at`: the reading that covers most of it. */
function readAt(lang: ScriptLanguage, text: string, at: number, afterPlace: boolean): Match | null {
  const whole = longestAt(lang, text, at, afterPlace);
  const prefixed = prefixedAt(lang, text, at);
  const numeral = cjkNumber(lang, text, at);
  let best = whole;
  if (prefixed && (!best || prefixed.end > best.end)) best = prefixed;
  if (numeral && (!best || at + numeral.length > best.end)) best = { pieces: [{ text: String(numeral.value), place: false }], end: at + numeral.length };
  return best;
}

function push(out: Piece[], match: Match): void {
  const last = out[out.length - 1];
  if (match.after && last?.place) {
    // "ウィーンから" -> "from Vienna": the cue goes before its place, once.
    const cue = match.pieces[0] as Piece;
    if (!last.cued && out[out.length - 2]?.text !== cue.text) out.splice(out.length - 1, 0, cue);
    last.cued = true;
    return;
  }
  // "克罗地亚萨格勒布", "クロアチアのスプリト": the country before a city in it goes, with the "in" its の added.
  if (match.pieces[0]?.place && last?.place && qualifiesPlace(last.text, match.pieces[0].text)) {
    out.pop();
    if (last.cued && out[out.length - 1]?.text === "in") out.pop();
    push(out, match);
    return;
  }
  // "Երևանից Վիեննա", "दिल्ली से वारसॉ": a bare place right after "from X" is where the trip goes.
  if (match.pieces[0]?.place && last?.place && out[out.length - 2]?.text === "from") out.push({ text: "to", place: false });
  out.push(...match.pieces);
}

// One segmenter per language, made when its first job comes: ICU builds its dictionaries for each one made, three
// times the cost of segmenting a job.
const segmenters = new Map<string, Intl.Segmenter>();

function boundaries(lang: ScriptLanguage, text: string): Set<number> {
  const starts = new Set<number>();
  let segmenter = segmenters.get(lang.tag);
  if (!segmenter) segmenters.set(lang.tag, (segmenter = new Intl.Segmenter(lang.tag, { granularity: "word" })));
  for (const s of segmenter.segment(text)) starts.add(s.index);
  return starts;
}

/** Rewrites a job in the language's script into the canonical English the grammar reads. */
function rewrite(lang: ScriptLanguage, text: string): string {
  const starts = boundaries(lang, text);
  const out: Piece[] = [];
  let i = 0;
  let gap = false;
  while (i < text.length) {
    const c = text.charAt(i);
    const mark = lang.punctuation.get(c);
    if (/\s/.test(c)) {
      gap = true;
      i++;
      continue;
    }
    // A vowel sign or virama left after a name ("বুদাপেস্টের": the name, then its case ending) belongs to the word it
    // ends, read or skipped with it, never kept as punctuation.
    if (mark !== undefined || (!SCRIPT_LETTER.test(c) && !MARK.test(c))) {
      // Punctuation, digits and Latin words are kept as written (mapped to ASCII where the language has its own marks).
      const last = out[out.length - 1];
      if (last?.raw && !gap && mark === undefined) last.text += c;
      else out.push({ text: mark ?? c, place: false, raw: true });
      gap = false;
      i++;
      continue;
    }
    // Digits or Latin on either side of a word are separate pieces ("24 december" から "3泊").
    gap = true;
    const match = readAt(lang, text, i, !!out[out.length - 1]?.place);
    if (match) {
      push(out, match);
      i = match.end;
      continue;
    }
    // An unknown word: skipped up to the next word the segmenter sees.
    let j = i + 1;
    while (j < text.length && !starts.has(j) && (SCRIPT_LETTER.test(text.charAt(j)) || MARK.test(text.charAt(j)))) j++;
    i = j;
  }
  return countsBeforeNouns(out.map((p) => p.text)).join(" ");
}

/**
 * A job written in a script beyond Latin, Cyrillic and Greek (Han, Kana, Hangul, Thai, Arabic, Hebrew,
 * Devanagari, Georgian, Armenian), rewritten into the English the grammar reads, with its language tag. Text
 * without such a script is returned as it is, with no tag, and loads nothing.
 */
export function readScripts(text: string): { text: string; tag: string | null } {
  if (!hasOtherScript(text)) return { text, tag: null };
  const { list, digits } = scriptTables();
  const lang = list.find((l) => l.signal.test(text));
  if (!lang) return { text, tag: null };
  // "أُلغيت" is "ألغيت" with its vowels marked: the tables write every word without such marks.
  const bare = lang.optionalMarks ? text.replace(lang.optionalMarks, "") : text;
  const prepared = partyShorthand(lang, gregorianYears(lang, markedDates(lang, dayRanges(lang, monthFirstDates(lang, asciiDigits(bare, digits))))));
  // A name in another script inside an English job leaves the job English; the keys a program named its arguments with
  // are no one's English.
  const latin = withoutProgramKeys(text).match(LATIN_LETTERS)?.length ?? 0;
  const other = text.match(SCRIPT_LETTERS)?.length ?? 0;
  return { text: rewrite(lang, prepared), tag: other >= latin ? lang.tag : null };
}
