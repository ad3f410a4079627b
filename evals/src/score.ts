import { RouteSchema, type Config, type DeskResult } from "@travel/shared";
import type { DeskEvalCase } from "./case.js";
import type { DeskEvalCaseResult, DeskEvalPack } from "./schema.js";

/** How a score follows from the checks; published inside the pack. */
export const DESK_EVAL_SCORING =
  "Each case is scored 0-5: five times the share of its checks that passed, rounded to one decimal. " +
  "Checks are predicates over the desk result of one real run; a desk that gave no result fails every check.";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Runs a case's checks over one desk result (or over nothing, when the desk gave no result). */
export function scoreDeskEvalCase(evalCase: DeskEvalCase, result: DeskResult | null, config: Config, checkedAt: string): DeskEvalCaseResult {
  const checks = evalCase.checks.map((c) => ({ id: c.id, description: c.description, passed: result !== null && safely(() => c.check(result, config)) }));
  const passed = checks.filter((c) => c.passed).length;
  const route = RouteSchema.safeParse(result?.route);
  return {
    id: evalCase.id,
    title: evalCase.title,
    job: evalCase.job,
    route: route.success ? route.data : null,
    score: round1((5 * passed) / checks.length),
    passed,
    total: checks.length,
    checkedAt,
    checks,
  };
}

/** Assembles the pack from its case results. */
export function buildDeskEvalPack(cases: DeskEvalCaseResult[], version: string, checkedAt: string, setup: string): DeskEvalPack {
  const mean = cases.length ? cases.reduce((a, c) => a + c.score, 0) / cases.length : 0;
  return { tool: "run_travel_job", version, checkedAt, generatedBy: "pnpm eval", scoring: DESK_EVAL_SCORING, setup, meanScore: round1(mean), cases };
}

/** The pack without its time stamps: what must not differ between the served file and a fresh run. */
export function deskEvalPackContent(pack: DeskEvalPack): unknown {
  return { ...pack, checkedAt: undefined, cases: pack.cases.map((c) => ({ ...c, checkedAt: undefined })) };
}

function safely(run: () => boolean): boolean {
  try {
    return run() === true;
  } catch {
    return false;
  }
}
