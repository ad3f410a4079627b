import { z } from "zod";

const sizes = z.record(z.string(), z.number().int().min(0).max(100));
const phrases = z.array(z.string().min(1));

/** The `headcount` section of a language file (parser/data/lang/README.md): the words a party is counted with. */
export const HeadcountSectionSchema = z
  .object({
    groups: sizes.describe('Group nouns and how many people one of them is ("couple": 2, "trio": 3); 0 when "of N" says it ("family", "team")'),
    adultsPerGroup: sizes.optional().describe('Adults in a group whose size is not given, before its kids ("two families with two kids": 2 each)'),
    relations: sizes.describe('Relation words and how many people each names ("wife": 1, "parents": 2)'),
    people: phrases.optional().describe('Nouns that count people after a number, beside the parser\'s own ("two coaches", "three guides")'),
    each: phrases.describe('Distributive markers: "two each", "each with two kids", German "je", Polish "po"'),
    with: phrases.describe('Words that add people to a group ("a couple with a baby"), beside the canonical "with"'),
    exclude: phrases.describe('Markers of people named but not travelling ("not counting", "without the driver")'),
    total: phrases.describe('Markers of a count that is the whole party ("11 people in total", "altogether")'),
    steer: phrases.describe('Phrases that argue about the count ("count us as two"): the rest of their clause is not the party'),
    concede: phrases
      .optional()
      .describe('Concessions that set the party against an argued count ("even though it\'s just me", Czech "i když jedeme čtyři")'),
    of: phrases
      .optional()
      .describe('Words between a group and its size, beside the grammar\'s "of", "from", "in" (Italian "famiglia di quattro")'),
    paired: phrases
      .optional()
      .describe('Phrases naming one more person for each one named just before ("my two sisters and their husbands": 4)'),
    party: phrases.optional().describe('Pronouns of the writer\'s party after a count and "of" ("the three of us", "5 of them")'),
    adding: phrases.optional().describe('Words that join one addend of a count to the next ("and", "plus")'),
    determiners: phrases.optional().describe('Words before a relation that make it a traveller ("my wife", "our parents")'),
    writer: phrases.optional().describe('Words that name the writer as a traveller ("me", "I", "myself")'),
    manner: phrases.optional().describe('Words before a group that say how the party is booked, not who is in it ("as pairs", "in pairs")'),
    ages: phrases.optional().describe('Words a child\'s age follows ("twins (age 8)", "aged 6"): the number after them counts no one'),
    labels: phrases.optional().describe('Words that label the party\'s count in a field ("Count: 9", "Počet: 4"): the number after them is the party'),
    comitative: z
      .boolean()
      .optional()
      .describe('"With" a relation names the writer\'s company, whoever the verb says travels (Slavic "Lecimy z mężem": my husband and I)'),
    instrumental: phrases
      .optional()
      .describe('Case endings of a given name in the instrumental, each one of the file\'s `endings` ("s Janou", "z Tomkiem", "з Оленою")'),
  })
  .strict();

/** The `headcount` section as the lexicon build compiles it: words folded and rewritten into the grammar's English. */
export const CompiledHeadcountSchema = z
  .object({
    groups: z.array(z.tuple([z.string(), z.number()])).describe("Folded group noun and its size (0: given by 'of N')"),
    adultsPerGroup: z.array(z.tuple([z.string(), z.number()])).describe("Folded group noun and its adults when its size is not given"),
    relations: z.array(z.tuple([z.string(), z.number()])).describe("Folded relation word and how many people it names"),
    people: z.array(z.string()).describe("Folded nouns that count people after a number"),
    each: z.array(z.string()).describe("Distributive markers, as canonical token sequences joined by spaces"),
    with: z.array(z.string()).describe("Adding words, as canonical token sequences"),
    exclude: z.array(z.string()).describe("Exclusion markers, as canonical token sequences"),
    total: z.array(z.string()).describe("Whole-party markers, as canonical token sequences"),
    steer: z.array(z.string()).describe("Arguing phrases, as canonical token sequences"),
    concede: z.array(z.string()).optional().describe("Concession markers, as canonical token sequences"),
    of: z.array(z.string()).optional().describe("Words between a group and its size, folded and rewritten"),
    paired: z.array(z.string()).optional().describe("One-per-person phrases, as canonical token sequences"),
    party: z.array(z.string()).optional().describe("Pronouns of the writer's party, folded and rewritten"),
    adding: z.array(z.string()).optional().describe("Joining words, folded and rewritten"),
    determiners: z.array(z.string()).optional().describe("Words before a relation, folded and rewritten"),
    writer: z.array(z.string()).optional().describe("Words that name the writer, folded and rewritten"),
    manner: z.array(z.string()).optional().describe("Words of how a party is booked, folded and rewritten"),
    ages: z.array(z.string()).optional().describe("Words an age follows, folded and rewritten"),
    labels: z.array(z.string()).optional().describe("Words that label the party's count, folded and rewritten"),
    comitative: z.boolean().optional().describe('"With" a relation counts the writer beside them'),
    instrumental: z.array(z.string()).optional().describe("Folded instrumental endings of a given name"),
  })
  .strict();

export type HeadcountSection = z.infer<typeof HeadcountSectionSchema>;
/** The sections' lists of single words (the grammar's small words: "of", "us", "and", "my", "me", "as"). */
export type SingleWordKey = "of" | "party" | "adding" | "determiners" | "writer" | "manner" | "ages" | "labels";
export type CompiledHeadcount = z.infer<typeof CompiledHeadcountSchema>;

/**
 * Compiles a language's section: every form folded and rewritten through the language's own words (`canon`), so
 * "Familie" matches the token "family" the grammar reads; a single word that becomes a phrase is the grammar's already.
 */
export function compileHeadcount(raw: unknown, canon: (phrase: string) => string, fold: (word: string) => string): CompiledHeadcount {
  const s = HeadcountSectionSchema.parse(raw);
  const single = (table: Record<string, number>) =>
    Object.entries(table)
      .map(([w, n]) => [canon(w), n] as [string, number])
      .filter(([w]) => w && !w.includes(" "));
  const list = (l: readonly string[]) => [...new Set(l.map(canon).filter(Boolean))];
  // A list of single words, left out of the compiled section when the file gives none.
  const words = (key: SingleWordKey, l: readonly string[] | undefined) => (l?.length ? { [key]: list(l).filter((w) => !w.includes(" ")) } : {});
  return {
    groups: single(s.groups),
    adultsPerGroup: single(s.adultsPerGroup ?? {}),
    relations: single(s.relations),
    people: list(s.people ?? []).filter((w) => !w.includes(" ")),
    each: list(s.each),
    with: list(s.with),
    exclude: list(s.exclude),
    total: list(s.total),
    steer: list(s.steer),
    ...words("of", s.of),
    ...words("party", s.party),
    ...words("adding", s.adding),
    ...words("determiners", s.determiners),
    ...words("writer", s.writer),
    ...words("manner", s.manner),
    ...words("ages", s.ages),
    ...words("labels", s.labels),
    ...(s.concede?.length ? { concede: list(s.concede) } : {}),
    ...(s.paired?.length ? { paired: list(s.paired) } : {}),
    ...(s.comitative ? { comitative: true } : {}),
    // Endings are not words: folded as the tokens are, never rewritten through the language's words ("ou" is no "or").
    ...(s.instrumental?.length ? { instrumental: s.instrumental.map(fold) } : {}),
  };
}
