import { detect as detectByNgrams } from "tinyld/light";
import { CANONICAL_KEYS } from "./canonical-keys.js";
import { languages, type Language } from "./lexicon.js";
import { LETTERS } from "./text.js";

const PROSE_WORD = new RegExp(`^[${LETTERS}]{3,}$`);
// n-grams name a language from a few hundred characters as well as from thousands, and cost per character.
const NGRAM_SAMPLE = 300;

interface DetectionIndex {
  list: Language[];
  /** Folded word -> [language index, weight] pairs: 2 for a detection word, 1 for a travel word. */
  words: Map<string, [number, number][]>;
  /** Letter -> languages that write it. */
  letters: Map<string, number[]>;
  english: number;
  /** First four letters of every language's stems: most words are rejected by one lookup. */
  stemHeads: Set<string>;
}

let index: DetectionIndex | undefined;
let scratch = new Float64Array(0);

type WordIndex = Map<string, [number, number][]>;

function addWord(words: WordIndex, word: string, lang: number, weight: number): void {
  const hits = words.get(word) ?? [];
  const hit = hits.find(([l]) => l === lang);
  if (hit) hit[1] = Math.max(hit[1], weight);
  else hits.push([lang, weight]);
  words.set(word, hits);
}

/** A language's words, detection words and letters, weighed into the index. */
function indexLanguage(lang: Language, i: number, words: WordIndex, letters: Map<string, number[]>): void {
  for (const [form] of lang.words) {
    if (/^\d/.test(form)) continue;
    if (!form.includes(" ")) {
      if (form.length > 1) addWord(words, form, i, 1);
    } else for (const word of form.split(" ")) if (word.length > 2) addWord(words, word, i, lang.tag === "en" ? 1 : 0.5);
  }
  // One letter ("a", "i") is a word in most of the languages ("a" is "to" in Italian, "and" in Czech): a
  // weak sign of any one of them.
  for (const word of lang.detect) addWord(words, word, i, word.length > 1 ? 2 : 0.5);
  // Both cases, so a job's letters need no lower-casing.
  for (const c of new Set([...lang.letters, ...lang.letters.toUpperCase()])) letters.set(c, [...(letters.get(c) ?? []), i]);
  // The canonical keys are English words too: the grammar's own vocabulary.
  if (lang.tag === "en") for (const key of CANONICAL_KEYS) for (const word of key.split(" ")) if (!/^\d/.test(word) && word.length > 1) addWord(words, word, i, 1);
}

// A word many languages share says little about which one a job is in: its weight is shared out.
const shareOut = (words: WordIndex) => {
  for (const hits of words.values()) if (hits.length > 1) for (const hit of hits) hit[1] /= Math.sqrt(hits.length);
};

function buildIndex(): DetectionIndex {
  const list = [...languages().values()];
  const words: WordIndex = new Map();
  const latin: WordIndex = new Map();
  const letters = new Map<string, number[]>();
  list.forEach((lang, i) => indexLanguage(lang, i, lang.romanised ? latin : words, letters));
  shareOut(words);
  // "із" and "из" are both "iz" once typed in Latin: a detection word two such languages share tells neither.
  for (const hits of latin.values()) if (hits.length > 1) for (const hit of hits) hit[1] = Math.min(hit[1], 1);
  shareOut(latin);
  // A language typed in Latin letters shares its short words with the Latin-script languages ("do", "na",
  // "za", "bilety"): a word they have weighs little for it, and takes nothing from theirs.
  for (const [word, hits] of latin) {
    const native = words.get(word);
    const share = native ? 1 / Math.sqrt(native.length + 1) : 1;
    words.set(word, [...(native ?? []), ...hits.map(([l, w]) => [l, w * share] as [number, number])]);
  }
  const stemHeads = new Set(list.flatMap((l) => [...l.stemHeads]));
  return { list, words, letters, english: list.findIndex((l) => l.tag === "en"), stemHeads };
}

const stemmed: number[] = [];

function stemHits(index: DetectionIndex, w: string, scores: Float64Array): void {
  const head = w.slice(0, 4);
  if (!index.stemHeads.has(head)) return;
  stemmed.length = 0;
  for (let i = 0; i < index.list.length; i++) {
    const lang = index.list[i] as Language;
    if (!lang.stemHeads.has(head)) continue;
    for (const length of lang.stemLengths)
      if (length <= w.length && lang.stems.has(w.slice(0, length))) {
        stemmed.push(i);
        break;
      }
  }
  // A stem of a language typed in Latin letters counts only where no Latin-script language has one ("bilet").
  if (stemmed.some((i) => !(index.list[i] as Language).romanised)) stemmed.splice(0, stemmed.length, ...stemmed.filter((i) => !(index.list[i] as Language).romanised));
  const weight = 1 / Math.sqrt(stemmed.length);
  for (const i of stemmed) scores[i] = (scores[i] as number) + weight;
}

