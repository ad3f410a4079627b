import { z } from "zod";
import { RouteSchema } from "@travel/shared";

/** The five cases run_travel_job is scored on (docs/DESIGN.md section 12). */
export const DESK_EVAL_CASE_IDS = ["group", "regional-supplier-down", "split", "sos", "esim"] as const;
export const DeskEvalCaseIdSchema = z.enum(DESK_EVAL_CASE_IDS).describe("Which desk eval case");
export type DeskEvalCaseId = z.infer<typeof DeskEvalCaseIdSchema>;

/** One check of one case, as the pack records it. */
export const DeskEvalCheckResultSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/).describe("Stable id of the check within its case, e.g. 'route-is-group'"),
    description: z.string().min(1).describe("What the check expects of the desk result, in plain words"),
    passed: z.boolean().describe("Whether the desk result met it on this run"),
  })
  .strict()
  .describe("A check and its result");

/** One case: the job, what the desk did with it, and its score. */
export const DeskEvalCaseResultSchema = z
  .object({
    id: DeskEvalCaseIdSchema,
    title: z.string().describe("What the case exercises"),
    job: z.string().describe("The job handed to run_travel_job, exactly"),
    route: RouteSchema.nullable().describe("The route the desk chose on this run; null when it gave no desk result"),
    score: z.number().min(0).max(5).describe("0-5: five times the share of checks passed, to one decimal"),
    passed: z.number().int().min(0).describe("Checks passed"),
    total: z.number().int().min(1).describe("Checks run"),
    checkedAt: z.string().describe("When the case was run (ISO 8601)"),
    checks: z.array(DeskEvalCheckResultSchema).min(1).describe("Every check of the case with its result"),
  })
  .strict()
  .describe("A desk eval case and its result");
export type DeskEvalCaseResult = z.infer<typeof DeskEvalCaseResultSchema>;

/** The pack served at /data/desk-evals.json and written by `pnpm eval`. */
export const DeskEvalPackSchema = z
  .object({
    tool: z.literal("run_travel_job").describe("The tool the pack scores"),
    version: z.string().describe("The service version that was run"),
    checkedAt: z.string().describe("When the pack was generated (ISO 8601)"),
    generatedBy: z.literal("pnpm eval").describe("The one command that regenerates this file; never edited by hand"),
    scoring: z.string().describe("How a case's score follows from its checks"),
    setup: z.string().describe("What the desk ran against"),
    meanScore: z.number().min(0).max(5).describe("Mean of the case scores, to one decimal"),
    cases: z.array(DeskEvalCaseResultSchema).length(DESK_EVAL_CASE_IDS.length).describe("One result per case, in DESK_EVAL_CASE_IDS order"),
  })
  .strict()
  .describe("The desk eval pack");
export type DeskEvalPack = z.infer<typeof DeskEvalPackSchema>;
