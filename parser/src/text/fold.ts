import { foldText, LETTERS } from "./text.js";

const NOT_LETTERS = new RegExp(`[^${LETTERS}0-9]+`, "g");

/** Folds a name to its lookup key: lower case, no accents, words separated by one space (Cyrillic kept, Greek without accents). */
export function nameKey(name: string): string {
  return foldText(name).replace(NOT_LETTERS, " ").trim();
}
