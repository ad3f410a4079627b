import { DeskResultSchema, FORBIDDEN_TOOL_PATTERN, type DeskPartResult, type DeskResult } from "@travel/shared";
import type { DeskEvalCheck } from "./case.js";

/** The result and every part of it (a split's parts are full results too). */
export function allResults(result: DeskResult): DeskPartResult[] {
  return [result, ...(result.parts ?? [])];
}

/** True when the result or one of its parts is of `route`. */
export function partOf(result: DeskResult, route: DeskPartResult["route"]): DeskPartResult | undefined {
  return (result.parts ?? []).find((p) => p.route === route);
}

/** True when no listed tool could book, pay, check out, ticket or send an offer. */
export function onlySafeTools(part: DeskPartResult): boolean {
  return (part.recommendations ?? []).every((r) => r.safeTools.every((t) => !FORBIDDEN_TOOL_PATTERN.test(t)));
}

/** Checks every case carries: the result is well formed and claims nothing that did not happen. */
export const COMMON_CHECKS: readonly DeskEvalCheck[] = [
  {
    id: "valid-desk-result",
    description: "The answer is a valid desk result (the published output schema of run_travel_job)",
    check: (r) => DeskResultSchema.safeParse(r).success,
  },
  {
    id: "advisory-never-books",
    description: "The result and every part say advisory: true, booked: false, paid: false, quoteFiled: false",
    check: (r) => allResults(r).every((p) => p.advisory === true && p.booked === false && p.paid === false && p.quoteFiled === false),
  },
  {
    id: "guidance-four-rules",
    description: "The four client-side rules are in the guidance (category match, exact arguments, skip book/pay tools, token in an env file)",
    check: (r) =>
      r.guidance.length >= 4 &&
      r.guidance.some((g) => /book/i.test(g) && /pay/i.test(g)) &&
      r.guidance.some((g) => /token/i.test(g) && /env/i.test(g)),
  },
  {
    id: "next-steps",
    description: "The result tells the calling agent what to do next (at least one next step)",
    check: (r) => r.nextSteps.length > 0,
  },
];
