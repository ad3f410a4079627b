import { CANONICAL_KEYS } from "./sections/canonical-keys.js";
import { FIELD, isWide, RECORD } from "../tables/lines.js";
import { makeSieve, sieveOfKeyUnits } from "../tables/sieve.js";
import { TextIndex, TextMap } from "../tables/text-index.js";

/** What language detection needs of one compiled language (parser/data/generated/lexicon.json). */
export interface DetectionSource {
  tag: string;
  romanised: boolean;
  /** Its word forms (the keys of `words`), phrases included. */
  forms: readonly string[];
  detect: readonly string[];
  letters: string;
  stems: readonly string[];
}

type WordIndex = Map<string, [number, number][]>;

function addWord(words: WordIndex, word: string, lang: number, weight: number): void {
  const hits = words.get(word) ?? [];
  const hit = hits.find(([l]) => l === lang);
  if (hit) hit[1] = Math.max(hit[1], weight);
  else hits.push([lang, weight]);
  words.set(word, hits);
}

/** A language's words and detection words, weighed into the index. */
function indexLanguage(lang: DetectionSource, i: number, words: WordIndex): void {
  for (const form of lang.forms) {
    if (/^\d/.test(form)) continue;
    if (!form.includes(" ")) {
      if (form.length > 1) addWord(words, form, i, 1);
    } else for (const word of form.split(" ")) if (word.length > 2) addWord(words, word, i, lang.tag === "en" ? 1 : 0.5);
  }
  // One letter ("a", "i") is a word in most of the languages ("a" is "to" in Italian, "and" in Czech): a
  // weak sign of any one of them.
  // No word opening with a digit is weighed (a job's digits say no language), so a job's numbers need no look-up.
  for (const word of lang.detect) if (!/^\d/.test(word)) addWord(words, word, i, word.length > 1 ? 2 : 0.5);
  // The canonical keys are English words too: the grammar's own vocabulary.
  if (lang.tag !== "en") return;
  for (const key of CANONICAL_KEYS) for (const word of key.split(" ")) if (!/^\d/.test(word) && word.length > 1) addWord(words, word, i, 1);
}

// A word many languages share says little about which one a job is in: its weight is shared out.
const shareOut = (words: WordIndex) => {
  for (const hits of words.values()) if (hits.length > 1) for (const hit of hits) hit[1] /= Math.sqrt(hits.length);
};

/** Every word of every language with the languages it tells and how strongly, weights shared out. */
function weighWords(list: readonly DetectionSource[]): WordIndex {
  const words: WordIndex = new Map();
  const latin: WordIndex = new Map();
  list.forEach((lang, i) => indexLanguage(lang, i, lang.romanised ? latin : words));
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
  return words;
}

type DetectionTables = Record<"detection" | "detectionWords" | "detectionWordsWide" | "detectionStems" | "detectionStemHeads", string>;

/**
 * The detection index of every language, weighed at build time (scripts/data/build-tables.ts) so that no job
 * reads every language's words: JSON of the distinct weights and the distinct lists of a word's languages
 * ("lang:weight,...", indexes into the language list and the weights), the distinct lists of a stem's languages, the
 * stems' lengths and every letter's languages; then one line per word ("word<TAB>list", found in the text itself:
 * ./text-index.ts), one per stem ("stem<TAB>list"; its index, like the words', prebuilt beside the Node bundle, so the
 * first job decodes no stems) and one per stem's first four letters.
 */

export function compileDetection(list: readonly DetectionSource[]): DetectionTables {
  const weights: number[] = [];
  const weightAt = new Map<number, number>();
  const w = (x: number) => {
    if (!weightAt.has(x)) weightAt.set(x, weights.push(x) - 1);
    return weightAt.get(x) as number;
  };
  const words = [...weighWords(list)].sort(([a], [b]) => (a < b ? -1 : 1));
  // Most words tell the same few languages with the same weights: each such list is written once.
  const signatures: string[] = [];
  const signatureAt = new Map<string, number>();
  const signature = (hits: [number, number][]) => {
    const text = hits.map(([l, x]) => `${l}:${w(x)}`).join(",");
    if (!signatureAt.has(text)) signatureAt.set(text, signatures.push(text) - 1);
    return (signatureAt.get(text) as number).toString(36);
  };
  const wordLines = words.map(([word, hits]) => `${word}${FIELD}${signature(hits)}`);
  const stems = new Map<string, number[]>();
  list.forEach((lang, i) => lang.stems.forEach((s) => stems.set(s, [...(stems.get(s) ?? []), i])));
  const sortedStems = [...stems].sort(([a], [b]) => (a < b ? -1 : 1));
  // Stems with the same languages share one list; each stem's line is its list's number.
  const stemLists: number[][] = [];
  const stemListAt = new Map<string, number>();
  const stemLines = sortedStems.map(([stem, langs]) => {
    const key = langs.join(",");
    if (!stemListAt.has(key)) stemListAt.set(key, stemLists.push(langs) - 1);
    return `${stem}${FIELD}${stemListAt.get(key) as number}`;
  });
  const heads = [...new Set(sortedStems.map(([stem]) => stem.slice(0, 4)))];
  // Both cases, so a job's letters need no lower-casing; one UTF-16 unit each, so a job's are read by their code.
  const letters = new Map<string, number[]>();
  // A language typed in Latin letters writes a few letters of Latin-script ones (scientific "ž š č"): they say nothing of it.
  list.forEach((lang, i) => {
    if (lang.romanised) return;
    for (const c of new Set([...lang.letters, ...lang.letters.toUpperCase()])) letters.set(c, [...(letters.get(c) ?? []), i]);
  });
  for (const c of letters.keys()) if (c.length !== 1) throw new Error(`a language's letter is not one UTF-16 unit: ${c}`);
  // The words stay a text of their own, not a string inside JSON: the index reads the literal itself. Words with a
  // letter beyond Latin-1 are a second text, so the first (most of them) stays one byte a letter.
  const stemLengths = [...new Set(sortedStems.map(([stem]) => stem.length))].sort((a, b) => b - a);
  return {
    // The heads' sieve is made here, not on the first job, which would slice every head out of its text to hash it (issue 28).
    detection: JSON.stringify({ weights, signatures, stemLists, stemLengths, letters: [...letters], headSieve: [...makeSieve(heads)] }),
    detectionStems: stemLines.join(RECORD),
    detectionStemHeads: heads.join(RECORD),
    detectionWords: words.flatMap(([word], i) => (isWide(word) ? [] : [wordLines[i]])).join(RECORD),
    detectionWordsWide: words.flatMap(([word], i) => (isWide(word) ? [wordLines[i]] : [])).join(RECORD),
  };
}

