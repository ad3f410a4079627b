import { z } from "zod";
import { PurposeRunSchema, ServerStatusSchema } from "./aisle-check.js";
import { CheckedAtSchema } from "./listing.js";

/** One check of what a server is for, with its outcome. */
export const PurposeTestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/).describe("Test id, unique within the eval"),
    task: z.string().min(1).describe("What an agent would ask the server to do"),
    expected: z.string().min(1).describe("What a passing answer contains"),
    result: z.enum(["pass", "fail", "not-run"]).describe("pass or fail only on evidence; not-run when nobody ran it"),
    checkedAt: CheckedAtSchema.nullable().describe("When the result was established; null for not-run"),
    evidence: z.string().min(1).describe("What the result rests on, or why the test was not run"),
    basis: z.enum(["measured", "documentary", "none"]).optional().describe("measured: aisle:check ran it; documentary: read from the server's documents; none: not run"),
    run: PurposeRunSchema.optional(),
  })
  .strict()
  .describe("A purpose test");
export type PurposeTest = z.infer<typeof PurposeTestSchema>;

export const COVERAGE_LEVELS = ["broad", "regional", "narrow", "unknown"] as const;

export const AlternativeSchema = z
  .object({
    slug: z.string().describe("Another listing in the aisle"),
    reason: z.string().min(1).describe("When to prefer it"),
  })
  .strict()
  .describe("An alternative listing");

/** The evidence kept for one listing (shared/data/evals-evidence.json); the score is computed from it. */
export const EvalEvidenceSchema = z
  .object({
    purposeTests: z.array(PurposeTestSchema).min(1).describe("What the server is for, tested or not"),
    coverage: z
      .object({
        level: z.enum(COVERAGE_LEVELS).describe("How much of its category's jobs it covers"),
        basis: z.string().min(1).describe("Why that level"),
      })
      .strict()
      .describe("Coverage of the category's jobs"),
    staleness: z.string().min(1).nullable().describe("A sign the server or its upstream is no longer kept up, or null"),
    alternatives: z.array(AlternativeSchema).describe("Other listings to consider"),
    notes: z.string().describe("What an agent should know about the evaluation"),
  })
  .strict()
  .describe("Eval evidence for one listing");
export type EvalEvidence = z.infer<typeof EvalEvidenceSchema>;

/** The evidence file: slug -> evidence; each entry is validated on its own so an error names the slug. */
export const EvalsFileSchema = z
  .object({
    $comment: z.string().optional().describe("What the file is"),
    evals: z.record(z.string(), z.unknown()).describe("slug -> evidence"),
  })
  .strict()
  .describe("The eval evidence file");

const points = z.number().min(0).max(5);

/** The rubric's inputs for one listing, as a third party needs them to recompute the score. */
export const UsefulnessInputsSchema = z
  .object({
    purposeTests: z.object({ passed: z.number().int().min(0).describe("Tests that passed"), total: z.number().int().min(1).describe("All purpose tests") }).strict().describe("Purpose test outcomes"),
    safeTools: z.enum(["confirmed", "unconfirmed", "none"]).describe("Safe tools exist and the tool list is confirmed, exist but the list is partial, or none"),
    access: z.enum(["open-remote", "open-local", "key", "partner", "unknown"]).describe("What stands between an agent and the first call"),
    accessConfirmed: z.boolean().describe("False when the sources did not confirm the auth"),
    coverage: z.enum(COVERAGE_LEVELS).describe("Coverage of the category's jobs"),
    freshness: z.enum(["current", "stale-signal", "old"]).describe("current: read within a year, no sign of neglect; stale-signal: a sign of neglect; old: read over a year ago"),
  })
  .strict()
  .describe("Rubric inputs");
export type UsefulnessInputs = z.infer<typeof UsefulnessInputsSchema>;

export const UsefulnessBreakdownSchema = z
  .object({
    purposeTests: points.describe("Points for purpose tests passed"),
    safeTools: points.describe("Points for safe tools available"),
    authFriction: points.describe("Points for little auth and setup friction"),
    coverage: points.describe("Points for coverage"),
    freshness: points.describe("Points for freshness"),
  })
  .strict()
  .describe("Points per rubric criterion");
export type UsefulnessBreakdown = z.infer<typeof UsefulnessBreakdownSchema>;

/** An eval as /data/evals.json and get_eval serve it. */
export const EvalSchema = z
  .object({
    slug: z.string().describe("The listing evaluated"),
    purposeTests: z.array(PurposeTestSchema).describe("What the server is for, tested or not"),
    usefulness: z.number().min(0).max(5).describe("0-5, computed by the published rubric from `inputs`"),
    breakdown: UsefulnessBreakdownSchema,
    inputs: UsefulnessInputsSchema,
    rubricVersion: z.string().describe("Which version of the published rubric computed the score"),
    coverage: EvalEvidenceSchema.shape.coverage,
    staleness: z.string().nullable().describe("A sign the server or its upstream is no longer kept up, or null"),
    alternatives: z.array(AlternativeSchema).describe("Other listings to consider, each an existing slug"),
    notes: z.string().describe("What an agent should know about the evaluation"),
    status: ServerStatusSchema,
    lastCheckedAt: z.string().nullable().describe("When aisle:check last reached a verdict on the server (UTC), or null: never"),
    inputBasis: z
      .record(z.string(), z.enum(["measured", "documentary"]))
      .describe("For each rubric input: measured by aisle:check, or read from documents"),
  })
  .strict()
  .describe("An eval");
export type Eval = z.infer<typeof EvalSchema>;
