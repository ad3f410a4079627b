import { lexicons, meta } from "../../data/generated/lexicon.js";
import type { CompiledHeadcount } from "./sections/headcount.js";
import type { MailSection } from "./sections/mail.js";
import type { CompiledMoney } from "./sections/money.js";
import type { CountingSection } from "./sections/counting.js";
import type { SpellingSection } from "./sections/spelling.js";
import type { PlacesSection } from "./sections/places.js";
import type { PartsSection } from "./sections/parts.js";
import { decodeLexicon, type LexiconPart, type LexiconTables } from "../tables/lexicon-table.js";
import { charsText } from "../tables/chars.js";
import { hashOf, hashOn, makeSieve, sieveHas, sieveKeyUnits } from "../tables/sieve.js";
import { FIELD, RECORD } from "../tables/lines.js";
import { TextIndex, TextMap } from "../tables/text-index.js";

/** What the parser knows of one language, compiled from shared/data/lang (see its README). */
export interface Language {
  /** The file's locale ("sr-Latn"). */
  locale: string;
  /** BCP 47 primary tag reported as job.language ("sr"). */
  tag: string;
  /** Folded word or phrase -> canonical English. */
  words: ReadonlyMap<string, string>;
  /** Folded stem -> canonical English, for words with many endings. */
  stems: ReadonlyMap<string, string>;
  /** Stem lengths present, longest first, so a word needs one lookup per length. */
  stemLengths: readonly number[];
  /** First four letters of every stem: most words are rejected with one lookup. */
  stemHeads: Pick<ReadonlySet<string>, "has">;
  /** Most words a phrase in `words` has. */
  phraseWords: number;
  /** First words of phrases, so most words need no phrase lookups (asked of every word a sieve lets by). */
  phraseStarts: Pick<ReadonlySet<string>, "has">;
  /** The phrase starts as a sieve: most words are turned away by their hash, not a look-up in the set. */
  phraseSieve: Uint32Array;
  /** Every word, phrase start and stem head as a few bits (`mayRead`): most words no table has are turned away
   * by a small bitmap instead of three look-ups in the large ones. */
  sieve: Uint32Array;
  /** Case endings of place names, with the direction some of them carry. */
  endings: readonly { ending: string; means: "" | "from" | "to" | "in" }[];
  alternations: readonly (readonly [string, string])[];
  /** Vowels a base name may end with that a case ending replaced ("Krakow-a" may be "Krakowa" or "Krakow"). */
  stemVowels: readonly string[];
  /** What the misspelling reader may assume of a job in this language alone (en.json: capitals mark names). */
  spelling: SpellingSection | null;
  notPlaces: Pick<ReadonlySet<string>, "has">;
  detect: Pick<ReadonlySet<string>, "has">;
  /** Tags ("hr", "sr") a tie in detection goes to. */
  tiesGoTo: ReadonlySet<string>;
  /** Locales whose words this language's jobs also use, read after its own ("srpnja" in a Bosnian job). */
  alsoReads: readonly string[];
  /** Romanisation of the language's script, letter by letter ("б" -> "b"), or null for a Latin-script language. */
  translit: ReadonlyMap<string, string> | null;
  letters: string;
  /** A language of another script typed in Latin letters (built from its file and parser/data/translit.json). */
  romanised: boolean;
  /** Latin spellings of the place names of its script -> the name as the place index keys it ("varshava" -> "варшава"). */
  spelled: ReadonlyMap<string, string> | null;
}

/** One language as scripts/data/build-lexicon.ts writes it into parser/data/generated/lexicon.json: its word lists
 * (the per-language table, `LexiconPart`) and the head every job may read. */
