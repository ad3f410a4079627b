// Builds parser/data/generated/lexicon.json: for every language the parser reads, the word forms it
// rewrites into canonical English, compiled from
//   parser/data/lang/<locale>.json   hand-kept word lists, endings and detection words (sources in each file)
//   Unicode CLDR through Intl        month and weekday names (format and stand-alone), relative day words
//   n2words                          cardinal numbers 1-100 and ordinals 1-31, where it has the language
//   parser/data/translit.json        Latin spellings of Cyrillic and Greek: each such language typed in Latin
//                                    letters ("ru-Latn"), with the place names of its script from places.json
// usage: tsx scripts/data/build-lexicon.ts [--check]
import { readFileSync, readdirSync } from "node:fs";
import { writeGenerated } from "./generated-file.js";
import { CANONICAL_KEYS } from "../../parser/src/language/sections/canonical-keys.js";
import { compileHeadcount } from "../../parser/src/language/sections/headcount.js";
import { compileMail } from "../../parser/src/language/sections/mail.js";
import type { CompiledLanguage } from "../../parser/src/language/lexicon.js";
import { languageFileProblems, type LanguageFile } from "../../parser/src/language/sections/schema.js";
import { compileMoney } from "../../parser/src/language/sections/money.js";
import { compileDomains } from "../../parser/src/language/sections/domains.js";
import { foldText, LETTERS } from "../../parser/src/text/text.js";
import { romanisedLanguage, romanisedLocale } from "../../parser/src/normalise/translit/romanised.js";
import { readTranslitTables } from "./translit-tables.js";

const root = new URL("../../", import.meta.url);
const LANG_DIR = new URL("parser/data/lang/", root);
const OUT = new URL("parser/data/generated/lexicon.json", root);

// Languages with no file of their own yet, read with CLDR months and n2words numbers only.
const BARE_LOCALES: Readonly<Record<string, string>> = {};
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const ORDINAL_SUFFIX = (n: number) => (n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th");

type LangFile = LanguageFile;

const NOT_WORD = new RegExp(`[^${LETTERS}0-9*' -]+`, "g");
const fold = (s: string) => foldText(s.normalize("NFC")).replace(NOT_WORD, " ").replace(/\s+/g, " ").trim();
const canonical = new Set(CANONICAL_KEYS);
const SHORT_KEYS = new Set(["people", "person", "from", "to", "for", "in", "via", "on", "and", "or", "with", "without", "no", "not", "me", "i", "you", "we", "us", "my", "our", "until", "back", "also", "plus", "then", "this", "next"]);
// Keys the grammar does not read are left out and listed, so a language file never breaks the build.
const skipped = new Set<string>();

/** Month names in every form CLDR writes them (format with a day: genitive in Slavic languages; stand-alone; short). */
function cldrMonths(locale: string): [string, string][] {
  const out: [string, string][] = [];
  for (let m = 0; m < 12; m++) {
    const date = new Date(Date.UTC(2027, m, 14));
    const forms = new Set<string>();
    for (const options of [{ month: "long" }, { month: "short" }] as Intl.DateTimeFormatOptions[]) {
      forms.add(new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date));
      for (const part of new Intl.DateTimeFormat(locale, { ...options, day: "numeric", timeZone: "UTC" }).formatToParts(date))
        if (part.type === "month") forms.add(part.value);
    }
    for (const f of forms) if (!/^\d/.test(f)) out.push([f.replace(/\.$/, ""), MONTHS[m] as string]);
  }
  return out;
}

function cldrWeekdays(locale: string): [string, string][] {
  const out: [string, string][] = [];
  for (let d = 0; d < 7; d++) {
    const date = new Date(Date.UTC(2027, 2, 1 + d)); // 1 March 2027 is a Monday
    for (const weekday of ["long"] as const) out.push([new Intl.DateTimeFormat(locale, { weekday, timeZone: "UTC" }).format(date), WEEKDAYS[d] as string]);
  }
  return out;
}

function cldrRelative(locale: string): [string, string][] {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const out: [string, string][] = [];
  const add = (value: number, unit: Intl.RelativeTimeFormatUnit, key: string) => {
    const text = rtf.format(value, unit);
    if (!/\d/.test(text)) out.push([text, key]);
  };
  add(0, "day", "today");
  add(1, "day", "tomorrow");
  add(2, "day", "day after tomorrow");
  add(1, "week", "next week");
  add(1, "month", "next month");
  return out;
}

