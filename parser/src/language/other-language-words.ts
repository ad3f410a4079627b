import { acrossPairSieve, otherKinds, otherMonths, otherParties } from "../../data/generated/lexicon.js";

// What the canonical reading reads in a sentence of another language than its own (../normalise/canonical.ts), as
// scripts/data/other-language-words.ts derived it when the lexicon was built: read as it is, by JSON.parse and the
// Map constructor, so the first job runs no loop of its own over every language's words (issue 28).

/** A party's phrase: its words and its canonical reading. */
export interface PartyPhrase {
  words: readonly string[];
  canonical: string;
}

/** The table of kind words as written: [word, reading] pairs, the stems' lengths in the order they are tried, the sieve's bits. */
export interface OtherKindsTable {
  words: [string, string][];
  stems: [string, string][];
  stemLengths: number[];
  sieve: number[];
}

/** The table of party phrases as written: the phrases by first word, the first words' sieve, the first words of corrections and their sieve. */
export interface OtherPartiesTable {
  byFirst: [string, PartyPhrase[]][];
  starts: number[];
  corrections: string[];
  correctionSieve: number[];
}

/** The region's kind words ("vlak") and stems ("trajekt"), read in a sentence of another language. */
export interface OtherKindWords {
  words: ReadonlyMap<string, string>;
  stems: ReadonlyMap<string, string>;
  stemLengths: readonly number[];
  sieve: Uint32Array;
}

/** Every language's party phrases ("nas dwoje") by their first word, longest first. */
export interface OtherPartyPhrases {
  byFirst: ReadonlyMap<string, readonly PartyPhrase[]>;
  starts: Uint32Array;
  corrections: ReadonlySet<string>;
  correctionSieve: Uint32Array;
}

/** The kind words of the region's languages. Read anew at each call: the caller keeps them. */
export function readOtherKindWords(): OtherKindWords {
  const table = JSON.parse(otherKinds()) as OtherKindsTable;
  return { words: new Map(table.words), stems: new Map(table.stems), stemLengths: table.stemLengths, sieve: new Uint32Array(table.sieve) };
}

/** Every language's party phrases. Read anew at each call: the caller keeps them. */
export function readOtherPartyPhrases(): OtherPartyPhrases {
  const table = JSON.parse(otherParties()) as OtherPartiesTable;
  const { byFirst, starts, corrections, correctionSieve } = table;
  return { byFirst: new Map(byFirst), starts: new Uint32Array(starts), corrections: new Set(corrections), correctionSieve: new Uint32Array(correctionSieve) };
}

/** A sieve of the words that open a count pair or name its people, in any language. Read anew at each call. */
export function readPairSieve(): Uint32Array {
  return new Uint32Array(JSON.parse(acrossPairSieve()) as number[]);
}

/** The table of month names as written: [word, month] pairs and the sieve's bits. */
export interface OtherMonthsTable {
  words: [string, string][];
  sieve: number[];
}

/** Every language's month names ("sierpnia", "augusztus") of four letters or more, read beside a date's number. Read anew at each call. */
export function readOtherMonths(): { words: ReadonlyMap<string, string>; sieve: Uint32Array } {
  const table = JSON.parse(otherMonths()) as OtherMonthsTable;
  return { words: new Map(table.words), sieve: new Uint32Array(table.sieve) };
}
