import { FORBIDDEN_TOOL_PATTERN } from "../schemas/config.js";
import type { ListingToolEntry, SideEffect } from "../schemas/listing.js";

/** One naming rule: a tool whose name matches `pattern` has this side effect. Checked in order; the first match wins. */
export interface SideEffectRule {
  sideEffect: SideEffect;
  pattern: RegExp;
  why: string;
}

/**
 * The published naming rules, most harmful first. They cover every word of FORBIDDEN_TOOL_PATTERN
 * (book, pay, checkout, ticket, email_offer), so a forbidden name can never come out as search or quote;
 * that pattern is a floor: topping up, ordering and holding are purchases too, whatever the name says.
 */
export const SIDE_EFFECT_RULES: readonly SideEffectRule[] = [
  {
    sideEffect: "pays",
    pattern: /pay|checkout|purchase|buy|charge|wallet|billing|top[_-]?up|refill|(?:place|create|submit|make|new)[_-]?order|^order[_-]/i,
    why: "takes or moves money: buys, pays, tops up or orders",
  },
  { sideEffect: "books", pattern: /book|ticket|reserv|cancel|(?:^|[_-])hold(?!er)/i, why: "makes, issues, holds or changes a booking" },
  { sideEffect: "sends", pattern: /email_offer|send|e-?mail|sms|whatsapp|notify|submit|request_?\w{0,30}quote|file_?claim/i, why: "sends a message or files a request with someone" },
  { sideEffect: "quote", pattern: /quote|offer|price|fare/i, why: "asks for a price or offer without committing to it" },
];

/**
 * What a tool does, read from the purpose the aisle records for it: the leading verb, or one joined to it
 * ("Search plans and buy one"). "Read an existing order" names an order without making one.
 */
export const PURPOSE_RULES: readonly SideEffectRule[] = [
  { sideEffect: "pays", pattern: /(?:^|\b(?:and|then|or|to)\s+)(?:buy|purchase|pay|top\s?-?up|recharge|refill|order|check\s?out)s?\b/i, why: "its purpose is to buy, pay, top up or order" },
  { sideEffect: "books", pattern: /(?:^|\b(?:and|then|or|to)\s+)(?:book|reserve|hold|issue)s?\b/i, why: "its purpose is to book, reserve or hold" },
];

const SAFE: ReadonlySet<SideEffect> = new Set(["search", "quote"]);

/** True for the side effects an agent may trigger: search and quote. */
export function isSafeSideEffect(sideEffect: SideEffect): boolean {
  return SAFE.has(sideEffect);
}

/**
 * Derives a tool's side effect from its name, its recorded purpose and its annotations; never typed in by
 * hand. A name that matches no rule is a search. The purpose and the annotations can only make a tool less
 * safe: a tool whose purpose buys counts as paying whatever its name, and one that declares it is not
 * read-only (or is destructive) and says nothing worse counts as `sends`.
 */
export function deriveSideEffect(tool: Pick<ListingToolEntry, "name" | "annotations"> & { purpose?: string }): SideEffect {
  const byName = SIDE_EFFECT_RULES.find((rule) => rule.pattern.test(tool.name))?.sideEffect ?? "search";
  // Belt and braces: the rules above already cover the forbidden words.
  if (FORBIDDEN_TOOL_PATTERN.test(tool.name) && isSafeSideEffect(byName)) return "books";
  if (!isSafeSideEffect(byName)) return byName;
  const byPurpose = PURPOSE_RULES.find((rule) => rule.pattern.test(tool.purpose ?? ""))?.sideEffect;
  if (byPurpose) return byPurpose;
  const declaresWrite = tool.annotations?.readOnlyHint === false || tool.annotations?.destructiveHint === true;
  return declaresWrite ? "sends" : byName;
}