async function numberWords(locale: string, module: string | undefined): Promise<[string, string][]> {
  // English number words are read by the grammar itself ("one-way" is not a count).
  if (!module || locale === "en") return [];
  const n2w = (await import(`n2words/${module}`)) as { toCardinal(n: number): string; toOrdinal(n: number): string };
  const out: [string, string][] = [];
  for (let n = 1; n <= 100; n++) out.push([n2w.toCardinal(n), String(n)]);
  for (let n = 1; n <= 31; n++) {
    try {
      out.push([n2w.toOrdinal(n), `${n}${ORDINAL_SUFFIX(n)}`]);
    } catch {
      // some languages have no ordinal form in n2words
    }
  }
  return out;
}

// A phrase of a language file's own words in the grammar's English, word by word ("nie licząc" stays, "z" is "from").
const canonPhrase = (phrase: string, words: ReadonlyMap<string, string>) =>
  fold(phrase)
    .split(" ")
    .map((w) => words.get(w) ?? w)
    .join(" ");

type Compiled = Omit<CompiledLanguage, "language" | "name">;

const RELATION_KEYS = new Set(["wife", "husband", "partner", "son", "daughter", "mother", "father", "brother", "sister", "friend", "colleague"]);

/** A form as typed with the language's digraphs for its letters ("šta" -> "shta"), or null when it has none of them. */
function typedSpelling(form: string, file: LangFile | null): string | null {
  const digraphs = file?.typedDigraphs;
  if (!digraphs) return null;
  const typed = [...form].map((c) => digraphs[c.toLowerCase()] ?? c).join("");
  return typed === form ? null : typed;
}

// Every word form added as typed with a language's digraphs ("pasosh"), by locale.
const typedWords = new Map<string, Set<string>>();