export interface CompiledLanguage extends LexiconPart {
  language: string;
  name: string;
  script: string;
  /** Tags a tie in detection goes to (Bosnian: "hr", "sr"). */
  tiesGoTo?: string[];
  alsoReads?: string[];
  /** Group nouns, relations and markers a party is counted with. */
  headcount?: CompiledHeadcount;
  /** Mail headers, forward markers and sign-offs. */
  mail?: MailSection;
  /** Vowels a base name may end with that a case ending replaced. */
  stemVowels?: string[];
  /** What the language writes after a day's number ("st", "er", "º"), lower case. */
  ordinalSuffixes?: string[];
  /** Currency names, signs after an amount and irregular plurals. */
  money?: CompiledMoney;
  /** Words of the other errands people send (code, money matters, study, office), folded; "*" ends a stem. */
  domains?: string[];
  /** Number words of the grammar's own language (en). */
  counting?: CountingSection;
  /** What the misspelling reader may assume of a job in this language alone. */
  spelling?: SpellingSection;
  /** The words around a place name in the grammar's own language (en). */
  places?: PlacesSection;
  /** The words that split a job into its requests, in the grammar's own language (en). */
  parts?: PartsSection;
  /** Letters outside ASCII this language writes (from its word lists): a detection signal. */
  letters: string;
  romanised?: boolean;
}

// A language's stems and word lists are texts with an index (their units outside the heap), not Maps and Sets of
// strings: the languages the jobs had read held some 0.6 MB of heap in them.
function stemMap(pairs: readonly (readonly [string, string])[]): TextMap<string> {
  const canon = [...new Set(pairs.map(([, c]) => c))];
  const at = new Map(canon.map((c, i) => [c, i]));
  return TextMap.listed(pairs.map(([stem, c]) => stem + FIELD + at.get(c)).join(RECORD), canon);
}

function wordSet(words: Iterable<string>): Pick<ReadonlySet<string>, "has"> {
  return new TextIndex([...new Set(words)].join(RECORD));
}

// A language's sieve, made in one pass over its tables' units: every word, phrase start and stem, whole and by its
// head; and its phrase starts, the only keys of it made into strings. How large the sieve is, how many words a phrase
// has and the stems' heads and lengths were derived when the table was built (scripts/data/lexicon-shape.ts).
function sieves(words: TextMap<string>, stems: TextMap<string>, sieveWords: number) {
  const sieve = new Uint32Array(sieveWords);
  const phraseStarts = new Set<string>();
  words.forEachKeyUnits((chars, from, to) => {
    const space = sieveKeyUnits(sieve, chars, from, to);
    if (space >= 0) phraseStarts.add(charsText(chars, from, space));
  });
  // A stem of two words ("sim kart") is sieved whole: its first word is no phrase start.
  stems.forEachKeyUnits((chars, from, to) => void sieveKeyUnits(sieve, chars, from, to, false));
  return { sieve, phraseStarts: [...phraseStarts] };
}

function build(locale: string, c: Omit<CompiledLanguage, keyof LexiconTables> & LexiconTables): Language {
  const { words, shape } = c;
  const stems = stemMap(c.stems);
  const { sieve, phraseStarts } = sieves(words, stems, shape.sieveWords);
  return {
    locale,
    tag: c.language.split("-")[0] as string,
    words,
    stems,
    stemLengths: shape.stemLengths,
    stemHeads: new TextIndex(shape.stemHeads),
    phraseWords: Math.min(shape.phraseWords, 5),
    // One text, not a Set: a romanised language has some 9,000 phrase starts.
    phraseStarts: new TextIndex(phraseStarts.join(RECORD)),
    phraseSieve: makeSieve(phraseStarts),
    sieve,
    endings: c.endings
      .map(([ending, means]) => ({ ending, means: means as Language["endings"][number]["means"] }))
      .sort((a, b) => b.ending.length - a.ending.length),
    alternations: c.alternations,
    stemVowels: c.stemVowels ?? [],
    spelling: c.spelling ?? null,
    notPlaces: wordSet(c.notPlaces),
    detect: wordSet(c.detect),
    tiesGoTo: new Set(c.tiesGoTo ?? []),
    alsoReads: c.alsoReads ?? [],
    translit: c.translit ? new Map(c.translit) : null,
    letters: c.letters,
    romanised: !!c.romanised,
    spelled: c.spelled ?? null,
  };
}

