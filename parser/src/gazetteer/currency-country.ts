import { countries } from "countries-list";
import { MONEY_NAMES, MONEY_PLURALS, MONEY_SIGNS } from "../language/money-words.js";
import { currencyCodes, currencyName } from "../tables/english-names.js";
import type { Token } from "../text/text.js";

// Whose money a currency is. A national ISO 4217 code starts with its country's ISO 3166 code (PLN is
// Poland's, CHF Switzerland's), so the code is the table; countries-list says which codes are in use.
// The lev and the kuna were replaced by the euro (2026, 2023), but travellers still ask in leva and kuna.
const NATIONAL = new Map<string, string>([["BGN", "BG"], ["HRK", "HR"]]);
for (const [country, info] of Object.entries(countries))
  for (const code of info.currency as readonly string[]) if (code.startsWith(country)) NATIONAL.set(code, country);

// A currency's name as people write it (the last word of its English name: "zloty", "forint", "lev"), matched
// by its first letters so that plural and case forms count too ("zlotys", "złotych", "forintów", "leva").
// A name two countries use ("krone", "pound", "dinar", "leu") names no country and is left out.
// The dollar and the euro are many countries' money; "real", "mark", "rand" and "won" are English words too.
const NOT_NAMES = new Set(["dollar", "euro", "real", "mark", "rand", "won"]);
const BY_STEM = new Map<string, string | null>();
for (const [code, country] of NATIONAL) {
  const word = currencyName(code)?.split(" ").pop()?.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  if (!word || NOT_NAMES.has(word)) continue;
  const stem = word.length >= 5 ? word.slice(0, 4) : word;
  BY_STEM.set(stem, BY_STEM.has(stem) && BY_STEM.get(stem) !== country ? null : country);
}
// A name two countries share, where travellers almost always mean one: the Romanian leu (Moldova's is named
// with Moldova, which then is the destination already).
for (const [stem, country] of [["leu", "RO"]] as const) BY_STEM.set(stem, country);
// Plurals of the short names that do not start with the singular's letters ("lei", "leva") and signs written after an
// amount ("1000 Kč", "50 zł", "2000 Ft", "200 kn") are the language files' `money` sections.

const CODES: ReadonlySet<string> = new Set(currencyCodes());
// Money written in small letters before an amount ("eur 10", "10 zł" read backwards is never a price).
const MONEY_WORDS: ReadonlySet<string> = new Set(["eur", "usd", "gbp", "pln", "czk", "huf", "ron", "bgn", "chf", ...MONEY_NAMES, ...MONEY_SIGNS.keys()]);

/** A currency as written before a price: a code in capitals ("EUR 10", "ALL 500") or a money word ("eur 10"). */
export function isMoneyBefore(token: Token): boolean {
  return (token.upper && CODES.has(token.s.toUpperCase())) || MONEY_WORDS.has(token.s);
}

function countryOfWord(token: Token): string | null {
  if (token.upper && token.s.length === 3) return NATIONAL.get(token.s.toUpperCase()) ?? null;
  const s = MONEY_PLURALS.get(token.s) ?? token.s;
  const stem = s.length >= 5 ? s.slice(0, 4) : s;
  return BY_STEM.get(stem) ?? (s.length >= 5 ? null : (BY_STEM.get(s) ?? null));
}

/**
 * The country whose money a currency question asks about: "How many forints for 100 euros?" is about
 * Hungary, "100 EUR in PLN" about Poland. The currency asked for (after "in", "into", "to") wins; the euro
 * and the dollar name no country.
 */
export function currencyCountry(tokens: readonly Token[], from = 0, to = tokens.length): string | null {
  let first: string | null = null;
  for (let i = from; i < to; i++) {
    const token = tokens[i] as Token;
    const sign = /^\d/.test(tokens[i - 1]?.s ?? "") ? MONEY_SIGNS.get(token.s) : undefined;
    const country = sign ?? countryOfWord(token);
    if (!country) continue;
    if (["in", "into", "to"].includes(tokens[i - 1]?.s ?? "")) return country;
    first ??= country;
  }
  return first;
}
