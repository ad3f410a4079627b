import { mailAlternations } from "../../data/generated/lexicon.js";
import type { MailSection } from "./sections/mail.js";

// The alternations are made when the lexicon is built (scripts/data/mail-alternations.ts), not on the first job.
let alternations: Partial<Record<keyof MailSection, string>> | undefined;

/**
 * The words of one kind every language's mail writes, as a regular-expression alternation of literals (longest first,
 * so "best regards" is tried before "best"). A mail's headers are in its client's language, not the job's: all are read.
 */
export function mailWords(key: keyof MailSection): string {
  alternations ??= JSON.parse(mailAlternations()) as Partial<Record<keyof MailSection, string>>;
  return alternations[key] ?? "";
}
