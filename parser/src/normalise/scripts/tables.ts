import { scriptNames, tables } from "../../../data/generated/scripts.js";
import { tables as nodeOnlyTables } from "../../../data/generated/scripts-node.js";
import { charsOf } from "../../tables/chars.js";
import { FIELD, RECORD } from "../../tables/lines.js";
import { TextMap } from "../../tables/text-index.js";

/** One language written beyond Latin, Cyrillic and Greek, as scripts/data/build-scripts.ts compiles it. */
export interface ScriptLanguage {
  tag: string;
  /** Tests whether a text has this language's letters (its scripts, or letters that tell it from a neighbour). */
  signal: RegExp;
  /** Key (NFKC, lower case, no spaces) -> canonical English, for words and for the gazetteer's English place names. */
  words: ReadonlyMap<string, string>;
  places: ReadonlyMap<string, string>;
  /** Postpositions and case suffixes: said after a place, before it in English. */
  after: ReadonlyMap<string, string>;
  prefixes: ReadonlyMap<string, string>;
  prefixAlternations: readonly (readonly [string, string])[];
  /** Final letters a name drops before a case suffix (Georgian თბილისი -> თბილისში). */
  stemEndings: readonly string[];
  /** Longest key of words, places and after. */
  longest: number;
  /** Every beginning of a key of words, places and after: reading a key stops where no key goes on. */
  starts: Pick<ReadonlySet<string>, "has">;
  digits: ReadonlyMap<string, number>;
  units: ReadonlyMap<string, number>;
  dateMarks: { year: string[]; month: string[]; day: string[] };
  eras: readonly (readonly [string, number])[];
  yearOffset: { from: number; to: number; subtract: number } | null;
  /** Era marks around a year ("ค.ศ. 2028", "พ.ศ. 2571") and what turns the year into its Gregorian one. */
  yearMarks: readonly (readonly [string, number])[];
  punctuation: ReadonlyMap<string, string>;
  /** Marks writers add or leave out (Arabic harakat, Hebrew niqqud), dropped before a job is read; null when it has none. */
  optionalMarks: RegExp | null;
  /** Whether a date with slashes is written month first ("8/3" is the third of August). */
  monthFirst: boolean;
  /** One-letter marks a count is written before, for a party's members ("两大一小": 大 adults, 小 children). */
  partyShorthand: readonly (readonly [string, string])[];
}

/** One language as scripts/data/build-scripts.ts writes it into parser/data/generated/scripts.json. */
interface Compiled {
  language: string;
  rank: number;
  scripts: string[];
  letters: string;
  words: [string, string][];
  places: [string, string][];
  after: [string, string][];
  prefixes: [string, string][];
  prefixAlternations: [string, string][];
  stemEndings: string[];
  numerals: { digits: Record<string, number>; units: Record<string, number> };
  dateMarks: { year: string[]; month: string[]; day: string[] };
  eras: [string, number][];
  yearOffset: { from: number; to: number; subtract: number } | null;
  yearMarks?: [string, number][];
  punctuation: [string, string][];
  optionalMarks?: string;
  monthFirst?: boolean;
  partyShorthand?: [string, string][];
}

/**
 * Whether some key begins with a text, read from the keys sorted: the first key not before the text begins with
 * it if any does. The sorted keys are their units, one after another, with each key's start beside them, in typed
 * arrays outside the heap: a string per key held some 25,000 of them, about 1 MB over the languages, for a test run a
 * few times a job.
 */
