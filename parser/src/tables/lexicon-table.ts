import { ownCopy } from "./chars.js";
import { FIELD, frontCode, frontDecode, RECORD } from "./lines.js";
import { TextMap } from "./text-index.js";

/** The word lists of one compiled language: what its table holds (scripts/data/build-tables.ts). */
export interface LexiconPart {
  words: [string, string][];
  stems: [string, string][];
  endings: [string, string][];
  alternations: [string, string][];
  notPlaces: string[];
  detect: string[];
  translit?: [string, string][];
  /** Place names of the language's script, each with its Latin spellings. */
  spelled?: [string, string[]][];
}

/** What a language is read by besides its word lists, derived when its table is built (scripts/data/lexicon-shape.ts). */
export interface LexiconShape {
  /** Most words a phrase has. */
  phraseWords: number;
  /** The stems' lengths, longest first. */
  stemLengths: number[];
  /** The sieve's length in 32-bit words, as makeSieve sizes it for every word, phrase start and stem. */
  sieveWords: number;
  /** The stems' first four letters, once each. */
  stemHeads: string[];
}

// Sections are split by these; a section is its name, then its lines.
const SECTION = "\u0001";
const NAME = "\u0002";

const pairs = (list: readonly (readonly [string, string])[]) => list.map(([a, b]) => a + FIELD + b).join(RECORD);
const readPairs = (text: string): [string, string][] => (text ? text.split(RECORD).map((line) => line.split(FIELD) as [string, string]) : []);
const readLines = (text: string): string[] => (text ? text.split(RECORD) : []);

/**
 * One language's word lists as text: words one per line and stems front-coded, each with its canonical English as an
 * index into the language's own list of them ("canon"); Latin spellings one per line with their name; the rest one
 * pair or word per line.
 */
export function encodeLexicon(part: LexiconPart, shape: LexiconShape): string {
  const canon = [...new Set([...part.words, ...part.stems].map(([, c]) => c))];
  const at = new Map(canon.map((c, i) => [c, i.toString(36)]));
  const coded = (list: readonly [string, string][]) => {
    const keys = frontCode(list.map(([k]) => k));
    return list.map(([, c], i) => keys[i] + FIELD + at.get(c)).join(RECORD);
  };
  // Looked up in place (TextMap): whole keys, one per line; a spelling two names share goes to the later one.
  const plain = (list: Iterable<readonly [string, string]>) => [...list].map(([k, v]) => k + FIELD + v).join(RECORD);
  const sections: [string, string][] = [
    ["canon", canon.join(RECORD)],
    ["words", plain(part.words.map(([k, c]) => [k, at.get(c) as string]))],
    ["stems", coded(part.stems)],
    ["endings", pairs(part.endings)],
    ["alternations", pairs(part.alternations)],
    ["notPlaces", part.notPlaces.join(RECORD)],
    ["detect", part.detect.join(RECORD)],
  ];
  sections.push(["shape", [shape.phraseWords, shape.stemLengths.join(","), shape.sieveWords].join(FIELD)], ["heads", shape.stemHeads.join(RECORD)]);
  if (part.translit) sections.push(["translit", pairs(part.translit)]);
  if (part.spelled) sections.push(["spelled", plain(spelledMap(part.spelled))]);
  for (const [, text] of sections) if (text.includes(SECTION) || text.includes(NAME)) throw new Error("a lexicon word holds a section mark");
  return sections.map(([name, text]) => name + NAME + text).join(SECTION);
}

/** Each Latin spelling of a place name -> the name, as the place reader looks them up. */
export function spelledMap(spelled: readonly (readonly [string, readonly string[]])[]): Map<string, string> {
  return new Map(spelled.flatMap(([name, spellings]) => spellings.map((s) => [s, name] as const)));
}

/** One language's word lists as the parser reads them: words and Latin spellings looked up in their table's text. */
export type LexiconTables = Omit<LexiconPart, "words" | "spelled"> & {
  words: TextMap<string>;
  spelled?: ReadonlyMap<string, string>;
  /** The shape as written, its stem heads one per line (a TextIndex's text). */
  shape: Omit<LexiconShape, "stemHeads"> & { stemHeads: string };
};

// Out here, not in decodeLexicon: a closure made there would keep that call's sections, and so the whole text, alive.
const itself = (name: string) => name;

function readShape(line: string, stemHeads: string): LexiconTables["shape"] {
  const [phraseWords, stemLengths, sieveWords] = line.split(FIELD) as [string, string, string];
  return { phraseWords: Number(phraseWords), stemLengths: stemLengths ? stemLengths.split(",").map(Number) : [], sieveWords: Number(sieveWords), stemHeads };
}

/** Reads what encodeLexicon wrote. */
export function decodeLexicon(text: string): LexiconTables {
  const sections = new Map(text.split(SECTION).map((s) => [s.slice(0, s.indexOf(NAME)), s.slice(s.indexOf(NAME) + 1)] as const));
  // Words and spellings are indexed (TextMap), which keeps their units, not the text; the other sections' strings
  // are cut from a copy of their own, so that none of them keeps the whole text alive.
  const section = (name: string) => ownCopy(sections.get(name) ?? "");
  const indexed = (name: string) => sections.get(name) ?? "";
  const canon = readLines(section("canon"));
  const coded = (body: string) => {
    const out: [string, string][] = [];
    frontDecode(body, (key, c) => out.push([key, canon[parseInt(c, 36)] as string]));
    return out;
  };
  const part: LexiconTables = {
    words: TextMap.listed(indexed("words"), canon, 36),
    stems: coded(section("stems")),
    endings: readPairs(section("endings")),
    alternations: readPairs(section("alternations")),
    notPlaces: readLines(section("notPlaces")),
    detect: readLines(section("detect")),
    shape: readShape(section("shape"), indexed("heads")),
  };
  if (sections.has("translit")) part.translit = readPairs(section("translit"));
  if (sections.has("spelled")) part.spelled = TextMap.onGet(indexed("spelled"), itself);
  return part;
}
