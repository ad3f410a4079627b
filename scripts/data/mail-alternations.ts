// Every language's mail words of each kind as one regular-expression alternation of literals (longest first, so "best
// regards" is tried before "best"), as the parser's patterns are made of them (parser/src/language/mail-words.ts): made
// here, so the first job, whose patterns need them, does not gather them from every language (issue 28).
import type { CompiledLanguage } from "../../parser/src/language/lexicon.js";
import { MailSectionSchema, type MailSection } from "../../parser/src/language/sections/mail.js";
import { escapeRegExp } from "../../parser/src/text/pattern.js";

function alternation(sections: readonly MailSection[], key: keyof MailSection): string {
  const all = [...new Set(sections.flatMap((s) => s[key] ?? []))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return all.map(escapeRegExp).join("|");
}

/** The table: each kind of mail word -> its alternation over every language's mail section, in the lexicon's order. */
export function mailAlternationsTable(languages: readonly CompiledLanguage[]): Record<keyof MailSection, string> {
  const sections = languages.flatMap((c) => (c.mail ? [c.mail] : []));
  const keys = Object.keys(MailSectionSchema.shape) as (keyof MailSection)[];
  return Object.fromEntries(keys.map((key) => [key, alternation(sections, key)])) as Record<keyof MailSection, string>;
}
