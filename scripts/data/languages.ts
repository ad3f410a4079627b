import { readdirSync } from "node:fs";

/**
 * The languages the parser reads: one locale tag per file of shared/data/lang ("pl", "sr-Latn"), so a new
 * language file brings its country names (i18n-iso-countries) and city names (CLDR) into the place table too.
 */
export const LANGUAGES: readonly string[] = readdirSync(new URL("../../parser/data/lang/", import.meta.url))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -".json".length))
  .sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a < b ? -1 : 1));
