// Perturbation classes: a measure of generalisation that does not wear out. Every fixture job the parser reads
// right in every field is transformed, deterministically (seeded by the class and the job's id), in a way people
// really write (a slip of the keyboard, no accents, all capitals, number words, Cyrillic or Greek typed in Latin
// letters, the job forwarded, sent as a chat line or as a tool's arguments), and scored against the original's
// expectation less the fields the class may legitimately lose. scripts/perturb-jobs.ts prints and writes the
// shares; tests/job/perturbed.test.ts holds them as floors.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";
import { isJobTable, JOB_TABLE_NOW, mismatches, type JobCase } from "./job-table.js";
import { seededRandom } from "./seeded-random.js";

const FIXTURES = new URL("../../tests/fixtures/", import.meta.url);
const LANG_DATA = new URL("../../parser/data/lang/", import.meta.url);
const SHARES = new URL("perturbed-shares.json", FIXTURES);

/** A transformation's output for one job: the new text, or null when the class does not apply to the job. */
type Transform = (job: string, c: JobCase, random: () => number, numberWord: NumberWord) => string | null;
/** The job language's word for a number (from its language file's n2words locale), or null when it has none. */
type NumberWord = (language: string, job: string, n: number) => string | null;

export interface PerturbationClass {
  name: string;
  /** What the class does, and which expected fields it may lose (and why). */
  about: string;
  /** Expected fields not held against the transformed job. */
  loses: readonly (keyof JobCase["expect"])[];
  /** Every job (the translit classes, whose jobs are few) or a fixed third of them (chosen by the job's id). */
  sample: "all" | "third";
  transform: Transform;
}

// ---- seeded randomness --------------------------------------------------------------------------------------

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

// ---- typos --------------------------------------------------------------------------------------------------

const KEYBOARD = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
function neighbours(ch: string): string[] {
  const row = KEYBOARD.findIndex((r) => r.includes(ch));
  if (row < 0) return [];
  const col = (KEYBOARD[row] as string).indexOf(ch);
  const near = [KEYBOARD[row]?.[col - 1], KEYBOARD[row]?.[col + 1], KEYBOARD[row - 1]?.[col], KEYBOARD[row + 1]?.[col]];
  return near.filter((c): c is string => !!c);
}

/** One slip inside a word, never at its first letter: a letter dropped, two swapped, one doubled or a neighbouring key hit. */
function slip(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 1));
  const ch = word[i] as string;
  const kind = Math.floor(random() * 4);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1 && i < word.length - 1 && word[i + 1] !== ch) return word.slice(0, i) + word[i + 1] + ch + word.slice(i + 2);
  const near = neighbours(ch.toLowerCase());
  if (kind === 3 && near.length) {
    const key = pick(near, random);
    return word.slice(0, i) + (ch === ch.toUpperCase() ? key.toUpperCase() : key) + word.slice(i + 1);
  }
  return word.slice(0, i) + ch + word.slice(i);
}

/** A word of five letters or more slips once, one of eleven letters or more twice. */
const typo = (word: string, random: () => number) => (word.length >= 11 ? slip(slip(word, random), random) : slip(word, random));

const LATIN_WORD = /[A-Za-zÀ-ɏ]+/g;

/** Slips one word of the job that `wanted` accepts (five letters or more), or null when it has none. */
function typoIn(job: string, random: () => number, wanted: (word: string, at: number) => boolean): string | null {
  const words = [...job.matchAll(LATIN_WORD)].filter((m) => m[0].length >= 5 && wanted(m[0], m.index));
  if (!words.length) return null;
  const m = pick(words, random);
  return job.slice(0, m.index) + typo(m[0], random) + job.slice(m.index + m[0].length);
}

// A place name as typed: a capitalised word (not all capitals, not the first of a sentence or line).
const isName = (job: string) => (word: string, at: number) =>
  /^[A-ZÀ-ÞĀ-Ž][a-zß-ÿā-ž]/.test(word) && !/(?:^|[.!?\n:]\s*)$/.test(job.slice(Math.max(0, at - 3), at));
const isLower = (word: string) => word === word.toLowerCase();

// ---- accents, case ------------------------------------------------------------------------------------------

