import type { CompiledLanguage } from "../../language/lexicon.js";
import { latinSpellings, spellable, type SpellingTable } from "./spell.js";

// How many spellings one form gets: a word many, a phrase (whose words multiply) and a case ending few.
const WORD_SPELLINGS = 12;
const PHRASE_SPELLINGS = 4;
const PART_SPELLINGS = 3;
const PLACE_SPELLINGS = 4;
// How much bigger a place named in the script must be to take a Latin spelling a place spelt so already has.
const NAMESAKE_LEAD = 10;

/** The locale of a language typed in Latin letters ("ru" -> "ru-Latn"). */
export const romanisedLocale = (locale: string): string => `${locale.split("-")[0]}-Latn`;

/** Every spelling of every form, the standard spellings first, so a variant never takes a form's standard key. */
function spellAll(pairs: readonly [string, string][], table: SpellingTable, cap: (form: string) => number): [string, string][] {
  const out = new Map<string, string>();
  const spelt = pairs.map(([form, value]) => [latinSpellings(form, table, cap(form)), value] as const);
  for (const [spellings, value] of spelt) if (!out.has(spellings[0] as string)) out.set(spellings[0] as string, value);
  for (const [spellings, value] of spelt) for (const s of spellings.slice(1)) if (!out.has(s)) out.set(s, value);
  return [...out].filter(([s]) => s.length > 0).sort(([a], [b]) => (a < b ? -1 : 1));
}

const unique = (list: readonly string[]) => [...new Set(list)];

/** The letters with diacritics the table's systems write ("ž", "š", "č"): a job typed in such a system may hold them. */
function systemLetters(table: SpellingTable): string {
  const spelt = Object.values(table.systems ?? {}).flatMap((system) => Object.values(system));
  return unique([...spelt.join("").normalize("NFC")].filter((c) => c.charCodeAt(0) >= 128)).join("");
}

/**
 * The place names of the table's script, each with its Latin spellings ("варшава": "varshava", ...). A spelling the
 * place index already knows is read there ("plovdiv"), and one that two names share goes to the first.
 */
function placeSpellings(names: readonly string[], table: SpellingTable, known: ReadonlySet<string>, size: (key: string) => number): [string, string[]][] {
  const taken = new Set(known);
  const out: [string, string[]][] = [];
  // A known spelling still goes to a name of the script whose place is far bigger than the one spelt so.
  const claimed = new Set<string>();
  const free = (s: string, name: string) => !taken.has(s) || (known.has(s) && !claimed.has(s) && size(name) > NAMESAKE_LEAD * size(s));
  for (const name of names) {
    const spellings = latinSpellings(name, table, PLACE_SPELLINGS).filter((s) => free(s, name));
    for (const s of spellings) {
      taken.add(s);
      claimed.add(s);
    }
    if (spellings.length) out.push([name, spellings]);
  }
  return out;
}

/**
 * A language of another script as people type it without its keyboard: its words, stems, case endings,
 * stem changes, detection words and the place names of its script, spelt in Latin by the table. It is
 * reported under the same tag ("ru") and reads into the same canonical English.
 */
export function romanisedLanguage(
  native: CompiledLanguage,
  table: SpellingTable,
  placeKeys: readonly string[],
  locales: ReadonlySet<string>,
  size: (key: string) => number = () => 0,
): CompiledLanguage {
  const ending = (e: string) => latinSpellings(e, table, PART_SPELLINGS, false);
  const part = (p: string) => latinSpellings(p, table, PART_SPELLINGS);
  const known = new Set(placeKeys);
  const names = placeKeys.filter((k) => !/[a-z]/.test(k) && spellable(k, table));
  const sibling = (locale: string) => (locales.has(romanisedLocale(locale)) ? [romanisedLocale(locale)] : []);
  return {
    language: native.language.split("-")[0] as string,
    name: `${native.name} in Latin letters`,
    script: "Latn",
    words: spellAll(native.words, table, (f) => (f.includes(" ") ? PHRASE_SPELLINGS : WORD_SPELLINGS)),
    stems: spellAll(native.stems, table, () => PHRASE_SPELLINGS).filter(([s]) => s.length >= 4),
    endings: unique(native.endings.flatMap(([e, means]) => ending(e).map((s) => `${s}\u0000${means}`))).map((s) => s.split("\u0000") as [string, string]),
    alternations: unique(native.alternations.flatMap(([base, inflected]) => ending(base).flatMap((b) => ending(inflected).map((i) => `${b}\u0000${i}`))))
      .map((s) => s.split("\u0000") as [string, string])
      .filter(([b, i]) => b !== i),
    notPlaces: unique(native.notPlaces.flatMap(part)),
    detect: unique(native.detect.flatMap((d) => latinSpellings(d, table, PHRASE_SPELLINGS))),
    ...(native.tiesGoTo?.length ? { tiesGoTo: native.tiesGoTo } : {}),
    ...(native.alsoReads?.length ? { alsoReads: native.alsoReads.flatMap(sibling) } : {}),
    letters: systemLetters(table),
    romanised: true,
    spelled: placeSpellings(names, table, known, size),
  };
}