/**
 * The parts of a compiled language that go into the per-language tables (scripts/data/build-tables.ts), each read
 * only when a job is in that language; everything else is in the small table every job reads (`languageMeta`).
 */
export const LEXICON_KEYS = [
  "words", "stems", "endings", "alternations", "notPlaces", "detect", "translit", "spelled",
] as const satisfies readonly (keyof LexiconPart)[];

/** A compiled language without its word lists: what every job may need of every language. */
export type LanguageMeta = Omit<CompiledLanguage, (typeof LEXICON_KEYS)[number]> & {
  locale: string;
  tag: string;
  romanised: boolean;
  tiesGoTo: string[];
};

let metaCache: readonly LanguageMeta[] | undefined;

/** Every language the parser reads, in the lexicon's order, without its word lists. */
export function languageMeta(): readonly LanguageMeta[] {
  metaCache ??= (JSON.parse(meta()) as (Omit<CompiledLanguage, (typeof LEXICON_KEYS)[number]> & { locale: string })[]).map((m) => ({
    ...m,
    tag: m.language.split("-")[0] as string,
    romanised: !!m.romanised,
    tiesGoTo: m.tiesGoTo ?? [],
  }));
  return metaCache;
}

const built = new Map<string, Language>();

function language(locale: string): Language | undefined {
  let lang = built.get(locale);
  if (lang) return lang;
  const text = lexicons[locale];
  const head = languageMeta().find((m) => m.locale === locale);
  if (!text || !head) return undefined;
  lang = build(locale, { ...head, ...decodeLexicon(text()) });
  built.set(locale, lang);
  return lang;
}

// A map whose languages are built from their table the first time one is asked for.
const lazyLanguages: ReadonlyMap<string, Language> = {
  get: language,
  has: (locale) => Object.hasOwn(lexicons, locale),
  get size() {
    return languageMeta().length;
  },
  keys: () => languageMeta().map((m) => m.locale)[Symbol.iterator](),
  values: () => languageMeta().map((m) => language(m.locale) as Language)[Symbol.iterator](),
  entries: () => languageMeta().map((m) => [m.locale, language(m.locale) as Language] as [string, Language])[Symbol.iterator](),
  forEach(each, self) {
    for (const m of languageMeta()) each.call(self, language(m.locale) as Language, m.locale, this);
  },
  [Symbol.iterator]() {
    return this.entries();
  },
};

/** Every language the parser reads, by locale; a language is built from its table on first use. */
export function languages(): ReadonlyMap<string, Language> {
  return lazyLanguages;
}

/** One optional section of every compiled language that has it ("money"), in locale order. */
export function sections<K extends "money" | "mail" | "headcount" | "domains">(key: K): NonNullable<CompiledLanguage[K]>[] {
  return languageMeta().flatMap((l) => (l[key] ? [l[key] as NonNullable<CompiledLanguage[K]>] : []));
}

/** Every language's suffixes after a day's number ("1st", "1er", "1º"), once each: dates are read in any of them. */
export function ordinalSuffixes(): string[] {
  return [...new Set(languageMeta().flatMap((l) => l.ordinalSuffixes ?? []))];
}

/** The number words of the grammar's own language (en.json's `counting`). */
export function countingWords(): CountingSection {
  const en = languageMeta().find((l) => l.locale === "en")?.counting;
  if (!en) throw new Error("lexicon: en has no counting section");
  return en;
}

/** Whether any of the language's tables may read this word: false only when none does (no word, phrase or stem of it). */
function mayRead(lang: Language, word: string, hash: number, head: number): boolean {
  return sieveHas(lang.sieve, hash) || (word.length >= 4 && sieveHas(lang.sieve, head < 0 ? hashOf(word, 4) : head));
}