const BARE: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ø: "o", Ø: "O", ı: "i", ß: "ss", æ: "ae", œ: "oe" };
/** Accents off Latin and Greek letters, as typed on a keyboard without them (ł is l, đ is d); Cyrillic keeps й, loses ё's dots. */
function stripAccents(job: string): string | null {
  const out = job
    .replace(/[A-Za-zÀ-ɏͰ-Ͽ][\u0300-\u036f]*/gu, (ch) => ch.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
    .replace(/[łŁđĐøØıßæœ]/g, (ch) => BARE[ch] ?? ch)
    .replace(/ё/g, "е")
    .replace(/Ё/g, "Е");
  return out === job ? null : out;
}

// ---- number words -------------------------------------------------------------------------------------------

/** The party's count written as a word of the job's language, when the digit in the text is the count. */
const asNumberWord: Transform = (job, c, _random, numberWord) => {
  const n = c.expect.passengers;
  if (n === undefined || n < 1 || n > 20 || !c.expect.language) return null;
  const digit = new RegExp(`(?<![\\d.:/-])${n}(?![\\d.:/-]|\\s*(?:h|am|pm|%|€|eur|kg|km)\\b)`, "gi");
  const hits = [...job.matchAll(digit)];
  if (hits.length !== 1) return null;
  const word = numberWord(c.expect.language, job, n);
  const at = hits[0]?.index ?? 0;
  if (!word) return null;
  const candidate = job.slice(0, at) + word + job.slice(at + String(n).length);
  // The digit was the party's count only if the parser reads another digit in its place as the count.
  const other = n === 7 ? 6 : 7;
  const probe = parseJob(job.slice(0, at) + other + job.slice(at + String(n).length), JOB_TABLE_NOW);
  return probe.passengers === other ? candidate : null;
};

// ---- Cyrillic and Greek in Latin letters --------------------------------------------------------------------

type Scheme = Record<string, string>;
const CYRILLIC_BASE: Scheme = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", з: "z", и: "i", к: "k", л: "l", м: "m", н: "n", о: "o", п: "p",
  р: "r", с: "s", т: "t", у: "u", ф: "f", ъ: "", ь: "", і: "i", ґ: "g",
};
/** Scientific transliteration (ISO 9-like, the primes of ъ and ь left out as people type it): ž š č, x for х, c for ц, j for й, ja/ju/je. */
const SCIENTIFIC: Scheme = {
  ...CYRILLIC_BASE, ё: "ë", ж: "ž", й: "j", х: "x", ц: "c", ч: "č", ш: "š", щ: "šč", ы: "y", э: "è", ю: "ju", я: "ja",
  є: "je", ї: "ji", ѓ: "ǵ", ќ: "ḱ", љ: "lj", њ: "nj", џ: "dž", ј: "j", ѕ: "dz",
};
/** The way people type on a phone: zh/sh/ch, h for х, ts for ц, y for й, ya/yu/yo. */
const PHONE: Scheme = {
  ...CYRILLIC_BASE, ё: "yo", ж: "zh", й: "y", х: "h", ц: "ts", ч: "ch", ш: "sh", щ: "sch", ы: "y", э: "e", ю: "yu", я: "ya",
  є: "ye", ї: "yi", ѓ: "gj", ќ: "kj", љ: "lj", њ: "nj", џ: "dzh", ј: "j", ѕ: "dz",
};
/** Serbian Latin (Gaj's alphabet), the letter-for-letter twin of Serbian Cyrillic. */
const SERBIAN_LATIN: Scheme = {
  ...CYRILLIC_BASE, ђ: "đ", ж: "ž", ј: "j", љ: "lj", њ: "nj", ћ: "ć", х: "h", ц: "c", ч: "č", џ: "dž", ш: "š",
};
/** Serbian Latin typed without diacritics: c for č and ć, s for š, z for ž, dj for đ. */
const SERBIAN_ASCII: Scheme = { ...SERBIAN_LATIN, ђ: "dj", ж: "z", ћ: "c", ч: "c", џ: "dz", ш: "s" };
/** Serbian Latin typed with the digraphs of English: sh, ch, zh, dj. */
const SERBIAN_DIGRAPHS: Scheme = { ...SERBIAN_LATIN, ђ: "dj", ж: "zh", ћ: "ch", ч: "ch", џ: "dzh", ш: "sh" };

