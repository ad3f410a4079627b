import { z } from "zod";

/**
 * The `spelling` section: what the misspelling reader (parser/src/normalise/spelling/) may assume of a job written in this
 * language alone. Left out, it assumes nothing: a capital is no sign of a name and only place names are corrected.
 */
export const SpellingSectionSchema = z
  .object({
    keyWords: z
      .boolean()
      .describe("Key words are corrected too: the file lists the language's travel words fully enough to say a word is misspelt"),
    capitalMarksName: z
      .boolean()
      .describe("A capital inside a sentence marks a name (most languages; not German, whose nouns all have one)"),
    lowerCaseNames: z
      .boolean()
      .optional()
      .describe("Lower case after a place cue may still be a misspelt name: the file knows its words after a cue well enough (English)"),
    gazetteerNames: z.boolean().describe("A place is meant by the gazetteer's own name (English): its spelling wins among near names"),
  })
  .strict();

export type SpellingSection = z.infer<typeof SpellingSectionSchema>;
