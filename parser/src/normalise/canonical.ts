import { detectionHits, detectLanguage } from "../language/language.js";
import { languages, lookupWord, wordHashes, type Language, type WordHashes } from "../language/lexicon.js";
import { sieveHas } from "../tables/sieve.js";
import type { TextIndex } from "../tables/text-index.js";
import { COUNT, PEOPLE, type PairWords } from "../language/cross-words.js";
import { acrossPairWords } from "../language/across-words.js";
import {
  readOtherKindWords,
  readOtherMonths,
  readOtherPartyPhrases,
  readPairSieve,
  type OtherKindWords,
  type OtherPartyPhrases,
  type PartyPhrase,
} from "../language/other-language-words.js";
import { placeIndex } from "../gazetteer/place-index.js";
import { inflectedPair } from "../dimensions/places/rules/inflection.js";
import { CANONICAL_KEYS } from "../language/sections/canonical-keys.js";
import { inMonthSlot } from "../text/date-slot.js";
import { joinPrepared, prepareText, type JobText, type TextPiece, type Token } from "../text/text.js";

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
  /** The canonical text split into words (null when it must be split again). */
  prepared: JobText | null;
  /** `source` split into words (read only: the misspelling reader looks at the same words again). */
  written: JobText;
  /** The lexicon that read each word of `written` (a phrase's first word), undefined where none did. */
  readWith: readonly (Language | undefined)[];
  /** The hashes of `written`'s words, for the misspelling reader's look-ups of them. */
  hashes: WordHashes;
}

/** Token ranges [from, to) of the job's sentences. */
function sentences(text: JobText): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 1; i < text.tokens.length; i++) {
    // Most gaps are one space: no sentence ends there.
    if (oneSpace(text, i)) continue;
    const g = text.folded.slice(text.tokens[i - 1]!.end, text.tokens[i]!.start);
    // "12. septembra", "3. 5. 2027": a dot after a number is an ordinal or a date, not a sentence's end.
    // (Asked only of a gap with such a dot: most gaps are a space.)
    if (g.includes("\n") || (/[.!?;]\s/.test(g) && !/^[0-9]/.test(text.tokens[i - 1]!.s) && !/^\s*\d/.test(text.folded.slice(text.tokens[i]!.start)))) {
      out.push([from, i]);
      from = i;
    }
  }
  if (text.tokens.length) out.push([from, text.tokens.length]);
  return out;
}

