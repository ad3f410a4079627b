// Reads parser/data/translit.json (how people type a language of another script in Latin letters) and
// checks its shape: a misspelt key fails the build instead of silently spelling nothing.
import { readFileSync } from "node:fs";
import { z } from "zod";

const Spellings = z
  .record(z.string().min(1), z.array(z.string()).min(1))
  .describe("letter or letter pair of the script -> its Latin spellings, the standard one first");

const TableSchema = z
  .object({
    sources: z.array(z.string()).min(1).describe("the romanisation systems and informal usage the spellings come from"),
    letters: Spellings,
    start: Spellings.describe("spellings used instead at the start of a word"),
    systems: z
      .record(z.string().min(1), z.record(z.string().min(1), z.string()))
      .optional()
      .describe("whole systems people keep to through a word (scientific): per system, the letters it spells otherwise than the standard"),
    stemVowels: z
      .array(z.string().min(1))
      .min(1)
      .describe("Latin vowels a place name typed in Latin letters may end with, that a case ending replaced"),
  })
  .strict();

const FileSchema = z
  .object({
    $comment: z.string().describe("what the file is for"),
    languages: z.record(z.string(), TableSchema).describe("language tag (the file name of shared/data/lang) -> its Latin spelling table"),
  })
  .strict();

/** The Latin spelling tables, by the locale of the language file they spell. */
export function readTranslitTables(url: URL): z.infer<typeof FileSchema>["languages"] {
  return FileSchema.parse(JSON.parse(readFileSync(url, "utf8"))).languages;
}