/**
 * Whether language i reads a job better than language j: a higher score, or the same one when j's file
 * says its ties go to i. Bosnian shares nearly every word with Croatian or Serbian, so a job with nothing
 * Bosnian in it ("Koliko je sati?", "Šta je smisao života?") is likelier one of them.
 */
function beats(list: readonly Language[], scores: Float64Array, i: number, j: number): boolean {
  const a = scores[i] as number;
  const b = scores[j] as number;
  if (Math.abs(a - b) > 1e-9) return a > b;
  return (list[j] as Language).tiesGoTo.has((list[i] as Language).tag) && !(list[i] as Language).tiesGoTo.has((list[j] as Language).tag);
}

/**
 * The language of a job. Jobs are short and full of place names, where n-gram detectors guess wildly
 * ("Letenka z Prahy do Bělehradu" reads as English to them), so the language files decide first: their
 * detection words, their travel words and the letters they write. tinyld (light) names the language
 * only when no language file recognises the text, e.g. a Dutch job, and only when `ngrams` is set (a
 * sentence of a job is judged by the language files alone).
 */
export function detectLanguage(words: readonly string[], raw: string, ngrams = true): { language: Language | null; tag: string; also: Language[]; score: number } {
  index ??= buildIndex();
  const scores = (scratch.length === index.list.length ? scratch : (scratch = new Float64Array(index.list.length))).fill(0);
  for (const w of words) {
    const hits = index.words.get(w);
    if (hits) for (const [lang, weight] of hits) scores[lang] = (scores[lang] as number) + weight;
    // A word only a language's stems know ("feleségem", "kisbabánk", "junaliput") says that language too.
    else if (w.length >= 5) stemHits(index, w, scores);
  }
  for (let i = 0; i < raw.length; i++) {
    if (raw.charCodeAt(i) < 128) continue;
    const langs = index.letters.get(raw.charAt(i));
    if (langs) for (const lang of langs) scores[lang] = (scores[lang] as number) + 1 / langs.length;
  }
  let best = -1;
  for (let i = 0; i < scores.length; i++) if (best < 0 || beats(index.list, scores, i, best)) best = i;
  const english = index.english >= 0 ? (scores[index.english] as number) : 0;
  // English wins ties: it is the language agents write in most, and the grammar's own.
  if (best >= 0 && (scores[best] as number) <= english) best = index.english;
  // Mixed jobs (a Hungarian question with an English line pasted in) are read with every language
  // the text plainly contains, best first.
  const also: Language[] = [];
  for (let i = 0; i < scores.length; i++) if (i !== best && i !== index.english && (scores[i] as number) >= 3) also.push(index.list[i] as Language);
  if (also.length > 1) also.sort((a, b) => (scores[index!.list.indexOf(b)] as number) - (scores[index!.list.indexOf(a)] as number));
  if (best >= 0 && (scores[best] as number) >= 2) {
    const language = index.list[best] as Language;
    return { language, tag: language.tag, also, score: scores[best] as number };
  }
  if (english > 0 && (best < 0 || english >= (scores[best] as number))) return { language: index.list[index.english] ?? null, tag: "en", also, score: english };
  // No English word at all: a language file that knows anything of it is the better guess ("Cuéntame un chiste").
  if (best >= 0 && (scores[best] as number) >= 1) {
    const language = index.list[best] as Language;
    return { language, tag: language.tag, also, score: scores[best] as number };
  }
  // Shorthand ("LHR->otp 1 pax 03JUN27") is no language at all: n-grams guess only on real prose.
  const prose = words.filter((w) => PROSE_WORD.test(w)).length;
  const guess = ngrams && prose >= 3 ? detectByNgrams(raw.slice(0, NGRAM_SAMPLE)) : "";
  const known = index.list.find((l) => l.tag === guess);
  if (known) return { language: known, tag: known.tag, also, score: 0 };
  const en = index.list[index.english] ?? null;
  return guess ? { language: en, tag: guess, also, score: 0 } : { language: en, tag: "en", also, score: 0 };
}