async function compile(locale: string, file: LangFile | null, n2words = file?.n2words): Promise<Compiled> {
  const words = new Map<string, string>();
  const typedForms = new Set<string>();
  typedWords.set(locale, typedForms);
  const stems = new Map<string, string>();
  const add = (form: string, key: string, source: string) => {
    if (!canonical.has(key) && !MONTHS.includes(key) && !WEEKDAYS.includes(key) && !/^\d+(st|nd|rd|th)?$/.test(key)) {
      skipped.add(`${source}: "${key}"`);
      return;
    }
    const f = fold(form);
    if (!f) return;
    // A word of one or two letters is grammar ("z", "do", "mi") or a number, never a kind of travel:
    // "ČD" the Czech railway must not turn "cD" into a train job.
    if (f.length <= 2 && !SHORT_KEYS.has(key) && !/^\d/.test(key)) {
      skipped.add(`${source}: "${form}" (too short for "${key}")`);
      return;
    }
    if (f.endsWith("*")) {
      const stem = f.slice(0, -1);
      if (stem.length < 4) throw new Error(`${source}: the stem "${form}" is shorter than 4 letters`);
      if (!stems.has(stem)) stems.set(stem, key);
    } else if (!words.has(f) && f !== key) words.set(f, key);
    const typed = typedSpelling(form, file);
    if (typed && !words.has(fold(typed))) {
      add(typed, key, source);
      typedForms.add(fold(typed));
    }
  };
  // The hand-kept lists win over the generated ones: they know the language's travel words.
  for (const [key, forms] of Object.entries(file?.words ?? {})) for (const form of forms) add(form, key, `${locale}.json`);
  // "s manželkou", "z mężem", "cu prietenul": a person named with the language's "with" keeps the "with", since
  // the grammar counts the writer beside whoever they travel with. The headcount section's adding words count too:
  // Polish and Ukrainian "z" is "from" among the words but "with" before a relation in the instrumental.
  const withWords = [...(file?.words.with ?? []), ...(file?.headcount?.with ?? [])];
  const withForms = new Set(withWords.filter((f) => !f.includes(" ")).map(fold));
  for (const [form, key] of words) if (RELATION_KEYS.has(key) && withForms.has(form.split(" ")[0] as string) && form.includes(" ")) words.set(form, `with ${key}`);
  for (const [form, key] of cldrMonths(locale)) add(form, key, "CLDR months");
  for (const [form, key] of cldrWeekdays(locale)) add(form, key, "CLDR weekdays");
  for (const [form, key] of cldrRelative(locale)) add(form, key, "CLDR relative days");
  const numbers = await numberWords(locale, n2words);
  for (const [form, key] of numbers) add(form.replace(/-/g, " "), key, "n2words");
  for (const [form, key] of numbers) if (form.includes("-")) add(form.replace(/-/g, ""), key, "n2words");
  for (const d of file?.detect ?? []) {
    const typed = typedSpelling(d, file);
    if (typed) typedForms.add(fold(typed));
  }
  // An instrumental ending is one of the place names' endings: the name's case is the language's, not a second list's.
  const endingForms = new Set((file?.endings ?? []).map((e) => (typeof e === "string" ? e : e.ending)));
  const stray = (file?.headcount?.instrumental ?? []).filter((e) => !endingForms.has(e));
  if (stray.length) throw new Error(`${locale}.json: headcount.instrumental has ${stray.join(", ")}, not among its endings`);
  const letters = new Set<string>();
  for (const forms of Object.values(file?.words ?? {})) for (const form of forms) for (const c of form.toLowerCase()) if (c > "\u007f" && /\p{L}/u.test(c)) letters.add(c);
  return {
    script: file?.script ?? "Latn",
    letters: [...letters].sort().join(""),
    words: [...words].sort(([a], [b]) => (a < b ? -1 : 1)),
    stems: [...stems].sort(([a], [b]) => (a < b ? -1 : 1)),
    endings: (file?.endings ?? []).map((e) => (typeof e === "string" ? [fold(e), ""] : [fold(e.ending), e.means])),
    alternations: (file?.alternations ?? []).map(([a, b]) => [fold(a), fold(b)]),
    notPlaces: (file?.notPlaces ?? []).map(fold),
    detect: [...new Set((file?.detect ?? []).flatMap((d) => [d, typedSpelling(d, file) ?? d]).map(fold))],
    ...(file?.tiesGoTo?.length ? { tiesGoTo: file.tiesGoTo } : {}),
    ...(file?.alsoReads?.length ? { alsoReads: file.alsoReads } : {}),
    ...(file?.headcount ? { headcount: compileHeadcount(file.headcount, (p) => canonPhrase(p, words), fold) } : {}),
    ...(file?.mail ? { mail: compileMail(file.mail) } : {}),
    ...(file?.stemVowels ? { stemVowels: file.stemVowels.map(fold) } : {}),
    ...(file?.ordinalSuffixes ? { ordinalSuffixes: file.ordinalSuffixes.map((o) => o.toLowerCase()) } : {}),
    ...(file?.money ? { money: compileMoney(file.money, fold) } : {}),
    ...(file?.domains ? { domains: compileDomains(file.domains, fold) } : {}),
    ...(file?.counting ? { counting: file.counting } : {}),
    ...(file?.spelling ? { spelling: file.spelling } : {}),
    ...(file?.places ? { places: file.places } : {}),
    ...(file?.parts ? { parts: file.parts } : {}),
    ...(file?.translit ? { translit: Object.entries(file.translit).map(([from, to]) => [fold(from), to]) } : {}),
    // A typed digraph is read as its letter folded ("sh" -> "s"): a name the index keys "nis" is found from "Nisha".
    ...(file?.typedDigraphs ? { translit: Object.entries(file.typedDigraphs).map(([letter, typed]) => [typed, fold(letter)]) } : {}),
  };
}

