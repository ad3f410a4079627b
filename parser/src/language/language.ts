import { detect as detectByNgrams } from "tinyld/light";
import { languageMeta, languages, type Language } from "./lexicon.js";
import { detection, detectionStemHeads, detectionStems, detectionWords, detectionWordsWide } from "../../data/generated/lexicon.js";
import { readDetection, type DetectionTable } from "./detection.js";
import { foldText, LETTERS, opensWithDigit } from "../text/text.js";
import { hashOf, sieveHas } from "../tables/sieve.js";

// Half a word: an English word shared with a few languages still weighs this much; a letter's share does not.
const ENGLISH_WORD = 0.5;
const PROSE_WORD = new RegExp(`^[${LETTERS}]{3,}$`);
// n-grams name a language from a few hundred characters as well as from thousands, and cost per character.
const NGRAM_SAMPLE = 300;

/** A language as detection weighs it; its lexicon is read only when a job is found to be in it. */
interface Candidate {
  locale: string;
  tag: string;
  romanised: boolean;
  tiesGoTo: ReadonlySet<string>;
  /** The letters with diacritics a language typed in Latin letters may hold (its systems'), in both cases. */
  letters: string;
}

interface DetectionIndex extends DetectionTable {
  list: Candidate[];
  english: number;
}

let index: DetectionIndex | undefined;
let scratch = new Float64Array(0);

// Weighed at build time over every language's words (./tables/detection.ts): no job reads them all.
function buildIndex(): DetectionIndex {
  const list = languageMeta().map((m) => ({
    locale: m.locale, tag: m.tag, romanised: m.romanised, tiesGoTo: new Set(m.tiesGoTo), letters: m.letters + m.letters.toUpperCase(),
  }));
  const read = readDetection(detection(), detectionWords(), detectionWordsWide(), detectionStems(), detectionStemHeads());
  return { ...read, list, english: list.findIndex((l) => l.tag === "en") };
}

const stemmed: number[] = [];

function stemHits(index: DetectionIndex, w: string, scores: Float64Array): void {
  if (!sieveHas(index.headSieve, hashOf(w, 4)) || !index.stemHeads.has(w.slice(0, 4))) return;
  stemmed.length = 0;
  for (const length of index.stemLengths) {
    if (length > w.length || !sieveHas(index.stemSieve, hashOf(w, length))) continue;
    const langs = index.stems.get(w.slice(0, length));
    if (langs) for (const i of langs) if (!stemmed.includes(i)) stemmed.push(i);
  }
  if (!stemmed.length) return;
  // A stem of a language typed in Latin letters counts only where no Latin-script language has one ("bilet").
  if (stemmed.some((i) => !(index.list[i] as Candidate).romanised)) {
    let kept = 0;
    for (const i of stemmed) if (!(index.list[i] as Candidate).romanised) stemmed[kept++] = i;
    stemmed.length = kept;
  }
  const weight = 1 / Math.sqrt(stemmed.length);
  for (const i of stemmed) scores[i] = (scores[i] as number) + weight;
}

/**
 * Whether language i reads a job better than language j: a higher score, or the same one when j's file
 * says its ties go to i. Bosnian shares nearly every word with Croatian or Serbian, so a job with nothing
 * Bosnian in it ("Koliko je sati?", "Šta je smisao života?") is likelier one of them.
 */
function beats(list: readonly Candidate[], scores: Float64Array, i: number, j: number): boolean {
  const a = scores[i] as number;
  const b = scores[j] as number;
  if (Math.abs(a - b) > 1e-9) return a > b;
  return (list[j] as Candidate).tiesGoTo.has((list[i] as Candidate).tag) && !(list[i] as Candidate).tiesGoTo.has((list[j] as Candidate).tag);
}

/** The language a job (or a sentence of it) is read in, the others it plainly has, and how sure detection is. */
export interface Detected {
  language: Language | null;
  tag: string;
  also: Language[];
  score: number;
}

// A letter English never writes, in a word that is no place's name ("18 zawodników i 3 trenerów, z Poznania do
// Pragi"), says the text is not English however few of its words a language file knows: English is no prior there.
const BEYOND_ASCII = /[^\u0020-\u007e\s]/;
const NOT_LETTERS = /[^\p{L}\p{M}]+/u;

function beyondEnglish(raw: string, isName?: (w: string) => boolean): boolean {
  if (!BEYOND_ASCII.test(raw)) return false;
  for (const w of raw.split(NOT_LETTERS)) if (BEYOND_ASCII.test(w) && !isName?.(foldText(w))) return true;
  return false;
}

/**
 * The language of a job. Jobs are short and full of place names, where n-gram detectors guess wildly
 * ("Letenka z Prahy do Bělehradu" reads as English to them), so the language files decide first: their
 * detection words, their travel words and the letters they write. tinyld (light) names the language
 * only when no language file recognises the text, e.g. a Dutch job, and only when `ngrams` is set (a
 * sentence of a job is judged by the language files alone).
 */
