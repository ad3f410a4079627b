import { detectLanguage } from "./language.js";
import { languages, lookupWord, type Language } from "./lexicon.js";
import { placeIndex } from "./place-index.js";
import { prepareText, type JobText, type Token } from "./text.js";

/** A job rewritten into the canonical English the grammar reads, with a way back to the text as given. */
export interface CanonicalJob {
  /** The canonical text: known words replaced by their canonical English, everything else as written. */
  text: string;
  /** The language the job is written in (null when no language file knows it). */
  language: Language | null;
  /** BCP 47 primary tag of the detected language. */
  tag: string;
  /** The job's languages (its own, then others it plainly contains): their case endings and their words that are no places. */
  endings: Language[];
  /** Maps an offset in `text` to the offset in the original text. */
  toRaw(offset: number): number;
  /** The text the canonical one was made from (after mail headers and structure were read). */
  source: string;
  /** The canonical text split into words, when it is the text as given (nothing was rewritten). */
  prepared: JobText | null;
}

/** Token ranges [from, to) of the job's sentences. */
function sentences(text: JobText): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 1; i < text.tokens.length; i++) {
    const g = text.folded.slice(text.tokens[i - 1]!.end, text.tokens[i]!.start);
    // "12. septembra", "3. 5. 2027": a dot after a number is an ordinal or a date, not a sentence's end.
    const afterNumber = /^[0-9]/.test(text.tokens[i - 1]!.s) && !g.includes("\n");
    if (g.includes("\n") || (/[.!?;]\s/.test(g) && !afterNumber && !/^\s*\d/.test(text.folded.slice(text.tokens[i]!.start)))) {
      out.push([from, i]);
      from = i;
    }
  }
  if (text.tokens.length) out.push([from, text.tokens.length]);
  return out;
}

interface Piece {
  at: number;
  raw: number;
}

// A capitalised word inside a sentence that names a place stays a place ("Most" the town, "Nice").
function keepsPlace(text: JobText, i: number): boolean {
  const t = text.tokens[i];
  if (!t || !t.cap || i === 0) return false;
  const gap = text.folded.slice((text.tokens[i - 1] as { end: number }).end, t.start);
  if (/[.!?:\n]/.test(gap)) return false;
  return placeIndex().names.has(t.s);
}

// An airport code in capitals is a code in every language but English, whose grammar reads shouted words too (a
// code is not a month's abbreviation that shares its letters).
function airportCode(t: Token): boolean {
  return t.upper && t.s.length === 3 && placeIndex().iata.has(t.s.toUpperCase());
}

const SPOKEN_YEAR =
  new RegExp(
    String.raw`\b(?:twenty[\s-]+twenty(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?|` +
      String.raw`two thousand(?: and)?[\s-]+twenty(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?)\b`,
    "g",
  );
const DIGIT: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };

/** "twenty twenty seven" and "two thousand twenty seven" are years in a spoken job. */
function spokenYears(text: string): string {
  if (!/twenty/i.test(text)) return text;
  return text.replace(SPOKEN_YEAR, (_m, a: string | undefined, b: string | undefined) => String(2020 + (DIGIT[(a ?? b ?? "").toLowerCase()] ?? 0)));
}

const lexiconCache = new WeakMap<Language, readonly Language[]>();

// A language's own words, then its neighbours' (`alsoReads`), then English for the words agents mix in:
// resolved once per language, not per job.
function lexiconsOf(lead: Language, english: Language | undefined): readonly Language[] {
  let list = lexiconCache.get(lead);
  if (!list) {
    list = [lead, ...lead.alsoReads.map((locale) => languages().get(locale)), lead === english ? undefined : english].filter((l): l is Language => !!l);
    lexiconCache.set(lead, list);
  }
  return list;
}

/**
 * Detects the job's language and rewrites the words its language file knows into canonical English
 * ("dwie osoby z Gdańska" -> "2 people from Gdańska"); place names, codes and digits stay as written,
 * so the place finder can still read an inflected "Gdańska" with the language's endings.
 */
export function canonicalize(raw: string): CanonicalJob {
  const text = prepareText(raw);
  const words = text.tokens.map((t) => t.s);
  // Airport codes say nothing of the language a job is written in.
  const telling = text.tokens.map((t) => (airportCode(t) ? "" : t.s));
  const { language, tag, also } = detectLanguage(telling, raw);
  const english = languages().get("en");
  let out = "";
  let rawAt = 0;
  const pieces: Piece[] = [];
  // Each sentence is read in its own language when it plainly has one (a Polish line pasted into a
  // Spanish job); otherwise in the job's. English is read last, for the words agents mix in.
  const parts = sentences(text);
  const leads = new Set<Language>();
  for (const [from, to] of parts) {
    const written = () => raw.slice(text.tokens[from]!.start, text.tokens[to - 1]!.end);
    const own = parts.length > 1 && to - from >= 2 ? detectLanguage(telling.slice(from, to), written(), false) : null;
    const lead = own && own.language && own.score >= 2 ? own.language : language;
    if (lead) leads.add(lead);
    const lexicons = lead ? lexiconsOf(lead, english) : english ? [english] : [];
    for (let i = from; i < to; ) {
      const t = text.tokens[i]!;
      let hit: { canonical: string; span: number } | null = null;
      if (!keepsPlace(text, i))
        for (const lex of lexicons) {
          // English words carry no diacritics: Romanian "cât" is not the English "cat".
          if (lex === english && lead !== english && !t.plain) continue;
          if (lex !== english && airportCode(t)) continue;
          if ((hit = lookupWord(lex, words, i, to))) break;
        }
      if (!hit) {
        i++;
        continue;
      }
      const last = text.tokens[i + hit.span - 1]!;
      // Copy what lies before the replaced words as written, then the canonical words.
      pieces.push({ at: out.length, raw: rawAt });
      out += text.raw.slice(rawAt, t.start);
      // One space around a replaced word, never two, so phrases such as "tickets to museum" stay phrases.
      if (out && !/\s/.test(out.charAt(out.length - 1))) out += " ";
      pieces.push({ at: out.length, raw: t.start });
      out += hit.canonical;
      const next = text.raw.charAt(last.end);
      if (next && !/[\s.,;:!?)]/.test(next)) out += " ";
      rawAt = last.end;
      // An elided word ("l'11", "d'Andorra", "dell'"): its apostrophe goes with it, so the grammar reads
      // "back on 11" and "from Andorra", not "on '11".
      if (/^['’][0-9\p{L}]/u.test(text.raw.slice(last.end, last.end + 2))) rawAt++;
      i += hit.span;
    }
  }
  pieces.push({ at: out.length, raw: rawAt });
  out += text.raw.slice(rawAt);
  const canonical = language?.tag === "en" || !language ? spokenYears(out) : out;
  const toRaw = (offset: number): number => {
    let lo = 0;
    for (let k = 0; k < pieces.length; k++) if ((pieces[k] as Piece).at <= offset) lo = k;
    const p = pieces[lo] as Piece;
    return Math.min(raw.length, p.raw + (offset - p.at));
  };
  // Every language of the job, endings or not: its words that are not places ("bo", "car") count too.
  const endings = [...new Set([...leads, language, ...also])].filter((l): l is Language => !!l);
  return { text: canonical, source: raw, language, tag, endings, toRaw, prepared: canonical === text.raw ? text : null };
}