const GREEK_BASE: Scheme = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", ι: "i", κ: "k", λ: "l", μ: "m", ν: "n", ξ: "ks", ο: "o", π: "p",
  ρ: "r", σ: "s", ς: "s", τ: "t", υ: "y", φ: "f", χ: "ch", ψ: "ps", ω: "o", θ: "th", ου: "ou", αι: "ai", ει: "ei", οι: "oi",
  μπ: "mp", ντ: "nt", γκ: "gk", αυ: "av", ευ: "ev",
};
/** ELOT 743-like Greeklish: th, ch, ou, mp/nt. */
const GREEKLISH_ELOT: Scheme = GREEK_BASE;
/** Chat Greeklish: x for χ, w for ω, h for η, i for υ and ει, b and d for μπ and ντ (the numerals of leet, 8 for θ and 3 for ξ, left out). */
const GREEKLISH_CHAT: Scheme = { ...GREEK_BASE, χ: "x", ω: "w", η: "h", υ: "i", ει: "i", οι: "i", μπ: "b", ντ: "d", ξ: "x" };

function transliterate(job: string, scheme: Scheme): string {
  const lower = job.normalize("NFD").replace(/(?<=[\u0370-\u03ff])[\u0300-\u036f]/g, "").normalize("NFC");
  let out = "";
  for (let i = 0; i < lower.length; ) {
    const two = lower.slice(i, i + 2);
    const pair = scheme[two.toLowerCase()];
    const taken = pair !== undefined && two.length === 2 ? 2 : 1;
    const source = lower.slice(i, i + taken);
    const latin = taken === 2 ? pair : scheme[source.toLowerCase()];
    out += latin === undefined ? source : source !== source.toLowerCase() ? capitalise(latin) : latin;
    i += taken;
  }
  return out;
}
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const inScript = (re: RegExp) => (job: string) => (re.exec(job)?.length ?? 0) > 0 && (job.match(new RegExp(re.source, "g"))?.length ?? 0) >= 8;
const cyrillic = inScript(/[\u0400-\u04ff]/);
const greek = inScript(/[\u0370-\u03ff]/);
// Where a language spells a letter its own way in the same system: Ukrainian г is h and и is y, Bulgarian ъ is ă and щ is št.
const OWN_LETTERS: Record<string, Record<string, Scheme>> = {
  uk: { scientific: { г: "h", и: "y", х: "ch" }, phone: { г: "h", и: "y", і: "i" } },
  bg: { scientific: { ъ: "ă", щ: "št", х: "h" }, phone: { ъ: "a", щ: "sht" } },
  mk: { scientific: { х: "h" }, phone: {} },
};
const translit =
  (scheme: Scheme, applies: (job: string, c: JobCase) => boolean, system?: "scientific" | "phone"): Transform =>
  (job, c) => {
    if (!applies(job, c)) return null;
    const own = system ? OWN_LETTERS[c.expect.language ?? ""]?.[system] : undefined;
    return transliterate(job, own ? { ...scheme, ...own } : scheme);
  };
const serbian = (job: string, c: JobCase) => cyrillic(job) && c.expect.language === "sr";
const eastSlavic = (job: string, c: JobCase) => cyrillic(job) && c.expect.language !== "sr";

// ---- wrappers -----------------------------------------------------------------------------------------------

const SENDERS = ["Anna Kowalska", "Marko Petrović", "Jana Nováková", "Tom Becker", "Elena Popescu", "Sofia Rossi"];
function forwarded(job: string, random: () => number): string {
  const from = pick(SENDERS, random);
  const mail = `${from.split(" ")[0]?.toLowerCase()}@example.com`;
  const header = pick(
    [
      `---------- Forwarded message ---------\nFrom: ${from} <${mail}>\nDate: Mon, 23 Nov 2026 at 09:14\nSubject: trip\nTo: desk@example.com`,
      `-----Original Message-----\nFrom: ${from} <${mail}>\nSent: Monday, November 23, 2026 9:14 AM\nTo: Travel Desk\nSubject: FW: request`,
      `Begin forwarded message:\n\nFrom: ${from} <${mail}>\nSubject: Re: travel\nDate: 23 November 2026 at 09:14:05 CET\nTo: desk@example.com`,
    ],
    random,
  );
  return `${header}\n\n${job}\n\n--\n${from}`;
}

