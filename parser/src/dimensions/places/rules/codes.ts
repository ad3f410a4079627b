import type { PlaceEntry } from "../../../gazetteer/place-index.js";
import { countryEntry } from "../places.js";
import { currencyCodes } from "../../../tables/english-names.js";
import type { JobText, Token } from "../../../text/text.js";
import { gap } from "./cues.js";

const CURRENCIES: ReadonlySet<string> = new Set(currencyCodes());
const CURRENCY_WORDS = /\b(?:convert|exchange rate|currency|how much|worth|cost|price|pay|paying|paid|eur|euros?|dollars?|pounds?)\b/;

/** Words that ask about a country: an ISO code right after them names one. */
export const ASKS_ABOUT_COUNTRY = new Set("esim sim visa visas req requirements entry weather wx forecast insurance roaming".split(" "));
const CODE_CUES = new Set([...ASKS_ABOUT_COUNTRY, "to", "for", "in", "from", "trip", "destination", "dest", "country"]);
// Codes that are also English words count only right after a word that asks about a country.
const WORD_CODES = new Set(("it is at be no to me am or on my in us as by do go hi id if so up ok pm ad ai la ma pa mo md ms mt st tv eg ie gb uk").split(" "));

/** A three-letter code that is a currency, in a job about money or written in lower case, is money, not an airport. */
export function isMoneyCode(text: JobText, token: Token): boolean {
  return CURRENCIES.has(token.s.toUpperCase()) && (!token.upper || currencyContext(text));
}

function currencyContext(text: JobText): boolean {
  const amount = (t: Token, i: number) => t.upper && CURRENCIES.has(t.s.toUpperCase()) && /^\d/.test(text.tokens[i - 1]?.s ?? "");
  return CURRENCY_WORDS.test(text.folded) || text.tokens.some(amount);
}

/** Lower-case codes count where agents write them: beside an arrow, or a dash or slash between two codes. */
const dash = (g: string) => /^\s*[-/]\s*$/.test(g);

export function codeBesideArrow(text: JobText, i: number): boolean {
  const before = i > 0 ? gap(text, i - 1, i) : "";
  const after = i + 1 < text.tokens.length ? gap(text, i, i + 1) : "";
  if (/>/.test(before) || />/.test(after)) return true;
  return (dash(before) && text.tokens[i - 1]?.s.length === 3) || (dash(after) && text.tokens[i + 1]?.s.length === 3);
}

/**
 * A code in capitals glued by a hyphen to a longer word that names no place is part of a compound ("SQL-Abfrage",
 * "CSV-Datei", "USB-Stick"), not an airport; "WAW-Kraków" and "WAW-KRK" stay routes.
 */
export function codeInCompound(text: JobText, i: number, isPlaceWord: (word: string) => boolean): boolean {
  const glued = (k: number) => {
    const other = text.tokens[k];
    return !!other && other.s.length > 3 && /^[a-z]+$/.test(other.s) && !isPlaceWord(other.s);
  };
  return (gap(text, i, i + 1) === "-" && glued(i + 1)) || (gap(text, i - 1, i) === "-" && glued(i - 1));
}

/** A country named by its ISO code after what agents ask for about it (an eSIM, a visa, the weather). */
export function countryCode(text: JobText, i: number): PlaceEntry | undefined {
  const code = (text.tokens[i] as Token).s;
  const before = text.tokens[i - 1]?.s ?? "";
  if (!CODE_CUES.has(before) || (WORD_CODES.has(code) && !ASKS_ABOUT_COUNTRY.has(before))) return undefined;
  // A job written in capitals says nothing by its capitals.
  if (text.tokens.every((t) => t.upper || !/[a-z]/.test(t.s))) return undefined;
  return countryEntry(code.toUpperCase());
}