/** Whether tokens i - 1 and i are one space apart. */
function oneSpace(text: JobText, i: number): boolean {
  const end = text.tokens[i - 1]!.end;
  return text.tokens[i]!.start === end + 1 && text.folded.charCodeAt(end) === 32;
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

// A word that ends an inflected place's name of two words stays a place: "Postojnsko jamo" (Postojnska jama, no
// "cave"), "Nowego Sącza"; asked only after a capitalised word. (A name as written, "Wien Hbf", is a station's word.)
function endsPlaceName(text: JobText, i: number, langs: readonly Language[]): boolean {
  const prev = text.tokens[i - 1];
  const t = text.tokens[i] as Token;
  // Function words ("to", "na", "do") are never a name's end, and are most of the words read: skipped by length.
  if (t.s.length < 4 || !prev?.cap || prev.s.length < 4 || !/^(?: +|-)$/.test(text.folded.slice(prev.end, t.start))) return false;
  return inflectedPair(prev.s, t.s, langs) !== null;
}

// An airport code in capitals is a code in every language but English, whose grammar reads shouted words too (a
// code is not a month's abbreviation that shares its letters).
function airportCode(t: Token): boolean {
  return t.upper && t.s.length === 3 && placeIndex().iata.has(t.s.toUpperCase());
}

// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const ELIDED = /^['’][0-9\p{L}]/u;
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

// The canonical words the writer writes, each split into words once per process rather than once in every job that
// writes it: they are the lexicons' canonical English and a count's digits, a vocabulary of some thousands, not a job's
// text (the size is capped all the same).
const preparedCanonical = new Map<string, JobText>();
const PREPARED_WORDS = 8192;

function preparedWords(words: string): JobText {
  let prepared = preparedCanonical.get(words);
  if (prepared) return prepared;
  prepared = prepareText(words);
  if (preparedCanonical.size < PREPARED_WORDS) preparedCanonical.set(words, prepared);
  return prepared;
}

/** The canonical text as it is written, word by word, with the map from its offsets back to the original's. */
class CanonicalWriter {
  private out = "";
  // The last character written, kept: `out` is joined with `+=`, and reading a character of it would copy it whole.
  private last = "";
  private rawAt = 0;
  private readonly pieces: Piece[] = [];
  /** What the text is made of, spans of the written text and canonical words, for its words to be taken over. */
  private readonly parts: TextPiece[] = [];

  constructor(private readonly text: JobText) {}

  /** Copies what lies before the replaced words as written, then writes their canonical words. */
  replace(first: Token, last: Token, canonical: string): void {
    const raw = this.text.raw;
    this.pieces.push({ at: this.out.length, raw: this.rawAt });
    this.copy(this.rawAt, first.start);
    // One space around a replaced word, never two, so phrases stay phrases.
    if (this.last && !/\s/.test(this.last)) this.write(" ");
    this.pieces.push({ at: this.out.length, raw: first.start });
    this.write(canonical);
    const next = raw.charAt(last.end);
    if (next && !/[\s.,;:!?)]/.test(next)) this.write(" ");
    this.rawAt = last.end;
    // An elided word's apostrophe goes with it, so the grammar reads the word after it, not a quote mark.
    if (ELIDED.test(raw.slice(last.end, last.end + 2))) this.rawAt++;
  }

  private copy(from: number, to: number): void {
    this.out += this.text.raw.slice(from, to);
    if (to > from) this.last = this.text.raw.charAt(to - 1);
    this.parts.push({ of: this.text, from, to });
  }

  private write(words: string): void {
    this.out += words;
    if (words) this.last = words.charAt(words.length - 1);
    this.parts.push({ of: preparedWords(words), from: 0, to: words.length });
  }

  /** The whole text: the rest copied as written. */
  finish(): string {
    this.pieces.push({ at: this.out.length, raw: this.rawAt });
    this.copy(this.rawAt, this.text.raw.length);
    return this.out;
  }

  /** The written text's words and the canonical ones, as `prepareText` would split the whole text; null where it may not. */
  prepared(): JobText | null {
    const joined = joinPrepared(this.parts);
    return joined && joined.raw === this.out ? joined : null;
  }

  /** Maps an offset in the written text to the offset in the original. */
  toRaw(offset: number): number {
    let lo = 0;
    for (let k = 0; k < this.pieces.length; k++) if ((this.pieces[k] as Piece).at <= offset) lo = k;
    const p = this.pieces[lo] as Piece;
    return Math.min(this.text.raw.length, p.raw + (offset - p.at));
  }
}

/** The words that tell a job's language, and where detection found each of them (looked up once per job). */
interface Telling {
  words: string[];
  hits: number[];
  /** The job's words' hashes, for every look-up of them (lexicons, the words read across languages). */
  hashes: WordHashes;
}

/** How one sentence is read: its lead language and the lexicons tried in order, English last. */
interface SentenceReading {
  lead: Language | null;
  lexicons: readonly Language[];
  english: Language | undefined;
  hashes: WordHashes;
}

