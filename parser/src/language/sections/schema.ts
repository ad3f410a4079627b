import { z } from "zod";
import { CANONICAL_KEYS } from "./canonical-keys.js";
import { HeadcountSectionSchema } from "./headcount.js";
import { MailSectionSchema } from "./mail.js";
import { MoneySectionSchema } from "./money.js";
import { CountingSectionSchema } from "./counting.js";
import { SpellingSectionSchema } from "./spelling.js";
import { PlacesSectionSchema } from "./places.js";
import { PartsSectionSchema } from "./parts.js";
import { DomainsSectionSchema } from "./domains.js";

// A language file (parser/data/lang/<locale>.json) as a whole: every key anywhere in it is one this schema
// names, so a misspelt key fails the build instead of silently teaching the parser nothing.

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const WORD_KEYS: ReadonlySet<string> = new Set([...CANONICAL_KEYS, ...MONTHS, ...WEEKDAYS]);

/** A key of `words`: a canonical English word, a month or weekday, a number ("12") or a spoken day ("14th"). */
export function isWordKey(key: string): boolean {
  return WORD_KEYS.has(key) || /^\d{1,3}(?:st|nd|rd|th)?$/.test(key);
}

const forms = z.array(z.string().min(1));

const WordsSchema = z
  .record(
    z.string().refine(isWordKey, { message: "not a canonical key (parser/src/language/sections/canonical-keys.ts), month, weekday, number or ordinal" }),
    forms,
  )
  .describe('Canonical English -> the forms this language writes for it ("from": ["z", "ze"]); a form ending in "*" is a stem');

const EndingSchema = z.union([
  z.string(),
  z.object({ ending: z.string().min(1), means: z.enum(["from", "to", "in"]) }).strict(),
]);

/** Every key a language file may have, each section with its own schema. */
export const LanguageFileSchema = z
  .object({
    $comment: z.string().optional().describe("A note for the reader"),
    language: z.string().regex(/^[a-z]{2,3}(?:-[A-Z][a-z]{3})?$/).describe('BCP 47 tag reported as job.language ("sr-Latn" reports "sr")'),
    name: z.string().min(1).describe("The language's English name"),
    script: z.enum(["Latn", "Cyrl", "Grek"]).describe("ISO 15924 script of its words"),
    n2words: z.string().optional().describe('The n2words module of its number words ("pl-PL")'),
    sources: z.array(z.string().min(1)).min(1).describe("Where the word lists come from"),
    words: WordsSchema,
    endings: z.array(EndingSchema).optional().describe("Case endings of place names, with the direction some carry"),
    alternations: z.array(z.tuple([z.string(), z.string()])).optional().describe("Stem changes before an ending: [base, inflected stem]"),
    stemVowels: z.array(z.string().min(1)).optional().describe("Vowels a base name may end with that a case ending replaced"),
    ordinalSuffixes: z.array(z.string().min(1)).optional().describe('What the language writes after a day\'s number ("1st", "1er", "1º")'),
    notPlaces: forms.optional().describe("Words that must never be read as places"),
    detect: forms.optional().describe("Short function words typical of the language, for detection"),
    tiesGoTo: z.array(z.string()).optional().describe("Tags a tie in detection goes to"),
    alsoReads: z.array(z.string()).optional().describe("Locales whose words this language's jobs use too"),
    translit: z.record(z.string().min(1), z.string()).optional().describe("National romanisation of the script, letter by letter"),
    typedDigraphs: z
      .record(z.string().length(1), z.string().min(2))
      .optional()
      .describe('How people type a letter of the language on a keyboard without it ("š": "sh"): its words and names are read so typed too'),
    headcount: HeadcountSectionSchema.optional(),
    mail: MailSectionSchema.optional(),
    money: MoneySectionSchema.optional(),
    counting: CountingSectionSchema.optional(),
    spelling: SpellingSectionSchema.optional(),
    places: PlacesSectionSchema.optional(),
    parts: PartsSectionSchema.optional(),
    domains: DomainsSectionSchema.optional(),
  })
  .strict();

export type LanguageFile = z.infer<typeof LanguageFileSchema>;

/** Where a file breaks its schema, one line per problem: the file, the path inside it, the reason. */
export function languageFileProblems(file: string, raw: unknown): string[] {
  const result = LanguageFileSchema.safeParse(raw);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("") || "(top level)";
    // A bad key of a record says why in its own issues ("words.flite: not a canonical key ...").
    const why = issue.code === "invalid_key" ? issue.issues.map((i) => i.message).join("; ") : issue.message;
    return `${file}: ${path.replace(/^\./, "")}: ${why}`;
  });
}

/** The file checked against its schema; throws with every problem, each naming the file, the path and the reason. */
export function readLanguageFile(file: string, raw: unknown): LanguageFile {
  const problems = languageFileProblems(file, raw);
  if (problems.length) throw new Error(`language file does not match its schema:\n  ${problems.join("\n  ")}`);
  return LanguageFileSchema.parse(raw);
}
