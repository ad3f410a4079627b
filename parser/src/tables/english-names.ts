import { names } from "../../data/generated/english-names.js";

// English names from Unicode CLDR as data (scripts/data/build-english-names.ts): the same names Intl gives, without
// making an Intl object, whose first use maps ICU's data (~7 MB of RSS) into the process.
interface EnglishNames {
  regions: Readonly<Record<string, string>>;
  currencies: Readonly<Record<string, string>>;
  money: readonly string[];
  months: readonly string[];
  weekdays: readonly string[];
}

let table: EnglishNames | undefined;
const read = (): EnglishNames => (table ??= JSON.parse(names()) as EnglishNames);
const own = (record: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);

/** A country's or region's English name by its ISO 3166 alpha-2 code ("PL" -> "Poland", "UK" -> "United Kingdom"). */
export function regionName(code: string): string | undefined {
  return own(read().regions, code);
}

/** A currency's English name by its ISO 4217 code ("PLN" -> "Polish Zloty"), for every code CLDR names. */
export function currencyName(code: string): string | undefined {
  return own(read().currencies, code);
}

/** The ISO 4217 codes of money in use, or replaced recently enough that travellers still ask in it (HRK, BGN). */
export const currencyCodes = (): readonly string[] => read().money;

/** "january" ... "december". */
export const monthNames = (): readonly string[] => read().months.map((m) => m.toLowerCase());

/** "monday" ... "sunday". */
export const weekdayNames = (): readonly string[] => read().weekdays.map((d) => d.toLowerCase());
