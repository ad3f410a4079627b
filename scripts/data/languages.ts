/** The languages the parser reads (docs/DESIGN.md section 5), as the locale tags of shared/data/lang/*.json and CLDR. */
export const LANGUAGES: readonly string[] = [
  "en", "pl", "cs", "sk", "hu", "ro", "hr", "sr-Latn", "bs", "sl", "bg", "uk", "lt", "lv", "et", "de", "fr", "es", "it", "pt",
];