export function detectLanguage(words: readonly string[], raw: string, ngrams = true, hits?: ArrayLike<number>, isName?: (w: string) => boolean): Detected {
  index ??= buildIndex();
  const { list, english: en } = index;
  const scores = score(index, words, raw, hits);
  let best = -1;
  for (let i = 0; i < scores.length; i++) if (best < 0 || beats(list, scores, i, best)) best = i;
  const english = en >= 0 ? (scores[en] as number) : 0;
  // English wins ties: it is the language agents write in most, and the grammar's own.
  if (best >= 0 && (scores[best] as number) <= english) best = en;
  // Mixed jobs (a Hungarian question with an English line pasted in) are read with every language
  // the text plainly contains, best first.
  const plain: number[] = [];
  for (let i = 0; i < scores.length; i++) if (i !== best && i !== en && (scores[i] as number) >= 3) plain.push(i);
  if (plain.length > 1) plain.sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const also = plain.map((i) => load(list, i));
  if (best >= 0 && (scores[best] as number) >= 2) return found(list, best, scores[best] as number, also);
  // English is the prior: a word of it (not a letter's share) outweighs less than one word's worth of another language
  // ("cheep flites ... 9 Sept 2027, 1 adult": "sept" is French too), where n-grams would guess at misspelt English.
  const prior = english >= ENGLISH_WORD && (scores[best] as number) < 1 && !beyondEnglish(raw, isName);
  if (english > 0 && (best < 0 || english >= (scores[best] as number) || prior))
    return { language: en >= 0 ? load(list, en) : null, tag: "en", also, score: english };
  // No English word at all: a language file that knows anything of it is the better guess ("Cuéntame un chiste").
  if (best >= 0 && (scores[best] as number) >= 1) return found(list, best, scores[best] as number, also);
  // Shorthand ("LHR->otp 1 pax 03JUN27") is no language at all: n-grams guess only on real prose.
  // Place names ("flihgt lisbon->madrid 3 sept") are no prose of any language: n-grams would guess from them.
  const prose = words.filter((w) => PROSE_WORD.test(w) && !isName?.(w)).length;
  const guess = ngrams && prose >= 3 ? detectByNgrams(raw.slice(0, NGRAM_SAMPLE)) : "";
  const known = list.findIndex((l) => l.tag === guess);
  if (known >= 0) return found(list, known, 0, also);
  const fallback = en >= 0 ? load(list, en) : null;
  return guess ? { language: fallback, tag: guess, also, score: 0 } : { language: fallback, tag: "en", also, score: 0 };
}

const load = (list: readonly Candidate[], i: number) => languages().get((list[i] as Candidate).locale) as Language;

// Module-level rather than a closure per call: the Worker's bundle names every closure it makes (esbuild's keepNames).
function found(list: readonly Candidate[], i: number, score: number, also: Language[]): Detected {
  return { language: load(list, i), tag: (list[i] as Candidate).tag, also, score };
}

/**
 * Where each word's detection weights are (`detectLanguage`'s `hits`): a job's sentences are weighed again one
 * by one, with the words the whole job's look-ups found.
 */
export function detectionHits(words: readonly string[]): number[] {
  index ??= buildIndex();
  // A plain array: a typed array's buffer costs more to make than a job's few words to read.
  const out: number[] = [];
  for (const w of words) out.push(hitsOf(index, w));
  return out;
}

// The index weighs no word opening with a digit (./detection.ts): a job's numbers (some one word in five) and the codes
// left out of its telling words ("") are no look-up in the large table.
function hitsOf(index: DetectionIndex, w: string): number {
  return w.length === 0 || opensWithDigit(w) ? -1 : index.hits(w);
}

/** Each language's score for a job's words and letters (a scratch array, valid until the next call). */
function score(index: DetectionIndex, words: readonly string[], raw: string, known?: ArrayLike<number>): Float64Array {
  const scores = (scratch.length === index.list.length ? scratch : (scratch = new Float64Array(index.list.length))).fill(0);
  const { langs, weights } = index;
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    const hits = known ? (known[k] as number) : hitsOf(index, w);
    if (hits >= 0) {
      for (let at = hits >> 6, end = at + (hits & 63); at < end; at++) {
        const lang = langs[at] as number;
        scores[lang] = (scores[lang] as number) + (weights[at] as number);
      }
    }
    // A word only a language's stems know ("feleségem", "kisbabánk", "junaliput") says that language too.
    else if (w.length >= 5) stemHits(index, w, scores);
  }
  accented.length = 0;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 128) continue;
    if (((code >= 0xc0 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) && code !== 0xd7 && code !== 0xf7) accented.push(code);
    const letter = code < index.letters.length ? index.letters[code] : undefined;
    if (letter) for (const lang of letter.langs) scores[lang] = (scores[lang] as number) + letter.weight;
  }
  // Cyrillic and Greek typed in Latin letters are typed on a keyboard without them (plain ASCII), or in a system
  // that writes a few letters with a diacritic (scientific "ž š č"): any other such letter ("máš", "się") says the
  // job is in a language written in Latin script.
  if (accented.length)
    for (let i = 0; i < scores.length; i++)
      if ((index.list[i] as Candidate).romanised && !accented.every((code) => (index.list[i] as Candidate).letters.includes(String.fromCharCode(code))))
        scores[i] = 0;
  return scores;
}
const accented: number[] = [];
