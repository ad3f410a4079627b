import { foldText } from "./text.js";

/** Folds a name to its lookup key: lower case, no accents, words separated by one space (Cyrillic kept). */
export function nameKey(name: string): string {
  return foldText(name).replace(/[^a-z0-9\u0430-\u045f]+/g, " ").trim();
}