function beginnings(keys: string[]): Pick<ReadonlySet<string>, "has"> {
  const sorted = [...new Set(keys)].sort();
  const count = sorted.length;
  const units = charsOf(sorted.join(""));
  const starts = new Int32Array(count + 1);
  for (let i = 0, at = 0; i < count; i++) starts[i + 1] = at += (sorted[i] as string).length;
  // Whether the key at `index` sorts before `begin`, by UTF-16 units as the string comparison `<` does.
  const before = (index: number, begin: string): boolean => {
    const from = starts[index] as number;
    const length = (starts[index + 1] as number) - from;
    for (let i = 0; i < length && i < begin.length; i++) {
      const unit = units[from + i] as number;
      const other = begin.charCodeAt(i);
      if (unit !== other) return unit < other;
    }
    return length < begin.length;
  };
  const beginsWith = (index: number, begin: string): boolean => {
    const from = starts[index] as number;
    if ((starts[index + 1] as number) - from < begin.length) return false;
    for (let i = 0; i < begin.length; i++) if (units[from + i] !== begin.charCodeAt(i)) return false;
    return true;
  };
  return {
    has: (begin) => {
      let low = 0;
      let high = count;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (before(mid, begin)) low = mid + 1;
        else high = mid;
      }
      return begin.length > 0 && low < count && beginsWith(low, begin);
    },
  };
}

function build(c: Compiled): ScriptLanguage {
  const scripts = c.scripts.map((s) => `\\p{Script=${s}}`).join("");
  const words = new Map(c.words);
  // Some 6,000 names over the ten languages: a text with an index (its units outside the heap), not a Map of strings.
  const places = TextMap.onGet(c.places.map(([key, name]) => key + FIELD + name).join(RECORD), (name) => name);
  const after = new Map(c.after);
  return {
    tag: c.language,
    signal: new RegExp(c.letters ? `[${c.letters}]` : `[${scripts}]`, "u"),
    words,
    places,
    after,
    prefixes: new Map(c.prefixes),
    prefixAlternations: c.prefixAlternations,
    stemEndings: c.stemEndings,
    longest: Math.max(...[...words.keys(), ...places.keys(), ...after.keys()].map((k) => k.length)),
    starts: beginnings([...words.keys(), ...places.keys(), ...after.keys()]),
    digits: new Map(Object.entries(c.numerals.digits)),
    units: new Map(Object.entries(c.numerals.units)),
    dateMarks: c.dateMarks,
    eras: c.eras,
    yearOffset: c.yearOffset,
    yearMarks: c.yearMarks ?? [],
    punctuation: new Map(c.punctuation),
    optionalMarks: c.optionalMarks ? new RegExp(`[${c.optionalMarks}]`, "gu") : null,
    monthFirst: c.monthFirst ?? false,
    partyShorthand: c.partyShorthand ?? [],
  };
}

let cache: { list: ScriptLanguage[]; digits: ReadonlyMap<string, string>; any: RegExp } | undefined;

/** The languages of other scripts, in the order their signals are tried; built on the first job that has such a script. */
export function scriptTables(): { list: ScriptLanguage[]; digits: ReadonlyMap<string, string> } {
  if (!cache) {
    const data = JSON.parse(tables()) as { digits: [string, string][]; languages: Record<string, Compiled> };
    // Empty in the Worker bundle (scripts/build-worker.mjs): a job in one of these languages is left as written there.
    const nodeOnly = JSON.parse(nodeOnlyTables()) as { languages: Record<string, Compiled> };
    const compiled = [...Object.values(data.languages), ...Object.values(nodeOnly.languages)].sort((a, b) => a.rank - b.rank);
    cache = { list: compiled.map(build), digits: new Map(data.digits), any: anyScript() };
  }
  return cache;
}

let any: RegExp | undefined;

/** Whether a text has letters of any script these tables read: a cheap test before anything is loaded. */
export function hasOtherScript(text: string): boolean {
  // Every script these tables read begins above Latin, Greek and Cyrillic (U+0530 on: Armenian, Hebrew, Arabic, ...):
  // a text written all below that, as most jobs are, holds none, and the pattern is not run.
  let below = 0;
  while (below < text.length && text.charCodeAt(below) < 0x530) below++;
  if (below === text.length) return false;
  any ??= anyScript();
  return any.test(text);
}

function anyScript(): RegExp {
  return new RegExp(`[${(JSON.parse(scriptNames()) as string[]).map((s) => `\\p{Script=${s}}`).join("")}]`, "u");
}
