import { z } from "zod";

/** The `money` section of a language file: how the language writes currencies (read on every job, whatever its language). */
export const MoneySectionSchema = z
  .object({
    names: z
      .array(z.string().min(1))
      .optional()
      .describe('Currency names in every case and number the language writes ("euro", "eurach", "zloty*"); "*" ends a stem'),
    signs: z
      .record(z.string().min(1), z.string().regex(/^[A-Z]{2}$/))
      .optional()
      .describe('Signs written after an amount and the country whose money they are ("zł": "PL", "Kč": "CZ")'),
    plurals: z
      .record(z.string().min(1), z.string().min(1))
      .optional()
      .describe('Plurals that do not start with the singular\'s letters, to the singular ("lei": "leu", "leva": "lev")'),
  })
  .strict();

export type MoneySection = z.infer<typeof MoneySectionSchema>;

/** The section as the lexicon build writes it: every form folded the way the parser folds the job's text. */
export interface CompiledMoney {
  names: string[];
  signs: [string, string][];
  plurals: [string, string][];
}

export function compileMoney(section: MoneySection, fold: (s: string) => string): CompiledMoney {
  return {
    names: [...new Set((section.names ?? []).map(fold))],
    signs: Object.entries(section.signs ?? {}).map(([sign, country]) => [fold(sign), country]),
    plurals: Object.entries(section.plurals ?? {}).map(([plural, singular]) => [fold(plural), fold(singular)]),
  };
}
