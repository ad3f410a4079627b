import { z } from "zod";
import cabinsJson from "../../../data/cabins.json" with { type: "json" };
import type { Cabin, DataPlan, Kind, Party } from "../../schemas/job.js";
import { languageMeta } from "../../language/lexicon.js";
import { countWord } from "../../language/numbers.js";
import { foldedWords, prepareText, type Token } from "../../text/text.js";

/** Details of a job the count, the places and the dates leave out: the party's split, the cabin, an eSIM plan, rooms. */
export interface JobDetails {
  party?: Party;
  cabin?: Cabin;
  dataPlan?: DataPlan;
  rooms?: number;
}

/** What readDetails reads: the part's canonical folded text, the text as written, and what the parser found. */
export interface DetailsInput {
  folded: string;
  raw: string;
  kind: Kind;
  passengers: number | null;
  /** The words of `folded`, when the job's tokens already hold them (read again from `folded` otherwise). */
  words?: readonly string[];
  /** The words of `raw`, when a text already read holds them (read again from `raw` otherwise). */
  rawWords?: readonly string[];
}

const CabinsFileSchema = z
  .object({
    $comment: z.string().describe("What the file is"),
    first: z.array(z.string().min(1)).describe("Phrases for first class"),
    premium: z.array(z.string().min(1)).describe("Phrases for premium economy"),
    economy: z.array(z.string().min(1)).describe("Phrases for economy or second class"),
  })
  .strict();

type CabinPhrase = { cabin: Cabin; words: string[] };
let cabinPhrases: ReadonlyMap<string, readonly CabinPhrase[]> | undefined;
/** Cabin phrases by their first word, each list longest first: a word of the job is checked against its own few. */
function cabinTable(): ReadonlyMap<string, readonly CabinPhrase[]> {
  if (cabinPhrases) return cabinPhrases;
  const file = CabinsFileSchema.parse(cabinsJson);
  const phrases = (cabin: Cabin, list: readonly string[]) => list.map((p) => ({ cabin, words: words(prepareText(p).tokens) }));
  // Longest first: "premium economy" before "economy".
  const all = [...phrases("first", file.first), ...phrases("premium", file.premium), ...phrases("economy", file.economy)];
  const byFirst = new Map<string, CabinPhrase[]>();
  for (const p of all.sort((a, b) => b.words.length - a.words.length)) {
    const first = p.words[0];
    if (first !== undefined) byFirst.set(first, [...(byFirst.get(first) ?? []), p]);
  }
  cabinPhrases = byFirst;
  return byFirst;
}

const words = (tokens: readonly Token[]) => tokens.map((t) => t.s);

function at(ws: readonly string[], i: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (ws[i + k] !== phrase[k]) return false;
  return true;
}

/** The class named in the job as written, or "business" when the canonical text has the parser's word for any class above economy. */
function readCabin(raw: readonly string[], canonical: string): Cabin | undefined {
  const table = cabinTable();
  for (let i = 0; i < raw.length; i++) {
    const hit = table.get(raw[i] as string)?.find((p) => at(raw, i, p.words));
    if (hit) return hit.cabin;
  }
  return canonical.includes("business class") ? "business" : undefined;
}

// The canonical words the parser's language layer rewrites every language's party nouns into (a Map: a job's
// words are looked up by their text, which an object's keys would first have to intern).
const MEMBERS: ReadonlyMap<string, keyof Party> = new Map([
  ["adults", "adults"], ["adult", "adults"], ["children", "children"], ["child", "children"], ["kids", "children"], ["kid", "children"],
  ["infants", "infants"], ["infant", "infants"], ["baby", "infants"], ["babies", "infants"], ["toddler", "infants"], ["toddlers", "infants"],
]);

function count(word: string | undefined): number | undefined {
  return word === undefined ? undefined : countWord(word);
}