const files = readdirSync(LANG_DIR).filter((f) => f.endsWith(".json")).sort();
// Every file is checked against LanguageFileSchema before anything is compiled: an unknown key or a wrong type
// anywhere fails the build, naming the file, the path inside it and the reason.
const raw = new Map(files.map((name) => [name, JSON.parse(readFileSync(new URL(name, LANG_DIR), "utf8")) as unknown]));
const problems = [...raw].flatMap(([name, json]) => languageFileProblems(`parser/data/lang/${name}`, json));
if (problems.length) {
  console.error(`language files do not match their schema (parser/src/language/sections/schema.ts):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
/** A form of a file in another script in this one's letters, by that file's own table ("другарица" -> "drugarica"). */
const transliterate = (form: string, table: Readonly<Record<string, string>>) => [...form.toLowerCase()].map((c) => table[c] ?? c).join("");

/**
 * A language written in two scripts (Serbian) is typed in either: its Latin file reads every word its Cyrillic
 * file holds, in the letters that file's own table gives them, so a form added to one script is not missing in the other.
 */
function withOtherScript(file: LangFile): LangFile {
  const other = [...raw.values()].map((json) => json as LangFile).find((f) => f !== file && f.language === file.language && f.translit);
  if (file.script !== "Latn" || !other?.translit) return file;
  const table = other.translit;
  const words: Record<string, string[]> = { ...file.words };
  for (const [key, forms] of Object.entries(other.words)) words[key] = [...new Set([...(words[key] ?? []), ...forms.map((f) => transliterate(f, table))])];
  // Its detection words are not: once in Latin letters most are Croatian or Bosnian too ("trebaju", "li"), and would weigh against them.
  return { ...file, words };
}

const languages: Record<string, CompiledLanguage> = {};
for (const name of files) {
  const locale = name.replace(/\.json$/, "");
  const file = withOtherScript(raw.get(name) as LangFile);
  languages[locale] = { language: file.language, name: file.name, ...(await compile(locale, file)) };
}
for (const [locale, module] of Object.entries(BARE_LOCALES)) {
  if (languages[locale]) continue;
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
  languages[locale] = { language: locale, name, ...(await compile(locale, null, module)) };
}
const tables = readTranslitTables(new URL("parser/data/translit.json", root));
const placeTable = JSON.parse(readFileSync(new URL("parser/data/generated/places.json", root), "utf8")) as {
  keys: Record<string, number | number[]>;
  places: [string, string, string, string, number, ...unknown[]][];
};
const placeKeys = Object.keys(placeTable.keys);
// How many people live in the place a key names first (a country as many as any): a romanised spelling of a big
// place's name wins over the same letters naming a village ("peremyshl": Przemyśl, not Peremyshl' of 3,000 people).
const placeSize = (key: string): number => {
  const at = placeTable.keys[key];
  const row = at === undefined ? undefined : placeTable.places[typeof at === "number" ? at : (at[0] as number)];
  return !row ? 0 : row[2] === "n" ? Number.MAX_SAFE_INTEGER : row[4] + (row[3] ? 1_000_000 : 0);
};
const romanised = new Set(Object.keys(tables).map(romanisedLocale));
for (const [locale, table] of Object.entries(tables)) {
  const native = languages[locale];
  if (!native) throw new Error(`parser/data/translit.json: no language file ${locale}.json`);
  languages[romanisedLocale(locale)] = { ...romanisedLanguage(native, table, placeKeys, romanised, placeSize), stemVowels: table.stemVowels };
}
// A typed spelling that a language of another script typed in Latin letters has too ("pasosh": Macedonian "пасош"), or a
// phrase with such a word, is left to that language: it is that language's standard spelling, and only a second one here.
const romanisedWords = new Set(Object.values(languages).flatMap((l) => (l.romanised ? [...l.words.map(([w]) => w), ...l.detect] : [])));
for (const [locale, forms] of typedWords) {
  const lang = languages[locale];
  if (!lang || !forms.size) continue;
  // A phrase too: "nas chetvero" holds Russian "chetvero".
  const theirs = (form: string) => forms.has(form) && form.split(" ").some((w) => romanisedWords.has(w));
  lang.words = lang.words.filter(([w]) => !theirs(w));
  lang.detect = lang.detect.filter((w) => !theirs(w));
}
const text =
  JSON.stringify({ $comment: "Generated by scripts/data/build-lexicon.ts from parser/data/lang/*.json, parser/data/translit.json, CLDR (Intl) and n2words; do not edit.", languages }) +
  "\n";
writeGenerated(OUT, text, "build-lexicon.ts", () => {
  if (skipped.size) console.log(`left out (not canonical keys): ${[...skipped].join(", ")}`);
  return `${Object.keys(languages).length} languages, ${(text.length / 1e6).toFixed(2)} MB`;
});