function chat(job: string, random: () => number): string {
  const who = pick(SENDERS, random);
  const time = `${String(8 + Math.floor(random() * 12)).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}`;
  return pick([`[${time}] ${who}: ${job}`, `${who}, [${time}]\n${job}`, `${time} <${who.split(" ")[0]}> ${job}`], random);
}

function toolArguments(job: string, random: () => number): string {
  const key = pick(["query", "request", "text", "message", "task"], random);
  return JSON.stringify(random() < 0.5 ? { [key]: job } : { [key]: job, locale: "auto", max_results: 5 });
}

// ---- the classes --------------------------------------------------------------------------------------------

export const PERTURBATION_CLASSES: readonly PerturbationClass[] = [
  { name: "typo-place", about: "one slip (two in eleven letters or more) in a capitalised word of five letters or more", loses: [], sample: "third",
    transform: (job, _c, random) => typoIn(job, random, isName(job)) },
  { name: "typo-word", about: "one slip (two in eleven letters or more) in a lower-case word of five letters or more", loses: [], sample: "third",
    transform: (job, _c, random) => typoIn(job, random, isLower) },
  { name: "no-accents", about: "diacritics off Latin and Greek letters (ł is l, đ is d, ß is ss), ё is е", loses: [], sample: "third",
    transform: (job) => stripAccents(job) },
  { name: "lower-case", about: "the whole job in lower case", loses: [], sample: "third",
    transform: (job) => (job.toLowerCase() === job ? null : job.toLowerCase()) },
  { name: "upper-case", about: "the whole job in capitals", loses: [], sample: "third",
    transform: (job) => (job.toUpperCase() === job ? null : job.toUpperCase()) },
  { name: "number-words", about: "the party's count, when a digit, as the job language's number word (its language file's n2words locale)",
    loses: [], sample: "all", transform: asNumberWord },
  { name: "cyrillic-scientific", about: "Russian, Ukrainian, Bulgarian, Macedonian in scientific transliteration (ž š č, ja ju)", loses: [],
    sample: "all", transform: translit(SCIENTIFIC, eastSlavic, "scientific") },
  { name: "cyrillic-phone", about: "Russian, Ukrainian, Bulgarian, Macedonian as typed on a phone (zh sh ch, ya yu)", loses: [],
    sample: "all", transform: translit(PHONE, eastSlavic, "phone") },
  { name: "serbian-latin", about: "Serbian Cyrillic jobs in Serbian Latin (Gaj)", loses: [], sample: "all", transform: translit(SERBIAN_LATIN, serbian) },
  { name: "serbian-ascii", about: "Serbian Cyrillic jobs in Serbian Latin without diacritics (c s z dj)", loses: [], sample: "all",
    transform: translit(SERBIAN_ASCII, serbian) },
  { name: "serbian-digraphs", about: "Serbian Cyrillic jobs in Serbian Latin with sh ch zh dj", loses: [], sample: "all",
    transform: translit(SERBIAN_DIGRAPHS, serbian) },
  { name: "greeklish-elot", about: "Greek jobs in ELOT-like Greeklish (th ch ou mp nt)", loses: [], sample: "all",
    transform: translit(GREEKLISH_ELOT, (job) => greek(job)) },
  { name: "greeklish-chat", about: "Greek jobs in chat Greeklish (x for χ, 8 for θ, w for ω, h for η)", loses: [], sample: "all",
    transform: translit(GREEKLISH_CHAT, (job) => greek(job)) },
  { name: "forwarded-mail", about: "the job as the body of a forwarded mail with its headers and a signature", loses: [], sample: "third",
    transform: (job, _c, random) => forwarded(job, random) },
  { name: "chat-line", about: "the job as a chat message with a speaker and a time", loses: [], sample: "third",
    transform: (job, _c, random) => chat(job, random) },
  { name: "tool-arguments", about: "the job as the JSON arguments of another tool's call", loses: [], sample: "third",
    transform: (job, _c, random) => toolArguments(job, random) },
];

// ---- the fixture jobs ---------------------------------------------------------------------------------------

