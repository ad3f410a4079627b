import { z } from "zod";

const values = z.record(z.string().min(1), z.number().int().min(1).max(99));
const list = z.array(z.string().min(1)).min(1);

/**
 * The `counting` section: the number words of the grammar's own language (en.json), read by parser/src/language/numbers.ts.
 * Other languages' number words come from n2words and their `words` ("dwie": "2"), rewritten into digits.
 */
export const CountingSectionSchema = z
  .object({
    units: values.describe('Words for 1-19 ("one": 1 ... "nineteen": 19)'),
    tens: values.describe('Words for the tens a unit may follow ("twenty": 20, "twenty-two")'),
    dozen: list.describe('Words for twelve that also multiply ("a dozen", "two dozen")'),
    hundred: list.describe('Words for a hundred that multiply ("a hundred", "two hundred"), never a count alone'),
    half: list.describe('The word before "a dozen" that halves it ("half a dozen")'),
    article: list.describe('Articles that count one before "dozen" or "hundred" ("a", "an")'),
  })
  .strict();

export type CountingSection = z.infer<typeof CountingSectionSchema>;
