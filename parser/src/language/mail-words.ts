import { languageMeta } from "./lexicon.js";
import type { MailSection } from "./sections/mail.js";
import { escapeRegExp } from "../text/pattern.js";


/**
 * The words of one kind every language's mail writes, as a regular-expression alternation of literals (longest first,
 * so "best regards" is tried before "best"). A mail's headers are in its client's language, not the job's: all are read.
 */
export function mailWords(key: keyof MailSection): string {
  const sections = languageMeta().flatMap((l) => (l.mail ? [l.mail] : []));
  const all = [...new Set(sections.flatMap((s) => s[key] ?? []))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return all.map(escapeRegExp).join("|");
}
