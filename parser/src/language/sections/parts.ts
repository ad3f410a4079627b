import { z } from "zod";

const list = z.array(z.string().min(1)).min(1);

/**
 * The `parts` section: the words of the grammar's own language (en.json) that split a job into its requests, read by
 * parser/src/dimensions/parts. Other languages' words are rewritten into these first ("i" is "and", "potem" "then").
 */
export const PartsSectionSchema = z
  .object({
    joiners: list.describe('Words that join the clauses of a job and belong to neither side ("and", "plus", "then")'),
    returning: list.describe('Words that make a leg the way back ("back", "return", "home")'),
    abbreviations: list.describe('Short words a dot follows without ending the sentence ("St.", "Mt.", "approx.")'),
  })
  .strict();

export type PartsSection = z.infer<typeof PartsSectionSchema>;