// Each sentence is read in its own language when it plainly has one (a line in another language pasted into a job);
// otherwise in the job's.
function sentenceReading(text: JobText, telling: Telling, range: [number, number], many: boolean, job: Language | null): SentenceReading {
  const [from, to] = range;
  const english = languages().get("en");
  const written = many && to - from >= 2 ? text.raw.slice(text.tokens[from]!.start, text.tokens[to - 1]!.end) : null;
  const own = written !== null ? detectLanguage(telling.words.slice(from, to), written, false, telling.hits.slice(from, to)) : null;
  const lead = own && own.language && own.score >= 2 ? own.language : job;
  const lexicons = lead ? (job && job !== lead ? withJobLanguage(lead, job, english) : lexiconsOf(lead, english)) : english ? [english] : [];
  return { lead, english, lexicons, hashes: telling.hashes };
}

// A sentence of another language than the job's still holds the job's own words ("Buss Tallinnast to Riga, mina ja my
// boyfriend": "mina ja" is Estonian in an English sentence): they are read by the job's lexicon after the sentence's.
const withJob = new Map<string, readonly Language[]>();
function withJobLanguage(lead: Language, job: Language, english: Language | undefined): readonly Language[] {
  const key = `${lead.locale}|${job.locale}`;
  let list = withJob.get(key);
  if (!list) {
    const own = lexiconsOf(lead, english);
    withJob.set(key, (list = own.includes(job) ? own : [...own, job]));
  }
  return list;
}

// A clause between commas in another language than its sentence's ("we need a vlak from Praha to Budapešť, nás dva",
// "Ferry from Split to Ancona, ketten vagyunk", "Train to Zagreb, jaz in moja žena"): a short one whose own words plainly
// say another language is read in that language. Asked only of a sentence with a comma in it.
const CLAUSE_TOKENS = 6;

function clauses(text: JobText, [from, to]: [number, number]): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  for (let i = from + 1; i < to; i++) {
    if (oneSpace(text, i) || !text.folded.slice(text.tokens[i - 1]!.end, text.tokens[i]!.start).includes(",")) continue;
    out.push([start, i]);
    start = i;
  }
  out.push([start, to]);
  return out;
}

// The clauses of a sentence none of whose words the sentence's reading read, each with its own language's reading when
// its words plainly say one other than the sentence's ("…, 9 de octubre de 2027" in Spanish is read as Spanish).
function otherClauses(text: JobText, telling: Telling, range: [number, number], sentence: SentenceReading, read: readonly Rewrite[]): Clause[] {
  const [from, to] = range;
  if (to - from < 3 || !text.folded.slice(text.tokens[from]!.start, text.tokens[to - 1]!.end).includes(",")) return [];
  const out: Clause[] = [];
  for (const [a, b] of clauses(text, range)) {
    if (b - a > CLAUSE_TOKENS || b - a === to - from || !tellsAny(telling, a, b) || read.some((r) => r.at < b && r.at + r.read.span > a)) continue;
    const written = text.raw.slice(text.tokens[a]!.start, text.tokens[b - 1]!.end);
    const own = detectLanguage(telling.words.slice(a, b), written, false, telling.hits.slice(a, b));
    if (!own.language || own.score < 2 || own.language === sentence.lead || own.tag === "en") continue;
    out.push({ range: [a, b], reading: { ...sentence, lead: own.language, lexicons: lexiconsOf(own.language, sentence.english) } });
  }
  return out;
}

// A clause no word of which any language's detection knows says no language of its own.
function tellsAny(telling: Telling, a: number, b: number): boolean {
  for (let k = a; k < b; k++) if ((telling.hits[k] as number) >= 0) return true;
  return false;
}

interface Clause {
  range: [number, number];
  reading: SentenceReading;
}

/** A word or phrase read: its canonical English, how many words it spans and the lexicon that read it. */
type WordRead = { canonical: string; span: number; lex: Language };

