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
 * (book, pay, checkout, ticket, email_offer), so a forbidden name can never come out as search or quote.
 */
export const SIDE_EFFECT_RULES: readonly SideEffectRule[] = [
  { sideEffect: "pays", pattern: /pay|checkout|purchase|buy|charge|wallet|billing/i, why: "takes or moves money" },
  { sideEffect: "books", pattern: /book|ticket|reserv|cancel/i, why: "makes, issues or changes a booking" },
  { sideEffect: "sends", pattern: /email_offer|send|e-?mail|sms|whatsapp|notify|submit|request_?\w{0,30}quote|file_?claim/i, why: "sends a message or files a request with someone" },
  { sideEffect: "quote", pattern: /quote|offer|price|fare/i, why: "asks for a price or offer without committing to it" },
];

const SAFE: ReadonlySet<SideEffect> = new Set(["search", "quote"]);

/** True for the side effects an agent may trigger: search and quote. */
export function isSafeSideEffect(sideEffect: SideEffect): boolean {
  return SAFE.has(sideEffect);
}

/**
 * Derives a tool's side effect from its name and annotations; never typed in by hand. A name that
 * matches no rule is a search. Annotations can only make a tool less safe: a tool that declares it
 * is not read-only (or is destructive) and whose name says nothing worse counts as `sends`.
 */
export function deriveSideEffect(tool: Pick<ListingToolEntry, "name" | "annotations">): SideEffect {
  const byName = SIDE_EFFECT_RULES.find((rule) => rule.pattern.test(tool.name))?.sideEffect ?? "search";
  // Belt and braces: the rules above already cover the forbidden words.
  if (FORBIDDEN_TOOL_PATTERN.test(tool.name) && isSafeSideEffect(byName)) return "books";
  const declaresWrite = tool.annotations?.readOnlyHint === false || tool.annotations?.destructiveHint === true;
  if (declaresWrite && isSafeSideEffect(byName)) return "sends";
  return byName;
}