/** "2 adults and 1 child", "adults: 2, children: 1", "with a baby": the split, completed by the total count. */
function readParty(ws: readonly string[], passengers: number | null): Party | undefined {
  const seen: Partial<Record<keyof Party, number>> = {};
  for (let i = 0; i < ws.length; i++) {
    const member = MEMBERS.get(ws[i] as string);
    if (!member) continue;
    // "2 adults", "a baby", "adults: 2" (the colon is gone once folded into words).
    const n = count(ws[i - 1]) ?? (/^\d+$/.test(ws[i + 1] ?? "") ? Number(ws[i + 1]) : undefined);
    if (n !== undefined && n <= 999) seen[member] = (seen[member] ?? 0) + n;
  }
  if (seen.adults === undefined && seen.children === undefined && seen.infants === undefined) return undefined;
  const children = seen.children ?? 0;
  const infants = seen.infants ?? 0;
  // "me and 2 kids" (3): the adults are whoever the count has beyond the children and infants.
  const adults = seen.adults ?? (passengers !== null && passengers > children + infants ? passengers - children - infants : null);
  // A split that does not add up to the count is a misreading: better none than a wrong one.
  if (adults === null || (passengers !== null && adults + children + infants !== passengers)) return undefined;
  return { adults, children, infants };
}

// Units of time in the job's own language come from CLDR through Intl, for every language with a file, so no
// language's words live here.
const DAYS_PER: Readonly<Record<string, number>> = { day: 1, week: 7, month: 30 };
let unitWords: ReadonlyMap<string, number> | undefined;
function timeUnits(): ReadonlyMap<string, number> {
  if (unitWords) return unitWords;
  const map = new Map<string, number>([["days", 1], ["nights", 1], ["weeks", 7], ["week", 7], ["month", 30]]);
  for (const locale of new Set(languageMeta().map((m) => m.tag))) {
    for (const [unit, days] of Object.entries(DAYS_PER)) {
      const format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" });
      for (const n of [1, 2, 3, 5, 14, 21]) for (const w of words(prepareText(format.format(n)).tokens)) if (!/^\d/.test(w)) map.set(w, days);
    }
  }
  unitWords = map;
  return map;
}

// Decimal units, as eSIM sellers quote them: 500 MB is 0.5 GB.
const DATA_UNITS: Readonly<Record<string, number>> = { gb: 1, gib: 1, g: 1, mb: 0.001, tb: 1000 };

/** "10 GB for two weeks", "5GB 14 dni", "unlimited data": amount and days, whatever the language. */
function readDataPlan(ws: readonly string[]): DataPlan | undefined {
  let gb: number | null = null;
  let days: number | null = null;
  for (let i = 1; i < ws.length; i++) {
    const n = count(ws[i - 1]);
    if (n === undefined) continue;
    const unit = DATA_UNITS[ws[i] as string];
    // "1.5 GB" is "1" "5" "gb" once split into words.
    if (unit !== undefined && gb === null) gb = (/^\d+$/.test(ws[i - 2] ?? "") && n < 10 ? Number(`${ws[i - 2]}.${ws[i - 1]}`) : n) * unit;
    const per = timeUnits().get(ws[i] as string);
    if (per !== undefined && days === null) days = n * per;
  }
  const unlimited = ws.includes("unlimited");
  return gb === null && days === null && !unlimited ? undefined : { gb: gb === null ? null : Math.round(gb * 100) / 100, unlimited, days };
}

/** "3 rooms", "rooms: 3". */
function readRooms(ws: readonly string[]): number | undefined {
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] !== "room" && ws[i] !== "rooms") continue;
    const n = count(ws[i - 1]) ?? (/^\d+$/.test(ws[i + 1] ?? "") ? Number(ws[i + 1]) : undefined);
    if (n !== undefined && n >= 1 && n <= 999) return n;
  }
  return undefined;
}

/** The details beside the count: read from the canonical words where the language layer names them, from CLDR and data otherwise. */
export function readDetails({ folded, raw, kind, passengers, words, rawWords }: DetailsInput): JobDetails {
  const ws = words ?? foldedWords(folded);
  const details: JobDetails = {};
  const party = readParty(ws, passengers);
  if (party) details.party = party;
  if (kind === "flights" || kind === "rail" || kind === "ferry" || kind === "unknown") {
    const cabin = readCabin(rawWords ?? foldedWords(raw), folded);
    if (cabin) details.cabin = cabin;
  }
  if (kind === "esim") {
    const plan = readDataPlan(ws);
    if (plan) details.dataPlan = plan;
  }
  if (kind === "stay") {
    const rooms = readRooms(ws);
    if (rooms) details.rooms = rooms;
  }
  return details;
}