// A place is asked of a word a lexicon reads, not of every word: most words are neither.
function wordAt(text: JobText, words: readonly string[], i: number, to: number, reading: SentenceReading): WordRead | null {
  const t = text.tokens[i]!;
  const { english, lead } = reading;
  for (const lex of reading.lexicons) {
    // English words carry no diacritics: a word with them is another language's.
    if (lex === english && lead !== english && !t.plain) continue;
    if (lex !== english && airportCode(t)) continue;
    const hit = lookupWord(lex, words, i, to, reading.hashes);
    if (hit) return keepsPlace(text, i) || endsPlaceName(text, i, reading.lexicons) ? null : { canonical: hit.canonical, span: hit.span, lex };
  }
  return null;
}

// A party counted in another language than the sentence's ("Brauche einen Zug …, jsme dva", "Hi, ние сме 12 души",
// "…, 1 osoba"): read in that language as a pair only (a count and its noun, "we" and a count), never a word alone.
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(CANONICAL_KEYS.flatMap((k) => k.split(" ")));

function exactWord(lex: Language, word: string): { canonical: string; span: number } | null {
  const canonical = lex.words.get(word);
  return canonical === undefined ? null : { canonical, span: 1 };
}

/** Whether a word is a count as the canonical reading writes it (`COUNT`: one to three digits), read without a pattern. */
function isCount(s: string): boolean {
  if (s.length < 1 || s.length > 3) return false;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The words a count pair may be made of in any language, by their role in it, and all of them as a sieve
 * (../tables/sieve.ts): most words are turned away by their hash, not three look-ups. */
interface PairReading extends PairWords<TextIndex> {
  sieve: Uint32Array;
}
let pairWords: PairReading | undefined;

// The words a count pair may be made of in any language (../language/across-words.ts, a table of their own), read once,
// so a word of none of them (most words) is turned away by one look-up rather than one per language.
function countPairWords(): PairReading {
  if (pairWords) return pairWords;
  const words = acrossPairWords();
  pairWords = { ...words, sieve: readPairSieve() };
  return pairWords;
}

/** The words of a count pair at tokens[i..i+1] read in a language the sentence is not read in, or null. */
function countInAnother(text: JobText, words: readonly string[], i: number, to: number, reading: SentenceReading): WordRead[] | null {
  const t = text.tokens[i];
  const next = text.tokens[i + 1];
  if (!t || !next || i + 1 >= to) return null;
  const digits = isCount(t.s);
  // Digits count a party's noun; a word that means "we" or a count in some language is followed by a count or a noun.
  const pairs = countPairWords();
  const mayNext = sieveHas(pairs.sieve, reading.hashes.whole[i + 1] as number);
  if (digits ? !mayNext || !pairs.people.has(next.s) : !sieveHas(pairs.sieve, reading.hashes.whole[i] as number) || !pairs.opening.has(t.s)) return null;
  if (!digits && !(isCount(next.s) || (mayNext && (pairs.counts.has(next.s) || pairs.people.has(next.s))))) return null;
  if (!/^\s+$/.test(text.folded.slice(t.end, next.start))) return null;
  if ((!digits && (t.cap || GRAMMAR_WORDS.has(t.s))) || keepsPlace(text, i + 1) || GRAMMAR_WORDS.has(next.s)) return null;
  if (!COUNT.test(next.s) && wordAt(text, words, i + 1, to, reading)) return null;
  for (const lex of languages().values()) {
    if (reading.lexicons.includes(lex)) continue;
    // Whole words only: a stem ("osob*") would read "osobni automobil" (a car) as people.
    const second = COUNT.test(next.s) ? { canonical: next.s, span: 1 } : exactWord(lex, next.s);
    if (!second) continue;
    if (digits) {
      if (PEOPLE.has(second.canonical)) return [{ ...second, lex }];
      continue;
    }
    const first = exactWord(lex, t.s);
    if (first?.canonical === "we" && COUNT.test(second.canonical)) return COUNT.test(next.s) ? [{ ...first, lex }] : [{ ...first, lex }, { ...second, lex }];
    if (first && COUNT.test(first.canonical) && PEOPLE.has(second.canonical)) return [{ ...first, lex }, { ...second, lex }];
  }
  return null;
}

// A kind of trip named in another language than the sentence's ("we need vlak z Prahy", "brauche vlak nach Wien"): a word
// that names one kind in every language that has it, four letters or more, and no English word ("lot" is Polish for a
// flight and English for many).
// (The words, how they are agreed on and which languages are read: scripts/data/other-language-words.ts.)
let kindWords: OtherKindWords | null = null;

function otherKindWords(): OtherKindWords {
  kindWords ??= readOtherKindWords();
  return kindWords;
}

/** A kind word of another language at tokens[i], read when the sentence's own lexicons know no word there. */
function kindInAnother(text: JobText, words: readonly string[], i: number, reading: SentenceReading): WordRead | null {
  const w = words[i] as string;
  if (w.length < 4) return null;
  const known = otherKindWords();
  // The sieve holds every word and stem whole and by its first four letters: most words are turned away by their hashes.
  let canonical = sieveHas(known.sieve, reading.hashes.whole[i] as number) ? known.words.get(w) : undefined;
  if (canonical === undefined && sieveHas(known.sieve, reading.hashes.head[i] as number))
    for (const n of known.stemLengths) if ((canonical = known.stems.get(w.slice(0, n))) !== undefined) break;
  const lex = reading.lexicons[0];
  return canonical && lex && !keepsPlace(text, i) ? { canonical, span: 1, lex } : null;
}

// A party named by a phrase of another language than the sentence's ("need a flight to Oslo, nas dwoje", "Ferry to
// Ancona, négyen", "bus to Brno, oba dva"): the whole phrase as a language file writes it, or one word of five letters
// or more that is no word of English's guard list; a phrase two languages read differently is read by neither.
// (The phrases, their first words' sieve, and the first words of the corrections of two words or more any language says,
// "ach nein", "i mean", with theirs: scripts/data/other-language-words.ts.)
let parties: OtherPartyPhrases | null = null;
const otherParties = (): OtherPartyPhrases => (parties ??= readOtherPartyPhrases());

// Asked of every word: most are turned away by the sieve, by the hash the job's words were read with.
function startsCorrection(words: readonly string[], i: number, hashes: WordHashes): boolean {
  const { corrections, correctionSieve } = otherParties();
  return sieveHas(correctionSieve, hashes.whole[i] as number) && corrections.has(words[i] as string);
}

/** A party's phrase of another language at tokens[i..], read when the sentence's own lexicons know no word there. */
function partyInAnother(text: JobText, words: readonly string[], i: number, to: number, reading: SentenceReading): WordRead | null {
  const { byFirst, starts } = otherParties();
  const found = sieveHas(starts, reading.hashes.whole[i] as number) ? byFirst.get(words[i] as string) : undefined;
  const lex = reading.lexicons[0];
  if (!found || !lex || keepsPlace(text, i)) return null;
  const phrase = phraseAt(found, words, i, to);
  return phrase ? { canonical: phrase.canonical, span: phrase.words.length, lex } : null;
}

// The first phrase of a first word's list (in the table's order) written out at words[i..to). A common word starts
// many ("my": over a hundred in Polish, Czech and Slovak), so each list is split by its phrases' second words once, and
// a word is matched against the phrases its next word may continue and the one-word ones only.
function phraseAt(phrases: readonly PartyPhrase[], words: readonly string[], i: number, to: number): PartyPhrase | undefined {
  const bySecond = phrasesBySecond(phrases);
  const alone = firstWritten(bySecond.get(""), words, i, to);
  const next = i + 1 < words.length ? firstWritten(bySecond.get(words[i + 1] as string), words, i, to) : undefined;
  const first = alone && next ? (alone.at < next.at ? alone : next) : (alone ?? next);
  return first?.phrase;
}

interface RankedPhrase {
  phrase: PartyPhrase;
  /** Where it stands in its first word's list. */
  at: number;
}

const secondWords = new WeakMap<readonly PartyPhrase[], Map<string, RankedPhrase[]>>();

function phrasesBySecond(phrases: readonly PartyPhrase[]): Map<string, RankedPhrase[]> {
  let bySecond = secondWords.get(phrases);
  if (bySecond) return bySecond;
  bySecond = new Map();
  for (let at = 0; at < phrases.length; at++) {
    const phrase = phrases[at] as PartyPhrase;
    const second = phrase.words[1] ?? "";
    let list = bySecond.get(second);
    if (!list) bySecond.set(second, (list = []));
    list.push({ phrase, at });
  }
  secondWords.set(phrases, bySecond);
  return bySecond;
}

function firstWritten(ranked: readonly RankedPhrase[] | undefined, words: readonly string[], i: number, to: number): RankedPhrase | undefined {
  for (const r of ranked ?? []) {
    const phrase = r.phrase.words;
    if (i + phrase.length > to) continue;
    let k = 0;
    while (k < phrase.length && words[i + k] === phrase[k]) k++;
    if (k === phrase.length) return r;
  }
  return undefined;
}

// Every language's month names, a name two languages give different months dropped ("listopad": November in Polish,
// October in Croatian), as the lexicon's build derived them (scripts/data/other-language-words.ts); read on the first
// word asked about.
let months: { words: ReadonlyMap<string, string>; sieve: Uint32Array } | null = null;

/** A month of another language than the sentence's beside a date's number ("somos dos, 4 agosto 2027" in Romanian). */
function monthInAnother(text: JobText, words: readonly string[], i: number, reading: SentenceReading): WordRead | null {
  const lex = reading.lexicons[0];
  if (!lex || (words[i] as string).length < 4) return null;
  // The word is asked of the months' sieve before its neighbours are read for a date: most words are no month's name.
  const { words: names, sieve } = (months ??= readOtherMonths());
  const month = sieveHas(sieve, reading.hashes.whole[i] as number) ? names.get(words[i] as string) : undefined;
  return month && inMonthSlot(text, i) ? { canonical: month, span: 1, lex } : null;
}

/** A word or phrase to rewrite at token `at`; `other` when read as a count in another language than the sentence's. */
interface Rewrite {
  at: number;
  read: WordRead;
  other: boolean;
}

/** "Debrecen-ből", "Győr-ből": a case ending glued to a name by a hyphen is the name's (the places read it), no word. */
function endingOfName(text: JobText, words: readonly string[], i: number, reading: SentenceReading): boolean {
  const prev = text.tokens[i - 1];
  const t = text.tokens[i];
  if (!prev?.cap || !t || t.start !== prev.end + 1 || text.folded.charAt(prev.end) !== "-") return false;
  return reading.lexicons.some((l) => l.endings.some((e) => e.means && e.ending === words[i]));
}

function readSentence(text: JobText, words: readonly string[], [from, to]: [number, number], reading: SentenceReading, out: Rewrite[]): void {
  for (let i = from; i < to; ) {
    if (endingOfName(text, words, i, reading)) {
      i++;
      continue;
    }
    // "z Brna, I mean, z Ostravy": a correction of two words or more in another language is read before the words it
    // is made of ("i" is Czech "and").
    const early = startsCorrection(words, i, reading.hashes) ? partyInAnother(text, words, i, to, reading) : null;
    const corrects = early && early.span > 1 && early.canonical === "correction" ? early : null;
    const hit = corrects ? null : wordAt(text, words, i, to, reading);
    if (hit) out.push({ at: i, read: hit, other: false });
    const party = hit ? null : (corrects ?? partyInAnother(text, words, i, to, reading));
    if (party) out.push({ at: i, read: party, other: party !== corrects });
    const kind = hit || party ? null : (kindInAnother(text, words, i, reading) ?? monthInAnother(text, words, i, reading));
    if (kind) out.push({ at: i, read: kind, other: false });
    const pair = hit || kind || party ? null : countInAnother(text, words, i, to, reading);
    // A count after digits rewrites the noun only; "we" before digits the "we" only.
    const at = pair && pair.length === 1 && isCount(text.tokens[i]!.s) ? i + 1 : i;
    for (const [k, read] of (pair ?? []).entries()) out.push({ at: at + k, read, other: true });
    i += hit ? hit.span : party ? party.span : kind ? 1 : pair ? at - i + pair.length : 1;
  }
}

// A sentence's rewrites in the order of the text: read so already unless a clause of another language was read after it.
function inOrder(rewrites: Rewrite[]): Rewrite[] {
  for (let k = 1; k < rewrites.length; k++) if ((rewrites[k] as Rewrite).at < (rewrites[k - 1] as Rewrite).at) return rewrites.sort(byAt);
  return rewrites;
}

function byAt(x: Rewrite, y: Rewrite): number {
  return x.at - y.at;
}

// A place's name as written ("lisbon", "madrid"): no word of the language a job is written in.
function isPlaceName(w: string): boolean {
  return placeIndex().names.has(w);
}

/**
 * Detects the job's language and rewrites the words its language file knows into canonical English; place names,
 * codes and digits stay as written, so the place finder can still read an inflected name with the language's endings.
 */
export function canonicalize(raw: string, around?: Language): CanonicalJob {
  const text = prepareText(raw);
  const words = text.words;
  // Airport codes say nothing of the language a job is written in.
  const tellingWords = text.tokens.map((t) => (airportCode(t) ? "" : t.s));
  const telling: Telling = { words: tellingWords, hits: detectionHits(tellingWords), hashes: wordHashes(words) };
  const detected = detectLanguage(tellingWords, raw, true, telling.hits, isPlaceName);
  // "inkabb Ljubljana, Budapestrol" in a Hungarian thread: a text none of whose words says a language (only n-grams
  // guessed one) is read in the language of the text around it.
  const { language, tag, also } = around && detected.score < 1 && detected.tag !== around.tag ? { ...detected, language: around, tag: around.tag } : detected;
  const writer = new CanonicalWriter(text);
  const parts = sentences(text);
  const leads = new Set<Language>();
  const readWith: (Language | undefined)[] = [];
  const reads: Rewrite[] = [];
  for (const [from, to] of parts) {
    const reading = sentenceReading(text, telling, [from, to], parts.length > 1, language);
    if (reading.lead) leads.add(reading.lead);
    const own: Rewrite[] = [];
    readSentence(text, words, [from, to], reading, own);
    for (const clause of otherClauses(text, telling, [from, to], reading, own)) readSentence(text, words, clause.range, clause.reading, own);
    for (const r of inOrder(own)) reads.push(r);
  }
  // Another language's count is read only when the job counts no one in its own words ("2 odrasla / 2 adults" is one party).
  // (Asked only when there is such a count: every word of the job is looked at.)
  const counted = reads.some((r) => r.other) && (reads.some((r) => !r.other && PEOPLE.has(r.read.canonical)) || text.tokens.some((t) => PEOPLE.has(t.s)));
  for (const { at, read } of counted ? reads.filter((r) => !r.other) : reads) {
    writer.replace(text.tokens[at]!, text.tokens[at + read.span - 1]!, read.canonical);
    readWith[at] = read.lex;
  }
  const out = writer.finish();
  const canonical = language?.tag === "en" || !language ? spokenYears(out) : out;
  // Every language of the job, endings or not: its words that are not places count too.
  const endings = [...leads];
  for (const l of [language, ...also]) if (l && !endings.includes(l)) endings.push(l);
  // The canonical text's words are the written words copied and the canonical ones: not read again from the text.
  const prepared = canonical === text.raw ? text : canonical === out ? writer.prepared() : null;
  return { text: canonical, source: raw, language, tag, endings, toRaw: writer.toRaw.bind(writer), prepared, written: text, readWith, hashes: telling.hashes };
}
