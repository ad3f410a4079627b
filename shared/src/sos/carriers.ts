import { EU_CARRIERS, OTHER_CARRIERS, UK_CARRIERS, type CarrierRow } from "@travel/parser";

/** Where an airline holds its operating licence, as far as EC261 and UK261 care. */
export type CarrierRegime = "eu" | "uk" | "other";

// The table itself lives in the parser (parser/src/gazetteer/carriers.ts), which also reads carriers' names.

/** An airline by IATA designator. */
export interface Carrier {
  code: string;
  name: string;
  /** ISO-2 of the licensing state; SAS is listed under SE. */
  country: string;
  regime: CarrierRegime;
  /** Other names passengers use; matched case-insensitively unless all capitals (LOT, SAS, TAP). */
  aliases?: string[];
}

const build = (rows: readonly CarrierRow[], regime: CarrierRegime): Carrier[] =>
  rows.map(([code, name, country, aliases]) => ({ code, name, country, regime, ...(aliases ? { aliases: [...aliases] } : {}) }));

/** Every carrier the advisor knows, EU/EEA/CH first. */
export const CARRIERS: readonly Carrier[] = [...build(EU_CARRIERS, "eu"), ...build(UK_CARRIERS, "uk"), ...build(OTHER_CARRIERS, "other")];

const byCode = new Map(CARRIERS.map((c) => [c.code, c]));

/** The carrier with this IATA designator ("LH") or name ("Lufthansa"), else null. */
export function findCarrier(query: string): Carrier | null {
  const trimmed = query.trim();
  const code = byCode.get(trimmed.toUpperCase());
  if (code && /^[A-Z0-9]{2}$/i.test(trimmed)) return code;
  const lower = trimmed.toLowerCase();
  return CARRIERS.find((c) => c.name.toLowerCase() === lower || c.aliases?.some((a) => a.toLowerCase() === lower)) ?? null;
}

// Longest names first, so "Wizz Air UK" is not read as "Wizz Air". A name's pattern is compiled the first time a
// text holds the name: compiling all of them (case-insensitive \p{L} classes) cost ~18 ms of every start (issue 28).
const namePatterns = CARRIERS.flatMap((carrier) => [carrier.name, ...(carrier.aliases ?? [])].map((name) => ({ carrier, name })))
  .sort((a, b) => b.name.length - a.name.length)
  .map(({ carrier, name }): { carrier: Carrier; name: string; lower: string; pattern?: RegExp } => ({ carrier, name, lower: name.toLowerCase() }));

function namePattern(name: string): RegExp {
  // "LOT", "SAS", "TAP" are ordinary words in lower case ("a lot"), so capitals must match.
  const flags = name === name.toUpperCase() && /[A-Z]/.test(name) ? "u" : "iu";
  return new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, flags);
}

/** The carrier a text names ("flew Lufthansa", "our LOT flight"), else null. */
export function findCarrierInText(text: string): Carrier | null {
  // A plain substring test first: most texts name no carrier, and a hundred regexes per job add up.
  const lower = text.toLowerCase();
  return namePatterns.find((entry) => lower.includes(entry.lower) && (entry.pattern ??= namePattern(entry.name)).test(text))?.carrier ?? null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