/** A job's words' hashes (`hashOf`), whole and of their first four letters: made once, read by every lexicon a word is
 * looked up in rather than hashed again for each. */
export interface WordHashes {
  whole: readonly number[];
  head: readonly number[];
}

export function wordHashes(words: readonly string[]): WordHashes {
  const whole: number[] = [];
  const head: number[] = [];
  for (const w of words) {
    whole.push(hashOf(w));
    head.push(w.length >= 4 ? hashOf(w, 4) : -1);
  }
  return { whole, head };
}

/** The `places` section's lists as sets. */
export type PlaceGrammar = { readonly [K in keyof PlacesSection]: ReadonlySet<string> };
let placeGrammarCache: PlaceGrammar | undefined;

/** The words around a place name in the grammar's own language (en.json's `places`), each list a set. */
export function placeGrammar(): PlaceGrammar {
  if (placeGrammarCache) return placeGrammarCache;
  const en = languageMeta().find((l) => l.locale === "en")?.places;
  if (!en) throw new Error("lexicon: en has no places section");
  placeGrammarCache = Object.fromEntries(Object.entries(en).map(([k, v]) => [k, new Set(v)])) as unknown as PlaceGrammar;
  return placeGrammarCache;
}

/** The words that split a job into its requests (en.json's `parts`), each list a set. */
export function partWords(): { readonly [K in keyof PartsSection]: ReadonlySet<string> } {
  const en = languageMeta().find((l) => l.locale === "en")?.parts;
  if (!en) throw new Error("lexicon: en has no parts section");
  return { joiners: new Set(en.joiners), returning: new Set(en.returning), abbreviations: new Set(en.abbreviations) };
}

/** The canonical English of the word or phrase at tokens[i...], and how many words it spans. */
export function lookupWord(
  lang: Language,
  words: readonly string[],
  i: number,
  end = words.length,
  hashes?: WordHashes,
): { canonical: string; span: number } | null {
  const first = words[i] as string;
  const hash = hashes ? (hashes.whole[i] as number) : hashOf(first);
  if (!mayRead(lang, first, hash, hashes ? (hashes.head[i] as number) : -1)) return null;
  if (sieveHas(lang.phraseSieve, hash) && lang.phraseStarts.has(first)) {
    // A phrase is hashed word by word and looked up only where the sieve may hold it: most are no phrase.
    let h = hash;
    let longest: { canonical: string; span: number } | null = null;
    for (let n = 2; n <= lang.phraseWords && i + n - 1 < end; n++) {
      h = hashOn(hashOn(h, " "), words[i + n - 1] as string);
      const hit = sieveHas(lang.sieve, h) ? lang.words.get(words.slice(i, i + n).join(" ")) : undefined;
      if (hit !== undefined) longest = { canonical: hit, span: n };
    }
    if (longest) return longest;
  }
  // The sieve holds every word and stem whole and by its head: a word or a stem it turns away is none of the tables'.
  const exact = sieveHas(lang.sieve, hash) ? lang.words.get(first) : undefined;
  if (exact !== undefined) return { canonical: exact, span: 1 };
  if (first.length < 4) return null;
  const head = hashes ? (hashes.head[i] as number) : hashOf(first, 4);
  if (!sieveHas(lang.sieve, head) || !lang.stemHeads.has(first.slice(0, 4))) return null;
  return stemOf(lang, first);
}

/** The canonical English of the longest stem the word starts with; each stem length asked of the sieve before its table. */
function stemOf(lang: Language, word: string): { canonical: string; span: number } | null {
  for (const n of lang.stemLengths) {
    if (n > word.length || !sieveHas(lang.sieve, hashOf(word, n))) continue;
    const hit = lang.stems.get(word.slice(0, n));
    if (hit !== undefined) return { canonical: hit, span: 1 };
  }
  return null;
}
