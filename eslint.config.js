import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "tests/artifacts/**", ".tools/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "ExportAllDeclaration", message: "Name each export; no `export *` barrels." }],
    },
  },
  // The parser reads like a grammar (shared/STYLE.md): small named rules, short lines.
  {
    files: ["shared/src/job/**/*.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true }],
      "max-len": ["error", { code: 160, ignoreUrls: true }],
    },
  },
  // TEMPORARY: files other helpers are rewriting this hour (discourse2, tables, langdata). The lead removes this
  // override after merging their branches; every file here must then meet the two rules above.
  {
    files: [
      "shared/src/job/travellers.ts",
      "shared/src/job/dates.ts",
      "shared/src/job/corrections.ts",
      "shared/src/job/headcount/**/*.ts",
      "shared/src/job/discourse/**/*.ts",
      "shared/src/job/forwarded.ts",
      "shared/src/job/lexicon.ts",
      "shared/src/job/place-index.ts",
      "shared/src/job/spelling/targets.ts",
      "shared/src/job/scripts/tables.ts",
      "shared/src/job/language.ts",
      "shared/src/job/numbers.ts",
      "shared/src/job/currency-country.ts",
    ],
    rules: { "max-lines-per-function": "off", "max-len": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly", setTimeout: "readonly", fetch: "readonly" } },
  },
);