/** Every job table of tests/fixtures and tests/fixtures/languages, a held-out table (blind-*-j) aside. */
export function perturbableCases(): JobCase[] {
  const tables = (dir: URL, prefix: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".json") && !/-j\.json$/.test(f))
      .map((f) => ({ name: prefix + f, rows: JSON.parse(readFileSync(new URL(f, dir), "utf8")) as unknown }))
      .filter((t): t is { name: string; rows: JobCase[] } => isJobTable(t.rows));
  const all = [...tables(FIXTURES, ""), ...tables(new URL("languages/", FIXTURES), "languages/")];
  return all.flatMap((t) => t.rows.map((c) => ({ ...c, id: `${t.name}#${c.id}` })));
}

async function numberWords(): Promise<NumberWord> {
  const locales = new Map<string, string>();
  for (const f of readdirSync(LANG_DATA).filter((x) => x.endsWith(".json"))) {
    const data = JSON.parse(readFileSync(new URL(f, LANG_DATA), "utf8")) as { n2words?: string };
    if (data.n2words) locales.set(f.replace(/\.json$/, ""), data.n2words);
  }
  const modules = new Map<string, { toCardinal(n: number): string }>();
  for (const locale of new Set(locales.values())) modules.set(locale, (await import(`n2words/${locale}`)) as { toCardinal(n: number): string });
  return (language, job, n) => {
    const file = language === "sr" ? (cyrillic(job) ? "sr-Cyrl" : "sr-Latn") : language;
    const locale = locales.get(file);
    return locale ? (modules.get(locale)?.toCardinal(n) ?? null) : null;
  };
}

// ---- scoring ------------------------------------------------------------------------------------------------

export interface PerturbationScore {
  /** Transformed jobs scored (jobs read right before, to which the class applies). */
  jobs: number;
  right: number;
  byLanguage: Record<string, { jobs: number; right: number }>;
  misses: string[];
}

/** Scores every class over the fixture jobs read right today, or over `classes` when given. */
export async function scorePerturbations(classes = PERTURBATION_CLASSES, now = JOB_TABLE_NOW): Promise<Record<string, PerturbationScore>> {
  const numberWord = await numberWords();
  const readRight = new Map<string, boolean>();
  const isRight = (c: JobCase) => {
    if (!readRight.has(c.id)) {
      const job = parseJob(c.job, now);
      readRight.set(c.id, mismatches(c, job, routeJob(job)).length === 0);
    }
    return readRight.get(c.id);
  };
  const cases = perturbableCases();
  const scores: Record<string, PerturbationScore> = {};
  for (const cls of classes) {
    const score: PerturbationScore = { jobs: 0, right: 0, byLanguage: {}, misses: [] };
    for (const c of cases) {
      if (cls.sample === "third" && fnv1a(c.id) % 3 !== 0) continue;
      const text = cls.transform(c.job, c, seededRandom(fnv1a(`${cls.name}|${c.id}`)), numberWord);
      if (text === null || text === c.job || !isRight(c)) continue;
      const expect = Object.fromEntries(Object.entries(c.expect).filter(([k]) => !cls.loses.includes(k as keyof JobCase["expect"])));
      const job = parseJob(text, now);
      const why = mismatches({ ...c, expect: expect as JobCase["expect"] }, job, routeJob(job));
      const lang = c.expect.language ?? "?";
      const perLang = (score.byLanguage[lang] ??= { jobs: 0, right: 0 });
      score.jobs++;
      perLang.jobs++;
      if (why.length) score.misses.push(`${c.id}: ${why.join("; ")}\n      ${text.replace(/\s*\n\s*/g, " ⏎ ").slice(0, 200)}`);
      else {
        score.right++;
        perLang.right++;
      }
    }
    scores[cls.name] = score;
  }
  return scores;
}

export interface PerturbedShares {
  measuredAt: string;
  classes: Record<string, { jobs: number; right: number }>;
}

export function readPerturbedShares(): PerturbedShares {
  return JSON.parse(readFileSync(SHARES, "utf8")) as PerturbedShares;
}

/** Writes the perturbed shares (only `tsx scripts/perturb-jobs.ts --write` does). */
export function writePerturbedShares(shares: PerturbedShares): void {
  const comment = "Written by `tsx scripts/perturb-jobs.ts --write`; tests/job/perturbed.test.ts reads its floors here. Never edit by hand.";
  writeFileSync(SHARES, `${JSON.stringify({ $comment: comment, ...shares }, null, 2)}\n`);
}
