import { sections } from "./lexicon.js";
import { escapeRegExp } from "../text/pattern.js";

// Every language's `money` section, read on every job: a price is written in its currency's words, not the job's.
const all = sections("money");

/** Currency names as folded words ("euro", "eurach", "lei"); stems ("zlot") match any word they start. */
export const MONEY_NAMES: ReadonlySet<string> = new Set(all.flatMap((s) => s.names.filter((n) => !n.endsWith("*"))));
const STEMS = [...new Set(all.flatMap((s) => s.names.filter((n) => n.endsWith("*")).map((n) => n.slice(0, -1))))];

/** Signs written after an amount ("kc" for "Kč", "zl", "лв"), each with the country whose money it is. */
export const MONEY_SIGNS: ReadonlyMap<string, string> = new Map(all.flatMap((s) => s.signs));

/** Plurals that do not start with the singular's letters ("lei" -> "leu"). */
export const MONEY_PLURALS: ReadonlyMap<string, string> = new Map(all.flatMap((s) => s.plurals));

const longestFirst = (list: Iterable<string>) => [...list].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));

/** The currency names as a regular-expression alternation of literals, each stem followed by its letters ("zlot[a-z]*"). */
export function moneyNamesPattern(): string {
  return [...longestFirst(MONEY_NAMES).map(escapeRegExp), ...longestFirst(STEMS).map((s) => `${escapeRegExp(s)}[a-z]*`)].join("|");
}

/** The signs as a regular-expression alternation of literals. */
export function moneySignsPattern(): string {
  return longestFirst(MONEY_SIGNS.keys()).map(escapeRegExp).join("|");
}
