import { placeTargets as placeTargetLines } from "../../../data/generated/places.js";
import { CANONICAL_KEYS } from "../../language/sections/canonical-keys.js";
import { nameKey } from "../../text/fold.js";
import { countingWords, type Language } from "../../language/lexicon.js";
import { FIELD, RECORD } from "../../tables/lines.js";
import { monthNames, weekdayNames } from "../../tables/english-names.js";
import { TypingIndex } from "./fuzzy.js";

/** A place a misspelt name may be: its English name and how prominent it is, to rank namesakes. */
export interface PlaceTarget {
  name: string;
  country: string;
  prominence: number;
  /** People living there (a country counts as the most), to tell namesakes apart by size alone. */
  population: number;
}

type Row = [string, string, string, string, number, ...unknown[]];
// Only places people travel to by name are read from a misspelling: countries, cities with an airport and
// towns of 100,000 or more. A slip that lands on a hamlet is likelier a word than a place.
const PROMINENT = 100_000;
// Shorter names are a slip away from too many words ("Rome", "Nice", "Bari").
const SHORTEST_NAME = 5;

// A country outranks every town: its prominence is the largest there is.
const COUNTRY = Number.MAX_SAFE_INTEGER;

/** Whether a target is a country (its English name is one of many it goes by: "Turky" is Turkey, not Turku). */
export const isCountry = (target: PlaceTarget): boolean => target.prominence === COUNTRY;

function prominence(row: Row): number {
  if (row[2] === "n") return COUNTRY;
  return row[4] + (row[3] ? 1_000_000 : 0);
}

/**
 * The names a misspelling may be read as, one line each ("name key<TAB>name<TAB>country<TAB>prominence<TAB>population"),
 * chosen at build time (scripts/data/build-tables.ts) from the generated place table as it is in places.json.
 */
export function compilePlaceTargets(data: { places: Row[]; keys: Record<string, number | number[]>; inflected: Record<string, number> }): string {
  const lines: string[] = [];
  const add = (key: string, at: number) => {
    const row = data.places[at] as Row;
    const p = prominence(row);
    if (key.length < SHORTEST_NAME || key.includes(" ") || p < PROMINENT) return;
    lines.push([key, row[0], row[1], p, row[2] === "n" ? p : row[4]].join(FIELD));
  };
  for (const key in data.keys) {
    const value = data.keys[key] as number | number[];
    add(key, typeof value === "number" ? value : (value[0] as number));
  }
  for (const key in data.inflected) add(key, data.inflected[key] as number);
  return lines.join(RECORD);
}

// A line's fields after its name key: the place's name, country, prominence and population.
function toTarget(rest: string): PlaceTarget {
  const [name = "", country = "", prominence, population] = rest.split(FIELD);
  return { name, country, prominence: Number(prominence), population: Number(population) };
}

let places: TypingIndex<PlaceTarget> | undefined;

/** Names of prominent places (in every language the gazetteer has), found again from their misspellings. */
export function placeTargets(): TypingIndex<PlaceTarget> {
  places ??= TypingIndex.fromLines(placeTargetLines(), toTarget);
  return places;
}

// English words the grammar reads but no language file lists as a form: the canonical keys themselves, the month and
// weekday names, taken from CLDR (the generated english-names table) rather than written out here, and the number
// words of en.json's `counting` ("threee of us" counts a party as "three" does).
function englishBase(): string[] {
  const { units, tens } = countingWords();
  return [...CANONICAL_KEYS.map((w) => w.toLowerCase()), ...monthNames(), ...weekdayNames(), ...Object.keys(units), ...Object.keys(tens)];
}

const words = new WeakMap<Language, TypingIndex<string>>();
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const LETTERS_ONLY = /^\p{L}+$/u;
// Shorter words of phrases ("class", "names") are a slip away from too many others.
const PHRASE_PART = 6;

/** A language's single words (its forms and, for English, the canonical words), found again from their misspellings. */
export function wordTargets(lang: Language): TypingIndex<string> {
  let index = words.get(lang);
  if (!index) {
    const built = new TypingIndex<string>();
    const seen = new Set<string>();
    const add = (form: string, canonical: string) => {
      if (form.length >= 4 && !seen.has(form) && LETTERS_ONLY.test(form)) {
        seen.add(form);
        built.add(form, canonical);
      }
    };
    for (const [form, canonical] of lang.words) add(form, canonical);
    // A long word of a phrase is found again too, as itself: "entry requirments" is "entry requirements" once it is spelt.
    for (const [form] of lang.words) if (form.includes(" ")) for (const part of form.split(" ")) if (part.length >= PHRASE_PART) add(part, part);
    if (lang.tag === "en") for (const w of englishBase()) add(nameKey(w), w);
    words.set(lang, built);
    index = built;
  }
  return index;
}

