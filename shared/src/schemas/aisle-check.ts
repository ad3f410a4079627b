import { z } from "zod";

/** What a real check found about a listed server; `not-checked` when nothing ran. */
export const SERVER_STATUSES = ["healthy", "unreachable", "auth-required", "not-checked"] as const;
export const ServerStatusSchema = z
  .enum(SERVER_STATUSES)
  .describe("healthy: initialize and tools/list answered; unreachable: no MCP answer (down, timeout, not MCP); auth-required: it asked for credentials; not-checked: no real check ran");

/** The machine form of a purpose test: which tool to call, with what, and what the answer must hold. */
export const PurposeRunSchema = z
  .object({
    tool: z.string().min(1).describe("The tool to call; it must be listed, annotated read-only, and not match book|pay|checkout|ticket|email_offer"),
    arguments: z.record(z.string(), z.unknown()).describe("The arguments, exactly as the tool's input schema wants them"),
    expect: z
      .object({ textMatches: z.string().min(1).describe("A regular expression (case-insensitive) the answer's text or structured content must match") })
      .strict()
      .describe("What a passing answer holds"),
  })
  .strict()
  .describe("How aisle:check runs the test");
export type PurposeRun = z.infer<typeof PurposeRunSchema>;

/** One tool as tools/list showed it. */
export const SeenToolSchema = z
  .object({
    name: z.string().describe("The tool's name"),
    annotations: z.record(z.string(), z.unknown()).optional().describe("Its annotations as served"),
    inputSchema: z.record(z.string(), z.unknown()).describe("Its input schema as served"),
  })
  .strict()
  .describe("A tool as the server listed it");

/** The outcome of one purpose test run. */
export const PurposeOutcomeSchema = z
  .object({
    id: z.string().describe("The purpose test's id"),
    result: z.enum(["pass", "fail", "not-run"]).describe("pass or fail when the tool was called; not-run with the reason otherwise"),
    evidence: z.string().describe("What was seen, or why it did not run"),
  })
  .strict()
  .describe("A purpose test outcome");

/** One server's dated check, as the evidence file keeps it. */
export const ServerCheckSchema = z
  .object({
    status: ServerStatusSchema.exclude(["not-checked"]),
    checkedAt: z.iso.datetime().describe("When the check ran (UTC)"),
    latencyMs: z.number().int().min(0).describe("Time to the initialize answer, or to the failure"),
    reason: z.string().optional().describe("Why it is not healthy"),
    protocolVersion: z.string().optional().describe("The protocol version initialize negotiated"),
    serverInfo: z.object({ name: z.string(), version: z.string() }).partial().optional().describe("serverInfo from initialize"),
    tools: z.array(SeenToolSchema).optional().describe("tools/list as served"),
    diff: z
      .object({
        missing: z.array(z.string()).describe("Listed tools the server no longer serves"),
        extra: z.array(z.string()).describe("Served tools the listing does not name"),
        schemaChanged: z
          .array(z.string())
          .optional()
          .describe("Tools whose recorded inputSchema no longer matches what the server serves (property names or required ones differ)"),
      })
      .strict()
      .optional()
      .describe("The listing against tools/list"),
    purposeTests: z.array(PurposeOutcomeSchema).describe("Each purpose test: run, or why not"),
  })
  .strict()
  .describe("A dated check of one listed server");
export type ServerCheck = z.infer<typeof ServerCheckSchema>;

/** shared/data/aisle-checks.json: what `pnpm aisle:check --write` measured, per slug; evals derive from it. */
export const AisleChecksFileSchema = z
  .object({
    $comment: z.string().optional().describe("What the file is"),
    checks: z.record(z.string(), ServerCheckSchema).describe("slug -> its last real check"),
  })
  .strict()
  .describe("The aisle's measured evidence");
export type AisleChecksFile = z.infer<typeof AisleChecksFileSchema>;