/** The detection index as a job reads it: a word's languages and weights in two flat arrays. */
export interface DetectionTable {
  /** Word -> where its hits start in `langs` and `weights`, times 64, plus how many there are; -1 for a word no language has. */
  hits: (word: string) => number;
  langs: Uint8Array;
  weights: Float64Array;
  /** Stem -> the languages that have it. */
  stems: ReadonlyMap<string, readonly number[]>;
  /** Stem lengths present, longest first. */
  stemLengths: readonly number[];
  /** First four letters of every stem: most words are rejected by one lookup. */
  stemHeads: Pick<ReadonlySet<string>, "has">;
  /** The heads as a sieve (../tables/sieve.ts): most words are turned away before that lookup. */
  headSieve: Uint32Array;
  /** The stems as a sieve: a word's beginning of each stem length is asked of it before it is cut and looked up. */
  stemSieve: Uint32Array;
  /** Letter (at its UTF-16 code) -> languages that write it, each with its share of the letter's weight; undefined for
   * a letter none writes. An array over the codes the languages write, not a Map: asked of every letter beyond ASCII. */
  letters: readonly ({ langs: readonly number[]; weight: number } | undefined)[];
}

// The flat arrays of every distinct list of a word's languages and weights, and where each list starts in them,
// times 64, plus its length. Built apart from the closures readDetection returns, which keep none of it.
function readLists(data: { weights: number[]; signatures: string[] }): { langs: Uint8Array; weights: Float64Array; lists: number[] } {
  const langs: number[] = [];
  const weights: number[] = [];
  const lists = data.signatures.map((signature) => {
    const pairs = signature.split(",");
    const start = langs.length;
    for (const pair of pairs) {
      const colon = pair.indexOf(":");
      langs.push(Number(pair.slice(0, colon)));
      weights.push(data.weights[Number(pair.slice(colon + 1))] as number);
    }
    return start * 64 + pairs.length;
  });
  return { langs: Uint8Array.from(langs), weights: Float64Array.from(weights), lists };
}

// A word's hits (DetectionTable.hits) from one text of word lines.
function wordHits(lines: string, lists: readonly number[]): (word: string) => number {
  const words = new TextIndex(lines);
  // Each line's list number, prebuilt beside the Node bundle (../tables/prebuilt-index.ts) or read here.
  const numbers = words.prebuiltNumbers(36);
  const hitsOf = Int32Array.from({ length: words.size }, (_v, line) => {
    const known = numbers ? (numbers[line] as number) : -1;
    return lists[known >= 0 ? known : parseInt(words.value(line), 36)] as number;
  });
  return (word) => {
    const line = words.find(word);
    return line < 0 ? -1 : (hitsOf[line] as number);
  };
}

function lettersByCode(letters: readonly [string, number[]][]): DetectionTable["letters"] {
  const codes = letters.map(([c]) => c.charCodeAt(0));
  const out = new Array<DetectionTable["letters"][number]>(Math.max(0, ...codes) + 1).fill(undefined);
  letters.forEach(([, langs], k) => (out[codes[k] as number] = { langs, weight: 1 / langs.length }));
  return out;
}

/** Reads what compileDetection wrote: its JSON, the word lines (narrow and wide), the stem lines and the stem heads. */
export function readDetection(text: string, wordLines: string, wideLines: string, stemLines: string, headLines: string): DetectionTable {
  const data = JSON.parse(text) as {
    weights: number[];
    signatures: string[];
    stemLists: number[][];
    stemLengths: number[];
    letters: [string, number[]][];
    headSieve: number[];
  };
  const { langs, weights, lists } = readLists(data);
  const [narrow, wide] = [wordHits(wordLines, lists), wordHits(wideLines, lists)];
  // Stem -> its languages, looked up in the text of "stem<TAB>list" lines (its index prebuilt beside the Node bundle).
  const stemHeads = new TextIndex(headLines);
  const stems = TextMap.listed(stemLines, data.stemLists);
  return {
    hits: (word) => (isWide(word) ? wide(word) : narrow(word)),
    langs,
    weights,
    stems,
    stemSieve: sieveOfKeyUnits(stems),
    stemLengths: data.stemLengths,
    stemHeads,
    headSieve: new Uint32Array(data.headSieve),
    letters: lettersByCode(data.letters),
  };
}
